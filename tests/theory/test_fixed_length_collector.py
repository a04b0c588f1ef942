"""A large fixed-length store keeps the garbage collector off its lists while it lives
(issue 40: generation-1 collections walked the two million lists of a store at n = 10^6
for 0.26-0.48 CPU s between two readings of the deadline), without undoing a freeze
the process made itself (:mod:`strsat.collector`)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from strsat import collector
from strsat.deadline import Deadline
from strsat.theory.fixed_length.alphabet import Alphabet
from strsat.theory.fixed_length.store import LISTS_PER_READING, Store

LARGE = LISTS_PER_READING + 10


@pytest.fixture(autouse=True)
def no_freeze() -> Iterator[None]:
    assert gc.get_freeze_count() == 0 and collector.holders() == 0
    yield
    gc.unfreeze()  # whatever a failing test left


def store(n: int) -> Store:
    return Store(Alphabet([]), n, Deadline.never())


def test_a_large_store_is_frozen_until_released() -> None:
    s = store(LARGE)
    assert s.frozen and gc.get_freeze_count() >= 3 * LARGE  # its lists among them
    s.release()
    assert not s.frozen and gc.get_freeze_count() == 0 and collector.holders() == 0


def test_a_small_store_leaves_the_collector_alone() -> None:
    s = store(100)
    assert not s.frozen and gc.get_freeze_count() == 0
    s.release()


def test_nested_stores_thaw_with_the_last() -> None:
    outer, inner = store(LARGE), store(LARGE)
    assert outer.frozen and inner.frozen and collector.holders() == 2
    outer.release()
    assert gc.get_freeze_count() > 0  # the inner one still searches
    inner.release()
    assert gc.get_freeze_count() == 0


def test_the_processs_own_freeze_is_not_undone() -> None:
    mine = [[] for _ in range(10)]
    gc.freeze()
    frozen = gc.get_freeze_count()
    s = store(LARGE)
    assert not s.frozen and gc.get_freeze_count() == frozen
    s.release()
    assert gc.get_freeze_count() == frozen, "strsat unfroze the process's objects"
    gc.unfreeze()
    del mine


def test_stores_in_threads_end_unfrozen() -> None:
    def work() -> None:
        for _ in range(3):
            store(LARGE).release()

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert gc.get_freeze_count() == 0 and collector.holders() == 0
