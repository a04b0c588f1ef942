"""Work units of results kept across checks, charged once per check (issue 40).

A session keeps results from check to check (automata, length sets, the regular step's
outcomes, a grammar's products): a later check that finds one kept spends no work on
it.  Under a work limit (``--rlimit``) that makes a check's units depend on what the
session ran before (464 against 445 units for one check after two histories; a
grammar's first check 617 units, the next ones 523).  So a kept result records the
units its filling cost, and a check that uses a kept result is charged those units
**once**: as if it had computed the result itself, the first time it needed it, and
then found it kept for the rest of the check (as a fresh session would).

Costs nest: a kept outcome of the regular step used kept automata while it was filled,
and a later read of one of those automata in the same check must not be charged again.
So a :class:`Cost` is the units of the filling's *own* work (its readings, less the
units of the kept results it used or filled meanwhile) and the costs of those results
(``deps``); a hit charges the part of that closure the check has not been charged yet.
A hit thus never charges more than its fill cost, and the charge is the same whatever
the session ran before.

The record of charges (:class:`Charges`) belongs to an engine and is opened at the
start of each of its checks (:func:`opened`): it wraps the check's deadline in a meter
(a work child that every reading of the check passes through), from which a filling
reads the units it spent.  Outside an opened record a filling records no cost and a
hit charges its whole closure.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, ContextVar, TypeVar, contextmanager

from .deadline import Deadline

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["Charges", "Cost", "Fill", "KeptTable", "charge_steps", "filling", "hit", "opened",
           "owed"]

#: The meter's work budget: never reached (it only counts).
_UNCOUNTED = 1 << 62


class Cost:
    """What filling a kept result cost: ``own`` units of its own work and the costs of
    the kept results it used (``deps``)."""

    __slots__ = ("own", "deps", "_total")

    def __init__(self, own: int, deps: tuple[Cost, ...] = ()) -> None:
        self.own = own
        self.deps = deps
        self._total = -1

    def closure(self) -> Iterator[Cost]:
        """This cost and every cost it depends on, each once (explicit stack)."""
        seen: set[int] = set()
        stack: list[Cost] = [self]
        while stack:
            c = stack.pop()
            if id(c) in seen:
                continue
            seen.add(id(c))
            yield c
            stack.extend(c.deps)

    @property
    def total(self) -> int:
        """The units of filling it with nothing kept before (summed once: a cost and
        its closure never change; the explorer's runs read a kept regex's total at each
        evaluation, 72,000 closure items in one run of ``textwrap.shorten``)."""
        if self._total < 0:
            self._total = sum(c.own for c in self.closure())
        return self._total


#: The cost of a result whose filling spent nothing (or was made outside a check).
FREE = Cost(0)


class _Frame:
    """An open filling: the meter's reading at its start, the units of kept results
    used or filled inside it (``foreign``) and their costs."""

    __slots__ = ("start", "foreign", "deps")

    def __init__(self, start: int) -> None:
        self.start = start
        self.foreign = 0
        self.deps: list[Cost] = []


class Charges:
    """An engine's record of the kept results its running check has been charged."""

    __slots__ = ("meter", "charged", "frames")

    def __init__(self) -> None:
        self.meter: Deadline | None = None
        #: the costs charged (or filled) in this check (by identity)
        self.charged: set[Cost] = set()
        self.frames: list[_Frame] = []

    def charge(self, cost: Cost) -> int:
        """The units of ``cost``'s closure not charged in this check yet (now marked; a
        cost marked has its closure marked: it was charged or filled whole)."""
        if cost in self.charged:
            return 0
        units = 0
        for c in cost.closure():
            if c not in self.charged:
                self.charged.add(c)
                units += c.own
        return units


_RECORD: ContextVar[Charges | None] = ContextVar("strsat_kept_charges", default=None)


@contextmanager
def opened(record: Charges, deadline: Deadline) -> Iterator[Deadline]:
    """Open ``record`` for a check run under ``deadline``: yields the deadline the check
    must use (a meter counting every reading of the check; it spends ``deadline``'s
    budgets as the check would).  Nests (an inner check has its own record; a record
    already open stays as it is); per thread."""
    if _RECORD.get() is record:
        yield deadline
        return
    saved = (record.meter, record.charged, record.frames)
    record.meter = deadline.work(_UNCOUNTED)
    record.charged, record.frames = set(), []
    token = _RECORD.set(record)
    try:
        yield record.meter
    finally:
        _RECORD.reset(token)
        record.meter, record.charged, record.frames = saved


def hit(cost: Cost | None, deadline: Deadline | None, what: str) -> int:
    """A kept result of ``cost`` was used: charge ``deadline`` the units of its
    closure this check has not been charged yet (all of them outside a check), and
    count them as a used result of the filling in progress, if any; the units."""
    if cost is None:
        return 0
    record = _RECORD.get()
    if record is None:
        units = cost.total
    else:
        units = record.charge(cost)
        if record.frames:
            top = record.frames[-1]
            top.deps.append(cost)
            top.foreign += units
    if units and deadline is not None:
        deadline.check(what, units)
    return units


