"""Hypothesis properties of :func:`strsat.rewrite.simplify`.

Meaning preservation: random well-sorted terms (Bool, Int, String, with regexes
inside ``str.in_re`` and the regex functions) have the same value before and
after simplification under random assignments, per the reference evaluator.
``(div t 0)``/``(mod t 0)`` are read with one fixed interpretation per run
(SMT-LIB leaves them to the model), so rules must hold for any interpretation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.rewrite import RULES, Simplifier, simplify
from strsat.terms import BOOL, INT, STRING, Term, boolean, integer, mk, string, var
from strsat.terms.evaluate import Evaluator, Undetermined
from strsat.terms.walk import substitute

X, Y, Z = (var(n, STRING) for n in "xyz")
I, J = var("i", INT), var("j", INT)
P, Q = var("p", BOOL), var("q", BOOL)

SETTINGS = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SLOW = settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))

WORDS = ["", "a", "b", "ab", "ba", "aab", "A", "0", "12"]


def _by_zero(op: str, m: int) -> int:
    """One fixed interpretation of ``(div m 0)``/``(mod m 0)``."""
    return (3 * m + (1 if op == "div" else 2)) % 7 - 3


Draw = Callable[[st.SearchStrategy[Any]], Any]


def _regex(draw: Draw, depth: int) -> Term:
    if depth <= 0 or draw(st.integers(0, 3)) == 0:
        kind = draw(st.integers(0, 5))
        if kind == 0:
            return mk("str.to_re", _string(draw, depth - 1))
        if kind == 1:
            return mk("re.range", string("a"), string(draw(st.sampled_from("ab"))))
        return mk(draw(st.sampled_from(["re.all", "re.none", "re.allchar", "re.all"])))
    op = draw(st.sampled_from(["re.++", "re.union", "re.inter", "re.*", "re.+", "re.opt",
                               "re.comp", "re.diff"]))
    if op in ("re.*", "re.+", "re.opt", "re.comp"):
        return mk(op, _regex(draw, depth - 1))
    return mk(op, _regex(draw, depth - 1), _regex(draw, depth - 1))


INT_OPS = ["+", "-", "*", "div", "mod", "abs", "str.len", "str.len", "str.indexof",
           "str.to_int", "str.to_code", "ite", "str.indexof_re"]
STRING_OPS = ["str.++", "str.++", "str.at", "str.substr", "str.replace", "str.replace_all",
              "str.from_int", "str.from_code", "str.to_lower", "str.to_upper", "str.rev",
              "str.update", "str.replace_re", "str.replace_re_all", "ite"]
BOOL_OPS = ["not", "and", "or", "=>", "xor", "ite", "=", "=", "=", "distinct", "<", "<=", ">",
            ">=", "str.prefixof", "str.suffixof", "str.contains", "str.<", "str.<=",
            "str.in_re", "str.is_digit"]


def _int(draw: Draw, depth: int, op: str | None = None) -> Term:
    if op is None:
        if depth <= 0 or draw(st.integers(0, 3)) == 0:
            if draw(st.booleans()):
                return integer(draw(st.one_of(st.integers(-1, 2), st.integers(-3, 5))))
            return draw(st.sampled_from([I, J]))
        op = draw(st.sampled_from(INT_OPS))
    d = depth - 1
    if op in ("+", "*"):
        return mk(op, *(_int(draw, d) for _ in range(draw(st.integers(2, 3)))))
    if op == "-":
        return mk(op, *(_int(draw, d) for _ in range(draw(st.integers(1, 3)))))
    if op in ("div", "mod"):
        return mk(op, _int(draw, d), _int(draw, d))
    if op == "abs":
        return mk(op, _int(draw, d))
    if op in ("str.len", "str.to_int", "str.to_code"):
        return mk(op, _string(draw, d))
    if op == "str.indexof":
        return mk(op, _string(draw, d), _string(draw, d), _int(draw, d))
    if op == "str.indexof_re":
        return mk(op, _string(draw, d), _regex(draw, d), _int(draw, d))
    return mk("ite", _bool(draw, d), _int(draw, d), _int(draw, d))


def _string(draw: Draw, depth: int, op: str | None = None) -> Term:
    if op is None:
        if depth <= 0 or draw(st.integers(0, 3)) == 0:
            if draw(st.booleans()):
                return string(draw(st.sampled_from(WORDS)))
            return draw(st.sampled_from([X, Y, Z]))
        op = draw(st.sampled_from(STRING_OPS))
    d = depth - 1
    if op == "str.++":
        return mk(op, *(_string(draw, d) for _ in range(draw(st.integers(2, 4)))))
    if op == "str.at":
        return mk(op, _string(draw, d), _int(draw, d))
    if op == "str.substr":
        return mk(op, _string(draw, d), _int(draw, d), _int(draw, d))
    if op in ("str.replace", "str.replace_all"):
        return mk(op, _string(draw, d), _string(draw, d), _string(draw, d))
    if op in ("str.from_int", "str.from_code"):
        return mk(op, _int(draw, d))
    if op in ("str.to_lower", "str.to_upper", "str.rev"):
        return mk(op, _string(draw, d))
    if op == "str.update":
        return mk(op, _string(draw, d), _int(draw, d), _string(draw, d))
    if op in ("str.replace_re", "str.replace_re_all"):
        return mk(op, _string(draw, d), _regex(draw, d), _string(draw, d))
    return mk("ite", _bool(draw, d), _string(draw, d), _string(draw, d))


def _bool(draw: Draw, depth: int, op: str | None = None) -> Term:
    if op is None:
        if depth <= 0 or draw(st.integers(0, 4)) == 0:
            if draw(st.integers(0, 2)) == 0:
                return boolean(draw(st.booleans()))
            return draw(st.sampled_from([P, Q]))
        op = draw(st.sampled_from(BOOL_OPS))
    d = depth - 1
    if op == "not":
        return mk(op, _bool(draw, d))
    if op in ("and", "or", "=>", "xor"):
        return mk(op, *(_bool(draw, d) for _ in range(draw(st.integers(2, 3)))))
    if op == "ite":
        return mk(op, _bool(draw, d), _bool(draw, d), _bool(draw, d))
    if op in ("=", "distinct"):
        make = draw(st.sampled_from([_bool, _int, _string, _string]))
        shared = make(draw, d)  # repeat one argument now and then (EQ_REFL, EQ_STRIP …)
        args = [shared if draw(st.integers(0, 2)) == 0 else make(draw, d)
                for _ in range(draw(st.integers(2, 3)))]
        return mk(op, *args)
    if op in ("<", "<=", ">", ">="):
        a = _int(draw, d)
        return mk(op, a, a if draw(st.integers(0, 3)) == 0 else _int(draw, d))
    if op in ("str.<", "str.<="):
        return mk(op, *(_string(draw, d) for _ in range(draw(st.integers(2, 3)))))
    if op == "str.in_re":
        return mk(op, _string(draw, d), _regex(draw, d))
    if op == "str.is_digit":
        return mk(op, _string(draw, d))
    return mk(op, _string(draw, d), _string(draw, d))


@st.composite
def terms(draw: st.DrawFn, depths: tuple[int, ...] = (1, 2, 2, 3, 4, 5)) -> Term:
    """A random term; shallow ones (one or two operators over variables and small
    constants) are frequent, since they reach the rules' boundary cases most often."""
    sort = draw(st.sampled_from([BOOL, BOOL, INT, STRING]))
    depth = draw(st.sampled_from(depths))
    return {BOOL: _bool, INT: _int, STRING: _string}[sort](draw, depth)


