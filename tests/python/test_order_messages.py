"""Orderings across types raise CPython's TypeError with CPython's message, written
either way round (``3 < s`` reaches the string's reflected ``__gt__``).  Comparisons written in
Python only: ``operator.lt(3, s)`` from C code is not told apart from ``s > 3``."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import Trace
from strsat.python.strings import SymStr
from strsat.python.values import SymInt

ORDERS = [
    lambda a, b: a < b, lambda a, b: a <= b, lambda a, b: a > b, lambda a, b: a >= b,
    lambda a, b: b < a, lambda a, b: b >= a,
]


def _message(op, a, b) -> str | None:  # noqa: ANN001
    try:
        op(a, b)
    except TypeError as exc:
        return str(exc)
    return None


def _symbolic(value: object) -> object:
    if isinstance(value, str):
        return SymStr("x", value)
    if isinstance(value, int) and not isinstance(value, bool):
        return SymInt("x", value)
    return value


@settings(max_examples=200, deadline=None)
@given(op=st.sampled_from(ORDERS), a=st.one_of(st.text(max_size=2), st.integers(-3, 3)),
       b=st.one_of(st.text(max_size=2), st.integers(-3, 3)), which=st.sampled_from("lrb"))
def test_order_across_types_raises_cpythons_message(op, a, b, which: str) -> None:  # noqa: ANN001
    expected = _message(op, a, b)
    left = _symbolic(a) if which in "lb" else a
    right = _symbolic(b) if which in "rb" else b
    with Trace({}):
        got = _message(op, left, right) if expected is not None else None
    assert got == expected
