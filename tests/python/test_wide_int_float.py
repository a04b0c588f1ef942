"""``float(n)`` of a symbolic int beyond ``2**53`` (``python/float_quotient.py``'s
``wide_int_float``) against CPython: the value, and its comparisons with constants and
its quotients by int constants as terms, evaluated on other ints of the same binade;
an int of 1024 bits is read (CPython's float)."""

from __future__ import annotations

import operator

from hypothesis import given
from hypothesis import strategies as st

from strsat.python import SymInt, Trace
from strsat.python.float_parse import float_
from strsat.python.float_quotient import LIMIT, QuotientFloat
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import INT

N = var("n", INT)
OPS = {"lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge,
       "eq": operator.eq, "ne": operator.ne}


@st.composite
def _pairs(draw: st.DrawFn) -> tuple[int, int]:
    """Two ints of one binade beyond ``2**54`` (bit length 55..1023), the same sign,
    often next to a rounding point (a multiple of half the binade's step)."""
    k = draw(st.one_of(st.integers(55, 70), st.integers(55, 1023)))
    step = 2 ** (k - 53)

    def one() -> int:
        base = 2 ** (k - 1) + draw(st.integers(0, 2 ** 52 - 1)) * step  # 2**52 steps
        return base + draw(st.sampled_from([0, step // 2, step // 2 - 1, step // 2 + 1,
                                            step - 1, draw(st.integers(0, step - 1))]))
    sign = draw(st.sampled_from([1, -1]))
    return sign * one(), sign * one()


def _constants(v: int) -> st.SearchStrategy[float]:
    f = float(v)
    return st.one_of(st.just(f), st.sampled_from([f * (1 + 2 ** -52), f * (1 - 2 ** -53),
                                                   0.0, 1e300, -1e300]),
                     st.floats(allow_nan=False, allow_infinity=False))


@given(_pairs().flatmap(lambda p: st.tuples(st.just(p), _constants(p[0]))),
       st.sampled_from(sorted(OPS)))
def test_comparisons_of_a_wide_ints_float_are_cpythons(pc: tuple[tuple[int, int], float],
                                                       op: str) -> None:
    (v, w), c = pc
    assert abs(v) > LIMIT
    with Trace({N: v}):
        x = float_(SymInt(N, v))
        assert type(x) is QuotientFloat and float.__float__(x) == float(v)
        result = OPS[op](x, c)
    assert bool(result) == OPS[op](float(v), c)
    assert evaluate(result.term, {N: w}) == OPS[op](float(w), c), (v, w, c, op)


@given(_pairs(), st.sampled_from([1024 ** 3, 1024 ** 8, 1000 ** 5, 1000 ** 8, 3, 10 ** 30]),
       st.floats(0.0, 1e10))
def test_a_wide_ints_float_over_an_int_constant_is_cpythons(
        pair: tuple[int, int], d: int, c: float) -> None:
    v, w = pair
    with Trace({N: v}):
        q = float_(SymInt(N, v)) / d
        assert float.__float__(q) == float(v) / d
        result = q >= c
    assert bool(result) == (float(v) / d >= c)
    assert evaluate(result.term, {N: w}) == (float(w) / d >= c), (v, w, d, c)
    past = 2 ** 1023 + abs(v) % 2 ** 1000  # 1024 bits: may round to 2**1024 (read)
    with Trace({N: past}):
        x = float_(SymInt(N, past))
    assert type(x) is float and x == float(past)

