"""Running a Hypothesis test's body rewritten, and telling strategy code from it.

Hypothesis's ``StateForActualGivenExecution.execute_once`` calls ``self.test(*args,
**kwargs)`` when the test case runs, inside the provider's per-test-case context
manager.  :func:`find_state` finds that state object on the stack when the context
manager is entered; :func:`swapped` replaces ``state.test`` for the test case by the
rewritten twin of the test function (:mod:`strsat.explore.callees`, through
:meth:`strsat.explore.runtime.Runtime.twin`), so the test and everything it calls
with symbolic values run rewritten: ``len(s)``, ``in``, dict lookups, f-strings,
``re`` are decided by the layer.  Without the frame (another Hypothesis version) the
test runs as written: symbolic values still record decisions through their methods.

Strategy code of Hypothesis that needs real ``str``/``int`` values (``"".join`` of
drawn characters in ``st.from_regex`` and ``st.text(alphabet=strategy)``, a bound made
of a drawn value) gets concrete draws: :func:`inside` tells whether a draw is made
under one of those strategies.
"""

from __future__ import annotations

import contextlib
import os
import sys
import types
from collections.abc import Callable, Iterator
from typing import Any

#: Hypothesis's strategy modules whose code joins drawn characters with ``str.join``
JOINING = (os.path.join("strategies", "_internal", "regex.py"),)
#: the most frames a draw looks through for the strategy it is made under
MAX_FRAMES = 200


def find_state() -> Any:
    """Hypothesis's ``StateForActualGivenExecution`` running the test case, else None."""
    frame: Any = sys._getframe(1)
    for _ in range(MAX_FRAMES):
        if frame is None:
            return None
        if frame.f_code.co_name == "execute_once":
            state = frame.f_locals.get("self")
            if hasattr(state, "test") and hasattr(state, "stuff"):
                return state
        frame = frame.f_back
    return None


@contextlib.contextmanager
def swapped(state: Any, test: Callable[..., Any]) -> Iterator[None]:
    """``state.test`` is ``test`` inside the block (restored after)."""
    before = state.test
    state.test = test
    try:
        yield
    finally:
        state.test = before


def inside(concrete: set[int], limit: int = MAX_FRAMES) -> bool:
    """Whether the draw being made is under a strategy that needs concrete values: a
    frame of :data:`JOINING`, or of a strategy object whose id is in ``concrete``
    (learnt from an exception it raised on symbolic values).  Looks from the draw up
    to the test case's ``execute_once``."""
    frame: Any = sys._getframe(2)
    for _ in range(limit):
        if frame is None:
            return False
        code = frame.f_code
        if code.co_name == "execute_once":
            return False
        if code.co_filename.endswith(JOINING):
            return True
        if concrete and code.co_argcount and code.co_varnames[0] == "self" and \
                id(frame.f_locals.get("self")) in concrete:
            return True
        frame = frame.f_back
    return False


def strategies_in(tb: types.TracebackType | None) -> list[int]:
    """The ids of the strategy objects whose methods a traceback passes through, innermost
    first."""
    from hypothesis.strategies import SearchStrategy

    found: list[int] = []
    while tb is not None:
        this = tb.tb_frame.f_locals.get("self") if tb.tb_frame.f_code.co_argcount else None
        if isinstance(this, SearchStrategy) and id(this) not in found:
            found.append(id(this))
        tb = tb.tb_next
    return found[::-1]


__all__ = ["find_state", "inside", "strategies_in", "swapped"]
