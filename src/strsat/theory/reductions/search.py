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
    sub,
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


#: The longest constant pattern whose replacement's lengths are split case by case
#: (:attr:`Inference.ABS_REPLACE_ALL_COUNT` with a variable replacement).
MAX_COUNT_CASES = 8


def _count(x: Term, y: Term, z: Term, k: Term, c: Term) -> Term:
    """``k = replace_all(x, y, z)`` with ``c`` occurrences of the constant ``y ≠ ""``:
    ``c ≥ 0 ∧ c·|y| ≤ |x| ∧ (c = 0 ⇔ ¬contains(x, y))`` and ``|k| = |x| + c·(|z| − |y|)``,
    which is linear for a constant ``z``; for a variable ``z`` it is stated for each
    length ``|z| = j ≤ |y|`` and bounded beyond (:func:`_count_lengths`)."""
    ly = len(text_of(y))
    shape = conj(le(num(0), c), le(mk("*", num(ly), c), length(x)),
                 eq(eq(c, num(0)), neg(_contains(x, y))))
    if is_const(z):
        growth = num(len(text_of(z)) - ly)
        return conj(shape, eq(length(k), add(length(x), mk("*", growth, c))))
    return conj(shape, _count_lengths(length(x), ly, length(z), length(k), c))


def _count_lengths(lx: Term, ly: int, lz: Term, lk: Term, c: Term) -> Term:
    """``|k| = |x| + c·(|z| − |y|)`` for a variable ``z``, in linear pieces: exact for
    each ``|z| = j`` with ``j ≤ |y|`` (at most :data:`MAX_COUNT_CASES`), and with ``c ≥ 1``
    (then ``c·d`` lies on the far side of ``d = |z| − |y|`` from 0)
    ``|k| ≥ |x| + d`` when ``d ≥ 0`` and ``|k| ≤ |x| + d`` when ``d ≤ 0``; ``d > 0`` gives
    ``|k| ≥ |x| + c`` and ``d < 0`` gives ``|k| ≤ |x| − c``."""
    d = sub(lz, num(ly))
    cases = [implies(eq(lz, num(j)), eq(lk, add(lx, mk("*", num(j - ly), c))))
             for j in range(ly + 1 if ly <= MAX_COUNT_CASES else 0)]
    some = le(num(1), c)
    return conj(*cases,
                implies(conj(some, le(num(0), d)), le(add(lx, d), lk)),
                implies(conj(some, le(d, num(0))), le(lk, add(lx, d))),
                implies(lt(num(0), d), le(add(lx, c), lk)),
                implies(lt(d, num(0)), le(lk, sub(lx, c))))


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
    abstraction: :attr:`Inference.ABS_REPLACE`, and with a constant ``y ≠ ""`` the
    occurrence count :attr:`Inference.ABS_REPLACE_ALL_COUNT`, for ``x`` and
    for the rest ``r`` (:attr:`Inference.ABS_REPLACE_ALL_REST`: ``x`` has one more); with
    ``y`` one character not in the constant ``z``, ``k`` has none
    (:attr:`Inference.ABS_REPLACE_ALL_GONE`).
    """
    a, b = w.ctn(x, y)
    r = w.string("ra_rest", b, y, z)
    unfold = conj(first_occurrence(x, y, a, b), eq(k, cat(a, z, r)),
                  implies(neg(_contains(b, y)), eq(r, b)), _length_shift(b, y, z, r))
    body = ite(disj(eq(y, EMPTY), neg(_contains(x, y))), eq(k, x), unfold)
    items = [(body, Inference.REDUCE_REPLACE_ALL),
             (_length_shift(x, y, z, k), Inference.ABS_REPLACE)]
    if is_const(y) and y is not EMPTY:
        c, cb = w.integer("ra_count", x, y), w.integer("ra_count", b, y)
        items.append((_count(x, y, z, k, c), Inference.ABS_REPLACE_ALL_COUNT))
        # the rest r = replace_all(b, y, z) has its own count, one less than x's: the
        # core's lengths then place the first occurrence where the others still fit
        items.append((conj(_count(b, y, z, r, cb),
                           implies(_contains(x, y), eq(c, add(cb, num(1))))),
                      Inference.ABS_REPLACE_ALL_REST))
        if is_const(z) and len(text_of(y)) == 1 and text_of(y) not in text_of(z):
            # every occurrence of the character is replaced and none is made: k has
            # none (a deletion chain's url.replace('\n', '') then has no '\n' at once,
            # where the unfolding alone leaves the rest r undecided)
            items.append((_without(k, text_of(y)), Inference.ABS_REPLACE_ALL_GONE))
    return lemmas(*items), False

