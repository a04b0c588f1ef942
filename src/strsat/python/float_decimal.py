"""The value of ``float(s)`` for a decimal literal, kept symbolic (issue 38, brief
"floats19"): ``"1.5"``, ``"-12.25"``, ``" 3_0. "``, ``".5"``.

A *decimal literal* here is ``ws* [+-]? (D (_? D)* ("." F?)? | "." F) ws*`` with ASCII
digits ``D``, at most :data:`MAX_DIGITS` digits in all and a fraction ``F`` of at most
:data:`MAX_FRACTION` digits (no exponent, no other scripts' digits).  Its value is
``round(N / 10**k)`` -- CPython's ``float()`` is correctly rounded -- for ``N`` the
signed integer of all its digits (``str.to_int`` of the string without whitespace,
sign, underscores and point) and ``k`` the number of fraction digits.  ``k`` is no
decision of its own: each term below is an ``ite`` over the shapes ``k = 0 ..
MAX_FRACTION`` (one regular membership each), so a solver asked for ``x != int(x)``
picks a literal with a point by itself.  Whether ``s`` is such a literal is one
decision of the layer's own (flipped last); the other literals keep
:class:`~.float_parse.PendingFloat`'s behaviour (the value pinned on its first read).

With at most 15 digits the rounding never crosses an integer or a half-integer: ``q =
N / 10**k`` and such a point ``m`` differ by a multiple of ``10**-k`` when they differ,
while ``|q| < 10**(15-k)`` puts ``q`` within ``0.12 * 10**-k`` of ``round(q)``.  So
``int(x)``, ``math.floor``/``ceil``/``trunc``, ``round(x)`` (ties to even),
``x.is_integer()`` and comparisons with ints (symbolic ones too) are those of the
rational ``q`` itself, integer divisions by constants in each shape.  Comparisons with
float constants are :func:`~.float_quotient.compare_term`'s (exact for any ``N``);
``-x`` and ``x * c``, ``x / c`` for a power of two ``c`` (exact: no rounding) stay
symbolic, the latter for comparisons with constants only.  Anything else reads the
value: the string is pinned, with a note, as for :class:`~.float_quotient.QuotientFloat`.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from typing import Any

from ..regex.to_term import charset_to_term
from ..terms import FALSE, TRUE, Term, integer, mk, string
from . import termops as T
from .charclasses import char_class, class_term
from .context import MINOR, Kind, active, decide, fallback
from .float_parse import negative_literal
from .float_quotient import QuotientFloat
from .int_parse import at_most_digits, digit_class, noise
from .strings import SymStr
from .values import SymBool, SymInt

#: most digits of a modelled literal (rounding then never crosses an integer: see above)
MAX_DIGITS = 15
#: most fraction digits of a modelled literal
MAX_FRACTION = 8

DECIMAL = "float(): a decimal literal of at most 15 digits"
MINOR.add(DECIMAL)


def _lit(text: str) -> Term:
    return mk("str.to_re", string(text))


def _run(digit: Term, count: int | None = None) -> Term:
    """``D (_? D)*``, or exactly ``count`` digits so."""
    step = mk("re.++", mk("re.opt", _lit("_")), digit)
    if count is None:
        return mk("re.++", digit, mk("re.*", step))
    return digit if count == 1 else mk("re.++", digit, mk("re.loop", step,
                                                          indices=(count - 1, count - 1)))


#: (process-wide, MAX_FRACTION + 1 entries; terms are immutable)
@cache
def shape(k: int) -> Term:
    """The decimal literals with ``k`` fraction digits (any number of digits in all)."""
    digit = charset_to_term(digit_class(10, ascii_only=True))
    if k == 0:
        number = mk("re.++", _run(digit), mk("re.opt", _lit(".")))
    else:
        fraction = mk("re.++", _lit("."), _run(digit, k))
        number = mk("re.++", mk("re.opt", _run(digit)), fraction)
    space = mk("re.*", class_term("int-space"))
    sign = mk("re.opt", mk("re.union", _lit("+"), _lit("-")))
    return mk("re.++", space, sign, number, space)


def fraction_digits(text: str) -> int | None:
    """The ``k`` of a modelled literal ``text``, None for any other string."""
    spaces = char_class("int-space")
    core = text.strip("".join(c for c in set(text) if ord(c) in spaces))
    core = core[1:] if core[:1] in ("+", "-") else core
    whole, point, frac = core.partition(".")
    digits = (whole + frac).replace("_", "")
    ok = digits.isascii() and digits.isdigit() and len(digits) <= MAX_DIGITS
    if not ok or not (whole or frac) or "e" in core.lower():
        return None
    try:
        float(text)
    except ValueError:
        return None
    k = len(frac.replace("_", ""))
    return k if k <= MAX_FRACTION else None


def _cases(s: Term, build: Callable[[int], Term]) -> Term:
    """``build(10**k)`` in the shape of ``k`` fraction digits: an ``ite`` over them."""
    term = build(1)
    for k in range(1, MAX_FRACTION + 1):
        term = T.ite(mk("str.in_re", s, shape(k)), build(10 ** k), term)
    return term


def _magnitude(s: Term) -> Term:
    clean = mk("str.replace_re_all", s, mk("re.union", noise(), _lit(".")), string(""))
    return mk("str.to_int", clean)


def decimal_float(s: SymStr, value: float) -> DecimalFloat | None:
    """``float(s)`` (``value``, CPython's) as a :class:`DecimalFloat` when ``s`` is a
    modelled decimal literal (one decision of the layer's own), else None."""
    assert s.value is not None
    k = fraction_digits(s.value)
    modelled = T.conj(at_most_digits(s.term, 10, MAX_DIGITS),
                      T.disj(*(mk("str.in_re", s.term, shape(i))
                               for i in range(MAX_FRACTION + 1))))
    if not decide(Kind.BRANCH, modelled, k is not None, DECIMAL):
        return None
    magnitude = _magnitude(s.term)
    # the sign is the layer's own "negative" decision's condition, and the magnitude
    # says it is not negative: a flip that contradicts either is refuted by the Boolean
    # and integer cores alone, before any string reasoning
    magnitude = T.ite(mk(">=", magnitude, integer(0)), magnitude, integer(0))
    num = T.ite(negative_literal(s.term), mk("-", magnitude), magnitude)
    den = _cases(s.term, integer)
    return DecimalFloat(value, num, den, s, Fraction(1))


def _floor_div(num: Term, d: int) -> Term:
    """``floor(num / d)`` for a constant ``d > 0`` (SMT-LIB's ``div``)."""
    return num if d == 1 else mk("div", num, integer(d))


class DecimalFloat(QuotientFloat):
    """``float(s)`` of a decimal literal, times ``scale`` (a power of two): its value is
    ``round(num * scale / den)`` (see the module docstring)."""

    __slots__ = ("_text", "_scale")
    _text: SymStr
    _scale: Fraction

    def __new__(cls, value: float, num: Term, den: Term, text: SymStr, scale: Fraction
                ) -> DecimalFloat:
        made = float.__new__(cls, value)
        QuotientFloat._init_fields(made, num, den, [text])
        made._text, made._scale = text, scale
        return made

    def _each(self, build: Callable[[int], Term]) -> Term:
        return _cases(self._text.term, build)

    def pinned(self, what: str) -> float:
        if self._open:
            self._open = False
            if active() is self._tracer:
                fallback(f"float() of a symbolic str{self._made_at}, read by {what}",
                         [self._text], lambda *_: None)
        return float.__float__(self)

    def _compare(self, op: str, other: object) -> Any:
        if isinstance(other, SymInt | SymBool):
            if self.pending() and self._scale == 1:
                return self.compare_int(op, other.term if isinstance(other, SymInt)
                                        else other.as_int().term, other)
            mirror = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}.get(op, op)
            return getattr(operator, mirror)(other, self.pinned(f"float.__{op}__"))
        if not self.pending() or type(other) not in (float, int, bool) or (
                type(other) is float and not math.isfinite(other)) or (
                type(other) is not float and abs(other) > 2 ** 53):  # type: ignore[arg-type]
            return getattr(float, f"__{op}__")(self.pinned(f"float.__{op}__"), other)
        value = getattr(float, f"__{op}__")(float.__float__(self), other)
        c = float(other)  # type: ignore[arg-type]
        return SymBool(self._each(lambda d: compare(op, self._num, self._scale / d, c)), value)

    def compare_int(self, op: str, term: Term, other: SymInt | SymBool) -> SymBool:
        """``self op other`` for a symbolic int: the rational's comparison (exact, see
        the module docstring)."""
        mine = float.__float__(self)
        theirs = int(other.value) if other.value is not None else None
        value = None if theirs is None else getattr(float, f"__{op}__")(mine, theirs)
        rel = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "=", "ne": "="}[op]
        built = self._each(lambda d: mk(rel, self._num, mk("*", integer(d), term)))
        return SymBool(T.neg(built) if op == "ne" else built, value)

    def __neg__(self) -> Any:
        if not self.pending():
            return float.__neg__(self.pinned("float.__neg__"))
        return DecimalFloat(-float.__float__(self), mk("-", self._num), self._den, self._text,
                            self._scale)

    def __pos__(self) -> Any:
        return self if self.pending() else float.__pos__(self.pinned("float.__pos__"))

    def _arith(self, name: str, other: object, swap: bool) -> Any:
        """``x * c``, ``c * x`` and ``x / c`` for a power of two ``c``: exact."""
        c = _power_of_two(other)
        if c is None or not self.pending() or (name == "truediv" and swap) or \
                name not in ("mul", "truediv"):
            return super()._arith(name, other, swap)
        scale = abs(c) if name == "mul" else 1 / abs(c)
        mine, theirs = float.__float__(self), float(c)
        value = theirs * mine if name == "mul" else mine / theirs
        num = self._num if c > 0 else mk("-", self._num)
        return DecimalFloat(value, num, self._den, self._text, self._scale * scale)

    def _integral(self, what: str, build: Callable[[Term, int], Term], run: Callable[[float], Any]
                  ) -> Any:
        if not self.pending() or self._scale != 1:
            return run(self.pinned(what))
        return SymInt(self._each(lambda d: build(self._num, d)), run(float.__float__(self)))

    def __trunc__(self) -> Any:
        return self._integral("float.__trunc__", _trunc, math.trunc)

    def __int__(self) -> Any:
        return self._integral("float.__int__", _trunc, int)

    def __floor__(self) -> Any:
        return self._integral("float.__floor__", _floor_div, math.floor)

    def __ceil__(self) -> Any:
        return self._integral("float.__ceil__",
                              lambda n, d: mk("-", _floor_div(mk("-", n), d)), math.ceil)

    def __round__(self, ndigits: object = None) -> Any:
        if ndigits is not None:
            return float.__round__(self.pinned("float.__round__"), ndigits)  # type: ignore
        return self._integral("float.__round__", _half_even, round)

    def is_integer(self) -> Any:
        if not self.pending() or self._scale != 1:
            return float.is_integer(self.pinned("float.is_integer"))
        term = self._each(lambda d: mk("=", mk("mod", self._num, integer(d)), integer(0))
                          if d != 1 else TRUE)
        return SymBool(term, float.is_integer(float.__float__(self)))

    def __abs__(self) -> Any:
        if not self.pending():
            return float.__abs__(self.pinned("float.__abs__"))
        neg = mk("<", self._num, integer(0))
        return DecimalFloat(abs(float.__float__(self)), T.ite(neg, mk("-", self._num),
                                                              self._num),
                            self._den, self._text, self._scale)


