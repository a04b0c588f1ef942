"""Programs handing symbolic strings to ``operator_lib.Amount``, whose operators are
Python (``tests/explore/test_operators.py``)."""

import math

from operator_lib import Amount, Exact, Letters, Prefixed


def added(a: str, b: str) -> str:
    total = Amount(a) + Amount(b)
    if total.text == "12":
        return "twelve"
    return "other"


def reflected(a: str) -> str:
    total = 5 + Amount(a)
    if total.text == "12":
        return "seven"
    return "other"


def negated(a: str) -> str:
    if -Amount(a) < -40:
        return "big"
    return "small"


def absolute(a: str) -> str:
    if abs(Amount(a)).text == "7":
        return "seven"
    return "other"


def ordered(a: str, b: str) -> str:
    if Amount(a) < Amount(b):
        return "less"
    if Amount(a) > Amount(b):  # __gt__ absent: Amount(b).__lt__(Amount(a)) reflected
        return "more"
    return "same"


def rounded(a: str) -> str:
    if round(Amount(a)) == 31 or math.floor(Amount(a)) == 47:
        return "hit"
    return "miss"


def formatted(a: str) -> str:
    # str.format and an f-string field reach __format__ by two ways (noqa: UP032)
    if f"{Amount(a):sep}" == "4,2" or "{:>4}".format(Amount(a)) == "  99":  # noqa: UP032
        return "hit"
    return "miss"


def in_place(a: str) -> str:
    total = Amount("1")
    total += Amount(a)
    if total.text == "10":
        return "ten"
    return "other"


def subclass_first(a: str) -> str:
    if Amount(a) + Exact("1") == "exact" and a == "3":
        return "three"
    return "other"


def unsupported(a: str) -> str:
    try:
        Amount(a) - 1
    except TypeError:
        return "refused"
    return "never"


def called(a: str) -> str:
    if Prefixed("ab")(a):
        return "prefixed"
    return "other"


def indexed(a: str) -> str:
    letters = Letters(a)
    try:
        third = letters[2]
    except IndexError:
        return "short"
    if third == "x" and "q" in letters:
        return "x and q"
    return "other"


def floated(a: str) -> str:
    if float(Amount(a)) == 2.25:
        return "nine quarters"
    return "other"
