"""A quotient of symbolic ints by a constant, then float operations with constants
(issue 38, brief floats29 class 4): Pillow's ``ImageColor.getrgb`` on ``rgb(g%, ...)``,
``int((int(g) * 255) / 100.0 + 0.5)``; ``round(n / 3 * 2)``, ``math.floor(n / 10 - 1)``.

``N / D`` (``D`` a positive constant, no power of two: such a quotient is inexact,
:mod:`.float_quotient`) is CPython's ``round(N / D)`` while its operands stay within
``2**53``; the steps ``+ - * /`` by constants that follow are the chain
:class:`~.float_steps.Stepped` describes for a decimal literal, with ``q = N / D`` as the
literal (for ``D`` a power of ten ``q`` is a decimal literal, with its class of exact
roundings, ``N`` a multiple of ``5**k``; for another ``D`` the windows alone, as
:mod:`.float_format` formats a quotient).  So ``int()``, ``trunc``, ``floor``, ``ceil``
and ``round()`` of the result are those of the exact ``R`` -- ``div`` of a linear term
by a constant -- where ``R`` keeps clear of the integers (the half-integers for
``round``) by more than the error bound and the operands are within their bounds: one
decision of the layer's own, :data:`~.float_steps.CLEAR` (``CLEAR_HALF``), flipped last.
Outside it, and for any other read (a comparison, ``str()``), the value is read: the
operands pinned, with a note.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..terms import Term, mk
from . import termops as T
from .context import Kind, decide
from .float_decimal import IntegralReads, Step, _float_operand, apply
from .float_quotient import QuotientFloat
from .float_quotient import floor_div as _floor_div
from .float_steps import CLEAR, CLEAR_HALF, Stepped
from .values import SymInt

#: the largest magnitude a chain's value may reach (no step may overflow)
_LARGEST = 1e300


class ChainedQuotient(IntegralReads, QuotientFloat):
    """``round(N / D)`` then the steps of ``chain`` (see the module docstring); its
    value is the concrete one, ``N``'s on this run ``n``."""

    __slots__ = ("_chain", "_d", "_n", "_bound")
    _chain: tuple[Step, ...]
    _d: int
    _n: int
    _bound: float

    def __new__(cls, value: float, base: QuotientFloat, num: Term, d: int, n: int,
                chain: tuple[Step, ...], bound: float) -> ChainedQuotient:
        made = float.__new__(cls, value)
        QuotientFloat._init_fields(made, num, base._den, base._operands, False, base._bounds)
        made._tracer, made._made_at = base._tracer, base._made_at
        made._chain, made._d, made._n, made._bound = chain, d, n, bound
        return made

    def fixed_form(self) -> None:
        return None  # (not ``round(N / D)``: not formatted as one)

    def _compare(self, op: str, other: object) -> Any:
        return getattr(float, f"__{op}__")(self.pinned(f"float.__{op}__"), other)

    def __neg__(self) -> Any:
        return self._arith("mul", -1.0, False)

    def _arith(self, name: str, other: object, swap: bool) -> Any:
        made = chained(self, name, other, swap)
        if made is None:
            method = f"__{'r' if swap else ''}{name}__"
            return getattr(float, method)(self.pinned(f"float.{method}"), other)
        return made

    def _integral(self, what: str, build: Callable[[Term, int], Term],
                  run: Callable[[Any], int]) -> Any:
        value = float.__float__(self)
        if not self.pending():
            return run(self.pinned(what))
        half = what == "float.__round__"
        d = self._d
        model = Stepped(self._chain, self._num, lambda b: b(d), (self._n, d),
                        decimal=str(d) == "1" + "0" * (len(str(d)) - 1))
        within = T.conj(*self._bounds) if self._bounds else None
        try:
            holds = within is None or self._tracer.evaluate(within) is True  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001  (a term the run's values do not give: read)
            return run(self.pinned(what))
        inside = holds and model.inside(half)
        if inside and run(model.value()) != run(value):
            return run(self.pinned(what))  # (the bound is sound, so never)
        region = model.region(half) if within is None else T.conj(within, model.region(half))
        if not decide(Kind.BRANCH, region, inside, CLEAR_HALF if half else CLEAR):
            return run(self.pinned(what))
        form, den = model.form(d, half)
        return SymInt((_floor_div if half else build)(form, den), run(value))


def chained(x: QuotientFloat, name: str, other: object, swap: bool) -> ChainedQuotient | None:
    """``x op c`` (``c op x`` when ``swap``) for a finite constant ``c``, ``x`` a pending
    inexact quotient by a constant or a :class:`ChainedQuotient`, as a longer chain; None
    otherwise (the caller reads the value)."""
    c = _float_operand(other)
    if c is None or not x.pending() or (name == "truediv" and (swap or c == 0.0)):
        return None
    step: Step = (name, c, swap)
    value = apply(step, float.__float__(x))
    base: QuotientFloat = x
    if isinstance(x, ChainedQuotient):
        num, d, n, chain, bound = x._num, x._d, x._n, x._chain, x._bound
    elif type(x) is QuotientFloat and not x._exact and x._den.op == "const" and \
            int(x._den.value) != 0:  # type: ignore[arg-type]
        d = int(x._den.value)  # type: ignore[arg-type]
        num = x._num if d > 0 else mk("-", x._num)  # (the sign moved into N; a zero's
        d = abs(d)  # sign changes no integral result: no ``c / x`` step is taken)
        try:
            n = x._tracer.evaluate(num)  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001  (a term the run's values do not give: read)
            return None
        if type(n) is not int or float(Fraction(n, d)) != float.__float__(x):
            return None  # (0.0 == -0.0: a zero's sign is no matter here)
        chain, bound = (), abs(n / d) + 1.0
    else:
        return None
    bound = bound + abs(c) if name in ("add", "sub") else \
        bound * abs(c) if name == "mul" else bound / abs(c)
    if not (bound < _LARGEST and math.isfinite(value)):
        return None
    return ChainedQuotient(value, base, num, d, n, (*chain, step), bound)


__all__ = ["ChainedQuotient", "chained"]
