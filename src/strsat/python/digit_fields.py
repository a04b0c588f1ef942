"""Bit fields of an int read from a string of digits of a power-of-two base, as the
digits themselves (issue 38: ``uuid.UUID(hex)``, IPv6 parsers).

``N = int(s, 16)`` of a string of 32 hex digits is a Horner sum of 32 digit values, a
128-bit number; ``uuid.UUID.version`` is ``(N >> 76) & 0xf`` and ``variant`` tests
``N & (0x8000 << 48)``.  As ``div``/``mod`` of the Horner sum by powers of two these
checks are out of reach of the integer core (a 128-bit polynomial under 32 nested
``ite``\\ s).  But in base ``2^b`` the bits of ``N`` are the digits' bits: bit ``t`` of
``N`` is bit ``t mod b`` of the digit ``t div b`` places from the right.  So on strings
of plain digits (the ``BRANCH`` of :func:`strsat.python.int_parse.to_int_base` that
gives the Horner sum) the field

    (N div 2^a) mod 2^w  =  sum over the digits d_j (j from the right) that hold bits
                            a .. a+w-1 of ((d_j div 2^lo) mod 2^(hi-lo)) * 2^(b*j+lo-a)

(``lo``/``hi`` the bits of the field within digit ``j``; a digit ``j >= len(s)`` is 0)
is exact: each ``d_j`` lies in ``[0, 2^b)``, so ``N < 2^(b*len(s))`` and no field
borrows from another digit.  ``N >> 76`` is then the 13 digits before the last 19, and
``& 0xf`` the one digit at index 12: a formula over one character.

:func:`register` records a Horner term with its digit string; :func:`div` and :func:`mod`
(called by the layer's ``//``, ``%``, ``>>`` and ``&`` with constant powers of two)
rewrite a registered term, and register the field they make (so ``(N >> 76) & 0xf``
composes).  Each rewrite re-states the digits' condition as a ``DOMAIN`` decision (the
same formula as the ``BRANCH`` taken, so the tracer records no new decision): a check
that keeps the rewritten literal keeps that condition too.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass

from ..terms import FALSE, TRUE, Term, integer, mk
from . import termops as T
from .context import Kind, decide

#: bits per digit of the bases whose digits are bit fields
BITS = {2: 1, 4: 2, 8: 3, 16: 4, 32: 5}
#: most terms remembered (the oldest are dropped; a term not found is left as it is)
LIMIT = 4096


@dataclass(frozen=True)
class Field:
    """``(N div 2^shift) mod 2^width`` for ``N`` the value of the digits ``digits`` of
    ``base`` (at most ``count`` of them), exact when ``condition`` holds."""

    digits: Term
    base: int
    count: int
    condition: Term
    shift: int
    width: int


_FIELDS: dict[Term, Field] = {}


def register(term: Term, digits: Term, base: int, count: int, condition: Term) -> None:
    """``term`` is the value of ``digits`` (plain digits of ``base``, at most ``count``,
    when ``condition`` holds)."""
    if base not in BITS:
        return
    _remember(term, Field(digits, base, count, condition, 0, BITS[base] * count))


def _remember(term: Term, field: Field) -> None:
    """Record ``term`` as ``field``.  The table outlives a trace, so a term is recorded
    only when it mentions the digits it stands for: a field past the last digit is the
    constant 0, and the constant recorded would carry this trace's digits (its condition)
    into every later comparison of a 0 in any trace (an ``io.StringIO``'s position
    compared in the next exploration raised ``UnknownInputError`` for the old input)."""
    if term.op == "const":
        return
    if len(_FIELDS) >= LIMIT:
        _FIELDS.pop(next(iter(_FIELDS)))
    _FIELDS[term] = field


def _digit(field: Field, j: int) -> Term:
    """The value of the digit ``j`` places from the right (0 past the first digit)."""
    n = T.length(field.digits)
    code = mk("str.to_code", mk("str.at", field.digits, T.sub(n, 1 + j)))
    value = T.sub(code, 48) if field.base <= 10 else T.ite(
        T.le(code, 57), T.sub(code, 48), T.ite(T.le(code, 90), T.sub(code, 55),
                                               T.sub(code, 87)))
    return T.ite(T.lt(j, n), value, integer(0))


def _term(field: Field) -> Term:
    """The field as a sum over the digits that hold its bits."""
    b = BITS[field.base]
    parts: list[Term] = []
    top = min(field.shift + field.width, b * field.count)
    t = field.shift
    while t < top:
        j, lo = divmod(t, b)
        hi = min(b, lo + top - t)
        d = _digit(field, j)
        if lo:
            d = mk("div", d, integer(2 ** lo))
        if hi - lo < b:
            d = mk("mod", d, integer(2 ** (hi - lo)))
        place = t - field.shift
        parts.append(d if place == 0 else mk("*", d, integer(2 ** place)))
        t = j * b + hi
    return T.add(*parts) if parts else integer(0)


def _rewrite(x: Term, made: Field) -> Term | None:
    old = _FIELDS.get(x)
    if old is None:
        return None
    if not decide(Kind.DOMAIN, old.condition, None, "int of plain digits as bit fields"):
        return None
    term = _term(made)
    _remember(term, made)
    return term


def div(x: Term, c: int) -> Term | None:
    """``x div c`` for ``c = 2^a > 0`` when ``x`` is a registered field, else None."""
    return _narrowed(x, c, lambda f, a: (f.shift + a, max(0, f.width - a)))


def mod(x: Term, c: int) -> Term | None:
    """``x mod c`` for ``c = 2^w > 0`` when ``x`` is a registered field, else None."""
    return _narrowed(x, c, lambda f, w: (f.shift, min(f.width, w)))


def _narrowed(x: Term, c: int, bounds: Callable[[Field, int], tuple[int, int]]
              ) -> Term | None:
    """The field of ``x`` by a power of two ``c``: ``bounds`` gives its new shift and
    width from the old field and ``log2(c)``."""
    field = _FIELDS.get(x)
    if field is None or c <= 0 or c & (c - 1):
        return None
    shift, width = bounds(field, c.bit_length() - 1)
    return _rewrite(x, Field(field.digits, field.base, field.count, field.condition,
                             shift, width))


def compare(op: str, x: Term, c: int) -> Term | None:
    """``x op c`` (``op`` one of ``< <= > >=``) as ``true`` or ``false`` when ``x`` is a
    registered field and its range ``[0, 2^w)`` decides it (``0 <= n < 1 << 128`` of
    ``uuid.UUID``), else None."""
    field = _FIELDS.get(x)
    if field is None or op not in _ORDER:
        return None
    width = max(0, min(field.width, BITS[field.base] * field.count - field.shift))
    low, high = 0, 2 ** width - 1
    holds = _ORDER[op]
    if holds(low, c) and holds(high, c):
        answer = TRUE
    elif not holds(low, c) and not holds(high, c):
        answer = FALSE
    else:
        return None
    if not decide(Kind.DOMAIN, field.condition, None, "int of plain digits as bit fields"):
        return None
    return answer


#: the order comparisons, each monotone in its left operand
_ORDER: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


__all__ = ["BITS", "Field", "compare", "div", "mod", "register"]
