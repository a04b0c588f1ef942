"""The theory strategy: which steps run, in which order (docs/engine.md §3).

Cheapest first, as DESIGN.md asks: word equations and constants (Z3str2-style
arrangements, paper 002), then regular constraints (automata layer, papers 000
and 004), then the fixed-length search (paper 001 §5–6), which answers with a
model when every length is fixed.  The list is data: tests and experiments may
pass their own to :class:`~strsat.engine.loop.Loop`.
"""

from __future__ import annotations

from functools import lru_cache

from ..terms import Term
from ..theory.context import TheoryStep
from ..theory.fixed_length import FixedLength
from ..theory.word_equations import WordEquations


def default_strategy() -> list[TheoryStep]:
    """A fresh list of step objects (steps keep caches: one list per loop)."""
    steps: list[TheoryStep] = [WordEquations()]
    regular = _regular_step()
    if regular is not None:
        steps.append(regular)
    steps.append(FixedLength())
    return steps


def _regular_step() -> TheoryStep | None:
    try:
        from ..theory.regular import Regular
    except ImportError:  # the regular-constraint step is optional (issue 4)
        return None
    return Regular()


@lru_cache(maxsize=4096)
def regex_lengths(regex: Term) -> list[tuple[int, int]] | None:
    """Lengths of a ground RegLan term as progressions ``(start, period)``, or None.

    Delegates to the regular-constraint module when present; otherwise a sound
    over-approximation from the regex's minimum and maximum lengths.
    """
    try:
        from ..theory.regular import regex_lengths as exact
    except ImportError:
        exact = None
    if exact is not None:
        return exact(regex)
    return _bounds_only(regex)


def _bounds_only(regex: Term) -> list[tuple[int, int]] | None:
    from ..regex.ast import NONE
    from ..regex.from_smtlib import NotRegularConstant, regex_of_term

    try:
        ast = regex_of_term(regex)
    except (NotRegularConstant, ValueError):
        return None
    if ast.kind == NONE:  # the empty language: no length
        return []
    lo, hi = ast.min_len, ast.max_len
    if hi is None:
        return [(lo, 1)]
    if hi - lo > 64:
        return [(lo, 1)]
    return [(n, 0) for n in range(lo, hi + 1)]
