"""Every phase of a check reads its deadline (issue 40, item 1), shown by work, not time.

A deadline that expires after a few readings (``Deadline.never().work(n)``) must stop
each phase: the length set of an automaton (in proportion to the states it visits),
rewriting, evaluation and regex membership, model validation, and the ``LEN_RE`` axiom
of a membership (which used to run under a deadline of its own, so that the issue's
file ``x ∈ (ab)*·c·(a|b){20000}`` spent 17 s in preprocessing whatever the limit).
"""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline, active, current
from strsat.engine import Engine, Status
from strsat.engine.validation import validate_model
from strsat.errors import ResourceLimit
from strsat.regex.construct import build
from strsat.regex.from_smtlib import regex_of_term
from strsat.regex.lengths import length_set
from strsat.rewrite import simplify
from strsat.smtlib import Interpreter
from strsat.terms import BOOL, STRING, integer, mk, string, var
from strsat.terms.evaluate import Evaluator, matches
from strsat.theory.regular import Languages


def witness_regex(n: int):  # type: ignore[no-untyped-def]
    """``(ab)*·c·(a|b){n}``, the issue's language."""
    ab = mk("re.union", mk("str.to_re", string("a")), mk("str.to_re", string("b")))
    return mk("re.++", mk("re.*", mk("str.to_re", string("ab"))), mk("str.to_re", string("c")),
              mk("re.loop", ab, indices=(n, n)))


def test_the_active_deadline_nests_and_is_per_context() -> None:
    assert current() is None
    outer, inner = Deadline(None), Deadline(None)
    with active(outer):
        assert current() is outer
        with active(inner):
            assert current() is inner
        assert current() is outer
    assert current() is None


def test_a_length_set_reads_the_deadline_by_the_states_it_visits() -> None:
    """500 steps of sets of up to ~500 states: hundreds of readings (one per 1,024
    states), where one reading per 1,024 steps read the deadline once."""
    nfa = build(regex_of_term(witness_regex(500), {}))
    budget = Deadline.never().work(1_000_000)
    length_set(nfa, deadline=budget)
    assert budget.spent > 50
    with pytest.raises(ResourceLimit):
        length_set(nfa, deadline=Deadline.never().work(3))


def test_a_length_set_keeps_its_memory_bound() -> None:
    nfa = build(regex_of_term(witness_regex(500), {}))
    with pytest.raises(ResourceLimit, match="states"):
        length_set(nfa, max_states=10_000)


def test_the_length_axiom_reads_the_checks_deadline_and_caches_nothing() -> None:
    languages = Languages()
    regex = witness_regex(2_000)
    with active(Deadline.never().work(5)), pytest.raises(ResourceLimit):
        languages.regex_lengths(regex)
    # without a limit the same call answers (the expiry above left no entry behind)
    assert languages.regex_lengths(regex) is not None


def test_rewriting_reads_the_deadline() -> None:
    x = var("x", STRING)
    big = mk("and", *[mk("=", mk("str.++", x, string(str(i))), string(f"{i}y"))
                      for i in range(2_000)])
    with active(Deadline.never().work(2)), pytest.raises(ResourceLimit, match="rewriting"):
        simplify(big)


def test_evaluation_and_membership_read_the_deadline() -> None:
    x = var("x", STRING)
    regex = mk("re.*", mk("re.loop", mk("re.union", mk("str.to_re", string("a")),
                                        mk("str.to_re", string("bc"))),
                          indices=(1_000, 1_000)))
    word = "abc" * 20_000
    with active(Deadline.never().work(2)), pytest.raises(ResourceLimit):
        matches(regex, word)
    with active(Deadline.never().work(2)), pytest.raises(ResourceLimit):
        Evaluator({x: word}).holds(mk("str.in_re", x, regex))


def test_validation_past_the_deadline_answers_unknown_not_sat() -> None:
    """A model found just before the limit is not taken unvalidated."""
    x = var("x", STRING)
    formula = mk("str.in_re", x, mk("re.*", mk("re.loop", mk("re.range", string("a"),
                                                                string("c")),
                                                  indices=(500, 500))))
    model = {x: "abc" * 50_000}
    assert validate_model([formula], model) is None
    failure = validate_model([formula], model, Deadline.never().work(3))
    assert failure is not None and "did not finish" in failure


