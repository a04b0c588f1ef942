"""``ljust``, ``rjust``, ``center`` and ``zfill`` of a symbolic string to a plain width.

The padding depends on ``len(s)`` only, so for a width ``w`` up to :data:`PAD_LIMIT`
the result is an ``ite`` over the lengths ``0 .. w-1`` (at ``w`` and beyond, ``s``
itself), each case a concatenation with constant padding computed by CPython's own
method on a string of that length -- exact, and no value is made concrete.  A wider or
symbolic width, or a symbolic fill character: runs of the fill as word equations
(:mod:`.str_pad_wide`).  ``zfill`` to a symbolic width is an ``ite`` over the padding
``width - len(s)`` up to :data:`PAD_LIMIT` (a ``DOMAIN``); a wider one runs on the
concrete values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, SupportsIndex

from ..terms import Term, mk, string
from . import termops as T
from .context import Kind, decide, fallback
from .str_operands import TextT, is_symbolic_str
from .str_pad_wide import padded
from .values import SymInt, int_of

#: Widest padding written as an ``ite`` over the lengths.
PAD_LIMIT = 64


def _plain_width(width: object, what: str) -> int | None:
    if isinstance(width, bool) or not isinstance(width, int):
        if hasattr(width, "term"):
            return None  # symbolic: concrete fallback
        raise TypeError(f"'{type(width).__name__}' object cannot be interpreted as an integer")
    return width if width <= PAD_LIMIT else None


def _fill(fillchar: object, what: str) -> str | None:
    if is_symbolic_str(fillchar):
        return None
    if not isinstance(fillchar, str):
        raise TypeError(f"{what}() argument 2 must be str, not {type(fillchar).__name__}")
    if len(fillchar) != 1:
        raise TypeError("The fill character must be exactly one character long")
    return fillchar


def _symbolic_width(s: TextT, width: object) -> TextT | None:
    """``s.zfill(width)`` for a symbolic ``width``: on the ``DOMAIN`` ``width - len(s) <=
    PAD_LIMIT`` an ``ite`` over the padding ``d = width - len(s)`` (none for ``d <= 0``).
    None for a plain width."""
    got = int_of(width) if isinstance(width, SymInt) else None
    if got is None:
        return None
    w, wv = got
    n = T.length(s.term)
    d = T.sub(w, n)
    concrete = None if wv is None or s.value is None else wv - len(s.value) <= PAD_LIMIT
    if not decide(Kind.DOMAIN, T.le(d, PAD_LIMIT), concrete, "str.zfill"):
        return None
    term: Term = s.term
    for k in range(PAD_LIMIT, 0, -1):
        zeros = string("0" * k)
        head, tail = T.substr(s.term, 0, 1), T.substr(s.term, 1, T.sub(n, 1))
        case = T.ite(_signed(s.term), T.concat(head, zeros, tail), T.concat(zeros, s.term))
        term = T.ite(T.eq(d, T.num(k)), case, term)
    value = None if wv is None or s.value is None else s.value.zfill(wv)
    return s.of(term, value)


def _signed(s: Term) -> Term:
    return T.disj(mk("str.prefixof", string("+"), s), mk("str.prefixof", string("-"), s))


#: CPython's padding methods (a fallback runs them on a ``SymStr`` view's concrete value)
_PADDINGS: dict[str, Callable[[str, SupportsIndex, str], str]] = {
    "ljust": str.ljust, "rjust": str.rjust, "center": str.center}


def pad(s: TextT, name: str, width: object, fillchar: object = " ") -> TextT | str:
    """``s.<name>(width, fillchar)`` for ``name`` in ``ljust``, ``rjust``, ``center``."""
    w = _plain_width(width, name)
    fill = _fill(fillchar, name)
    if w is None or fill is None:  # wide, symbolic: runs of the fill as word equations
        got = padded(s, name, width, fillchar)
        if got is not None:
            return got
        return fallback(f"str.{name} with a symbolic or wide width or fill character",
                        [s, width, fillchar], _PADDINGS[name])
    n = T.length(s.term)
    term: Term = s.term
    mark = "\1" if fill == "\0" else "\0"  # stands for the characters of s
    for k in range(w - 1, -1, -1):  # len(s) == k < w: constant padding around s
        sample = getattr(mark * k, name)(w, fill)
        left = sample.index(mark) if k else len(sample)
        right = len(sample) - left - k
        case = T.concat(string(sample[:left]), s.term, string(sample[len(sample) - right:]))
        term = T.ite(T.eq(n, T.num(k)), case, term)
    value = None if s.value is None else getattr(s.value, name)(w, fill)
    return s.of(term, value)


def zfill(s: TextT, width: object) -> TextT | str:
    """``s.zfill(width)``: zeros after a leading sign, before everything else."""
    w = _plain_width(width, "zfill")
    if w is None:
        got = _symbolic_width(s, width)
        if got is not None:
            return got
        return fallback("str.zfill with a symbolic or wide width", [s, width],
                        str.zfill)
    n = T.length(s.term)
    signed = _signed(s.term)
    term: Term = s.term
    for k in range(w - 1, -1, -1):
        zeros = string("0" * (w - k))
        head, tail = T.substr(s.term, 0, 1), T.substr(s.term, 1, T.sub(n, 1))
        case = T.ite(signed, T.concat(head, zeros, tail), T.concat(zeros, s.term))
        term = T.ite(T.eq(n, T.num(k)), case, term)
    value: Any = None if s.value is None else s.value.zfill(w)
    return s.of(term, value)


__all__ = ["PAD_LIMIT", "pad", "zfill"]
