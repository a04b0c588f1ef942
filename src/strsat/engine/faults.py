"""Faults inside a check: an exception of a step, a pass or z3 answers ``unknown``
with the failing part named, and the session goes on (issue 40, item 6).

:func:`named` wraps one part of a check: any exception other than strsat's typed
errors (limits, unsupported features; z3's :class:`~.z3c.Z3Error` is a fault though), a
deep recursion or an interrupt becomes a
:class:`StepFailure` that names the part.  :meth:`strsat.engine.Engine.check` turns it
into ``unknown`` with the reason ``internal error in <part>: <exception>`` and drops
the loop's state (it may be half-updated); the next check rebuilds it from the
assertions.
"""

from __future__ import annotations

import sys

from strsat.static import TYPE_CHECKING, contextmanager

from ..errors import StrsatError

if TYPE_CHECKING:
    from collections.abc import Iterator


class StepFailure(Exception):
    """An unexpected exception inside the part ``where`` of a check."""

    def __init__(self, where: str, error: BaseException) -> None:
        super().__init__(f"internal error in {where}: {type(error).__name__}: {error}")
        self.where = where
        self.error = error


@contextmanager
def named(where: str) -> Iterator[None]:
    """Name the part of a check the block runs (see the module doc)."""
    try:
        yield
    except StrsatError as exc:
        if _is_z3_error(exc):
            raise StepFailure(where, exc) from exc
        raise
    except (RecursionError, MemoryError, StepFailure):
        raise
    except Exception as exc:  # noqa: BLE001 - a bug in a part: reported by name
        raise StepFailure(where, exc) from exc


def _is_z3_error(exc: StrsatError) -> bool:
    """True for z3's :class:`~.z3c.Z3Error` (a typed error, but a fault inside a check);
    the binding is not loaded for it: easy problems never load z3."""
    z3c = sys.modules.get(f"{__package__}.z3c")
    return z3c is not None and isinstance(exc, z3c.Z3Error)


__all__ = ["StepFailure", "named"]
