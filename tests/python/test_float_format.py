"""Fixed-point formatting and ``repr`` of ``float(s)`` on the layer
(``python/float_format.py``) against CPython: each result on the literal itself, its term
evaluated there, and on another literal wherever the run's decisions hold."""

from __future__ import annotations

import math
from typing import Any

import pytest
from float_literals import mantissa
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.float_format import format_float, formattable
from strsat.python.float_parse import float_
from strsat.python.format_spec import format_value
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import STRING

S = var("s", STRING)
_digits = st.text("0123456789", min_size=1, max_size=6)


@st.composite
def literals(draw: st.DrawFn) -> str:
    """Decimal literals: signs, leading and trailing zeros, an exponent now and then."""
    text = mantissa(draw, _digits)
    if draw(st.integers(0, 5)) == 0:
        text += "e" + str(draw(st.integers(-6, 6)))
    return draw(st.sampled_from(["", " "])) + text


#: fixed-point specs: precisions, signs, ``z``, ``#``, widths, fills, grouping, ``%``;
#: no type (``repr``'s digits, with a precision ``g``'s: brief floats29)
specs = st.builds(
    lambda align, sign, z, alt, zero, width, grouping, precision, kind:
    f"{align}{sign}{z}{alt}{zero}{width}{grouping}{precision}{kind}",
    st.sampled_from(["", "<", ">", "^", "=", "*^", "x="]), st.sampled_from(["", "+", "-", " "]),
    st.sampled_from(["", "z"]), st.sampled_from(["", "#"]), st.sampled_from(["", "0"]),
    st.sampled_from(["", "1", "8", "12"]), st.sampled_from(["", ",", "_"]),
    st.sampled_from(["", ".0", ".1", ".2", ".3", ".6"]), st.sampled_from(["f", "F", "%", ""]))
chains = st.lists(st.tuples(st.sampled_from(["mul", "div", "add"]),
                            st.sampled_from([1024.0, 1000.0, 100.0, 0.5, 3.0, 1.5, 60.0])),
                  max_size=2)


def _stepped(x: Any, chain: list[tuple[str, float]]) -> Any:
    for op, c in chain:
        x = x * c if op == "mul" else x / c if op == "div" else x + c
    return x


def _check(text: str, other: str, chain: list[tuple[str, float]], spec: str) -> Any:
    expected = format(_stepped(float(text), chain), spec)
    with Trace({S: text}) as trace:
        x = _stepped(float_(SymStr("s", text)), chain)
        got = format_value(x, spec) if formattable(x) else None
    if got is None:
        return None
    assert got.value == expected, (text, chain, spec)
    assert evaluate(got.term, {S: text}) == expected, (text, chain, spec)
    assert all(evaluate(d.literal(), {S: text}) for d in trace.decisions), text
    if all(evaluate(d.literal(), {S: other}) for d in trace.decisions):
        again = format(_stepped(float(other), chain), spec)
        assert evaluate(got.term, {S: other}) == again, (text, other, chain, spec)
    return got


@settings(max_examples=300, deadline=None)
@given(text=literals(), other=literals(), chain=chains, spec=specs)
def test_fixed_point_is_cpythons(text: str, other: str, chain: list[tuple[str, float]],
                                 spec: str) -> None:
    try:
        format(1.0, spec)
    except ValueError:  # CPython refuses the spec: the layer raises the same
        with Trace({S: text}), pytest.raises(ValueError):
            format_value(float_(SymStr("s", text)), spec)
        return
    _check(text, other, chain, spec)


@settings(max_examples=300, deadline=None)
@given(text=literals(), other=literals())
def test_repr_is_cpythons(text: str, other: str) -> None:
    _check(text, other, [], "")


@pytest.mark.parametrize(("text", "chain", "spec", "shown"), [
    ("2560", [("div", 1024.0)], ".1f", "2.5"), ("1234.5", [], ",.2f", "1,234.50"),
    ("-0.001", [], ".2f", "-0.00"), ("-0.001", [], "z.2f", "0.00"), ("0.125", [], ".1%", "12.5%"),
    ("1.5", [], "+08.3f", "+001.500"), ("12.25", [], "", "12.25"), ("-0", [], "", "-0.0"),
    ("100", [], "", "100.0"), ("0.0001", [], "", "0.0001"), ("7", [], "#.0f", "7."),
    ("3", [("mul", 1.5)], "^9.2f", "  4.50   "), ("12", [], "x<7.1f", "12.0xxx"),
    ("1234567.25", [], ",", "1,234,567.25"), ("-1234", [], "_", "-1_234.0"),
    ("12.5", [], "*>8,", "****12.5"), ("-0", [], "z,", "0.0"), ("5", [], "+#", "+5.0"),
    ("-0", [("div", 1024.0)], ".1f", "-0.0"), ("0", [("mul", 3.0)], ".1f", "0.0"),
    ("256", [("div", 1024.0)], ".1f", "0.2"), ("-2.5", [], ".0f", "-2"), ("0.375", [], ".2f",
                                                                            "0.38"),
])
def test_modelled_cases(text: str, chain: list[tuple[str, float]], spec: str, shown: str
                        ) -> None:
    """Everyday cases are modelled (not read), and right."""
    got = _check(text, "1", chain, spec)
    assert got is not None and got.value == shown


@pytest.mark.parametrize(("text", "chain", "spec"), [
    ("0.00001", [], ""),  # repr writes an exponent: read
    ("2.675", [], ".2f"),  # a tie in decimal, not in binary: too close to call, read
    ("-5", [("add", 5.0)], ".1f"),  # a zero after a sum (IEEE's signed zeros): read
    ("1234.5", [], "010,.2f"),  # zero padding with grouping: read
])
def test_outside_the_model_is_read(text: str, chain: list[tuple[str, float]], spec: str
                                   ) -> None:
    """Where the model does not hold, None: the caller reads the value (noted)."""
    with Trace({S: text}):
        x = _stepped(float_(SymStr("s", text)), chain)
        assert format_value(x, spec) is None
    assert math.isfinite(float(text))


def test_format_float_refuses_other_types() -> None:
    with Trace({S: "1.5"}):
        x = float_(SymStr("s", "1.5"))
        assert format_float(x, ".3n") is None  # (the locale's: not modelled)
        # (e, E: test_float_exponent.py; g, G: test_float_general.py)


@pytest.mark.parametrize("chain", [[], [("div", 1024.0)], [("add", 1.5)]])
def test_a_decimal_float_compared_with_itself_is_a_constant(chain: list[tuple[str, float]]
                                                            ) -> None:
    """``x != x``, ``x == inf`` (json's tests before ``repr``): CPython's answers, nothing
    read."""
    with Trace({S: "12.5"}) as trace:
        x = _stepped(float_(SymStr("s", "12.5")), chain)
        answers = [x == x, x != x, x < x, x <= x, x > x, x >= x,  # noqa: PLR0124
                   x == math.inf, x < math.inf, x > -math.inf, x != math.nan, x == math.nan]
        assert formattable(x)
    assert answers == [True, False, False, True, False, True, False, True, True, True, False]
    assert not trace.notes
