"""The theory strategy: which steps run, in which order (docs/engine.md §3).

Cheapest first, as DESIGN.md asks: word equations and constants (Z3str2-style
arrangements, paper 002), congruence of function applications over the
equality classes, extended functions simplified under the equalities, the
lexicographic order over the classes (``theory/lex``: transitivity, totality),
then the dashed strings of the long components (paper 003: domains of blocks,
SWEEP), regular constraints (automata layer, papers 000 and 004), grammar
memberships (issue 27: Bar-Hillel product, CYK propagation), then the
fixed-length search (paper 001 §5–6), which answers with a
model when every length is fixed.  The list is data: tests and experiments may
pass their own to :class:`~strsat.engine.loop.Loop`.  The steps that read languages
share the loop's :class:`~strsat.theory.regular.Languages` (automata and length sets,
cached for the loop's life).
"""

from __future__ import annotations

from ..theory.dashed import Dashed
from ..theory.fixed_length import FixedLength
from ..theory.functions.congruence import Congruence
from ..theory.functions.extf import ExtendedFunctions
from ..theory.grammar import GrammarStep
from ..theory.lex.step import LexOrder
from ..theory.regular import Languages, Regular
from ..theory.seam.context import TheoryStep
from ..theory.word_equations.step import WordEquations

__all__ = ["default_strategy"]


def default_strategy(languages: Languages) -> list[TheoryStep]:
    """A fresh list of step objects (steps keep caches: one list per loop)."""
    return [WordEquations(languages), Congruence(), ExtendedFunctions(), LexOrder(languages),
            Dashed(languages), Regular(languages), GrammarStep(languages),
            FixedLength(languages=languages)]
