"""Boolean identities: not, and, or, =>, xor, ite."""

from __future__ import annotations

from ...terms import BOOL, FALSE, TRUE, Term, mk
from ...terms.formulas import conj, disj
from .registry import RuleContext, document, rule

document(
    NOT_NOT="(not (not a)) ⊢ a",
    AND_TRUE="(and … true …) ⊢ (and … …)",
    AND_FALSE="(and … false …) ⊢ false",
    AND_FLATTEN="(and … (and a b) …) ⊢ (and … a b …)",
    AND_DUP="(and … a … a …) ⊢ (and … a …)",
    AND_COMPL="(and … a … (not a) …) ⊢ false",
    AND_UNIT="(and) ⊢ true;  (and a) ⊢ a",
    OR_FALSE="(or … false …) ⊢ (or … …)",
    OR_TRUE="(or … true …) ⊢ true",
    OR_FLATTEN="(or … (or a b) …) ⊢ (or … a b …)",
    OR_DUP="(or … a … a …) ⊢ (or … a …)",
    OR_COMPL="(or … a … (not a) …) ⊢ true",
    OR_UNIT="(or) ⊢ false;  (or a) ⊢ a",
    IMP_TRUE_CONCL="(=> … true) ⊢ true",
    IMP_FALSE_HYP="(=> … false … c) ⊢ true",
    IMP_TRUE_HYP="(=> … true … c) ⊢ (=> … … c)",
    IMP_TAUT="(=> … c … c) ⊢ true",
    IMP_DUP="(=> … a … a … c) ⊢ (=> … a … c)",
    IMP_FLATTEN="(=> a (=> b c)) ⊢ (=> a b c)  (right-associative)",
    IMP_FALSE_CONCL="(=> a1 … an false) ⊢ (not (and a1 … an))",
    IMP_UNIT="(=> c) with every hypothesis dropped ⊢ c",
    XOR_CONST="(xor … false …) ⊢ (xor … …);  (xor … true …) ⊢ (not (xor … …))",
    XOR_PAIR="(xor … a … a …) ⊢ (xor … …)  (a xor a = false)",
    ITE_COND="(ite true a b) ⊢ a;  (ite false a b) ⊢ b",
    ITE_SAME="(ite c a a) ⊢ a",
    ITE_NOT="(ite (not c) a b) ⊢ (ite c b a)",
    ITE_BOOL="Bool ite with a constant branch ⊢ and/or: (ite c true b) ⊢ (or c b),"
             " (ite c false b) ⊢ (and (not c) b), (ite c a true) ⊢ (or (not c) a),"
             " (ite c a false) ⊢ (and c a)",
)


def _neg(a: Term) -> Term:
    if a.op == "not":
        return a.args[0]
    if a is TRUE:
        return FALSE
    if a is FALSE:
        return TRUE
    return mk("not", a)


@rule("not")
def not_not(t: Term, ctx: RuleContext) -> Term | None:
    a = t.args[0]
    if a.op == "not":
        ctx.hit("NOT_NOT")
        return a.args[0]
    return None


def _junction(t: Term, ctx: RuleContext, unit: Term, zero: Term, tag: str) -> Term | None:
    """Shared code of and (unit true, zero false) and or (unit false, zero true)."""
    op = t.op
    out: list[Term] = []
    seen: set[Term] = set()
    changed = False
    for a in t.args:
        parts = a.args if a.op == op else (a,)
        if a.op == op:
            ctx.hit(f"{tag}_FLATTEN")
            changed = True
        for p in parts:
            if p is zero:
                ctx.hit(f"{tag}_{'FALSE' if tag == 'AND' else 'TRUE'}")
                return zero
            if p is unit:
                ctx.hit(f"{tag}_{'TRUE' if tag == 'AND' else 'FALSE'}")
                changed = True
                continue
            if p in seen:
                ctx.hit(f"{tag}_DUP")
                changed = True
                continue
            seen.add(p)
            out.append(p)
    for p in out:
        if p.op == "not" and p.args[0] in seen:
            ctx.hit(f"{tag}_COMPL")
            return zero
    if len(out) <= 1:
        ctx.hit(f"{tag}_UNIT")
        return out[0] if out else unit
    return mk(op, *out) if changed else None


@rule("and")
def and_rule(t: Term, ctx: RuleContext) -> Term | None:
    return _junction(t, ctx, TRUE, FALSE, "AND")


@rule("or")
def or_rule(t: Term, ctx: RuleContext) -> Term | None:
    return _junction(t, ctx, FALSE, TRUE, "OR")


@rule("=>")
def implies(t: Term, ctx: RuleContext) -> Term | None:
    *hyps, concl = t.args
    changed = False
    if concl.op == "=>":
        ctx.hit("IMP_FLATTEN")
        hyps = hyps + list(concl.args[:-1])
        concl = concl.args[-1]
        changed = True
    if concl is TRUE:
        ctx.hit("IMP_TRUE_CONCL")
        return TRUE
    kept: list[Term] = []
    for h in hyps:
        if h is FALSE:
            ctx.hit("IMP_FALSE_HYP")
            return TRUE
        if h is concl:
            ctx.hit("IMP_TAUT")
            return TRUE
        if h is TRUE or h in kept:
            ctx.hit("IMP_TRUE_HYP" if h is TRUE else "IMP_DUP")
            changed = True
            continue
        kept.append(h)
    if not kept:
        ctx.hit("IMP_UNIT")
        return concl
    if concl is FALSE:
        ctx.hit("IMP_FALSE_CONCL")
        return _neg(conj(*kept))
    return mk("=>", *kept, concl) if changed else None


@rule("xor")
def xor_rule(t: Term, ctx: RuleContext) -> Term | None:
    parity = False
    count: dict[Term, int] = {}
    order: list[Term] = []
    changed = False
    for a in t.args:
        if a is FALSE or a is TRUE:
            ctx.hit("XOR_CONST")
            parity ^= a is TRUE
            changed = True
            continue
        if a not in count:
            order.append(a)
        count[a] = count.get(a, 0) + 1
    rest = [a for a in order if count[a] % 2 == 1]
    if len(rest) != len(t.args) - sum(1 for a in t.args if a is TRUE or a is FALSE):
        ctx.hit("XOR_PAIR")
        changed = True
    if not changed:
        return None
    if not rest:
        return TRUE if parity else FALSE
    core = rest[0] if len(rest) == 1 else mk("xor", *rest)
    return _neg(core) if parity else core


@rule("ite")
def ite_rule(t: Term, ctx: RuleContext) -> Term | None:
    c, a, b = t.args
    if c is TRUE or c is FALSE:
        ctx.hit("ITE_COND")
        return a if c is TRUE else b
    if a is b:
        ctx.hit("ITE_SAME")
        return a
    if c.op == "not":
        ctx.hit("ITE_NOT")
        return mk("ite", c.args[0], b, a)
    if t.sort is BOOL:
        if a is TRUE or a is FALSE or b is TRUE or b is FALSE:
            ctx.hit("ITE_BOOL")
            if a is TRUE:
                return disj(*[c, b])
            if a is FALSE:
                return conj(*[_neg(c), b])
            if b is TRUE:
                return disj(*[_neg(c), a])
            return conj(*[c, a])
    return None
