"""A real ``Ctrl-C`` told from a ``KeyboardInterrupt`` the explored program raises itself.

A program may ``raise KeyboardInterrupt`` (or call code that does): that is one of its
outcomes, reported like any exception.  A ``Ctrl-C`` stops the exploration and keeps what
it found.  Within :func:`watched` (in the main thread) a SIGINT handler notes each real
one before handing it to the handler it replaced; elsewhere no handler can be installed,
and every ``KeyboardInterrupt`` counts as pressed (the behaviour before issue 38).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

_state: dict[str, Any] = {"depth": 0, "pressed": False, "old": None}


def _handle(signum: int, frame: FrameType | None) -> None:
    old = _state["old"]
    if old == signal.SIG_IGN:
        return
    _state["pressed"] = True
    if callable(old):
        old(signum, frame)
    else:
        raise KeyboardInterrupt


@contextmanager
def watched() -> Iterator[None]:
    """Note real ``Ctrl-C`` presses within the block (nests; main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    if _state["depth"] == 0:
        _state["old"] = signal.signal(signal.SIGINT, _handle)
        _state["pressed"] = False
    _state["depth"] += 1
    try:
        yield
    finally:
        _state["depth"] -= 1
        if _state["depth"] == 0:
            signal.signal(signal.SIGINT, _state["old"])
            _state["old"] = None


def pressed() -> bool:
    """Whether a ``KeyboardInterrupt`` caught now stands for a real ``Ctrl-C``: one was
    pressed within :func:`watched`, or nothing watches in this thread."""
    watching = _state["depth"] > 0 and threading.current_thread() is threading.main_thread()
    return bool(_state["pressed"]) or not watching


__all__ = ["pressed", "watched"]
