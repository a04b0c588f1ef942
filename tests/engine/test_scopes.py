"""Scoped engine state (issue 23): one engine across push/assert/check/pop sequences
answers as a fresh engine per check does, and what a popped scope registered leaves.

The property runs random sequences of ``push``, ``assert``, ``check`` (with and without
assumptions) and ``pop`` through one :class:`Engine` and, at every check, a fresh engine
over the same assertions.  Their answers must agree (``unknown`` is allowed only where
both are unknown, or the deadline of either hit); every ``sat`` model of the long-lived
engine is validated by the evaluator (the engine does it; checked again here), and every
unsat core is re-checked on its own.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core_check import assert_core_unsat
from engine.test_differential import literals
from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.loop import Loop
from strsat.engine.passes import Atoms
from strsat.errors import ResourceLimit
from strsat.terms import BOOL, STRING, mk, string, var
from strsat.terms.evaluate import evaluate

#: generous: the answers compared must come from the procedures, not from the deadline
CHECK_SECONDS = 20.0

operations = st.lists(st.one_of(
    st.tuples(st.just("push")),
    st.tuples(st.just("pop")),
    st.tuples(st.just("assert"), literals),
    st.tuples(st.just("check")),
    st.tuples(st.just("assume"), literals),
), min_size=1, max_size=14)


def _answer(engine: Engine, assumptions: list = (), core: bool = False):
    return engine.check(list(assumptions), Deadline(CHECK_SECONDS), core=core)


def _fresh(assertions: list, assumptions: list):
    engine = Engine()
    for a in assertions:
        engine.add(a)
    return _answer(engine, assumptions)


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(operations)
def test_one_engine_answers_as_a_fresh_engine_per_check(ops: list[tuple]) -> None:
    engine = Engine()
    for op in ops:
        if op[0] == "push":
            engine.push()
        elif op[0] == "pop":
            engine.pop()
        elif op[0] == "assert":
            engine.add(op[1])
        else:
            assumptions = [op[1]] if op[0] == "assume" else []
            ours = _answer(engine, assumptions, core=True)
            fresh = _fresh(engine.assertions(), assumptions)
            decided = {ours.status, fresh.status} - {Status.UNKNOWN}
            assert len(decided) <= 1, (ours.status, fresh.status, engine.assertions())
            if fresh.status is not Status.UNKNOWN and ours.status is Status.UNKNOWN:
                assert (ours.reason or "").startswith("timeout"), ours.reason
            if ours.status is Status.SAT:
                assert ours.model is not None
                for f in engine.assertions() + assumptions:
                    assert evaluate(f, ours.model) is True
            if ours.status is Status.UNSAT and ours.core is not None:
                assert_core_unsat(ours.core)


def _registered(loop: Loop) -> tuple[int, ...]:
    return (len(loop._guards), len(loop._facts), len(loop.core.atoms),
            len(loop.core.lengths), len(loop.purifier.definitions), len(loop._asserted_lemmas))


def test_a_popped_scope_leaves_nothing_registered() -> None:
    """The loop's registrations (guards, atoms, lengths, facts, definitions, lemmas) are
    back to what they were before the push once it is popped."""
    x, y = var("x", STRING), var("y", STRING)
    loop = Loop()
    outer = [mk("str.prefixof", string("ab"), x)]
    assert loop.check(outer, Deadline(CHECK_SECONDS)).status is Status.SAT
    before = _registered(loop)
    loop.push()
    inner = outer + [
        mk("=", mk("str.indexof", x, string("c"), mk("str.len", y)), mk("str.len", x)),
        mk("str.in_re", y, mk("re.*", mk("str.to_re", string("ba")))),
        mk("=", mk("str.++", x, string("a")), mk("str.++", string("a"), y))]
    assert loop.check(inner, Deadline(CHECK_SECONDS)).status in (Status.SAT, Status.UNSAT)
    assert _registered(loop) > before
    loop.pop()
    assert _registered(loop) == before
    assert loop.check(outer, Deadline(CHECK_SECONDS)).status is Status.SAT


def test_the_loop_follows_the_engines_levels() -> None:
    """A loop made at level 2 opens two scopes, so popping the engine pops them."""
    x, y = var("x", STRING), var("y", STRING)
    engine = Engine()
    engine.push()
    engine.push()
    engine.add(mk("=", mk("str.++", x, string("ab")), mk("str.++", string("ba"), y)))
    engine.add(mk(">", mk("str.len", x), mk("str.to_int", y)))
    _answer(engine)
    assert engine._loop is not None  # no pre-loop procedure decides this
    assert engine._loop.level == 2
    engine.pop()
    assert engine._loop.level == 1
    assert _registered(engine._loop)[0] == 0


def test_assumptions_are_registered_in_a_scope_of_their_own() -> None:
    """Checks with assumptions at one level do not pile up registrations."""
    x = var("x", STRING)
    engine = Engine()
    engine.push()
    engine.add(mk("=", mk("str.++", x, string("ab")), mk("str.++", string("ba"), x)))
    results = [_answer(engine, [mk("str.contains", x, string(w))]) for w in ("b", "cc", "d")]
    assert [r.status for r in results] == [Status.SAT, Status.UNSAT, Status.UNSAT]
    assert engine._loop is not None and engine._loop.level == 1


def test_a_deadline_in_preprocessing_leaves_the_item_queued() -> None:
    """The root cause of the KeyError of issue 23: an atom taken off the queue before a
    deadline inside its reduction lost its axioms (its length variables were never
    registered) and reached a later round unregistered.  An item is dequeued only once
    what it makes is in hand."""
    x = var("x", STRING)
    atom = mk("str.contains", x, string("abc"))
    loop = Loop()
    atoms_pass = next(p for p in loop.passes if isinstance(p, Atoms))
    real_run = atoms_pass.run
    calls = {"n": 0}

    def run_with_deadline(item):
        calls["n"] += 1
        if calls["n"] == 1:
            raise ResourceLimit("preprocessing")
        return real_run(item)

    atoms_pass.run = run_with_deadline  # type: ignore[method-assign]
    b = var("b", BOOL)
    try:
        loop.guard(mk("=", b, atom))
    except ResourceLimit:
        pass
    assert atoms_pass.pending()  # still queued
    result = loop.check([mk("=", b, atom), b], Deadline(CHECK_SECONDS))
    assert result.status is Status.SAT
    assert x in loop.core.lengths
