"""Domains of cell classes with a trail, events and dynamic equality links.

Each cell class ``c`` (a union-find class of character positions, see
:mod:`.layout`) has a domain: a bit mask over the alphabet's regions
(:mod:`.alphabet`) minus a small set of excluded values, and a value once
assigned (``-1`` before).  Every change is recorded on the trail so that
:meth:`Store.undo_to` restores any earlier state (chronological
backtracking).

Propagators subscribe to classes: ``watchers[c]`` are notified after any
change of ``c``; ``hooks[c]`` count down, once per assignment of ``c``, the
unassigned inputs of evaluation propagators (a counter reaching zero fires
the propagator).  ``links[c]`` are equalities posted during search (a chosen
offset of ``str.contains``): a change of ``c`` is copied to every linked class.
The links also form a trailed union-find (:meth:`Store.same`, union by size, no
path compression, so an undo is one entry): a clause ``⋁ a_k ≠ b_k``
(:class:`~.propagators.Clause`) reads a pair whose classes are linked as false before
either is assigned, so a chosen offset that makes a ``not contains`` window equal to
its pattern fails at once instead of after every value of the pattern's cells.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Sequence

from strsat.static import TYPE_CHECKING, Protocol, TypeVar

from ...deadline import Deadline
from .alphabet import Alphabet

if TYPE_CHECKING:
    from typing import Any

# trail entry tags
_CLASS, _USED, _ATTR, _LINK, _COUNT, _ITEM, _UNION = range(7)

#: Propagation events between two deadline checks (one propagation to a fixpoint can
#: run through a million clause updates: an indexof problem with |x| = 5,000).
EVENTS_PER_CHECK = 2048

#: The search's work in *ticks* (issue 40: a work unit must buy about the same CPU
#: in the fixed-length search as elsewhere, docs/explanation/engine.md#budgets).  A
#: tick is about a microsecond of CPU on the calibration machine; the search charges
#: its deadline one unit per :data:`TICKS_PER_UNIT` ticks (:meth:`Store.charge`).
#: Measured (benchmarks/limits/2026-12-03-fixlen40.md): a node (undo, decision,
#: the propagation loop's own work) 6, a propagation event 1 plus 1 per propagator
#: notified, an evaluator firing 10 plus 1 per term it evaluates, a leaf check the
#: same per constraint.
TICKS_PER_UNIT = 40
NODE_TICKS, EVENT_TICKS, NOTIFY_TICKS, FIRE_TICKS, TERM_TICKS = 6, 1, 1, 10, 1
#: The set-up of one search per constraint (layout, store, propagators: about 10 µs).
SETUP_TICKS = 10


class Watcher(Protocol):
    def notify(self, store: Store, c: int, arg: int) -> bool | None:
        """Class ``c`` (watched with ``arg``) changed: False is a conflict, None says
        this watch may be stale (:meth:`still_watching` then decides)."""
        ...

    def still_watching(self, arg: int, c: int) -> bool: ...


class Firing(Protocol):
    def fire(self, store: Store) -> bool: ...


#: Positions (cells, classes) walked per reading of the deadline where a walk is as long
#: as the strings: a propagator set up or refreshed over a membership, the search's order,
#: the inputs of an evaluation (at two million positions such walks took 0.1-4 CPU s
#: without a reading, issue 40), and the units a reading charges (the rate of the
#: layout's cells); a walk shorter than that reads nothing more.
POSITIONS_PER_READING, POSITION_UNITS = 4096, 1
#: A walk done in C (a set made of a slice) reads once per this many positions.
PIECE = 16 * POSITIONS_PER_READING


def class_set(groups: Iterable[Sequence[int]], deadline: Deadline) -> set[int]:
    """The classes of ``groups`` as one set, gathered in pieces of :data:`PIECE` with a
    reading of ``deadline`` before each piece once :data:`PIECE` classes are in."""
    out: set[int] = set()
    taken, due = 0, PIECE
    for group in groups:
        for start in range(0, len(group), PIECE):
            if taken >= due:
                deadline.check("fixed-length store", PIECE // POSITIONS_PER_READING
                               * POSITION_UNITS)
                due += PIECE
            piece = group[start:start + PIECE] if len(group) > PIECE else group
            out.update(piece)
            taken += len(piece)
    return out


def mapped(table: Sequence[int], keys: Sequence[int], deadline: Deadline) -> list[int]:
    """``[table[k] for k in keys]``, made in pieces of :data:`PIECE` with a reading of
    ``deadline`` before each piece past the first."""
    if len(keys) <= PIECE:
        return [table[k] for k in keys]
    out: list[int] = []
    for start in range(0, len(keys), PIECE):
        if start:
            deadline.check("fixed-length store", PIECE // POSITIONS_PER_READING * POSITION_UNITS)
        out.extend([table[k] for k in keys[start:start + PIECE]])
    return out


#: Lists made per reading of the deadline while a store is set up (a million classes
#: take seconds on a loaded machine: issue 40), and the work units a reading charges
#: (10-20 ms for 65,536 lists).
LISTS_PER_READING, LIST_UNITS = 1 << 16, 128


T = TypeVar("T")


def empty_in_pieces(bigs: Iterable[list[Any] | dict[Any, Any]], deadline: Deadline) -> None:
    """Empty each of ``bigs`` (lists from the end, dicts by ``popitem``) in pieces of
    :data:`PIECE` items with a reading of ``deadline`` between pieces that charges no
    units (work limits give the same answers): what a search over two million classes
    leaves is freed in 0.1-0.4 CPU s, which in one piece is a stretch without a reading
    (issue 40).  A dict of two million entries costs about 2.5 times its freeing so
    (0.27 CPU s against 0.10); small containers are emptied at once."""
    for big in bigs:
        if isinstance(big, dict):
            pop = big.popitem
            while len(big) > PIECE:
                for _ in range(PIECE):
                    pop()
                deadline.check("fixed-length store release", 0)
        else:
            while len(big) > PIECE:
                del big[-PIECE:]
                deadline.check("fixed-length store release", 0)
        big.clear()


def _lists(n: int, deadline: Deadline) -> list[list[T]]:
    """``n`` empty lists, reading ``deadline`` as they are made."""
    out: list[list[T]] = []
    for start in range(0, n, LISTS_PER_READING):
        made = min(LISTS_PER_READING, n - start)
        deadline.check("fixed-length store", 1 + made * LIST_UNITS // LISTS_PER_READING)
        out.extend([] for _ in range(made))
    return out


class Store:
    """The search state of one component."""

    def __init__(self, alphabet: Alphabet, n_classes: int,
                 deadline: Deadline | None = None) -> None:
        self.alphabet = alphabet
        self.deadline = deadline or Deadline.never()
        self.n = n_classes
        self.mask = [alphabet.full] * n_classes
        self.value = [-1] * n_classes
        self.excl: list[frozenset[int] | None] = [None] * n_classes
        # Over LISTS_PER_READING classes the collector is paused while the lists are
        # made: millions of new lists set off full collections over every object of the
        # check (0.3 CPU s between two readings at two million classes: benchmarks/
        # limits/2026-12-02-rlimit.md), and empty lists make no cycles for it to find.
        # Then they are frozen until :meth:`release` (:mod:`strsat.collector`): left in
        # the young generations, the first collections after the pause walked them all
        # (0.24 CPU s), and a generation-1 collection during the propagators' set-up
        # again (0.26-0.48 CPU s), each without a reading.
        big = n_classes > LISTS_PER_READING
        paused = big and gc.isenabled()
        #: whether this store holds a freeze of the collector (:meth:`release` ends it)
        self.frozen = False
        if paused:
            gc.disable()
        try:
            self.watchers: list[list[tuple[Watcher, int]]] = _lists(n_classes, self.deadline)
            self.hooks: list[list[int]] = _lists(n_classes, self.deadline)
            self.links: list[list[int]] = _lists(n_classes, self.deadline)
            if big:  # the collector module loads only for a big store (issue 39)
                from ... import collector

                self.frozen = collector.freeze()
        finally:
            if paused:
                gc.enable()
        self.firings: list[Firing] = []
        #: the union-find of the links: a linked class -> its parent (roots are absent),
        #: and a root -> the size of its tree (absent: 1)
        self.parent: dict[int, int] = {}
        self.size: dict[int, int] = {}
        self.pending: list[int] = []
        self.used: dict[int, dict[int, int]] = {}
        #: class -> regions to try first (set by the regular propagator; an ordering
        #: only, so it is not trailed: a stale preference costs order, not soundness)
        self.prefer: dict[int, int] = {}
        self.trail: list[tuple[Any, ...]] = []
        self._queue: list[int] = []
        self._fire: list[int] = []
        self.n_assigned = 0
        #: work done (ticks, :data:`TICKS_PER_UNIT`) and the part already charged
        self.work = 0
        self._charged = 0
        #: while a constraint posts its propagators: that constraint (a propagator's
        #: owner); ``touched``: the owners whose propagators changed the store or failed
        #: (:meth:`ComponentSolver.minimize` starts from them)
        self.owner: object | None = None
        self.owners: dict[int, object] = {}
        self._last_watcher: object = None
        self.touched: dict[int, object] = {}

    # ---- registration ------------------------------------------------------------

    def watch(self, c: int, w: Watcher, arg: int = 0) -> None:
        self.watchers[c].append((w, arg))
        if w is not self._last_watcher:  # a propagator watches many classes in a row
            self._last_watcher = w
            if self.owner is not None:
                self.owners.setdefault(id(w), self.owner)

    def touch(self, owner: object | None) -> None:
        """Record that ``owner`` (a constraint) changed the store or failed."""
        if owner is not None:
            self.touched[id(owner)] = owner

    def charge(self, what: str) -> None:
        """A reading of the deadline that charges the work done since the last one
        (whole units; the rest waits for the next reading)."""
        units = (self.work - self._charged) // TICKS_PER_UNIT
        self._charged += units * TICKS_PER_UNIT
        self.deadline.check(what, units)

    def add_firing(self, p: Firing, inputs: Iterable[int]) -> None:
        """Fire ``p`` once every class of ``inputs`` (distinct) is assigned (now, if
        already); a reading of the deadline every :data:`POSITIONS_PER_READING` classes."""
        pid = len(self.firings)
        self.firings.append(p)
        if self.owner is not None:
            self.owners[id(p)] = self.owner
        value, hooks = self.value, self.hooks
        waiting = 0
        for i, c in enumerate(inputs):
            if i and not i % POSITIONS_PER_READING:
                self.deadline.check("fixed-length store", POSITION_UNITS)
            if value[c] < 0:
                hooks[c].append(pid)
                waiting += 1
        self.pending.append(waiting)
        if not waiting:
            self._fire.append(pid)

    # ---- changes -----------------------------------------------------------------

    def assign(self, c: int, v: int) -> bool:
        """Give class ``c`` the value ``v``; False on conflict."""
        val = self.value[c]
        if val >= 0:
            return val == v
        alpha = self.alphabet
        m = alpha.index(v)
        old = self.mask[c]
        if not (old >> m) & 1:
            return False
        ex = self.excl[c]
        if ex is not None and v in ex:
            return False
        self.trail.append((_CLASS, c, old, ex, -1))
        self.value[c] = v
        self.mask[c] = 1 << m
        self.n_assigned += 1
        by_region = self.used.get(m)
        if by_region is None:
            by_region = self.used[m] = {}
        by_region[v] = by_region.get(v, 0) + 1
        self.trail.append((_USED, m, v))
        pending = self.pending
        for pid in self.hooks[c]:
            pending[pid] -= 1
            self.trail.append((_COUNT, pid))
            if pending[pid] == 0:
                self._fire.append(pid)
        self._queue.append(c)
        return True

    def narrow(self, c: int, allowed: int) -> bool:
        """Restrict the domain of ``c`` to the regions of ``allowed``."""
        old = self.mask[c]
        new = old & allowed
        if new == old:
            return True
        if new == 0:
            return False
        if self.value[c] >= 0:
            return True  # unreachable: an assigned class has a one-region mask
        self.trail.append((_CLASS, c, old, self.excl[c], -1))
        self.mask[c] = new
        if new & (new - 1) == 0:
            single = self._only_value(c, new.bit_length() - 1)
            if single is not None:
                # the class entry above already restores the mask
                self.mask[c] = old
                self.trail.pop()
                return self.assign(c, single)
        self._queue.append(c)
        return True

    def exclude(self, c: int, v: int) -> bool:
        """Remove the single value ``v`` from the domain of ``c``."""
        val = self.value[c]
        if val >= 0:
            return val != v
        alpha = self.alphabet
        m = alpha.index(v)
        if not (self.mask[c] >> m) & 1:
            return True
        ex = self.excl[c]
        if ex is not None and v in ex:
            return True
        new_ex = frozenset((v,)) if ex is None else ex | {v}
        self.trail.append((_CLASS, c, self.mask[c], ex, -1))
        self.excl[c] = new_ex
        left = alpha.sizes[m] - sum(1 for u in new_ex if alpha.index(u) == m)
        if left <= 0:
            return self.narrow(c, ~(1 << m))
        if left == 1 and self.mask[c] == 1 << m:
            single = self._only_value(c, m)
            if single is not None:
                return self.assign(c, single)
        return True

    def _only_value(self, c: int, m: int) -> int | None:
        """The single value left in region ``m`` for ``c`` (None if several)."""
        alpha = self.alphabet
        size = alpha.sizes[m]
        ex = self.excl[c]
        n_ex = 0 if ex is None else sum(1 for u in ex if alpha.index(u) == m)
        if size - n_ex != 1:
            return None
        if ex is None:
            return alpha.regions[m].min()
        return alpha.fresh(m, ex, None)

    def set_attr(self, obj: object, name: str, value: object) -> None:
        """Trailed ``setattr`` for propagator state."""
        self.trail.append((_ATTR, obj, name, getattr(obj, name)))
        setattr(obj, name, value)

    def set_item(self, items: list[Any], i: int, value: object) -> None:
        """Trailed ``items[i] = value`` for one entry of a propagator's list (a change
        of a few entries of a long list costs those entries, not a copy of the list)."""
        self.trail.append((_ITEM, items, i, items[i]))
        items[i] = value

    def link(self, a: int, b: int) -> bool:
        """Post ``a = b`` (both directions) and synchronise their domains."""
        if a == b:
            return True
        self.links[a].append(b)
        self.links[b].append(a)
        self.trail.append((_LINK, a))
        self.trail.append((_LINK, b))
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            size = self.size
            na, nb = size.get(ra, 1), size.get(rb, 1)
            if na < nb:
                ra, rb, na = rb, ra, nb
            self.parent[rb] = ra
            size[ra] = na + size.get(rb, 1)
            self.trail.append((_UNION, rb, ra))
            # an assigned end passes its value on below, which notifies the watchers
            if self.value[a] < 0 and self.value[b] < 0 and not self._linked(a, b):
                return False
        va, vb = self.value[a], self.value[b]
        if va >= 0:
            return self.assign(b, va)
        if vb >= 0:
            return self.assign(a, vb)
        both = self.mask[a] & self.mask[b]
        return self.narrow(a, both) and self.narrow(b, both)

    def find(self, c: int) -> int:
        """The root of ``c``'s class of linked classes."""
        parent = self.parent
        while c in parent:
            c = parent[c]
        return c

    def same(self, a: int, b: int) -> bool:
        """Whether ``a`` and ``b`` are equal by the links posted (``a = b`` holds in
        every solution below this point of the search)."""
        return a == b or (bool(self.parent) and self.find(a) == self.find(b))

    def _linked(self, a: int, b: int) -> bool:
        """Tell the clauses watching ``a`` or ``b`` that the two are now equal (a pair
        of a clause may have just become false); False on conflict."""
        for c in (a, b):
            for w, arg in list(self.watchers[c]):
                on_link = getattr(w, "on_link", None)
                if on_link is not None and on_link(self, arg) is False:
                    self.touch(self.owners.get(id(w)))
                    return False
        return True

    # ---- propagation -------------------------------------------------------------

    def propagate(self) -> bool:
        """Run events to a fixpoint; False on conflict (queues are then cleared).
        Raises :class:`~strsat.errors.ResourceLimit` past the deadline."""
        queue, fire = self._queue, self._fire
        value, mask, trail, owners = self.value, self.mask, self.trail, self.owners
        events = 0
        work = 0
        try:
            while queue or fire:
                events += 1
                if events % EVENTS_PER_CHECK == 0:
                    self.work += work
                    work = 0
                    self.charge("fixed-length propagation")
                if queue:
                    c = queue.pop()
                    links = self.links[c]
                    if links:
                        v = value[c]
                        for d in links:
                            ok = self.assign(d, v) if v >= 0 else self.narrow(d, mask[c])
                            if not ok:
                                return self._fail()
                    ws = self.watchers[c]
                    work += EVENT_TICKS + NOTIFY_TICKS * len(ws)
                    stale = False
                    for w, arg in ws:
                        before = len(trail)
                        r = w.notify(self, c, arg)
                        if r is False:
                            self.touch(owners.get(id(w)))
                            return self._fail()
                        if r is None:
                            stale = True
                        elif len(trail) != before:
                            self.touch(owners.get(id(w)))
                    if stale:
                        self.watchers[c] = [(w, a) for w, a in ws if w.still_watching(a, c)]
                else:
                    pid = fire.pop()
                    p = self.firings[pid]
                    before = len(trail)
                    if not p.fire(self):
                        self.touch(owners.get(id(p)))
                        return self._fail()
                    if len(trail) != before:
                        self.touch(owners.get(id(p)))
            return True
        finally:
            self.work += work

    def _fail(self) -> bool:
        self._queue.clear()
        self._fire.clear()
        return False

    # ---- backtracking ------------------------------------------------------------

    def release(self) -> None:
        """Drop the propagators and the trail once the search is over.  The
        propagators read the cells through closures over the store (:class:`Board`'s
        ``read``), so the store and all it holds form one reference cycle: at a
        million cells, 1.3 million lists and tuples that reference counting never frees
        and a later collection of the oldest generation must find (a pause of 1.3-2 CPU s
        in whichever check it falls, benchmarks/limits/2026-12-02-limits40.md).  Freeing
        them is work in proportion to the cells (0.38 CPU s at two million classes), so
        the big lists are emptied from the end in pieces of :data:`PIECE`, with a
        reading of the deadline between pieces that charges nothing (work limits give
        the same answers)."""
        try:
            empty_in_pieces((self.watchers, self.hooks, self.links, self.trail, self.firings,
                             self.mask, self.value, self.excl), self.deadline)
        finally:
            self._drop()
            if self.frozen:
                self.frozen = False
                from ... import collector

                collector.thaw()

    def _drop(self) -> None:
        self.watchers = []
        self.hooks = []
        self.links = []
        self.firings = []
        self.trail = []
        self.owners = {}
        self._last_watcher = None

    def mark(self) -> int:
        return len(self.trail)

    def undo_to(self, mark: int) -> None:
        trail = self.trail
        value, mask, excl = self.value, self.mask, self.excl
        while len(trail) > mark:
            e = trail.pop()
            tag = e[0]
            if tag == _CLASS:
                c = e[1]
                if value[c] >= 0 > e[4]:
                    self.n_assigned -= 1
                value[c] = e[4]
                mask[c] = e[2]
                excl[c] = e[3]
            elif tag == _USED:
                by_region = self.used[e[1]]
                k = by_region[e[2]] - 1
                if k:
                    by_region[e[2]] = k
                else:
                    del by_region[e[2]]
            elif tag == _COUNT:
                self.pending[e[1]] += 1
            elif tag == _ATTR:
                setattr(e[1], e[2], e[3])
            elif tag == _ITEM:
                e[1][e[2]] = e[3]
            elif tag == _UNION:
                del self.parent[e[1]]
                self.size[e[2]] -= self.size.get(e[1], 1)
            else:  # _LINK
                self.links[e[1]].pop()
        self._queue.clear()
        self._fire.clear()

