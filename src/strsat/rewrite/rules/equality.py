"""Equalities and disequalities: chains, reflexivity, Boolean sides, string normal forms."""

from __future__ import annotations

from strsat.static import Tally

from ...terms import BOOL, EMPTY, FALSE, INT, MAX_CHAR, STRING, TRUE, Term, integer, mk, string
from ...terms.formulas import conj
from ...terms.term import check_order
from .build import cat, components, max_length, strip_common
from .registry import RuleContext, document, rule

document(
    EQ_CHAIN="(= a b c) ⊢ (and (= a b) (= b c))",
    EQ_REFL="(= a a) ⊢ true",
    EQ_BOOL="(= a true) ⊢ a;  (= a false) ⊢ (not a);  (= a (not a)) ⊢ false",
    EQ_STRIP="(= w·u w·v) ⊢ (= u v) and (= u·w v·w) ⊢ (= u v) (free monoid cancellation,"
             " also of common constant characters); a differing first or last character"
             " ⊢ false",
    EQ_EMPTY_CONCAT="(= (str.++ a1 … an) \"\") ⊢ (and (= a1 \"\") … (= an \"\"));"
                    " false if some ai is a non-empty constant",
    EQ_SPLIT_BALANCED="(= a1…an b1…bm) ⊢ (and (= a1…ai b1…bj) (= ai+1…an bj+1…bm)) when the"
                      " proper prefixes have equal lengths under every assignment (the same"
                      " non-constant parts, the same number of constant characters)",
    EQ_OCCURS="(= x (str.++ … x … c …)) with a non-empty constant c ⊢ false (length)",
    EQ_ORIENT="(= a b) ⊢ (= b a) to put variables first and constants last"
              " (then by the check's order of terms: the input's first), so both orientations"
              " are one atom",
    DISTINCT_PAIRS="(distinct a1 … an) ⊢ (and (not (= ai aj)) …) for i < j, when there are"
                   " at most MAX_DISTINCT_PAIRS pairs of Bool or String terms (a longer"
                   " distinct stays one atom: Int ones go to the core as they are, String"
                   " ones are a string atom)",
    DISTINCT_SAME="(distinct … a … a …) ⊢ false",
    DISTINCT_BOOL="(distinct a b c …) of three or more Booleans ⊢ false",
    CODE_EQ_CONST="(= (str.to_code t) c) with an integer constant c ⊢ (= t chr(c)) for"
                  " 0 ≤ c ≤ 0x2FFFF; (not (= (str.len t) 1)) for c = -1; false otherwise"
                  " (to_code is the code of a one-character string, else -1)",
    ITE_LIFT_CONST="(P (ite c a b) d) ⊢ (ite c (P a d) (P b d)) for P in =, <, <=, >, >="
                   " (either side) when d and a branch are constants (that branch then folds"
                   " and the Boolean ite becomes and/or: the other branch stays once)",
    EQ_SPLIT_MAX_LENGTH="(= t1…tn K) with a constant K, n ≥ 2 and every ti of bounded length"
                        " (constants, str.at, str.substr of a constant length, ite and ++ of"
                        " those): false when the bounds sum below |K|; when they sum to |K|"
                        " every ti has its bound's length, so (and (= t1 K[0:b1]) …)",
)


def _rank(t: Term) -> tuple[int, int]:
    kind = 0 if t.op == "var" else 2 if t.op == "const" else 1
    return (kind, check_order(t))


def lift_const_ite(t: Term, ctx: RuleContext) -> Term | None:
    """ITE_LIFT_CONST for a binary atom ``t`` (None when it does not apply)."""
    if len(t.args) != 2:
        return None
    a, b = t.args
    for side, other in ((0, b), (1, a)):
        it = t.args[side]
        if it.op == "ite" and other.op == "const" and (it.args[1].op == "const"
                                                       or it.args[2].op == "const"):
            ctx.hit("ITE_LIFT_CONST")
            if side == 0:
                return mk("ite", it.args[0], mk(t.op, it.args[1], other),
                          mk(t.op, it.args[2], other))
            return mk("ite", it.args[0], mk(t.op, other, it.args[1]),
                      mk(t.op, other, it.args[2]))
    return None


@rule("=")
def equality(t: Term, ctx: RuleContext) -> Term | None:
    args = t.args
    if len(args) > 2:
        ctx.hit("EQ_CHAIN")
        return conj(*[mk("=", args[k], args[k + 1]) for k in range(len(args) - 1)])
    a, b = args
    if a is b:
        ctx.hit("EQ_REFL")
        return TRUE
    lifted = lift_const_ite(t, ctx)
    if lifted is not None:
        return lifted
    for code, c in ((a, b), (b, a)):
        if code.op == "str.to_code" and c.op == "const" and c.sort is INT:
            ctx.hit("CODE_EQ_CONST")
            value = int(c.value)  # type: ignore[arg-type]
            if 0 <= value <= MAX_CHAR:
                return mk("=", code.args[0], string(chr(value)))
            if value == -1:
                return mk("not", mk("=", mk("str.len", code.args[0]), integer(1)))
            return FALSE
    if a.sort is BOOL:
        for x, y in ((a, b), (b, a)):
            if y is TRUE or y is FALSE:
                ctx.hit("EQ_BOOL")
                return x if y is TRUE else mk("not", x)
            if y.op == "not" and y.args[0] is x:
                ctx.hit("EQ_BOOL")
                return FALSE
    if a.sort is STRING and (a.op == "str.++" or b.op == "str.++"
                             or (a.op == "const" and b.op == "const")):
        r = _string_eq(a, b, ctx)
        if r is not None:
            return r
    if _rank(a) > _rank(b):
        ctx.hit("EQ_ORIENT")
        return mk("=", b, a)
    return None


