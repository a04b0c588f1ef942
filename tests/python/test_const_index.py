"""``strsat.python.const_index``: a list or tuple of plain ints or strs indexed by a
symbolic int, Hypothesis-checked against CPython (the item, or ``IndexError`` with
CPython's message) and the term evaluated for the input."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymBytes, SymInt, SymStr, Trace
from strsat.python.const_index import MAX_ITEMS, MAX_TABLE, index_constants, representable

ITEMS = st.one_of(st.lists(st.integers(-10**20, 10**20), min_size=1, max_size=8),
                  st.lists(st.text(max_size=3), min_size=1, max_size=8))


def _read(items: list[Any], as_tuple: bool, i: int) -> tuple[Any, Any, Trace] | None:
    """CPython's ``items[i]`` (or its ``IndexError``), the layer's and its trace; None
    when both raised the same ``IndexError``."""
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
            return None
    return expected, got, trace


@settings(max_examples=200, deadline=None)
@given(ITEMS, st.booleans(), st.integers(-12, 12))
def test_index_agrees_with_cpython(items: list[Any], as_tuple: bool, i: int) -> None:
    read = _read(items, as_tuple, i)
    if read is None:
        return
    expected, got, trace = read
    if got is None:  # a character past the theory's alphabet: left to CPython
        assert any(isinstance(x, str) and not representable(x) for x in items)
        return
    assert isinstance(got, SymStr if isinstance(items[0], str) else SymInt)
    assert expected == ("value", got.value)
    assert trace.evaluate(got.term) == got.value


def test_other_items_are_left_to_cpython() -> None:
    with Trace({"i": 0}):
        for seq in ([True, False], [1, "a"], [1.5], [], [None], list(range(MAX_TABLE + 1)),
                    [None] * MAX_ITEMS + [1],
                    ["\U00030000"]):
            assert index_constants(seq, SymInt("i", 0)) is None
        assert index_constants([1, 2], "0") is None


#: tables longer than one ``ite`` (base64's ``_b32tab2``: 1,024 two-character strs)
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
LONG = [[a + b for a in B32 for b in B32], [(a + b).encode() for a in B32 for b in B32],
        list(range(MAX_ITEMS + 1)), [k * k % 1000 for k in range(2 * MAX_ITEMS)],
        [str(k) for k in range(2 * MAX_ITEMS + 3)]]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(range(len(LONG))), st.booleans(), st.integers(-1100, 1100))
def test_a_long_table_is_read_in_parts(which: int, as_tuple: bool, i: int) -> None:
    items = LONG[which]
    read = _read(items, as_tuple, i)
    if read is None:
        return
    expected, got, trace = read
    assert isinstance(got, SymStr | SymInt | SymBytes)
    assert expected == ("value", got.value)
    value = got.value.decode("latin-1") if isinstance(got, SymBytes) else got.value
    assert trace.evaluate(got.term) == value
    for d in trace.decisions:  # each decision's condition holds as taken for the input
        assert trace.evaluate(d.condition) is d.taken, d
    # at most one decision per part, and the item's ite over one part
    assert len(trace.decisions) <= 1 + -(-len(items) // MAX_ITEMS), trace.decisions
    assert str(got.term).count("(ite (= ") <= MAX_ITEMS
