"""Hypothesis (issue 22): model values read the z3py way agree with the reference
evaluator.  For random formulas and their models, ``is_true(m.eval(b))`` is the
evaluator's value of ``b``, and ``m.eval(e).as_string()`` / ``.as_long()`` are the
plain values."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from strsat import (
    And,
    Contains,
    IndexOf,
    InRe,
    Length,
    Not,
    Or,
    PrefixOf,
    Range,
    Solver,
    Star,
    Strings,
    StrToInt,
    SubString,
    is_false,
    is_int_value,
    is_string_value,
    is_true,
    sat,
)
from strsat.api import Model
from strsat.api.expr import wrap
from strsat.errors import StrsatError
from strsat.terms import BOOL, INT, STRING, Term
from strsat.terms.evaluate import Undetermined, evaluate
from strsat.terms.walk import free_vars
from terms.term_strategies import chars, terms

VALUES = {BOOL: st.booleans(), INT: st.integers(-50, 50),
          STRING: st.text(st.one_of(st.sampled_from("ab01 "), chars), max_size=5)}


@st.composite
def formula_and_model(draw, sort=BOOL):  # type: ignore[no-untyped-def]
    """A random term of ``sort`` and a random assignment of its constants (a model of
    it when ``sort`` is Bool and the term evaluates to true; either way a model)."""
    term = draw(terms(sort, depth=3))
    values = {v: draw(VALUES[v.sort]) for v in sorted(free_vars(term), key=str)
              if v.sort in VALUES}
    return term, values


def plain(term: Term, values: dict[Term, object]) -> object:
    try:
        return evaluate(term, values)
    except Undetermined:  # e.g. (div x 0): the model does not fix it
        assume(False)
    raise AssertionError("unreachable")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(formula_and_model(BOOL))
def test_is_true_of_eval_is_the_evaluators_value(case) -> None:  # type: ignore[no-untyped-def]
    term, values = case
    expected = plain(term, values)
    got = Model(values).eval(wrap(term), model_completion=True)
    assert isinstance(got, bool)
    assert is_true(got) is expected and is_false(got) is (not expected)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([INT, STRING]).flatmap(formula_and_model))
def test_as_long_and_as_string_are_the_plain_values(case) -> None:  # type: ignore[no-untyped-def]
    term, values = case
    expected = plain(term, values)
    got = Model(values).eval(wrap(term), model_completion=True)
    assert got == expected and hash(got) == hash(expected)
    if term.sort is INT:
        assert got.as_long() == expected and is_int_value(got)
        assert type(got.as_long()) is int
    else:
        assert got.as_string() == expected and is_string_value(got)
        assert type(got.as_string()) is str and str(got) == expected
    for v, value in values.items():
        assert Model(values)[wrap(v)] == value


x, y = Strings("x y")
ATOMS = [Contains(x, "ab"), PrefixOf("b", y), Length(x) == Length(y) + 1,
         InRe(x, Star(Range("a", "c"))), StrToInt(y) > 3, IndexOf(x, "c") == 1,
         SubString(x, 1, 2) == y, x == y + "a"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(ATOMS), st.booleans()), min_size=1, max_size=4),
       st.lists(st.sampled_from(ATOMS), min_size=1, max_size=3))
def test_solver_models_read_the_z3py_way(lits, probes) -> None:  # type: ignore[no-untyped-def]
    formula = And([a if pos else Not(a) for a, pos in lits])
    s = Solver(timeout=20000)
    s.add(formula)
    if s.check() != sat:
        return
    m = s.model()
    assert is_true(m.eval(formula))
    values = {d.term: m[d] for d in m}
    for p in [*probes, Or(probes)]:
        try:
            expected = evaluate(p.term, values)
        except (Undetermined, StrsatError):
            continue
        assert is_true(m.eval(p, model_completion=True)) is expected
    assert m.eval(x + y, model_completion=True).as_string() == \
        evaluate((x + y).term, values | {t: "" for t in (x.term, y.term) if t not in values})
