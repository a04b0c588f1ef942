"""Reductions of the conversions: to_int, from_int, to_code, from_code, and the
extensions to_lower, to_upper, rev.

``from_int`` and ``from_code`` are exact given ``to_int`` and ``to_code``
(cvc5 reduces ``str.from_code`` to ``str.to_code`` the same way); those two are
not exact (their meaning is a digit-by-digit or character table), nor are the
case conversions and reversal: they get their integer abstraction (paper 001
Table 4) and cheap regular facts, and stay guarded (the fixed-length search
evaluates them).  No lemma here mentions the function it reduces, and
``to_int``/``to_code`` lemmas mention no other function, so chains end.
"""

from __future__ import annotations

from ...terms import EMPTY, Term, mk, string
from ..seam.inferences import Inference
from ..seam.reduction_terms import (
    MAX_CODE,
    Reduction,
    Witnesses,
    cat,
    conj,
    eq,
    implies,
    in_re,
    ite,
    le,
    lemmas,
    length,
    lt,
    neg,
    num,
    re_containing,
    re_range,
    sub,
)

#: Lengths up to which the digit-count bounds of to_int/from_int are stated.
DIGIT_BOUNDS = 12


def _digits() -> Term:
    return re_range("0", "9")


def reduce_to_int(k: Term, s: Term, w: Witnesses | None = None) -> Reduction:
    """``k = to_int(s)``: not exact (:attr:`Inference.REDUCE_TO_INT`,
    :attr:`Inference.ABS_TO_INT_DIGITS`, :attr:`Inference.ABS_TO_INT_CONST_ENDS` when
    ``s`` is, or names, a concatenation with constant parts)."""
    numeral = in_re(s, mk("re.+", _digits()))
    sign = ite(numeral, le(num(0), k), eq(k, num(-1)))
    one_digit = implies(conj(eq(length(s), num(1)), le(num(0), k)),
                        eq(k, sub(mk("str.to_code", s), num(48))))
    bounds = conj(*(implies(le(num(10 ** n), k), lt(num(n), length(s)))
                    for n in range(1, DIGIT_BOUNDS + 1)))
    items = [(conj(sign, one_digit), Inference.REDUCE_TO_INT),
             (bounds, Inference.ABS_TO_INT_DIGITS)]
    ends = _constant_ends(k, _concatenation(s, w))
    if ends is not None:
        items.append((ends, Inference.ABS_TO_INT_CONST_ENDS))
    return lemmas(*items), False


def _concatenation(s: Term, w: Witnesses | None) -> Term:
    """``s``, or the concatenation that the purification variable ``s`` names."""
    if w is not None and s.op == "var":
        named = w.sk.definition(s)
        if named is not None and named[0] == "cc" and named[1]:
            return named[1][0]
    return s


def _constant_ends(k: Term, s: Term) -> Term | None:
    """:attr:`Inference.ABS_TO_INT_CONST_ENDS` for ``k = to_int(s)``, ``s`` a concatenation
    (None otherwise).  ``s`` is a numeral iff ``k ≥ 0``, and then so is every part (or it
    is empty); ``to_int(c·t) = int(c)·10^|t| + to_int(t)`` and ``to_int(t·c) =
    to_int(t)·10^|c| + int(c)`` for digit strings, so the value is at least
    ``int(c)·10^l`` once ``|t| ≥ l`` (past :data:`DIGIT_BOUNDS`, the linear floor
    ``int(c)·10^12·(|t| − 11)``), and its last ``|c|`` digits are ``c``; a constant
    part with a non-digit makes ``s`` no numeral."""
    if s.op != "str.++":
        return None
    parts = s.args
    texts = [p.value for p in parts if p.op == "const"]
    if any(not ch.isascii() or not ch.isdigit() for t in texts for ch in t):  # type: ignore[union-attr]
        return eq(k, num(-1))
    numeral = le(num(0), k)
    digits = mk("re.*", _digits())
    facts = [implies(numeral, in_re(p, digits)) for p in dict.fromkeys(parts) if p.op != "const"]
    head, last = parts[0], parts[-1]
    if head.op == "const" and int(head.value):  # type: ignore[arg-type]
        rest = length(cat(*parts[1:]))
        value = int(head.value)  # type: ignore[arg-type]
        facts.append(implies(numeral, le(num(value), k)))
        facts.extend(implies(conj(numeral, le(num(n), rest)), le(num(value * 10 ** n), k))
                     for n in range(1, DIGIT_BOUNDS + 1))
        # past the digit bounds a linear floor (ABS_TO_INT_GROWTH): 10^l ≥ 10^12·(l − 11)
        # for l ≥ 12 (equal at 12; ×10 a step against +10^12), so the core needs no
        # length bound to refute a value that grows slower than the lengths
        top = value * 10 ** DIGIT_BOUNDS
        facts.append(implies(conj(numeral, le(num(DIGIT_BOUNDS), rest)),
                             le(mk("*", num(top), sub(rest, num(DIGIT_BOUNDS - 1))), k)))
    if last.op == "const":
        width = 10 ** len(last.value)  # type: ignore[arg-type]
        facts.append(implies(numeral, eq(mk("mod", k, num(width)),
                                           num(int(last.value)))))  # type: ignore[arg-type]
    return conj(*facts) if facts else None