ASSIGNMENTS = st.fixed_dictionaries({
    X: st.sampled_from(WORDS), Y: st.sampled_from(WORDS), Z: st.sampled_from(WORDS),
    I: st.integers(-1, 4), J: st.integers(-2, 6), P: st.booleans(), Q: st.booleans(),
})


def _value(t: Term, model: dict[Term, Any]) -> Any:
    return Evaluator(model, by_zero=_by_zero).evaluate(t)


def _same_meaning(t: Term, models: list[dict[Term, Any]]) -> Term:
    s = simplify(t)
    assert s.sort is t.sort
    for model in models:
        assert _value(s, model) == _value(t, model), (t, s, model)
    return s


@SETTINGS
@given(terms(), st.lists(ASSIGNMENTS, min_size=1, max_size=4))
def test_simplify_preserves_meaning(t: Term, models: list[dict[Term, Any]]) -> None:
    _same_meaning(t, models)


@settings(SETTINGS, max_examples=150)
@given(terms(depths=(1, 2)), st.lists(ASSIGNMENTS, min_size=2, max_size=6))
def test_simplify_preserves_meaning_of_shallow_terms(t: Term, models: list[dict[Term, Any]]
                                                     ) -> None:
    _same_meaning(t, models)


@st.composite
def applications(draw: st.DrawFn, op: str) -> Term:
    """``op`` applied to leaves and one-operator terms (the rules' boundary cases)."""
    maker = _int if op in INT_OPS else _string if op in STRING_OPS else _bool
    if op == "ite":
        maker = draw(st.sampled_from([_int, _string, _bool]))
    return maker(draw, draw(st.sampled_from([1, 1, 1, 2])), op)


