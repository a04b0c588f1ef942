"""Programs for tests/explore/test_casemap37.py: tests of a case map of a symbolic string
(``lower``, ``upper``, ``casefold``, ``swapcase``) as memberships of the string itself."""

from __future__ import annotations

_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
           "dec", "january", "february", "march", "april", "june", "july", "august",
           "september", "october", "november", "december"]


def day_month(s: str) -> str:
    """email.utils.parsedate_tz's names: ``x.lower() in _daynames``, then
    ``_monthnames.index(mm.lower())``."""
    parts = s.split(" ")
    if len(parts) != 2:
        return "shape"
    day, month = parts
    if day.lower() not in _DAYS:
        return "no day"
    mm = month.lower()
    if mm not in _MONTHS:
        return "no month"
    i = _MONTHS.index(mm) + 1
    if i > 12:
        i -= 12
    if i >= 7:
        return "late"
    return "early"


def strasse(s: str) -> str:
    """``upper()`` with longer images: ``'ß'`` to ``'SS'``, ``'ﬅ'`` to ``'ST'``."""
    if s.upper() != "STRASSE":
        return "other"
    if s.isascii():
        return "ascii"
    if "ß" in s:
        return "eszett"
    if len(s) == 6:
        return "ligature"
    return "latin"


def never_upper(s: str) -> str:
    """``lower()`` never gives an upper-case letter: the branch is refuted (a proof)."""
    if s.lower() == "ABC":
        return "impossible"
    return "lower"


def folded_affixes(s: str) -> str:
    """``casefold``, ``startswith``/``endswith``/``in`` and ``swapcase``."""
    f = s.casefold()
    if f.startswith("ss") and f.endswith("k"):
        if "ß" in s and "\u212a" in s:
            return "eszett and kelvin"
        return "both"
    if "st" in f:
        return "st"
    if s.swapcase() == "aBc":
        return "swapped"
    return "none"
