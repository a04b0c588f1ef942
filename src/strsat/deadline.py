"""Wall-clock deadlines honoured by every long loop."""

from __future__ import annotations

import os
import time

from .errors import ResourceLimit

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
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start = int(fields[19]) / os.sysconf("SC_CLK_TCK")
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - start
    except (OSError, IndexError, ValueError, AttributeError):
        return now
    return now - min(max(age, 0.0), _MAX_AGE)


class Deadline:
    """A point in time after which work must stop.

    ``Deadline(None)`` never expires.  Long loops call :meth:`check` (raises
    :class:`ResourceLimit`) or test :meth:`expired`; both are cheap.
    """

    __slots__ = ("end",)

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.monotonic() + max(0.0, seconds)

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
        """Seconds left (>= 0), or None when unbounded."""
        if self.end is None:
            return None
        return max(0.0, self.end - time.monotonic())

    def expired(self) -> bool:
        return self.end is not None and time.monotonic() >= self.end

    def check(self, what: str = "search") -> None:
        """Raise :class:`ResourceLimit` if the deadline has passed."""
        if self.end is not None and time.monotonic() >= self.end:
            raise ResourceLimit(f"timeout during {what}")

    def sub(self, seconds: float | None) -> Deadline:
        """A deadline at most ``seconds`` from now and no later than this one."""
        child = Deadline(seconds)
        if self.end is not None and (child.end is None or child.end > self.end):
            child.end = self.end
        return child
