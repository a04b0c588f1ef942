"""``ljust``/``rjust``/``center`` of a symbolic string to a wide or symbolic width, or
with a symbolic fill character (jinja2's ``do_center``: ``value.center(80)``).

The result is ``l·s·r`` with ``l`` and ``r`` runs of the fill character, auxiliary
variables defined by their lengths: with ``pad = max(0, width - len(s))``, ``ljust``
puts it all in ``r``, ``rjust`` in ``l``, and ``center`` ``pad // 2 + (pad & width &
1)`` in ``l`` (CPython's ``unicode_center``: the odd one goes left when the width is
odd too) and the rest in ``r``.  A run of a plain fill character ``f`` is ``l ∈ f*``; of
a symbolic one ``l·f = f·l`` (two words commute exactly when they are powers of one
word, and ``f`` is one character).  Linear arithmetic and word equations, exact, no
case per length.  The padding is at most :data:`WIDE_LIMIT` (a ``DOMAIN`` for a
symbolic width; a wider plain one runs concretely), so that the terms the variables
stand for -- a prefix of a constant run -- exist.  CPython's errors: ``TypeError`` for
a fill character not of length one, ``OverflowError`` for a width outside
``Py_ssize_t`` (``RAISE`` decisions).
"""

from __future__ import annotations

from ..terms import STRING, Term, integer, mk, string
from . import termops as T
from .context import Kind, decide, define
from .str_operands import SSIZE_LIMIT, TextT, is_symbolic_str
from .values import int_of

#: Widest padding modelled so
WIDE_LIMIT = 4096


def padded(s: TextT, name: str, width: object, fillchar: object) -> TextT | None:
    """``s.<name>(width, fillchar)`` (``name`` in ``ljust``, ``rjust``, ``center``) as
    above; None where it does not apply (a non-int width, a plain one above
    :data:`WIDE_LIMIT`, a padding above it): the caller runs it concretely."""
    got = int_of(width)
    if got is None:
        return None
    w, wv = got
    if w.op == "const":
        if wv is None or wv > WIDE_LIMIT:
            return None
    elif decide(Kind.RAISE, T.disj(T.lt(w, -SSIZE_LIMIT), T.le(integer(SSIZE_LIMIT), w)),
                None if wv is None else not -SSIZE_LIMIT <= wv < SSIZE_LIMIT,
                f"str.{name} (width)", OverflowError):
        raise OverflowError("Python int too large to convert to C ssize_t")
    if is_symbolic_str(fillchar):
        f, fv = fillchar.term, fillchar.value
        if decide(Kind.RAISE, mk("not", T.eq(T.length(f), integer(1))),
                  None if fv is None else len(fv) != 1, f"str.{name} (fill character)",
                  TypeError):
            raise TypeError("The fill character must be exactly one character long")
    elif isinstance(fillchar, str) and len(fillchar) == 1:
        f, fv = string(fillchar), fillchar
    else:
        return None
    n = T.length(s.term)
    d = T.sub(w, n)
    pad = T.ite(T.lt(integer(0), d), d, integer(0))
    if w.op != "const" and not decide(
            Kind.DOMAIN, T.le(pad, WIDE_LIMIT), None if wv is None or s.value is None else
            wv - len(s.value) <= WIDE_LIMIT, f"str.{name}"):
        return None
    left = _left(name, pad, w)
    right = T.sub(pad, left)
    value = lv = rv = None
    if wv is not None and fv is not None and s.value is not None:
        value = getattr(s.value, name)(wv, fv)
        count = _left_count(name, max(0, wv - len(s.value)), wv)
        lv, rv = fv * count, fv * (max(0, wv - len(s.value)) - count)
    run = mk("str.replace_all", string(" " * WIDE_LIMIT), string(" "), f)
    parts = [(STRING, T.substr(run, 0, left), lv), (STRING, T.substr(run, 0, right), rv)]
    one = T.eq(T.length(f), integer(1))

    def definition(lk: Term, rk: Term) -> Term:
        runs = [_run(k, f) for k in (lk, rk)]
        sized = [T.eq(T.length(lk), left), T.eq(T.length(rk), right)]
        return T.ite(one, mk("and", *sized, *runs),
                     mk("and", T.eq(lk, string("")), T.eq(rk, string(""))))
    lk, rk = define(f"str.{name}", parts, definition)
    return s.of(T.concat(lk, s.term, rk), value)


def _run(k: Term, f: Term) -> Term:
    """``k`` is a run of the one character ``f``."""
    if f.op == "const":
        return mk("str.in_re", k, mk("re.*", mk("str.to_re", f)))
    return T.eq(T.concat(k, f), T.concat(f, k))


def _left(name: str, pad: Term, w: Term) -> Term:
    if name == "ljust":
        return integer(0)
    if name == "rjust":
        return pad
    odd = mk("and", T.eq(mk("mod", pad, integer(2)), integer(1)),
             T.eq(mk("mod", w, integer(2)), integer(1)))
    return T.add(mk("div", pad, integer(2)), T.ite(odd, integer(1), integer(0)))


def _left_count(name: str, pad: int, width: int) -> int:
    if name == "ljust":
        return 0
    if name == "rjust":
        return pad
    return pad // 2 + (pad & width & 1)


__all__ = ["WIDE_LIMIT", "padded"]
