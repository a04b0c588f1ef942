"""``unicodedata`` on symbolic strings (issue 38, item 1: a C function with no pure twin
is modelled or made concrete with a note).

* ``normalize(form, s)``, in two tiers, each one decision.  A string of the characters
  the form leaves alone whatever their neighbours (:func:`stable`: the character is its
  own normal form, its combining class is 0, and for the composing forms neither it nor
  the first character of its decomposition composes with a preceding character) is its
  own normal form: ``s`` itself (ASCII, Latin-1 under NFC, most scripts' letters).
  Otherwise, for NFD, NFKD and NFKC, a string of those characters and the letters up to
  U+024F (Latin-1, Latin Extended-A and -B) whose normal form starts with a character of
  combining class 0 (that does not compose backwards, for NFKC) is normalized one
  character at a time (a ``BRANCH`` per character, each an ``ite`` over the table of
  the characters that change, read off CPython at first use): no character's normal
  form then reorders or composes across its neighbours, so the concatenation is the
  string's.  Beyond (combining marks after a letter, ``'e\u0301'`` under NFC, Hangul
  syllables under NFD, Greek, Cyrillic ...), for all four forms, the string is
  normalized one segment at a time between boundaries (:mod:`.unicodedata_segments`:
  only a segment it does not model has its characters made concrete, noted).  Over
  ``ucd_3_2_0`` a combining class is :func:`combining`'s (the current database's too,
  which CPython reorders by).  An unknown form raises ``ValueError``, except
  on the empty string (returned first, as CPython does).  Slug makers and
  transliterators (``normalize("NFKD", s).encode("ascii", "ignore")``) call it first.
  ``unicodedata.ucd_3_2_0.normalize`` (the Unicode 3.2 database that ``stringprep``
  and the ``idna`` codec's nameprep use) is the same model over that database's tables.
* ``category``, ``bidirectional``, ``name``, ``decomposition``, ``combining``,
  ``east_asian_width``, ``mirrored``, ``decimal``, ``digit``, ``numeric``:
  :mod:`.unicodedata_chars` (each test of the value a membership of the character; a
  value of few values, such as ``category(c)``'s 30, an ``ite`` over their classes where
  it is used otherwise).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import cache
from typing import Any

from ..regex.charset import INTERVALS, MAX_CHAR, IntervalSet
from ..regex.to_term import charset_to_term
from ..terms import mk, string
from . import termops as T
from .context import Kind, active, decide, fallback
from .context import Trace as _Trace
from .str_fallbacks import chars
from .strings import SymStr
from .unicodedata_chars import MODELS as ONE_CHARACTER
from .unicodedata_chars import UCD_3_2_0 as ONE_CHARACTER_3_2_0
from .unicodedata_segments import Database, by_segments, facts_of
from .values import SymValue

FORMS = ("NFC", "NFD", "NFKC", "NFKD")
#: the databases, by version ("": the current one, ``unicodedata``'s own functions)
_DATABASES: dict[str, Any] = {"": unicodedata, "3.2.0": unicodedata.ucd_3_2_0}


def normalize(form: Any, text: Any, version: str = "") -> Any:
    """``unicodedata.normalize(form, text)`` (see the module docstring); ``version``
    "3.2.0": ``unicodedata.ucd_3_2_0.normalize``."""
    db = _DATABASES[version]
    if isinstance(form, SymValue) or not isinstance(text, SymStr):
        if isinstance(form, SymValue) or isinstance(text, SymValue):
            return fallback("unicodedata.normalize with a symbolic form or a non-str",
                            [form, text], db.normalize)
        return db.normalize(form, text)
    if not isinstance(form, str):
        raise TypeError(f"normalize() argument 1 must be str, not {type(form).__name__}")
    if form not in FORMS:  # CPython returns an empty string before reading the form
        nonempty = mk("not", mk("=", text.term, string("")))
        if decide(Kind.RAISE, nonempty, None if text.value is None else text.value != "",
                  "unicodedata.normalize", ValueError):
            raise ValueError("invalid normalization form")
        return text
    inert = mk("str.in_re", text.term, mk("re.*", charset_to_term(stable(form, version))))
    if text.value is None and not isinstance(active(), _Trace):
        decide(Kind.DOMAIN, inert, None, "unicodedata.normalize")
        return text
    known = None if text.value is None else \
        all(ord(c) in stable(form, version) for c in text.value)
    if decide(Kind.BRANCH, inert, known, f"unicodedata.normalize({form!r}): unchanged"):
        return text
    real: Any = db.normalize  # the form is checked above
    if form != "NFC":
        table, domain = _by_character(form, version)
        fits = None if text.value is None else all(ord(c) in domain for c in text.value)
        if decide(Kind.BRANCH, mk("str.in_re", text.term, mk("re.*", charset_to_term(domain))),
                  fits, f"unicodedata.normalize({form!r}): one character at a time"):
            kept = charset_to_term(stable(form, version))
            out = []
            for c, _ in chars(text, f"unicodedata.normalize({form!r})"):
                term = c
                for char, image in table:
                    term = mk("ite", mk("=", c, string(char)), string(image), term)
                out.append(mk("ite", mk("str.in_re", c, kept), c, term))
            value = None if text.value is None else real(form, text.value)
            return text.of(T.concat(*out), value)
    return by_segments(text, segment_facts(form, version), f"unicodedata.normalize({form!r})")


def segment_facts(form: str, version: str = "") -> Database:
    """The facts of ``form`` over the database ``version`` the third tier reads
    (:mod:`.unicodedata_segments`)."""
    return facts_of(form, version, _DATABASES[version], lambda ch: combining(ch, version),
                    lambda: _seconds(version), lambda: stable(form, version))


def _normal(version: str) -> Callable[[str, str], str]:
    """The database's ``normalize`` with a form read from a variable (a plain ``str``)."""
    got: Callable[[str, str], str] = _DATABASES[version].normalize
    return got


