"""Exponent formatting of ``float(s)`` for a symbolic decimal literal (issue 38, brief
floats27 class 2): ``format(x, ".2e")``, ``"{:.3E}".format(x)``, printf's ``%e``
(humanize's ``scientific``).

CPython writes a nonzero float ``y`` with the type ``e`` and the precision ``p`` as the
``p + 1`` significant digits of ``M = round(|y| * 10**(p - E))`` -- the exact binary
value's, correctly rounded, ties to even -- for ``E = floor(log10 |y|)``, a point after
the first digit, and ``e``, the exponent's sign and at least two of its digits; when the
rounding carries to ``10**(p + 1)`` (``9.999`` at ``.2e``) the digits are ``10**p`` and
the exponent ``E + 1``.  Zero is ``0.00e+00`` (its sign kept).

The exponent is decided one power of ten at a time (:data:`EXPONENT`, flipped last):
``|y| >= 10**0``?, ``|y| >= 10**1``? ... up to the run's ``E`` and one past it (or down
from ``10**0`` for a small ``|y|``), each an exact comparison of the float ``y`` with the
least float at or above ``10**j`` (:meth:`~.float_decimal.DecimalFloat.compare_term`,
steps with constants included).  So a flip of the last one asks for the neighbouring
exponent, as :mod:`.float_format`'s shapes are walked (its lesson: one ``ite`` over all
cases made the checks unknown).  Given ``E``, ``M`` is :mod:`.float_format`'s fixed-point
digits for the scaling ``* 10**(p - E)`` (a :class:`~.float_steps.Stepped` step; the
region where ``M`` is exact is the decision :data:`~.float_format.FIXED`), and
``10**p <= M <= 10**(p + 1)`` follows from ``E``'s decisions, so the text is the
digits of ``M`` cut after the first one.  Exponents beyond :data:`MAX_EXPONENT` and
scalings past ``10**22`` (no exact float) are read (pinned, noted) as before.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction

from ..terms import FALSE, Term, integer, mk, string
from . import termops as T
from .context import MINOR, Kind, decide
from .float_decimal import DecimalFloat
from .float_format import (
    FIXED,
    MAX_PRECISION,
    _half_even,
    _integer_form,
    _keeps_sign,
    _one_shape,
    _pad,
)
from .float_parse import negative_literal
from .float_steps import Stepped
from .str_pad import PAD_LIMIT
from .strings import SymStr

EXPONENT = "float(): the magnitude of the value against a power of ten, for its exponent"
ZERO = "float(): the value is zero, for its exponent"
MINOR.update((EXPONENT, ZERO))

#: the terms of one shape (:func:`~.float_format._one_shape`)
Each = Callable[[Callable[[int], Term]], Term]

#: the largest decimal exponent (in magnitude) modelled
MAX_EXPONENT = 20
#: the largest power of ten a scaling step may use: ``10**22`` is the last exact float
MAX_SCALE = 22


def exponent_of(value: Fraction) -> int:
    """``floor(log10(value))`` of a positive rational, exactly."""
    e = math.floor(math.log10(value))
    while Fraction(10) ** e > value:
        e -= 1
    while Fraction(10) ** (e + 1) <= value:
        e += 1
    return e


def _at_least_power(x: DecimalFloat, j: int, each: Each) -> Term:
    """``|y| >= 10**j`` for the float ``y`` of ``x``: ``y >= c`` or ``y <= -c`` for
    ``c`` the least float at or above ``10**j``."""
    c = float(Fraction(10) ** j)
    if Fraction(c) < Fraction(10) ** j:
        c = math.nextafter(c, math.inf)
    return T.disj(x.compare_term("ge", c, each), x.compare_term("le", -c, each))


def _exponent_text(e: int, upper: bool) -> str:
    return ("E" if upper else "e") + ("-" if e < 0 else "+") + f"{abs(e):02d}"


def significant(x: DecimalFloat, p: int, each: Each, shown: Callable[[int, int], str],
                expected: str) -> tuple[int, Term] | None:
    """``E = floor(log10 |y|)`` of the nonzero float ``y`` of ``x`` (the walk of
    :data:`EXPONENT`) and the term of ``M = round(|y| * 10**(p - E))`` (``10**p <= M <=
    10**(p + 1)``) under the region :data:`~.float_format.FIXED`, or None beyond the
    model.  ``shown(M, E)`` is the caller's text on this run, checked against CPython's
    ``expected`` before the region is decided."""
    value = float.__float__(x)
    e = exponent_of(abs(Fraction(value)))
    if abs(e) > MAX_EXPONENT or abs(p - e) > MAX_SCALE:
        return None
    for j in (range(0, e + 1) if e >= 0 else range(0, e, -1)):  # the walk to E
        decide(Kind.BRANCH, _at_least_power(x, j, each), j <= e, EXPONENT)
    decide(Kind.BRANCH, _at_least_power(x, e + 1 if e >= 0 else e, each), e < 0, EXPONENT)
    scale = p - e
    step = ("mul", float(10 ** scale), False) if scale >= 0 else \
        ("truediv", float(10 ** -scale), False)
    model = Stepped((*x.steps(), step), x.numerator(), each, x.literal_parts())
    tie, at_tie = model.tie(), model.at_tie()
    rounded = mk("abs", T.ite(tie, each(lambda d: _half_even(*_integer_form(model, d))),
                              each(lambda d: mk("div", *_integer_form(model, d)))))
    now = abs(round(model.value()))
    region, inside = T.disj(model.region(True), tie), model.inside(True) or at_tie
    if inside and shown(now, e) != expected:
        return None  # (the bound is sound, so never: a pin is better than a wrong branch)
    if not decide(Kind.BRANCH, region, inside, FIXED):
        return None
    return e, rounded


def format_exponent(x: DecimalFloat, m: re.Match[str], spec: str) -> SymStr | None:
    """``format(x, spec)`` for the types ``e``/``E`` (``m``: the spec's fields) as a
    symbolic string, or None where not modelled (the caller reads the value, noted)."""
    value = float.__float__(x)
    expected = format(value, spec)
    p = 6 if m["precision"] is None else int(m["precision"])
    width = int(m["width"] or 0)
    fill = m["fill"] or ("0" if m["zero"] else " ")
    align = m["align"] or ("=" if m["zero"] else ">")
    if not math.isfinite(value) or p > MAX_PRECISION or width > PAD_LIMIT:
        return None
    upper = m["type"] == "E"
    plus = {"+": "+", " ": " "}.get(m["sign"] or "", "")
    point = "." if p or m["alt"] else ""
    if m["grouping"] or (value == 0.0 and not _keeps_sign(x)):
        return None  # (grouped zero padding; a zero's sign after sums: IEEE's rules)
    each = _one_shape(x)  # (the terms of the run's shape only: see float_format)
    if not decide(Kind.BRANCH, x.compare_term("ne", 0.0, each), value != 0.0, ZERO):
        # (a flip to zero after sums finds the sign unmodelled: read there, noted)
        negative = FALSE if m["z"] else negative_literal(x.literal().term)
        zero = "0" + point + "0" * p + _exponent_text(0, upper)
        made = _pad(T.ite(negative, string("-"), string(plus)), string(zero), width, fill,
                    align)
        return SymStr(made, expected)
    sign_now = "-" if value < 0 else plus

    def shown(now: int, e: int) -> str:
        carried = now == 10 ** (p + 1)
        digits = str(10 ** p if carried else now)
        text = digits[0] + point + digits[1:] + _exponent_text(e + carried, upper)
        return _padded(sign_now + text, width, fill, align)

    found = significant(x, p, each, shown, expected)
    if found is None:
        return None
    e, rounded = found
    carry = T.eq(rounded, integer(10 ** (p + 1)))
    shown_digits = mk("str.from_int", T.ite(carry, integer(10 ** p), rounded))
    body = T.concat(T.substr(shown_digits, 0, 1), string(point), T.substr(shown_digits, 1, p),
                    T.ite(carry, string(_exponent_text(e + 1, upper)),
                          string(_exponent_text(e, upper))))
    sign = T.ite(x.compare_term("lt", 0.0, each), string("-"), string(plus))
    return SymStr(_pad(sign, body, width, fill, align), expected)


def _padded(full: str, width: int, fill: str, align: str) -> str:
    """CPython's padding of a signed number's text (for the concrete check)."""
    pad = max(width - len(full), 0)
    if align == "=":
        sign = full[:1] if full[:1] in "+- " else ""
        return sign + fill * pad + full[len(sign):]
    if align == "<":
        return full + fill * pad
    if align == "^":
        return fill * (pad // 2) + full + fill * (pad - pad // 2)
    return fill * pad + full


__all__ = ["EXPONENT", "MAX_EXPONENT", "ZERO", "exponent_of", "format_exponent"]
