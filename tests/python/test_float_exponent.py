"""Exponent formatting (``e``, ``E``; ``g``, ``G`` and no type with a precision) of
``float(s)`` on the layer (``python/float_exponent.py``, brief floats27 class 2;
``python/float_general.py``, brief floats29 class 1) against CPython: each result on
the literal itself, its term evaluated there, and on another literal wherever the run's
decisions hold (the exponent's walk, the shape, the region)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_float_format import _check, _stepped, chains, literals

from strsat.python import SymStr, Trace
from strsat.python.float_parse import float_
from strsat.python.format_spec import format_value
from strsat.terms import var
from strsat.terms.sorts import STRING

S = var("s", STRING)

#: exponent and general specs: precisions, signs, ``z``, ``#``, widths, fills
specs = st.builds(
    lambda align, sign, z, alt, zero, width, precision, kind:
    f"{align}{sign}{z}{alt}{zero}{width}{precision}{kind}",
    st.sampled_from(["", "<", ">", "^", "=", "*^"]), st.sampled_from(["", "+", "-", " "]),
    st.sampled_from(["", "z"]), st.sampled_from(["", "#"]), st.sampled_from(["", "0"]),
    st.sampled_from(["", "1", "12"]),
    st.sampled_from(["", ".0", ".1", ".2", ".3", ".6", ".12"]),
    st.sampled_from(["e", "E", "g", "G", ""]))


@settings(max_examples=300, deadline=None)
@given(text=literals(), other=literals(), chain=chains, spec=specs)
def test_exponent_format_is_cpythons(text: str, other: str, chain: list[tuple[str, float]],
                                     spec: str) -> None:
    _check(text, other, chain, spec)


@pytest.mark.parametrize(("text", "chain", "spec", "shown"), [
    ("1234.5", [], ".2e", "1.23e+03"), ("0.000123", [], ".3E", "1.230E-04"),
    ("-9.999", [], ".2e", "-1.00e+01"), ("0", [], ".2e", "0.00e+00"),
    ("-0", [], "e", "-0.000000e+00"), ("-0", [], "z.1e", "0.0e+00"),
    ("99950", [], ".3e", "9.995e+04"), ("2.5", [], ".0e", "2e+00"),
    ("0.25", [], ">10.1e", "   2.5e-01"), ("1e-5", [], "+.2e", "+1.00e-05"),
    ("3", [], "#.0e", "3.e+00"), ("1536", [("div", 1024.0)], ".2e", "1.50e+00"),
    ("0.5", [("mul", 1000.0)], "e", "5.000000e+02"), ("7", [], "=+010.1e", "+007.0e+00"),
    # the general types: fixed or exponent by the exponent, trailing zeros dropped
    ("1234.5", [], "g", "1234.5"), ("1234567", [], "g", "1.23457e+06"),
    ("0.0001", [], "g", "0.0001"), ("0.00001", [], "g", "1e-05"), ("-0", [], "g", "-0"),
    ("0", [], "#.3g", "0.00"), ("0", [], "z.3g", "0"), ("12", [], "#g", "12.0000"),
    ("12", [], "#.1g", "1.e+01"), ("9.9999999", [], "g", "10"), ("99999.5", [], ".3G", "1E+05"),
    ("3.14159", [], ".12g", "3.14159"), ("1", [], ".3", "1.0"), ("123", [], ".3", "1.23e+02"),
    ("1.5", [], ".0g", "2"), ("2.5", [], ".0g", "2"), ("-2.5", [], "+010.2g", "-0000002.5"),
    ("2048", [("div", 1024.0)], "g", "2"), ("0.5", [("mul", 1000.0)], ".2g", "5e+02"),
])
def test_modelled_cases(text: str, chain: list[tuple[str, float]], spec: str, shown: str
                        ) -> None:
    """Everyday cases are modelled (not read), and right."""
    got = _check(text, "1", chain, spec)
    assert got is not None and got.value == shown


@pytest.mark.parametrize(("text", "chain", "spec"), [
    ("1e-21", [("mul", 1.0e-3)], ".2e"),  # an exponent past the model's: read
    ("1234.5", [], "015,.2e"),  # grouped zero padding: read
    ("-5", [("add", 5.0)], ".1e"),  # a zero after a sum (IEEE's signed zeros): read
    ("1e-21", [("mul", 1.0e-3)], ".2g"), ("1234.5", [], ",g"), ("-5", [("add", 5.0)], "g"),
])
def test_outside_the_model_is_read(text: str, chain: list[tuple[str, float]], spec: str
                                   ) -> None:
    with Trace({S: text}):
        assert format_value(_stepped(float_(SymStr("s", text)), chain), spec) is None


def test_a_flip_of_the_last_power_asks_for_the_next_exponent() -> None:
    """``format(x, ".1e")`` of ``"950"``: the walk's last decision (``|y| >= 10**3``
    false) flipped holds on ``"1000"`` (the next exponent), not on ``"999"``."""
    from strsat.python.float_exponent import EXPONENT
    from strsat.terms.evaluate import evaluate

    with Trace({S: "950"}) as trace:
        got: Any = format_value(float_(SymStr("s", "950")), ".1e")
    assert got.value == "9.5e+02"
    last = [d for d in trace.decisions if d.what == EXPONENT][-1].flipped()
    assert evaluate(last, {S: "1000"}) and not evaluate(last, {S: "999"})