def test_the_issues_file_stops_at_a_work_limit() -> None:
    """The issue's long-witness file under a work limit: unknown, by the work limit
    (the LEN_RE axiom's length set is the phase that used to ignore it)."""
    x = var("x", STRING)
    engine = Engine()
    engine.add(mk("str.in_re", x, witness_regex(20_000)))
    engine.add(mk("not", mk("str.contains", x, string("bb"))))
    engine.add(mk(">", mk("str.len", x), integer(40_000)))
    deadline = Deadline.never().work(2_000)
    result = engine.check(deadline=deadline)
    assert result.status is Status.UNKNOWN
    assert result.reason is not None and "work limit" in result.reason
    assert deadline.work_spent


def test_a_script_answers_unknown_for_an_expired_limit() -> None:
    """Through the interpreter, with the whole window already spent."""
    import time

    script = ("(declare-const x String)\n(assert (str.in_re x ((_ re.^ 1000000) "
              '(re.union (str.to_re "ab") (str.to_re "ba")))))\n'
              '(assert (str.contains x "aa"))\n(check-sat)\n(get-info :reason-unknown)\n')
    out = Interpreter(timeout=1, started=time.monotonic() - 5).run(script)
    assert out[0] == "unknown" and "timeout" in out[1]
    assert BOOL is not None


def test_assertions_read_past_the_limit_are_not_built() -> None:
    """Reading counts against the first check-sat's limit: once it has passed, the
    assertions are not parsed (an undeclared symbol raises no error) and check-sat
    answers unknown at once."""
    import time

    script = ("(declare-const x String)\n(assert (= x undeclared))\n(check-sat)\n"
              "(get-info :reason-unknown)\n")
    out = Interpreter(timeout=1, started=time.monotonic() - 5).run(script)
    assert out[0] == "unknown" and "while the script was read" in out[1]
    out = Interpreter(timeout=1).run(script)  # interactive: each check's own window
    assert out[0].startswith("(error")


def test_a_long_run_of_one_character_is_read_in_pieces() -> None:
    """Two million equal characters: matched as one run inside ``re`` they took a
    tenth of a second with no reading; read in pieces of 65,536 they are read ~30 times."""
    from strsat.terms import regex_nodes as R
    from strsat.terms.regex_membership import accepts

    regex = R.loop(R.union([R.literal("a"), R.literal("ba")]), 0, None)
    budget = Deadline.never().work(1_000_000)
    assert accepts(regex, "a" * 2_000_000, budget)
    assert budget.spent >= 30


def test_derivatives_built_anew_are_read_every_few_steps() -> None:
    """A derivative of an intersection with a complement under a counter is built anew
    at each character (100 µs or more): 1,024 of them between two readings ran 0.1-2.4
    CPU s at n = 10^6 (issue 40).  A run of one character and a string of short runs
    now read every STEPS_PER_READING steps; the units charged stay one per 16 steps."""
    from strsat.terms import regex_nodes as R
    from strsat.terms.regex_membership import STEPS_PER_READING, STEPS_PER_UNIT, accepts

    abc = R.chars([(ord("a"), ord("c"))])
    no_ca = R.comp(R.concat_all([R.ALL, R.literal("ca"), R.ALL]))
    regex = R.inter([R.loop(abc, 1_000, 1_000), no_ca])
    for word in ("a" * 998 + "ac", "ab" * 500):
        budget = Deadline.never().work(1_000_000)
        assert accepts(regex, word, budget)
        assert budget.spent >= 1_000 // STEPS_PER_UNIT - 1
        few = 3 * STEPS_PER_READING // STEPS_PER_UNIT
        with pytest.raises(ResourceLimit, match="regex membership"):
            accepts(regex, word, Deadline.never().work(few))


def test_a_layout_of_a_million_cells_reads_the_deadline() -> None:
    from strsat.theory.fixed_length.layout import Layout

    x, y = var("x", STRING), var("y", STRING)
    with active(Deadline.never().work(3)), pytest.raises(ResourceLimit, match="layout"):
        Layout({x: 10**6, y: 10**6 + 1})
    layout = Layout({x: 3, y: 2})
    layout.add_characters([string("abca"), x])
    assert list(layout.char_node) == [ord("a"), ord("b"), ord("c")]
    assert layout.nodes([y, string("ba")]) == [3, 4, layout.char_node[ord("b")],
                                               layout.char_node[ord("a")]]


