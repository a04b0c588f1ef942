"""Small term builders for the Python-semantics encodings (constants folded on the way).

The encodings of :mod:`strsat.python` are built from these so that an argument
given as a Python ``int`` yields a term without needless ``ite``s: ``add(n, 0)``
is ``n``, ``lt(3, 5)`` is ``true``.
"""

from __future__ import annotations

from ..terms import EMPTY, FALSE, INT, TRUE, Term, boolean, formulas, integer, mk, string

IntLike = Term | int


def num(v: IntLike) -> Term:
    return integer(v) if isinstance(v, int) else v


def _const(t: Term) -> int | None:
    """The value of an integer constant, None for any other term."""
    v = t.value
    return v if t.op == "const" and t.sort is INT and isinstance(v, int) else None


def _text(t: Term) -> str | None:
    """The value of a string constant, None for any other term."""
    v = t.value
    return v if t.op == "const" and isinstance(v, str) else None


def add(*vs: IntLike) -> Term:
    ts = [num(v) for v in vs]
    known = [k for k in map(_const, ts) if k is not None]
    consts = sum(known)
    rest = [t for t in ts if _const(t) is None]
    if consts:
        rest.append(integer(consts))
    if not rest:
        return integer(0)
    return rest[0] if len(rest) == 1 else mk("+", *rest)


def sub(a: IntLike, b: IntLike) -> Term:
    ta, tb = num(a), num(b)
    ca, cb = _const(ta), _const(tb)
    if ca is not None and cb is not None:
        return integer(ca - cb)
    if cb == 0:
        return ta
    if ta is tb:
        return integer(0)
    return mk("-", ta, tb)


def _cmp(op: str, a: IntLike, b: IntLike) -> Term:
    ta, tb = num(a), num(b)
    ca, cb = _const(ta), _const(tb)
    if ca is not None and cb is not None:
        return boolean({"<": ca < cb, "<=": ca <= cb, ">": ca > cb, ">=": ca >= cb,
                        "=": ca == cb}[op])
    return mk(op, ta, tb)


def lt(a: IntLike, b: IntLike) -> Term:
    return _cmp("<", a, b)


def le(a: IntLike, b: IntLike) -> Term:
    return _cmp("<=", a, b)


def gt(a: IntLike, b: IntLike) -> Term:
    return _cmp(">", a, b)


def ge(a: IntLike, b: IntLike) -> Term:
    return _cmp(">=", a, b)


def eq(a: Term, b: Term) -> Term:
    if a is b:
        return TRUE
    if a.op == "const" and b.op == "const":
        return boolean(a.value == b.value)
    return mk("=", a, b)


def ite(c: Term, a: Term, b: Term) -> Term:
    if c is TRUE or a is b:
        return a
    if c is FALSE:
        return b
    return mk("ite", c, a, b)


def conj(*cs: Term) -> Term:
    """The conjunction of ``cs`` with ``true`` parts dropped and ``false`` absorbing."""
    parts = [c for c in cs if c is not TRUE]
    if any(c is FALSE for c in parts):
        return FALSE
    return formulas.conj(*parts)


def disj(*cs: Term) -> Term:
    """The disjunction of ``cs`` with ``false`` parts dropped and ``true`` absorbing."""
    parts = [c for c in cs if c is not FALSE]
    if any(c is TRUE for c in parts):
        return TRUE
    return formulas.disj(*parts)


def neg(c: Term) -> Term:
    if c is TRUE:
        return FALSE
    if c is FALSE:
        return TRUE
    if c.op == "not":
        return c.args[0]
    return mk("not", c)


def length(s: Term) -> Term:
    text = _text(s)
    return mk("str.len", s) if text is None else integer(len(text))


def substr(s: Term, i: IntLike, n: IntLike) -> Term:
    """``str.substr(s, i, n)``; ``""`` for a constant ``n <= 0`` (``p[:0]``)."""
    count = _const(num(n))
    if count is not None and count <= 0:
        return EMPTY
    return mk("str.substr", s, num(i), num(n))


def at(s: Term, pos: IntLike) -> Term:
    """``str.at(s, pos)``; at position 0 of ``str.replace_all(x, a, b)`` with constant
    ``a`` of one character and constant non-empty ``b`` it is ``ite(x[0] = a, b[0],
    x[0])`` (the first character of the result is ``b``'s first when ``x`` starts with
    ``a``, else ``x``'s first, ``""`` for an empty ``x``), read through chains of such
    replacements (``s.replace('\\', r'\\').replace('-', r'\\-')``): the test of a first
    character then does not hold the whole chain (a character of a slice is the rewriter's
    ``AT_SUBSTR``)."""
    p = num(pos)
    if _const(p) == 0 and s.op == "str.replace_all":
        x, a, b = s.args
        av, bv = _text(a), _text(b)
        if av is not None and bv is not None and len(av) == 1 and len(bv) >= 1:
            first = at(x, p)
            return ite(eq(first, a), string(bv[0]), first)
    return mk("str.at", s, p)


def concat(*parts: Term) -> Term:
    ps = [p for p in parts if not (p.op == "const" and p.value == "")]
    if not ps:
        return EMPTY
    return ps[0] if len(ps) == 1 else mk("str.++", *ps)


def indexof(s: Term, t: Term, i: IntLike = 0) -> Term:
    return mk("str.indexof", s, t, num(i))


def rev(s: Term) -> Term:
    text = _text(s)
    return mk("str.rev", s) if text is None else string(text[::-1])


__all__ = ["add", "concat", "conj", "disj", "eq", "ge", "gt", "indexof", "ite", "le",
           "length", "lt", "neg", "num", "rev", "sub", "substr"]
