"""Small witnesses (``engine/small_witness.py``): short strings over the formula's own
characters, tried once when a check's rounds run long."""

from __future__ import annotations

import itertools

import pytest

from strsat.api import Solver, String
from strsat.deadline import Deadline
from strsat.engine.loop import witness_steps, witness_turn
from strsat.engine.small_witness import (
    BUDGET,
    EARLY_BUDGET,
    EARLY_STEPS,
    EVALUATION_STEPS,
    MIN_EVALUATIONS,
    MIN_UNITS,
    PAST_ALPHABET,
    SHARE,
    STEPS_PER_UNIT,
    UNBOUNDED,
    SmallWitnesses,
    small_witness,
    turn_budget,
)
from strsat.errors import ResourceLimit
from strsat.smtlib.interpreter import Interpreter
from strsat.terms import BOOL, INT, STRING, integer, mk, string, var
from strsat.terms.evaluate import holds
from strsat.terms.walk import free_vars

x, y, z = var("x", STRING), var("y", STRING), var("z", STRING)
flag = var("flag", BOOL)


def _dashes(s: object) -> object:
    lowered = mk("str.to_lower", s)
    return mk("str.replace_all", mk("str.replace_all", lowered, string("_"), string("-")),
              string("."), string("-"))


def test_a_short_input_over_the_constants_characters() -> None:
    wanted = [mk("str.contains", _dashes(x), string("--")), mk("not", flag)]
    model = small_witness(wanted, Deadline.never())
    assert model is not None and all(holds(a, model) for a in wanted)
    assert len(str(model[x])) == 2 and model[flag] is False


def test_two_strings_shortest_first() -> None:
    wanted = [mk("=", mk("str.++", x, string("-"), y), string("a-.")),
              mk("distinct", x, y)]
    model = small_witness(wanted, Deadline.never())
    assert model == {x: "a", y: "."}


def test_outside_its_shape_or_budget_none() -> None:
    never = Deadline.never()
    five = [mk("distinct", a, b) for a, b in itertools.pairwise(
        [x, y, z, var("u", STRING), var("v", STRING)])]
    assert small_witness(five, never) is None  # five strings
    n = [var(f"n{k}", INT) for k in range(3)]
    three_ints = [mk("=", mk("str.len", x), mk("+", *n))]
    assert small_witness(three_ints, never) is None  # three integers
    # "b", "c", "d" and "a": (4^9 - 1) / 3 strings up to length 8, one evaluation each
    long = [mk("=", mk("str.len", x), integer(9)), mk("str.contains", x, string("bcd"))]
    assert (4 ** 9 - 1) // 3 > BUDGET and small_witness(long, never) is None
    assert small_witness(long, never, evaluations=300_000) is not None


def test_three_strings_and_an_index_are_enumerated_each_assertion_as_soon_as_it_can() -> None:
    """Random formula seed 5151 f00279's shape: a ``replace`` chain, ``from_code``'s
    character and an index; the assertion over ``x`` and ``z`` alone cuts before ``y``
    and ``i`` have values, so the witness comes within a few dozen evaluations."""
    i = var("i", INT)
    wanted = [
        mk("str.suffixof", mk("str.replace", mk("str.replace_all", z, y, string("a")), z,
                              mk("str.replace", z, x, x)),
           mk("str.++", y, mk("str.replace_all", string("ba"), y, string("ba")))),
        mk("str.in_re", mk("str.replace", mk("str.from_code", integer(12)),
                           mk("str.replace_all", z, z, x), string("ab")),
           mk("re.*", mk("re.range", string("a"), string("b")))),
        mk("str.<=", mk("str.replace", string("abb"), mk("str.substr", x, i, i),
                        mk("str.at", y, i)), z)]
    witnesses = SmallWitnesses(wanted)
    model = witnesses.run(Deadline.never(), BUDGET)
    assert model is not None and all(holds(a, model) for a in wanted)
    assert witnesses.evaluations < 200
    assert model[x] == "\x0c"  # from_code(12)'s character is in the alphabet


