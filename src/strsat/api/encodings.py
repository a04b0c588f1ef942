"""Term encodings of z3py functions that SMT-LIB lacks, shared by the expression
functions (:mod:`.functions`) and the z3py reader and writer (:mod:`.z3interop`)."""

from __future__ import annotations

from ..terms import Term, integer, mk


def last_indexof(s: Term, t: Term) -> Term:
    """z3's ``seq.last_indexof``: the last occurrence of ``t`` in ``s``, or -1 (``len(s)``
    for ""), written with ``str.rev``: the last match of ``t`` in ``s`` is the first match
    of ``rev(t)`` in ``rev(s)``, counted from the other end."""
    first_rev = mk("str.indexof", mk("str.rev", s), mk("str.rev", t), integer(0))
    found = mk("-", mk("str.len", s), mk("str.len", t), first_rev)
    return mk("ite", mk("str.contains", s, t), found, integer(-1))


__all__ = ["last_indexof"]
