"""What a position term is known to lie between, read off its structure, so that a
slice bound needs no clamp that can never apply.

``PySlice_AdjustIndices`` clamps a bound ``b`` of ``s[b:]`` to ``[0, len(s)]``; with a
symbolic ``b`` the layer writes that as nested ``ite``\\ s on ``b < 0`` and
``b > len(s)``.  When ``b`` is a position the layer computed (``s.rfind(sep) + 1``,
``len(s) - 1``, a ``find`` in ``s``) the clamps are dead: ``rfind`` is ``-1`` or an index
of the string, so ``rfind + 1`` is in ``[0, len(s)]`` and ``s[:rfind]`` never reads
past the end.  The dead ``ite``\\ s are not harmless: every later check carries them
into the integer core (``posixpath.splitext``'s two ``rfind``\\ s and four slices made
``mimetypes.guess_type``'s checks time out there).

Facts come from two places: the term's operators (``str.len`` and ``str.indexof``
bounds, sums with constants) and the auxiliary variables the layer defined with a known
range (:func:`note_position`: ``rfind``'s ``k`` lies in ``[-1, len(u) - 1]`` for a
non-empty needle), kept by the active tracer for its definitions only."""

from __future__ import annotations

from ..terms import Term
from .context import active

#: ``tracer.derived`` key of the auxiliary positions' ranges
_KEY = "positions"


def note_position(k: Term, low: int, within: Term, offset: int) -> None:
    """Record that the auxiliary ``k`` (defined under the active tracer) lies in
    ``[low, len(within) + offset]``."""
    tracer = active()
    if tracer is not None:
        tracer.derived.setdefault(_KEY, {})[k] = (low, within, offset)


def _noted(t: Term) -> tuple[int, Term, int] | None:
    tracer = active()
    if tracer is None:
        return None
    return tracer.derived.get(_KEY, {}).get(t)


def _int(t: Term) -> int | None:
    v = t.value
    return v if t.op == "const" and isinstance(v, int) and not isinstance(v, bool) else None


def lower(t: Term) -> int | None:
    """A constant ``c`` with ``t >= c`` whatever the inputs, or None."""
    c = _int(t)
    if c is not None:
        return c
    if t.op == "str.len":
        return 0
    if t.op in ("str.indexof", "str.to_int", "str.to_code"):
        return -1
    if t.op == "+":
        parts = [lower(a) for a in t.args]
        return None if any(p is None for p in parts) else sum(parts)  # type: ignore[arg-type]
    if t.op == "ite":
        a, b = lower(t.args[1]), lower(t.args[2])
        return None if a is None or b is None else min(a, b)
    noted = _noted(t)
    return None if noted is None else noted[0]


def above_length(t: Term, s: Term) -> int | None:
    """A constant ``c`` with ``t <= len(s) + c`` whatever the inputs, or None."""
    c = _int(t)
    if c is not None:
        return c  # len(s) >= 0
    if t.op == "str.len" and t.args[0] is s:
        return 0
    if t.op == "str.indexof" and t.args[0] is s:
        return 0  # -1, or a position where the needle fits: at most len(s)
    if t.op == "+":
        consts = [_int(a) for a in t.args]
        rest = [a for a, c in zip(t.args, consts, strict=True) if c is None]
        if len(rest) != 1:
            return None
        inner = above_length(rest[0], s)
        return None if inner is None else inner + sum(c for c in consts if c is not None)
    if t.op == "ite":
        a, b = above_length(t.args[1], s), above_length(t.args[2], s)
        return None if a is None or b is None else max(a, b)
    noted = _noted(t)
    if noted is not None and noted[1] is s:
        return noted[2]
    return None
