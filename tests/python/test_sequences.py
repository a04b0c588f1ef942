"""Tuples and lists of symbolic items compare as one formula that agrees with CPython
(:mod:`strsat.python.sequences`; issue 24)."""

from __future__ import annotations

import operator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import Path, SymInt, SymStr, Trace
from strsat.python.sequences import OPERATORS, compare_sequences
from strsat.python.values import SymBool
from strsat.terms.evaluate import Evaluator

ITEMS = st.one_of(st.integers(-2, 2), st.booleans(), st.text("ab", max_size=2))
SEQUENCES = st.lists(st.tuples(ITEMS, st.booleans()), max_size=4)


def _build(items: list[tuple[Any, bool]], kind: type, prefix: str, with_values: bool
           ) -> tuple[Any, dict[Any, Any]]:
    """The sequence with the flagged items symbolic (named ``prefix``+index), and the
    model giving the symbolic items their values."""
    out, model = [], {}
    for k, (value, symbolic) in enumerate(items):
        if symbolic and isinstance(value, str):
            item: Any = SymStr(f"{prefix}{k}", value if with_values else None)
        elif symbolic and isinstance(value, bool):
            item = SymBool(f"{prefix}{k}", value if with_values else None)
        elif symbolic:
            item = SymInt(f"{prefix}{k}", value if with_values else None)
        else:
            out.append(value)
            continue
        out.append(item)
        model[item.term] = value
    return kind(out), model


def _same_kinds(v: list[tuple[Any, bool]], w: list[tuple[Any, bool]]) -> bool:
    return all(isinstance(a, str) == isinstance(b, str)
               for (a, _), (b, _) in zip(v, w, strict=False))


@settings(max_examples=400, deadline=None)
@given(v=SEQUENCES, w=SEQUENCES, op=st.sampled_from(sorted(OPERATORS)),
       kind=st.sampled_from([tuple, list]))
def test_agrees_with_cpython(v, w, op: str, kind: type) -> None:  # noqa: ANN001
    try:
        expected: Any = OPERATORS[op](kind(a for a, _ in v), kind(b for b, _ in w))
    except TypeError:
        expected = TypeError
    n = min(len(v), len(w))
    symbolic = any(s for _, s in v[:n]) or any(s for _, s in w[:n])
    # a concrete execution: CPython's outcome, no decision, and a term that agrees
    left, model = _build(v, kind, "v", True)
    right, more = _build(w, kind, "w", True)
    with Trace({}) as trace:
        got = compare_sequences(op, left, right)
    assert not trace.decisions
    if got is None:
        # left to CPython: no symbolic item compared, or a pair of an int and a str
        assert not symbolic or not _same_kinds(v, w) or (
            op in ("==", "!=") and kind is list and len(v) != len(w))
        return
    assert expected is not TypeError
    if isinstance(got, SymBool):
        assert got.value is expected
        assert Evaluator({**model, **more}).evaluate(got.term) is expected
    else:
        assert got is expected
    # a symbolic run (no values): the term evaluates to CPython's outcome
    left, _ = _build(v, kind, "v", False)
    right, _ = _build(w, kind, "w", False)
    with Path():
        term = compare_sequences(op, left, right)
    assert term is not None
    outcome = term if isinstance(term, bool) else \
        Evaluator({**model, **more}).evaluate(term.term)
    assert outcome is expected


@pytest.mark.parametrize("v, w", [((1, "a"), ("a", 1)), ((1.5, 2), (2.5, 2))])
def test_other_items_are_left_to_cpython(v: tuple, w: tuple) -> None:
    with Trace({}):
        left = tuple(SymInt("x", a) if type(a) is int else a for a in v)
        assert compare_sequences("<", left, w) is None


def test_a_version_triple_is_one_formula() -> None:
    a, b = SymInt("a", 1), SymInt("b", 1)
    with Trace({}) as trace:
        greater = compare_sequences(">", (a, 2, 3), (b, 2, 4))
        assert isinstance(greater, SymBool) and greater.value is False
    assert not trace.decisions
    with Trace({}) as trace:
        assert operator.gt((a, 2, 3), (b, 2, 4)) is False  # CPython: one decision per ==
    assert len(trace.decisions) == 1
