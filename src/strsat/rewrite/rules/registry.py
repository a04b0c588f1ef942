"""The rule registry: rule texts (:data:`RULES`), the :func:`rule` decorator that
files a rule under its operators, and :func:`rewrite_node`, which tries them.

The rule modules (``arith``, ``boolean``, ``equality``, ``fold``, ``strings``,
``extended``) import this module and register their rules at import;
:mod:`strsat.rewrite.rules` imports them in order, so the registry never imports a
rule module.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ...terms import Term
from ...terms.walk import is_ground

#: Associative operators, flattened while walking.
FLAT = frozenset({"and", "or", "+", "*", "str.++"})

#: Rule name -> rule text.
RULES: dict[str, str] = {}

Rule = Callable[[Term, "RuleContext"], "Term | None"]
_GENERIC: list[Rule] = []
_BY_OP: dict[str, list[Rule]] = {}


class RuleContext:
    """What a rule may use: the rule counters and groundness."""

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts

    def hit(self, name: str) -> None:
        """Count one application of rule ``name`` (which must be documented)."""
        assert name in RULES, f"undocumented rewrite rule {name}"
        self.counts[name] += 1

    def ground(self, t: Term) -> bool:
        """``t`` mentions no variable (:attr:`Term.ground`)."""
        return is_ground(t)


def document(**rules: str) -> None:
    """Add rule names and their rule texts to :data:`RULES`."""
    for name, text in rules.items():
        assert name not in RULES, f"rule {name} documented twice"
        RULES[name] = text


def rule(*ops: str) -> Callable[[Rule], Rule]:
    """Register a rule function for ``ops`` (``"*any*"``: every application)."""
    def register(fn: Rule) -> Rule:
        for op in ops:
            if op == "*any*":
                _GENERIC.append(fn)
            else:
                _BY_OP.setdefault(op, []).append(fn)
        return fn
    return register


def rewrite_node(t: Term, ctx: RuleContext) -> Term | None:
    """The result of the first rule that applies to ``t``, or None."""
    if not t.args and t.op in ("var", "const"):
        return None
    for fn in _GENERIC:
        r = fn(t, ctx)
        if r is not None and r is not t:
            return r
    for fn in _BY_OP.get(t.op, ()):
        r = fn(t, ctx)
        if r is not None and r is not t:
            return r
    return None


__all__ = ["FLAT", "RULES", "Rule", "RuleContext", "document", "rewrite_node", "rule"]
