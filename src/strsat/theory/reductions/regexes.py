"""Reductions of the regex-based functions: replace_re, replace_re_all, indexof_re.

Semantics as in :mod:`strsat.terms.regex_membership`: the leftmost, then
shortest, match (``replace_re`` and ``indexof_re`` may match ``ε``,
``replace_re_all`` only non-empty words).  "No match starts before position
|a|" is not a regular property of ``a`` alone, so only the part "no match lies
inside ``a``" (``a ∉ Σ*RΣ*``) is stated and these reductions are not exact —
except when ``ε ∈ R`` for ``replace_re``/``indexof_re`` (the match is the empty
word at the first position).  Regexes with variables get only the case without
a match.
"""

from __future__ import annotations

from ...errors import StrsatError
from ...terms import Term, mk, string
from ...terms.evaluate import matches
from ...terms.walk import flatten, is_ground
from ..seam.inferences import Inference
from ..seam.reduction_terms import (
    Reduction,
    Witnesses,
    add,
    cat,
    conj,
    disj,
    eq,
    implies,
    in_re,
    ite,
    le,
    lemmas,
    length,
    neg,
    num,
    re_all,
    re_containing,
    re_lit,
    re_nonempty,
    re_range,
    re_shortest,
)


def _nullable(r: Term) -> bool | None:
    """``ε ∈ L(r)`` for a ground regex, None when unknown."""
    if not is_ground(r):
        return None
    try:
        return matches(r, "")
    except StrsatError:
        return None


def _match_split(x: Term, r: Term, w: Witnesses) -> tuple[Term, Term, Term]:
    """Skolems ``(a, m, b)``: ``x = a·m·b`` at the leftmost-shortest match of ``r``."""
    return (w.string("rre_pre", x, r), w.string("rre_match", x, r),
            w.string("rre_post", x, r))


def reduce_replace_re(k: Term, x: Term, r: Term, z: Term, w: Witnesses) -> Reduction:
    """``k = replace_re(x, r, z)`` (:attr:`Inference.REDUCE_REPLACE_RE`)."""
    has_match = in_re(x, re_containing(r))
    nullable = _nullable(r)
    if nullable is None:
        return lemmas((implies(neg(has_match), eq(k, x)), Inference.REDUCE_REPLACE_RE)), False
    if nullable:
        return lemmas((eq(k, cat(z, x)), Inference.REDUCE_REPLACE_RE)), True
    a, m, b = _match_split(x, r, w)
    found = conj(eq(x, cat(a, m, b)), in_re(m, re_shortest(r)),
                 neg(in_re(a, re_containing(r))), eq(k, cat(a, z, b)))
    return lemmas((ite(has_match, found, eq(k, x)), Inference.REDUCE_REPLACE_RE)), False


def reduce_replace_re_all(k: Term, x: Term, r: Term, z: Term, w: Witnesses) -> Reduction:
    """``k = replace_re_all(x, r, z)`` (:attr:`Inference.REDUCE_REPLACE_RE_ALL`)."""
    rp = re_nonempty(r)
    has_match = in_re(x, re_containing(rp))
    if not is_ground(r):
        return lemmas((implies(neg(has_match), eq(k, x)),
                       Inference.REDUCE_REPLACE_RE_ALL)), False
    a, m, b = _match_split(x, rp, w)
    rest = w.string("rra_rest", b, r, z)
    found = conj(eq(x, cat(a, m, b)), in_re(m, re_shortest(rp)),
                 neg(in_re(a, re_containing(rp))), eq(k, cat(a, z, rest)),
                 implies(neg(in_re(b, re_containing(rp))), eq(rest, b)))
    return lemmas((ite(has_match, found, eq(k, x)), Inference.REDUCE_REPLACE_RE_ALL)), False


def reduce_indexof_re(k: Term, x: Term, r: Term, n: Term, w: Witnesses) -> Reduction:
    """``k = indexof_re(x, r, n)`` (:attr:`Inference.REDUCE_INDEXOF_RE`)."""
    lx = length(x)
    in_range = conj(le(num(0), n), le(n, lx))
    items = [(implies(neg(in_range), eq(k, num(-1))), Inference.REDUCE_INDEXOF_RE),
             (disj(eq(k, num(-1)), conj(le(n, k), le(k, lx))), Inference.REDUCE_INDEXOF_RE)]
    nullable = _nullable(r)
    if nullable:
        items.append((implies(in_range, eq(k, n)), Inference.REDUCE_INDEXOF_RE))
        return lemmas(*items), True
    if nullable is not None:
        p, rest = w.pre(x, n), w.suf(x, n)
        a, m, b = _match_split(rest, r, w)
        found = conj(eq(rest, cat(a, m, b)), in_re(m, r), neg(in_re(a, re_containing(r))),
                     eq(k, add(n, length(a))))
        search = ite(in_re(rest, re_containing(r)), found, eq(k, num(-1)))
        items.append((implies(in_range, conj(eq(x, cat(p, rest)), eq(length(p), n), search)),
                      Inference.REDUCE_INDEXOF_RE))
    return lemmas(*items), False