def test_the_enumeration_resumes_where_it_stopped() -> None:
    wanted = [mk("=", mk("str.len", x), integer(3)), mk("str.contains", x, string("bb")),
              mk("str.prefixof", string("a"), x)]
    witnesses = SmallWitnesses(wanted)
    assert witnesses.run(Deadline.never(), 5) is None and witnesses.evaluations == 5
    assert witnesses.run(Deadline.never(), 10_000) == {x: "abb"}
    at_once = SmallWitnesses(wanted)
    assert at_once.run(Deadline.never(), 10_000) == {x: "abb"}
    assert witnesses.evaluations == at_once.evaluations  # not started again


def test_a_turn_tops_the_enumeration_up_to_a_share_of_the_loops_work() -> None:
    # a floor however cheap the loop's rounds: so many evaluations or units, whichever first
    assert turn_budget(0, 0, EARLY_BUDGET) == (MIN_EVALUATIONS - EARLY_BUDGET, MIN_UNITS)
    assert turn_budget(0, 300, MIN_EVALUATIONS - 5) == (5, MIN_UNITS - 300)
    assert turn_budget(0, 300, MIN_EVALUATIONS) == (0, 0)  # the floor is reached
    assert turn_budget(0, MIN_UNITS, 10) == (0, 0)
    # past the floor, a share of the loop's units
    assert turn_budget(40_000, 0, 0) == (UNBOUNDED, int(SHARE * 40_000))
    assert turn_budget(40_000, 4_000, 10**6) == (UNBOUNDED, int(SHARE * 40_000) - 4_000)
    assert turn_budget(1_000, 4_000, 10**6) == (0, 0)  # its share is spent: no turn


SLOW_ROUNDS = """
(declare-const name String)
(assert (str.contains (str.replace_all (str.replace_all (str.to_lower name) "_" "-") "." "-")
                      "--"))
(assert (str.in_re name (re.* (re.union (re.range "\\u{0}" "\\u{bf}") (re.range "a" "z")))))
(assert (str.in_re name (re.++ re.all (re.range "A" "Z") re.all)))
"""


def test_the_loop_tries_them_when_its_rounds_run_long() -> None:
    """``canonicalize_name``'s check, with the upper-case letter asked for: the skeleton's
    open atoms took 20 rounds or more; the witness comes at the eighth."""
    solver = Solver()
    solver.from_string(SLOW_ROUNDS)
    assert str(solver.check()) == "sat"
    assert solver.statistics()["round.small_witness"] == 1
    value = str(solver.model()[String("name")])
    assert "--" in value.lower().replace("_", "-").replace(".", "-")
    assert any("A" <= c <= "Z" for c in value)


def test_not_tried_once_the_core_has_refuted_every_short_string() -> None:
    """A witness of 1,000 characters (a chain of two ``replace_all``, the second's
    pattern two characters long, so the loop decides it): the length bound doubles past
    2 · MAX_TOTAL before the eighth round, so the core has refuted every assignment the
    enumeration could reach, and it is not run (it was, for 4,000 evaluations, on issue
    39's long chains) past the second round's short turn."""
    solver = Solver()
    solver.from_string("""
(declare-const x String)
(assert (str.in_re x (re.* (str.to_re "a"))))
(assert (= (str.len (str.replace_all (str.replace_all x "a" "bb") "bb" "c")) 1000))
""")
    assert str(solver.check()) == "sat"
    stats = solver.statistics()
    assert stats["bound.doublings"] >= 8
    # (only the second round's short turn, before the bound has doubled; its terms
    # are counted)
    assert 0 < stats["small_witness.evaluations"] <= EARLY_BUDGET
    assert 0 < stats["small_witness.steps"] < EARLY_STEPS + 100


