"""Simplification and normal forms (docs/explanation/engine.md#preprocessing): :func:`simplify`.

Rules are named and documented in :data:`RULES`; a :class:`Simplifier` counts
how often each fired (``counts``).
"""

from .rules import RULES
from .simplify import Simplifier, simplify

__all__ = ["RULES", "Simplifier", "simplify"]
