"""Regular languages: character sets, regex front-ends, symbolic automata.

Layers point one way: :mod:`charset` -> :mod:`ast` -> :mod:`automaton` and the
algorithms (:mod:`construct`, :mod:`product`, :mod:`determinize`,
:mod:`minimize`, :mod:`lazy`, :mod:`lengths`).  Only :mod:`from_smtlib`,
:mod:`to_term` and :mod:`sre_language` (the RegLan terms of its languages) know
:mod:`strsat.terms`; :mod:`from_python` reads Python ``re`` syntax with a parser of its
own, :mod:`sre_tree` through CPython's (what :mod:`sre_language` builds on).

``DEFAULT_ALGEBRA`` is the character-set representation used when none is
given: the one that won the Fig. 7 measurement (``benchmarks/history/automata.md``).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from .charset import INTERVALS, LIMIT, MAX_CHAR, Algebra, CharSet, IntervalSet
from .charset_bitmap import BITMAPS, BitmapSet

if TYPE_CHECKING:
    from typing import Any

#: Character-set representation used by default: bitmaps won every column of
#: the Fig. 7 measurement, by 2x-20x with Unicode classes (benchmarks/history/automata.md).
DEFAULT_ALGEBRA: Algebra[Any] = BITMAPS

#: The representations, by name.
ALGEBRAS: dict[str, Algebra[Any]] = {INTERVALS.name: INTERVALS, BITMAPS.name: BITMAPS}

__all__ = [
    "ALGEBRAS", "BITMAPS", "DEFAULT_ALGEBRA", "INTERVALS", "LIMIT", "MAX_CHAR", "Algebra",
    "BitmapSet", "CharSet", "IntervalSet",
]
