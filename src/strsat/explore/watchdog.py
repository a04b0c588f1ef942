"""A watchdog for one concolic run: code that loops without a symbolic decision (a
``while True`` over plain values, a retry loop) never reaches the tracer's budget,
so a thread watches the run's last decision and stops it from outside.

The stop is :class:`RunStalled` raised asynchronously in the running thread
(``PyThreadState_SetAsyncExc``), which Python delivers between bytecodes, and again
after each further stall (a program catching ``BaseException`` swallows one): a loop
inside one C call (a regular expression backtracking) is not interrupted.
"""

from __future__ import annotations

import ctypes
import threading
import time
from collections.abc import Callable
from types import TracebackType

from .tracer import RunStopped


class RunStalled(RunStopped):
    """A run made no symbolic decision for too long, or ran past the deadline."""

    def __init__(self, reason: str = "no symbolic decision for too long (watchdog)") -> None:
        super().__init__(reason)


class Watchdog:
    """Within ``with``: stop the current thread's run once ``last()`` (a
    :func:`time.monotonic` reading of its latest decision) is more than ``stall``
    seconds old, or the clock passes ``deadline``."""

    def __init__(self, last: Callable[[], float], stall: float,
                 deadline: float | None = None) -> None:
        self.last = last
        self.stall = stall
        self.deadline = deadline
        self.fired = False
        self._lock = threading.Lock()
        self._active = False
        self._done = threading.Event()
        self._target = threading.get_ident()

    def __enter__(self) -> Watchdog:
        self._target = threading.get_ident()
        self._active = True
        threading.Thread(target=self._watch, daemon=True, name="strsat-watchdog").start()
        return self

    def _watch(self) -> None:
        period = max(0.01, min(0.25, self.stall / 4))
        fired_at = None
        while not self._done.wait(period):
            now = time.monotonic()
            late = self.deadline is not None and now > self.deadline + period
            if (now - self.last() > self.stall or late) and (
                    fired_at is None or now - fired_at > self.stall):
                # again after another stall: the program may catch BaseException
                with self._lock:
                    if not self._active:
                        return
                    self.fired, fired_at = True, now
                    _raise_in(self._target, RunStalled)

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        try:
            self._done.set()
            with self._lock:
                self._active = False
            if self.fired and not isinstance(exc, RunStalled):
                # raised after the run ended and not delivered yet: delivered here (at a
                # backward jump) and dropped, never in the caller's code
                for _ in range(1000):
                    pass
        except RunStalled:
            pass


def _raise_in(thread: int, exc: type[BaseException]) -> None:
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread), ctypes.py_object(exc))


__all__ = ["RunStalled", "Watchdog"]
