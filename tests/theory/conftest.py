"""Helpers to build theory contexts by hand (no core, no loop)."""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine.skolems import Skolems
from strsat.engine.stats import Stats
from strsat.terms import STRING, Term, mk
from strsat.theory.seam.context import Literal, SolverState


def make_context(literals: list[tuple[Term, bool]], lengths: dict[Term, int],
                 skolems: Skolems | None = None, ints: dict[Term, int] | None = None
                 ) -> SolverState:
    values: dict[Term, int] = {mk("str.len", x): n for x, n in lengths.items()}
    values.update(ints or {})

    def int_value(t: Term) -> int:
        from strsat.rewrite import simplify
        from strsat.terms import integer
        from strsat.terms.walk import substitute

        return simplify(substitute(t, {k: integer(v) for k, v in values.items()})).value

    return SolverState(
        literals=[Literal(a, p) for a, p in literals], ints=values, bools={},
        string_vars=[x for x in lengths if x.sort is STRING], guarded=[],
        deadline=Deadline(30), skolems=skolems if skolems is not None else Skolems(),
        stats=Stats(),
        int_value=int_value)


@pytest.fixture
def context():
    """``context(literals, lengths, skolems=None, ints=None)`` builds a SolverState."""
    return make_context
