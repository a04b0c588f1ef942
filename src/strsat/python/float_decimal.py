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
float constants follow :mod:`.float_quotient`'s rule for ``round(q) >= c`` (the
midpoint below ``c``), said as ``N >= t`` for a small int ``t`` since ``N`` is an int.

``x + c``, ``x - c``, ``c - x``, ``x * c``, ``x / c`` and ``-x`` for constants ``c``
(while no value can overflow) are *steps*: CPython's float operation with a constant
is monotone in ``x`` (IEEE rounding to nearest is), so ``step(x) >= d`` over the floats
is ``x >= t`` (or ``x <= t``) for a float ``t`` found by bisection over the floats'
order with CPython's own arithmetic as the probe -- exact, double rounding included --
and a chain of steps compared with a constant becomes a comparison of the literal's
value with a constant (:func:`threshold`).  A stepped value is compared with constants
only.  Anything else reads the value: the string is pinned, with a note, as for
:class:`~.float_quotient.QuotientFloat`.
"""

from __future__ import annotations

import math
import operator
import struct
import sys
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
    return DecimalFloat(value, num, den, s)


def _floor_div(num: Term, d: int) -> Term:
    """``floor(num / d)`` for a constant ``d > 0`` (SMT-LIB's ``div``)."""
    return num if d == 1 else mk("div", num, integer(d))


class DecimalFloat(QuotientFloat):
    """``float(s)`` of a decimal literal, ``round(num / den)``, then the float operations
    with constants of ``chain`` applied in turn (see the module docstring)."""

    __slots__ = ("_text", "_chain", "_bound")
    _text: SymStr
    _chain: tuple[Step, ...]
    _bound: float

    def __new__(cls, value: float, num: Term, den: Term, text: SymStr,
                chain: tuple[Step, ...] = (), bound: float = 10.0 ** MAX_DIGITS
                ) -> DecimalFloat:
        made = float.__new__(cls, value)
        QuotientFloat._init_fields(made, num, den, [text])
        made._text, made._chain, made._bound = text, chain, bound
        return made

    def _each(self, build: Callable[[int], Term]) -> Term:
        return _cases(self._text.term, build)

    def has_steps(self) -> bool:
        """Whether float operations with constants were applied (its value is no longer
        the literal's)."""
        return bool(self._chain)

    def pinned(self, what: str) -> float:
        if self._open:
            self._open = False
            if active() is self._tracer:
                fallback(f"float() of a symbolic str{self._made_at}, read by {what}",
                         [self._text], lambda *_: None)
        return float.__float__(self)

    def _compare(self, op: str, other: object) -> Any:
        if isinstance(other, SymInt | SymBool):
            if self.pending() and not self._chain:
                return self.compare_int(op, other.term if isinstance(other, SymInt)
                                        else other.as_int().term, other)
            mirror = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}.get(op, op)
            return getattr(operator, mirror)(other, self.pinned(f"float.__{op}__"))
        if not self.pending() or type(other) not in (float, int, bool) or (
                type(other) is float and not math.isfinite(other)) or (
                type(other) is not float and abs(other) > 2 ** 53):  # type: ignore[arg-type]
            return getattr(float, f"__{op}__")(self.pinned(f"float.__{op}__"), other)
        value = getattr(float, f"__{op}__")(float.__float__(self), other)
        return SymBool(self.compare_term(op, float(other)), value)  # type: ignore[arg-type]

    def at_least(self, c: float, chain: tuple[Step, ...] | None = None) -> Term:
        """The value after ``chain`` (all of this one's steps by default) is at least the
        float ``c``: each step's threshold over the floats before it (:func:`threshold`),
        then a condition on the literal's digits (:func:`_rounds_at_least`)."""
        chain = self._chain if chain is None else chain
        if not chain:
            return self._each(lambda d: _rounds_at_least(self._num, Fraction(1, d), c))
        rising, edge = threshold(chain[-1], c)
        if edge is None:
            return TRUE if rising else FALSE
        if rising:
            return self.at_least(edge, chain[:-1])
        above = math.nextafter(edge, math.inf)
        return TRUE if math.isinf(above) else T.neg(self.at_least(above, chain[:-1]))

    def compare_term(self, op: str, c: float) -> Term:
        """``self op c`` (``op`` lt le gt ge eq ne) for a finite float ``c``."""
        above = math.nextafter(c, math.inf)
        at_least = self.at_least(c)
        over = FALSE if math.isinf(above) else self.at_least(above)
        terms = {"ge": at_least, "gt": over, "lt": T.neg(at_least), "le": T.neg(over),
                 "eq": T.conj(at_least, T.neg(over)), "ne": T.disj(T.neg(at_least), over)}
        return terms[op]

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
        if self._chain:
            return self._arith("mul", -1.0, False)
        return DecimalFloat(-float.__float__(self), mk("-", self._num), self._den, self._text)

    def __pos__(self) -> Any:
        return self if self.pending() else float.__pos__(self.pinned("float.__pos__"))

    def _arith(self, name: str, other: object, swap: bool) -> Any:
        """``x + c``, ``x - c``, ``c - x``, ``x * c``, ``x / c`` for a constant ``c``
        (:data:`Step`): a step of the chain while no value can overflow."""
        c = _float_operand(other)
        if c is None or not self.pending() or (name == "truediv" and swap) or \
                (name in ("mul", "truediv") and c == 0.0):
            return super()._arith(name, other, swap)
        step: Step = (name, c, swap)
        if (name == "add" or (name == "sub" and not swap)) and c == 0.0 or \
                name in ("mul", "truediv") and not swap and c == 1.0:
            # x + 0, x * 1 ...: the same number (CPython's value: a zero's sign may
            # change), no step (``timedelta``'s ``days += weeks*7``)
            return DecimalFloat(apply(step, float.__float__(self)), self._num, self._den,
                                self._text, self._chain, self._bound)
        # (computed for ``name`` only: ``x + 0`` must not divide by zero)
        bound = self._bound + abs(c) if name in ("add", "sub") else \
            self._bound * abs(c) if name == "mul" else self._bound / abs(c)
        if not bound < 1e300:
            return super()._arith(name, other, swap)
        return DecimalFloat(apply(step, float.__float__(self)), self._num, self._den,
                            self._text, (*self._chain, step), bound)

    def _integral(self, what: str, build: Callable[[Term, int], Term], run: Callable[[float], Any]
                  ) -> Any:
        if not self.pending() or self._chain:
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
        if not self.pending() or self._chain:
            return float.is_integer(self.pinned("float.is_integer"))
        term = self._each(lambda d: mk("=", mk("mod", self._num, integer(d)), integer(0))
                          if d != 1 else TRUE)
        return SymBool(term, float.is_integer(float.__float__(self)))

    def __abs__(self) -> Any:
        if not self.pending() or self._chain:
            return float.__abs__(self.pinned("float.__abs__"))
        neg = mk("<", self._num, integer(0))
        return DecimalFloat(abs(float.__float__(self)), T.ite(neg, mk("-", self._num),
                                                              self._num),
                            self._den, self._text)


