"""Hash-consing: the one mechanism behind the three kinds of shared nodes.

Terms (:mod:`.term`), regex derivative nodes (:mod:`.regex_nodes`) and regex ASTs
(:mod:`strsat.regex.ast`) are each built once per distinct structure: a node is
looked up by a key of its fields and its children's ids, and a new node takes the
next serial number (its identity for memo tables keyed by it).  Its hash is not the
serial: each kind computes a structural hash once at creation (fields and children's
hashes, strings by CRC-32), so the order of a set of nodes does not depend on what the
process made before nor on Python's per-process ``str`` hash seed.  The
table holds its nodes weakly, so what nobody uses is freed (terms can be pinned
for a check, :class:`.term.pinned_terms`).

The constructors bind ``table`` and ``ids`` once, as module globals, and do the
look-up inline: they are the hottest code of the solver, and a method call per
node would cost more than the look-up itself.  For the same reason the table is a
plain dict of weak references (``table.get(key)`` then a call of the reference: two
calls into C) rather than a :class:`weakref.WeakValueDictionary`, whose ``get`` and
``__setitem__`` run Python code (``KeyedRef``) on every look-up; a node's reference
removes its entry when the node dies, as the weak dictionary's does.
"""

from __future__ import annotations

import _thread
import itertools
from _weakref import _remove_dead_weakref  # type: ignore[attr-defined]

from strsat.static import TYPE_CHECKING, Generic, TypeVar, partial, weak_ref

if TYPE_CHECKING:
    from collections.abc import Hashable

__all__ = ["Interner", "forget"]

N = TypeVar("N")


class Interner(Generic[N]):
    """One kind of hash-consed node: ``table`` maps a node's key to a weak reference
    to the live node with that key, ``ids`` gives the next node its serial number.

    The constructors look a key up inline (``ref = table.get(key)``; the node is
    ``ref()`` unless that is None) and enter a new node with :meth:`enter`, or inline
    with ``table.setdefault(key, weakref.ref(node, partial(forget, table, key)))``
    (atomic), falling back to :meth:`enter` when that finds an entry there."""

    __slots__ = ("table", "ids", "name", "lock")

    def __init__(self, name: str) -> None:
        self.name = name
        self.table: dict[Hashable, weak_ref[N]] = {}
        self.ids = itertools.count()
        #: held while a new node enters the table: two threads that build the same node
        #: at once (independent solvers in threads, issue 40) get the one that entered
        #: first, so a structure stays one node
        self.lock = _thread.allocate_lock()  # threading.Lock, without importing threading

    def enter(self, key: Hashable, node: N) -> N:
        """``node`` entered under ``key``, or the live node another thread entered
        under it meanwhile (which the caller then uses instead).  Every entry is made by
        ``setdefault`` (atomic), here and in the constructors' inline path, so no entry
        of a live node is ever overwritten; a dead reference still in the table (its
        removal pending) is removed first, only if it is still dead."""
        table = self.table
        with self.lock:
            while True:
                ref = table.get(key)
                if ref is None:
                    made = weak_ref(node, partial(forget, table, key))
                    if table.setdefault(key, made) is made:
                        return node
                    continue  # entered meanwhile by a constructor's inline path
                raced = ref()
                if raced is not None:
                    return raced
                _remove_dead_weakref(table, key)

    def live(self) -> list[N]:
        """The live nodes (a snapshot)."""
        return [n for n in (r() for r in list(self.table.values())) if n is not None]

    def __len__(self) -> int:
        """The number of live nodes."""
        return len(self.live())

    def __repr__(self) -> str:
        return f"Interner({self.name!r}, {len(self)} live nodes)"


def forget(table: dict[Hashable, weak_ref[N]], key: Hashable, ref: weak_ref[N]
           ) -> None:
    """A dead node's reference removes its entry (unless a live node has replaced it;
    atomic, as :class:`weakref.WeakValueDictionary`'s removal)."""
    _remove_dead_weakref(table, key)
