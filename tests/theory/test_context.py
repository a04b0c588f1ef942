"""SolverState: what the steps of a round read."""

from __future__ import annotations

from strsat.deadline import Deadline
from strsat.engine.skolems import Skolems
from strsat.engine.stats import Stats
from strsat.terms import STRING, mk, var
from strsat.theory.context import SolverState


def test_length_of_an_unregistered_variable_is_read_from_the_core() -> None:
    """A skolem from an earlier scope may be missing from ``ints``: its length comes
    from the core's model (``int_value``) instead of a KeyError."""
    x, k = var("x", STRING), var("k", STRING)
    asked: list[object] = []

    def int_value(t):
        asked.append(t)
        return 7

    state = SolverState(literals=[], ints={mk("str.len", x): 3}, bools={}, string_vars=[x],
                        guarded=[], deadline=Deadline(30), skolems=Skolems(), stats=Stats(),
                        int_value=int_value)
    assert state.length(x) == 3 and asked == []
    assert state.length(k) == 7 and asked == [mk("str.len", k)]