def reduce_from_int(k: Term, n: Term) -> Reduction:
    """``k = from_int(n)``: exact given ``to_int`` (:attr:`Inference.REDUCE_FROM_INT`,
    :attr:`Inference.ABS_FROM_INT_DIGITS`, :attr:`Inference.ABS_FROM_INT_GROWTH`)."""
    # the three signs apart: n = 0 spells "0" and a positive n no leading zero, so a
    # from_int that starts with "0" (or equals "0") forces n = 0 without search
    positive = mk("re.++", re_range("1", "9"), mk("re.*", _digits()))
    body = ite(lt(n, num(0)), eq(k, EMPTY),
               ite(eq(n, num(0)), eq(k, string("0")),
                   conj(in_re(k, positive), eq(mk("str.to_int", k), n))))
    bounds = conj(*(eq(lt(n, num(10 ** d)), le(length(k), num(d)))
                    for d in range(1, DIGIT_BOUNDS + 1)))
    top = 10 ** DIGIT_BOUNDS
    growth = implies(le(num(top), n),
                     le(length(k), mk("+", sub(n, num(top)), num(DIGIT_BOUNDS + 1))))
    return lemmas((body, Inference.REDUCE_FROM_INT),
                  (bounds, Inference.ABS_FROM_INT_DIGITS),
                  (growth, Inference.ABS_FROM_INT_GROWTH)), True


def reduce_to_code(k: Term, s: Term) -> Reduction:
    """``k = to_code(s)``: not exact (:attr:`Inference.REDUCE_TO_CODE`)."""
    body = ite(eq(length(s), num(1)), conj(le(num(0), k), le(k, num(MAX_CODE))),
               eq(k, num(-1)))
    return lemmas((body, Inference.REDUCE_TO_CODE)), False


def reduce_from_code(k: Term, n: Term) -> Reduction:
    """``k = from_code(n)``: exact given ``to_code`` (:attr:`Inference.REDUCE_FROM_CODE`)."""
    body = ite(conj(le(num(0), n), le(n, num(MAX_CODE))),
               conj(eq(length(k), num(1)), eq(mk("str.to_code", k), n)), eq(k, EMPTY))
    return lemmas((body, Inference.REDUCE_FROM_CODE)), True


def reduce_case(k: Term, s: Term, upper: bool) -> Reduction:
    """``k = to_lower(s)`` / ``to_upper(s)``: not exact (:attr:`Inference.REDUCE_CASE`):
    same length, no letter of the converted case left, identity without such letters."""
    convertible = re_containing(re_range("a", "z") if upper else re_range("A", "Z"))
    body = conj(eq(length(k), length(s)), neg(in_re(k, convertible)),
                implies(neg(in_re(s, convertible)), eq(k, s)))
    return lemmas((body, Inference.REDUCE_CASE)), False


def reduce_rev(k: Term, s: Term, w: Witnesses) -> Reduction:
    """``k = rev(s)``: not exact (:attr:`Inference.REDUCE_REV`): same length, equal
    when ``|s| ≤ 1``, and the first (last) character of ``s`` is the last (first) of
    ``k``, through the ``pre``/``suf`` witnesses (no ``rev`` of a smaller string is
    introduced, so the chain ends)."""
    ls, lk = length(s), length(k)
    one = num(1)
    first, rest = w.pre(s, one), w.suf(s, one)
    init, last = w.pre(s, sub(ls, one)), w.suf(s, sub(ls, one))
    k_init, k_rest = w.pre(k, sub(lk, one)), w.suf(k, one)
    ends = implies(le(one, ls), conj(eq(s, cat(first, rest)), eq(length(first), one),
                                     eq(k, cat(k_init, first)),
                                     eq(s, cat(init, last)), eq(length(last), one),
                                     eq(k, cat(last, k_rest))))
    body = conj(eq(lk, ls), implies(le(ls, one), eq(k, s)), ends)
    return lemmas((body, Inference.REDUCE_REV)), False
