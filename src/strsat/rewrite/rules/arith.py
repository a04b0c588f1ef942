"""Integer identities: +, *, -, div, mod, abs and comparisons."""

from __future__ import annotations

from strsat.static import cast

from ...terms import FALSE, TRUE, Term, integer, mk
from .equality import lift_const_ite
from .registry import RuleContext, document, rule

document(
    ADD_FLATTEN="(+ … (+ a b) …) ⊢ (+ … a b …)",
    ADD_CONST="(+ … c1 … c2 …) ⊢ (+ … … c1+c2), 0 dropped, (+ a) ⊢ a",
    MUL_FLATTEN="(* … (* a b) …) ⊢ (* … a b …)",
    MUL_CONST="(* … c1 … c2 …) ⊢ (* c1·c2 … …), 1 dropped, (* a) ⊢ a",
    MUL_ZERO="(* … 0 …) ⊢ 0",
    NEG_NEG="(- (- a)) ⊢ a",
    SUB_ZERO="(- a … 0 …) ⊢ (- a … …);  (- a) with nothing subtracted ⊢ a",
    SUB_SELF="(- a a) ⊢ 0",
    DIV_ONE="(div a 1) ⊢ a;  (div a -1) ⊢ (- a)",
    MOD_ONE="(mod a 1) ⊢ 0;  (mod a -1) ⊢ 0",
    ABS_ABS="(abs (abs a)) ⊢ (abs a)",
    CMP_SELF="(<= a a), (>= a a) ⊢ true;  (< a a), (> a a) ⊢ false",
    LEN_NONNEG="lengths are ≥ 0: (<= c (str.len s)) ⊢ true for a constant c ≤ 0,"
               " (< c (str.len s)) ⊢ true for c < 0, (< (str.len s) c) ⊢ false for c ≤ 0,"
               " (<= (str.len s) c) ⊢ false for c < 0; the same with > and >= (swapped)",
)


def _value(t: Term) -> int | None:
    return t.value if t.op == "const" else None  # type: ignore[return-value]


def _assoc(t: Term, ctx: RuleContext, unit: int, tag: str) -> Term | None:
    """Canonical ``+``/``*``: flattened, constants combined into one (last for ``+``,
    first for ``*``), the unit dropped."""
    op = t.op
    acc = unit
    out: list[Term] = []
    for a in t.args:
        if a.op == op:
            ctx.hit(f"{tag}_FLATTEN")
        for p in (a.args if a.op == op else (a,)):
            if p.op == "const":
                v = cast(int, p.value)
                acc = acc + v if op == "+" else acc * v
            else:
                out.append(p)
    if op == "*" and acc == 0:
        ctx.hit("MUL_ZERO")
        return integer(0)
    if acc != unit:
        if op == "+":
            out.append(integer(acc))
        else:
            out.insert(0, integer(acc))
    if not out:
        out.append(integer(unit))
    result = out[0] if len(out) == 1 else mk(op, *out)
    if result is t:
        return None
    ctx.hit(f"{tag}_CONST")
    return result


@rule("+")
def add(t: Term, ctx: RuleContext) -> Term | None:
    return _assoc(t, ctx, 0, "ADD")


@rule("*")
def mul(t: Term, ctx: RuleContext) -> Term | None:
    return _assoc(t, ctx, 1, "MUL")


@rule("-")
def sub(t: Term, ctx: RuleContext) -> Term | None:
    args = t.args
    if len(args) == 1:
        a = args[0]
        if a.op == "-" and len(a.args) == 1:
            ctx.hit("NEG_NEG")
            return a.args[0]
        return None
    if len(args) == 2 and args[0] is args[1]:
        ctx.hit("SUB_SELF")
        return integer(0)
    rest = [a for a in args[1:] if _value(a) != 0]
    if len(rest) == len(args) - 1:
        return None
    ctx.hit("SUB_ZERO")
    return mk("-", args[0], *rest) if rest else args[0]


@rule("div")
def div(t: Term, ctx: RuleContext) -> Term | None:
    if len(t.args) == 2:
        d = _value(t.args[1])
        if d == 1:
            ctx.hit("DIV_ONE")
            return t.args[0]
        if d == -1:
            ctx.hit("DIV_ONE")
            return mk("-", t.args[0])
    return None


@rule("mod")
def mod(t: Term, ctx: RuleContext) -> Term | None:
    if len(t.args) == 2 and _value(t.args[1]) in (1, -1):
        ctx.hit("MOD_ONE")
        return integer(0)
    return None


@rule("abs")
def abs_abs(t: Term, ctx: RuleContext) -> Term | None:
    if t.args[0].op == "abs":
        ctx.hit("ABS_ABS")
        return t.args[0]
    return None


def _length_bound(t: Term) -> Term | None:
    """LEN_NONNEG for a binary comparison (None when it does not decide it)."""
    lo, hi = t.args if t.op in ("<", "<=") else (t.args[1], t.args[0])
    strict = t.op in ("<", ">")  # the atom reads lo < hi, or lo <= hi
    c = _value(lo)
    if c is not None and hi.op == "str.len" and (c < 0 or (c == 0 and not strict)):
        return TRUE
    c = _value(hi)
    if c is not None and lo.op == "str.len" and (c < 0 or (c == 0 and strict)):
        return FALSE
    return None


@rule("<", "<=", ">", ">=")
def compare_self(t: Term, ctx: RuleContext) -> Term | None:
    if len(t.args) == 2 and t.args[0] is t.args[1]:
        ctx.hit("CMP_SELF")
        return TRUE if t.op in ("<=", ">=") else FALSE
    if len(t.args) == 2:
        decided = _length_bound(t)
        if decided is not None:
            ctx.hit("LEN_NONNEG")
            return decided
    return lift_const_ite(t, ctx)
