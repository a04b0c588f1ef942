"""The finite-case rules (``rewrite/rules/cases.py``) against the reference evaluator.

``INDEXOF_SELF`` is checked on every string over ``{a, b}`` up to three long and every
start from −2 to 5.  ``CASES_DECIDE`` is checked by Hypothesis on predicates whose
arguments are built in the shapes the analysis reads (``ite``, ``replace``/``replace_all``
of constants with variable patterns, ``substr``/``at`` of constants, ``from_code``/
``from_int`` of finitely-valued integers, concatenations with variables): the simplified
predicate must have the original's value under every assignment of short strings and
small integers, and the analysis's cases must cover every value a term takes.
"""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.rewrite import Simplifier
from strsat.rewrite.rules.cases import int_cases, never_holds, string_cases
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator

X, Y = (var(n, STRING) for n in "xy")
I, J = (var(n, INT) for n in "ij")
WORDS = ["".join(w) for n in range(4) for w in itertools.product("ab", repeat=n)]
SHORT = ["".join(w) for n in range(3) for w in itertools.product("ab1", repeat=n)]
NUMBERS = [-2, -1, 0, 1, 2, 3, 5, 98]
ASSIGNMENTS = [{X: u, Y: v, I: k, J: m}
               for (u, v), (k, m) in zip(itertools.product(SHORT, SHORT),
                                         itertools.cycle(itertools.product(NUMBERS, NUMBERS)))]
ASSIGNMENTS += [{X: u, Y: "", I: k, J: m} for u, k, m in itertools.product(["", "ab"], NUMBERS,
                                                                             NUMBERS)]
CONSTS = st.sampled_from(["", "a", "b", "ab", "ba", "abb", "1", "b1"])


def _value(t: Term, model: dict[Term, Any]) -> Any:
    return Evaluator(model).evaluate(t)


def test_indexof_of_a_string_in_itself_is_zero_from_zero_else_minus_one() -> None:
    simp = Simplifier()
    t = simp.simplify(mk("str.indexof", X, X, I))
    assert simp.counts["INDEXOF_SELF"] == 1
    for w in WORDS:
        for k in range(-2, 6):
            model = {X: w, I: k}
            assert _value(t, model) == _value(mk("str.indexof", X, X, I), model) \
                == (0 if k == 0 else -1)


@st.composite
def ints(draw: st.DrawFn, depth: int = 0) -> Term:
    kind = draw(st.integers(0, 5 if depth < 2 else 1))
    if kind == 0:
        return integer(draw(st.sampled_from([-1, 0, 1, 2, 49, 97, 98])))
    if kind == 1:
        return draw(st.sampled_from([I, J]))
    if kind == 2:
        return mk("ite", mk("=", draw(st.sampled_from([I, J])), integer(0)),
                  draw(ints(depth + 1)), draw(ints(depth + 1)))
    if kind == 3:
        return mk("str.indexof", X, X, draw(ints(depth + 1)))
    if kind == 4:
        return mk(draw(st.sampled_from(["str.len", "str.to_code", "str.to_int"])),
                  draw(strings(depth + 1)))
    return mk("+", draw(ints(depth + 1)), integer(draw(st.integers(-1, 2))))


@st.composite
def strings(draw: st.DrawFn, depth: int = 0) -> Term:
    kind = draw(st.integers(0, 7 if depth < 2 else 1))
    if kind == 0:
        return string(draw(CONSTS))
    if kind == 1:
        return draw(st.sampled_from([X, Y]))
    if kind == 2:
        return mk("ite", mk("=", draw(st.sampled_from([X, Y])), string("a")),
                  draw(strings(depth + 1)), draw(strings(depth + 1)))
    if kind == 3:
        return mk(draw(st.sampled_from(["str.replace", "str.replace_all"])),
                  draw(strings(depth + 1)), draw(strings(depth + 1)), draw(strings(depth + 1)))
    if kind == 4:
        return mk("str.substr", draw(strings(depth + 1)), draw(ints(depth + 1)),
                  draw(ints(depth + 1)))
    if kind == 5:
        return mk("str.at", draw(strings(depth + 1)), draw(ints(depth + 1)))
    if kind == 6:
        return mk(draw(st.sampled_from(["str.from_code", "str.from_int"])), draw(ints(depth + 1)))
    return mk("str.++", draw(strings(depth + 1)), draw(strings(depth + 1)))


@st.composite
def predicates(draw: st.DrawFn) -> Term:
    a = draw(strings())
    b = draw(st.one_of(strings(), CONSTS.map(string)))
    op = draw(st.sampled_from(["=", "str.<", "str.<=", "str.prefixof", "str.suffixof",
                               "str.contains", "str.in_re", "<=", "="]))
    if op == "str.in_re":
        return mk(op, a, mk("re.+", mk("re.range", string("a"), string("b"))))
    if op == "<=":
        return mk(op, draw(ints()), draw(ints()))
    return mk(op, a, b) if draw(st.booleans()) else mk(op, b, a)


