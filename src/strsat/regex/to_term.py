"""Regex AST -> SMT-LIB RegLan term (the way back from :mod:`.ast` to the term language).

Used to hand a Python pattern (:mod:`.from_python`) or a character class to the
solver: ``(str.in_re s R)`` with ``R`` built here.  A class becomes a union of
``re.range`` (single characters as ``str.to_re``); an unbounded loop ``r{lo,}``
becomes ``(re.++ ((_ re.^ lo) r) (re.* r))``.  Iterative, memoised per node.
"""

from __future__ import annotations

from functools import lru_cache

from ..terms import Term, mk, string
from . import ast as R
from .charset import CharSet


#: (process-wide, bounded: the last 256 sets; terms are immutable and interned, so a kept
#: one is the term a new call would build) -- the Python layer asks again and again for
#: the same large classes (``repr``'s printable characters: 700 ranges, 19 ms to build)
@lru_cache(maxsize=256)
def charset_to_term(cs: CharSet) -> Term:
    """The RegLan term of the one-character strings of ``cs``."""
    parts = [mk("str.to_re", string(chr(lo))) if lo == hi
             else mk("re.range", string(chr(lo)), string(chr(hi)))
             for lo, hi in cs.ranges()]
    if not parts:
        return mk("re.none")
    return parts[0] if len(parts) == 1 else mk("re.union", *parts)


def regex_to_term(root: R.Regex) -> Term:
    """The RegLan term denoting the language of ``root``."""
    out: dict[int, Term] = {}
    for n in R.postorder(root):
        k = n.kind
        a = [out[c.id] for c in n.args]
        if k == R.NONE:
            t = mk("re.none")
        elif k == R.EPS:
            t = mk("str.to_re", string(""))
        elif k == R.CHARS:
            assert n.chars is not None
            t = mk("re.allchar") if n.chars.is_full() else charset_to_term(n.chars)
        elif k == R.CONCAT:
            t = mk("re.++", *a)
        elif k == R.UNION:
            t = mk("re.union", *a)
        elif k == R.INTER:
            t = mk("re.inter", *a)
        elif k == R.COMP:
            t = mk("re.comp", *a)
        elif k == R.STAR:
            t = mk("re.*", *a)
        elif n.hi is None:
            t = mk("re.++", mk("re.^", *a, indices=(n.lo,)), mk("re.*", *a))
        else:
            t = mk("re.loop", *a, indices=(n.lo, n.hi))
        out[n.id] = t
    return out[root.id]


__all__ = ["charset_to_term", "regex_to_term"]
