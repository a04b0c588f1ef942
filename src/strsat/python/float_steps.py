"""Integer results of a decimal literal's float after steps with constants (issue 38,
brief numbers22): ``math.floor(float(s) * 16384 + 0.5)`` (fontTools' ``otRound``),
``int(float(s) * 1024)`` (pydantic's ``ByteSize``), ``round(float(s) * 255)``,
``(float(s) * 60).is_integer()`` and ``float(s) * k >= n`` for a symbolic int ``n``.

A :class:`~.float_decimal.DecimalFloat` ``y`` with a chain of steps (``+ - * /`` by
constants) is CPython's float arithmetic applied to ``x = round(q)``, ``q = N / 10**k``
the literal's rational.  The same steps in exact arithmetic give ``R = alpha * q +
beta`` for rationals ``alpha`` and ``beta`` (each step is an affine map), so for each
shape ``k`` ``R = P / D`` for an integer linear term ``P`` of ``N`` and a constant ``D``.
``y`` differs from ``R`` by the roundings only: with ``|q| <= Q``, ``|y - R| <= E`` for
the bound :func:`error_bound` (Higham's forward analysis, one rounding per operation,
``|fl(v) - v| <= |v| 2**-53 + 2**-1075``; the steps never overflow).  So where ``R`` is
more than ``E`` from every integer, ``y`` lies strictly between the same two integers as
``R``: ``floor(y) = floor(R) = div(P, D)``, ``y`` is no integer, ``trunc``/``ceil``
follow, and ``y >= n`` is ``floor(R) >= n`` for any int ``n``.  ``round(y)`` is
``floor(R + 1/2)`` where ``R`` is more than ``E`` from every half-integer.

Where every rounding is exact -- ``N`` a multiple of ``5**k`` (the literal a dyadic
rational) and each step's result representable (:func:`exact_steps`, from bounds on
magnitudes and lowest bits) -- ``y`` is ``R`` itself: ``2.5 * 1024`` is the integer
``2560``.  In either case ``floor``, ``ceil``, ``trunc``, ``round`` (no tie),
``is_integer`` and comparisons with ints are ``R``'s: integer divisions of ``P`` by
constants.

Whether the literal is in that region is one decision of the layer's own (flipped
last): a disjunction over magnitude classes ``|q| <= Q`` (:data:`BOUNDS`, a fixed set, so
the condition is the same term on every run), each with ``E * D < P mod D < D - E * D``
or exactness -- linear integer conditions.  On the other side (a literal whose exact
``R`` is an integer or within ``E`` of one, and not exact: ``1.15 * 100`` is
``114.99999999999999``) the value is read: the string pinned, with a note.  The concrete
run checks the model's result against CPython's before deciding.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..terms import FALSE, TRUE, Term, integer, mk
from . import termops as T
from .context import MINOR, Kind, decide

#: the unit roundoff of a double (round to nearest)
_U = Fraction(1, 2 ** 53)
#: the largest rounding error of a subnormal result
_TINY = Fraction(1, 2 ** 1075)
#: the largest denominator ``D`` handed to the solver (beyond: the value is read)
MAX_DENOMINATOR = 2 ** 256

CLEAR = "float(): steps with constants act as exact arithmetic at the integers"
CLEAR_HALF = "float(): steps with constants act as exact arithmetic at the half-integers"
MINOR.update((CLEAR, CLEAR_HALF))

#: a float operation with a constant: ``(name, c, swapped)`` (float_decimal's ``Step``)
Step = tuple[str, float, bool]


def linear(chain: tuple[Step, ...]) -> tuple[Fraction, Fraction]:
    """``(alpha, beta)``: the chain in exact arithmetic is ``alpha * q + beta``."""
    alpha, beta = Fraction(1), Fraction(0)
    for name, c, swapped in chain:
        k = Fraction(c)
        if name == "add":
            beta += k
        elif name == "sub":
            alpha, beta = (-alpha, k - beta) if swapped else (alpha, beta - k)
        elif name == "mul":
            alpha, beta = alpha * k, beta * k
        else:
            alpha, beta = alpha / k, beta / k
    return alpha, beta


def error_bound(chain: tuple[Step, ...], q_max: Fraction) -> Fraction:
    """A bound of ``|y - R|`` for ``|q| <= q_max``: the literal's rounding, then each
    step's error carried through (times ``|c|`` for a product, over it for a quotient)
    plus its own rounding of a value at most ``m + e`` in magnitude."""
    m, e = q_max, q_max * _U
    for name, c, _ in chain:
        k = abs(Fraction(c))
        if name in ("add", "sub"):
            m += k
        elif name == "mul":
            m, e = m * k, e * k
        else:
            m, e = m / k, e / k
        e += (m + e) * _U + _TINY
    return e


#: the magnitude classes of the region: ``|q| <= 2**(4 j)`` for ``j = 0 .. 13`` (a modelled
#: literal is below ``10**15 < 2**52``)
BOUNDS = tuple(2 ** (4 * j) for j in range(14))


def _low_bit(c: float) -> int:
    """The exponent of ``c``'s lowest set bit (``c`` finite, nonzero)."""
    r = Fraction(c)
    num, den = abs(r.numerator), r.denominator
    return (num & -num).bit_length() - 1 - (den.bit_length() - 1)


