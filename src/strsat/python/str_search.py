"""``find rfind index rindex count startswith endswith`` with CPython's exact rules.

CPython adjusts ``start``/``end`` once (``ADJUST_INDICES`` in
``Objects/unicodeobject.c``): ``end`` defaults to ``len(s)`` and is clipped to
it, a negative bound counts from the end and is clipped at 0, and ``start`` is
*not* clipped above.  Then ``find``/``count`` answer -1/0 at once when
``end - start < len(sub)``; otherwise they search ``s[start:end]``.
``startswith``/``endswith`` (``tailmatch``) are false when
``end - len(sub) < start``.  The encodings below are these rules over
``str.indexof``, ``str.substr``, ``str.rev`` (the last occurrence is the first
of the reversed strings) and ``str.replace_all`` (the number of non-overlapping
occurrences of a non-empty ``t`` in ``u`` is ``(|u| - |u with t removed|) / |t|``).
"""

from __future__ import annotations

from ..terms import INT, Term, integer, mk
from . import termops as T
from .context import Kind, decide, define
from .str_operands import Text, known, need_str
from .values import SymBool, SymInt, int_of


def _bound(value: object) -> tuple[Term, int | None] | None:
    if value is None:
        return None
    got = int_of(value)
    if got is None:
        raise TypeError("slice indices must be integers or None or have an __index__ method")
    return got


def adjust(s: Text, start: object, end: object
           ) -> tuple[Term, Term, int | None, int | None, bool]:
    """``(start, end)`` after ``ADJUST_INDICES``, their concrete values, and whether
    both bounds were omitted."""
    st, en = _bound(start), _bound(end)
    n = T.length(s.term)
    sv = s.value
    size = None if sv is None else len(sv)
    if en is None:
        end_t, end_v = n, size
    else:
        e, ev = en
        shifted = T.add(e, n)
        end_t = T.ite(T.gt(e, n), n, T.ite(T.lt(e, 0), T.ite(T.lt(shifted, 0), T.num(0),
                                                                 shifted), e))
        end_v = None
        if ev is not None and size is not None:
            end_v = size if ev > size else (max(ev + size, 0) if ev < 0 else ev)
    if st is None:
        start_t, start_v = T.num(0), 0
    else:
        b, bv = st
        shifted = T.add(b, n)
        start_t = T.ite(T.lt(b, 0), T.ite(T.lt(shifted, 0), T.num(0), shifted), b)
        start_v = None
        if bv is not None and size is not None:
            start_v = max(bv + size, 0) if bv < 0 else bv
    return start_t, end_t, start_v, end_v, st is None and en is None


def _py_args(start: object, end: object) -> tuple[object, object] | None:
    """The concrete start/end for CPython's own call, None if one is unknown."""
    out: list[object] = []
    for b in (start, end):
        if b is None:
            out.append(None)
            continue
        got = int_of(b)
        if got is None or got[1] is None:
            return None
        out.append(got[1])
    return out[0], out[1]


def last_occurrence(u: Term, t: Term) -> Term:
    """The last position of ``t`` in ``u``, or -1 (``len(u)`` for an empty ``t``).

    As a term: through the first occurrence in the reversed strings.  With a tracer,
    an auxiliary ``k`` (:func:`~.context.define`) defined without ``str.rev``, which
    the engine solves far better (paper 001, Table 3, ``LastIndexOf``): ``k = -1``
    and ``t`` not in ``u``, or ``t`` at ``k`` and not in ``u[k+1:]``; ``len(u)`` for an
    empty ``t``.  The definition is total and functional."""
    first_rev = T.indexof(T.rev(u), T.rev(t), 0)
    term = T.ite(mk("str.contains", u, t),
                 T.sub(T.sub(T.length(u), T.length(t)), first_rev), integer(-1))

    def definition(k: Term) -> Term:
        n, m = T.length(u), T.length(t)
        after = T.add(k, 1)
        found = T.conj(T.ge(k, 0), T.le(T.add(k, m), n), T.eq(T.substr(u, k, m), t),
                       T.neg(mk("str.contains", T.substr(u, after, T.sub(n, after)), t)))
        missing = T.conj(T.eq(k, integer(-1)), T.neg(mk("str.contains", u, t)))
        nonempty = T.disj(missing, found)
        if t.op == "const":
            return T.eq(k, n) if t.value == "" else nonempty
        return T.ite(T.eq(m, integer(0)), T.eq(k, n), nonempty)

    (k,) = define("rfind", [(INT, term, None)], definition)
    return k


