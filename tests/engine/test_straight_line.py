"""Straight-line programs of concatenations and replaces ending in memberships
(engine/procedures/straight_line.py): noodles and preimages against brute force."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Status
from strsat.engine.problem import Problem
from strsat.engine.procedures.straight_line import decide_straight_line
from strsat.smtlib import parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

X, Y, Z, U, V = (var(n, STRING) for n in ("x", "y", "z", "u", "v"))
DECLS = [X, Y, Z, U, V]


def decide(*texts: str, track: bool = False):
    formulas = [parse_term(t, DECLS) for t in texts]
    return formulas, decide_straight_line(Problem.of(formulas, track), Deadline(20))


def test_two_sanitised_inputs_joined_and_sunk() -> None:
    formulas, r = decide('(= u (str.++ (str.replace x "<" "") "=" (str.replace y "s" "")))',
                         '(= v (str.replace u "=" ""))',
                         '(str.in_re v (re.++ re.all (str.to_re "<script>") re.all))')
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_no_noodle_reaches_the_sink_is_unsat() -> None:
    formulas, r = decide('(= u (str.++ (str.replace_all x "<" "") "=" (str.replace_all y "<" "")))',
                         '(str.contains u "<")', track=True)
    assert r is not None and r.status is Status.UNSAT and r.core == formulas


def test_a_choice_of_definitions_is_split_into_cases() -> None:
    formulas, r = decide('(= z (str.replace x "<" "&lt;"))', '(or (= u "<b>") (= u z))',
                         '(= v (str.++ "Hi " u))', '(str.contains v "<s")')
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_programs_without_replace_or_sink_are_left_to_the_loop() -> None:
    assert decide('(= u (str.++ x y))', '(= (str.len u) 3)', '(= x (str.++ y "a"))')[1] is None


def test_a_sink_of_concatenations_alone_is_decided() -> None:
    """A membership of a variable defined by a concatenation (slog's page fragments and
    an attack pattern, no replace): the noodles decide it."""
    formulas, r = decide('(= u (str.++ x "<" y))', '(= v (str.++ "ab" u z))',
                         '(str.in_re v (re.++ re.all (str.to_re "b<s") re.all))')
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert all(Evaluator(r.model).holds(f) for f in formulas)
    formulas, r = decide('(= u (str.++ x "<" y))', '(= v (str.++ "ab" u))',
                         '(str.in_re v (re.* (re.range "a" "b")))', track=True)
    assert r is not None and r.status is Status.UNSAT


_OPTIONAL = [var(f"o{i}", STRING) for i in range(6)]
_FIELDS = [var(f"f{i}", STRING) for i in range(3)]


def test_choices_of_constants_are_one_case() -> None:
    """Six optional fields, each "" or a constant through a variable a conjunct fixes:
    64 cases split one by one past :data:`MAX_CASES`; read as memberships, one — and
    each field cut only where its own words lead (every cut of the pattern's states
    makes more noodles than :data:`MAX_NOODLES`)."""
    decls = [*DECLS, *_OPTIONAL, *_FIELDS]
    texts = ['(= f0 "")', '(= f1 "cal_d")', '(= f2 "&amp;")']
    texts += [f'(or (= o{i} f0) (= o{i} f{1 + i % 2}))' for i in range(6)]
    texts += ['(= u (str.++ o0 o1 "=" o2 o3))', '(= v (str.++ u o4 "/>" o5))',
              '(str.in_re v (re.++ re.all (str.to_re "<s") re.all))']
    formulas = [parse_term(t, decls) for t in texts]
    r = decide_straight_line(Problem.of(formulas), Deadline(20))
    assert r is not None and r.status is Status.UNSAT
    sat_texts = [*texts[:-1], '(str.in_re v (re.++ re.all (str.to_re "d=&") re.all))']
    formulas = [parse_term(t, decls) for t in sat_texts]
    r = decide_straight_line(Problem.of(formulas), Deadline(20))
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_a_choice_of_integers_stays_a_case_split() -> None:
    """Only String choices become memberships: ``(or (= n 1) (= n 2))`` is split."""
    n = var("n", INT)
    formulas = [parse_term(t, [*DECLS, n]) for t in (
        '(or (= n 1) (= n 2))', '(= u (str.++ x "<" y))', '(= (str.len x) n)',
        '(str.in_re u (re.++ re.all (str.to_re "b<") re.all))')]
    r = decide_straight_line(Problem.of(formulas), Deadline(20))
    assert r is None or r.status is Status.SAT


@st.composite
def _choice_programs(draw: st.DrawFn) -> list[str]:
    """``u`` joined of ``x`` and ``y``, each a choice of constants (literals or ``z``,
    fixed to a constant) and, maybe, the free input ``v``; then sinks on ``u``."""
    words = st.sampled_from(["", "a", "b<", "ab", "z"])
    out = [f'(= z "{draw(st.sampled_from(["", "<", "ba"]))}")']
    for name in ("x", "y"):
        alternatives = draw(st.lists(words, min_size=1, max_size=3, unique=True))
        if draw(st.booleans()):
            alternatives.append("v")
        cases = [f"(= {name} {w if w in ('z', 'v') else repr(w).replace(chr(39), chr(34))})"
                 for w in alternatives]
        out.append(f"(or {' '.join(cases)})" if len(cases) > 1 else cases[0])
    out.append(draw(st.sampled_from(["(= u (str.++ x y))", '(= u (str.++ x "b" y x))'])))
    for sink in draw(st.lists(st.sampled_from(_SINKS), min_size=1, max_size=2)):
        out.append(sink.format("u"))
    return out


@settings(max_examples=150, deadline=None)
@given(_choice_programs())
def test_choices_agree_with_every_short_input(texts: list[str]) -> None:
    """``unsat`` only when no choice and no short free input ``v`` satisfies the program;
    a model satisfies every formula."""
    formulas, r = decide(*texts)
    z = Evaluator({}).evaluate(formulas[0].args[1])

    def candidates() -> Iterator[dict]:
        for v in _SHORT:
            for x, y in itertools.product(["", "a", "b<", "ab", z, v], repeat=2):
                ev = Evaluator({X: x, Y: y, Z: z, V: v})
                yield {X: x, Y: y, Z: z, V: v, U: ev.evaluate(formulas[3].args[1])}

    _agrees(formulas, r, candidates())


def _agrees(formulas: list, r, candidates: Iterable[dict]) -> None:
    """A model of ``r`` satisfies every formula; ``unsat`` only when no candidate does."""
    if r is None:
        return
    if r.status is Status.SAT:
        assert r.model is not None and all(Evaluator(r.model).holds(f) for f in formulas)
        return
    assert r.status is Status.UNSAT
    for model in candidates:
        assert not all(Evaluator(model).holds(f) for f in formulas), model


_SHORT = ["".join(w) for n in range(4) for w in itertools.product("ab<", repeat=n)]
_TERMS = ['(str.replace {} "<" "ab")', '(str.replace_all {} "a" "")', '(str.++ {} "<")',
          '(str.replace_all {} "b<" "<")']
_SINKS = ['(str.in_re {} (re.++ re.all (str.to_re "<a") re.all))', '(= {} "ab<")',
          '(str.prefixof "b" {})', '(str.in_re {} (re.* (re.range "a" "b")))',
          '(str.suffixof "<" {})']


def _tree(draw: st.DrawFn, leaf: str, depth: int) -> str:
    t = leaf
    for _ in range(draw(st.integers(0, depth))):
        t = draw(st.sampled_from(_TERMS)).format(t)
    return t


@st.composite
def _programs(draw: st.DrawFn) -> list[str]:
    left, right = _tree(draw, "x", 2), _tree(draw, "y", 2)
    joined = draw(st.sampled_from(["(str.++ {} {})", '(str.++ {} "b" {})', "(str.++ {} {} {})"]))
    parts = [left, right] if joined.count("{}") == 2 else [left, right, left]
    out = [f"(= u {joined.format(*parts)})", f"(= v {_tree(draw, 'u', 1)})"]
    for sink in draw(st.lists(st.sampled_from(_SINKS), min_size=1, max_size=2)):
        out.append(sink.format("v"))
    return out


@settings(max_examples=150, deadline=None)
@given(_programs())
def test_answers_agree_with_every_short_input(texts: list[str]) -> None:
    """``unsat`` only when no pair of short inputs satisfies the program; a model
    satisfies every formula."""
    formulas, r = decide(*texts)

    def candidates() -> Iterator[dict]:
        for x, y in itertools.product(_SHORT, repeat=2):
            ev = Evaluator({X: x, Y: y})
            u = ev.evaluate(formulas[0].args[1])
            v = Evaluator({X: x, Y: y, U: u}).evaluate(formulas[1].args[1])
            yield {X: x, Y: y, U: u, V: v}

    _agrees(formulas, r, candidates())


_LENGTHS = ["(>= (str.len x) 2)", "(= (str.len x) 3)", "(not (<= (str.len x) 2))",
            "(< (str.len y) 3)", "(not (>= (str.len y) 1))", "(= (str.len x) 2)"]


@settings(max_examples=150, deadline=None)
@given(_programs(), st.lists(st.sampled_from(_LENGTHS), min_size=1, max_size=2))
def test_long_lengths_as_intervals_agree_with_every_short_input(
        texts: list[str], lengths: list[str]) -> None:
    """The length facts past MAX_LENGTH_BOUND (here 1) kept as intervals of a variable's
    length: ``unsat`` only when no pair of short inputs satisfies the program."""
    import strsat.engine.procedures.straight_line as sl

    saved = sl.MAX_LENGTH_BOUND
    sl.MAX_LENGTH_BOUND = 1
    try:
        test_answers_agree_with_every_short_input.hypothesis.inner_test(  # type: ignore[attr-defined]
            texts + lengths)
    finally:
        sl.MAX_LENGTH_BOUND = saved


def test_a_long_length_under_a_sink_chain_is_an_interval() -> None:
    """Issue 39's sink at n = 20,000: ``|x| ≥ 20000`` is no language of 20,000 states
    but an interval, met by a word of exactly that length."""
    formulas, r = decide('(= y (str.replace (str.replace x "<" "&lt;") ">" "&gt;"))',
                         '(str.in_re y (re.++ re.all (str.to_re "<script") re.all))',
                         "(>= (str.len x) 20000)")
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert len(str(r.model[X])) == 20000
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_every_length_of_a_short_interval_exhausted_is_unsat() -> None:
    """``x`` loses its ``<`` and must then be ``"ab"``: no word of 300 characters."""
    formulas, r = decide('(= y (str.replace x "<" ""))', '(= y "ab")',
                         "(= (str.len x) 300)", track=True)
    assert r is not None and r.status is Status.UNSAT
    _, open_ended = decide('(= y (str.replace x "<" ""))', '(= y "ab")',
                           "(>= (str.len x) 300)")
    assert open_ended is None  # lengths past the tries: the loop decides


def test_a_language_read_from_several_conjuncts_is_built_once(monkeypatch) -> None:
    """A path condition repeats its checks (the leetcode files: 260 of 447 languages):
    the group of one tree builds each distinct language once (``L ∩ L = L``)."""
    from strsat.regex import construct

    built: list[object] = []
    real = construct.build

    def counting(node, *args, **kwargs):
        built.append(node)
        return real(node, *args, **kwargs)

    monkeypatch.setattr(construct, "build", counting)
    formulas, r = decide('(= u (str.replace_all x "<" ""))',
                         '(and (str.contains u "a") (not (str.contains u "b")))',
                         '(str.in_re u (re.++ re.all (str.to_re "a") re.all))',
                         '(not (str.in_re u (re.++ re.all (str.to_re "b") re.all)))')
    assert r is not None and r.status is Status.SAT and r.model is not None
    assert all(Evaluator(r.model).holds(f) for f in formulas)
    assert len(built) == len(set(built)) == 2
