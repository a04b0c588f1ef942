"""The process's memory: its resident size, a limit read at deadline readings, and
returning freed memory to the operating system (issue 40).

``--memory MB`` / ``(set-option :memory MB)`` / ``Solver.set(memory=MB)`` give a check a
:class:`MemoryLimit`; the check's deadline reads it (:meth:`strsat.deadline.Deadline.
with_memory`) every :data:`READINGS_PER_SAMPLE` readings or :data:`SAMPLE_SECONDS`, so a
check past the limit stops at its next reading with :class:`~strsat.errors.MemoryExceeded`
and answers ``unknown`` (reason ``memory``); the session goes on.  The resident size is read from
``/proc/self/statm`` (about 5 µs); where that is missing the limit is not enforced.
"""

from __future__ import annotations

import os
import time

from .errors import MemoryExceeded

#: Deadline readings between two reads of the resident size (at most).
READINGS_PER_SAMPLE = 512
#: Seconds between two reads of the resident size (at most, at readings).
SAMPLE_SECONDS = 0.005
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_bytes() -> int | None:
    """The resident set size of this process, or None where it cannot be read."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return None


def _malloc_trim() -> object | None:
    """glibc's ``malloc_trim`` from the process's own symbols (``dlopen(NULL)``), else
    from ``libc.so.6``; None elsewhere.  Not ``ctypes.util.find_library``: on Linux it
    runs ``/sbin/ldconfig -p`` in a child process, which every run paid for at import
    (issue 39: start-up)."""
    import ctypes  # only when memory is to be returned: a plain run never loads it

    for name in (None, "libc.so.6"):
        try:
            return ctypes.CDLL(name).malloc_trim
        except (OSError, AttributeError):
            continue
    return None


def malloc_in_use() -> int | None:
    """The bytes glibc's allocator has handed out and not taken back (``mallinfo2``:
    ``uordblks`` + ``hblkhd``, its heap and its mmapped blocks), or None elsewhere.  What
    the C libraries (z3) and Python's large objects hold, apart from the free pages
    the allocator keeps (the soak benchmark reads it after each block)."""
    import ctypes

    class _Mallinfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
            "uordblks", "fordblks", "keepcost")]

    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return None
    mallinfo2.restype = _Mallinfo2
    info = mallinfo2()
    return int(info.uordblks + info.hblkhd)


#: ``malloc_trim``, looked up at the first release (False: not looked up yet).
_TRIM: object | None = False


def release_freed_memory() -> None:
    """Return the C heap's free pages to the operating system (glibc's ``malloc_trim``;
    nothing elsewhere).  Python frees the objects of a check when it ends, but the C
    heap keeps their pages, so without it the resident size only ever grows with the
    largest checks of a session."""
    global _TRIM
    if _TRIM is False:
        _TRIM = _malloc_trim()
    if _TRIM is not None:
        _TRIM(0)  # type: ignore[operator]


class MemoryLimit:
    """A resident-size limit shared by a check's deadline and all its children."""

    __slots__ = ("limit", "_countdown", "_next", "exceeded")

    def __init__(self, megabytes: float) -> None:
        self.limit = int(megabytes * (1 << 20))
        self._countdown = 0  # read at the first reading
        self._next = 0.0  # the time.monotonic() reading after which the next one samples
        #: the resident size that was found past the limit (None: not past it)
        self.exceeded: int | None = None

    def check(self, what: str) -> None:
        """Count one reading; every :data:`READINGS_PER_SAMPLE`-th, and the first one
        :data:`SAMPLE_SECONDS` after the last sample (the readings of a phase that builds
        a million cells are 65,536 cells apart), reads the resident size and raises
        :class:`MemoryExceeded` past the limit (and at every reading after that)."""
        if self.exceeded is None:
            self._countdown -= 1
            if self._countdown > 0 and time.monotonic() < self._next:
                return
            self._countdown = READINGS_PER_SAMPLE
            self._next = time.monotonic() + SAMPLE_SECONDS
            rss = rss_bytes()
            if rss is None or rss <= self.limit:
                return
            self.exceeded = rss
        raise MemoryExceeded(f"memory limit of {self.limit >> 20} MB exceeded during {what} "
                             f"(resident {self.exceeded >> 20} MB)")


__all__ = ["READINGS_PER_SAMPLE", "MemoryLimit", "malloc_in_use", "release_freed_memory",
           "rss_bytes"]
