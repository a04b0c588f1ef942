"""``float(s)`` of a decimal literal with a symbolic value (``python/float_decimal.py``)
against CPython: each modelled operation's result on the literal itself, and its term
evaluated on another string where the path's decisions hold (the shapes' edges: signs,
``-0.0``, points without digits on one side, underscores, whitespace, 15 digits, ties of
``round``, literals beyond the model that keep the pinned value)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.builtins import int_
from strsat.python.float_decimal import DecimalFloat, fraction_digits
from strsat.python.float_parse import float_
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import STRING

S = var("s", STRING)

_digits = st.text("0123456789", min_size=1, max_size=9)


@st.composite
def literals(draw: st.DrawFn) -> str:
    """Decimal literals (most of them modelled), sometimes with an exponent, too many
    digits, an underscore, whitespace, or a character that makes ``float()`` raise."""
    whole = draw(st.one_of(st.just(""), _digits))
    frac = draw(st.one_of(st.just(""), _digits))
    point = draw(st.booleans()) or not whole
    if not whole and not frac:
        whole = "0"
    if draw(st.integers(0, 5)) == 0:  # leading zeros: no significant digits
        whole = "0" * draw(st.integers(1, 30)) + whole
    if draw(st.integers(0, 5)) == 0 and len(whole) > 1:
        at = draw(st.integers(1, len(whole) - 1))
        whole = whole[:at] + "_" + whole[at:]
    text = draw(st.sampled_from(["", "-", "+"])) + whole + ("." + frac if point else "")
    if draw(st.integers(0, 6)) == 0:
        text += draw(st.sampled_from(["e3", "E-2", "x", "1234567890123456", "_"]))
    space = draw(st.sampled_from(["", " ", "\t", "\u3000"]))
    return space + text + draw(st.sampled_from(["", " "]))


#: constants near the literals' values, and any finite float
constants = st.one_of(st.sampled_from([0.0, -0.0, 0.5, 1.0, 0.1, 0.3, 1.5, 2.5, 100.0,
                                       99.99, -1.0, 1e15, 0.05, 1e-9, 123.456]),
                      st.floats(allow_nan=False, allow_infinity=False))

#: the operations under test, each ``(x, c) -> result``
OPERATIONS: dict[str, Callable[[Any, float], Any]] = {
    "lt": lambda x, c: x < c, "le": lambda x, c: x <= c, "gt": lambda x, c: x > c,
    "ge": lambda x, c: x >= c, "eq": lambda x, c: x == c, "ne": lambda x, c: x != c,
    "int": lambda x, c: int_(x), "floor": lambda x, c: math.floor(x),
    "ceil": lambda x, c: math.ceil(x), "trunc": lambda x, c: math.trunc(x),
    "round": lambda x, c: round(x), "is_integer": lambda x, c: x.is_integer(),
    "bool": lambda x, c: bool(x), "int_eq": lambda x, c: x == int_(x),
    "int_lt": lambda x, c: int_(x) < x, "int_ne": lambda x, c: int_(x) != x,
    "mul": lambda x, c: x * 1024 > c, "rmul": lambda x, c: -0.25 * x <= c,
    "div": lambda x, c: x / 8 < c, "neg": lambda x, c: -x >= c,
    "abs": lambda x, c: abs(x) > c, "pos": lambda x, c: +x == c,
    "percent": lambda x, c: x / 100 <= c, "millis": lambda x, c: x * 1000 > c,
    "offset": lambda x, c: x + 0.1 == c, "complement": lambda x, c: 1 - x < c,
    "chain": lambda x, c: (x * 60 + 30) / 7 >= c, "negated": lambda x, c: -(x * 3) != c,
    "bool_of_sum": lambda x, c: bool(x - 2.5), "neg_factor": lambda x, c: x * -1.5 > c,
    "int_minus": lambda x, c: x - 3 < c, "tiny": lambda x, c: x / 1e300 > c,
    "ratio_num": lambda x, c: x.as_integer_ratio()[0],
    "ratio_den": lambda x, c: (x * 4).as_integer_ratio()[1],
}
#: CPython's int() of a float, for the reference run
_REFERENCE = {"int": lambda x, c: int(x), "int_eq": lambda x, c: x == int(x),
              "int_lt": lambda x, c: int(x) < x, "int_ne": lambda x, c: int(x) != x}


def _reference(name: str, text: str, c: float) -> Any:
    return _REFERENCE.get(name, OPERATIONS[name])(float(text), c)


@pytest.mark.parametrize("name", sorted(OPERATIONS))
@settings(max_examples=80, deadline=None)
@given(text=literals(), other=literals(), c=constants)
def test_the_value_and_its_terms_are_cpythons(text: str, other: str, c: float, name: str
                                              ) -> None:
    _check(text, other, c, name)


#: the shapes' edges: -0.0, ties of round(), 15 digits, underscores, double rounding
EDGES = [("-0.0", "0.0", 0.0, "lt"), ("2.5", "3.5", 0.0, "round"),
         ("-2.5", "0.5", 0.0, "round"), ("0.1", "0.10", 0.1, "eq"),
         ("999999999999999", "99999999.9999999", 1e15, "ge"), ("1_0.5", "10.5", 10.5, "eq"),
         ("0.1", "0.2", 0.30000000000000004, "offset"), ("0.29", "0.3", 29.0, "millis"),
         ("2", "0.5", -1.0, "neg_factor"), ("3", "1", 0.5, "complement"),
         ("0000000000000000000000000001.5", "000000000000000000000999999999999999", 1e15,
          "ge"), ("000000000000000000000000000000", "0.0", 0.0, "int_eq"),
         ("\t+000000000000000000000000000000000000", "-0", 0.0, "int")]


@pytest.mark.parametrize(("text", "other", "c", "name"), EDGES)
def test_the_edges_of_the_shapes(text: str, other: str, c: float, name: str) -> None:
    _check(text, other, c, name)


def _check(text: str, other: str, c: float, name: str) -> None:
    try:
        expected = _reference(name, text, c)
    except ValueError:
        with Trace({S: text}), pytest.raises(ValueError):
            float_(SymStr("s", text))
        return
    with Trace({S: text}) as trace:
        x = float_(SymStr("s", text))
        assert isinstance(x, DecimalFloat) == (fraction_digits(text) is not None), text
        got = OPERATIONS[name](x, c)
        assert getattr(got, "value", got) == expected and type(
            getattr(got, "value", got)) is type(expected), (text, name, c)
    # the decisions as recorded hold on the input itself (the shape's term agrees)
    assert all(evaluate(d.literal(), {S: text}) for d in trace.decisions), text
    term = getattr(got, "term", None)
    if term is not None:  # the term on the input itself
        assert evaluate(term, {S: text}) == expected, (text, name, c)
    # on another string where the path's decisions hold, the terms are CPython's there
    if not all(evaluate(d.literal(), {S: other}) for d in trace.decisions):
        return
    again = _reference(name, other, c)  # the path says it does not raise
    if term is not None:
        assert evaluate(term, {S: other}) == again, (text, other, name, c)
    else:  # a plain result on this path: the same on every input of it
        assert got == again, (text, other, name, c)


def test_literals_beyond_the_model_keep_the_pinned_value_with_a_note() -> None:
    # (longer literals of the model's shapes and other scripts' digits are their float
    # under a decision: tests/python/test_float_beyond_model.py)
    for text in ("1e30", "0.123456789", "1234567890.123456789", "1e-21"):
        with Trace({S: text}) as trace:
            x = float_(SymStr("s", text))
            assert not isinstance(x, DecimalFloat)
            assert (x < 1) is (float(text) < 1)
        assert any("float() of a symbolic str" in n for n in trace.notes), (text, trace.notes)


def test_a_read_value_pins_the_string_with_a_note() -> None:
    with Trace({S: "1.25"}) as trace:
        x = float_(SymStr("s", "1.25"))
        assert isinstance(x, DecimalFloat)
        assert x < 2 and trace.notes == []
        assert x * 3 - 0.5 > 3 and trace.notes == []  # steps with constants
        assert x * x == 1.5625  # a product of two symbolic floats: read
    assert any("float() of a symbolic str" in n and "float.__mul__" in n
               for n in trace.notes), trace.notes


def test_a_branch_on_the_value_is_a_condition_on_the_literals_shape() -> None:
    """``x != int(x)`` on ``"3"`` is a condition another literal (``"3.5"``) flips."""
    with Trace({S: "3"}) as trace:
        x = float_(SymStr("s", "3"))
        assert not bool(x != int_(x))
    last = trace.decisions[-1].flipped()
    assert evaluate(last, {S: "3.5"}) and evaluate(last, {S: "-.5"})
    assert not evaluate(last, {S: "3.0"}) and not evaluate(last, {S: "7"})
