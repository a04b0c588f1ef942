"""``strsat.python.const_index``: a list or tuple of plain ints or strs indexed by a
symbolic int, Hypothesis-checked against CPython (the item, or ``IndexError`` with
CPython's message) and the term evaluated for the input."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymInt, SymStr, Trace
from strsat.python.const_index import MAX_ITEMS, index_constants, representable

ITEMS = st.one_of(st.lists(st.integers(-10**20, 10**20), min_size=1, max_size=8),
                  st.lists(st.text(max_size=3), min_size=1, max_size=8))


@settings(max_examples=200, deadline=None)
@given(ITEMS, st.booleans(), st.integers(-12, 12))
def test_index_agrees_with_cpython(items: list[Any], as_tuple: bool, i: int) -> None:
    seq: Any = tuple(items) if as_tuple else items
    try:
        expected: tuple[str, Any] = ("value", seq[i])
    except IndexError as exc:
        expected = ("raise", str(exc))
    trace = Trace({"i": i})
    with trace:
        try:
            got = index_constants(seq, SymInt("i", i))
        except IndexError as exc:
            assert expected == ("raise", str(exc))
            return
    if got is None:  # a character past the theory's alphabet: left to CPython
        assert any(isinstance(x, str) and not representable(x) for x in items)
        return
    assert isinstance(got, SymStr if isinstance(items[0], str) else SymInt)
    assert expected == ("value", got.value)
    assert trace.evaluate(got.term) == got.value


def test_other_items_are_left_to_cpython() -> None:
    with Trace({"i": 0}):
        for seq in ([True, False], [1, "a"], [1.5], [], [None], list(range(MAX_ITEMS + 1)),
                    ["\U00030000"]):
            assert index_constants(seq, SymInt("i", 0)) is None
        assert index_constants([1, 2], "0") is None
