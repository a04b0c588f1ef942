"""Fixed-point formatting of a quotient of symbolic ints by a constant
(``python/float_format.py``'s ``_quotient_model``; survey28's class "a float of symbolic
ints read by printf-style formatting": humanize's ``"%.1f" % (value / power)``) against
CPython: each result on the string itself, its term evaluated there, and on another
string wherever the run's decisions hold."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.conversions import to_int
from strsat.python.float_format import formattable
from strsat.python.format_spec import format_value
from strsat.terms import var
from strsat.terms.evaluate import Evaluator
from strsat.terms.sorts import STRING

S = var("s", STRING)
numerals = st.one_of(st.integers(-10 ** 7, 10 ** 7), st.integers(-10 ** 18, 10 ** 18)).map(str)
divisors = st.sampled_from([1000, 1024, 100, 7, 3, -1000, 10 ** 6, 60, 1, 2 ** 60 + 1])
specs = st.builds(lambda sign, width, grouping, precision, kind:
                  f"{sign}{width}{grouping}{precision}{kind}",
                  st.sampled_from(["", "+", " "]), st.sampled_from(["", "8"]),
                  st.sampled_from(["", ","]), st.sampled_from(["", ".0", ".1", ".2", ".3"]),
                  st.sampled_from(["f", "F", "%"]))


def _env(text: str, d: int) -> tuple[Evaluator, Any, Any]:
    """The run of ``int(text) / d`` on the layer: an evaluator of the input and the
    auxiliary variables, the trace and the quotient."""
    with Trace({S: text}) as trace:
        x = to_int(SymStr("s", text)) / d
    return Evaluator({S: text, **trace.aux_values}), trace, x


def _check(text: str, other: str, d: int, spec: str) -> Any:
    expected = format(int(text) / d, spec)
    with Trace({S: text}) as trace:
        x = to_int(SymStr("s", text)) / d
        got = format_value(x, spec) if formattable(x) else None
    if got is None:
        return None
    ev = Evaluator({S: text, **trace.aux_values})
    assert got.value == expected, (text, d, spec)
    assert ev.evaluate(got.term) == expected, (text, d, spec)
    assert all(ev.holds(c.literal()) for c in trace.decisions), text
    there, _, _ = _env(other, d)
    if all(there.holds(k) for k in trace.definitions) and \
            all(there.holds(c.literal()) for c in trace.decisions):
        again = format(int(other) / d, spec)
        assert there.evaluate(got.term) == again, (text, other, d, spec)
    return got


@settings(max_examples=300, deadline=None)
@given(text=numerals, other=numerals, d=divisors, spec=specs)
def test_quotient_fixed_point_is_cpythons(text: str, other: str, d: int, spec: str) -> None:
    _check(text, other, d, spec)


@pytest.mark.parametrize(("text", "d", "spec", "shown"), [
    ("12400", 1000, ".1f", "12.4"), ("1234000", 1000000, ".3f", "1.234"),
    ("-2500", 1000, ".1f", "-2.5"), ("1", 3, ".2%", "33.33%"), ("-1", 7, "+.2f", "-0.14"),
    ("1536", 1024, ",.1f", "1.5"), ("12", -1000, ".1f", "-0.0"),
])
def test_modelled_quotients(text: str, d: int, spec: str, shown: str) -> None:
    """Everyday quotients are modelled (not read), and right."""
    got = _check(text, "77", d, spec)
    assert got is not None and got.value == shown


@pytest.mark.parametrize(("text", "d", "spec"), [
    ("1050", 1000, ".1f"),  # a tie of the exact quotient (1.05): too close to call
    ("0", 1000, ".1f"),  # zero: no sign to tell from N
    ("3", 1000, "e"),  # exponent types: not modelled for quotients
    ("3", 1000, ""),  # repr: not modelled for quotients
    (str(2 ** 60), 1000, ".1f"),  # beyond 2**53: the quotient's form is no longer exact
])
def test_quotients_outside_the_model_are_read(text: str, d: int, spec: str) -> None:
    """Where the model does not hold, None: the caller reads the value (noted)."""
    with Trace({S: text}):
        x = to_int(SymStr("s", text)) / d
        assert not formattable(x) or format_value(x, spec) is None