def _power_of_two(value: object) -> Fraction | None:
    """``value`` as a Fraction when it is an int or finite float constant ``±2**n``,
    ``|n| <= 64`` (a product or quotient by it is exact), else None."""
    if isinstance(value, bool) or not isinstance(value, int | float) or \
            not math.isfinite(value):
        return None
    c = Fraction(value)
    top, bottom = abs(c.numerator), c.denominator
    if c == 0 or (top != 1 and bottom != 1) or top & (top - 1) or bottom & (bottom - 1):
        return None
    return c if Fraction(1, 2 ** 64) <= abs(c) <= 2 ** 64 else None


def _rounds_at_least(num: Term, factor: Fraction, c: float) -> Term:
    """``round(num * factor) >= c`` for an int ``num``, ``factor > 0`` and a finite
    ``c``: ``num * factor`` above the midpoint ``lo`` between ``c`` and the float below
    it, or at ``lo`` when ``lo`` rounds to ``c`` (:mod:`.float_quotient`'s rule); as
    ``num`` is an int, that is ``num >= t`` for an int constant ``t`` (no constant of
    ``lo``'s thousand-digit size reaches the solver)."""
    below = math.nextafter(c, -math.inf)
    if math.isinf(below):
        return TRUE
    lo = (Fraction(below) + Fraction(c)) / 2
    bound = lo / factor
    tie = float(lo) >= c and bound.denominator == 1
    least = bound.numerator if tie else math.floor(bound) + 1
    return mk(">=", num, integer(least))