def due(cost: Cost | None) -> bool:
    """Whether using a kept result of ``cost`` now charges anything: the running check
    has not been charged it yet (always, outside a check)."""
    record = _RECORD.get()
    return cost is not None and (record is None or cost not in record.charged)


def owed(cost: Cost) -> bool:
    """Whether the running check (an opened record) has not been charged ``cost`` yet;
    False outside a check, where a memoised result's reads cost nothing more (the
    memoisation of :func:`strsat.terms.regex_membership.derive`)."""
    record = _RECORD.get()
    return record is not None and cost not in record.charged


def charge_steps(cost: Cost) -> int:
    """The part of ``cost``'s closure the running check has not been charged yet (now
    marked), or all of it outside a check; nothing is charged to a deadline: ``cost``
    counts the reference evaluator's steps of a kept ground regex, which its evaluator
    adds to its own (:func:`strsat.terms.evaluate._ground_regex`)."""
    record = _RECORD.get()
    return cost.total if record is None else record.charge(cost)


class Fill:
    """A filling in progress (:func:`filling`); :attr:`cost` is set when it ends."""

    __slots__ = ("frame", "record", "cost")

    def __init__(self) -> None:
        self.record = _RECORD.get()
        self.frame: _Frame | None = None
        if self.record is not None and self.record.meter is not None:
            self.frame = _Frame(self.record.meter.spent)
            self.record.frames.append(self.frame)
        self.cost = FREE

    def _pop(self) -> _Frame | None:
        """Close the frames above this one (abandoned fillings: their work and used
        results become this one's) and this one; its parent, if any."""
        record, frame = self.record, self.frame
        assert record is not None and frame is not None
        frames = record.frames
        while frames and frames[-1] is not frame:
            inner = frames.pop()
            frame.foreign += inner.foreign
            frame.deps.extend(inner.deps)
        if frames:
            frames.pop()
        return frames[-1] if frames else None

    def end(self) -> Cost:
        """The filling is kept: its cost (marked charged in this check)."""
        if self.frame is None or self.record is None or self.record.meter is None:
            return self.cost
        frame = self.frame
        parent = self._pop()
        total = self.record.meter.spent - frame.start
        self.cost = Cost(max(0, total - frame.foreign), tuple(frame.deps))
        self.record.charged.add(self.cost)
        if parent is not None:
            parent.foreign += total
            parent.deps.append(self.cost)
        self.frame = None
        return self.cost

    def abandon(self) -> None:
        """The filling is not kept: its work is its parent's own (its used results the
        parent's)."""
        if self.frame is None or self.record is None:
            return
        frame = self.frame
        parent = self._pop()
        if parent is not None:
            parent.foreign += frame.foreign
            parent.deps.extend(frame.deps)
        self.frame = None


@contextmanager
def filling() -> Iterator[Fill]:
    """A filling of a kept result: on a normal exit its cost is in the yielded
    :class:`Fill`'s ``cost``; on an exception it is abandoned."""
    fill = Fill()
    try:
        yield fill
    except BaseException:
        fill.abandon()
        raise
    fill.end()


K = TypeVar("K")
V = TypeVar("V")


class KeptTable(dict[K, V]):
    """A session's table of kept results, each with its :class:`Cost` (``costs``, by
    key): :meth:`charged` reads an entry and charges its cost once per check;
    :meth:`keep` stores one, the oldest going past a bound (:mod:`strsat.caches`)."""

    __slots__ = ("costs",)

    def __init__(self) -> None:
        super().__init__()
        self.costs: dict[K, Cost] = {}

    def charged(self, key: K, deadline: Deadline | None, what: str) -> bool:
        """Whether ``key`` is kept; if so its cost is charged (:func:`hit`)."""
        if key not in self:
            return False
        hit(self.costs.get(key), deadline, what)
        return True

    def clear(self) -> None:
        """Forget every entry and its cost."""
        dict.clear(self)
        self.costs.clear()

    def forget(self, key: K) -> None:
        """Forget ``key``'s entry and its cost, if kept."""
        dict.pop(self, key, None)
        self.costs.pop(key, None)

    def keep(self, key: K, value: V, cost: Cost, limit: int) -> None:
        """``self[key] = value`` at ``cost``; a new key past ``limit`` entries pushes the
        oldest out."""
        if len(self) >= limit and key not in self:
            del self[next(iter(self))]
        self[key] = value
        self.costs[key] = cost
        if len(self.costs) > 2 * limit:  # those of entries no longer kept
            self.costs = {k: c for k, c in self.costs.items() if k in self}
