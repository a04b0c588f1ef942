"""RegLan variables: substituted by the ground regexes that top-level equalities give them.

SMT-LIB allows constants of sort RegLan (``(declare-const r RegLan)``); the engine's
atoms need ground regexes.  A conjunct ``(= r R)`` with ``R`` free of variables fixes
``r``; the fixings are substituted to a fixpoint, and the languages become part of the
model (printed and validated like any value).  A RegLan variable left unfixed is a
feature strsat does not support (it would need language variables): :class:`RegLanVariables`.
Equalities of two different ground regexes (language equivalence) are refused by the core.
"""

from __future__ import annotations

from strsat.static import cast

from ..terms import REGLAN, Term
from ..terms.walk import free_vars, free_vars_many, substitute
from .problem import conjuncts


class RegLanVariables(Exception):
    """Some RegLan variable is not fixed by an equality to a ground regex."""


def fix_reglan_variables(formulas: list[Term]) -> tuple[list[Term], dict[Term, Term]]:
    """``formulas`` with every fixed RegLan variable replaced, and the fixings."""
    if not any(v.sort is REGLAN for v in free_vars_many(formulas)):
        return formulas, {}
    fixed: dict[Term, Term] = {}
    current = list(formulas)
    while True:
        new: dict[Term, Term] = {}
        for c in conjuncts(current):
            if c.op != "=" or c.args[0].sort is not REGLAN:
                continue
            for v in c.args:
                if v.op != "var" or v in fixed or v in new:
                    continue
                source = next((a for a in c.args if a is not v and not free_vars(a)), None)
                if source is not None:
                    new[v] = source
        if not new:
            break
        fixed.update(new)
        cache: dict[int, Term] = {}
        current = [substitute(f, new, cache) for f in current]
    left = sorted({cast(str, v.value) for v in free_vars_many(current) if v.sort is REGLAN})
    if left:
        raise RegLanVariables(
            "unsupported: RegLan variables not fixed by an equality to a ground regex"
            f" ({', '.join(map(str, left))})")
    return current, fixed

