"""Python's character classes and case folding, as interval sets over the
SMT-LIB alphabet (computed lazily once, then cached).

``\\d``, ``\\w``, ``\\s`` follow CPython's ``_sre`` definitions for ``str``
patterns: ``\\d`` is ``str.isdecimal``, ``\\w`` is ``str.isalnum`` or ``_``,
``\\s`` is ``str.isspace``; with ``re.ASCII`` they are ``[0-9]``,
``[a-zA-Z0-9_]`` and ``[ \\t\\n\\r\\f\\v]``.

Case-insensitive matching uses CPython's own rules (``re._compiler``): the
simple lower-case mapping ``_sre.unicode_tolower`` (``_sre.ascii_tolower``
under ``re.ASCII``), ``_sre.unicode_iscased`` and the extra equivalences of
``re._casefix``.  The only per-character loops run once over the alphabet to
build these tables; afterwards folding a class touches only the ~1,400
characters whose lower case differs from themselves.
"""

from __future__ import annotations

import _sre
import re._casefix as _casefix
from functools import cache

from .charset import INTERVALS, MAX_CHAR, IntervalSet

BMP_MAX = 0xFFFF

EXTRA_CASES: dict[int, tuple[int, ...]] = dict(_casefix._EXTRA_CASES)


#: (process-wide, one entry; pure)
@cache
def _unicode_categories() -> dict[str, IntervalSet]:
    """``\\d``, ``\\w`` and ``\\s`` over the whole alphabet, all three at once: the runs
    CPython's own ``re`` finds in a string of every code point (the surrogates too: a
    ``str`` holds them, and ``_sre`` classifies them as any other character), which is
    then dropped (0.8 MB)."""
    import re  # the package is loaded already (``re._casefix`` above)

    text = "".join(map(chr, range(MAX_CHAR + 1)))
    return {name: INTERVALS.of_ranges((m.start(), m.end() - 1)
                                      for m in re.finditer(f"\\{name}+", text))
            for name in "dws"}


#: (process-wide, finite: three names by two flags; pure)
@cache
def category(name: str, ascii_only: bool) -> IntervalSet:
    """The class of ``\\d`` (``"d"``), ``\\w`` (``"w"``) or ``\\s`` (``"s"``), as ``_sre``
    matches them (:func:`_unicode_categories`; ``re.ASCII``: the ASCII ranges)."""
    if ascii_only:
        spans = {"d": [(0x30, 0x39)],
                 "w": [(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)],
                 "s": [(0x09, 0x0D), (0x20, 0x20)]}[name]
        return INTERVALS.of_ranges(spans)
    return _unicode_categories()[name]


def lower(c: int, ascii_only: bool) -> int:
    low: int = _sre.ascii_tolower(c) if ascii_only else _sre.unicode_tolower(c)
    return low  # (_sre has no stubs)


def iscased(c: int, ascii_only: bool) -> bool:
    cased: bool = _sre.ascii_iscased(c) if ascii_only else _sre.unicode_iscased(c)
    return cased


def upper(c: int) -> int:
    u = chr(c).upper()
    return ord(u) if len(u) == 1 else c


#: (process-wide, finite: one entry a flag; pure)
@cache
def lower_pairs(ascii_only: bool) -> tuple[tuple[int, int], ...]:
    """All ``(x, lower(x))`` with ``lower(x) != x``, ``x`` in the alphabet."""
    if ascii_only:
        return tuple((c, c + 32) for c in range(0x41, 0x5B))
    return tuple((c, lo) for c in range(MAX_CHAR + 1) if (lo := _sre.unicode_tolower(c)) != c)


#: (process-wide, one entry; pure)
@cache
def upper_pairs() -> tuple[tuple[int, int], ...]:
    """All ``(y, upper(y))`` with ``upper(y) != y`` (simple mappings)."""
    return tuple((c, u) for c in range(MAX_CHAR + 1) if (u := upper(c)) != c)


#: (process-wide, finite: one entry a flag; pure)
@cache
def changed_by_lower(ascii_only: bool) -> IntervalSet:
    return INTERVALS.of_ranges((x, x) for x, _ in lower_pairs(ascii_only))


#: (process-wide, finite: one entry a flag; pure)
@cache
def cased_bmp(ascii_only: bool) -> IntervalSet:
    """Characters ``<= 0xFFFF`` for which ``iscased`` holds."""
    if ascii_only:
        return INTERVALS.of_ranges([(0x41, 0x5A), (0x61, 0x7A)])
    return INTERVALS.of_ranges((c, c) for c in range(BMP_MAX + 1) if _sre.unicode_iscased(c))


def image_lower(s: IntervalSet, ascii_only: bool) -> IntervalSet:
    """``{lower(x) : x in s}``."""
    moved = s & changed_by_lower(ascii_only)
    if moved.is_empty():
        return s
    images = [(lo, lo) for x, lo in lower_pairs(ascii_only) if x in moved]
    return (s - moved) | INTERVALS.of_ranges(images)


def preimage_lower(s: IntervalSet, ascii_only: bool) -> IntervalSet:
    """``{x : lower(x) in s}``."""
    changed = changed_by_lower(ascii_only)
    extra = [(x, x) for x, lo in lower_pairs(ascii_only) if lo in s]
    return (s - changed) | INTERVALS.of_ranges(extra)


#: (process-wide, one entry; pure)
@cache
def _changed_by_upper() -> IntervalSet:
    return INTERVALS.of_ranges((y, y) for y, _ in upper_pairs())


def preimage_upper(s: IntervalSet) -> IntervalSet:
    """``{y : upper(y) in s}``."""
    changed = _changed_by_upper()
    extra = [(y, y) for y, u in upper_pairs() if u in s]
    return (s - changed) | INTERVALS.of_ranges(extra)


def with_fixes(s: IntervalSet) -> IntervalSet:
    """``s`` plus the extra equivalents (``re._casefix``) of its members."""
    extra = [(k, k) for key, ks in EXTRA_CASES.items() if key in s for k in ks]
    return s | INTERVALS.of_ranges(extra) if extra else s