def _string_eq(a: Term, b: Term, ctx: RuleContext) -> Term | None:
    left, right = components(a), components(b)
    changed = False
    for from_end in (False, True):
        r = strip_common(left, right, from_end)
        if r is False:
            ctx.hit("EQ_STRIP")
            return FALSE
        changed = changed or bool(r)
    if not left or not right:
        rest = left or right
        ctx.hit("EQ_EMPTY_CONCAT")
        if any(c.op == "const" for c in rest):
            return FALSE
        return conj(*[mk("=", c, EMPTY) for c in rest])
    for one, other in ((left, right), (right, left)):
        if len(one) == 1 and one[0].op == "var" and len(other) > 1 and one[0] in other \
                and any(c.op == "const" for c in other):
            ctx.hit("EQ_OCCURS")
            return FALSE
    for one, other in ((left, right), (right, left)):
        if len(other) == 1 and other[0].op == "const" and len(one) > 1:
            pieces = _split_by_bounds(one, other[0].value)  # type: ignore[arg-type]
            if pieces is not None:
                ctx.hit("EQ_SPLIT_MAX_LENGTH")
                return pieces
    split = _balanced_split(left, right)
    if split is not None:
        i, j = split
        ctx.hit("EQ_SPLIT_BALANCED")
        return conj(*[mk("=", cat(left[:i]), cat(right[:j])),
                     mk("=", cat(left[i:]), cat(right[j:]))])
    if changed:
        ctx.hit("EQ_STRIP")
        return mk("=", cat(left), cat(right))
    return None


def _split_by_bounds(parts: list[Term], text: str) -> Term | None:
    """EQ_SPLIT_MAX_LENGTH for ``cat(parts) = text`` (None when a part is unbounded or
    the bounds sum above ``len(text)``)."""
    bounds = []
    for p in parts:
        b = max_length(p)
        if b is None:
            return None
        bounds.append(b)
    total = sum(bounds)
    if total < len(text):
        return FALSE
    if total > len(text):
        return None
    pieces, at = [], 0
    for p, b in zip(parts, bounds, strict=True):
        pieces.append(mk("=", p, string(text[at:at + b])))
        at += b
    return conj(*pieces)


#: Components per side above which EQ_SPLIT_BALANCED is not tried.
MAX_SPLIT_COMPONENTS = 64


def _balanced_split(left: list[Term], right: list[Term]) -> tuple[int, int] | None:
    """Proper prefixes ``left[:i]``, ``right[:j]`` whose lengths agree under every
    assignment (the same non-constant components as a multiset, the same number of
    constant characters), the shortest on the right; None if there are none."""
    if len(left) > MAX_SPLIT_COMPONENTS or len(right) > MAX_SPLIT_COMPONENTS:
        return None

    def prefixes(parts: list[Term]) -> list[tuple[frozenset[tuple[Term, int]], int]]:
        counts: Tally[Term] = Tally()
        chars = 0
        out = []
        for p in parts[:-1]:
            if p.op == "const":
                chars += len(p.value)  # type: ignore[arg-type]
            else:
                counts[p] += 1
            out.append((frozenset(counts.items()), chars))
        return out

    first: dict[tuple[frozenset[tuple[Term, int]], int], int] = {}
    for i, key in enumerate(prefixes(left), 1):
        first.setdefault(key, i)
    for j, key in enumerate(prefixes(right), 1):
        if key in first:
            return first[key], j
    return None


#: Pairs above which ``distinct`` is not expanded (10,000 strings are 50 million
#: disequalities: gigabytes before any deadline check).
MAX_DISTINCT_PAIRS = 4_950


@rule("distinct")
def distinct(t: Term, ctx: RuleContext) -> Term | None:
    args = t.args
    if len(set(args)) < len(args):
        ctx.hit("DISTINCT_SAME")
        return FALSE
    if len(args) > 2 and args[0].sort is BOOL:
        ctx.hit("DISTINCT_BOOL")
        return FALSE
    n = len(args)
    if n * (n - 1) // 2 > MAX_DISTINCT_PAIRS and args[0].sort is not BOOL:
        return None
    ctx.hit("DISTINCT_PAIRS")
    return conj(*[mk("not", mk("=", args[i], args[j]))
                 for i in range(len(args)) for j in range(i + 1, len(args))])

