"""Deadlines, honoured by every long loop: budgets counted in work (readings of the
deadline, one per node, state or round) under a wall-clock backstop, ended early by an
interrupt or a memory limit; the running check's deadline (:func:`current`)."""

from __future__ import annotations

import os
import time

from strsat.static import TYPE_CHECKING, ContextVar, contextmanager

from .errors import Interrupted, MemoryExceeded, ResourceLimit

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .memory import MemoryLimit

#: The CPU seconds a work unit stands for, in order of magnitude: one reading of a search
#: loop (16 nodes of the fixed-length search, a state of a lazy automaton; measured
#: 16-260 µs per family: benchmarks/limits/2026-12-02-rlimit.md; the Nielsen procedure's
#: steps of about 3 µs make a unit 16 at a time, :class:`Meter`).  A loop that reads the
#: deadline once per many cheaper items (characters, cells, derivative steps, states of
#: a product) charges those items in units of this size (``check(what, units)``), so
#: that a work limit buys about the same CPU time whatever the input; the rates come
#: from ``benchmarks/limits/rlimit_calibration.py`` (issue 40).
UNIT = 1e-4
#: z3 resource units (its ``rlimit count``) per work unit, where a z3 call spends a work
#: budget (the loop's integer core, the Parikh check): z3 counts 2.5-5 million per CPU
#: second, so a unit of z3 is 13-25 µs, near the engine's own units on the corpus
#: (20-50 µs; at 8, z3's units were 1.6-3 µs: benchmarks/limits/2026-12-02-rlimit.md).
Z3_RLIMIT_PER_UNIT = 64

#: The longest process age :func:`process_started` believes (a larger reading means the
#: clocks disagree, or the caller is not a fresh process).
_MAX_AGE = 5.0


def process_started() -> float:
    """The :func:`time.monotonic` reading at which this process started.

    On Linux the start time comes from ``/proc/self/stat`` (clock ticks since boot),
    so the interpreter's own start-up and the imports count against a time limit as
    the user sees it; elsewhere (or if unreadable) it is now."""
    now = time.monotonic()
    try:
        # bytes, unbuffered: a text file's codec would import ``encodings.ascii``
        with open("/proc/self/stat", "rb", buffering=0) as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        start = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - start
    except (OSError, IndexError, ValueError, AttributeError):
        return now
    return now - min(max(age, 0.0), _MAX_AGE)


