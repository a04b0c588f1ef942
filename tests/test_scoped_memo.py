"""ScopedMemo (issue 40): entries leave with the scope they were filled in, and past the
bound the oldest entry leaves; the engine's scope stack opens and closes its scopes."""

from __future__ import annotations

from strsat.caches import ScopedMemo
from strsat.engine.scopes import Scopes


def test_entries_filled_in_a_scope_leave_with_it() -> None:
    memo: ScopedMemo[str, int] = ScopedMemo()
    memo["outer"] = 0
    memo.open_scope()
    memo["a"] = 1
    memo.open_scope()
    memo["b"] = 2
    memo["outer"] = 5  # already there: it stays with the scope that filled it
    memo.close_scope()
    assert dict(memo) == {"outer": 5, "a": 1}
    memo.close_scope()
    assert dict(memo) == {"outer": 5}
    memo.close_scope()  # no scope open: nothing happens
    assert dict(memo) == {"outer": 5}
    assert memo.dropped == 2 and memo.level == 0


def test_none_values_are_dropped_too() -> None:
    memo: ScopedMemo[str, None] = ScopedMemo()
    memo.open_scope()
    memo["x"] = None
    memo.close_scope()
    assert "x" not in memo and memo.dropped == 1


def test_past_the_bound_the_oldest_entry_leaves() -> None:
    memo: ScopedMemo[int, int] = ScopedMemo(limit=3)
    for k in range(5):
        memo[k] = k
    assert list(memo) == [2, 3, 4] and memo.evicted == 2
    memo[4] = 40  # an update is no new entry
    assert list(memo) == [2, 3, 4]


def test_a_long_scope_keeps_its_record_of_keys_within_the_bound() -> None:
    memo: ScopedMemo[int, int] = ScopedMemo(limit=4)
    memo.open_scope()
    for k in range(100):
        memo[k] = k
    assert len(memo) == 4
    assert len(memo._added[-1]) <= 2 * 4 + 1
    memo.close_scope()
    assert len(memo) == 0


def test_clear_keeps_the_scopes_open() -> None:
    memo: ScopedMemo[int, int] = ScopedMemo()
    memo.open_scope()
    memo[1] = 1
    memo.clear()
    memo[2] = 2
    assert memo.level == 1
    memo.close_scope()
    assert len(memo) == 0


class _Owner:
    scoped = ("memo", "items")

    def __init__(self) -> None:
        self.memo: ScopedMemo[str, int] = ScopedMemo()
        self.items: list[str] = []


def test_the_engine_scopes_open_and_close_a_scoped_memo() -> None:
    owner = _Owner()
    scopes = Scopes()
    scopes.register(owner)
    owner.memo["base"] = 0
    scopes.push()
    owner.memo["inner"] = 1
    owner.items.append("inner")
    scopes.push()
    owner.memo["innermost"] = 2
    scopes.pop()
    assert dict(owner.memo) == {"base": 0, "inner": 1}
    scopes.pop()
    assert dict(owner.memo) == {"base": 0} and owner.items == []
    assert owner.memo.level == 0
