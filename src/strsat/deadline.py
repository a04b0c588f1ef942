"""Wall-clock deadlines honoured by every long loop."""

from __future__ import annotations

import time

from .errors import ResourceLimit


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
