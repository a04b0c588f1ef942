"""``ljust``, ``rjust``, ``center`` and ``zfill`` of a symbolic string to a plain width.

The padding depends on ``len(s)`` only, so for a width ``w`` up to :data:`PAD_LIMIT`
the result is an ``ite`` over the lengths ``0 .. w-1`` (at ``w`` and beyond, ``s``
itself), each case a concatenation with constant padding computed by CPython's own
method on a string of that length -- exact, and no value is made concrete.  A wider
or symbolic width, or a symbolic fill character, runs on the concrete values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..terms import Term, mk, string
from . import termops as T
from .context import fallback
from .str_operands import is_symbolic_str

if TYPE_CHECKING:
    from .strings import SymStr

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


def pad(s: SymStr, name: str, width: object, fillchar: object = " ") -> SymStr:
    """``s.<name>(width, fillchar)`` for ``name`` in ``ljust``, ``rjust``, ``center``."""
    w = _plain_width(width, name)
    fill = _fill(fillchar, name)
    if w is None or fill is None:
        return fallback(f"str.{name} with a symbolic or wide width or fill character",
                        [s, width, fillchar], lambda v, a, b: getattr(v, name)(a, b))
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


def zfill(s: SymStr, width: object) -> SymStr:
    """``s.zfill(width)``: zeros after a leading sign, before everything else."""
    w = _plain_width(width, "zfill")
    if w is None:
        return fallback("str.zfill with a symbolic or wide width", [s, width],
                        lambda v, a: v.zfill(a))
    n = T.length(s.term)
    signed = T.disj(mk("str.prefixof", string("+"), s.term),
                    mk("str.prefixof", string("-"), s.term))
    term: Term = s.term
    for k in range(w - 1, -1, -1):
        zeros = string("0" * (w - k))
        head, tail = T.substr(s.term, 0, 1), T.substr(s.term, 1, T.sub(n, 1))
        case = T.ite(signed, T.concat(head, zeros, tail), T.concat(zeros, s.term))
        term = T.ite(T.eq(n, T.num(k)), case, term)
    value: Any = None if s.value is None else s.value.zfill(w)
    return s.of(term, value)


__all__ = ["PAD_LIMIT", "pad", "zfill"]