def compare(op: str, num: Term, factor: Fraction, c: float) -> Term:
    """``round(num * factor) op c`` (``op`` one of lt le gt ge eq ne) for an int term
    ``num``, a constant ``factor > 0`` and a finite float ``c``: linear, with small
    constants."""
    above = math.nextafter(c, math.inf)
    at_least = _rounds_at_least(num, factor, c)
    over = FALSE if math.isinf(above) else \
        _rounds_at_least(num, factor, above)
    terms = {"ge": at_least, "gt": over, "lt": T.neg(at_least), "le": T.neg(over),
             "eq": T.conj(at_least, T.neg(over)), "ne": T.disj(T.neg(at_least), over)}
    return terms[op]


def _trunc(num: Term, d: int) -> Term:
    """``trunc(num / d)``: toward zero."""
    return T.ite(mk(">=", num, integer(0)), _floor_div(num, d),
                 mk("-", _floor_div(mk("-", num), d)))


def _half_even(num: Term, d: int) -> Term:
    """``round(num / d)`` to the nearest int, ties to the even one."""
    if d == 1:
        return num
    twice = mk("+", mk("*", integer(2), num), integer(d))
    up = mk("div", twice, integer(2 * d))
    tie = mk("=", mk("mod", twice, integer(2 * d)), integer(0))
    odd = mk("=", mk("mod", up, integer(2)), integer(1))
    return T.ite(T.conj(tie, odd), mk("-", up, integer(1)), up)


__all__ = ["DECIMAL", "MAX_DIGITS", "MAX_FRACTION", "DecimalFloat", "decimal_float",
           "fraction_digits", "shape"]