@pytest.mark.parametrize("op", sorted(set(INT_OPS + STRING_OPS + BOOL_OPS)))
def test_simplify_preserves_meaning_per_operator(op: str) -> None:
    @settings(SETTINGS, max_examples=30)
    @given(applications(op), st.lists(ASSIGNMENTS, min_size=4, max_size=8))
    def run(t: Term, models: list[dict[Term, Any]]) -> None:
        _same_meaning(t, models)

    run()


@SETTINGS
@given(terms(), st.lists(ASSIGNMENTS, min_size=1, max_size=2))
def test_simplify_is_idempotent(t: Term, models: list[dict[Term, Any]]) -> None:
    s = _same_meaning(t, models)
    assert simplify(s) is s, (t, s, simplify(s))


@SETTINGS
@given(terms())
def test_ground_terms_fold_to_constants(t: Term) -> None:
    """Without variables every Bool/Int/String term becomes its value (unless it
    reads an unspecified div/mod by zero)."""
    ground = {X: string("ab"), Y: string(""), Z: string("ba"), I: integer(2),
              J: integer(-1), P: boolean(True), Q: boolean(False)}
    g = substitute(t, ground)
    s = simplify(g)
    try:
        value = Evaluator({}).evaluate(g)
    except Undetermined:  # a division by zero is read
        return
    assert s.op == "const" and s.value == value, (g, s)


def test_a_substring_past_a_constants_end_folds_whatever_its_length() -> None:
    """The example Hypothesis found: ``substr("ab", 2, 2 div 0)`` is ``""`` for every
    value the unspecified division may take, so the ground term folds (the evaluator
    never reads the division)."""
    ab = string("ab")
    tail = mk("str.substr", ab, integer(2), mk("div", integer(2), integer(0)))
    t = mk("=", ab, mk("str.replace", mk("str.++", ab, ab), ab, tail))
    assert simplify(tail) == string("")
    assert simplify(t) == boolean(True)


@SETTINGS
@given(terms())
def test_simplifier_counts_only_documented_rules(t: Term) -> None:
    simp = Simplifier()
    simp.simplify(t)
    assert set(simp.counts) <= set(RULES)


@pytest.mark.slow
@SLOW
@given(terms(), st.lists(ASSIGNMENTS, min_size=1, max_size=6))
def test_simplify_preserves_meaning_many_examples(t: Term, models: list[dict[Term, Any]]
                                                  ) -> None:
    _same_meaning(t, models)
