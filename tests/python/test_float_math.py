"""gaps20, class 3: ``math.isnan``/``isinf``/``isfinite``/``modf`` of ``float(s)`` for a
symbolic ``s`` are decided without pinning ``s`` (:mod:`strsat.python.float_math`),
checked against CPython: on the input itself, and on any other string where the path's
decisions hold (the result is a function of the path)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.float_decimal import DecimalFloat
from strsat.python.float_math import isfinite, isinf, isnan, modf
from strsat.python.float_parse import float_
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import STRING

S = var("s", STRING)


def _modf(x: Any) -> tuple[str, str]:
    """The parts by their reprs (a zero's sign, NaN): read after the decisions."""
    frac, whole = modf(x)
    return repr(float(frac)), repr(float.__float__(whole))


def _cpython_modf(x: float) -> tuple[str, str]:
    frac, whole = math.modf(x)
    return repr(frac), repr(whole)


OPERATIONS: dict[str, tuple[Callable[[Any], Any], Callable[[float], Any]]] = {
    "isnan": (isnan, math.isnan), "isinf": (isinf, math.isinf),
    "isfinite": (isfinite, math.isfinite), "modf": (_modf, _cpython_modf),
}

_digits = st.text("0123456789", min_size=1, max_size=6)


@st.composite
def literals(draw: st.DrawFn) -> str:
    """Float literals: modelled decimals, integers (modf's exact case), nan and the
    infinities in any case, exponents (overflowing ones too), long numerals, non-ASCII
    digits, and strings float() refuses."""
    kind = draw(st.integers(0, 6))
    sign = draw(st.sampled_from(["", "-", "+"]))
    if kind == 0:
        body = draw(st.sampled_from(["nan", "NaN", "inf", "Infinity", "iNF"]))
    elif kind == 1:
        body = draw(_digits) + draw(st.sampled_from(["e3", "E-2", "e999", "e+400", "e0"]))
    elif kind == 2:
        body = "9" * draw(st.sampled_from([299, 300, 301, 309, 310, 400]))
    elif kind == 3:
        body = draw(st.sampled_from(["\u0661", "\u0663.5", "x", "1_", ""]))
    else:
        body = draw(_digits) + draw(st.sampled_from(["", ".", ".0", ".5", ".25", ".000"]))
    return draw(st.sampled_from(["", " "])) + sign + body + draw(st.sampled_from(["", "\t"]))


def _check(text: str, other: str, name: str) -> None:
    ours, reference = OPERATIONS[name]
    try:
        expected = reference(float(text))
    except ValueError:
        return
    with Trace({S: text}) as trace:
        x = float_(SymStr("s", text))
        got = ours(x)
        assert got == expected and type(got) is type(expected), (text, name)
    assert all(evaluate(d.literal(), {S: text}) for d in trace.decisions), text
    if trace.notes or not all(evaluate(d.literal(), {S: other}) for d in trace.decisions):
        return  # pinned (noted): the path holds the string itself
    again = reference(float(other))
    if name == "modf" and isinstance(x, DecimalFloat):  # the whole part is ``x`` itself
        # (symbolic): on ``other``, other's; a plain float (nan/inf words, literals beyond
        # the decimal model taken as their float under a decision) is the same there
        assert again == (got[0], repr(float(other))), (text, other)
    else:
        assert again == got, (text, other, name)


@pytest.mark.parametrize("name", sorted(OPERATIONS))
@settings(max_examples=100, deadline=None)
@given(text=literals(), other=literals())
def test_the_result_is_cpythons_on_every_input_of_the_path(text: str, other: str,
                                                           name: str) -> None:
    _check(text, other, name)


@pytest.mark.parametrize(("text", "other", "name"), [
    ("1e999", "inf", "isinf"), ("inf", "1e999", "isinf"), ("-0", "0", "modf"),
    ("-3", "3", "modf"), ("2.0", "2.5", "modf"), ("nan", "-NAN", "isnan"),
    ("9" * 310, "9" * 300, "isfinite"), ("12", "1e999", "isfinite"),
])
def test_the_edges(text: str, other: str, name: str) -> None:
    _check(text, other, name)


@pytest.mark.parametrize(("text", "name"), [
    ("12.5", "isnan"), ("12.5", "isinf"), ("12.5", "isfinite"), ("nan", "isnan"),
    ("-inf", "isinf"), ("\u0661\u0662", "isfinite"), ("7", "modf"), ("-0.0", "modf"),
])
def test_decided_without_a_note(text: str, name: str) -> None:
    with Trace({S: text}) as trace:
        OPERATIONS[name][0](float_(SymStr("s", text)))
    assert trace.notes == [], trace.notes


@pytest.mark.parametrize(("text", "name"), [("1e30", "isinf"), ("2.5", "modf")])
def test_beyond_the_model_the_string_is_pinned_with_a_note(text: str, name: str) -> None:
    with Trace({S: text}) as trace:
        OPERATIONS[name][0](float_(SymStr("s", text)))
    assert any("float() of a symbolic str" in n for n in trace.notes), trace.notes


def test_the_infinite_shape_decision_is_the_words_not_an_overflow() -> None:
    """``float("1e999")`` is infinite, but no ``inf`` literal: the layer's own decision
    "float(): infinite" is false on it (it was recorded true before gaps20)."""
    with Trace({S: "1e999"}) as trace:
        float_(SymStr("s", "1e999"))
    assert all(evaluate(d.literal(), {S: "1e999"}) for d in trace.decisions)
