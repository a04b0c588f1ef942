"""Comparisons of two floats of symbolic ints (``python/float_pair.py``, brief floats29
class 3) against CPython: difflib's ``2.0 * M / T`` ratios compared with each other, on
the run's input and, as terms, on other inputs where the run's decisions hold (the
denominators' values among them)."""

from __future__ import annotations

import math
import operator

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymBool, SymInt, Trace
from strsat.python.float_pair import DENOMINATORS
from strsat.python.float_quotient import LIMIT
from strsat.terms import Term, var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import INT
from strsat.terms.walk import free_vars

NAMES = ("m", "n", "k", "j")
VARS = {name: var(name, INT) for name in NAMES}
OPS = {"lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge,
       "eq": operator.eq, "ne": operator.ne}
small = st.integers(-12, 12)
ints = st.one_of(small, st.integers(-LIMIT, LIMIT), st.integers(2 ** 26, 2 ** 27))
#: pairs of sides: ratios of lengths (difflib's), quotients, an int, near-equal values
SIDES = ["2.0 * m / (n + 3)", "2.0 * k / (j + 5)", "m / n", "k / j", "m / 3", "k / 7",
         "k", "m * 0.5", "(m * 2.0 + 1.5) / n", "2.0 * m / (m + n)", "k / (j * 3)"]


def _run(expr: str, values: dict[str, int]) -> object:
    return eval(expr, {}, values)  # noqa: S307 - the program under test


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SIDES), st.sampled_from(SIDES), st.sampled_from(sorted(OPS)),
       st.fixed_dictionaries({name: ints for name in NAMES}),
       st.fixed_dictionaries({name: small for name in NAMES}))
def test_two_quotients_compare_as_cpythons(left: str, right: str, op: str,
                                           values: dict[str, int], others: dict[str, int]
                                           ) -> None:
    try:
        expected = OPS[op](_run(left, values), _run(right, values))
    except ZeroDivisionError:
        return
    with Trace({VARS[k]: v for k, v in values.items()}) as trace:
        symbolic = {name: SymInt(name, v) for name, v in values.items()}
        got = OPS[op](_run(left, symbolic), _run(right, symbolic))
        assert bool(got) == expected, (left, right, op, values)
    if not isinstance(got, SymBool):
        return  # (a side outside the forms: read, noted)
    # on the run itself: the relation where the bounds hold, else the Boolean of its own
    # (free: some value of it gives CPython's)
    beyond = [v for v in free_vars(got.term) if v not in VARS.values()]
    run = {VARS[k]: v for k, v in values.items()}
    assert expected in _either(got.term, run, beyond)
    # another input with the run's denominators (the decision fixes them) where the
    # path's decisions hold; beyond the bounds the term claims nothing
    others = {**others, "n": values["n"], "j": values["j"]}
    other = {VARS[k]: v for k, v in others.items()}
    if not all(evaluate(d.literal(), other) for d in trace.decisions):
        return
    try:
        again = OPS[op](_run(left, others), _run(right, others))
    except ZeroDivisionError:
        return
    assert again in _either(got.term, other, beyond), (left, right, op, values, others)


def _either(term: Term, at: dict[Term, int], beyond: list[Term]) -> set[bool]:
    """The term's values at ``at`` for both values of the Booleans beyond the bounds (one
    value where the bounds hold: the relation's)."""
    return {evaluate(term, {**at, **{v: side for v in beyond}}) for side in (False, True)}


def test_ratios_close_together_compare_exactly() -> None:
    """``2 * 3 / 7`` against ``2 * 6 / 14`` (equal rationals) and ``2 * 4 / 9``: the
    comparison is the rationals', with the denominators fixed by one decision."""
    values = {"m": 3, "n": 4, "k": 4, "j": 4}
    with Trace({VARS[k]: v for k, v in values.items()}) as trace:
        s = {name: SymInt(name, v) for name, v in values.items()}
        first, second = 2.0 * s["m"] / (s["n"] + 3), 2.0 * s["k"] / (s["j"] + 5)
        got = first < second
    assert isinstance(got, SymBool) and bool(got) == (6 / 7 < 8 / 9)
    assert [d.what for d in trace.decisions].count(DENOMINATORS) == 1
    for m, k, expected in [(6, 4, False), (3, 4, True), (3, 3, 6 / 7 < 6 / 9)]:
        at = {VARS["m"]: m, VARS["n"]: 4, VARS["k"]: k, VARS["j"]: 4}
        assert evaluate(got.term, at) == expected == (2.0 * m / 7 < 2.0 * k / 9)
    assert math.isfinite(float(first))
