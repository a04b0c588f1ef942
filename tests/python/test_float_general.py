"""General formatting (``g``, ``G``) of ``float(s)`` on the layer
(``python/float_general.py``, brief floats29 class 1): printf's ``%g`` and the carry's
change of notation.  The Hypothesis test against CPython and the named cases are
``test_float_exponent.py``'s (its specs draw the general types too)."""

from __future__ import annotations

from typing import Any

import pytest

from strsat.explore.runtime import percent
from strsat.python import SymStr, Trace
from strsat.python.float_parse import float_
from strsat.python.format_spec import format_value
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import STRING

S = var("s", STRING)


@pytest.mark.parametrize(("template", "text"), [
    ("%g", "0.25"), ("%.12g", "3.5"), ("%#.3G", "1e6"), ("%-9g|", "-7"), ("%+.2g", "0.000123"),
])
def test_printf_general(template: str, text: str) -> None:
    """printf's ``%g``/``%G`` with flags (``locale.str``'s ``%.12g``) is the same model."""
    with Trace({S: text}):
        got: Any = percent(template, float_(SymStr("s", text)))
    assert isinstance(got, SymStr) and got.value == template % float(text)
    assert evaluate(got.term, {S: text}) == template % float(text)


def test_the_carry_changes_notation() -> None:
    """``format(x, ".2g")`` of ``"99.2"`` (fixed, ``99``): where the run's decisions hold
    on another literal the term gives CPython's text, ``1e+02`` after a carry too."""
    with Trace({S: "99.2"}) as trace:
        got: Any = format_value(float_(SymStr("s", "99.2")), ".2g")
    assert got.value == "99"
    held = [other for other in ("99.7", "99.9", "10.1", "50.2", "-99.8")
            if all(evaluate(d.literal(), {S: other}) for d in trace.decisions)]
    assert "99.7" in held  # (1e+02)
    for other in held:
        assert evaluate(got.term, {S: other}) == format(float(other), ".2g")