def test_an_alignment_charges_the_unions_it_makes() -> None:
    """Issue 40: a unit buys about the same CPU time in every phase. An alignment of a few
    thousand positions charges its unions (:data:`UNIONS_PER_UNIT` a unit), not one unit
    for a whole stretch of up to 4,095; a short one still charges one."""
    from strsat.theory.fixed_length.layout import (
        UNIONS_PER_UNIT,
        Alignment,
        Layout,
        Side,
    )

    n = 4_000
    x, y = var("x", STRING), var("y", STRING)
    layout = Layout({x: n, y: n})
    budget = Deadline.never().work(10**6)
    with active(budget):
        layout.align(Alignment(None, [], Side([x], [n]), Side([y], [n]), 0, n))
    assert budget.spent >= n // UNIONS_PER_UNIT
    assert layout.find(layout.cell(x, n - 1)) == layout.find(layout.cell(y, n - 1))
    short = Deadline.never().work(10**6)
    with active(short):
        layout.align(Alignment(None, [], Side([x], [n]), Side([y], [n]), 0, 10))
    assert short.spent == 1


def test_the_walks_over_every_class_of_a_search_read_the_deadline() -> None:
    """An evaluation's inputs, the classes of a long string and a search's hints walk
    every class (0.1-0.4 CPU s each without a reading at two million cells, issue 40):
    they read the deadline in proportion, and a short walk reads nothing."""
    from strsat.regex.charset import INTERVALS
    from strsat.theory.fixed_length.alphabet import Alphabet
    from strsat.theory.fixed_length.store import (
        PIECE,
        POSITIONS_PER_READING,
        Store,
        class_set,
        mapped,
    )

    n = 4 * PIECE
    table = list(range(n, 0, -1))
    budget = Deadline.never().work(1_000)
    assert mapped(table, range(n), budget) == table
    assert budget.spent == 3 * PIECE // POSITIONS_PER_READING  # a reading past each piece
    with pytest.raises(ResourceLimit, match="fixed-length"):
        mapped(table, range(n), Deadline.never().work(2))
    short = Deadline.never().work(1_000)
    assert mapped(table, range(PIECE), short) == table[:PIECE] and short.spent == 0

    groups = [list(range(0, n, 2)), list(range(n))]
    budget = Deadline.never().work(1_000)
    assert class_set(groups, budget) == set(range(n))
    assert budget.spent > 0
    with pytest.raises(ResourceLimit, match="fixed-length"):
        class_set(groups, Deadline.never().work(2))
    short = Deadline.never().work(1_000)
    assert class_set([[1, 2], [2, 3]], short) == {1, 2, 3} and short.spent == 0

    class Firing:
        def fire(self, store: Store) -> bool:
            return True

    alphabet = Alphabet([INTERVALS.of_ranges([(97, 98)])])
    # a store this large holds a freeze of the collector until released (as every
    # search releases its store): one left unreleased would stay frozen in this process
    store = Store(alphabet, n)
    store.deadline = Deadline.never().work(10)
    try:
        with pytest.raises(ResourceLimit, match="fixed-length"):
            store.add_firing(Firing(), range(n))
    finally:
        store.deadline = Deadline.never()  # its limit is spent: release it without one
        store.release()
    store = Store(alphabet, n)
    try:
        assert store.assign(5, 97)
        store.add_firing(Firing(), range(n))
        assert store.pending[-1] == n - 1 and store.hooks[4] == [0] and store.hooks[5] == []
    finally:
        store.release()


def test_a_known_value_of_many_blocks_reads_the_deadline() -> None:
    from strsat.regex.charset import INTERVALS
    from strsat.theory.dashed.blocks import Block, _value

    d = tuple(Block(INTERVALS.char(ord("ab"[i % 2])), 1, 1) for i in range(100_000))
    assert _value(d) == "ab" * 50_000
    with active(Deadline.never().work(2)), pytest.raises(ResourceLimit, match="dashed"):
        _value(d)


