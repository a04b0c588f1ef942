"""The value of ``float(s)`` for a decimal literal, kept symbolic (issue 38, brief
"floats19"): ``"1.5"``, ``"-12.25"``, ``" 3_0. "``, ``".5"``.

A *decimal literal* here is ``ws* [+-]? (D (_? D)* ("." F?)? | "." F) E? ws*`` with
ASCII digits ``D``, at most :data:`MAX_DIGITS` significant digits (from the first nonzero
one on: leading zeros, which the explorer's long literals are, change no value) and a
fraction ``F`` of at most :data:`MAX_FRACTION` digits (no other scripts' digits).  An exponent ``E``
(``[eE] [+-]? D (_? D)*``, brief numbers22) of value ``e`` with ``|e| <=``
:data:`MAX_EXPONENT` is fixed by the layer's decision :data:`EXPONENT` (its value, as a
regular membership); the literal's value is then ``round(N 10**e / 10**k)``, with
``MAX_DIGITS - e`` digits at most for ``e > 0`` (so the value stays below ``10**15``, and
the argument below holds with ``k - e`` fraction digits).  Its value is
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
only.  The integer results of a stepped value (``floor(x * 16384 + 0.5)``), ``is_integer`` and
its comparisons with symbolic ints are :mod:`.float_steps`'.  A symbolic int operand
(a unit looked up by a symbolic key) takes its value by a branch (:data:`OPERAND`).
Anything else reads the value: the string is pinned, with a note, as for
:class:`~.float_quotient.QuotientFloat`.

Literals beyond the model (brief floats27): an ASCII literal of more significant digits
(``"12345678901234567890"``) in the model's shapes is its concrete float under one
decision of the layer's own (:data:`LONG`): "the literal's correctly rounded value is
``v``", ``_rounds_at_least(v)`` and not at the float above ``v`` -- linear in the
literal's ``N`` per shape.  Every string on which it holds has the float ``v`` (the sign
of a zero is the decision "float(): negative"'s), so its reads pin nothing; a flip asks
for a literal of another value.  A literal of other scripts' digits (``"١.٥"``) is its
float under a regular decision (:data:`WIDE`): the same string up to each digit's script.
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
from .float_quotient import QuotientFloat, ceil_div, half_even, trunc_div
from .float_quotient import floor_div as _floor_div
from .float_steps import enter
from .int_parse import digit_class, noise
from .strings import SymStr
from .values import SymBool, SymInt

#: most digits of a modelled literal (rounding then never crosses an integer: see above)
MAX_DIGITS = 15
#: the longest literal of other scripts' digits taken as its float (:func:`_wide_value`)
WIDE_LENGTH = 64
#: most fraction digits of a modelled literal
MAX_FRACTION = 8

#: the largest exponent (in magnitude) of a modelled literal: no subnormal value
MAX_EXPONENT = 20

DECIMAL = "float(): a decimal literal of at most 15 digits"
EXPONENT = "float(): a decimal literal of at most 15 digits with this exponent"
LONG = "float(): a literal of more digits, of this value"
WIDE = "float(): a literal of other scripts' digits, of this value"
RATIO = "float(): an integral value, for its integer ratio"
MINOR.update((DECIMAL, EXPONENT, LONG, WIDE, RATIO))
OPERAND = "float(): a symbolic int operand of a step takes its value"


def _lit(text: str) -> Term:
    return mk("str.to_re", string(text))


def _run(digit: Term, count: int | None = None) -> Term:
    """``D (_? D)*``, or exactly ``count`` digits so."""
    step = mk("re.++", mk("re.opt", _lit("_")), digit)
    if count is None:
        return mk("re.++", digit, mk("re.*", step))
    return digit if count == 1 else mk("re.++", digit, mk("re.loop", step,
                                                          indices=(count - 1, count - 1)))


#: (process-wide: MAX_FRACTION + 1 entries for each exponent met; terms are immutable)
@cache
def shape(k: int, e: int | None = None) -> Term:
    """The decimal literals with ``k`` fraction digits (any number of digits in all),
    without an exponent (``e`` None) or with one of value ``e``."""
    digit = charset_to_term(digit_class(10, ascii_only=True))
    if k == 0:
        number = mk("re.++", _run(digit), mk("re.opt", _lit(".")))
    else:
        fraction = mk("re.++", _lit("."), _run(digit, k))
        number = mk("re.++", mk("re.opt", _run(digit)), fraction)
    space = mk("re.*", class_term("int-space"))
    sign = mk("re.opt", mk("re.union", _lit("+"), _lit("-")))
    if e is not None:
        number = mk("re.++", number, _exponent(e))
    return mk("re.++", space, sign, number, space)


def _exponent(e: int) -> Term:
    """``[eE]`` and an exponent of value ``e`` (leading zeros, underscores between
    digits)."""
    zero = _lit("0")
    if e == 0:
        value = _run(zero)
        sign = mk("re.opt", mk("re.union", _lit("+"), _lit("-")))
    else:
        step = mk("re.opt", _lit("_"))
        value = mk("re.++", mk("re.*", mk("re.++", zero, step)), _lit(str(abs(e))[0]),
                   *(mk("re.++", step, _lit(c)) for c in str(abs(e))[1:]))
        sign = _lit("-") if e < 0 else mk("re.opt", _lit("+"))
    return mk("re.++", mk("re.union", _lit("e"), _lit("E")), sign, value)


def _split(text: str, significant: int = MAX_DIGITS) -> tuple[bool, str, int, int | None] | None:
    """``(negative, digits, k, e)`` of a modelled literal ``text`` (``e`` None without
    an exponent; at most ``significant`` significant digits, less ``e`` for ``e > 0``),
    None for any other string."""
    spaces = char_class("int-space")
    core = text.strip("".join(c for c in set(text) if ord(c) in spaces))
    negative = core[:1] == "-"
    core = core[1:] if core[:1] in ("+", "-") else core
    mantissa, letter, exponent = core.lower().partition("e")
    whole, point, frac = mantissa.partition(".")
    digits = (whole + frac).replace("_", "")
    try:
        float(text)
        e = int(exponent) if letter else None
    except ValueError:
        return None
    ok = digits.isascii() and digits.isdecimal() and exponent.isascii() and \
        (e is None or abs(e) <= MAX_EXPONENT) and \
        len(digits.lstrip("0")) <= significant - max(e or 0, 0)
    k = len(frac.replace("_", ""))
    return (negative, digits, k, e) if ok and (whole or frac) and k <= MAX_FRACTION else None


def fraction_digits(text: str) -> int | None:
    """The ``k`` of a modelled literal ``text``, None for any other string."""
    parts = _split(text)
    return None if parts is None else parts[2]


def literal_parts(text: str) -> tuple[int, int]:
    """``(N, D)`` of a modelled literal ``text``: its value is ``round(N / D)``, ``N``
    its digits times ``10**e`` for a positive exponent ``e``, ``D = 10**(k - e)`` (``k``
    fraction digits) else."""
    parts = _split(text)
    assert parts is not None
    negative, digits, k, e = parts
    n = int(digits) * 10 ** max(e or 0, 0)
    return -n if negative else n, 10 ** (k + max(-(e or 0), 0))


def _cases(s: Term, build: Callable[[int], Term], e: int | None = None) -> Term:
    """``build(D)`` in the shape of ``k`` fraction digits (and exponent ``e``), ``D =
    10**(k - e)`` for ``e < 0``, else ``10**k``: an ``ite`` over the shapes."""
    scale = 10 ** max(-(e or 0), 0)
    term = build(scale)
    for k in range(1, MAX_FRACTION + 1):
        term = T.ite(mk("str.in_re", s, shape(k, e)), build(10 ** k * scale), term)
    return term


def _mantissa(s: Term, e: int | None) -> Term:
    """``s`` up to its exponent letter (all of it without an exponent)."""
    if e is None:
        return s
    at = T.ite(mk("str.contains", s, string("e")), mk("str.indexof", s, string("e"), integer(0)),
               mk("str.indexof", s, string("E"), integer(0)))
    return mk("str.substr", s, integer(0), at)


def _magnitude(s: Term, e: int | None) -> Term:
    clean = mk("str.replace_re_all", _mantissa(s, e), mk("re.union", noise(), _lit(".")),
               string(""))
    value = mk("str.to_int", clean)
    return value if not e or e < 0 else mk("*", integer(10 ** e), value)


def at_most_significant(s: Term, count: int) -> Term:
    """``s`` has at most ``count`` ASCII digits from its first nonzero digit on (leading
    zeros, before or after the point, bound no value: ``"000000000000000000001.5"``
    is ``1.5``): one regular membership, ``(X | 0)* ([1-9] (X* D){0,count-1} X*)?`` for
    ``X`` the characters other than ASCII digits."""
    digit = charset_to_term(digit_class(10, ascii_only=True))
    nonzero = charset_to_term(digit_class(10, ascii_only=True, lowest=1))
    other = mk("re.diff", mk("re.allchar"), digit)
    zeros = mk("re.*", mk("re.union", other, _lit("0")))
    if count <= 0:  # (``"0e15"``: no significant digit at all)
        return mk("str.in_re", s, zeros)
    rest = mk("re.++", nonzero, mk("re.loop", mk("re.++", mk("re.*", other), digit),
                                   indices=(0, count - 1)), mk("re.*", other))
    return mk("str.in_re", s, mk("re.++", zeros, mk("re.opt", rest)))


def decimal_float(s: SymStr, value: float) -> DecimalFloat | float | None:
    """``float(s)`` (``value``, CPython's) as a :class:`DecimalFloat` when ``s`` is a
    modelled decimal literal (one decision of the layer's own: of its exponent's value
    when it has one); else ``value`` itself when it is the literal's value under a
    decision (:func:`_long_value`, :func:`_wide_value`); else None."""
    assert s.value is not None
    parts = _split(s.value)
    e = None if parts is None else parts[3]
    digits = at_most_significant(_mantissa(s.term, e), MAX_DIGITS - max(e or 0, 0))
    modelled = T.conj(digits, T.disj(*(mk("str.in_re", s.term, shape(i, e))
                                       for i in range(MAX_FRACTION + 1))))
    if not decide(Kind.BRANCH, modelled, parts is not None, DECIMAL if e is None else EXPONENT):
        return _long_value(s, value) if s.value.isascii() else _wide_value(s, value)
    num = _numerator(s.term, e)
    den = _cases(s.term, integer, e)
    made = DecimalFloat(value, num, den, s)
    made._parts, made._exponent = literal_parts(s.value), e
    return made


def _numerator(s: Term, e: int | None) -> Term:
    """The signed ``N`` of the literal ``s`` (its digits, times ``10**e`` for ``e > 0``)."""
    magnitude = _magnitude(s, e)
    # the sign is the layer's own "negative" decision's condition, and the magnitude
    # says it is not negative: a flip that contradicts either is refuted by the Boolean
    # and integer cores alone, before any string reasoning
    magnitude = T.ite(mk(">=", magnitude, integer(0)), magnitude, integer(0))
    return T.ite(negative_literal(s), mk("-", magnitude), magnitude)


def _long_value(s: SymStr, value: float) -> float | None:
    """``float(s)`` (``value``) of an ASCII decimal literal with more significant digits
    than :data:`MAX_DIGITS` (and the model's fraction and exponent): the value itself,
    under one decision of the layer's own (:data:`LONG`), ``round(N / D) == value`` --
    the literals of the run's shape whose correctly rounded value is ``value``
    (:func:`_rounds_at_least` at ``value`` and not at the float above it; the sign of a
    zero is the literal's, the decision "float(): negative").  Every string of that class
    has this float, so its reads are CPython's on all of them: no pin.  None (the value
    pending, pinned when read) for other literals and an overflow."""
    assert s.value is not None
    parts = _split(s.value, significant=sys.maxsize)
    if parts is None or not math.isfinite(value):
        return None
    return _of_value(s, value, parts[3])


def _wide_value(s: SymStr, value: float) -> float | None:
    """``float(s)`` (``value``) of a literal with other scripts' digits (``"١.٥"`` is
    ``1.5``): the value itself, under one decision of the layer's own (:data:`WIDE`), a
    regular membership: ``s`` is the run's string up to the script of each digit (each
    digit any character of the same decimal value, CPython's
    ``_PyUnicode_ToDecimalDigit``; the other characters as they are).  Every such string
    has this float.  (A rounding decision as :func:`_long_value`'s, on a Horner sum of
    the digits' values, made each flip cost the solver seconds: brief floats27's log.)"""
    assert s.value is not None
    if not math.isfinite(value) or len(s.value) > WIDE_LENGTH:
        return None
    pieces = [charset_to_term(digit_class(10, value_below=int(c) + 1, lowest=int(c)))
              if c.isdecimal() else _lit(c) for c in s.value]
    if decide(Kind.BRANCH, mk("str.in_re", s.term, mk("re.++", *pieces)), True, WIDE):
        return value
    return None  # (not on the run: the decision holds on its own string)


def _of_value(s: SymStr, value: float, e: int | None) -> float | None:
    """``value`` under the decision :data:`LONG`: ``s`` has one of the model's shapes and
    its literal rounds to ``value``."""
    num = _numerator(s.term, e)
    above = math.nextafter(value, math.inf)
    at_least = _cases(s.term, lambda d: _rounds_at_least(num, Fraction(1, d), value), e)
    over = FALSE if math.isinf(above) else _cases(
        s.term, lambda d: _rounds_at_least(num, Fraction(1, d), above), e)
    shapes = T.disj(*(mk("str.in_re", s.term, shape(i, e)) for i in range(MAX_FRACTION + 1)))
    if decide(Kind.BRANCH, T.conj(shapes, at_least, T.neg(over)), True, LONG):
        return value
    return None  # (not on the run: the decision holds on its own literal)


class IntegralReads:
    """``int()``, ``trunc``, ``floor``, ``ceil`` and ``round()`` of a float through its
    class's ``_integral(what, build, run)``: ``build(num, d)`` the term of ``num / d``
    read so, ``run`` CPython's read of a value (:mod:`.float_chain`'s floats; a
    :class:`DecimalFloat` reads them through :meth:`DecimalFloat._rational_int`)."""

    __slots__ = ()

    def _integral(self, what: str, build: Callable[[Term, int], Term],
                  run: Callable[[Any], Any]) -> Any:
        raise NotImplementedError

    def __trunc__(self) -> Any:
        return self._integral("float.__trunc__", trunc_div, math.trunc)

    def __int__(self) -> Any:
        return self._integral("float.__int__", trunc_div, int)

    def __floor__(self) -> Any:
        return self._integral("float.__floor__", _floor_div, math.floor)

    def __ceil__(self) -> Any:
        return self._integral("float.__ceil__", ceil_div, math.ceil)

    def __round__(self, ndigits: object = None) -> Any:
        if ndigits is not None:
            return float.__round__(self.pinned("float.__round__"), ndigits)  # type: ignore
        return self._integral("float.__round__", half_even, round)


class DecimalFloat(QuotientFloat):
    """``float(s)`` of a decimal literal, ``round(num / den)``, then the float operations
    with constants of ``chain`` applied in turn (see the module docstring)."""

    __slots__ = ("_text", "_chain", "_bound", "_parts", "_exponent")
    _text: SymStr
    _chain: tuple[Step, ...]
    _bound: float
    #: ``(N, 10**k)`` on this run (``N`` the concrete value of ``_num``)
    _parts: tuple[int, int]
    #: the literal's exponent (None: none)
    _exponent: int | None

    def __new__(cls, value: float, num: Term, den: Term, text: SymStr,
                chain: tuple[Step, ...] = (), bound: float = 10.0 ** MAX_DIGITS
                ) -> DecimalFloat:
        made = float.__new__(cls, value)
        QuotientFloat._init_fields(made, num, den, [text])
        made._text, made._chain, made._bound = text, chain, bound
        return made

    def _each(self, build: Callable[[int], Term]) -> Term:
        return _cases(self._text.term, build, self._exponent)

    def _derived(self, value: float, chain: tuple[Step, ...], bound: float,
                 sign: int = 1) -> DecimalFloat:
        """A value of the same literal, its numerator times ``sign`` (-1: negated)."""
        num = self._num if sign == 1 else mk("-", self._num)
        made = DecimalFloat(value, num, self._den, self._text, chain, bound)
        made._parts, made._exponent = (sign * self._parts[0], self._parts[1]), self._exponent
        return made

    def shapes(self, build: Callable[[int], Term]) -> Term:
        """``build(10**k)`` in the literal's shape of ``k`` fraction digits (an ``ite``)."""
        return self._each(build)

    def shapes_up_to_run(self) -> list[tuple[Term, int]]:
        """The shapes of ``0 .. k`` fraction digits, ``k`` the literal's on this run: each
        a regular membership of the string and the denominator ``D`` :meth:`shapes`
        passes there."""
        assert self._text.value is not None
        k = fraction_digits(self._text.value)
        assert k is not None
        scale = 10 ** max(-(self._exponent or 0), 0)
        return [(mk("str.in_re", self._text.term, shape(j, self._exponent)), 10 ** j * scale)
                for j in range(k + 1)]

    def literal_parts(self) -> tuple[int, int]:
        """``(N, 10**k)`` of this run: the value before the steps is ``round(N / 10**k)``."""
        return self._parts

    def literal(self) -> SymStr:
        """The string this value was parsed from."""
        return self._text

    def numerator(self) -> Term:
        """The term of ``N``."""
        return self._num

    def steps(self) -> tuple[Step, ...]:
        """The float operations with constants applied in turn."""
        return self._chain

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
        if self.pending() and (other is self or (type(other) is float and not math.isfinite(
                other))):  # ``x != x``, ``x == inf`` (json's tests): a modelled literal's
            # float is finite, so the outcome is the same for every such literal
            return getattr(float, f"__{op}__")(float.__float__(self), other)
        if isinstance(other, SymInt | SymBool):
            term = other.term if isinstance(other, SymInt) else other.as_int().term
            if self.pending() and not self._chain:
                return self.compare_int(op, term, other)
            if self.pending():
                made = self._stepped_compare(op, term, other)
                if made is not None:
                    return made
            mirror = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}.get(op, op)
            return getattr(operator, mirror)(other, self.pinned(f"float.__{op}__"))
        if not self.pending() or type(other) not in (float, int, bool) or (
                type(other) is float and not math.isfinite(other)) or (
                type(other) is not float and abs(other) > 2 ** 53):  # type: ignore[arg-type]
            return getattr(float, f"__{op}__")(self.pinned(f"float.__{op}__"), other)
        value = getattr(float, f"__{op}__")(float.__float__(self), other)
        return SymBool(self.compare_term(op, float(other)), value)  # type: ignore[arg-type]

    def _stepped_compare(self, op: str, term: Term, other: SymInt | SymBool
                         ) -> SymBool | None:
        """``y op n`` for a symbolic int ``n`` where ``y`` acts as the exact ``R``
        (:func:`~.float_steps.enter`): ``P op n * D``; None beyond."""
        n = None if other.value is None else int(other.value)
        value = None if n is None else getattr(float, f"__{op}__")(float.__float__(self), n)
        model = enter(self, False, lambda r: n is None or value == getattr(
            operator, op)(r, n))
        if model is None:
            return None
        rel = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "=", "ne": "="}[op]

        def build(d: int) -> Term:
            p, den = model.form(d)
            return mk(rel, p, mk("*", integer(den), term))
        built = self._each(build)
        return SymBool(T.neg(built) if op == "ne" else built, value)

    def at_least(self, c: float, chain: tuple[Step, ...] | None = None,
                 each: Callable[[Callable[[int], Term]], Term] | None = None) -> Term:
        """The value after ``chain`` (all of this one's steps by default) is at least the
        float ``c``: each step's threshold over the floats before it (:func:`threshold`),
        then a condition on the literal's digits (:func:`_rounds_at_least`) -- in every
        shape (an ``ite``), or through ``each`` (one shape, decided by the caller)."""
        chain = self._chain if chain is None else chain
        if not chain:
            return (each or self._each)(
                lambda d: _rounds_at_least(self._num, Fraction(1, d), c))
        rising, edge = threshold(chain[-1], c)
        if edge is None:
            return TRUE if rising else FALSE
        if rising:
            return self.at_least(edge, chain[:-1], each)
        above = math.nextafter(edge, math.inf)
        return TRUE if math.isinf(above) else T.neg(self.at_least(above, chain[:-1], each))

    def compare_term(self, op: str, c: float,
                     each: Callable[[Callable[[int], Term]], Term] | None = None) -> Term:
        """``self op c`` (``op`` lt le gt ge eq ne) for a finite float ``c`` (``each``: as
        :meth:`at_least`'s)."""
        above = math.nextafter(c, math.inf)
        at_least = self.at_least(c, None, each)
        over = FALSE if math.isinf(above) else self.at_least(above, None, each)
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
        return self._derived(-float.__float__(self), (), self._bound, -1)

    def __pos__(self) -> Any:
        return self if self.pending() else float.__pos__(self.pinned("float.__pos__"))

    def _arith(self, name: str, other: object, swap: bool) -> Any:
        """``x + c``, ``x - c``, ``c - x``, ``x * c``, ``x / c`` for a constant ``c``
        (:data:`Step`): a step of the chain while no value can overflow."""
        c = _float_operand(other)
        if c is None and type(other) is SymInt and self.pending() and \
                not (name == "truediv" and swap):
            c = _int_operand(other)
        if c is None or not self.pending() or (name == "truediv" and swap) or \
                (name in ("mul", "truediv") and c == 0.0):
            return super()._arith(name, other, swap)
        step: Step = (name, c, swap)
        if (name == "add" or (name == "sub" and not swap)) and c == 0.0 or \
                name in ("mul", "truediv") and not swap and c == 1.0:
            # x + 0, x * 1 ...: the same number (CPython's value: a zero's sign may
            # change), no step (``timedelta``'s ``days += weeks*7``)
            return self._derived(apply(step, float.__float__(self)), self._chain, self._bound)
        # (computed for ``name`` only: ``x + 0`` must not divide by zero)
        bound = self._bound + abs(c) if name in ("add", "sub") else \
            self._bound * abs(c) if name == "mul" else self._bound / abs(c)
        if not bound < 1e300:
            return super()._arith(name, other, swap)
        return self._derived(apply(step, float.__float__(self)), (*self._chain, step), bound)

    def _rational_int(self, what: str, build: Callable[[Term, int], Term],
                      run: Callable[[float], Any], limit: int = 0) -> Any:
        """The literal's own integral reads (``int``, ``math.floor`` ...: the module
        docstring; its digits bound it, so ``limit`` is not needed)."""
        value = float.__float__(self)
        if self.pending() and self._chain:
            half = what == "float.__round__"
            model = enter(self, half, lambda r: run(value) == run(r))  # type: ignore[arg-type]
            if model is not None:  # (no tie of round(): floor(R + 1/2), a simpler term)
                build = _floor_div if half else build
                return SymInt(self._each(lambda d: build(*model.form(d, half))), run(value))
        if not self.pending() or self._chain:
            return run(self.pinned(what))
        return SymInt(self._each(lambda d: build(self._num, d)), run(value))

    def is_integer(self) -> Any:
        value = float.is_integer(float.__float__(self))
        model = enter(self, False, lambda r: (r.denominator == 1) == value) \
            if self.pending() and self._chain else None
        if not self.pending() or (self._chain and model is None):
            return float.is_integer(self.pinned("float.is_integer"))
        form = model.form if model is not None else lambda d: (self._num, d)
        return SymBool(self._each(lambda d: _divides(*form(d))), value)

    def as_integer_ratio(self) -> Any:
        """``(int(x), 1)`` where ``x`` is an integer (:meth:`is_integer`, one decision of
        the layer's own, :data:`RATIO`): an integral float's ratio is exact; otherwise
        (a binary fraction's ratio is no term here) the value is read, noted."""
        whole = self.is_integer() if self.pending() else None
        if isinstance(whole, SymBool) and decide(Kind.BRANCH, whole.term, whole.value, RATIO):
            return self.__int__(), 1
        return float.as_integer_ratio(self.pinned("float.as_integer_ratio"))

    def __abs__(self) -> Any:
        if not self.pending() or self._chain:
            return float.__abs__(self.pinned("float.__abs__"))
        neg = mk("<", self._num, integer(0))
        made = DecimalFloat(abs(float.__float__(self)), T.ite(neg, mk("-", self._num),
                                                              self._num),
                            self._den, self._text)
        made._parts, made._exponent = (abs(self._parts[0]), self._parts[1]), self._exponent
        return made


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


def _int_operand(n: SymInt) -> float | None:
    """A symbolic int operand (a unit looked up by a symbolic key: ``float(s) *
    UNITS[u]``) as a constant: its value, decided (a branch ``n == v`` the explorer
    flips, instead of a pin): ``float(v)``, as CPython converts an int operand of a float
    operator (correctly rounded: ``2**60``, ``10**18``); None when it has no value or
    overflows."""
    v = n.value
    if v is None or abs(v) >= 2 ** 1024:
        return None
    decide(Kind.BRANCH, mk("=", n.term, integer(v)), True, OPERAND)
    return float(v)


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


def _divides(num: Term, d: int) -> Term:
    """``num / d`` is an integer."""
    return TRUE if d == 1 else mk("=", mk("mod", num, integer(d)), integer(0))


__all__ = ["DECIMAL", "MAX_DIGITS", "MAX_FRACTION", "DecimalFloat", "decimal_float",
           "fraction_digits", "shape"]
