"""The integral values of a float quotient of a symbolic int by a constant
(``python/float_quotient.py``, brief survey29: webcolors' ``int(len(value) / 3)``):
``int``, ``math.trunc``/``floor``/``ceil``, ``round`` and ``is_integer`` against CPython,
as values and as terms evaluated on other ints than the run's, and no note."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymBool, SymInt, Trace
from strsat.python.builtins import int_
from strsat.python.float_quotient import LIMIT, QuotientFloat
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import INT

M = var("m", INT)
READS = {"int": int_, "trunc": math.trunc, "floor": math.floor, "ceil": math.ceil,
         "round": round, "is_integer": float.is_integer}
ints = st.one_of(st.integers(-200, 200), st.integers(-LIMIT + 1, LIMIT - 1))
divisors = st.one_of(st.integers(-12, 12).filter(bool),
                     st.integers(-(10 ** 6), 10 ** 6).filter(bool))


def _read(name: str, q: float) -> object:
    """``name`` of ``q`` (the layer's ``int()`` for a symbolic one, CPython's otherwise)."""
    if name == "is_integer":
        return q.is_integer()
    return READS[name](q) if name != "int" or isinstance(q, QuotientFloat) else int(q)


@settings(max_examples=300, deadline=None)
@given(ints, ints, divisors, st.sampled_from(sorted(READS)))
def test_an_integral_read_of_a_quotient_is_cpythons(m: int, other: int, d: int,
                                                    name: str) -> None:
    with Trace({M: m}) as trace:
        got = _read(name, SymInt("m", m) / d)
    assert got == _read(name, m / d)
    if name == "round" and abs(m) >= LIMIT // 2:
        return  # beyond round()'s bound: read (its own test below)
    assert isinstance(got, SymInt | SymBool), (m, d, name)
    assert not trace.notes
    # the term on another int, where the run's decisions (the bounds) hold
    if all(evaluate(dec.literal(), {M: other}) for dec in trace.decisions):
        assert evaluate(got.term, {M: other}) == _read(name, other / d), (other, d, name)


@pytest.mark.parametrize("m", [LIMIT, -LIMIT, LIMIT - 1])
def test_beyond_the_bound_the_value_is_read_with_a_note(m: int) -> None:
    with Trace({M: m}) as trace:
        got = round(SymInt("m", m) / 3) if m != LIMIT - 1 else int_(SymInt("m", m) / 1)
    if m == LIMIT - 1:
        assert isinstance(got, SymInt) and got.value == int(m / 1)
        return
    assert got == round(m / 3) and not isinstance(got, SymInt)
    assert any("read by float.__round__" in n for n in trace.notes), trace.notes


N = var("n", INT)


@settings(max_examples=300, deadline=None)
@given(ints, ints, divisors, st.sampled_from(sorted(READS)), st.booleans())
def test_an_integral_read_of_a_quotient_by_a_symbolic_int_is_cpythons(
        m: int, other: int, d: int, name: str, as_float: bool) -> None:
    """``m / n`` and ``m / float(n)`` (s3transfer's ``ceil(size / float(part))``, brief
    survey30) for a symbolic ``n``: the read is a linear term over ``m`` where ``n`` is
    the run's value (an int of its own elsewhere), no note."""
    from strsat.python.float_parse import float_

    with Trace({M: m, N: d}) as trace:
        n = SymInt("n", d)
        got = _read(name, SymInt("m", m) / (float_(n) if as_float else n))
    assert got == _read(name, m / d)
    if name == "round" and abs(m) >= LIMIT // 2:
        return
    assert isinstance(got, SymInt | SymBool), (m, d, name)
    assert not trace.notes
    values = {M: other, N: d}
    if all(evaluate(dec.literal(), values) for dec in trace.decisions):
        assert evaluate(got.term, values) == _read(name, other / d), (other, d, name)
    assert "a quotient by another divisor" in str(got.term) or name == "is_integer"