def test_integers_that_conversions_read_back() -> None:
    """``from_code(i)`` of a variable is empty past the alphabet, and ``from_int(i)``
    spells a digit-only constant: both values are among the enumeration's integers
    (random formula seed 3912 f00454 needs ``i`` = 0x30000 or 12)."""
    i = var("i", INT)
    empty = [mk("=", mk("str.from_code", i), string("")), mk(">=", i, integer(4)),
             mk("=", mk("str.len", x), integer(1))]
    model = small_witness(empty, Deadline.never())
    assert model is not None and model[i] == PAST_ALPHABET == 0x30000
    digits = [mk("str.in_re", mk("str.from_int", i), mk("re.+", mk("str.to_re", string("12")))),
              mk("=", mk("str.len", x), integer(1))]
    model = small_witness(digits, Deadline.never())
    assert model is not None and model[i] == 12
    # without a conversion of a variable neither value is tried
    plain = [mk("=", mk("str.len", x), i), mk(">", i, integer(6))]
    assert small_witness(plain, Deadline.never(), evaluations=10_000) is None


def test_an_assertion_decided_without_a_variable_prunes_its_values(monkeypatch) -> None:
    """``replace("ab", z, y) = "ccc"``: where ``z`` does not occur in ``"ab"`` the value is
    ``"ab"`` whatever ``y`` is, so the assertion is false as soon as ``z`` has a value and
    no ``y`` is tried (seed 4343 f00094's shape); the witness is the same."""
    import strsat.engine.small_witness as sw

    u = var("u", STRING)
    wanted = [mk("=", mk("str.replace", string("ab"), z, y), string("ccc")),
              mk("str.in_re", z, mk("re.+", mk("re.range", string("a"), string("c")))),
              mk("str.prefixof", u, z)]
    pruned = SmallWitnesses(wanted)
    found = pruned.run(Deadline.never(), 100_000)
    assert found is not None and all(holds(a, found) for a in wanted)
    assert found[z] == "ab" and found[y] == "ccc"
    # the same search with every variable read (no early evaluation)
    monkeypatch.setattr(sw, "_exposed", lambda a: free_vars(a))
    plain = SmallWitnesses(wanted)
    assert plain.run(Deadline.never(), 100_000) == found
    assert 3 * pruned.evaluations < 2 * plain.evaluations  # 764 against 1,320


def test_the_loop_gives_a_short_first_turn_at_its_second_round() -> None:
    assert [r for r in range(1, 130) if witness_turn(r)] == [2, 8, 16, 32, 64, 128]
    assert witness_steps(2) == EARLY_STEPS and witness_steps(8) is None


def _restore_ip_shape(n: int) -> object:
    """One assertion, the conjunction of ``n`` facts over one string (leetcode
    ``restoreIpAddresses``' shape: lengths of substrings, characters at positions)."""
    facts = [mk("not", mk("=", mk("str.at", mk("str.substr", x, integer(k), integer(3)),
                                  integer(0)), string("0")))
             for k in range(n)]
    facts.append(mk(">=", mk("str.len", x), integer(n + 3)))
    return mk("and", *facts)


def test_a_conjunction_is_enumerated_conjunct_by_conjunct() -> None:
    """A candidate stops at its first false conjunct, the cheapest first: evaluating the
    whole conjunction per candidate cost a leetcode file 240 terms an evaluation."""
    whole = SmallWitnesses([_restore_ip_shape(12)])
    whole.run(Deadline.never(), EARLY_BUDGET)
    assert whole.evaluations == EARLY_BUDGET
    # the length fact (5 terms) decides every candidate shorter than 15 characters
    assert whole.steps <= 6 * whole.evaluations
    split = SmallWitnesses(list(_restore_ip_shape(12).args))  # type: ignore[attr-defined]
    split.run(Deadline.never(), EARLY_BUDGET)
    assert split.steps == whole.steps


def test_the_early_turn_is_bounded_by_the_terms_it_evaluates() -> None:
    """However large the formula, the early turn evaluates about :data:`EARLY_STEPS`
    terms: the evaluation that passes the bound is the last."""
    # one false assertion of some 300 terms: every candidate evaluates all of it
    chain = x
    for k in range(100):
        chain = mk("str.replace", chain, string(f"b{k}"), string("c"))
    witnesses = SmallWitnesses([mk("=", chain, string("zz"))])
    assert witnesses.run(Deadline.never(), EARLY_BUDGET, EARLY_STEPS) is None
    assert EARLY_STEPS <= witnesses.steps < EARLY_STEPS + 400
    assert witnesses.evaluations < EARLY_BUDGET
    # the next turn goes on where this one stopped
    before = witnesses.steps
    witnesses.run(Deadline.never(), 10)
    assert witnesses.steps > before


