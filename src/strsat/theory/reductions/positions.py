"""Exact reductions of the position-based functions: substr, at, update.

Modelled on cvc5's ``StringsPreprocess::reduce`` (its lemmas for ``str.substr``
and ``str.at``), with the skolems ``pre``/``suf`` of :mod:`.common`.
"""

from __future__ import annotations

from ...terms import EMPTY, Term, mk
from ..seam.inferences import Inference
from ..seam.reduction_terms import (
    Reduction,
    Witnesses,
    add,
    cat,
    conj,
    disj,
    eq,
    ite,
    le,
    lemmas,
    length,
    lt,
    num,
    sub,
)


def reduce_substr(k: Term, s: Term, i: Term, n: Term, w: Witnesses) -> Reduction:
    """``k = substr(s, i, n)``: exact (:attr:`Inference.REDUCE_SUBSTR`).

    With ``p = pre(s, i)`` and ``q = suf(s, i + n)``: in range, ``s = p·k·q`` where
    ``|p| = i`` and either ``q`` is the rest after ``i + n`` or ``q`` is empty and
    ``k`` runs to the end (then ``|k| ≤ n``); otherwise ``k = ""``.
    """
    ls = length(s)
    cond = conj(le(num(0), i), lt(i, ls), lt(num(0), n))
    p = w.pre(s, i)
    reaches_end = n.op == "str.len" and n.args[0] is s or (
        n.op == "-" and len(n.args) == 2 and n.args[0] is ls and n.args[1] is i)
    q = EMPTY if reaches_end else w.suf(s, add(i, n))
    rest = eq(length(q), sub(ls, add(i, n)))
    inside = conj(eq(s, cat(p, k, q)), eq(length(p), i),
                  disj(rest, eq(q, EMPTY)), le(length(k), n))
    return lemmas((ite(cond, inside, eq(k, EMPTY)), Inference.REDUCE_SUBSTR)), True


def reduce_at(k: Term, s: Term, i: Term, w: Witnesses) -> Reduction:
    """``k = at(s, i)``: exact (:attr:`Inference.REDUCE_AT`)."""
    cond = conj(le(num(0), i), lt(i, length(s)))
    p, q = w.pre(s, i), w.suf(s, add(i, num(1)))
    inside = conj(eq(s, cat(p, k, q)), eq(length(p), i), eq(length(k), num(1)))
    return lemmas((ite(cond, inside, eq(k, EMPTY)), Inference.REDUCE_AT)), True


def reduce_update(k: Term, s: Term, i: Term, t: Term, w: Witnesses) -> Reduction:
    """``k = update(s, i, t)``: exact through three substrings
    (:attr:`Inference.REDUCE_UPDATE`)."""
    ls = length(s)
    cond = conj(le(num(0), i), lt(i, ls))
    new = cat(mk("str.substr", s, num(0), i),
              mk("str.substr", t, num(0), sub(ls, i)),
              mk("str.substr", s, add(i, length(t)), ls))
    return lemmas((ite(cond, eq(k, new), eq(k, s)), Inference.REDUCE_UPDATE)), True
