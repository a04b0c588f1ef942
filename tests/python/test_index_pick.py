"""``strsat.python.index_pick``: a list, tuple or range of anything indexed or sliced by
a symbolic int, its position settled by decisions; and ``strsat.python.const_index`` on
lists of ints or strs some of which are symbolic.  Hypothesis-checked against CPython
(the item, the slice, or ``IndexError`` with CPython's message), each decision's
condition evaluated for the input."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymInt, SymStr, Trace
from strsat.python.const_index import index_constants
from strsat.python.index_pick import pick_item, settle_slice, store_position

OBJECTS = st.lists(st.one_of(st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
                             st.none(), st.floats(allow_nan=False), st.booleans()),
                   min_size=1, max_size=40)
RANGES = st.builds(range, st.integers(-20, 20), st.integers(-20, 40),
                   st.integers(-3, 3).filter(bool)).filter(len)


def _consistent(trace: Trace) -> None:
    for d in trace.decisions:  # each decision's condition holds as taken for the input
        assert trace.evaluate(d.condition) is d.taken, d


@settings(max_examples=200, deadline=None)
@given(st.one_of(OBJECTS, OBJECTS.map(tuple), RANGES), st.integers(-45, 45))
def test_an_item_by_a_symbolic_index_agrees_with_cpython(items: Any, i: int) -> None:
    try:
        expected: tuple[str, Any] = ("value", items[i])
    except IndexError as exc:
        expected = ("raise", str(exc))
    trace = Trace({"i": i})
    with trace:
        try:
            got = pick_item(items, SymInt("i", i))
        except IndexError as exc:
            assert expected == ("raise", str(exc))
            _consistent(trace)
            return
    assert got is not None
    _consistent(trace)
    if type(items) is range:
        assert isinstance(got[0], SymInt) and expected == ("value", got[0].value)
        assert trace.evaluate(got[0].term) == got[0].value
    else:
        assert expected[0] == "value" and got[0] is expected[1]
        assert len(trace.decisions) <= 1 + len(items).bit_length()


BOUND = st.one_of(st.none(), st.integers(-50, 50))


@settings(max_examples=300, deadline=None)
@given(st.one_of(OBJECTS, OBJECTS.map(tuple), RANGES), BOUND, BOUND,
       st.one_of(st.none(), st.integers(1, 3)), st.booleans(), st.booleans())
def test_a_slice_by_symbolic_bounds_agrees_with_cpython(items: Any, start: int | None,
                                                          stop: int | None, step: int | None,
                                                          sym_start: bool, sym_stop: bool
                                                          ) -> None:
    trace = Trace({"a": start or 0, "b": stop or 0})
    key = slice(SymInt("a", start) if sym_start and start is not None else start,
                SymInt("b", stop) if sym_stop and stop is not None else stop, step)
    with trace:
        settled = settle_slice(len(items), key)
    assert settled is not None
    assert all(b is None or type(b) is int for b in (settled.start, settled.stop))
    assert items[settled] == items[start:stop:step]
    _consistent(trace)


def test_other_slices_and_keys_are_left_to_cpython() -> None:
    with Trace({"i": 0}):
        assert settle_slice(3, slice(SymInt("i", 0), None, -1)) is None
        assert settle_slice(3, slice(SymInt("i", 0), None, SymInt("i", 0))) is None
        assert pick_item([], SymInt("i", 0)) is None
        assert pick_item([object()], "0") is None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(-5, 5), st.booleans()), min_size=1, max_size=8),
       st.integers(-10, 10), st.booleans())
def test_a_list_with_symbolic_ints_or_strs_is_one_term(pairs: list[tuple[int, bool]], i: int,
                                                       strs: bool) -> None:
    env: dict[str, Any] = {"i": i}
    items: list[Any] = []
    for k, (v, symbolic) in enumerate(pairs):
        plain: Any = str(v) if strs else v
        if symbolic:
            env[f"x{k}"] = plain
            items.append(SymStr(f"x{k}", plain) if strs else SymInt(f"x{k}", plain))
        else:
            items.append(plain)
    plain_items = [str(v) if strs else v for v, _ in pairs]
    try:
        expected: tuple[str, Any] = ("value", plain_items[i])
    except IndexError as exc:
        expected = ("raise", str(exc))
    trace = Trace(env)
    with trace:
        try:
            got = index_constants(items, SymInt("i", i))
        except IndexError as exc:
            assert expected == ("raise", str(exc))
            return
    assert isinstance(got, SymStr if strs else SymInt)
    assert expected == ("value", got.value)
    assert trace.evaluate(got.term) == got.value
    _consistent(trace)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(), min_size=1, max_size=40), st.integers(-45, 45), st.booleans())
def test_a_store_or_delete_at_a_symbolic_index_agrees_with_cpython(items: list[int], i: int,
                                                                   delete: bool) -> None:
    """``items[i] = v`` / ``del items[i]`` at the position :func:`store_position` settles
    leaves the list CPython's store or delete leaves, or raises its ``IndexError``."""
    expected = list(items)
    try:
        if delete:
            del expected[i]
        else:
            expected[i] = -1
        outcome: tuple[str, Any] = ("value", expected)
    except IndexError as exc:
        outcome = ("raise", str(exc))
    trace = Trace({"i": i})
    with trace:
        try:
            at = store_position(items, SymInt("i", i))
        except IndexError as exc:
            assert outcome == ("raise", str(exc))
            _consistent(trace)
            return
    assert type(at) is int and 0 <= at < len(items)
    _consistent(trace)
    got = list(items)
    if delete:
        del got[at]
    else:
        got[at] = -1
    assert outcome == ("value", got)
    assert len(trace.decisions) <= 1 + len(items).bit_length()
    with Trace({"i": 0}):
        assert store_position([], SymInt("i", 0)) is None
