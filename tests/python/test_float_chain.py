"""A quotient of symbolic ints by a constant, then steps with constants, read by
``int()``, ``trunc``, ``floor``, ``ceil`` or ``round()`` (``python/float_chain.py``,
brief floats29 class 4: Pillow's ``int((int(g) * 255) / 100.0 + 0.5)``) against
CPython: the value on the run and the term on other inputs where the run's decisions
hold; a read otherwise, with a note."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymInt, Trace
from strsat.python.float_chain import ChainedQuotient
from strsat.terms import var
from strsat.terms.evaluate import evaluate
from strsat.terms.sorts import INT

M = var("m", INT)
CHAINS = ["(m * 255) / 100.0 + 0.5", "m / 100.0 + 0.5", "m / 3 * 2", "m / 7.0 - 1.25",
          "0.5 - m / 10", "(m / 1000 + 2.5) * 4", "m / 60 / 60", "-(m / 12.0) + 1e3",
          "m / 1e4 * 16384"]
READS = {"int": lambda x: x.__int__(), "trunc": math.trunc, "floor": math.floor,
         "ceil": math.ceil, "round": round}
ints = st.one_of(st.integers(-300, 300), st.integers(-2 ** 60, 2 ** 60))


def _run(expr: str, m: Any) -> Any:
    return eval(expr, {}, {"m": m})  # noqa: S307 - the program under test


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CHAINS), st.sampled_from(sorted(READS)), ints,
       st.lists(st.integers(-300, 300), max_size=8))
def test_integral_reads_are_cpythons(expr: str, read: str, m: int, others: list[int]) -> None:
    expected = READS[read](_run(expr, m)) if read != "int" else int(_run(expr, m))
    with Trace({M: m}) as trace:
        x = _run(expr, SymInt("m", m))
        got = READS[read](x)
    assert got == expected or getattr(got, "value", None) == expected, (expr, read, m)
    if not isinstance(got, SymInt):
        assert trace.notes, (expr, read, m)  # (read: noted)
        return
    assert evaluate(got.term, {M: m}) == expected
    for other in others:
        if all(evaluate(d.literal(), {M: other}) for d in trace.decisions):
            again = int(_run(expr, other)) if read == "int" else READS[read](_run(expr, other))
            assert evaluate(got.term, {M: other}) == again, (expr, read, m, other)


def test_pillows_percentages_are_modelled_everywhere() -> None:
    """``int((g * 255) / 100.0 + 0.5)`` for every ``g`` of 0..100 is one term under the
    run's decisions (no read), CPython's for each."""
    with Trace({M: 37}) as trace:
        got = ((SymInt("m", 37) * 255) / 100.0 + 0.5).__int__()
    assert isinstance(got, SymInt) and got.value == 94 and not trace.notes
    for g in range(101):
        assert all(evaluate(d.literal(), {M: g}) for d in trace.decisions), g
        assert evaluate(got.term, {M: g}) == int((g * 255) / 100.0 + 0.5), g


@pytest.mark.parametrize(("read", "args", "result"), [
    ("__eq__", (94.85,), True), ("__lt__", (94.0,), False), ("__str__", (), "94.85")])
def test_other_reads_are_read(read: str, args: tuple[float, ...], result: object) -> None:
    """Any read but the integral ones pins the operands, with a note."""
    with Trace({M: 37}) as trace:
        x = (SymInt("m", 37) * 255) / 100.0 + 0.5
        assert isinstance(x, ChainedQuotient)
        assert getattr(x, read)(*args) == result
    assert any(f"read by float.{read}" in n for n in trace.notes), trace.notes