def combining(ch: str, version: str = "") -> int:
    """The combining class ``normalize`` reorders ``ch`` by: CPython's
    ``ucd_3_2_0.normalize`` reorders by the current database's classes (U+0350..U+036F,
    unassigned in Unicode 3.2 and of class 0 there, are reordered), so over that database
    a class that is not 0 in either."""
    return unicodedata.combining(ch) or _DATABASES[version].combining(ch)


#: (process-wide, one entry per database: the characters that compose with a preceding one)
@cache
def _seconds(version: str = "") -> frozenset[int]:
    """The second characters of CPython's canonical compositions (and Hangul's V and T
    jamo)."""
    out = set(range(0x1161, 0x1176)) | set(range(0x11A8, 0x11C3))
    db = _DATABASES[version]
    for code in range(MAX_CHAR + 1):
        d = db.decomposition(chr(code))
        if d and not d.startswith("<") and len(d.split()) == 2:
            out.add(int(d.split()[1], 16))
    return frozenset(out)


def _leads(form: str, image: str, version: str = "") -> bool:
    """``image`` (a character's normal form) starts with a character of combining class 0
    that, for a composing form, does not compose with what comes before it."""
    first = image[:1]
    return first != "" and combining(first, version) == 0 and (
        form in ("NFD", "NFKD") or ord(first) not in _seconds(version))


#: (process-wide, finite: one entry per form and database; pure)
@cache
def stable(form: str, version: str = "") -> IntervalSet:
    """The characters ``form`` leaves alone whatever their neighbours (module docstring)."""
    return INTERVALS.of_ranges(_ranges_of(form, version))


def _ranges_of(form: str, version: str) -> list[tuple[int, int]]:
    seconds = _seconds(version)
    normal = _normal(version)
    composing = form in ("NFC", "NFKC")
    decompose = "NFD" if form == "NFC" else "NFKD"
    out: list[tuple[int, int]] = []
    start = None
    for code in range(MAX_CHAR + 2):
        ok = False
        if code <= MAX_CHAR and not 0xD800 <= code <= 0xDFFF:
            ch = chr(code)
            ok = normal(form, ch) == ch and combining(ch, version) == 0 \
                and not (composing and code in seconds) \
                and (not composing or _leads(form, normal(decompose, ch), version))
        if ok and start is None:
            start = code
        elif not ok and start is not None:
            out.append((start, code - 1))
            start = None
    return out


#: (process-wide, finite: one entry per form and database; pure)
@cache
def _by_character(form: str, version: str = ""
                  ) -> tuple[tuple[tuple[str, str], ...], IntervalSet]:
    """The characters up to U+024F that ``form`` changes, with their normal forms, and
    the domain of the one-character-at-a-time tier (those and :func:`stable`)."""
    decompose = "NFKD" if form == "NFKC" else form
    normal = _normal(version)
    table = tuple((chr(c), normal(form, chr(c))) for c in range(0x250)
                  if normal(form, chr(c)) != chr(c)
                  and _leads(form, normal(form, chr(c)), version)
                  and _leads(form, normal(decompose, chr(c)), version))
    extra = INTERVALS.of_ranges([(ord(c), ord(c)) for c, _ in table])
    return table, stable(form, version) | extra


#: the models of ``unicodedata.ucd_3_2_0``'s methods, by name (each attribute access of
#: that object makes a new bound method: they are found by their receiver and name)
UCD_3_2_0_MODELS: dict[str, Callable[..., Any]] = {
    "normalize": lambda form, text: normalize(form, text, "3.2.0"), **ONE_CHARACTER_3_2_0}


#: the models, by the C function they stand for
MODELS: dict[Any, Callable[..., Any]] = {
    unicodedata.normalize: normalize,
    **{getattr(unicodedata, name): model for name, model in ONE_CHARACTER.items()}}