class Deadline:
    """A point in time after which work must stop, and optionally an amount of work.

    ``Deadline(None)`` never expires.  Long loops call :meth:`check` (raises
    :class:`ResourceLimit`) or test :meth:`expired`; both are cheap.

    The wall clock is only the outer limit (the user's timeout).  A search's own
    budget is counted in *work* — readings of the deadline, one per node, state or
    round of the loop that reads it — so the same input gives the same answer on
    any machine and under any load (z3's and cvc5's resource limits do the same):
    :meth:`work` makes a child that also expires after ``units`` readings.  Every
    reading of a deadline counts against each work-limited deadline it descends
    from, so a sub-search spends its parent's budget too.
    """

    __slots__ = ("end", "_left", "_units", "_counts", "stop", "exact")

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.monotonic() + max(0.0, seconds)
        self._left = 0  # work units left of this deadline's own limit (if it has one)
        self._units: int | None = None  # this deadline's own work limit (None: none)
        #: the work-limited deadlines whose budgets a reading spends (self first, if limited)
        self._counts: tuple[Deadline, ...] = ()
        #: what else ends the check (an interrupt, a memory limit), shared by children
        self.stop: Stop | None = None
        #: under a work limit the user set (``--rlimit``): no wall-clock backstop inside,
        #: so that the answer depends on the work only (shared by children)
        self.exact = False

    def watched(self, stop: Stop) -> Deadline:
        """This deadline, ended also by ``stop`` (an interrupt or a memory limit,
        read at every reading; its children share it)."""
        self.stop = stop
        return self

    @classmethod
    def never(cls) -> Deadline:
        return cls(None)

    @classmethod
    def at(cls, end: float | None) -> Deadline:
        """The deadline at the :func:`time.monotonic` reading ``end`` (None: never);
        an end in the past gives an expired deadline."""
        d = cls(None)
        d.end = end
        return d

    def remaining(self) -> float | None:
        """Seconds left on the wall clock (>= 0), or None when unbounded."""
        if self.end is None:
            return None
        return max(0.0, self.end - time.monotonic())

    def _spend(self, units: int) -> bool:
        """Count a reading of ``units`` units; True when a work budget it descends from
        is spent."""
        spent = False
        for d in self._counts:
            d._left -= units
            if d._left < 0:
                spent = True
        return spent

    def spend(self, units: int) -> None:
        """Count ``units`` readings at once: a step that does not read the deadline but
        costs as much as that many readings (one z3 call of a search, say).  The next
        reading then finds the budget spent."""
        for d in self._counts:
            d._left -= units

    def expired(self, units: int = 1) -> bool:
        """Whether the check must stop; the reading counts ``units`` work units (as
        :meth:`check`)."""
        if self._counts and self._spend(units):
            return True
        if self.stop is not None and self.stop.stopped("search"):
            return True
        return self.end is not None and time.monotonic() >= self.end

    def check(self, what: str = "search", units: int = 1) -> None:
        """Raise :class:`ResourceLimit` if the deadline has passed or the work is spent
        (:class:`~strsat.errors.Interrupted` or :class:`~strsat.errors.MemoryExceeded`
        when its :class:`Stop` ended it).

        The reading counts ``units`` work units: a loop that reads once per ``k`` items
        charges the work of those ``k`` items, so that a unit buys
        about the same CPU time in every phase (issue 40)."""
        if self.stop is not None:
            self.stop.check(what)
        if self._counts and self._spend(units):
            raise ResourceLimit(f"work limit during {what}")
        if self.end is not None and time.monotonic() >= self.end:
            raise ResourceLimit(f"timeout during {what}")

    def sub(self, seconds: float | None) -> Deadline:
        """A deadline at most ``seconds`` from now and no later than this one (its
        readings spend this one's work budgets).  Inside a search, prefer :meth:`work`:
        a budget in seconds makes the answer depend on the machine's load."""
        child = Deadline(None if self.exact else seconds)
        if self.end is not None and (child.end is None or child.end > self.end):
            child.end = self.end
        child._counts = self._counts
        child.stop = self.stop
        child.exact = self.exact
        return child

    def work(self, units: int, exact: bool = False) -> Deadline:
        """A deadline at this one's end that also expires after ``units`` work units
        (and when any work budget this one spends is spent).

        ``exact``: the user's work limit (``--rlimit``, ``:reproducible-resource-limit``,
        ``Solver.set(rlimit=n)``).  Below it, the backstops of :meth:`budget` and the
        seconds of :meth:`sub` are left out, so that the same limit gives the same answer
        on any machine, under any load and beside any thread (issue 40): only the work
        decides, and the user's time limit, if any."""
        child = Deadline(None)
        child.end = self.end
        child._left = child._units = max(0, units)
        child._counts = (child, *self._counts)
        child.stop = self.stop
        child.exact = exact or self.exact
        return child

    def budget(self, units: int, backstop: float | None = None) -> Deadline:
        """:meth:`work` of ``units`` readings, and at most ``backstop`` seconds from now.

        The work limit is the budget (it decides, the same on any machine); the
        backstop, set well above (about 8x) the time the readings take at the calibrated rate
        (docs/explanation/engine.md#budgets), only stops a sub-search whose readings turn out
        far costlier than usual before it eats the whole outer deadline."""
        child = self.work(units)
        if backstop is not None and not self.exact:
            end = time.monotonic() + max(0.0, backstop)
            if child.end is None or end < child.end:
                child.end = end
        return child

    def work_left(self) -> int | None:
        """Units left of the tightest work budget this deadline spends (None: none)."""
        if not self._counts:
            return None
        return max(0, min(d._left for d in self._counts))

    @property
    def spent(self) -> int:
        """Readings counted against this deadline's own work limit (0 without one)."""
        return 0 if self._units is None else self._units - max(self._left, 0)

    @property
    def limits_work(self) -> bool:
        """Whether this deadline has a work limit of its own."""
        return self._units is not None

    @property
    def work_spent(self) -> bool:
        """Whether this deadline's own work limit (not the wall clock) ran out."""
        return self._units is not None and self._left < 0


