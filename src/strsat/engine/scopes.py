"""Assertion scopes of the engine's state (issue 23; docs/explanation/engine.md#scopes).

Everything the loop registers while it decides the assertions of a scope -- guard
literals, string atoms and length variables of the core, purified definitions, facts,
lemmas, the steps' records of what they have sent -- belongs to the scope (push level)
that was innermost when it was registered, and leaves with that scope's ``pop``.  So a
check reads only what the live assertions brought in: its cost depends on what is
asserted now, not on how many branches were explored before (cvc5's user context, z3's
scopes).  Lemmas learned in a scope stay for every scope pushed inside it, so a longer
path condition after a shorter one reuses what the shorter one learned.

An owner names its scoped attributes in a class attribute ``scoped``; :class:`Scopes`
copies them at ``push`` and restores them *in place* at ``pop``, because other objects
may hold the same container (the preprocessing passes read the purifier's lists and the
core's queues).  A :class:`~strsat.caches.ScopedMemo` is not copied: its own scope
opens at ``push`` and closes at ``pop``, which forgets the entries filled inside (a memo
keyed by the terms of a scope's assertions, whose variables a symbolic executor names
afresh for every path: issue 40).  Caches that are pure functions of ground keys
(automata, length sets, emptiness outcomes of regexes) are not scoped: they stay valid
in every scope, and they are bounded by a count of entries.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, Protocol

from ..caches import ScopedMemo

if TYPE_CHECKING:
    from typing import Any

__all__ = ["Scoped", "Scopes"]


class Scoped(Protocol):
    """An owner of scoped state: ``scoped`` names its attributes that belong to the
    assertion scope (``()``: none)."""

    @property
    def scoped(self) -> tuple[str, ...]: ...


def _save(value: Any) -> Any:
    """A copy of a container (lists, sets and dicts are copied one level deep; their
    elements are never mutated in place by their owners), or the immutable value; a
    :class:`ScopedMemo` opens a scope of its own instead."""
    if isinstance(value, ScopedMemo):
        value.open_scope()
        return value
    if isinstance(value, list):
        return list(value)
    if isinstance(value, set):
        return set(value)
    if isinstance(value, dict):
        return dict(value)
    return value


def _restore(owner: object, name: str, saved: Any) -> None:
    current = getattr(owner, name)
    if isinstance(current, ScopedMemo):
        if current is saved:
            current.close_scope()
    elif isinstance(current, list):
        current[:] = saved
    elif isinstance(current, (set, dict)):
        current.clear()
        current.update(saved)
    else:
        setattr(owner, name, saved)


class Scopes:
    """The scope stack of a set of owners: ``push`` saves their scoped attributes,
    ``pop`` restores the innermost saved state."""

    def __init__(self) -> None:
        self._owners: list[tuple[Scoped, tuple[str, ...]]] = []
        self._saved: list[list[tuple[Any, ...]]] = []

    def register(self, owner: Scoped, names: tuple[str, ...] | None = None) -> None:
        """Scope ``names`` of ``owner`` (by default what it declares).  An owner
        registered inside scopes (a step made at its first use, :mod:`.strategy`) is
        new: its state now is its state at every open level, and each pop down to
        level 0 restores it."""
        names = owner.scoped if names is None else names
        if names:
            self._owners.append((owner, names))
            for frame in self._saved:
                frame.append(tuple(_save(getattr(owner, n)) for n in names))

    @property
    def level(self) -> int:
        return len(self._saved)

    def push(self) -> None:
        self._saved.append([tuple(_save(getattr(owner, n)) for n in names)
                            for owner, names in self._owners])

    def pop(self) -> None:
        frame = self._saved.pop()
        for (owner, names), values in zip(self._owners, frame, strict=True):
            for name, value in zip(names, values, strict=True):
                _restore(owner, name, value)
