"""Reductions of string predicates (atoms the core registers), both polarities.

``exact`` means the lemmas fix the atom's truth value from the values of its
arguments (given the meaning of the other atoms and functions they mention).
"""

from __future__ import annotations

from ...terms import EMPTY, Term, mk
from ...terms.values import text_of
from ..seam.inferences import Inference
from ..seam.reduction_terms import (
    Reduction,
    Witnesses,
    cat,
    conj,
    disj,
    eq,
    implies,
    in_re,
    lemmas,
    length,
    lt,
    neg,
    neq,
    re_all,
    re_containing,
    re_factors,
    re_lit,
    re_prefixes,
    re_range,
    re_suffixes,
    sub,
)

#: Longest constant whose factors are spelled out as a regex for contains(c, t).
MAX_FACTOR_CONSTANT = 32


def _iff(a: Term, b: Term) -> Term:
    return eq(a, b)


def reduce_contains(atom: Term, w: Witnesses) -> Reduction:
    """``contains(s, t)``.

    Constant ``t``: ``atom ⇔ s ∈ Σ*·t·Σ*`` (exact, regular); short constant ``s``:
    ``atom ⇔ t ∈ factors(s)`` (exact, regular) — :attr:`Inference.REDUCE_CONTAINS_RE`.
    Otherwise ``atom ⇒ s = a·t·b`` (:attr:`Inference.REDUCE_CONTAINS`) and
    ``¬atom ⇒ t ≠ "" ∧ s ≠ t`` (:attr:`Inference.REDUCE_NOT_CONTAINS`); not exact.
    """
    s, t = atom.args
    if t.op == "const":
        return lemmas((_iff(atom, in_re(s, re_containing(re_lit(t)))),
                       Inference.REDUCE_CONTAINS_RE)), True
    if s.op == "const" and len(text_of(s)) <= MAX_FACTOR_CONSTANT:
        return lemmas((_iff(atom, in_re(t, re_factors(text_of(s)))),
                       Inference.REDUCE_CONTAINS_RE)), True
    a, b = w.ctn(s, t)
    return lemmas((implies(atom, eq(s, cat(a, t, b))), Inference.REDUCE_CONTAINS),
                  (implies(neg(atom), conj(neq(t, EMPTY), neq(s, t))),
                   Inference.REDUCE_NOT_CONTAINS)), False


def _affix_regular(atom: Term, suffix: bool) -> Reduction | None:
    """A prefixof/suffixof atom with a constant argument as a membership (exact):
    ``prefixof(c, t) ⇔ t ∈ c·Σ*``, ``prefixof(s, c) ⇔ s ∈ prefixes(c)``; dually."""
    s, t = atom.args
    kind = Inference.REDUCE_SUFFIX_RE if suffix else Inference.REDUCE_PREFIX_RE
    if s.op == "const":
        parts = (re_all(), re_lit(s)) if suffix else (re_lit(s), re_all())
        return lemmas((_iff(atom, in_re(t, mk("re.++", *parts))), kind)), True
    if t.op == "const":
        c = text_of(t)
        return lemmas((_iff(atom, in_re(s, re_suffixes(c) if suffix else re_prefixes(c))),
                       kind)), True
    return None


def reduce_prefixof(atom: Term, w: Witnesses) -> Reduction:
    """``prefixof(s, t)``: exact (:attr:`Inference.REDUCE_PREFIX`, or
    :attr:`Inference.REDUCE_PREFIX_RE` with a constant argument)."""
    regular = _affix_regular(atom, suffix=False)
    if regular is not None:
        return regular
    s, t = atom.args
    ls, lt_ = length(s), length(t)
    p, q = w.pre(t, ls), w.suf(t, ls)
    pos = implies(atom, eq(t, cat(s, q)))
    negative = disj(atom, lt(lt_, ls), conj(eq(t, cat(p, q)), eq(length(p), ls), neq(p, s)))
    return lemmas((pos, Inference.REDUCE_PREFIX), (negative, Inference.REDUCE_PREFIX)), True


def reduce_suffixof(atom: Term, w: Witnesses) -> Reduction:
    """``suffixof(s, t)``: exact (:attr:`Inference.REDUCE_SUFFIX`, or
    :attr:`Inference.REDUCE_SUFFIX_RE` with a constant argument)."""
    regular = _affix_regular(atom, suffix=True)
    if regular is not None:
        return regular
    s, t = atom.args
    ls, lt_ = length(s), length(t)
    cut = sub(lt_, ls)
    p, q = w.pre(t, cut), w.suf(t, cut)
    pos = implies(atom, eq(t, cat(p, s)))
    negative = disj(atom, lt(lt_, ls), conj(eq(t, cat(p, q)), eq(length(q), ls), neq(q, s)))
    return lemmas((pos, Inference.REDUCE_SUFFIX), (negative, Inference.REDUCE_SUFFIX)), True


def reduce_is_digit(atom: Term) -> Reduction:
    """``is_digit(s) ⇔ s ∈ [0-9]``: exact (:attr:`Inference.REDUCE_IS_DIGIT`)."""
    return lemmas((_iff(atom, in_re(atom.args[0], re_range("0", "9"))),
                   Inference.REDUCE_IS_DIGIT)), True
