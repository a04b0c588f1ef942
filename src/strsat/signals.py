"""``SIGINT`` and ``SIGTERM`` in interactive mode (``strsat -``; issue 40, item 5).

During a ``check-sat`` either signal makes the check answer ``unknown`` with the reason
``interrupted`` (:meth:`strsat.smtlib.Interpreter.interrupt`); after ``SIGINT`` the script
goes on with its next command, after ``SIGTERM`` the program exits once the answer is
printed (exit code 143).  Between checks ``SIGINT`` ends the program as before (exit code
130) and ``SIGTERM`` ends it with 143.

Python runs a signal handler only between bytecodes of the main thread, so a z3 call
in progress would hold it up to the call's end.  :class:`Signals` therefore also has
Python's C-level handler write the signal to a pipe (``signal.set_wakeup_fd``); a daemon
thread reading the pipe interrupts the check at once, z3's call included (z3's
``interrupt`` is made to be called from another thread).
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Protocol

#: The exit code after SIGTERM (128 + the signal's number, as shells report it).
TERMINATED = 128 + signal.SIGTERM


class Interruptible(Protocol):
    def interrupt(self) -> bool: ...


class Signals:
    """Installs the handlers for the ``with`` block (main thread only)."""

    def __init__(self, target: Interruptible) -> None:
        self.target = target
        self.terminated = False
        self.exit_code = TERMINATED
        #: Each signal reaches both the watcher thread (a byte in the pipe) and the main
        #: thread's handler, in either order; exactly one of them interrupts a check.
        #: ``_delivered``: signals the watcher delivered that the handler has not seen;
        #: ``_handled``: signals the handler delivered that the watcher has not seen (it
        #: must not interrupt the next check with them).
        self._delivered = 0
        self._handled = 0
        self._lock = threading.RLock()  # a second signal may arrive inside the handler
        self._old: dict[int, object] = {}
        self._old_fd = -1
        self._pipe: tuple[int, int] | None = None

    def __enter__(self) -> Signals:
        if threading.current_thread() is not threading.main_thread():
            return self  # handlers can only be installed in the main thread
        r, w = os.pipe()
        os.set_blocking(w, False)
        self._pipe = (r, w)
        self._old_fd = signal.set_wakeup_fd(w, warn_on_full_buffer=False)
        for sig in (signal.SIGINT, signal.SIGTERM):
            self._old[sig] = signal.signal(sig, self._handle)
        threading.Thread(target=self._watch, args=(r,), name="strsat-signals",
                         daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, old in self._old.items():
            signal.signal(sig, old)  # type: ignore[arg-type]
        signal.set_wakeup_fd(self._old_fd)
        if self._pipe is not None:
            os.close(self._pipe[1])  # the watcher reads end-of-file and stops

    def _watch(self, r: int) -> None:
        """The watcher thread: each signal byte interrupts the running check, if any."""
        try:
            while True:
                data = os.read(r, 64)
                if not data:
                    return
                for signum in data:
                    self._deliver(signum)
        except OSError:
            return
        finally:
            os.close(r)

    def _deliver(self, signum: int) -> None:
        """The watcher's part: interrupt the running check, unless the handler already
        did for this signal (the check it interrupted may have ended and the next begun)."""
        with self._lock:
            if signum == signal.SIGTERM:
                self.terminated = True
            if self._handled > 0:
                self._handled -= 1
            elif self.target.interrupt():
                self._delivered += 1

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        """The main thread's handler: interrupt the running check unless the watcher
        already did for this signal; between checks, end the program."""
        with self._lock:
            if signum == signal.SIGTERM:
                self.terminated = True
            if self._delivered > 0:
                self._delivered -= 1
                return
            if self.target.interrupt():
                self._handled += 1
                return
        raise KeyboardInterrupt

    def lines(self, source: Iterator[str]) -> Iterator[str]:
        """``source`` until ``SIGTERM``: after it no command is read."""
        for line in source:
            yield line
            if self.terminated:
                return


__all__ = ["TERMINATED", "Signals"]
