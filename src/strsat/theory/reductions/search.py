"""Reductions of the search-and-replace functions: indexof, replace, replace_all.

``indexof`` and ``replace`` are exact (cvc5's ``StringsPreprocess::reduce``
lemmas: the first occurrence as ``a·y·b`` with no occurrence of ``y`` in
``a·substr(y, 0, |y| - 1)``).  ``replace_all`` has no finite exact reduction
(it is a loop over the occurrences); it gets one unfolding and the integer
abstraction of paper 001 Table 4, and stays guarded (the fixed-length search
evaluates it).
"""

from __future__ import annotations

from ...terms import EMPTY, MAX_CHAR, TRUE, Term, mk
from ...terms.values import text_of
from ..seam.inferences import Inference
from ..seam.reduction_terms import (
    Reduction,
    Witnesses,
    add,
    cat,
    conj,
    disj,
    eq,
    first_occurrence,
    implies,
    is_const,
    ite,
    le,
    lemmas,
    length,
    lt,
    neg,
    num,
    re_range,
)


def _contains(s: Term, t: Term) -> Term:
    return mk("str.contains", s, t)


def _without(k: Term, c: str) -> Term:
    """``k`` has no character ``c``, as a membership in ``[^c]*`` (a class the regular
    and fixed-length steps read directly; ``¬contains(k, c)`` would be reduced again)."""
    code = ord(c)
    below = re_range(chr(0), chr(code - 1)) if code > 0 else None
    above = re_range(chr(code + 1), chr(MAX_CHAR)) if code < MAX_CHAR else None
    parts = [r for r in (below, above) if r is not None]
    cls = parts[0] if len(parts) == 1 else mk("re.union", *parts)
    return mk("str.in_re", k, mk("re.*", cls))


def _length_shift(x: Term, y: Term, z: Term, k: Term) -> Term:
    """Table 4: ``(|y| ≥ |z| ⇒ |x| ≥ |k|) ∧ (|y| ≤ |z| ⇒ |x| ≤ |k|)``."""
    ly, lz, lx, lk = length(y), length(z), length(x), length(k)
    return conj(implies(le(lz, ly), le(lk, lx)), implies(le(ly, lz), le(lx, lk)))


def _count(x: Term, y: Term, z: Term, k: Term, c: Term) -> Term:
    """``k = replace_all(x, y, z)`` with ``c`` occurrences of the constant ``y ≠ ""``:
    ``c ≥ 0 ∧ |k| = |x| + c·(|z| − |y|) ∧ c·|y| ≤ |x| ∧ (c = 0 ⇔ ¬contains(x, y))``."""
    ly, lz = len(text_of(y)), len(text_of(z))
    return conj(le(num(0), c), eq(length(k), add(length(x), mk("*", num(lz - ly), c))),
                le(mk("*", num(ly), c), length(x)), eq(eq(c, num(0)), neg(_contains(x, y))))


def reduce_indexof(k: Term, x: Term, y: Term, n: Term, w: Witnesses) -> Reduction:
    """``k = indexof(x, y, n)``: exact (:attr:`Inference.REDUCE_INDEXOF`), plus the
    integer abstraction :attr:`Inference.ABS_INDEXOF`."""
    lx = length(x)
    if is_const(n) and n.value == 0:
        # from the start: the first occurrence's skolems are those of replace(x, y, z),
        # so indexof(x, y, 0) and replace(x, y, z) cut x at one place
        split, r = TRUE, x
    else:
        out_of_range = disj(lt(n, num(0)), lt(lx, n))
        p, r = w.pre(x, n), w.suf(x, n)
        split = conj(eq(x, cat(p, r)), eq(length(p), n))
    a, b = w.ctn(r, y)
    found = conj(first_occurrence(r, y, a, b), eq(k, add(n, length(a))))
    search = ite(eq(y, EMPTY), eq(k, n), ite(_contains(r, y), found, eq(k, num(-1))))
    body = search if split is TRUE else ite(out_of_range, eq(k, num(-1)), conj(split, search))
    bounds = disj(eq(k, num(-1)), conj(le(n, k), le(add(k, length(y)), lx)))
    return lemmas((body, Inference.REDUCE_INDEXOF), (bounds, Inference.ABS_INDEXOF)), True


def reduce_replace(k: Term, x: Term, y: Term, z: Term, w: Witnesses) -> Reduction:
    """``k = replace(x, y, z)``: exact (:attr:`Inference.REDUCE_REPLACE`), plus
    :attr:`Inference.ABS_REPLACE`."""
    a, b = w.ctn(x, y)
    found = conj(first_occurrence(x, y, a, b), eq(k, cat(a, z, b)))
    body = ite(eq(y, EMPTY), eq(k, cat(z, x)), ite(_contains(x, y), found, eq(k, x)))
    return lemmas((body, Inference.REDUCE_REPLACE),
                  (_length_shift(x, y, z, k), Inference.ABS_REPLACE)), True


def reduce_replace_all(k: Term, x: Term, y: Term, z: Term, w: Witnesses) -> Reduction:
    """``k = replace_all(x, y, z)``: not exact.

    One unfolding (:attr:`Inference.REDUCE_REPLACE_ALL`): the first occurrence
    ``x = a·y·b`` gives ``k = a·z·r`` where the skolem ``r = ra_rest(b, y, z)``
    stands for ``replace_all(b, y, z)`` (not defined further, so the chain of
    reductions ends) and equals ``b`` when ``y`` does not occur in ``b``.  Integer
    abstraction: :attr:`Inference.ABS_REPLACE`, and with constant ``y ≠ ""`` and
    ``z`` the occurrence count :attr:`Inference.ABS_REPLACE_ALL_COUNT`, for ``x`` and
    for the rest ``r`` (:attr:`Inference.ABS_REPLACE_ALL_REST`: ``x`` has one more); with
    ``y`` one character not in ``z``, ``k`` has none (:attr:`Inference.ABS_REPLACE_ALL_GONE`).
    """
    a, b = w.ctn(x, y)
    r = w.string("ra_rest", b, y, z)
    unfold = conj(first_occurrence(x, y, a, b), eq(k, cat(a, z, r)),
                  implies(neg(_contains(b, y)), eq(r, b)), _length_shift(b, y, z, r))
    body = ite(disj(eq(y, EMPTY), neg(_contains(x, y))), eq(k, x), unfold)
    items = [(body, Inference.REDUCE_REPLACE_ALL),
             (_length_shift(x, y, z, k), Inference.ABS_REPLACE)]
    if is_const(y) and y is not EMPTY and is_const(z):
        c, cb = w.integer("ra_count", x, y), w.integer("ra_count", b, y)
        items.append((_count(x, y, z, k, c), Inference.ABS_REPLACE_ALL_COUNT))
        # the rest r = replace_all(b, y, z) has its own count, one less than x's: the
        # core's lengths then place the first occurrence where the others still fit
        items.append((conj(_count(b, y, z, r, cb),
                           implies(_contains(x, y), eq(c, add(cb, num(1))))),
                      Inference.ABS_REPLACE_ALL_REST))
        if len(text_of(y)) == 1 and text_of(y) not in text_of(z):
            # every occurrence of the character is replaced and none is made: k has
            # none (a deletion chain's url.replace('\n', '') then has no '\n' at once,
            # where the unfolding alone leaves the rest r undecided)
            items.append((_without(k, text_of(y)), Inference.ABS_REPLACE_ALL_GONE))
    return lemmas(*items), False