#: a float operation with a constant: ``(name, c, swapped)``, ``name`` one of ``add sub
#: mul truediv``; swapped: ``c op x`` (``c - x``)
Step = tuple[str, float, bool]

_LARGEST = sys.float_info.max


def _float_operand(value: object) -> float | None:
    """``value`` as the float CPython's float operators use: a finite float, or an int
    (not a bool) a float holds exactly; None otherwise."""
    if type(value) is float:
        return value if math.isfinite(value) else None
    if type(value) is int and abs(value) <= 2 ** 53:
        return float(value)
    return None


def apply(step: Step, x: float) -> float:
    """CPython's ``x op c`` (``c op x`` when swapped) for a float ``x``."""
    name, c, swapped = step
    a, b = (c, x) if swapped else (x, c)
    result: float = {"add": operator.add, "sub": operator.sub, "mul": operator.mul,
                     "truediv": operator.truediv}[name](a, b)
    return result


def _key(x: float) -> int:
    """An int ordered as the floats are (``-0.0`` and ``0.0`` alike)."""
    bits: int = struct.unpack("<q", struct.pack("<d", x))[0]
    return bits if bits >= 0 else -(bits & 0x7FFFFFFFFFFFFFFF)


def _unkey(k: int) -> float:
    bits = k if k >= 0 else (-k) | -0x8000000000000000
    value: float = struct.unpack("<d", struct.pack("<q", bits))[0]
    return value


def threshold(step: Step, c: float) -> tuple[bool, float | None]:
    """Where ``step(x) >= c`` holds over the finite floats ``x``: ``step`` is monotone
    (IEEE rounding to nearest is), so that is ``x >= t`` for the least such ``t`` when it
    rises (``(True, t)``) or ``x <= t`` for the greatest when it falls ``(False, t)``;
    ``(True, None)``: everywhere, ``(False, None)``: nowhere.  Found by bisection over
    the floats' order, each probe CPython's own arithmetic (so exact)."""
    name, k, swapped = step
    rising = not ((name == "sub" and swapped) or (name in ("mul", "truediv") and k < 0))
    holds = [apply(step, x) >= c for x in (-_LARGEST, _LARGEST)]
    if all(holds):
        return True, None
    if not any(holds):
        return False, None
    lo, hi = _key(-_LARGEST), _key(_LARGEST)  # holds(lo) != holds(hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if (apply(step, _unkey(mid)) >= c) == rising:
            hi = mid
        else:
            lo = mid
    return rising, _unkey(hi if rising else lo)


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
