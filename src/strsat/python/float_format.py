"""Fixed-point formatting and ``repr`` of ``float(s)`` for a symbolic decimal literal
(issue 38, the session-25 sweep's class "``float()`` of a symbolic str, read by
``float.__format__``, printf-style formatting or ``str()``": humanize's ``naturalsize``,
jinja2's ``filesizeformat``): ``f"{x:.2f}"``, ``"%.1f" % (x / 1024)``,
``format(x, ",.2f")``, ``"{:.1%}".format(x)``, ``str(x)``.

CPython formats a float ``y`` with the type ``f`` (``F``, ``%``) and the precision ``p``
as the digits of ``M = round(y * 10**p)`` -- the exact binary value's, correctly rounded,
ties to even; ``%`` scales by 100 first -- with a point ``p`` digits from the right.  For
a :class:`~.float_decimal.DecimalFloat` ``y`` (the literal ``q = N / 10**k``, then steps
with constants) the chain followed by the scaling ``* 10**p`` is what
:class:`~.float_steps.Stepped` describes: the exact rational ``R * 10**p`` per shape, a
bound of the error, and a region -- where ``R * 10**p`` keeps clear of the
half-integers by more than the error, or every rounding is exact -- in which ``M =
floor(R 10**p + 1/2)``, an integer division of a linear term by a constant, or at a tie
of exact values (``"%.1f" % 0.25``) its even neighbour.
The terms are those of the literal's shape on the run (its number of fraction digits, one
more decision of the layer's own, :data:`SHAPE`): an ``ite`` over all shapes is far
harder for the solver to invert.
(The scaling is exact in the formatting; counting it as one more rounding only widens
the window, so the region stays sound.)  Whether the literal is in the region is one
decision of the layer's own, :data:`FIXED` (flipped last); outside it the value is read
(the string pinned, with a note) as before.

The sign is the literal's without steps and after products and quotients by positive
constants (the layer's decision "float(): negative": ``-0.0`` prints ``-0.00``; IEEE
rounding keeps the sign, of a zero too); after other steps it is ``M``'s, and the region
asks ``M != 0`` (a zero there carries IEEE's rules for sums).  ``z`` drops the sign of
a zero result.  The text is ``str.from_int(|M| div 10**p)``, grouped by ``,`` or ``_``
(the run's number of digits, at most :data:`GROUPED_DIGITS`, the layer's decision
:data:`DIGITS`), then ``.`` and the fraction digits
``substr(str.from_int(|M| mod 10**p + 10**p), 1, p)``; a width up to
:data:`~.str_pad.PAD_LIMIT` pads it by an ``ite`` over the length, as CPython pads
(``=`` and the ``0`` flag after the sign).  Zero padding with grouping (CPython puts
separators among the zeros) is not modelled.

``repr(y)`` (``str(y)``) of a literal without steps: with at most 15 significant digits
the shortest string that reads back as ``y`` is ``q`` itself (``DBL_DIG``: two such
decimals never share a double), written without its trailing fraction zeros and with
``.0`` for an integer.  ``repr`` writes an exponent below ``1e-4`` (and from ``1e16``,
beyond a modelled literal), so its region (:data:`SHORT`) is ``q == 0 or |q| >= 1e-4``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .context import MINOR, Kind, decide
from .float_decimal import DecimalFloat
from .float_parse import negative_literal
from .float_quotient import QuotientFloat
from .float_steps import Step, Stepped
from .str_pad import PAD_LIMIT
from .strings import SymStr

SHAPE = "float(): the literal's number of fraction digits, for its text"
FIXED = "float(): the formatted digits keep clear of the rounding points"
SHORT = "float(): a literal whose repr is its own digits (at least 1e-4 or zero)"
DIGITS = "float(): the number of digits of the whole part, for its grouping"
MINOR.update((SHAPE, FIXED, SHORT, DIGITS))

#: most digits of an integer part grouped by ``,`` or ``_`` (a larger one is read)
GROUPED_DIGITS = 17
#: the largest precision modelled
MAX_PRECISION = 20

#: CPython's format-spec mini-language, ``[[fill]align][sign][z][#][0][width][grouping]
#: [.precision][type]`` (:mod:`.format_spec` reads it too)
SPEC = re.compile(r"(?:(?P<fill>.)?(?P<align>[<>=^]))?(?P<sign>[-+ ])?(?P<z>z)?(?P<alt>#)?"
                  r"(?P<zero>0)?(?P<width>\d+)?(?P<grouping>[,_])?(?:\.(?P<precision>\d+))?"
                  r"(?P<type>.)?", re.DOTALL)


def formattable(value: Any) -> bool:
    """Whether ``value`` is a float this module formats: a pending decimal literal's, or a
    pending quotient of symbolic ints by a constant (``n / 1000``; fixed point only)."""
    if isinstance(value, DecimalFloat):
        return value.pending()
    return type(value) is QuotientFloat and value.fixed_form() is not None


def format_float(x: QuotientFloat, spec: str) -> SymStr | None:
    """``format(x, spec)`` for a fixed-point ``spec`` (types ``f``, ``F``, ``%``; ``e``
    and ``E``: :mod:`.float_exponent`) as a symbolic string, or None where not modelled
    or outside the region (the caller then reads the value, noted).  CPython's own error
    for a spec floats refuse."""
    value = float.__float__(x)
    expected = format(value, spec)
    m = SPEC.fullmatch(spec)
    if m is not None and m["type"] in ("e", "E") and isinstance(x, DecimalFloat):
        from .float_exponent import format_exponent  # (which imports this)

        return format_exponent(x, m, spec)
    if m is not None and (m["type"] in ("g", "G") or m["type"] is None and m["precision"]) \
            and isinstance(x, DecimalFloat):
        from .float_general import format_general  # (which imports this)

        return format_general(x, m, spec)
    if m is None or m["type"] not in ("f", "F", "%") or not math.isfinite(value):
        return None
    p = 6 if m["precision"] is None else int(m["precision"])
    width = int(m["width"] or 0)
    fill = m["fill"] or ("0" if m["zero"] else " ")
    align = m["align"] or ("=" if m["zero"] else ">")
    if p > MAX_PRECISION or width > PAD_LIMIT or (m["grouping"] and fill == "0" and align == "="):
        return None
    scale = p + 2 if m["type"] == "%" else p
    scaled = ("mul", float(10 ** scale), False)
    if isinstance(x, DecimalFloat):
        each = _one_shape(x)
        model = Stepped((*x.steps(), scaled), x.numerator(), each, x.literal_parts())
        bounds: list[Term] = []
        signed, sign_term = _keeps_sign(x), negative_literal(x.literal().term)
    else:
        form = x.fixed_form()
        if form is None:
            return None
        model, each, sign_term, bounds = _quotient_model(form, scaled)
        signed = True
    tie, at_tie = model.tie(), model.at_tie()
    rounded = T.ite(tie, each(lambda d: _half_even(*_integer_form(model, d))),
                    each(lambda d: mk("div", *_integer_form(model, d))))
    now = round(model.value())  # (Fraction's round: to the nearest, ties to even)
    negative = sign_term if signed else mk("<", rounded, integer(0))
    negative_now = math.copysign(1.0, value) < 0 if signed else now < 0
    region, inside = T.disj(model.region(True), tie), model.inside(True) or at_tie
    region = T.conj(region, *bounds)  # (a quotient's: where its form is CPython's value)
    if not signed:
        region, inside = T.conj(region, T.neg(T.eq(rounded, integer(0)))), inside and now != 0
    if m["grouping"]:
        region = T.conj(region, T.lt(mk("abs", rounded), 10 ** (GROUPED_DIGITS + p)))
        inside = inside and abs(now) < 10 ** (GROUPED_DIGITS + p)
    if m["z"]:
        negative, negative_now = T.conj(negative, T.neg(T.eq(rounded, integer(0)))), \
            negative_now and now != 0
    if inside and _render(abs(now), negative_now, m, p) != expected:
        return None  # (the bound is sound, so never: a pin is better than a wrong branch)
    if not decide(Kind.BRANCH, region, inside, FIXED):
        return None
    plus = {"+": "+", " ": " "}.get(m["sign"] or "", "")
    sign = T.ite(negative, string("-"), string(plus))
    body = _digits(mk("abs", rounded), p, m, abs(now))
    return SymStr(_pad(sign, body, width, fill, align), expected)


def _quotient_model(form: tuple[Term, int, int, list[Term]], scaled: Step
                    ) -> tuple[Stepped, Callable[[Callable[[int], Term]], Term], Term,
                               list[Term]]:
    """A quotient ``round(N / D)`` of symbolic ints by a constant ``D > 0``
    (:meth:`~.float_quotient.QuotientFloat.fixed_form`) as the one-shape literal ``N / D``
    of :class:`~.float_steps.Stepped`, its only step the scaling: one rounding, then the
    scaling's (counted though exact for ``f``; for ``%`` CPython multiplies by 100), the
    windows alone (``D`` no power of ten: no exact class).  The sign is ``N``'s (``N``
    is nonzero: no ``-0.0`` to tell apart), its bounds the quotient's own."""
    num, d, n, bounds = form
    model = Stepped((scaled,), num, lambda build: build(d), (n, d), decimal=False)
    nonzero = T.neg(T.eq(num, integer(0)))
    return model, lambda build: build(d), mk("<", num, integer(0)), [*bounds, nonzero]


