"""Memos that belong to an assertion scope, with a bound (issue 40).

A symbolic executor keeps one solver for hours: it pushes a scope, asserts a path
condition over variables named afresh for that path, checks and pops.  A memo keyed by
such terms never hits again once the scope is popped, so every memo of the engine and
its steps belongs either to the session (keyed by ground things, such as regexes, that
recur from one path to the next; bounded by a count of entries) or to the scope that was
innermost when an entry was filled.

:class:`ScopedMemo` is the second kind: a ``dict`` that records the keys it was given
inside each open scope and forgets them when that scope closes
(:meth:`~ScopedMemo.close_scope`)
(entries filled at level 0 stay until the bound pushes them out, oldest first).  It is
a ``dict`` so that reading it costs what reading a dict costs (the simplifier reads its
memo at every node); only a new entry pays for the bookkeeping.  An entry dropped early
is only a miss: a memo's values are functions of their keys.  The engine's scope stack
(:class:`strsat.engine.scopes.Scopes`) opens and closes the scopes of the memos its
owners name in their ``scoped`` attributes.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from collections.abc import MutableMapping

__all__ = ["ScopedMemo", "store"]

K = TypeVar("K")
V = TypeVar("V")


_MISSING = object()


def store(cache: MutableMapping[K, V], key: K, value: V, limit: int) -> None:
    """``cache[key] = value`` in a session-owned memo (the first kind above): a new key
    past ``limit`` entries pushes the oldest out (a session keeps one loop for hours)."""
    if len(cache) >= limit and key not in cache:
        del cache[next(iter(cache))]
    cache[key] = value


class ScopedMemo(dict[K, V]):
    """A memo whose entries leave with the scope they were filled in, and whose
    oldest entry leaves past ``limit`` entries (None: no bound of its own, for a memo
    whose owner reads entries it filled earlier in the same call and clears it between
    calls)."""

    __slots__ = ("limit", "_added", "evicted", "dropped")

    def __init__(self, limit: int | None = None) -> None:
        super().__init__()
        #: entries kept at most (the oldest goes first)
        self.limit = limit
        #: the keys filled in each open scope, innermost last
        self._added: list[list[K]] = []
        #: entries that left past the bound, and with a popped scope (counts only)
        self.evicted = 0
        self.dropped = 0

    def __setitem__(self, key: K, value: V) -> None:
        if key in self:
            dict.__setitem__(self, key, value)
            return
        limit = self.limit
        if limit is not None and len(self) >= limit:
            del self[next(iter(self))]
            self.evicted += 1
        dict.__setitem__(self, key, value)
        added = self._added
        if added:
            level = added[-1]
            level.append(key)
            if limit is not None and len(level) > 2 * limit:  # refilled after evictions
                level[:] = [k for k in level if k in self]

    @property
    def level(self) -> int:
        """The scopes open in this memo."""
        return len(self._added)

    def open_scope(self) -> None:
        """Open a scope: the entries filled from now on leave with its
        :meth:`close_scope`."""
        self._added.append([])

    def close_scope(self) -> None:
        """Close the innermost scope: the entries filled in it leave (nothing happens
        when no scope is open)."""
        if not self._added:
            return
        for key in self._added.pop():
            if dict.pop(self, key, _MISSING) is not _MISSING:
                self.dropped += 1

    def clear(self) -> None:
        """Forget every entry (the open scopes stay open)."""
        dict.clear(self)
        for level in self._added:
            level.clear()
