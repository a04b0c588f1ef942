"""The classes the thirty-third survey took (issue 38; benchmarks/explore/2026-12-07-survey33.md).

1. A ``list`` item stored or deleted at a symbolic int (hashids' ``_reorder`` shuffles
   an alphabet by ``string[i], string[j] = string[j], string[i]`` with ``j`` computed
   from a salt that holds the input's first character): CPython's ``list_ass_item``
   read the index's ``__index__`` ("an index: a symbolic value made concrete", 602 a
   run), a pin no later flip could undo.  Now the position is settled by decisions a
   search can flip, as a read's is (``python/index_pick.py``'s ``store_position``),
   with CPython's ``IndexError`` ("list assignment index out of range") as a ``RAISE``
   decision; a slice target's symbolic bounds likewise (``settle_slice``).
2. An unpacking with a subscript among its targets (``a[i], a[j] = a[j], a[i]``, the
   swap above) was left to CPython's ``STORE_SUBSCR``, so the store never reached the
   explorer's ``setitem`` (where a dict's symbolic key and the store above are handled).
   Now it is rewritten (``explore/instrument.py``'s ``_unpacked``): the value unpacked
   into hidden names, then each target assigned left to right as CPython does (a
   target's object and key evaluated at its turn), a subscript through ``setitem``."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import disagreements, explore_source, outcomes

SWAP = textwrap.dedent('''
    def swap(s: str):
        items = list("abcdef")
        if not s:
            return "empty"
        j = ord(s[0]) % 8
        items[1], items[j] = items[j], items[1]
        return "".join(items)
    ''')

DELETE = textwrap.dedent('''
    def drop(k: int):
        items = [1, 2, 4, 8]
        try:
            del items[k]
        except IndexError:
            return -1
        return sum(items)
    ''')

STORE = textwrap.dedent('''
    def store(k: int):
        items = [0, 0, 0]
        try:
            items[k] = 7
        except IndexError as e:
            return str(e)
        return items.index(7)
    ''')

ORDER = textwrap.dedent('''
    def order(s: str):
        b = [0, 0, 0, 0]
        i = 0
        b[i], i = len(s), 1
        i, b[i] = 2, len(s) + 1
        d = {}
        d[s], (x, y), *rest = 1, "ab", 3, 4
        if b == [3, 0, 4, 0] and d.get("abc") == 1:
            return f"abc {x}{y}{rest}"
        return f"other {x}{y}{rest}"
    ''')


def test_an_item_swapped_at_a_symbolic_index_is_settled_by_decisions(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s33_swap.py", SWAP, "swap", max_paths=20)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert got == {"empty", "bacdef", "abcdef", "acbdef", "adcbef", "aecdbf", "afcdeb"}, got
    assert ("raise", "IndexError") in outcomes(result)
    assert not result.summary.notes, result.summary.notes


def test_an_item_deleted_at_a_symbolic_index_is_settled_by_decisions(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s33_drop.py", DELETE, "drop", max_paths=10)
    got = {value for _, value in outcomes(result)}
    assert got == {-1, 14, 13, 11, 7}, got
    assert not result.summary.notes, result.summary.notes


def test_an_item_stored_at_a_symbolic_index_raises_as_cpython(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s33_store.py", STORE, "store", max_paths=10)
    got = {value for _, value in outcomes(result)}
    assert got == {"list assignment index out of range", 0, 1, 2}, got
    assert not result.summary.notes, result.summary.notes


def test_an_unpacking_into_subscripts_assigns_left_to_right(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s33_order.py", ORDER, "order", max_paths=10)
    got = {value for _, value in outcomes(result)}
    assert got == {"abc ab[3, 4]", "other ab[3, 4]"}, got
    assert not disagreements(result) and not result.summary.notes, result.summary.notes