#: Regex operators that are monotone in every argument.
_MONOTONE = frozenset({"re.++", "re.union", "re.inter", "re.*", "re.+", "re.opt", "re.loop",
                       "re.^"})


def _values(t: Term) -> Term:
    """A ground regex holding every value of the string term ``t``."""
    if t.op == "str.from_int":
        return mk("re.union", re_lit(string("")), re_lit(string("0")),
                  mk("re.++", re_range("1", "9"), mk("re.*", re_range("0", "9"))))
    if t.op in ("str.at", "str.from_code"):
        return mk("re.union", re_lit(string("")), mk("re.allchar"))
    return re_all()


def bound_regex(r: Term, over: bool) -> Term:
    """A ground regex whose language contains (``over``) or is contained in (not
    ``over``) the language of ``r`` under every value of its string terms."""
    if is_ground(r):
        return r
    if r.op == "str.to_re":
        return _values(r.args[0]) if over else mk("re.none")
    if r.op in _MONOTONE:
        return mk(r.op, *(bound_regex(a, over) for a in r.args), indices=r.indices)
    if r.op == "re.comp":
        return mk("re.comp", bound_regex(r.args[0], not over))
    if r.op == "re.diff":
        return mk("re.diff", bound_regex(r.args[0], over), bound_regex(r.args[1], not over))
    if r.op == "re.range":
        return mk("re.allchar") if over else mk("re.none")
    return re_all() if over else mk("re.none")


def reduce_membership_bounds(atom: Term) -> Reduction:
    """``x ∈ R`` with string terms inside ``R`` (:attr:`Inference.REDUCE_RE_BOUNDS`):
    ``x ∈ R ⇒ x ∈ over(R)`` and ``x ∉ R ⇒ x ∉ under(R)``, each only when it is not
    trivially true (cvc5 issue6214-2: ``a ∈ [a-c]`` and
    ``a ∈ ((a|b)·a | str.from_int(|b|))*`` meet nowhere once the term is read as its
    digits).  Not for ``Σ*·R·Σ*``, the has-a-match atom of the replace_re and indexof_re
    reductions (see the comment below)."""
    x, r = atom.args
    if r.op == "re.++" and len(r.args) == 3 and r.args[0] == re_all() \
            and r.args[2] == re_all():
        # Σ*·R·Σ*, the "has a match" atom of the replace_re / indexof_re reductions: their
        # lemmas already say what a match means, and bounds only moved the core elsewhere
        # (cvc5 issue6337-replace-re: sat in 0.12 s without them, the limit with them)
        return [], False
    items = []
    over = bound_regex(r, True)
    if over != re_all():
        items.append((implies(atom, in_re(x, over)), Inference.REDUCE_RE_BOUNDS))
    under = bound_regex(r, False)
    if under != mk("re.none"):
        items.append((implies(in_re(x, under), atom), Inference.REDUCE_RE_BOUNDS))
    return (lemmas(*items) if items else []), False


def reduce_membership_terms(atom: Term, w: Witnesses) -> Reduction:
    """``x ∈ R1·…·Rn`` where each part is a ground regex or ``str.to_re t`` of a
    non-constant ``t`` (:attr:`Inference.REDUCE_RE_TERMS`): ``atom ⇒ x = k1·…·kn``
    with ``k = t`` for the term parts and ``k ∈ (run of ground parts)`` for the rest.

    Only the positive direction: not exact, so the atom stays with the
    fixed-length search (which also decides its negation).  Other regexes over
    string terms (a union or star around ``str.to_re t``) get the bounds of
    :func:`reduce_membership_bounds`.
    """
    x, r = atom.args
    parts = flatten(r, "re.++")
    pieces: list[Term] = []
    memberships: list[Term] = []
    run: list[Term] = []

    def close_run() -> None:
        if run:
            k = w.string("re_part", x, r, num(len(pieces)))
            memberships.append(in_re(k, run[0] if len(run) == 1 else mk("re.++", *run)))
            pieces.append(k)
            run.clear()

    has_term = False
    for p in parts:
        if is_ground(p):
            run.append(p)
        elif p.op == "str.to_re":
            close_run()
            pieces.append(p.args[0])
            has_term = True
        else:
            return reduce_membership_bounds(atom)
    close_run()
    if not has_term:
        return reduce_membership_bounds(atom)
    return lemmas((implies(atom, conj(eq(x, cat(*pieces)), *memberships)),
                   Inference.REDUCE_RE_TERMS)), False
