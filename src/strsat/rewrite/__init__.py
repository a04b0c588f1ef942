"""Simplification and normal forms (docs/explanation/engine.md#preprocessing): :func:`simplify`.

Rules are named and documented in :data:`RULES` (reading it imports every rule module;
the simplifier imports a rule module at the first rewrite of one of its operators); a
:class:`Simplifier` counts how often each fired (``counts``).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from .simplify import Simplifier, simplify

if TYPE_CHECKING:
    from .rules import RULES


def __getattr__(name: str) -> object:
    """:data:`RULES`, every rule module imported (PEP 562)."""
    if name == "RULES":
        from .rules.registry import load_all

        return load_all()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["RULES", "Simplifier", "simplify"]
