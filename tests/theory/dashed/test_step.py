"""The dashed-string step in the engine: its lemmas are valid (brute force over small
strings), it answers issue 14's long-witness cases, and the loop uses its lemmas."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.smtlib import Interpreter
from strsat.terms import STRING, mk, string, var
from strsat.terms.evaluate import holds
from strsat.theory.dashed import Dashed
from strsat.theory.seam.inferences import Inference

x, y, z = (var(n, STRING) for n in "xyz")
SMALL = ["".join(p) for n in range(4) for p in itertools.product("ab", repeat=n)]

_leaves = st.sampled_from([
    mk("str.to_re", string("a")), mk("str.to_re", string("b")), mk("str.to_re", string("ab")),
    mk("re.range", string("a"), string("b")), mk("re.allchar")])
_regexes = st.recursive(_leaves, lambda kids: st.one_of(
    st.tuples(kids, kids).map(lambda p: mk("re.++", *p)),
    st.tuples(kids, kids).map(lambda p: mk("re.union", *p)),
    kids.map(lambda r: mk("re.*", r)), kids.map(lambda r: mk("re.comp", r))), max_leaves=4)
_sides = st.lists(st.sampled_from([x, y, z, string("a"), string("b")]), min_size=1,
                  max_size=3).map(lambda ts: ts[0] if len(ts) == 1 else mk("str.++", *ts))


@st.composite
def _literals(draw):
    lits = []
    for _ in range(draw(st.integers(0, 2))):
        lhs, rhs = draw(_sides), draw(_sides)
        if lhs is not rhs:
            lits.append((mk("=", lhs, rhs), draw(st.booleans())))
    for _ in range(draw(st.integers(1, 2))):
        lits.append((mk("str.in_re", draw(st.sampled_from([x, y, z])), draw(_regexes)),
                     draw(st.booleans())))
    if draw(st.booleans()):
        lits.append((mk("str.contains", draw(_sides), draw(_sides)), draw(st.booleans())))
    return lits


def _check_lemmas(context, lits, lens) -> None:
    ctx = context(lits, dict(zip((x, y, z), lens, strict=True)))
    result = Dashed(long_length=0).check(ctx)
    if result.model is not None:
        assert all(holds(a if p else mk("not", a), result.model) for a, p in lits)
    for lem in result.lemmas:
        for vals in itertools.product(SMALL, repeat=3):
            env = dict(zip((x, y, z), vals, strict=True))
            assert holds(lem.formula, env), (lem, env)


_LITERAL_SETS = (_literals(), st.tuples(*(st.integers(0, 3) for _ in range(3))))
_CHECKS = [HealthCheck.too_slow, HealthCheck.function_scoped_fixture]


@settings(max_examples=60, deadline=None, suppress_health_check=_CHECKS)
@given(*_LITERAL_SETS)
def test_lemmas_are_valid(context, lits, lens):
    """Every lemma of the step (every component taken as long) holds under every
    assignment of short strings; a model satisfies the literals."""
    _check_lemmas(context, lits, lens)


@pytest.mark.slow
@settings(max_examples=2_000, deadline=None, suppress_health_check=_CHECKS)
@given(*_LITERAL_SETS)
def test_lemmas_are_valid_many(context, lits, lens):
    _check_lemmas(context, lits, lens)


def _issue_case(n: int, which: str) -> str:
    ab = '(re.union (str.to_re "a") (str.to_re "b"))'
    r1 = f'(re.++ (re.* {ab}) (str.to_re "a") ((_ re.^ {n}) {ab}))'
    aa = '(re.++ re.all (str.to_re "aa") re.all)'
    if which == "one":
        return ("(declare-fun z () String)\n"
                f"(assert (str.in_re z {r1}))\n"
                f'(assert (str.in_re z (re.++ ((_ re.^ {n}) (str.to_re "b")) (re.* (str.to_re "b"))'
                " re.all)))\n"
                f"(assert (not (str.in_re z {aa})))\n")
    return ("(declare-fun x () String)\n(declare-fun y () String)\n"
            f"(assert (str.in_re (str.++ x y) {r1}))\n"
            f'(assert (str.in_re x (re.++ ((_ re.^ {n}) (str.to_re "b"))'
            ' (re.* (str.to_re "b")))))\n'
            f"(assert (not (str.in_re (str.++ x y) {aa})))\n")


def test_issue_cases_at_twenty_thousand_are_sat_with_few_nodes():
    """Issue 14: both cases at n = 20,000 (witnesses of 40,001 characters) are answered
    by the dashed step in a handful of search nodes; a length lemma comes first."""
    for which in ("one", "two"):
        engine = Engine()
        it = Interpreter(out=lambda s: None)
        it.run(_issue_case(20_000, which))
        for a in it.engine.assertions():
            engine.add(a)
        result = engine.check(deadline=Deadline(60))
        assert result.status is Status.SAT
        assert result.stats.get("dashed.models") == 1
        assert result.stats.get("lemma.DASH_LENGTH", 0) >= 1
        assert result.stats.get("dashed.nodes", 0) < 40
        assert not result.stats.get("step.fixed_length.calls")


def test_unsat_twins_are_refuted():
    for extra in ("(assert (<= (str.len z) 40000))",
                  '(assert (not (str.in_re z (re.++ re.all (str.to_re "ba") re.all))))'):
        it = Interpreter(out=lambda s: None)
        it.run(_issue_case(20_000, "one") + extra)
        result = it.engine.check(deadline=Deadline(60))
        assert result.status is Status.UNSAT, extra


def test_short_components_are_left_to_the_fixed_length_search(context):
    lits = [(mk("=", x, mk("str.++", y, string("a"))), True)]
    ctx = context(lits, {x: 3, y: 2})
    assert Dashed().check(ctx).consistent
    assert Dashed(long_length=0).check(ctx).model is not None


def test_many_medium_strings_are_not_long(context):
    """The longest variable decides, not the sum (slog_stranger_2087: fifty strings of at
    most 456 characters); one variable at the threshold makes the component long."""
    lits = [(mk("=", x, mk("str.++", y, z)), True)]
    assert Dashed(long_length=10).check(context(lits, {x: 9, y: 5, z: 4})).consistent
    assert Dashed(long_length=10).check(context(lits, {x: 10, y: 5, z: 5})).model is not None


def test_length_lemma_states_the_bound(context):
    """x ∈ a{1000}·a*, |x| = 5: one DASH_LENGTH lemma ¬(x ∈ … ∧ |x| < 1000)."""
    r = mk("re.++", mk("re.loop", mk("str.to_re", string("a")), indices=(1000, 1000)),
           mk("re.*", mk("str.to_re", string("a"))))
    ctx = context([(mk("str.in_re", x, r), True)], {x: 5})
    result = Dashed(long_length=0).check(ctx)
    assert [lem.kind for lem in result.lemmas] == [Inference.DASH_LENGTH]
    bound = mk("<", mk("str.len", x), mk("str.len", string("a" * 1000)))
    assert bound.args[0] in result.lemmas[0].formula.args[0].args[1].args
    assert "1000" in str(result.lemmas[0].formula.args[0].args[1])


def test_a_stalled_length_free_propagation_leaves_the_literals_to_the_next_tier(
        context, monkeypatch):
    """Length-free propagation out of its budget (here a budget of 0 readings): no
    length-free lemma (the one search at the core's lengths may still block the length
    vector: DASH_BLOCK), and later candidates of the same literals (other lengths) skip
    the component (slog_stranger_2965_sink: SWEEP round a cycle of equations, 1.5 s a
    round)."""
    import strsat.theory.dashed.step as step_module

    monkeypatch.setattr(step_module, "FREE_WORK", 0)
    r = mk("re.++", mk("re.loop", mk("str.to_re", string("a")), indices=(1000, 1000)),
           mk("re.*", mk("str.to_re", string("b"))))
    lits = [(mk("str.in_re", x, r), True), (mk("=", x, mk("str.++", y, string("b"))), True)]
    step = Dashed(long_length=0)
    first = context(lits, {x: 5, y: 4})
    got = step.check(first)
    assert got.model is None
    assert {lem.kind for lem in got.lemmas} <= {Inference.DASH_BLOCK}
    assert first.stats.as_dict().get("dashed.stalled") == 1
    again = context(lits, {x: 1001, y: 1000})
    assert step.check(again).consistent
    assert again.stats.as_dict().get("dashed.skipped") == 1
    monkeypatch.undo()  # with its budget, a fresh step finds the DASH_LENGTH bound
    assert Dashed(long_length=0).check(context(lits, {x: 5, y: 4})).lemmas


def test_a_stalled_component_gets_a_small_share_of_the_search_first(context, monkeypatch):
    """After its length-free propagation stalls, a component's search gets
    1/STALLED_SHARE of its budget (the fixed-length step comes next and often finds the
    model at once: slog_stranger_4197_sink, whose full search ran to its limit first);
    the next candidate of the same literals gets the full search, once, and later ones
    skip the component."""
    import strsat.theory.dashed.step as step_module

    monkeypatch.setattr(step_module, "FREE_WORK", 0)
    monkeypatch.setattr(step_module, "SEARCH_WORK", 128)  # the share: 8 units, too few
    r = mk("re.++", mk("re.loop", mk("str.to_re", string("a")), indices=(1000, 1000)),
           mk("re.*", mk("str.to_re", string("b"))))
    lits = [(mk("str.in_re", x, r), True), (mk("=", x, mk("str.++", y, string("b"))), True)]
    step = Dashed(long_length=0)
    seen = []
    for _ in range(3):
        ctx = context(lits, {x: 1003, y: 1002})
        got = step.check(ctx)
        stats = ctx.stats.as_dict()
        seen.append((got.model is not None, not got.lemmas, stats.get("dashed.stalled_short"),
                     stats.get("dashed.stalled_full"), stats.get("dashed.skipped")))
    assert seen == [(False, True, 1, None, None), (True, True, None, 1, None),
                    (False, True, None, None, 1)]


def _shrink_of(n: int, needed: set[int], readers: set[int]) -> tuple[list[int], int]:
    """The dashed step's shrinking of an explanation of ``n`` constraints that fails
    exactly when ``needed`` is kept; ``readers`` carry an integer fact of the candidate.
    Returns what it kept and the tests it made."""
    from strsat.terms import INT, integer
    from strsat.theory.dashed.reading import Component

    i = var("i", INT)
    premises = [[mk("=", i, integer(k))] if k in readers else [mk("=", x, string(str(k)))]
                for k in range(n)]
    comp = Component([object()] * n, [x], premises, [p[0] for p in premises])  # type: ignore[list-item]
    tests = []

    def still_fails(keep, _limit) -> bool:
        tests.append(1)
        return needed <= set(keep)

    kept = Dashed()._shrink(comp, still_fails, Deadline.never())
    return kept, len(tests)


def test_shrinking_drops_the_candidates_integer_readers_first():
    """A conflict of string literals alone, in a component of 49 constraints whose last
    ones read the candidate's integers (seed 9191 f00391: ``@purify!18 = 0``): the
    explanation leaves them out, so the core is not sent through the integers one value
    a round (a greedy pass of 24 single deletions stopped before them)."""
    needed = {15, 40, 43, 44, 45, 46}
    kept, tests = _shrink_of(49, needed, readers={47, 48})
    assert set(kept) == needed
    assert tests <= 24


@given(st.integers(2, 60), st.data())
def test_shrinking_keeps_a_failing_subset(n, data):
    needed = set(data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=6)))
    readers = set(data.draw(st.lists(st.integers(0, n - 1), max_size=4)))
    kept, _ = _shrink_of(n, needed, readers)
    assert needed <= set(kept)
    if not readers & needed:  # their group goes at the first test
        assert not readers & set(kept)
