"""Hash-consing: the one mechanism behind the three kinds of shared nodes.

Terms (:mod:`.term`), regex derivative nodes (:mod:`.regex_nodes`) and regex ASTs
(:mod:`strsat.regex.ast`) are each built once per distinct structure: a node is
looked up by a key of its fields and its children's ids, and a new node takes the
next serial number, which is its hash and its order in sorted collections.  The
table holds its nodes weakly, so what nobody uses is freed (terms can be pinned
for a check, :class:`.term.pinned_terms`).

The constructors bind ``table`` and ``ids`` once, as module globals, and do the
look-up inline: they are the hottest code of the solver, and a method call per
node would cost more than the look-up itself.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from collections.abc import Hashable
from typing import Generic, TypeVar

__all__ = ["Interner"]

N = TypeVar("N")


class Interner(Generic[N]):
    """One kind of hash-consed node: ``table`` maps a node's key to the live node
    with that key, ``ids`` gives the next node its serial number."""

    __slots__ = ("table", "ids", "name", "lock")

    def __init__(self, name: str) -> None:
        self.name = name
        self.table: weakref.WeakValueDictionary[Hashable, N] = weakref.WeakValueDictionary()
        self.ids = itertools.count()
        #: held while a new node enters the table: two threads that build the same node
        #: at once (independent solvers in threads, issue 40) get the one that entered
        #: first, so a structure stays one node
        self.lock = threading.Lock()

    def __len__(self) -> int:
        """The number of live nodes."""
        return len(self.table)

    def __repr__(self) -> str:
        return f"Interner({self.name!r}, {len(self)} live nodes)"
