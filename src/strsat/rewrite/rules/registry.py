"""The rule registry: rule texts (:data:`RULES`), the :func:`rule` decorator that
files a rule under its operators, and :func:`rewrite_node`, which tries them.

The rule modules (``arith``, ``boolean``, ``equality``, ``fold``, ``strings``,
``extended``, ``cases``: the *families*) import this module and register their rules at
import; the registry never imports a rule module by name.  Which families hold rules
for an operator is data (:data:`FAMILIES_OF`): a family is imported at the first
rewrite of one of its operators (:func:`rules_of`), so a file of memberships and
equations never loads the arithmetic or the extended-function rules (issue 39:
start-up).  An operator's rules are tried family by family in the table's order, each
family's in the order it defines them; every rule preserves meaning, so the order
decides only which equivalent form is reached first.  ``tests/rewrite/test_rules.py``
checks the table against what the families register.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, Tally

from ...terms import Term
from ...terms.walk import is_ground

if TYPE_CHECKING:
    from collections.abc import Callable


#: Associative operators, flattened while walking.
FLAT = frozenset({"and", "or", "+", "*", "str.++"})

#: Rule name -> rule text.
RULES: dict[str, str] = {}

if TYPE_CHECKING:
    Rule = Callable[[Term, "RuleContext"], "Term | None"]

#: Operator -> the families with rules for it, in the order they are tried (the order in
#: which the families used to be imported: arith's import brought equality first).
FAMILIES_OF: dict[str, tuple[str, ...]] = {
    "*": ("arith",), "+": ("arith",), "-": ("arith",), "abs": ("arith",),
    "div": ("arith",), "mod": ("arith",),
    "<": ("arith", "strings", "cases"), "<=": ("arith", "strings", "cases"),
    ">": ("arith", "strings", "cases"), ">=": ("arith", "strings", "cases"),
    "=": ("equality", "strings", "cases"), "distinct": ("equality",),
    "and": ("boolean",), "or": ("boolean",), "not": ("boolean",), "=>": ("boolean",),
    "xor": ("boolean",), "ite": ("boolean",),
    "str.++": ("strings",), "str.len": ("strings",), "str.rev": ("strings",),
    "str.to_code": ("strings",), "str.to_int": ("strings",),
    "str.replace_re": ("strings",), "str.replace_re_all": ("strings",),
    "str.to_lower": ("strings",), "str.to_upper": ("strings",),
    "str.<": ("strings", "cases"), "str.<=": ("strings", "cases"),
    "str.in_re": ("strings", "cases"),
    "str.at": ("strings", "extended"), "str.replace_all": ("strings", "extended"),
    "str.replace": ("strings", "extended"), "str.substr": ("strings", "extended"),
    "str.contains": ("strings", "extended", "cases"),
    "str.indexof": ("strings", "extended", "cases"),
    "str.prefixof": ("strings", "extended", "cases"),
    "str.suffixof": ("strings", "extended", "cases"),
    "str.update": ("extended",),
}
#: The families of rules tried on every application (``"*any*"``): imported with the
#: package (:mod:`strsat.rewrite.rules`).
GENERIC_FAMILIES = ("fold",)
#: Every family, in the order :func:`load_all` imports them.
FAMILIES = ("arith", "boolean", "equality", "fold", "strings", "extended", "cases")

_GENERIC: list[Rule] = []
#: family -> operator -> its rules in definition order (filled as families are imported)
_OF_FAMILY: dict[str, dict[str, list[Rule]]] = {}
#: operator -> the rules tried for it, made at its first rewrite
_BY_OP: dict[str, tuple[Rule, ...]] = {}


class RuleContext:
    """What a rule may use: the rule counters and groundness."""

    def __init__(self, counts: Tally[str]) -> None:
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
        family = fn.__module__.rpartition(".")[2]
        for op in ops:
            if op == "*any*":
                _GENERIC.append(fn)
            else:
                _OF_FAMILY.setdefault(family, {}).setdefault(op, []).append(fn)
        return fn
    return register


def rules_of(op: str) -> tuple[Rule, ...]:
    """The rules for operator ``op`` in the order they are tried; the families that hold
    them are imported at the first call for ``op``."""
    found = _BY_OP.get(op)
    if found is None:
        families = FAMILIES_OF.get(op, ())
        for family in families:
            __import__(f"{__package__}.{family}")
        found = tuple(fn for family in families
                      for fn in _OF_FAMILY.get(family, {}).get(op, ()))
        _BY_OP[op] = found
    return found


def load_all() -> dict[str, str]:
    """Import every family (what reads :data:`RULES` as a whole needs them); the rules'
    texts."""
    for family in FAMILIES:
        __import__(f"{__package__}.{family}")
    return RULES


def registered() -> dict[str, dict[str, list[Rule]]]:
    """Family -> operator -> rules, as the imported families registered them (tests
    compare :data:`FAMILIES_OF` with it after :func:`load_all`)."""
    return _OF_FAMILY


def rewrite_node(t: Term, ctx: RuleContext) -> Term | None:
    """The result of the first rule that applies to ``t``, or None."""
    if not t.args and t.op in ("var", "const"):
        return None
    for fn in _GENERIC:
        r = fn(t, ctx)
        if r is not None and r is not t:
            return r
    rules = _BY_OP.get(t.op)
    if rules is None:
        rules = rules_of(t.op)
    for fn in rules:
        r = fn(t, ctx)
        if r is not None and r is not t:
            return r
    return None


__all__ = ["FAMILIES", "FAMILIES_OF", "FLAT", "GENERIC_FAMILIES", "RULES", "Rule", "RuleContext",
           "document", "load_all", "registered", "rewrite_node", "rule", "rules_of"]