def find_term(s: Text, t: Term, start: object, end: object, last: bool) -> Term:
    st, en, _, _, whole = adjust(s, start, end)
    if whole and not last:
        return T.indexof(s.term, t, 0)
    if whole:
        return last_occurrence(s.term, t)
    if end is None and not last:
        return T.indexof(s.term, t, st)
    u = T.substr(s.term, st, T.sub(en, st))
    k = last_occurrence(u, t) if last else T.indexof(u, t, 0)
    found = T.ite(T.eq(k, integer(-1)), integer(-1), T.add(k, st))
    return T.ite(T.lt(T.sub(en, st), T.length(t)), integer(-1), found)


def find(s: Text, sub: object, start: object, end: object, last: bool) -> SymInt:
    """``s.find``/``s.rfind``."""
    t, tv = need_str(sub, "must be str, not {type}")
    term = find_term(s, t, start, end, last)
    args = _py_args(start, end)
    value = None
    if known(s.value, tv) and args is not None:
        value = (s.value.rfind if last else s.value.find)(tv, *args)
    return SymInt(term, value)


def index(s: Text, sub: object, start: object, end: object, last: bool) -> SymInt:
    """``s.index``/``s.rindex``: ``find``, and ``ValueError`` where it is -1."""
    r = find(s, sub, start, end, last)
    missing = mk("=", r.term, integer(-1))
    if decide(Kind.RAISE, missing, None if r.value is None else r.value == -1,
              "str.rindex" if last else "str.index", ValueError):
        raise ValueError("substring not found")
    return r


def count(s: Text, sub: object, start: object, end: object) -> SymInt:
    """``s.count``: 0 when ``end - start < len(sub)``; ``end - start + 1`` for ""."""
    t, tv = need_str(sub, "must be str, not {type}")
    st, en, _, _, whole = adjust(s, start, end)
    u = s.term if whole else T.substr(s.term, st, T.sub(en, st))
    removed = mk("str.replace_all", u, t, T.concat())
    occurrences = mk("div", T.sub(T.length(u), T.length(removed)), T.length(t))
    span = T.sub(en, st)
    if t.op == "const":
        per_case = T.add(span, 1) if tv == "" else occurrences
    else:
        per_case = T.ite(T.eq(T.length(t), integer(0)), T.add(span, 1), occurrences)
    term = T.ite(T.lt(span, T.length(t)), integer(0), per_case)
    args = _py_args(start, end)
    value = s.value.count(tv, *args) if known(s.value, tv) and args is not None else None
    return SymInt(term, value)


def affix(s: Text, fix: object, start: object, end: object, which: str) -> SymBool:
    """``s.startswith``/``s.endswith`` with a string or a tuple of strings."""
    message = f"{which} first arg must be str or a tuple of str, not {{type}}"
    if isinstance(fix, tuple):
        items = [need_str(p, f"tuple for {which} must only contain str, not {{type}}")
                 for p in fix]
    else:
        items = [need_str(fix, message)]
    st, en, _, _, whole = adjust(s, start, end)
    op = "str.prefixof" if which == "startswith" else "str.suffixof"
    parts = []
    for t, _ in items:
        if whole:
            parts.append(mk(op, t, s.term))
        else:
            u = T.substr(s.term, st, T.sub(en, st))
            parts.append(T.conj(T.ge(T.sub(en, T.length(t)), st), mk(op, t, u)))
    term = T.disj(*parts)
    args = _py_args(start, end)
    value = None
    if s.value is not None and args is not None and all(v is not None for _, v in items):
        pattern = tuple(v for _, v in items) if isinstance(fix, tuple) else items[0][1]
        value = getattr(s.value, which)(pattern, *args)
    return SymBool(term, value)


__all__ = ["adjust", "affix", "count", "find", "find_term", "index", "last_occurrence"]
