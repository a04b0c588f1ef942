"""Keeping Python's garbage collector off a large structure while a search uses it
(issue 40, item 1: no stretch of work without a deadline reading).

A generation-1 collection walks every tracked object younger than the oldest
generation.  A fixed-length store over two million classes is three lists of two
million lists; made in one go, they sit in the young generations until a collection
moves them on, and the collections during the propagators' set-up that follow
walked them (0.26-0.48 CPU s each, benchmarks/limits/2026-12-03-release40.md) between
two readings of the deadline.  :func:`gc.freeze` moves every tracked object into the
permanent generation, which no collection walks, in constant time; :func:`gc.unfreeze`
moves them back into the oldest generation.

:class:`Frozen` pairs the two over nested and threaded users with a count under a lock:
the first to enter freezes, the last to leave unfreezes.  A process that froze objects
itself (``gc.get_freeze_count()`` above zero when nothing of strsat holds a freeze) is
left alone: ``unfreeze`` cannot tell its objects from ours, and freezing without
unfreezing would keep the process's later cyclic garbage among them forever.  Objects
frozen meanwhile are still freed by reference counting; only cycles among them wait for
the unfreeze (the store breaks its own cycle, :meth:`Store.release`).  A user's
``gc.freeze()`` made while a strsat freeze holds is undone by its unfreeze.
"""

from __future__ import annotations

import _thread
import gc

_LOCK = _thread.allocate_lock()  # threading.Lock, without importing threading
#: users holding the freeze that strsat made (0: strsat holds none)
_holders = 0


def freeze() -> bool:
    """Freeze the tracked objects (joining a freeze strsat already holds, with the
    objects made since); False, and nothing done, when the process froze objects of
    its own."""
    global _holders
    with _LOCK:
        if _holders == 0 and gc.get_freeze_count():  # counts them: only when small
            return False
        gc.freeze()
        _holders += 1
        return True


def thaw() -> None:
    """Leave a freeze :func:`freeze` joined (True); the last to leave unfreezes."""
    global _holders
    with _LOCK:
        _holders -= 1
        if _holders == 0:
            gc.unfreeze()


def holders() -> int:
    """How many users hold strsat's freeze (0: none)."""
    return _holders


__all__ = ["freeze", "holders", "thaw"]
