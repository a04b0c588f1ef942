"""Numbers parsed from a symbolic string and then computed with stay symbolic (issue 38,
brief numbers22): ``floor(v * 16384 + 0.5)``, ``int(float(s) * unit)`` with the unit
looked up by a symbolic key, ``round(p / 100 * 255)``, ``math.modf`` and
``is_integer`` after arithmetic, exponents in the literal, and a comparison with a
symbolic int.  On 2533703 each of these read the value (the string pinned, noted), so
the explorer missed the outcomes that need another number."""

from __future__ import annotations

import math
import os

import pytest

from explore.helpers import HERE
from strsat.explore import explore_file
from strsat.python import SymStr, Trace
from strsat.python.builtins import int_
from strsat.python.float_decimal import OPERAND, DecimalFloat
from strsat.python.float_math import modf
from strsat.python.float_parse import float_
from strsat.python.values import SymBool, SymInt
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import INT, STRING

PROGRAM = os.path.join(HERE, "numbers22_programs.py")
PINNED = "float() of a symbolic str"
S = var("s", STRING)


def _explore(function: str, paths: int = 40, check_timeout: float = 300.0
             ) -> tuple[set[object], list[str]]:
    result = explore_file(PROGRAM, function, timeout=None, check_timeout=check_timeout,
                          max_paths=paths, coverage=False)
    values = {e.value for e in result.examples}
    ascii_notes = [n for e in result.examples if str(e.args[0]).isascii() for n in e.notes
                   if PINNED in n]
    return values, ascii_notes


@pytest.mark.slow
def test_a_fixed_point_conversion_reaches_each_side_without_pins() -> None:
    values, _ = _explore("to_fixed")
    assert {"over one", "negative", "one half", "fraction"} <= values


@pytest.mark.slow
def test_a_percentage_scaled_to_a_channel_reaches_each_side() -> None:
    values, _ = _explore("channel")
    assert {"clipped", "dark", "light"} <= values


@pytest.mark.slow
def test_a_ratio_against_a_symbolic_int_is_decided() -> None:
    values, notes = _explore("percent_of")
    assert {"over", "equal", "under"} <= values


def _trace(text: str, run: object) -> tuple[object, Trace]:
    with Trace({S: text}) as trace:
        got = run(float_(SymStr("s", text)))  # type: ignore[operator]
    return got, trace


@pytest.mark.parametrize(("text", "run", "other"), [
    ("1.25", lambda x: math.floor(x * 16384 + 0.5), "0.75"),  # fontTools' otRound
    ("2.5", lambda x: int_(x * 1024), "3.5"),  # an exact product: R is an integer
    ("40", lambda x: round(x / 100 * 255), "60"),  # a channel from a percentage
    ("1.5", lambda x: math.ceil(x * 60), "2.25"),
    ("2.5E-4", lambda x: math.floor(x * 1e6 + 0.5), "7.5e-4"),  # an exponent
    ("-3", lambda x: math.trunc(x * 0.5 - 1), "-7"),
])
def test_integer_results_of_steps_are_symbolic(text: str, run: object, other: str) -> None:
    got, trace = _trace(text, run)
    assert isinstance(got, SymInt) and not trace.notes, trace.notes
    assert all(evaluate(d.literal(), {S: other}) for d in trace.decisions), other
    reference = run(float(other))  # type: ignore[operator]
    assert evaluate(got.term, {S: other}) == reference


def test_is_integer_after_steps_is_a_condition() -> None:
    got, trace = _trace("1.5", lambda x: (x * 2).is_integer())
    assert isinstance(got, SymBool) and got.value is True and not trace.notes
    assert evaluate(got.term, {S: "2.5"}) is True
    assert all(evaluate(d.literal(), {S: "0.75"}) for d in trace.decisions)
    assert evaluate(got.term, {S: "0.75"}) is False


def test_a_literal_near_an_integer_after_steps_is_read_with_a_note() -> None:
    """``1.15 * 100`` is ``114.99999999999999``: beyond the region, the value is read."""
    got, trace = _trace("1.15", lambda x: math.floor(x * 100))
    assert got == 114 and type(got) is int
    assert any(PINNED in n for n in trace.notes)


def test_modf_keeps_the_integral_part_symbolic() -> None:
    with Trace({S: "-2.5"}) as trace:
        frac, whole = modf(float_(SymStr("s", "-2.5")) * 2 + 0.5)
        assert float.__float__(whole) == -4.0 and float.__float__(frac) == -0.5
        at_least = whole >= -5.0
        assert isinstance(at_least, SymBool) and not trace.notes
        assert frac < 0  # the fractional part is read: the string pinned, noted
    assert evaluate(at_least.term, {S: "-3.25"}) is False
    assert any(PINNED in n for n in trace.notes)


def test_exponent_literals_are_modelled() -> None:
    for text in ("1e3", "2.5E-4", "-1_0e+0_2", " 7e0 "):
        got, trace = _trace(text, lambda x: x)
        assert isinstance(got, DecimalFloat), text
        assert float.__float__(got) == float(text)  # type: ignore[arg-type]


def test_a_unit_looked_up_by_a_symbolic_key_is_a_branch_not_a_pin() -> None:
    # its flips' checks run out of work (solver speed, not the model): a small check
    # budget keeps the test short; the notes do not depend on those answers
    values, notes = _explore("byte_count", paths=6, check_timeout=2.0)
    assert not notes, notes


@pytest.mark.parametrize("unit", [1024, 2 ** 60, 10 ** 18])
def test_a_symbolic_unit_beyond_two_to_the_53_is_a_step(unit: int) -> None:
    """``float(scalar) * BYTE_SIZES[u]`` with ``eib``/``eb``: CPython converts the int
    (correctly rounded) before the product, so the step is ``float(unit)``."""
    n = var("n", INT)
    with Trace({S: "1.5", n: unit}) as trace:
        got = int_(float_(SymStr("s", "1.5")) * SymInt(n, unit))
        again = int_(SymInt(n, unit) * float_(SymStr("s", "1.5")))
    assert isinstance(got, SymInt) and isinstance(again, SymInt), trace.notes
    assert got.value == again.value == int(1.5 * unit) and not trace.notes
    assert any(d.what == OPERAND for d in trace.decisions)