class Meter:
    """A deadline read by a loop whose steps are far cheaper than a work unit: every
    ``per_unit`` steps make one unit of ``deadline`` (the Nielsen procedure's steps, a
    node or a path step of about 3 µs, against the engine's units of 20-100 µs), so that a
    work limit buys about the same CPU time there as elsewhere (issue 40).  The deadline
    itself (its clock, an interrupt, the memory limit) is read when a unit is complete;
    steps spent at once (:meth:`spend`) count toward the next reading."""

    __slots__ = ("deadline", "per_unit", "_carry")

    def __init__(self, deadline: Deadline, per_unit: int) -> None:
        self.deadline = deadline
        self.per_unit = max(1, per_unit)
        self._carry = 0  # steps not yet charged (fewer than per_unit)

    def check(self, what: str = "search", steps: int = 1) -> None:
        """Count ``steps``; read the deadline (:meth:`Deadline.check`) with the units
        they complete, if any."""
        carry = self._carry + steps
        if carry < self.per_unit:
            self._carry = carry
            return
        units, self._carry = divmod(carry, self.per_unit)
        self.deadline.check(what, units)

    def spend(self, steps: int) -> None:
        """Count ``steps`` without a reading (:meth:`Deadline.spend` of the units they
        complete)."""
        units, self._carry = divmod(self._carry + steps, self.per_unit)
        if units:
            self.deadline.spend(units)

    def remaining(self) -> float | None:
        """Seconds left on the deadline's wall clock (None: unbounded)."""
        return self.deadline.remaining()


class Stop:
    """What ends a check besides its clock and its work: an interrupt (from another
    thread or a signal handler: :meth:`interrupt` only sets a flag) and a memory limit
    (:class:`~strsat.memory.MemoryLimit`, sampled at readings).  ``reason`` says which
    ended it (``"interrupted"`` or ``"memory"``), None while neither has."""

    __slots__ = ("memory", "reason")

    def __init__(self, memory: MemoryLimit | None = None) -> None:
        self.memory = memory
        self.reason: str | None = None

    def interrupt(self) -> None:
        self.reason = "interrupted"

    def check(self, what: str) -> None:
        if self.reason == "interrupted":
            raise Interrupted(f"interrupted during {what}")
        if self.memory is not None:
            try:
                self.memory.check(what)
            except MemoryExceeded:
                self.reason = "memory"
                raise

    def stopped(self, what: str) -> bool:
        try:
            self.check(what)
        except ResourceLimit:
            return True
        return False


#: The deadline of the check running in this thread, if any: read by
#: the phases that are not handed one (rewriting, evaluation and model validation, regex
#: membership, automaton and length-set construction) so that every phase of a check
#: stops at its limit (issue 40).  Per context, so threads never see each other's.
_ACTIVE: ContextVar[Deadline | None] = ContextVar("strsat_active_deadline", default=None)


def current() -> Deadline | None:
    """The deadline of the check running in this context (:func:`active`), or None."""
    return _ACTIVE.get()


def current_or_never() -> Deadline:
    """:func:`current`, or a deadline that never expires."""
    d = _ACTIVE.get()
    return d if d is not None else Deadline(None)


@contextmanager
def active(deadline: Deadline) -> Iterator[Deadline]:
    """Make ``deadline`` the :func:`current` one for the block (nests; per thread)."""
    token = _ACTIVE.set(deadline)
    try:
        yield deadline
    finally:
        _ACTIVE.reset(token)
