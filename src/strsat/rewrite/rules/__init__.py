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
"""

from __future__ import annotations

from .registry import FLAT, RULES, RuleContext, document, rewrite_node, rule

# Rule modules register themselves on import; folding is the only generic rule.  An
# operator's rules are tried in import order (those of ``strings`` before those of
# ``extended``); every rule preserves meaning, so the order decides only which
# equivalent form is reached first.
# isort: off
from . import arith, boolean, equality, fold, strings  # noqa: F401
from . import extended  # noqa: F401
from . import cases  # noqa: F401
# isort: on

__all__ = ["FLAT", "RULES", "RuleContext", "document", "rewrite_node", "rule"]
