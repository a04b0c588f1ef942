"""Floats computed from symbolic ints (``python/float_quotient.py``) against CPython: the
value, the comparisons with constants as terms (evaluated on other inputs than the one
the value was computed on), ``ZeroDivisionError`` and its message, and the pin when the
value is read otherwise."""

from __future__ import annotations

import math
import operator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strsat.python import SymInt, Trace
from strsat.python.float_quotient import LIMIT, QuotientFloat, compare_term, int_compare_term
from strsat.terms import integer, var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import INT

M, N = var("m", INT), var("n", INT)
OPS = {"lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge,
       "eq": operator.eq, "ne": operator.ne}
ints = st.one_of(st.integers(-50, 50), st.integers(-LIMIT, LIMIT))
#: constants near the quotients of small ints, and any finite float
constants = st.one_of(st.sampled_from([0.0, -0.0, 0.5, 0.6, 1.0, 1 / 3, 2 / 3, 0.1, 99.5,
                                       -0.25, 1e-300, 5e-324]),
                      st.floats(allow_nan=False, allow_infinity=False))


def _quotients() -> st.SearchStrategy[tuple[int, int, float]]:
    """``(m, n, c)`` with ``c`` sometimes ``m / n`` itself or a neighbour of it."""
    def with_constant(mn: tuple[int, int]) -> st.SearchStrategy[tuple[int, int, float]]:
        m, n = mn
        q = m / n
        near = st.sampled_from([q, math.nextafter(q, math.inf), math.nextafter(q, -math.inf)])
        return st.tuples(st.just(m), st.just(n), st.one_of(near, constants))
    return st.tuples(ints, ints.filter(lambda n: n != 0)).flatmap(with_constant)


@given(_quotients(), st.sampled_from(sorted(OPS)))
def test_a_quotients_comparison_term_is_cpythons(mnc: tuple[int, int, float], op: str) -> None:
    m, n, c = mnc
    term = compare_term(op, M, N, c)
    assert evaluate(term, {M: m, N: n}) == OPS[op](m / n, c), (m, n, c, op)


@given(_quotients(), st.integers(1, 2 ** 60), st.sampled_from(sorted(OPS)))
def test_a_constant_denominator_is_cpythons(mnc: tuple[int, int, float], d: int, op: str
                                            ) -> None:
    m, _, c = mnc
    term = compare_term(op, M, integer(d), c)
    assert evaluate(term, {M: m}) == OPS[op](m / d, c), (m, d, c, op)


@given(st.integers(-2 ** 70, 2 ** 70), constants, st.sampled_from(sorted(OPS)))
def test_an_ints_comparison_with_a_float_is_exact(m: int, c: float, op: str) -> None:
    assert evaluate(int_compare_term(op, M, c), {M: m}) == OPS[op](m, c), (m, c, op)


@st.composite
def _programs(draw: st.DrawFn) -> tuple[str, int, int, float]:
    expr = draw(st.sampled_from(["m / n", "2.0 * m / n", "m * 0.5", "m + 0.25", "0.75 - m",
                                 "m / 4.0", "3 / n", "(m * 2.0 + 1.5) / n", "-(m / n)",
                                 "m / n * 2", "1 - m / n", "1.5 / (m * 0.5)"]))
    return expr, draw(ints), draw(ints), draw(constants)


@given(_programs(), st.sampled_from(sorted(OPS)), ints, ints)
def test_expressions_agree_with_cpython_on_their_input_and_others(
        program: tuple[str, int, int, float], op: str, m2: int, n2: int) -> None:
    expr, m, n, c = program
    try:
        expected = eval(expr, {}, {"m": m, "n": n})  # noqa: S307 - the program under test
    except ZeroDivisionError as exc:
        with Trace({M: m, N: n}), pytest.raises(ZeroDivisionError) as raised:
            eval(expr, {}, {"m": SymInt("m", m), "n": SymInt("n", n)})  # noqa: S307
        assert str(raised.value) == str(exc)
        return
    with Trace({M: m, N: n}) as trace:
        got = eval(expr, {}, {"m": SymInt("m", m), "n": SymInt("n", n)})  # noqa: S307
        assert float(got) == expected or (math.isnan(expected) and math.isnan(got))
        if type(got) is not QuotientFloat:
            return  # a value outside the forms (a rounded value reused): pinned
        decided = OPS[op](got, c)
        assert bool(decided) == OPS[op](expected, c)
    # the same decision's term on another input, where the path's decisions hold
    other = {M: m2, N: n2}
    if not all(evaluate(d.literal(), other) for d in trace.decisions):
        return
    try:
        again = eval(expr, {}, {"m": m2, "n": n2})  # noqa: S307
    except ZeroDivisionError:
        return
    if not hasattr(decided, "term"):
        return
    assert evaluate(decided.term, other) == OPS[op](again, c), (expr, m2, n2, c, op)


def test_a_read_value_pins_its_operands_with_a_note() -> None:
    with Trace({M: 3, N: 4}) as trace:
        share = SymInt("m", 3) / SymInt("n", 4)
        assert isinstance(share, QuotientFloat)
        assert round(share, 1) == 0.8
    assert any("a float of symbolic ints" in n and "float.__round__" in n
               for n in trace.notes), trace.notes


@pytest.mark.parametrize(("expr", "message"), [("m / n", "division by zero"),
                                               ("m / 0.0", "float division by zero"),
                                               ("2.0 * m / n", "float division by zero")])
def test_zero_division_raises_cpythons_error(expr: str, message: str) -> None:
    with Trace({M: 3, N: 0}), pytest.raises(ZeroDivisionError, match=f"^{message}$"):
        eval(expr, {}, {"m": SymInt("m", 3), "n": SymInt("n", 0)})  # noqa: S307


@pytest.mark.parametrize("c", [0.5, 0.6, 1.0, 1 / 3, -0.75, 3.0, 1e-10, 5e-324, 2.0 ** 60])
@pytest.mark.parametrize("side", [-1, 1])
def test_a_quotient_exactly_between_two_floats_rounds_to_the_even_one(c: float, side: int
                                                                      ) -> None:
    from fractions import Fraction

    other = math.nextafter(c, side * math.inf)
    tie = (Fraction(c) + Fraction(other)) / 2
    m, n = tie.numerator, tie.denominator
    for op, fn in OPS.items():
        for constant in (c, other):
            got = evaluate(compare_term(op, M, N, constant), {M: m, N: n})
            assert got == fn(m / n, constant), (c, side, op, constant)
