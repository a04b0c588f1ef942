"""Constant folding: a ground application becomes its value (reference evaluator)."""

from __future__ import annotations

from ...errors import StrsatError
from ...terms import REGLAN, Term, const
from ...terms.evaluate import evaluate
from .registry import RuleContext, document, rule

document(
    FOLD="f(c1, …, cn) with constant arguments (ground regexes) ⊢ its value"
         " (reference evaluator; left alone when the value is unspecified, e.g. div by 0)",
)


@rule("*any*")
def fold(t: Term, ctx: RuleContext) -> Term | None:
    if t.sort is REGLAN or not t.args:
        return None
    for a in t.args:
        if a.sort is REGLAN:
            if not ctx.ground(a):
                return None
        elif a.op != "const":
            return None
    try:
        value = evaluate(t)
    except StrsatError:  # Undetermined (div/mod by 0, language equality budget)
        return None
    ctx.hit("FOLD")
    return const(value)
