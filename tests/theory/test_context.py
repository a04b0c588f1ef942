"""SolverState: what the steps of a round read."""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine.skolems import Skolems
from strsat.engine.stats import Stats
from strsat.terms import STRING, mk, var
from strsat.theory.context import SolverState


def test_length_is_the_cores_and_unregistered_variables_are_not_guessed() -> None:
    """``ints`` holds the lengths of the core's variables; a variable without one is a
    KeyError (the steps skip it), never a value read from elsewhere."""
    x, k = var("x", STRING), var("k", STRING)
    asked: list[object] = []

    def int_value(t):
        asked.append(t)
        return 7

    state = SolverState(literals=[], ints={mk("str.len", x): 3}, bools={}, string_vars=[x],
                        guarded=[], deadline=Deadline(30), skolems=Skolems(), stats=Stats(),
                        int_value=int_value)
    assert state.length(x) == 3
    with pytest.raises(KeyError):
        state.length(k)
    assert asked == []
