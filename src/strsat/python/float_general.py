"""General formatting (``g``, ``G``, and no type with a precision) of ``float(s)`` for a
symbolic decimal literal (issue 38, brief floats29 class 1): ``format(x, "g")``,
``"%g" % x``, ``f"{x:.3g}"``, ``locale.str(x)`` (``%.12g``), ``format(x, ".3")``.

CPython (``format_float_short``, mode 2) writes a finite float ``y`` with the type ``g``
and the precision ``p`` (0 counts as 1) from its ``p`` significant digits
``M = round(|y| * 10**(p - 1 - E))`` -- the exact binary value's, ties to even -- and the
exponent ``X`` of the rounded value: ``X = E = floor(log10 |y|)``, or ``E + 1`` where the
rounding carries to ``10**p`` (the digits are then ``10**(p - 1)``).  Where
``-4 <= X < p`` the text is fixed-point with ``p - 1 - X`` fraction digits, else ``d.ddd``
and the exponent as ``e`` writes it; trailing fraction zeros are dropped (and the point
with them) unless ``#`` is given.  With no type and a precision the switch is at
``X < p - 1`` and a fixed-point integer keeps ``.0`` (``Py_DTSF_ADD_DOT_0``).  Zero is
the case ``M = 0``, ``X = 0`` (``0``, ``-0``, ``0.00000`` with ``#``).

``E`` and ``M`` are :mod:`.float_exponent`'s (:func:`~.float_exponent.significant`:
the walk of powers of ten, then the fixed-point digits for the scaling
``* 10**(p - 1 - E)`` under the region :data:`~.float_format.FIXED`); the carry is an
``ite`` in the term, so the notation follows ``E``'s decisions and the carry alone.
"""

from __future__ import annotations

import math
import re

from ..terms import FALSE, Term, integer, mk, string
from . import termops as T
from .context import Kind, decide
from .float_decimal import DecimalFloat
from .float_exponent import ZERO, _exponent_text, _padded, significant
from .float_format import MAX_PRECISION, _keeps_sign, _one_shape, _pad, stripped_fraction
from .float_parse import negative_literal
from .str_pad import PAD_LIMIT
from .strings import SymStr


def _layout(x: int, p: int, dot0: bool) -> tuple[bool, int]:
    """Whether the exponent ``x`` is written fixed-point, and the number of digits after
    the point (before any are dropped)."""
    fixed = -4 <= x < p - dot0
    return fixed, (p - 1 - x if fixed else p - 1)


def general_text(digits: int, x: int, p: int, alt: bool, upper: bool, dot0: bool) -> str:
    """CPython's text for the significant digits ``digits`` (``p`` of them, or 0) and
    the exponent ``x``, without sign or padding."""
    fixed, j = _layout(x, p, dot0)
    whole, part = divmod(digits, 10 ** j)
    fraction = str(part).zfill(j) if j else ""
    fraction = fraction if alt else fraction.rstrip("0")
    tail = "." + fraction if fraction or alt else (".0" if fixed and dot0 else "")
    return str(whole) + tail + ("" if fixed else _exponent_text(x, upper))


def _general_term(digits: Term, x: int, p: int, alt: bool, upper: bool, dot0: bool) -> Term:
    """:func:`general_text` of the term ``digits`` (``10**(p-1) <= digits < 10**p``)."""
    fixed, j = _layout(x, p, dot0)
    whole = mk("str.from_int", mk("div", digits, integer(10 ** j)) if j else digits)
    part = mk("mod", digits, integer(10 ** j))
    if not j:
        tail: Term = string("." if alt else ".0" if fixed and dot0 else "")
    elif alt:
        tail = T.concat(string("."), T.substr(mk("str.from_int", mk("+", part, integer(10 ** j))),
                                               1, j))
    else:
        tail = stripped_fraction(part, j, ".0" if fixed and dot0 else "")
    return T.concat(whole, tail, string("" if fixed else _exponent_text(x, upper)))


def format_general(x: DecimalFloat, m: re.Match[str], spec: str) -> SymStr | None:
    """``format(x, spec)`` for the types ``g``/``G`` or none with a precision (``m``: the
    spec's fields) as a symbolic string, or None where not modelled (the caller reads the
    value, noted)."""
    value = float.__float__(x)
    expected = format(value, spec)
    p = 6 if m["precision"] is None else max(int(m["precision"]), 1)
    width = int(m["width"] or 0)
    fill = m["fill"] or ("0" if m["zero"] else " ")
    align = m["align"] or ("=" if m["zero"] else ">")
    if not math.isfinite(value) or p > MAX_PRECISION or width > PAD_LIMIT:
        return None
    if m["grouping"] or (value == 0.0 and not _keeps_sign(x)):
        return None  # (grouped digits; a zero's sign after sums: IEEE's rules)
    upper, alt, dot0 = m["type"] == "G", bool(m["alt"]), m["type"] is None
    plus = {"+": "+", " ": " "}.get(m["sign"] or "", "")
    each = _one_shape(x)  # (the terms of the run's shape only: see float_format)
    if not decide(Kind.BRANCH, x.compare_term("ne", 0.0, each), value != 0.0, ZERO):
        negative = FALSE if m["z"] else negative_literal(x.literal().term)
        zero = string(general_text(0, 0, p, alt, upper, dot0))
        return SymStr(_pad(T.ite(negative, string("-"), string(plus)), zero, width, fill,
                           align), expected)
    sign_now = "-" if value < 0 else plus

    def shown(now: int, e: int) -> str:
        carried = now == 10 ** p
        text = general_text(10 ** (p - 1) if carried else now, e + carried, p, alt, upper,
                            dot0)
        return _padded(sign_now + text, width, fill, align)

    found = significant(x, p - 1, each, shown, expected)
    if found is None:
        return None
    e, rounded = found
    body = T.ite(T.eq(rounded, integer(10 ** p)),
                 string(general_text(10 ** (p - 1), e + 1, p, alt, upper, dot0)),
                 _general_term(rounded, e, p, alt, upper, dot0))
    sign = T.ite(x.compare_term("lt", 0.0, each), string("-"), string(plus))
    return SymStr(_pad(sign, body, width, fill, align), expected)


__all__ = ["format_general", "general_text"]