def _power_of_two(c: float) -> bool:
    r = abs(Fraction(c))
    return r.numerator == 1 or (r.denominator == 1 and r.numerator & (r.numerator - 1) == 0)


def exact_steps(chain: tuple[Step, ...], k: int, q_max: int) -> bool:
    """Whether every rounding is exact for a literal ``q = M / 2**k`` (``N`` a multiple
    of ``5**k``) with ``|q| <= q_max``: each value is a multiple of ``2**g`` at most ``m``
    in magnitude, so a double holds it exactly when ``m <= 2**(53 + g)`` and ``g >=
    -1074``; a quotient only by a power of two."""
    g, m = -k, Fraction(q_max)
    fits = m <= Fraction(2) ** (53 + g)
    for name, c, _ in chain:
        low = _low_bit(c)
        if name in ("add", "sub"):
            g, m = min(g, low), m + abs(Fraction(c))
        elif name == "mul":
            g, m = g + low, m * abs(Fraction(c))
        elif _power_of_two(c):
            g, m = g - low, m / abs(Fraction(c))
        else:
            return False
        fits = fits and g >= -1074 and m <= Fraction(2) ** (53 + g)
    return fits


def _form(alpha: Fraction, beta: Fraction, d: int, half: bool) -> tuple[int, int, int]:
    """``R = (a * N + b) / D`` in the shape of ``d = 10**k`` (``R + 1/2`` over ``2 D``
    when ``half``): ``(a, b, D)``."""
    a, b = alpha / d, beta + (Fraction(1, 2) if half else 0)
    den = math.lcm(a.denominator, b.denominator)
    return int(a * den), int(b * den), den