def _covers(t: Term) -> None:
    """Every value of ``t`` (and of its subterms) lies in one of its cases."""
    stack = [t]
    while stack:
        u = stack.pop()
        stack.extend(u.args)
        if u.sort is STRING:
            cases = string_cases(u)
            missing = [ch for ch in "ab1c" if never_holds(u, ch)]
            for model in ASSIGNMENTS:
                v = _value(u, model)
                assert any(v == p if closed else v.startswith(p) for p, closed in cases), \
                    (u, cases, model, v)
                assert not any(ch in v for ch in missing), (u, missing, model, v)
        elif u.sort is INT:
            got = int_cases(u)
            if got is not None:
                for model in ASSIGNMENTS:
                    assert _value(u, model) in got, (u, got, model)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(predicates())
def test_cases_decide_preserves_meaning_on_short_strings(t: Term) -> None:
    s = Simplifier().simplify(t)
    for model in ASSIGNMENTS:
        assert _value(s, model) == _value(t, model), (t, s, model)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.one_of(strings(), ints()))
def test_cases_cover_every_value(t: Term) -> None:
    _covers(t)


def test_the_strategy_reaches_the_rule() -> None:
    """Not vacuous: the drawn predicates decide by cases (a fixed sample of shapes)."""
    fired = 0
    for t in [
        mk("str.<=", string("abb"), mk("str.from_code", mk("str.indexof", X, X, I))),
        mk("str.<=", string("ba"), mk("str.++", mk("str.replace", string("abb"), Y,
                                                   string("1")), X)),
        mk("str.contains", mk("str.replace_all", string("ab"), X, string("b")), string("ba")),
        mk("=", mk("str.at", string("ab"), I), string("c")),
    ]:
        simp = Simplifier()
        s = simp.simplify(t)
        fired += simp.counts["CASES_DECIDE"]
        for model in ASSIGNMENTS:
            assert _value(s, model) == _value(t, model)
    assert fired == 4


#: Terms in every shape the analysis reads, one or two of each.
SHAPES = [string(c) for c in ["", "a", "ab", "ba", "b1"]] + [
    X, mk("str.++", X, string("b")), mk("str.++", string("a"), X),
    mk("str.replace", string("abb"), X, string("1")),
    mk("str.replace", string("ab"), X, Y),
    mk("str.replace_all", string("aba"), Y, string("b")),
    mk("str.substr", string("abb"), I, J), mk("str.at", string("ab"), I),
    mk("str.from_code", mk("str.indexof", X, X, I)),
    mk("str.from_int", mk("ite", mk("=", I, integer(0)), integer(7), integer(12))),
    mk("ite", mk("=", X, string("a")), string("b"), mk("str.++", string("ab"), Y)),
    mk("str.++", mk("str.at", string("ba"), J), X),
    mk("str.replace_all", X, string("a"), string("b")),
    mk("str.substr", mk("str.replace_all", X, string("b"), Y), I, J),
    mk("str.from_int", I), mk("str.replace", X, Y, X),
    mk("str.replace", X, string("a"), string("1")),
    mk("str.replace", mk("str.++", X, Y), Y, mk("str.++", string("1"), Y)),
]
PREDICATES = ["=", "str.<", "str.<=", "str.prefixof", "str.suffixof", "str.contains"]


def test_every_shape_pair_and_predicate_keeps_its_meaning() -> None:
    """Exhaustive over SHAPES × SHAPES × PREDICATES, with the cases' coverage."""
    fired = 0
    named = {"CASES_DECIDE": 0, "CHAR_MISSING": 0, "CONTAINS_REPLACE": 0}
    for t in SHAPES:
        _covers(t)
    for a, b in itertools.product(SHAPES, SHAPES):
        for op in PREDICATES:
            p = mk(op, a, b)
            simp = Simplifier()
            s = simp.simplify(p)
            fired += simp.counts["CASES_DECIDE"]
            for name in named:
                named[name] += simp.counts[name]
            if s is p:
                continue
            for model in ASSIGNMENTS[::3]:
                assert _value(s, model) == _value(p, model), (p, s, model)
    assert fired > 50
    assert all(named.values()), named


def test_long_constants_are_not_cut_into_factors() -> None:
    """A long subject has too many factors to list: its replace and slices are unknown
    (a 20,000-character constant must not cost 2·10^8 factors)."""
    long = string("ab" * 10_000)
    assert string_cases(mk("str.replace", long, X, string("1"))) == {("", False)}
    assert string_cases(mk("str.substr", long, I, J)) == {("", False)}
    assert string_cases(mk("str.at", long, I)) == {("", True), ("a", True), ("b", True)}
