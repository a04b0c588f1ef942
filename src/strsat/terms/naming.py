"""Names of fresh variables that stand for a term (issue 40: answers that do not
depend on the process's history).

A variable's name enters its structural hash, hence its place in sets of terms and
the order z3 meets its declarations.  Naming a fresh variable after the term it stands
for by that term's serial made the name depend on how many terms the process had made
before; :func:`named_after` names it by the term's structural hash instead, so the same
term gets the same name in every process.
"""

from __future__ import annotations

import weakref

from .term import Term

_MASK = 0xFFFFFFFFFFFFFFFF

#: the term each name stands for (weakly: a name is free again once its term is gone),
#: to tell two live terms of one structural hash apart
_NAMED: weakref.WeakValueDictionary[str, Term] = weakref.WeakValueDictionary()


def named_after(prefix: str, term: Term) -> str:
    """``prefix!H``, ``H`` the structural hash of ``term`` in hex: a function of the
    term's structure, the same for the same term while it lives.  Two live terms of
    one hash (a 64-bit collision) get names apart by the later one's serial, so two
    different terms never share a name."""
    name = f"{prefix}!{term.hashcode & _MASK:x}"
    owner = _NAMED.setdefault(name, term)
    if owner is not term:
        name = f"{name}!{term.id}"
    return name


__all__ = ["named_after"]
