"""Numbers parsed from a symbolic string and then computed with (``python/float_steps.py``,
the exponents of ``python/float_decimal.py``, ``modf`` and ``float(int)``; brief
numbers22) against CPython: each result on the literal itself, and its term evaluated on
another literal where the path's decisions hold."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from float_literals import mantissa
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.builtins import int_
from strsat.python.float_math import modf
from strsat.python.float_parse import float_
from strsat.python.float_steps import error_bound, exact_steps, linear
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import STRING

S = var("s", STRING)

_digits = st.text("0123456789", min_size=1, max_size=7)


@st.composite
def literals(draw: st.DrawFn) -> str:
    """Decimal literals, many with an exponent (``e``/``E``, signs, leading zeros, an
    underscore), some beyond the model (long, a large exponent, another script)."""
    text = mantissa(draw, _digits)
    if draw(st.booleans()):
        e = draw(st.integers(-25, 25))
        digits = draw(st.sampled_from(["", "0", "00"])) + str(abs(e))
        if len(digits) > 1 and draw(st.integers(0, 4)) == 0:
            digits = digits[0] + "_" + digits[1:]
        text += draw(st.sampled_from("eE")) + ("-" if e < 0 else draw(
            st.sampled_from(["", "+"]))) + digits
    if draw(st.integers(0, 8)) == 0:
        text = draw(st.sampled_from(["1234567890123456", "\u0661.5", "1e400"]))
    return draw(st.sampled_from(["", " "])) + text


#: constants of everyday code: units, scales, halves, thirds, and any float
constants = st.one_of(st.sampled_from([0.5, 3.0, 100.0, 1000.0, 1024.0, 16384.0, 0.1, 2.5,
                                       60.0, -1.5, 1e-3, 255.0, 7.0, 0.01, 1e6, 3600.0]),
                      st.floats(-1e6, 1e6, allow_nan=False).filter(lambda c: c != 0.0))
#: a chain of steps: ``(op, c)``
chains = st.lists(st.tuples(st.sampled_from(["add", "sub", "rsub", "mul", "div"]), constants),
                  min_size=1, max_size=3)


_APPLY: dict[str, Callable[[Any, float], Any]] = {
    "add": lambda x, c: x + c, "sub": lambda x, c: x - c, "rsub": lambda x, c: c - x,
    "mul": lambda x, c: x * c, "div": lambda x, c: x / c}


def _stepped(x: Any, chain: list[tuple[str, float]]) -> Any:
    for op, c in chain:
        x = _APPLY[op](x, c)
    return x


#: the operations under test, ``(y, x, I, M) -> result`` for the stepped value ``y``, the
#: literal's ``x``, ``int`` and ``math.modf`` (the layer's or CPython's)
OPERATIONS: dict[str, Callable[[Any, Any, Any, Any], Any]] = {
    "floor": lambda y, x, I, M: math.floor(y), "ceil": lambda y, x, I, M: math.ceil(y),
    "trunc": lambda y, x, I, M: math.trunc(y), "int": lambda y, x, I, M: I(y),
    "round": lambda y, x, I, M: round(y), "is_integer": lambda y, x, I, M: y.is_integer(),
    "half_up": lambda y, x, I, M: math.floor(y + 0.5),
    "ge_int": lambda y, x, I, M: y >= I(x), "gt_int": lambda y, x, I, M: y > I(x) * 2,
    "eq_int": lambda y, x, I, M: y == I(x), "lt_int": lambda y, x, I, M: I(x) - 3 < y,
    "modf_whole": lambda y, x, I, M: M(y)[1] >= 2.0,
    "modf_value": lambda y, x, I, M: M(y)[1], "float_int": lambda y, x, I, M: float_(
        I(x)) * 2.5 > 7.0 if I is int_ else float(I(x)) * 2.5 > 7.0,
}


def _reference(name: str, text: str, chain: list[tuple[str, float]]) -> Any:
    x = float(text)
    return OPERATIONS[name](_stepped(x, chain), x, int, math.modf)


def _same(got: Any, expected: Any) -> bool:
    if isinstance(expected, float) and math.isnan(expected):
        return math.isnan(got)
    return bool(got == expected and type(got) is type(expected) and (
        not isinstance(expected, float) or math.copysign(1, got) == math.copysign(1, expected)))


def _check(text: str, other: str, chain: list[tuple[str, float]], name: str) -> None:
    try:
        expected = _reference(name, text, chain)
    except (ValueError, OverflowError, ZeroDivisionError) as exc:
        with Trace({S: text}), pytest.raises(type(exc)):
            x = float_(SymStr("s", text))
            OPERATIONS[name](_stepped(x, chain), x, int_, modf)
        return
    with Trace({S: text}) as trace:
        x = float_(SymStr("s", text))
        got = OPERATIONS[name](_stepped(x, chain), x, int_, modf)
        plain = getattr(got, "value", float.__float__(got) if isinstance(got, float) else got)
        assert _same(plain, expected), (text, chain, name, plain, expected)
    assert all(evaluate(d.literal(), {S: text}) for d in trace.decisions), text
    term = getattr(got, "term", None)
    if term is not None:
        assert evaluate(term, {S: text}) == expected, (text, name)
    if not all(evaluate(d.literal(), {S: other}) for d in trace.decisions):
        return
    again = _reference(name, other, chain)  # the path says it does not raise
    if term is not None:
        assert evaluate(term, {S: other}) == again, (text, other, chain, name)
    elif type(got) in (bool, int, float):  # a plain result: the same on the whole path
        assert _same(got, again), (text, other, chain, name)


@pytest.mark.parametrize("name", sorted(OPERATIONS))
@settings(max_examples=60, deadline=None)
@given(text=literals(), other=literals(), chain=chains)
def test_stepped_values_are_cpythons(text: str, other: str, chain: list[tuple[str, float]],
                                     name: str) -> None:
    _check(text, other, chain, name)


#: exact integers, near-integers of rounding, ties, exponents, zeros' signs
EDGES = [("1.15", "1.25", [("mul", 100.0)], "floor"), ("2.5", "3.5", [("mul", 1024.0)], "int"),
         ("1.15", "2.15", [("mul", 100.0)], "round"), ("0.5", "1.5", [("mul", 16384.0),
                                                                      ("add", 0.5)], "floor"),
         ("-0.5", "-1.5", [("mul", 3.0)], "trunc"), ("1.5", "2.5", [("mul", 2.0)], "is_integer"),
         ("2.5E-4", "1e-4", [("mul", 1e4)], "ceil"), ("1e3", "2E3", [("div", 8.0)], "round"),
         ("-0.25", "0.25", [("mul", 4.0)], "modf_value"), ("0", "0.0", [("mul", -1.0)],
                                                            "modf_value"),
         ("-0.5", "-0.75", [("add", 0.0), ("mul", 1.0)], "modf_value"),
         ("7", "12.5", [("mul", 1.0)], "float_int"), ("1e0_1", "1e01", [("sub", 3.0)], "ge_int")]


@pytest.mark.parametrize(("text", "other", "chain", "name"), EDGES)
def test_the_edges(text: str, other: str, chain: list[tuple[str, float]], name: str) -> None:
    _check(text, other, chain, name)


@settings(max_examples=300, deadline=None)
@given(n=st.integers(-10 ** 9, 10 ** 9), k=st.integers(0, 8), chain=chains)
def test_the_error_bound_holds(n: int, k: int, chain: list[tuple[str, float]]) -> None:
    """``|y - R| <= E`` for CPython's ``y`` and the exact ``R``; an exact chain is exact."""
    q = Fraction(n, 10 ** k)
    try:
        y = _stepped(float(q), chain)
    except (OverflowError, ZeroDivisionError):
        return
    if not math.isfinite(y):
        return
    alpha, beta = linear(tuple((("sub", c, True) if op == "rsub" else
                                ({"div": "truediv"}.get(op, op), c, False)) for op, c in chain))
    r = alpha * q + beta
    q_max = 2 ** max(0, abs(int(q)).bit_length())
    steps = tuple((("sub", c, True) if op == "rsub" else ({"div": "truediv"}.get(op, op), c,
                                                            False)) for op, c in chain)
    assert abs(Fraction(y) - r) <= error_bound(steps, Fraction(q_max))
    if n % 5 ** k == 0 and exact_steps(steps, k, q_max):
        assert Fraction(y) == r
