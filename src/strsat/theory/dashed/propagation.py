"""The propagation loop of dashed-string constraints: the constraints watching the
variables that changed run from a queue until a fixpoint (G-Strings' propagation over
a copying :class:`~.store.Store`)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from ...deadline import Deadline
from .constraints import Constraint, holds
from .store import MAX_ROUNDS, WORK_LIMIT, Fail, Store, Var

__all__ = ["propagate"]


def propagate(store: Store, constraints: Sequence[Constraint],
              watchers: dict[Var, list[int]], deadline: Deadline | None = None,
              first: Iterable[int] | None = None) -> None:
    """Run the constraints to a fixpoint (raises :class:`Fail`).  ``first``: the
    constraints to run before any variable changed (all when None).

    Narrowing is monotone but need not converge quickly (``x = "a"·x`` raises ``|x|``'s
    lower bound by one per round): past :data:`MAX_ROUNDS` runs per constraint the loop
    stops, which is sound (every narrowing made so far is valid); so it does past
    :data:`WORK_LIMIT` blocks swept."""
    queue = deque(range(len(constraints))) if first is None else deque(first)
    queued = set(queue)
    steps = 0
    limit = MAX_ROUNDS * max(1, len(constraints))
    store.work = 0
    while queue and steps < limit and store.work < WORK_LIMIT:
        i = queue.popleft()
        queued.discard(i)
        steps += 1
        if deadline is not None:
            deadline.check("dashed-string propagation")
        store.dirty.clear()
        c = constraints[i]
        if _decided(store, c):
            continue
        c.propagate(store)
        for x in store.dirty:
            for j in watchers.get(x, ()):
                if j not in queued:
                    queued.add(j)
                    queue.append(j)
        store.dirty.clear()


def _decided(store: Store, c: Constraint) -> bool:
    """True when every variable of ``c`` is known and ``c`` holds (raises :class:`Fail`
    when it does not): the exact check replaces the sweeps, whose cost grows with the
    blocks of the values (a known string of 20,000 characters in 10,000 runs)."""
    if len(c.vars) == 0 or not all(store.known(v) for v in c.vars):
        return False
    try:
        ok = holds(store, c)
    except NotImplementedError:
        return False
    if not ok:
        raise Fail(c)
    return True
