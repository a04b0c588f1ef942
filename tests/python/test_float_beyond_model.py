"""``float(s)`` of literals beyond the decimal model (issue 38, brief floats27 class 1).

``nan``/``inf``/``infinity`` words (any case, either sign, whitespace around): the
layer's decisions "float(): nan", "float(): infinite" and "float(): negative" fix the
value, so it is a plain float, read without a pin. Checked against CPython: each read's
value *and* exception type (``int(inf)`` raises ``OverflowError``, ``int(nan)``
``ValueError``), IEEE's ``nan`` comparisons, and that every other string on the path
(the decisions as recorded) gives the same result.

Decimal literals of more significant digits: one decision, the correctly rounded value of
the literal's digits is the run's float; literals of other scripts' digits: one regular
decision, the same string up to each digit's script.  Every string on which the path's
decisions hold has that float (bit for bit, a zero's sign included). Leading zeros count
no digit (the decimal model takes ``"0000000000000000000001.5"``;
``tests/python/test_float_decimal.py``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.builtins import int_
from strsat.python.float_math import isfinite, isinf, isnan
from strsat.python.float_parse import PendingFloat, float_
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import STRING

S = var("s", STRING)


@st.composite
def specials(draw: st.DrawFn) -> str:
    """A special word in mixed case, a sign, whitespace float() strips."""
    word = draw(st.sampled_from(["nan", "inf", "infinity"]))
    word = "".join(c.upper() if draw(st.booleans()) else c for c in word)
    space = st.sampled_from(["", " ", "\t", "\u3000", "\x85"])
    return draw(space) + draw(st.sampled_from(["", "-", "+"])) + word + draw(space)


#: reads of the value, each ``x -> result`` (``int``: the layer's own ``int()``)
READS: dict[str, Callable[[Any], Any]] = {
    "abs": abs, "neg": lambda x: -x, "self_ne": lambda x: x != x,
    "self_eq": lambda x: x == x, "eq_inf": lambda x: x == math.inf,
    "lt": lambda x: x < 0, "gt_big": lambda x: x > 1e308, "le": lambda x: x <= -1e308,
    "eq_int": lambda x: x == 1, "int": int_, "round": round, "floor": math.floor,
    "ceil": math.ceil, "isnan": isnan, "isinf": isinf, "isfinite": isfinite,
    "repr": repr, "str": str, "format": lambda x: f"{x:>8.2f}", "sign": lambda x:
    math.copysign(1.0, x), "bool": bool, "mul": lambda x: x * 0,
    "ratio": lambda x: x.as_integer_ratio(), "is_integer": lambda x: x.is_integer()}


def _outcome(read: Callable[[Any], Any], x: Any) -> tuple[str, Any]:
    try:
        got = read(x)
    except (ValueError, OverflowError) as exc:
        return type(exc).__name__, str(exc)
    value = getattr(got, "value", got)
    return type(value).__name__, "nan" if isinstance(value, float) and value != value \
        else value


def _reference(name: str, text: str) -> tuple[str, Any]:
    reference = {"int": int, "isnan": math.isnan, "isinf": math.isinf,
                 "isfinite": math.isfinite}.get(name, READS[name])
    return _outcome(reference, float(text))


@pytest.mark.parametrize("name", sorted(READS))
@settings(max_examples=40, deadline=None)
@given(text=specials(), other=specials())
def test_special_words_are_read_as_cpython_without_a_pin(name: str, text: str, other: str
                                                         ) -> None:
    with Trace({S: text}) as trace:
        x = float_(SymStr("s", text))
        assert not isinstance(x, PendingFloat), text
        got = _outcome(READS[name], x)
    assert got == _reference(name, text), (text, name)
    assert trace.notes == [], trace.notes
    assert all(evaluate(d.literal(), {S: text}) for d in trace.decisions), text
    # on another word where the path's decisions hold the result is the same
    if all(evaluate(d.literal(), {S: other}) for d in trace.decisions):
        assert _reference(name, other) == got, (text, other, name)


def test_the_words_classes_are_the_decisions() -> None:
    """``"-NaN"`` and ``" nan"`` differ on the decision "negative" (the sign bit: CPython's
    ``copysign``), ``"inf"`` and ``"Infinity "`` share every decision."""
    with Trace({S: "-NaN"}) as trace:
        float_(SymStr("s", "-NaN"))
    assert not all(evaluate(d.literal(), {S: " nan"}) for d in trace.decisions)
    with Trace({S: "inf"}) as trace:
        float_(SymStr("s", "inf"))
    assert all(evaluate(d.literal(), {S: "Infinity "}) for d in trace.decisions)
    assert not all(evaluate(d.literal(), {S: "1e999"}) for d in trace.decisions)


@st.composite
def long_literals(draw: st.DrawFn) -> str:
    """Literals of 14 to 40 significant digits near one another, sometimes a point, an
    exponent, a sign, leading zeros."""
    digits = draw(st.text("0123456789", min_size=14, max_size=40))
    if draw(st.booleans()):  # near a power of ten, or of two
        digits = draw(st.sampled_from(["9" * 17, "1" + "0" * 16, "9007199254740993",
                                       "18014398509481985", "123456789012345678"])) + \
            draw(st.text("0123456789", max_size=3))
    at = draw(st.integers(1, len(digits)))
    frac = digits[at:][:draw(st.integers(0, 9))]
    text = "0" * draw(st.integers(0, 3)) + digits[:at] + ("." + frac if frac or
                                                            draw(st.booleans()) else "")
    if draw(st.integers(0, 3)) == 0:
        text += draw(st.sampled_from(["e5", "E-3", "e+20", "e-21", "e0"]))
    return draw(st.sampled_from(["", "-", "+"])) + text


@st.composite
def wide_literals(draw: st.DrawFn) -> str:
    """Literals of other scripts' digits (Arabic-Indic, Devanagari, fullwidth) mixed with
    ASCII ones, at most 17 digits."""
    digits = draw(st.text("0159\u0660\u0661\u0665\u0669\u0966\u096f\uff10\uff11\uff19",
                          min_size=1, max_size=17))
    at = draw(st.integers(0, len(digits)))
    whole, frac = digits[:at], digits[at:]
    text = whole + ("." + frac if frac or not whole or draw(st.booleans()) else "")
    if text == ".":
        text = "\u0660"
    if draw(st.integers(0, 3)) == 0:
        text += draw(st.sampled_from(["e5", "E-3", "e0"]))
    space = st.sampled_from(["", " ", "\u3000"])
    return draw(space) + draw(st.sampled_from(["", "-", "+"])) + text + draw(space)


CONSTANTS = st.sampled_from([0.0, 1.0, 0.5, 1e16, 1.2345678901234568e17, 9007199254740992.0,
                             1e20, -1e16, -1.0, 159.0])


@settings(max_examples=150, deadline=None)
@given(text=long_literals(), other=long_literals(), c=CONSTANTS)
def test_long_literals_are_their_value_under_one_decision(text: str, other: str, c: float
                                                          ) -> None:
    _check_value(text, other, c)


@settings(max_examples=150, deadline=None)
@given(text=wide_literals(), other=wide_literals(), c=CONSTANTS)
def test_other_scripts_literals_are_their_value_under_one_decision(text: str, other: str,
                                                                   c: float) -> None:
    _check_value(text, other, c)


def _check_value(text: str, other: str, c: float) -> None:
    expected = float(text)
    with Trace({S: text}) as trace:
        x = float_(SymStr("s", text))
        got = (x < c, x == c, int_(x) if x == x else None)
    assert got == (expected < c, expected == c, int(expected)), text
    assert all(evaluate(d.literal(), {S: text}) for d in trace.decisions), text
    if not isinstance(x, PendingFloat):  # modelled: no note; the class is exact
        assert not any("float()" in n for n in trace.notes), trace.notes
        for near in (other, *_neighbours(text)):  # on the path: the same float
            if all(evaluate(d.literal(), {S: near}) for d in trace.decisions):
                assert math.copysign(1.0, float(near)) == math.copysign(1.0, expected) \
                    and float(near) == expected, (text, near)


def _neighbours(text: str) -> list[str]:
    """``text`` with one ASCII digit changed by one (each place), with a leading zero
    (ASCII, Arabic-Indic), and with its digits written in other scripts."""
    core = text.strip().lstrip("+-")
    out = [text.replace(core, "0" + core, 1), text.replace(core, "\u0660" + core, 1),
           "".join(chr(0xFF10 + int(c)) if c.isdecimal() else c for c in text),
           "".join(chr(0x0660 + int(c)) if c.isdecimal() else c for c in text)]
    for i, c in enumerate(text):
        if c.isdigit():
            out += [text[:i] + str((int(c) + step) % 10) + text[i + 1:] for step in (1, 9)]
    return out


def test_a_long_literal_is_modelled_and_another_value_flips_it() -> None:
    text = "123456789012345678901"
    with Trace({S: text}) as trace:
        x = float_(SymStr("s", text))
        assert x > 1e20 and trace.notes == []
    last = trace.decisions[-1].flipped()
    assert evaluate(last, {S: "123456789012345678"})  # another value
    assert not evaluate(last, {S: "123456789012345678900"})  # the same float
