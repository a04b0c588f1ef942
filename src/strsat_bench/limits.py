"""Run one command under limits enforced by the operating system.

* wall clock: the child runs in its own session (process group); past the
  limit (plus a grace period for the solver's own timeout to answer) the whole
  group is killed with SIGKILL;
* memory: ``RLIMIT_AS`` is set in the child before ``exec``;
* CPU seconds and peak resident memory come from ``os.wait4``'s rusage.

Standard library only.  Running children are registered so that an
interrupted batch can kill them all (:func:`kill_all`).
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO

#: Most output kept per stream (bytes); the rest is dropped.
MAX_OUTPUT = 32 * 1024 * 1024

_active: dict[int, _Child] = {}
_active_lock = threading.Lock()


class _Child:
    """A started child; its group is killed only while it is not yet reaped."""

    __slots__ = ("pid", "lock", "reaped", "killed")

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.lock = threading.Lock()
        self.reaped = False
        self.killed = False

    def kill(self) -> None:
        with self.lock:
            if not self.reaped:
                self.killed = True
                _killpg(self.pid)


@dataclass(slots=True)
class ProcResult:
    """What happened to one child process."""

    returncode: int | None  # exit code, or -signal; None if it could not start
    stdout: str
    stderr: str
    wall: float  # seconds
    cpu: float  # user + system seconds
    maxrss_mb: float  # peak resident set, MiB
    killed: bool  # killed by us at the wall-clock limit
    start_error: str | None = None
    #: the peak may be the runner's own: a forked child's rusage starts from its copy of
    #: the parent's resident pages (Linux keeps that across exec), so a peak no larger
    #: than the runner's size at the start says nothing about the child
    rss_inherited: bool = False


def _limit_memory(limit_bytes: int | None) -> Callable[[], None]:
    setrlimit, rlimit_as = resource.setrlimit, resource.RLIMIT_AS

    def preexec() -> None:  # runs in the child between fork and exec
        if limit_bytes is not None:
            setrlimit(rlimit_as, (limit_bytes, limit_bytes))

    return preexec


def run_limited(argv: list[str], timeout: float, memory_mb: int | None = None,
                grace: float = 1.0, stdin_text: str | None = None,
                env: dict[str, str] | None = None) -> ProcResult:
    """Run ``argv`` to completion or until ``timeout + grace`` seconds of wall clock."""
    limit = None if memory_mb is None else int(memory_mb) * 1024 * 1024
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.TemporaryFile() as inp:
        if stdin_text is not None:
            inp.write(stdin_text.encode("utf-8"))
            inp.seek(0)
        runner_mb = _resident_mb()
        t0 = time.monotonic()
        try:
            proc = subprocess.Popen(argv, stdin=inp, stdout=out, stderr=err, env=env,
                                    start_new_session=True, preexec_fn=_limit_memory(limit),
                                    close_fds=True)
        except OSError as e:
            return ProcResult(None, "", "", 0.0, 0.0, 0.0, False,
                              start_error=f"{type(e).__name__}: {e}")
        pid = proc.pid
        child = _Child(pid)
        with _active_lock:
            _active[pid] = child
        timer = threading.Timer(timeout + grace, child.kill)
        timer.daemon = True
        timer.start()
        try:
            while True:
                try:
                    _, status, usage = os.wait4(pid, 0)
                    break
                except InterruptedError:
                    continue
            with child.lock:
                child.reaped = True
        finally:
            timer.cancel()
            with _active_lock:
                _active.pop(pid, None)
        wall = time.monotonic() - t0
        killed = child.killed
        if killed:
            _killpg(pid)  # stray grandchildren of a killed run
        code = os.waitstatus_to_exitcode(status)
        proc.returncode = code  # we reaped it; keep Popen from waiting again
        peak = usage.ru_maxrss / 1024.0
        inherited = peak <= runner_mb + 1.0
        if memory_mb is not None:  # resident pages never exceed the address-space limit
            peak = min(peak, float(memory_mb))
        return ProcResult(code, _read(out), _read(err), wall,
                          usage.ru_utime + usage.ru_stime, peak, killed,
                          rss_inherited=inherited)


def _resident_mb() -> float:
    """This process's resident size in MiB (0 where ``/proc`` is missing)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * resource.getpagesize() / (1024.0 * 1024.0)


def _read(f: IO[bytes]) -> str:
    f.seek(0)
    return f.read(MAX_OUTPUT).decode("utf-8", errors="replace")


def _killpg(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def kill_all() -> int:
    """Kill the process groups of all running children; return how many."""
    with _active_lock:
        items = list(_active.items())
    for _, child in items:
        child.kill()
    return len(items)