def _one_shape(x: DecimalFloat) -> Callable[[Callable[[int], Term]], Term]:
    """The literal's shape on this run as the ``each`` of
    :class:`~.float_steps.Stepped`: the terms of one shape only, far smaller for the
    solver than an ``ite`` over all of them.  The shape is decided one number of
    fraction digits at a time (:data:`SHAPE`, flipped last: ``k = 0``? ``k = 1``? ...),
    so flips walk through the shapes in turn."""
    chain = x.shapes_up_to_run()
    for membership, _ in chain[:-1]:
        decide(Kind.BRANCH, membership, False, SHAPE)
    membership, d = chain[-1]
    decide(Kind.BRANCH, membership, True, SHAPE)
    return lambda build: build(d)


def _keeps_sign(x: DecimalFloat) -> bool:
    """Whether ``x`` has the literal's sign whatever its digits: no steps, or products and
    quotients by positive constants only (IEEE rounding keeps the sign, of a zero too)."""
    return all(name in ("mul", "truediv") and c > 0 for name, c, _ in x.steps())


def _integer_form(model: Stepped, d: int) -> tuple[Term, Term]:
    num, den = model.form(d, True)
    return num, integer(den)


def _half_even(num: Term, den: Term) -> Term:
    """At a tie (``num / den``, that is ``R + 1/2``, an integer): the even neighbour."""
    up = mk("div", num, den)
    return T.ite(T.eq(mk("mod", up, integer(2)), integer(1)), mk("-", up, integer(1)), up)


