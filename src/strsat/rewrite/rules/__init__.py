"""Named rewrite rules, dispatched by operator.

Each rule is a function ``(node, ctx) -> Term | None`` registered for one or
more operators with :func:`rule`; it receives a node whose children are
already simplified and returns an equivalent term (or None when it does not
apply).  Inside, it calls ``ctx.hit(NAME)`` for each named step it performs;
:data:`RULES` maps every name to its rule text (the specification; counted in
``--stats`` as ``rewrite.NAME``).

Every rule must be certainly right: same value under every assignment, per the
SMT-LIB semantics of :mod:`strsat.terms.evaluate`, including the unspecified
``(div t 0)``/``(mod t 0)`` (a fixed but unknown function of ``t``).

The rule modules are imported at the first rewrite of one of their operators
(:data:`.registry.FAMILIES_OF`); folding, the only generic rule, with this package.
Reading :data:`RULES` here imports them all (PEP 562).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from . import fold  # noqa: F401
from .registry import FLAT, RuleContext, document, load_all, rewrite_node, rule

if TYPE_CHECKING:
    from .registry import RULES


def __getattr__(name: str) -> object:
    """:data:`RULES` with every family's rules documented (they are imported)."""
    if name == "RULES":
        return load_all()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["FLAT", "RULES", "RuleContext", "document", "rewrite_node", "rule"]
