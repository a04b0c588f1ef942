"""``math.isnan``, ``math.isinf``, ``math.isfinite`` and ``math.modf`` of ``float(s)`` for a
symbolic ``str`` ``s`` (gaps20, class 3), decided instead of pinning the string.

``float(s)`` (:func:`~.float_parse.float_of_str`) decides, before it returns, whether
``s`` is a ``nan`` literal and whether it is an ``inf``/``infinity`` literal (the layer's
own decisions "float(): nan" and "float(): infinite").  So under the path condition

* ``isnan(x)`` is known: ``s`` is a ``nan`` literal;
* ``isinf(x)`` is ``s`` an infinity literal, or a finite literal whose value overflows
  (``"1e999"``, a numeral of 310 digits).  A literal without an exponent letter and of at
  most :data:`MODEST_DIGITS` digits is below ``10**300``: it never overflows.  That is one
  more decision of the layer's own (flipped last); beyond it the value is read (pinned,
  with a note), as before;
* ``isfinite(x)`` is neither.

A decimal literal the layer models (:class:`~.float_decimal.DecimalFloat`, at most 15
digits, steps bounded below ``1e300``) is finite and not NaN: constants.

``modf(x)`` of a :class:`~.float_decimal.DecimalFloat`: when ``x`` is an integer (one
decision, :meth:`~.float_decimal.DecimalFloat.is_integer`; after steps with constants
:mod:`.float_steps`' region) it is ``(±0.0, x)`` -- CPython's ``modf`` is exact, the zero
carries ``x``'s sign, which the layer's own decision "float(): negative" fixed (``"-0"``
included), or ``x < 0`` after steps; otherwise the integral part is ``trunc(x)``, a float
of a symbolic int (:func:`~.float_quotient.int_float`), and the fractional part the
concrete one, which pins the string when it is read, with a note (``x - trunc(x)`` is no
correctly rounded quotient of the literal's digits; brief numbers22).
This is what ``_pydatetime.timedelta(days=float(m.group(1)))`` runs (isodate's
``parse_duration``): the days stay symbolic.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..terms import Term, mk, string
from . import termops as T
from .context import MINOR, Kind, decide
from .float_decimal import DecimalFloat
from .float_parse import PendingFloat, infinite_word
from .float_quotient import int_float
from .int_parse import at_most_digits
from .values import SymInt

#: most digits of a literal without an exponent known not to overflow (``10**300`` is far
#: below ``sys.float_info.max``)
MODEST_DIGITS = 300

MODEST = "math.isinf(): a float literal without exponent of at most 300 digits"
MINOR.add(MODEST)


def _from_literal(x: object) -> bool:
    """Whether ``x`` is a pending ``float()`` of a symbolic string (not a quotient of
    ints, whose shapes no decision fixed)."""
    return type(x) is PendingFloat and x.pending()


def _modelled(x: object) -> bool:
    return isinstance(x, DecimalFloat) and x.pending()




def _overflow_is_known(x: PendingFloat) -> bool:
    """One decision: the literal has no exponent letter and at most
    :data:`MODEST_DIGITS` digits (so a finite literal's value is finite)."""
    source = x.source()
    text = source.value
    term = T.conj(T.neg(mk("str.in_re", source.term, _exponent_letter())),
                  at_most_digits(source.term, 10, MODEST_DIGITS, ascii_only=False))
    concrete = None if text is None else (
        "e" not in text.lower() and sum(c.isdecimal() for c in text) <= MODEST_DIGITS)
    return decide(Kind.BRANCH, term, concrete, MODEST)


def _exponent_letter() -> Term:
    letter = mk("re.union", mk("str.to_re", string("e")), mk("str.to_re", string("E")))
    return mk("re.++", mk("re.all"), letter, mk("re.all"))


def isnan(x: Any) -> Any:
    """``math.isnan(x)``."""
    if _modelled(x):
        return False
    if _from_literal(x):
        return math.isnan(float.__float__(x))  # the decision "float(): nan" fixed it
    return math.isnan(_read(x, "math.isnan"))


def isinf(x: Any) -> Any:
    """``math.isinf(x)``."""
    if _modelled(x):
        return False
    if _from_literal(x):
        value = float.__float__(x)
        if math.isnan(value):
            return False
        source = x.source()
        if source.value is not None and infinite_word(source.value):
            return True  # the decision "float(): infinite" fixed it
        if _overflow_is_known(x):
            return False
    return math.isinf(_read(x, "math.isinf"))


def isfinite(x: Any) -> Any:
    """``math.isfinite(x)``."""
    if _modelled(x) or (_from_literal(x) and not isnan(x) and not isinf(x)):
        return True
    if _from_literal(x):
        return False
    return math.isfinite(_read(x, "math.isfinite"))


def modf(x: Any) -> Any:
    """``math.modf(x)`` (see the module docstring)."""
    made = _modelled_modf(x) if _modelled(x) else None
    return math.modf(_read(x, "math.modf")) if made is None else made


def _modelled_modf(x: DecimalFloat) -> tuple[float, float] | None:
    """``modf`` of a modelled value: ``(±0.0, x)`` for an integer (the zero's sign a
    decision's: "float(): negative", or ``x < 0`` after steps); else the integral part
    ``trunc(x)`` as a float of a symbolic int and the fractional part the concrete one,
    pinning the string when it is read; None where the value must be read (a zero after
    steps: its sign is no decision's)."""
    value = float.__float__(x)
    if x.has_steps() and value == 0.0:
        return None
    if x.is_integer():
        if x.has_steps():
            bool(x < 0)  # the zero's sign
        return (math.copysign(0.0, value), x) if x.pending() else None
    whole = math.trunc(x)
    if not (x.pending() and isinstance(whole, SymInt)):
        return None
    fraction, integral = math.modf(value)
    return PendingFloat(fraction, x.literal()), int_float(whole, integral)


def _read(x: Any, what: str) -> Any:
    """``x`` as the C function reads it: a pending float pinned (noted), else itself."""
    return x.pinned(f"a call to {what}") if isinstance(x, PendingFloat) else x


#: the models, by the ``math`` function they stand for
FLOAT_MATH_MODELS: dict[Callable[..., Any], Callable[..., Any]] = {
    math.isnan: isnan, math.isinf: isinf, math.isfinite: isfinite, math.modf: modf}

__all__ = ["FLOAT_MATH_MODELS", "MODEST_DIGITS", "isfinite", "isinf", "isnan", "modf"]
