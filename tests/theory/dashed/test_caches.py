"""The dashed tier's memo tables belong to a step: nothing is kept outside one."""

from __future__ import annotations

from strsat.theory.dashed.blocks import of_string, value
from strsat.theory.dashed.caches import Caches, IdentityMemo, Memo, active, owned
from strsat.theory.dashed.constraints import const_blocks


def test_identity_memo_answers_only_for_the_same_object() -> None:
    memo: IdentityMemo[str] = IdentityMemo(8)
    a, b = [1, 2], [1, 2]
    memo.put(a, "a")
    assert memo.get(a) == "a"
    assert memo.get(b) is None  # equal, not the same object
    # the entry keeps its key alive: the id cannot be taken by a new object meanwhile
    assert memo.table[id(a)][0] is a


def test_limits_clear_the_table() -> None:
    memo: Memo[int, int] = Memo(3)
    for k in range(5):
        memo.put(k, k)
    assert len(memo) <= 4 and memo.get(4) == 4
    keep_nothing: Memo[int, int] = Memo(0)
    keep_nothing.put(1, 1)
    assert keep_nothing.get(1) is None


def test_outside_a_step_nothing_is_remembered() -> None:
    text = "ab" * 300
    assert const_blocks(text) is not const_blocks(text)  # equal, built twice
    assert const_blocks(text) == const_blocks(text)
    assert len(active().consts) == 0


def test_a_steps_tables_fill_inside_and_are_its_own() -> None:
    text = "ab" * 300
    mine, other = Caches(), Caches()
    with owned(mine):
        d = const_blocks(text)
        assert const_blocks(text) is d
        assert value(d) == text and mine.values.get(d) == text
        with owned(other):  # nested owners do not share
            assert const_blocks(text) is not d
    assert active().consts.get(text) is None  # released on leaving the block
    assert len(mine.consts) == 1 and len(other.consts) == 1
    assert value(of_string(text)) == text
