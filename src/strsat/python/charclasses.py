"""CPython's character predicates as character classes over U+0000..U+2FFFF.

``str.isdigit`` and its siblings test every character with one predicate
(``""`` is false), so ``s.isdigit()`` is exactly ``s ∈ D+`` for the class
``D = {c : c.isdigit()}``.  The classes are read off CPython's own Unicode
database (``chr(c).isdigit()`` for every code point of the SMT-LIB alphabet),
so they agree with the running interpreter by construction.  Computed on
first use (a sweep of 196,608 code points, some tens of milliseconds each) and
kept for the process.

``int-space`` is the whitespace ``int()`` strips around a numeral, again read
off CPython.  The *case-safe* classes bound where ``lower()``/``upper()`` are modelled: the
characters whose CPython case mapping is the ASCII one of SMT-LIB's
``str.to_lower``/``str.to_upper`` (every ASCII character, and every other one
that the mapping leaves unchanged).  Only the Greek final-sigma rule of
``lower()`` depends on context, and capital sigma is not case-safe, so on a
string of case-safe characters the two mappings agree character by character.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..regex.charset import INTERVALS, MAX_CHAR, IntervalSet
from ..terms import Term
from ..terms.string_ops import smt_to_lower, smt_to_upper

#: Names of the classes (the ``str`` method each one decides).
PREDICATES: dict[str, Callable[[str], bool]] = {
    "isspace": str.isspace,
    "isdigit": str.isdigit,
    "isdecimal": str.isdecimal,
    "isnumeric": str.isnumeric,
    "isalpha": str.isalpha,
    "isalnum": str.isalnum,
    "int-space": lambda c: c.isspace() and _int_accepts_around(c),
    "lower-safe": lambda c: c.lower() == smt_to_lower(c),
    "upper-safe": lambda c: c.upper() == smt_to_upper(c),
}


def _int_accepts_around(c: str) -> bool:
    """``int()`` strips ``c`` around a numeral (not every ``isspace`` character:
    U+001C..U+001F are whitespace to ``str.strip`` but not to ``int``)."""
    try:
        return int(c + "5" + c) == 5
    except ValueError:
        return False


@cache
def char_class(name: str) -> IntervalSet:
    """The class of the characters ``c`` with ``PREDICATES[name](c)``."""
    test = PREDICATES[name]
    ranges: list[tuple[int, int]] = []
    start = None
    for code in range(MAX_CHAR + 2):
        inside = code <= MAX_CHAR and test(chr(code))
        if inside and start is None:
            start = code
        elif not inside and start is not None:
            ranges.append((start, code - 1))
            start = None
    return INTERVALS.of_ranges(ranges)  # type: ignore[return-value]


@cache
def class_term(name: str) -> Term:
    """The RegLan term of :func:`char_class` (one character)."""
    from ..regex.to_term import charset_to_term

    return charset_to_term(char_class(name))


def ascii_class() -> IntervalSet:
    return INTERVALS.range(0, 0x7F)  # type: ignore[return-value]


__all__ = ["PREDICATES", "ascii_class", "char_class", "class_term"]