def test_a_check_stopped_at_its_limit_frees_its_state_at_the_next_check() -> None:
    """The stopped phase's state (a layout of two million cells here) is not freed
    between the limit and the answer, but when the next check starts (or a pop)."""
    x, y = var("x", STRING), var("y", STRING)
    engine = Engine()
    engine.push()
    engine.add(mk("=", mk("str.len", x), integer(10**6)))
    engine.add(mk("str.contains", x, string("abc")))
    engine.add(mk("str.prefixof", x, y))
    engine.add(mk("=", mk("str.len", y), integer(10**6 + 1)))
    result = engine.check(deadline=Deadline.never().work(3_000))
    assert result.status is Status.UNKNOWN
    loop = engine._cdcl.loop
    assert loop is not None and isinstance(loop.abandoned, ResourceLimit)
    engine.pop()
    assert loop.abandoned is None


def _level0_session(timeout_ms: int | None = 10_000):  # type: ignore[no-untyped-def]
    """A solver whose check reaches the loop with some 4,000 z3 terms kept at level 0
    (what a renewal of the core's context builds again)."""
    from strsat import api as A

    x = A.String("x")
    s = A.Solver(timeout=timeout_ms) if timeout_ms is not None else A.Solver()
    s.add(A.Length(x) > 3, A.InRe(x, A.Plus(A.Range("a", "c"))))
    for i in range(400):
        n = A.Int(f"n{i}")
        s.add(n <= A.Length(x) + i, n > i)
    return s


def test_a_slow_context_renewal_after_a_check_does_not_delay_the_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The renewal of the core's z3 context that falls due after a check at level 0
    (issue 40) reads the check's deadline in proportion to the terms it builds.  Here
    every term built costs 1 ms of the deadlines' clock (a fake one, moved only by the
    injected phase, so nothing depends on the machine's speed): the check's limit of
    1 s is kept within 10 % + 0.1 s, where building the 4,000 terms would take 4 s; the
    renewal waits (nothing moved) and happens at the next ``pop``, which has no limit."""
    import types

    import strsat.deadline as deadline_module
    import strsat.engine as engine_module
    from strsat import api as A
    from strsat.engine import z3c

    clock = [1000.0]
    monkeypatch.setattr(deadline_module, "time", types.SimpleNamespace(
        monotonic=lambda: clock[0]))
    node = z3c._Rebuild._node

    def slow(self: z3c._Rebuild, ast: int, kind: int) -> int:
        clock[0] += 0.001
        return node(self, ast, kind)

    s = _level0_session(timeout_ms=1_000)
    assert s.check() == A.sat  # the loop is built; no renewal is due yet
    monkeypatch.setattr(engine_module, "RENEW_EVERY", 1)
    monkeypatch.setattr(z3c._Rebuild, "_node", slow)
    core = s._engine._loop.core
    assert len(list(core._kept())) > 2_000
    start = clock[0]
    assert s.check() == A.sat
    assert clock[0] - start <= 1.0 * 1.1 + 0.1
    assert core.renewals == 0 and clock[0] - start >= 0.2  # it started, and waits
    s.push()
    s.pop()
    assert core.renewals == 1 and not core.previous_context_alive()
    assert s.check() == A.sat


def test_a_context_renewal_after_a_check_spends_its_work_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Under a work limit the renewal's terms are counted (a unit per
    ``TERMS_PER_UNIT``): with only a few units left after the check the renewal waits,
    the answer is the same and the units counted stay within the limit."""
    import strsat.engine as engine_module
    from strsat import api as A
    from strsat.engine.core import TERMS_PER_UNIT

    s = _level0_session(timeout_ms=None)
    s.set(rlimit=10**9)
    assert s.check() == A.sat
    assert s.check() == A.sat  # the loop's registrations are made: what a check needs
    needed = int(s.statistics()["rlimit count"])
    core = s._engine._loop.core
    terms = len(list(core._kept()))
    limit = needed + 16
    assert limit < needed + terms // TERMS_PER_UNIT  # the renewal cannot fit
    s.set(rlimit=limit)
    monkeypatch.setattr(engine_module, "RENEW_EVERY", 1)
    assert s.check() == A.sat
    assert core.renewals == 0 and needed <= int(s.statistics()["rlimit count"]) <= limit
    s.push()
    s.pop()
    assert core.renewals == 1
    s.set(rlimit=10**9)  # (the new z3 solver learns its clauses again)
    assert s.check() == A.sat