def test_the_loop_bounds_its_early_turn_by_terms() -> None:
    assert [witness_steps(r) for r in range(1, 9)] == [None, EARLY_STEPS] + [None] * 6


def _replace_chain(n: int) -> list[object]:
    """``x`` through ``n`` replaces of patterns it never holds, equal to a constant: false
    for every candidate, and each evaluation reads all of the chain's terms."""
    chain = x
    for k in range(n):
        chain = mk("str.replace", chain, string(f"b{k}"), string("c"))
    return [mk("=", chain, string("zz"))]


def test_an_evaluation_is_charged_by_the_terms_it_evaluates() -> None:
    """Issue 39 item 2: one unit per evaluation undercharged a large formula (an
    explorer dump spent 4.4 of 7.5 s in the enumeration).  Now the units follow the
    terms: a work budget of 100 units stops a chain of 100 replaces after a few dozen
    evaluations (each some 300 terms), where it allowed 100 before, and lets a formula
    of a few terms go on for several times as many."""
    big = SmallWitnesses(_replace_chain(100))
    with pytest.raises(ResourceLimit):
        big.run(Deadline.never().work(100), 10_000)
    assert 0 < big.evaluations < 20
    assert big.units == (big.steps + EVALUATION_STEPS * big.evaluations) // STEPS_PER_UNIT
    small = SmallWitnesses([mk("=", mk("str.len", x), integer(9)),
                            mk("str.contains", x, string("bcd"))])
    with pytest.raises(ResourceLimit):
        small.run(Deadline.never().work(100), 10_000)
    assert small.evaluations > 300
    # a turn's units bound it without a work budget
    bounded = SmallWitnesses(_replace_chain(100))
    assert bounded.run(Deadline.never(), 10_000, units=100) is None
    assert 100 <= bounded.units < 100 + 20


#: Random formula seed 9119 f01152 reduced (unsat; the loop takes some 50 rounds).
MANY_ROUNDS_UNSAT = """
(declare-fun x () String)
(declare-fun s () String)
(declare-fun i () Int)
(assert (str.in_re x (re.* (str.to_re "0"))))
(assert (= (str.replace s (str.substr x i i) "12") x))
(check-sat)
"""


def test_the_enumeration_keeps_to_its_share_of_a_long_unsat_check() -> None:
    """The enumeration's units stay within :data:`SHARE` of the loop's (or the floor):
    on this check it spent 8,250 of 18,554 units (four times its share) when each turn
    had a fixed number of evaluations, whatever the rounds cost."""
    out = Interpreter(rlimit=10**9, stats=True).run(MANY_ROUNDS_UNSAT)
    lines = out[0].splitlines()
    assert lines[0] == "unsat"
    stats = dict(line.split() for line in lines[2:-1])
    total, enumeration = int(stats[":rlimit-count"]), int(stats[":small_witness.units"])
    assert int(stats[":small_witness.evaluations"]) > EARLY_BUDGET  # it had its turns
    assert enumeration <= max(MIN_UNITS, SHARE * (total - enumeration)) + 20


def test_the_enumeration_spends_the_same_whether_its_regex_was_kept_before() -> None:
    """A ground regex costs the evaluator the steps of its evaluation whether the
    process kept it from an earlier evaluation or not (issue 39: the enumeration of a
    check took 999 steps where its regex was new and 996 where an earlier check had
    evaluated it, so its path under a work limit followed the process's history).  The
    regex's letters are this test's own: the first enumeration meets it new."""
    regex = mk("re.+", mk("re.union", mk("str.to_re", string("\u2603q")),
                          mk("re.range", string("1"), string("9"))))
    wanted = [mk("str.in_re", x, regex), mk("=", mk("str.len", x), integer(3)),
              mk("not", mk("str.prefixof", string("1"), x)),
              mk("str.contains", x, string("q"))]

    def steps() -> int:
        search = SmallWitnesses(wanted)
        assert search.run(Deadline.never(), 10**6) is not None
        return search.steps

    assert steps() == steps()
