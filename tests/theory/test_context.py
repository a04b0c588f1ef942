"""SolverState: what the steps of a round read."""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine.skolems import Skolems
from strsat.engine.stats import Stats
from strsat.terms import STRING, mk, var
from strsat.theory.seam.context import SolverState


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


def test_only_an_unreadable_candidate_is_skipped_not_a_deadline() -> None:
    """The steps catch ``Unreadable`` (and a missing length), never a ResourceLimit or a
    bug: a deadline inside a step's reading of the candidate must reach the loop."""
    from strsat.errors import ResourceLimit
    from strsat.terms import INT, STRING, integer, mk, var
    from strsat.theory.dashed import Dashed
    from strsat.theory.regular import Languages
    from strsat.theory.seam.context import Literal, SolverState, Unreadable

    x, n = var("x", STRING), var("n", INT)
    atom = mk("=", x, mk("str.substr", x, n, integer(1)))

    def state(int_value):
        return SolverState(literals=[Literal(atom, True)], ints={mk("str.len", x): 2000},
                           bools={}, string_vars=[x], guarded=[], deadline=Deadline(30),
                           skolems=Skolems(), stats=Stats(), int_value=int_value)

    def unreadable(t):
        raise Unreadable("no value")

    def timed_out(t):
        raise ResourceLimit("timeout during the test")

    step = Dashed(Languages(), long_length=0)
    s = state(unreadable)
    assert step.check(s).consistent and s.incomplete_reasons
    with pytest.raises(ResourceLimit):
        step.check(state(timed_out))
