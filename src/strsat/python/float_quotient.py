"""Floats computed from symbolic ints with one rounding (issue 38, the thirteenth survey):
``matches / total``, ``2.0 * m / n`` (``difflib``'s ratios), ``n * 0.5``, compared with
constants.

CPython computes ``a / b`` of two ints as the correctly rounded quotient (round to
nearest, ties to even) of the exact rational ``a / b``; an int of at most 2**53 in
magnitude converts to a float exactly, and ``x op c`` of such a value and a finite float
constant ``c`` (``+ - * /``) is the correctly rounded exact result.  So each such float is
``round(N / D)`` for linear integer terms ``N`` and ``D`` (``D`` a constant, or a
constant times one symbolic int) while its operands' magnitudes stay within 2**53.  It is
exact (``round`` is the identity) when ``D`` is a power of two and ``|N| <= 2**53``: such
a value can enter a further ``+ - * /`` exactly (``2.0 * m`` and then ``/ n``).  Beyond
those bounds a comparison's outcome is an unconstrained Boolean (no ``DOMAIN`` pin: a
flip proved infeasible stays a proof).

Its comparison with a finite float or int constant ``c`` is a linear condition:
``round(q) >= c`` iff ``q > lo`` or ``q == lo`` and ``lo`` itself rounds to ``c`` or
above, ``lo`` the (rational) midpoint between ``c`` and the float below it; ``>`` is
``>=`` of the float above ``c``, and ``<``, ``<=``, ``==``, ``!=`` follow.  ``q > r`` for
a rational ``r = u / v`` is ``N * v > u * D`` when ``D > 0`` and ``<`` when ``D < 0``.

Its integral values (brief survey29: ``int(len(v) / 3)``) are those of the rational
``q = N / D`` while ``|N| < 2**53`` (``D`` a constant, or a symbolic one as in ``size /
float(part)``, brief survey30, where it is the run's value ``d``: ``N`` over a symbolic
``D`` would be nonlinear; elsewhere the int is a fresh one): a non-integral ``q`` is at
least ``1 / |D|`` from every integer while the rounding moves it by at most ``|q| *
2**-53 < 1 / |D|``, so ``round(q)`` lies strictly between the same integers (and an
integral ``q`` is exact): ``int()``, ``math.trunc``/``floor``/``ceil`` and
``is_integer()`` are integer divisions of ``N`` by ``D``; ``round(x)`` (ties to even)
needs ``|N| < 2**52`` (the half-integers are ``1 / (2 |D|)`` apart from ``q``).  Beyond
the bounds (a decision of the layer's own, a domain limit) the value is read.

Two such floats compared with each other: :mod:`.float_pair`; an inexact quotient by a
constant followed by steps with constants, read by ``int()``: :mod:`.float_chain`.
Anything else reads the value: the operands are pinned, with a note, on the first such
read (:class:`~.float_parse.PendingFloat`'s protocol), and the float is CPython's.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..terms import BOOL, FALSE, INT, TRUE, Term, integer, mk, var
from ..terms.naming import named_after
from . import termops as T
from .context import Kind, Trace, active, decide, fallback
from .float_parse import PendingFloat
from .values import SymBool, SymInt

#: the magnitude up to which an int converts to a float exactly
LIMIT = 2 ** 53
#: the largest denominator of an exact value (a power of two; far from subnormals)
_MAX_DEN = 2 ** 64


class QuotientFloat(PendingFloat):
    """A float CPython computed from symbolic ints, ``round(N / D)`` (see the module
    docstring); its value is the concrete one."""

    __slots__ = ("_num", "_den", "_exact", "_operands", "_open", "_bounds")
    _num: Term
    _den: Term
    _exact: bool
    _operands: list[Any]
    _open: bool
    _bounds: list[Term]

    def __new__(cls, value: float, num: Term, den: Term, exact: bool,
                operands: list[Any], bounds: list[Term]) -> QuotientFloat:
        made = float.__new__(cls, value)
        made._init_fields(num, den, operands, exact, bounds)
        return made

    def _init_fields(self, num: Term, den: Term, operands: list[Any], exact: bool = False,
                        bounds: list[Term] | None = None) -> None:
        """The fields of a new instance (a subclass's ``__new__`` calls it too)."""
        self._source = None
        self._tracer = tracer = active()
        where = getattr(tracer, "where", None)
        self._made_at = f" at {where()}" if callable(where) else ""
        self._num, self._den, self._exact = num, den, exact
        self._operands, self._open, self._bounds = operands, True, bounds or []

    def pending(self) -> bool:
        return self._open and active() is self._tracer

    def pinned(self, what: str) -> float:
        if self._open:
            self._open = False
            if active() is self._tracer:
                fallback(f"a float of symbolic ints{self._made_at}, read by {what}",
                         self._operands, lambda *_: None)
        return float.__float__(self)

    def fixed_form(self) -> tuple[Term, int, int, list[Term]] | None:
        """``(N, D, n, bounds)``: the value is ``round(N / D)`` for a constant ``D > 0``
        (the sign moved into ``N``), ``n`` ``N``'s value on this run, while ``bounds``
        hold; None for a symbolic denominator, a value this form does not give (a
        ``-0.0``), or one not pending.  :mod:`.float_format` formats it with ``f``."""
        if not self.pending() or self._den.op != "const" or int(self._den.value) == 0:  # type: ignore[arg-type]
            return None
        d = int(self._den.value)  # type: ignore[arg-type]
        num = self._num if d > 0 else mk("-", self._num)
        try:
            n = self._tracer.evaluate(num)  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001  (a term the run's values do not give: not formatted)
            return None
        value = float.__float__(self)
        if type(n) is not int or n == 0 or float(Fraction(n, abs(d))) != value:
            return None
        return num, abs(d), n, self._bounds

    # -- integral values (module docstring) -------------------------------------------------

    def _positive_form(self) -> tuple[Term, int, Term | None] | None:
        """``(N', D', same)``: ``N' / D'`` the rational for ``D' > 0`` a constant, where
        ``same`` holds (None: always).  A constant ``D``'s sign moves into ``N``; a
        symbolic ``D`` (``size / float(part)``, brief survey30) is the run's value
        ``d`` where ``same`` (``D == d``) holds: ``N`` over a symbolic ``D`` would be
        nonlinear (z3's nonlinear integers keep neither the work limit nor the timeout).
        None where the value is not pending, ``D`` is 0 or has no value on this run."""
        if not self.pending():
            return None
        den, same = self._den, None
        if den.op == "const":
            d = int(den.value)  # type: ignore[arg-type]
        else:
            try:
                d = self._tracer.evaluate(den)  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001  (a term the run's values do not give: read)
                return None
            if type(d) is not int:
                return None
            same = mk("=", den, integer(d))
        if d == 0:
            return None
        return (self._num if d > 0 else mk("-", self._num)), abs(d), same

    def _rational_int(self, what: str, build: Callable[[Term, int], Term],
                      run: Callable[[float], Any], limit: int = LIMIT) -> Any:
        """``run(self)`` (``int``, ``math.floor`` ...) as the int ``build(N, D)`` of the
        rational, ``D > 0`` a constant (:meth:`_positive_form`), while ``|N| < limit``
        and the operands' bounds hold; read (pinned, noted) beyond.  Under another value
        of a symbolic ``D`` the int is one of its own (unconstrained: an
        over-approximation, as :func:`_guarded`'s Booleans; the next run reads it)."""
        value = float.__float__(self)
        form = self._positive_form()
        if form is None:
            return run(self.pinned(what))
        num, d, same = form
        below = mk("and", mk("<", num, integer(limit)), mk(">", num, integer(-limit)))
        if not decide(Kind.DOMAIN, mk("and", *self._bounds, below), None, f"{what} of a quotient"):
            return run(self.pinned(what))
        term = build(num, d)
        if same is not None:
            term = T.ite(same, term, var(named_after("a quotient by another divisor", term), INT))
        return SymInt(term, run(value))

    def __int__(self) -> Any:
        return self._rational_int("float.__int__", trunc_div, int)

    def __trunc__(self) -> Any:
        return self._rational_int("float.__trunc__", trunc_div, math.trunc)

    def __floor__(self) -> Any:
        return self._rational_int("float.__floor__", floor_div, math.floor)

    def __ceil__(self) -> Any:
        return self._rational_int("float.__ceil__", ceil_div, math.ceil)

    def __round__(self, ndigits: object = None) -> Any:
        if ndigits is not None:
            return float.__round__(self.pinned("float.__round__"), ndigits)  # type: ignore[call-overload]
        return self._rational_int("float.__round__", half_even, round, LIMIT // 2)

    def is_integer(self) -> Any:
        form = self._positive_form()
        if form is None:
            return float.is_integer(self.pinned("float.is_integer"))
        num, d, same = form
        below = mk("and", mk("<", num, integer(LIMIT)), mk(">", num, integer(-LIMIT)))
        divides = mk("=", mk("mod", num, integer(d)), integer(0))
        guards = [*self._bounds, below, *([] if same is None else [same])]
        return SymBool(_guarded(guards, divides),
                       float.is_integer(float.__float__(self)))

    # -- comparisons with constants --------------------------------------------------------

    def _compare(self, op: str, other: object) -> Any:
        c = _float_constant(other)
        if c is None and self.pending() and type(self) is QuotientFloat:
            from .float_pair import compare_quotients  # (which imports this)

            theirs = other.value if isinstance(other, SymInt) else \
                float.__float__(other) if isinstance(other, QuotientFloat) else None
            if theirs is not None:
                value = getattr(operator, op)(float.__float__(self), theirs)
                made = compare_quotients(op, self, other, value,
                                         self._tracer.evaluate)  # type: ignore[attr-defined]
                if made is not None:
                    return made
        if c is None or not self.pending():
            return getattr(float, f"__{op}__")(self.pinned(f"float.__{op}__"), other)
        value = getattr(float, f"__{op}__")(float.__float__(self), other)
        return SymBool(_guarded(self._bounds, compare_term(op, self._num, self._den, c)), value)

    def __bool__(self) -> Any:
        if not self.pending():
            return float.__bool__(self.pinned("float.__bool__"))
        return bool(self._compare("ne", 0.0))

    def __neg__(self) -> Any:
        if not self.pending():
            return float.__neg__(self.pinned("float.__neg__"))
        return QuotientFloat(-float.__float__(self), mk("-", self._num), self._den,
                             self._exact, self._operands, self._bounds)

    # -- arithmetic of an exact value ------------------------------------------------------

    def _arith(self, name: str, other: object, swap: bool) -> Any:
        made = arithmetic(name, other, self) if swap else arithmetic(name, self, other)
        if made is None and not self._exact and type(self) is QuotientFloat:
            from .float_chain import chained  # (which imports this)

            made = chained(self, name, other, swap)
        if made is None:
            method = f"__{'r' if swap else ''}{name}__"  # 5 - x is float.__rsub__(x, 5)
            return getattr(float, method)(self.pinned(f"float.{method}"), other)
        return made


def _comparing(name: str) -> Callable[..., Any]:
    def method(self: QuotientFloat, other: object) -> Any:
        return self._compare(name, other)

    method.__name__ = method.__qualname__ = f"__{name}__"
    return method


def _computing(name: str, swap: bool) -> Callable[..., Any]:
    def method(self: QuotientFloat, other: object) -> Any:
        return self._arith(name, other, swap)

    method.__name__ = method.__qualname__ = f"__{'r' if swap else ''}{name}__"
    return method


for _name in ("lt", "le", "gt", "ge", "eq", "ne"):
    setattr(QuotientFloat, f"__{_name}__", _comparing(_name))
for _name in ("add", "sub", "mul", "truediv"):
    setattr(QuotientFloat, f"__{_name}__", _computing(_name, False))
    setattr(QuotientFloat, f"__r{_name}__", _computing(_name, True))


def _guarded(bounds: list[Term], term: Term) -> Term:
    """``term`` where the operands are within their bounds; beyond them, where the forms
    do not hold, an unconstrained Boolean of its own (so the condition over-approximates
    CPython's: a flip refuted is refuted for every input, and no ``DOMAIN`` pin is
    taken)."""
    if not bounds:
        return term
    within = mk("and", *bounds)
    beyond = var(named_after("float beyond 2**53", term), BOOL)
    return mk("or", mk("and", within, term), mk("and", mk("not", within), beyond))


def floor_div(num: Term, d: int) -> Term:
    """``floor(num / d)`` for a constant ``d > 0`` (SMT-LIB's ``div``)."""
    return num if d == 1 else mk("div", num, integer(d))


def trunc_div(num: Term, d: int) -> Term:
    """``trunc(num / d)``: toward zero."""
    return T.ite(mk(">=", num, integer(0)), floor_div(num, d),
                 mk("-", floor_div(mk("-", num), d)))


def ceil_div(num: Term, d: int) -> Term:
    """``ceil(num / d)``."""
    return mk("-", floor_div(mk("-", num), d))


def half_even(num: Term, d: int) -> Term:
    """``round(num / d)`` to the nearest int, ties to the even one."""
    if d == 1:
        return num
    twice = mk("+", mk("*", integer(2), num), integer(d))
    up = mk("div", twice, integer(2 * d))
    tie = mk("=", mk("mod", twice, integer(2 * d)), integer(0))
    odd = mk("=", mk("mod", up, integer(2)), integer(1))
    return T.ite(T.conj(tie, odd), mk("-", up, integer(1)), up)


def _as_float(value: object) -> object:
    """An int constant beyond ``LIMIT`` as the float CPython converts it to in an
    operation with a float (``x / 1024 ** 8``); any other value as it is."""
    if type(value) is int and abs(value) > LIMIT:
        return float(value)
    return value


def _float_constant(value: object) -> float | None:
    """``value`` as the float it compares as: a finite float, or an int a float holds
    exactly (a ``bool`` too); None otherwise (symbolic, ``nan``, infinite, huge)."""
    if type(value) is float:
        return value if math.isfinite(value) else None
    if type(value) in (int, bool):
        return float(value) if abs(value) <= LIMIT else None  # type: ignore[arg-type]
    return None


def _greater(num: Term, den: Term, r: Fraction, strict: bool) -> Term:
    """``num / den > r`` (``>=`` unless ``strict``), ``den`` nonzero."""
    left = mk("*", integer(r.denominator), num)
    right = mk("*", integer(r.numerator), den)
    op, flip = (">", "<") if strict else (">=", "<=")
    if den.op == "const":
        return mk(op if int(den.value) > 0 else flip, left, right)  # type: ignore[arg-type]
    return mk("ite", mk(">", den, integer(0)), mk(op, left, right), mk(flip, left, right))


def _rounds_at_least(num: Term, den: Term, c: float) -> Term:
    """``round(num / den) >= c`` for a finite float ``c``."""
    below = math.nextafter(c, -math.inf)
    if math.isinf(below):
        return TRUE
    lo = (Fraction(below) + Fraction(c)) / 2
    tie = float(lo) >= c  # Fraction -> float rounds to nearest, ties to even
    eq = mk("=", mk("*", integer(lo.denominator), num), mk("*", integer(lo.numerator), den))
    strict = _greater(num, den, lo, strict=True)
    return mk("or", strict, eq) if tie else strict


def compare_term(op: str, num: Term, den: Term, c: float) -> Term:
    """``round(num / den) op c`` (``op`` one of lt le gt ge eq ne) as a linear condition."""
    above = math.nextafter(c, math.inf)
    at_least = _rounds_at_least(num, den, c)
    over = FALSE if math.isinf(above) else _rounds_at_least(num, den, above)
    terms = {"ge": at_least, "gt": over, "lt": mk("not", at_least),
             "le": mk("not", over), "eq": mk("and", at_least, mk("not", over)),
             "ne": mk("or", mk("not", at_least), over)}
    return terms[op]


def int_compare_term(op: str, term: Term, c: float) -> Term:
    """``term op c`` for an int ``term`` and a finite float ``c``: CPython compares the
    two exactly (no rounding of the int), so this is a linear condition on ``term``."""
    r = Fraction(c)
    one = integer(1)
    eq = mk("=", mk("*", integer(r.denominator), term), integer(r.numerator))
    terms = {"ge": _greater(term, one, r, strict=False), "gt": _greater(term, one, r, strict=True),
             "eq": eq, "ne": mk("not", eq)}
    terms["lt"], terms["le"] = mk("not", terms["ge"]), mk("not", terms["gt"])
    return terms[op]


#: an operand as a rational linear form ``(N, D, value, symbolic operands, bounds)``,
#: ``D`` a positive constant, ``bounds`` where the form is CPython's value
_Form = tuple[Term, int, Fraction, list[Any], list[Term]]


def _within(term: Term) -> Term:
    return mk("and", mk("<=", term, integer(LIMIT)), mk(">=", term, integer(-LIMIT)))


def _form(x: object) -> _Form | None:
    """``x`` as a rational linear form (see :data:`_Form`), else None: a symbolic int
    within ``LIMIT`` (on its concrete value; the caller decides it for the path), an int
    constant within it, a finite float constant, an exact :class:`QuotientFloat`."""
    if type(x) is QuotientFloat:
        if not (x._exact and x.pending() and x._den.op == "const"):
            return None
        return (x._num, int(x._den.value), Fraction(float.__float__(x)),  # type: ignore[arg-type]
                x._operands, x._bounds)
    if isinstance(x, SymInt):
        if x.value is None or abs(x.value) > LIMIT:
            return None
        return x.term, 1, Fraction(x.value), [x], [_within(x.term)]
    c = _float_constant(x)
    if c is None or isinstance(x, SymBool):
        return None
    r = Fraction(c)
    return integer(r.numerator), r.denominator, r, [], []


_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    "add": operator.add, "sub": operator.sub, "mul": operator.mul, "truediv": operator.truediv}
_MESSAGES = {True: "division by zero", False: "float division by zero"}


def arithmetic(name: str, left: object, right: object) -> Any:
    """``left op right`` (``op`` ``add sub mul truediv``) with at least one symbolic
    operand, as a :class:`QuotientFloat`; None when it is not one (a product of two
    symbolic values, an operand outside the forms, no concrete execution).  Its
    comparisons hold where the symbolic ints are within ``LIMIT`` (and an exact result's
    numerator, when the result is exact on the concrete values): :func:`_guarded`."""
    if not isinstance(active(), Trace):
        return None
    ints = isinstance(left, SymInt | int) and isinstance(right, SymInt | int)
    what = f"{'int' if ints else 'float'} {name} (a float)"
    if not ints:  # a float with an int constant: CPython converts the int first (rounded)
        try:
            left, right = _as_float(left), _as_float(right)
        except OverflowError:
            return None
    a, b = _form(left), _form(right)
    if a is None or b is None or not (a[3] or b[3]):
        return None
    (na, da, va, oa, ba), (nb, db, vb, ob, bb) = a, b
    if name == "mul" and oa and ob:
        return None  # not linear
    if name == "truediv":
        zero = mk("=", nb, integer(0))
        if ob:  # CPython checks the divisor before converting
            if decide(Kind.RAISE, zero, vb == 0, what, ZeroDivisionError):
                raise ZeroDivisionError(_MESSAGES[ints])
        elif vb == 0:
            raise ZeroDivisionError(_MESSAGES[ints])
    try:
        value = _OPERATORS[name](int(va) if ints else float(va), int(vb) if ints else float(vb))
    except (OverflowError, ZeroDivisionError):
        return None
    if not math.isfinite(value):
        return None
    if name in ("add", "sub"):
        num = mk("+" if name == "add" else "-", mk("*", integer(db), na),
                 mk("*", integer(da), nb))
        den = integer(da * db)
    elif name == "mul":
        constant = int(nb.value if oa else na.value)  # type: ignore[arg-type]
        num, den = mk("*", integer(constant), na if oa else nb), integer(da * db)
    else:
        num = mk("*", integer(db), na)
        den = mk("*", integer(da), nb) if ob else \
            integer(da * int(nb.value))  # type: ignore[arg-type]
    bounds = [*ba, *(b for b in bb if b not in ba)]
    exact = False
    if den.op == "const":
        d = int(den.value)  # type: ignore[arg-type]
        scaled = Fraction(value) * d
        if 0 < d <= _MAX_DEN and d & (d - 1) == 0 and scaled.denominator == 1 and \
                abs(scaled) <= LIMIT:
            exact = True
            bounds.append(_within(num))
    return QuotientFloat(value, num, den, exact, [*oa, *ob], bounds)


#: the widest bit length of an int whose binade :func:`wide_int_float` models (an int of
#: 1024 bits may round up to ``2**1024``: CPython's ``OverflowError``)
_WIDEST = 1023


def wide_int_float(n: SymInt) -> QuotientFloat | None:
    """``float(n)`` of a symbolic int beyond ``2**53`` in magnitude (``format_size``'s
    ``float(num_bytes)`` of a size past a yottabyte): in the binade of its value,
    ``2**(k-1) <= |n| < 2**k`` for its bit length ``k``, CPython's float is ``n``
    rounded to 53 significant bits, ties to even: ``round(n / 2**(k-53)) * 2**(k-53)``,
    an integer, so the value is exact over the denominator 1.  Its comparisons and
    arithmetic hold in that binade (:func:`_guarded`: beyond it, an unconstrained
    Boolean; the next run's value has its own binade).  None within ``2**53``
    (:func:`int_float`) or past 1023 bits."""
    value = n.value
    if value is None or abs(value) <= LIMIT or abs(value).bit_length() > _WIDEST:
        return None
    k = abs(value).bit_length()
    step = 2 ** (k - 53)
    rounded = mk("*", half_even(n.term, step), integer(step))
    if value > 0:
        binade = mk("and", mk(">=", n.term, integer(2 ** (k - 1))),
                    mk("<", n.term, integer(2 ** k)))
    else:
        binade = mk("and", mk("<=", n.term, integer(-2 ** (k - 1))),
                    mk(">", n.term, integer(-2 ** k)))
    return QuotientFloat(float(value), rounded, integer(1), True, [n], [binade])


def int_float(n: SymInt, value: float) -> QuotientFloat:
    """``float(n)`` of a symbolic int (``value`` CPython's, or ``modf``'s integral part):
    ``n`` itself, exact while ``|n| <= 2**53`` (its comparisons guarded so beyond)."""
    exact = n.value is not None and abs(n.value) <= LIMIT
    return QuotientFloat(value, n.term, integer(1), exact, [n], [_within(n.term)])


__all__ = ["LIMIT", "QuotientFloat", "arithmetic", "ceil_div", "compare_term",
           "floor_div", "half_even", "int_compare_term", "int_float", "trunc_div",
           "wide_int_float"]