class Stepped:
    """The exact rational ``R`` of a stepped literal and where the float ``y`` acts as
    ``R`` (see the module docstring), for the literal's numerator term ``num``, the
    shapes' ``each`` (``float_decimal``'s ``_cases``) and this run's ``(N, D)``."""

    def __init__(self, chain: tuple[Step, ...], num: Term,
                 each: Callable[[Callable[[int], Term]], Term], parts: tuple[int, int],
                 decimal: bool = True) -> None:
        self._alpha, self._beta = linear(chain)
        self._chain, self._num, self._each, self._parts = chain, num, each, parts
        #: whether ``q = N / D`` is a decimal literal (``D = 10**k``): only then can
        #: every rounding be exact (``N`` a multiple of ``5**k``); a quotient of ints by
        #: another constant ``D`` (:mod:`.float_quotient`) has the windows alone
        self._decimal = decimal
        self._errors = [error_bound(chain, Fraction(q)) for q in BOUNDS]

    def form(self, d: int, half: bool = False) -> tuple[Term, int]:
        """``R = P / D`` (``R + 1/2`` when ``half``) in the shape of ``d``: the term ``P``
        and the constant ``D``."""
        a, b, den = _form(self._alpha, self._beta, d, half)
        return mk("+", mk("*", integer(a), self._num), integer(b)), den

    def value(self) -> Fraction:
        """``R`` on this run."""
        num, d = self._parts
        return self._alpha * Fraction(num, d) + self._beta

    def _classes(self, d: int, half: bool) -> list[tuple[int, int | None, bool]]:
        """For each magnitude class ``|q| <= Q`` worth a condition: ``(Q, w, exact)``,
        ``R`` clear where ``w < P mod D < D - w`` (``w`` None: nowhere), every rounding
        exact where ``5**k`` divides ``N``."""
        _, _, den = _form(self._alpha, self._beta, d, half)
        k = len(str(d)) - 1
        classes = []
        for q, error in zip(BOUNDS, self._errors, strict=True):
            w: int | None = math.floor(error * den)
            if den > MAX_DENOMINATOR or den <= 2 * w + 1:  # type: ignore[operator]
                w = None
            # (for ``round``, where ``w`` is 0 the clear class holds wherever this one
            # does: it adds nothing but work)
            exact = self._decimal and exact_steps(self._chain, k, q) and not (half and w == 0)
            if w is not None or exact:
                classes.append((q, w, exact))
        # at most three: the largest of all, the largest whose window is empty (``w`` 0:
        # every ``R`` off the points) and the largest of exact roundings only (``w``
        # None); fewer literals than all the classes would take, and a smaller term
        empty = [c for c in classes[:-1] if c[1] == 0]
        exact_only = [c for c in classes[:-1] if c[1] is None]
        return sorted({*empty[-1:], *exact_only[-1:], *classes[-1:]})

    def region(self, half: bool) -> Term:
        """Some magnitude class ``|q| <= Q`` where ``R`` keeps clear of the integers --
        the half-integers when ``half`` -- by more than the error bound, or where every
        rounding is exact (and ``R`` no tie of ``round``, which ``floor(R + 1/2)`` then
        is): a condition on the literal's digits, the same on every run."""
        def build(d: int) -> Term:
            p, den = self.form(d, half)
            rest = mk("mod", p, integer(den))
            five = mk("=", mk("mod", self._num, integer(5 ** (len(str(d)) - 1))), integer(0))
            cases = []
            for q, w, exact in self._classes(d, half):
                clear = FALSE if w is None else T.conj(mk(">", rest, integer(w)),
                                                       mk("<", rest, integer(den - w)))
                small = T.conj(mk("<=", self._num, integer(q * d)),
                               mk(">=", self._num, integer(-q * d)))
                exactly = T.conj(five, mk(">", rest, integer(0))) if half else five
                cases.append(T.conj(small, T.disj(clear, exactly if exact else FALSE)))
            return T.disj(*cases)
        return self._each(build)

    def _exact_class(self, d: int) -> int | None:
        """The largest magnitude class ``|q| <= Q`` where every rounding is exact for a
        literal of the shape ``d`` (``N`` a multiple of ``5**k``), None: none."""
        k = len(str(d)) - 1
        if not self._decimal:
            return None
        return next((q for q in reversed(BOUNDS) if exact_steps(self._chain, k, q)), None)

    def tie(self) -> Term:
        """Where every rounding is exact and ``R`` is a half-integer (a tie of
        ``round``, which :meth:`region` leaves out): a condition on the literal's digits,
        the same on every run."""
        def build(d: int) -> Term:
            q = self._exact_class(d)
            if q is None:
                return FALSE
            p, den = self.form(d, True)
            k = len(str(d)) - 1
            return T.conj(mk("=", mk("mod", p, integer(den)), integer(0)),
                          mk("=", mk("mod", self._num, integer(5 ** k)), integer(0)),
                          mk("<=", self._num, integer(q * d)), mk(">=", self._num, integer(-q * d)))
        return self._each(build)

    def at_tie(self) -> bool:
        """Whether this run's literal is in :meth:`tie`."""
        num, d = self._parts
        a, b, den = _form(self._alpha, self._beta, d, True)
        q = self._exact_class(d)
        return q is not None and (a * num + b) % den == 0 and \
            num % 5 ** (len(str(d)) - 1) == 0 and abs(num) <= q * d

    def inside(self, half: bool) -> bool:
        """Whether this run's literal is in :meth:`region`."""
        num, d = self._parts
        a, b, den = _form(self._alpha, self._beta, d, half)
        rest = (a * num + b) % den
        five = num % 5 ** (len(str(d)) - 1) == 0
        return any(abs(num) <= q * d and ((w is not None and w < rest < den - w) or
                                          (exact and five and not (half and rest == 0)))
                   for q, w, exact in self._classes(d, half))


def _term(t: Term | bool) -> Term:
    return t if isinstance(t, Term) else (TRUE if t else FALSE)


def enter(x: Any, half: bool, agrees: Callable[[Fraction], bool]) -> Stepped | None:
    """The :class:`Stepped` of a stepped :class:`~.float_decimal.DecimalFloat` ``x`` when
    its literal is in the region where ``y`` acts as ``R`` (one decision of the layer's
    own, :data:`CLEAR` or :data:`CLEAR_HALF`), else None (the caller reads the value).
    ``agrees(R)`` checks the model's result against CPython's on this run first."""
    model = Stepped(x.steps(), x.numerator(), x.shapes, x.literal_parts())
    inside = model.inside(half)
    if inside and not agrees(model.value()):
        return None  # (the bound is sound, so never: a pin is better than a wrong branch)
    if not decide(Kind.BRANCH, model.region(half), inside, CLEAR_HALF if half else CLEAR):
        return None
    return model


__all__ = ["BOUNDS", "CLEAR", "CLEAR_HALF", "MAX_DENOMINATOR", "Stepped", "enter",
           "error_bound", "exact_steps", "linear"]
