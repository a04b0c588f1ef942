"""The dashed tier's memo tables, owned by the step that uses them (issue 25 §4).

Long constants recur: the same dashed string is swept, valued and tested for being
known again and again within one search, so a few tables remember what was computed
for them (the one object per character set, per constant text, per long known value;
a long string's value, whether it is known, its sweep arrays).  They were module-level
dictionaries that lived as long as the process; they are now one :class:`Caches`
object per :class:`~strsat.theory.dashed.step.Dashed` step, released with it.

The step makes its tables the active ones for the length of a call
(``with owned(self.caches): ...``); the functions deep in the propagation read them
with :func:`active` instead of taking them as an argument through every propagator.
Outside a step (unit tests, the builder's translation run on its own) :func:`active`
gives tables that remember nothing, so answers never depend on what an earlier,
unrelated call left behind.

:class:`IdentityMemo` remembers a value by the identity of an object and keeps that
object alive with it, so that its ``id`` cannot be reused by another object while the
entry exists (an id-keyed table that dropped its keys would return stale values).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

from strsat.static import TYPE_CHECKING, ContextVar, Generic, TypeVar, contextmanager

if TYPE_CHECKING:
    from typing import Any

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

__all__ = ["Caches", "IdentityMemo", "Memo", "active", "owned"]


class Memo(Generic[K, V]):
    """A dictionary that forgets everything once it holds more than ``limit`` entries
    (``limit`` 0: it remembers nothing)."""

    __slots__ = ("limit", "table")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.table: dict[K, V] = {}

    def get(self, key: K) -> V | None:
        return self.table.get(key)

    def put(self, key: K, value: V) -> V:
        if self.limit:
            if len(self.table) > self.limit:
                self.table.clear()
            self.table[key] = value
        return value

    def __len__(self) -> int:
        return len(self.table)


class IdentityMemo(Generic[V]):
    """Values by the identity of their key object, which the entry keeps alive;
    forgets everything once it holds more than ``limit`` entries (0: nothing kept)."""

    __slots__ = ("limit", "table")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.table: dict[int, tuple[object, V]] = {}

    def get(self, key: object) -> V | None:
        hit = self.table.get(id(key))
        return hit[1] if hit is not None and hit[0] is key else None

    def put(self, key: object, value: V) -> V:
        if self.limit:
            if len(self.table) > self.limit:
                self.table.clear()
            self.table[id(key)] = (key, value)
        return value

    def __len__(self) -> int:
        return len(self.table)


class Caches:
    """The tables of one dashed step (the limits are the old module tables')."""

    __slots__ = ("chars", "consts", "interned", "values", "store_known", "sweep_arrays",
                 "sweep_known", "runs", "automata")

    def __init__(self, keep: bool = True) -> None:
        def n(limit: int) -> int:
            return limit if keep else 0

        #: character -> its one-character set (dictionary look-ups by identity)
        self.chars: Memo[int, Any] = Memo(n(65536))
        #: constant text -> its interned dashed string (:mod:`.constraints`)
        self.consts: Memo[str, Any] = Memo(n(4096))
        #: long known dashed string -> the one object equal to it (:mod:`.store`)
        self.interned: Memo[Any, Any] = Memo(n(64))
        #: long known domain -> its string (:mod:`.blocks`)
        self.values: IdentityMemo[str] = IdentityMemo(n(63))
        #: long domain -> whether every block is known (:mod:`.store`)
        self.store_known: IdentityMemo[bool] = IdentityMemo(n(4096))
        #: long tuple of blocks -> its forward and reversed sweep arrays (:mod:`.sweep`)
        self.sweep_arrays: IdentityMemo[Any] = IdentityMemo(n(64))
        #: long tuple of blocks -> whether every block is known (:mod:`.sweep`)
        self.sweep_known: IdentityMemo[bool] = IdentityMemo(n(64))
        #: long string -> its runs and their segments by character set (:mod:`.blocks`)
        self.runs: Memo[str, Any] = Memo(n(16))
        #: (regex serial, positive) -> its membership automaton, or None when too large
        #: (:mod:`.constraints`; a serial is never reused, so no entry goes stale)
        self.automata: Memo[tuple[int, bool], tuple[Any]] = Memo(n(256))


_UNOWNED = Caches(keep=False)
_ACTIVE: ContextVar[Caches] = ContextVar("strsat_dashed_caches", default=_UNOWNED)


def active() -> Caches:
    """The tables of the step that is running, or tables that keep nothing."""
    return _ACTIVE.get()


@contextmanager
def owned(caches: Caches) -> Iterator[Caches]:
    """Make ``caches`` the active tables inside the ``with`` block."""
    token = _ACTIVE.set(caches)
    try:
        yield caches
    finally:
        _ACTIVE.reset(token)
