"""CPython's character predicates as character classes over U+0000..U+2FFFF.

``str.isdigit`` and its siblings test every character with one predicate
(``""`` is false), so ``s.isdigit()`` is exactly ``s ∈ D+`` for the class
``D = {c : c.isdigit()}``.  The classes are read off CPython's own Unicode
database (``chr(c).isdigit()`` for every code point of the SMT-LIB alphabet),
so they agree with the running interpreter by construction.  Computed on
first use and kept for the process: one sweep over a string of all 196,608 code
points, the predicate mapped over it by C-level iteration (``map``) into a byte
mask whose runs of ones are the class's intervals (a few milliseconds; a
per-character Python loop took 15 ms for ``isdigit`` and 100 ms for the case-safe
classes, paid by every explored function calling ``lower()``).

``int-space`` is the whitespace ``int()`` strips around a numeral, again read
off CPython.  The *case-safe* classes bound where ``lower()``/``upper()`` are modelled: the
characters whose CPython case mapping is the ASCII one of SMT-LIB's
``str.to_lower``/``str.to_upper`` (every ASCII character, and every other one
that the mapping leaves unchanged).  Only the Greek final-sigma rule of
``lower()`` depends on context, and capital sigma is not case-safe, so on a
string of case-safe characters the two mappings agree character by character.
"""

from __future__ import annotations

import array
import operator
import re
import sys
from collections.abc import Callable, Iterable
from functools import cache

from ..regex.charset import INTERVALS, MAX_CHAR, IntervalSet
from ..regex.to_term import charset_to_term
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
    "title-safe": lambda c: c.title() == smt_to_upper(c),
    "fold-safe": lambda c: c.casefold() == smt_to_lower(c),
    "cased-lower": str.islower,
    "cased-upper": str.isupper,
    # one character's istitle() is ISUPPER or ISTITLE: the characters islower() rejects
    "upper-or-title": str.istitle,
    "lower-or-title": lambda c: c.islower() or (c.istitle() and not c.isupper()),
    "linebreak": lambda c: len(("a" + c + "b").splitlines()) == 2,
    # the whitespace of ``bytes.split()``/``bytes.strip()``: ASCII's six
    "ascii-space": lambda c: c in " \t\n\r\x0b\x0c",
    # issue 38: the classes of the str fallbacks (str_fallbacks.py)
    "isprintable": str.isprintable,
    "id-start": str.isidentifier,
    "id-continue": lambda c: ("a" + c).isidentifier(),
    # CPython's _PyUnicode_IsCased, as title() reads it: a cased character lowers the next
    "cased": lambda c: (c + "A").title().endswith("a"),
    # istitle(): lower case and neither upper nor title case
    "lower-only": lambda c: c.islower() and not c.istitle(),
    "swap-safe": lambda c: c.swapcase() == _smt_swap(c),
    "title-map-safe": lambda c: c.lower() == smt_to_lower(c) and c.title() == smt_to_upper(c),
}


def _smt_swap(c: str) -> str:
    """SMT-LIB's ASCII case mappings as ``swapcase`` of one character."""
    up = smt_to_upper(c)
    return smt_to_lower(c) if up == c else up


#: The same predicates applied to a whole string at once, one truth value per character
#: (``map`` over C functions; ``smt_to_lower`` maps character by character, so its value
#: on the whole string lines up with the string).  A predicate without an entry is mapped
#: over the characters as it is.
BULK: dict[str, Callable[[str], Iterable[bool]]] = {
    "lower-safe": lambda text: map(operator.eq, map(str.lower, text), smt_to_lower(text)),
    "upper-safe": lambda text: map(operator.eq, map(str.upper, text), smt_to_upper(text)),
    "title-safe": lambda text: map(operator.eq, map(str.title, text), smt_to_upper(text)),
    "fold-safe": lambda text: map(operator.eq, map(str.casefold, text), smt_to_lower(text)),
    "swap-safe": lambda text: map(operator.eq, map(str.swapcase, text),
                                  map(_smt_swap, text)),
    "title-map-safe": lambda text: map(operator.and_,
                                       map(operator.eq, map(str.lower, text),
                                           smt_to_lower(text)),
                                       map(operator.eq, map(str.title, text),
                                           smt_to_upper(text))),
}
#: Classes inside another one: only the other's characters are tested (``int-space``:
#: the few whitespace characters, not every code point).
WITHIN: dict[str, str] = {"int-space": "isspace", "linebreak": "isspace",
                          "ascii-space": "isspace"}


def _int_accepts_around(c: str) -> bool:
    """``int()`` strips ``c`` around a numeral (not every ``isspace`` character:
    U+001C..U+001F are whitespace to ``str.strip`` but not to ``int``)."""
    try:
        return int(c + "5" + c) == 5
    except ValueError:
        return False


#: (process-wide, finite: one entry per class name of PREDICATES; pure)
@cache
def char_class(name: str) -> IntervalSet:
    """The class of the characters ``c`` with ``PREDICATES[name](c)``."""
    test = PREDICATES[name]
    outer = WITHIN.get(name)
    if outer is not None:
        ranges = [(code, code) for lo, hi in char_class(outer).ranges()
                  for code in range(lo, hi + 1) if test(chr(code))]
        return INTERVALS.of_ranges(ranges)
    bulk = BULK.get(name)
    text = _alphabet()
    mask = bytes(bulk(text) if bulk is not None else map(test, text))
    ranges = [(m.start(), m.end() - 1) for m in re.finditer(rb"\x01+", mask)]
    return INTERVALS.of_ranges(ranges)


#: (process-wide, one entry: the alphabet as a string)
@cache
def _alphabet() -> str:
    """Every code point U+0000..``MAX_CHAR``, in order, as one string (surrogates too)."""
    codes = array.array("I", range(MAX_CHAR + 1))
    if codes.itemsize != 4:  # pragma: no cover - a platform with 16-bit unsigned ints
        return "".join(map(chr, range(MAX_CHAR + 1)))
    return codes.tobytes().decode("utf-32-le" if sys.byteorder == "little"
                                  else "utf-32-be", "surrogatepass")


#: (process-wide, finite: one entry per class name; terms are immutable)
@cache
def class_term(name: str) -> Term:
    """The RegLan term of :func:`char_class` (one character)."""
    return charset_to_term(char_class(name))


def ascii_class() -> IntervalSet:
    return INTERVALS.range(0, 0x7F)


__all__ = ["PREDICATES", "ascii_class", "char_class", "class_term"]