def _render(magnitude: int, negative: bool, m: re.Match[str], p: int) -> str:
    """CPython's text for the rounded magnitude (the model's, on this run)."""
    whole, part = divmod(magnitude, 10 ** p)
    grouping = m["grouping"] or ""
    text = format(whole, grouping) + ("." + str(part).zfill(p) if p else
                                      "." if m["alt"] else "") + ("%" if m["type"] == "%" else "")
    sign = "-" if negative else {"+": "+", " ": " "}.get(m["sign"] or "", "")
    width = int(m["width"] or 0)
    fill = m["fill"] or ("0" if m["zero"] else " ")
    align = m["align"] or ("=" if m["zero"] else ">")
    pad = max(width - len(sign) - len(text), 0)
    if align == "=":
        return sign + fill * pad + text
    full = sign + text
    if align == "<":
        return full + fill * pad
    if align == "^":
        return fill * (pad // 2) + full + fill * (pad - pad // 2)
    return fill * pad + full


def _digits(magnitude: Term, p: int, m: re.Match[str], now: int) -> Term:
    """The text of ``magnitude / 10**p`` with ``p`` fraction digits (no sign); ``now``:
    the magnitude on this run."""
    whole = mk("div", magnitude, integer(10 ** p)) if p else magnitude
    text = _grouped(whole, now // 10 ** p, m["grouping"]) if m["grouping"] else \
        mk("str.from_int", whole)
    if p:
        part = mk("+", mk("mod", magnitude, integer(10 ** p)), integer(10 ** p))
        tail = T.concat(string("."), T.substr(mk("str.from_int", part), 1, p))
    else:
        tail = string("." if m["alt"] else "")
    return T.concat(text, tail, string("%" if m["type"] == "%" else ""))


def _grouped(whole: Term, now: int, separator: str) -> Term:
    """The digits of the int ``whole`` (``now`` on this run, at most
    :data:`GROUPED_DIGITS` digits) cut into groups of three.  Their number is the run's,
    two decisions of the layer's own (:data:`DIGITS`, flipped last: ``whole >=
    10**(n-1)``, ``whole < 10**n``), so the term is the digits' substrings at fixed
    places: an ``ite`` over the lengths made each check on the text far dearer."""
    count = len(str(now))
    if count > 1:
        decide(Kind.BRANCH, T.ge(whole, integer(10 ** (count - 1))), True, DIGITS)
    decide(Kind.BRANCH, T.ge(whole, integer(10 ** count)), False, DIGITS)
    digits = mk("str.from_int", whole)
    first = count % 3 or 3
    pieces = [T.substr(digits, 0, first)]
    for at in range(first, count, 3):
        pieces += [string(separator), T.substr(digits, at, 3)]
    return T.concat(*pieces)


def _pad(sign: Term, body: Term, width: int, fill: str, align: str) -> Term:
    """``sign + body`` padded to ``width`` as CPython pads a number."""
    full = T.concat(sign, body)
    if not width:
        return full
    n = T.length(full)
    term = full
    for size in range(width - 1, -1, -1):
        pad = width - size
        if align == "=":
            case = T.concat(sign, string(fill * pad), body)
        elif align == "<":
            case = T.concat(full, string(fill * pad))
        elif align == "^":
            case = T.concat(string(fill * (pad // 2)), full, string(fill * (pad - pad // 2)))
        else:
            case = T.concat(string(fill * pad), full)
        term = T.ite(T.eq(n, T.num(size)), case, term)
    return term


def float_text(x: QuotientFloat, spec: str) -> SymStr | None:
    """``format(x, spec)`` of a :func:`formattable` ``x``: its ``repr`` for an empty
    spec or one with neither type nor precision (``f"{x:,}"``, ``f"{x:>10}"``), else
    :func:`format_float`."""
    m = SPEC.fullmatch(spec)
    if spec and not (m is not None and m["type"] is None and m["precision"] is None):
        return format_float(x, spec)
    return float_repr(x, m if spec else None)


def float_repr(x: QuotientFloat, m: re.Match[str] | None = None) -> SymStr | None:
    """``repr(x)`` (``str(x)``) of a pending literal without steps, or None (steps, or
    outside the region :data:`SHORT`: the caller reads the value, noted).  With ``m``,
    a spec without type and precision: the same digits with its sign, ``z``, grouping
    (the whole part's, as ``,.Nf`` groups it) and padding."""
    if not isinstance(x, DecimalFloat) or x.has_steps():
        return None
    value = float.__float__(x)
    spec = "" if m is None else m.string
    width = int(m["width"] or 0) if m else 0
    fill = (m["fill"] or ("0" if m["zero"] else " ")) if m else " "
    align = (m["align"] or ("=" if m["zero"] else ">")) if m else ">"
    grouping = m["grouping"] if m else None
    if width > PAD_LIMIT or (grouping and fill == "0" and align == "="):
        return None  # (zero padding among separators: not modelled)
    num, den = x.literal_parts()
    inside = num == 0 or abs(num) * 10 ** 4 >= den
    each = _one_shape(x)
    region = each(lambda d: T.disj(T.eq(x.numerator(), integer(0)),
                                       T.ge(mk("*", integer(10 ** 4), mk("abs", x.numerator())),
                                            d)))
    if not decide(Kind.BRANCH, region, inside, SHORT):
        return None
    magnitude = mk("abs", x.numerator())
    negative = negative_literal(x.literal().term)
    if m and m["z"]:
        negative = T.conj(negative, T.neg(T.eq(x.numerator(), integer(0))))
    plus = {"+": "+", " ": " "}.get((m["sign"] if m else None) or "", "")
    sign = T.ite(negative, string("-"), string(plus))
    body = each(lambda d: _shortest(magnitude, d, grouping, abs(num)))
    return SymStr(_pad(sign, body, width, fill, align), format(value, spec))


def _shortest(magnitude: Term, d: int, grouping: str | None = None, now: int = 0) -> Term:
    """The digits of ``magnitude / d`` (``d = 10**j``): the fraction's trailing zeros
    dropped, ``.0`` for an integer; the whole part grouped by ``grouping`` if given
    (``now``: the magnitude on this run; a repr in fixed point has at most 16 whole
    digits, within :data:`GROUPED_DIGITS`)."""
    whole_int = mk("div", magnitude, integer(d)) if d > 1 else magnitude
    whole = _grouped(whole_int, now // d, grouping) if grouping else \
        mk("str.from_int", whole_int)
    if d == 1:
        return T.concat(whole, string(".0"))
    j = len(str(d)) - 1
    return T.concat(whole, stripped_fraction(mk("mod", magnitude, integer(d)), j, ".0"))


def stripped_fraction(part: Term, j: int, empty: str) -> Term:
    """``"." + `` the ``j`` digits of ``part`` (``0 <= part < 10**j``) without their
    trailing zeros, or ``empty`` where ``part`` is 0."""
    digits = T.substr(mk("str.from_int", mk("+", part, integer(10 ** j))), 1, j)
    tail = string(empty)
    for zeros in range(j - 1, -1, -1):  # exactly ``zeros`` trailing zeros
        cut = T.conj(T.eq(mk("mod", part, integer(10 ** zeros)), integer(0)),
                     T.neg(T.eq(mk("mod", part, integer(10 ** (zeros + 1))), integer(0))))
        tail = T.ite(cut, T.concat(string("."), T.substr(digits, 0, j - zeros)), tail)
    return tail


__all__ = ["DIGITS", "FIXED", "GROUPED_DIGITS", "SHORT", "SPEC", "float_repr", "float_text",
           "format_float", "formattable", "stripped_fraction"]
