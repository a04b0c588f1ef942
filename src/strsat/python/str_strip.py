"""``strip``/``lstrip``/``rstrip`` of a symbolic ``chars``: which characters go is decided
by the characters of another string, not a class of the theory.

A character ``x[j]`` is stripped when ``chars`` contains it (``str.contains chars
(str.at x j)``), so for the current input the layer decides how many characters go at
each end: ``L`` at the left, ``R`` at the right, as the formula "the first ``L``
characters are in ``chars`` and the next one is not (or the string ends)", and the
mirror on the right of what is left.  That is one decision of the layer's own
(:data:`~.context.MINOR`) whose other side is other counts: the result
``x[L:len(x)-R]`` is exact on every input of its side, and the search reaches other
counts by flipping it.  Counts above :data:`STRIP_LIMIT`, or a symbolic execution
without concrete values, make ``chars`` concrete, with a note.
"""

from __future__ import annotations

from typing import Any

from ..terms import Term, integer, mk
from . import termops as T
from .context import MINOR, Kind, active, concretize, decide

#: Most characters unrolled at each end; more make ``chars`` concrete.
STRIP_LIMIT = 64
STRIP_COUNTS = "strip with symbolic chars (how many characters go)"
MINOR.add(STRIP_COUNTS)


def evaluated(term: Term, value: str | None) -> str | None:
    """The string's value for the current input, unrecorded (None without one)."""
    if value is not None:
        return value
    tracer = active()
    got = None if tracer is None else tracer.evaluate(term)
    return got if isinstance(got, str) else None


def _in(chars: Term, x: Term, j: Term) -> Term:
    return mk("str.contains", chars, T.at(x, j))


def strip_counts(x: Term, xv: str | None, chars: Term, cv: str | None, left: bool,
                 right: bool) -> tuple[Term, str] | None:
    """The stripped string's term and value for a symbolic ``chars`` after the decision
    of its counts; None when the values are unknown or the counts too large (the caller
    makes ``chars`` concrete)."""
    xv, cv = evaluated(x, xv), evaluated(chars, cv)
    if xv is None or cv is None:
        return None
    method = {(True, True): str.strip, (True, False): str.lstrip,
              (False, True): str.rstrip}[(left, right)]
    kept = method(xv, cv)
    lcount = len(xv) - len(xv.lstrip(cv)) if left else 0
    rcount = len(xv) - lcount - len(kept)
    if lcount > STRIP_LIMIT or rcount > STRIP_LIMIT:
        return None
    n = T.length(x)
    parts = [_in(chars, x, T.num(j)) for j in range(lcount)]
    rest = T.sub(n, integer(lcount))
    if left:  # the next character stays, or there is none
        parts.append(T.disj(T.eq(n, integer(lcount)), T.neg(_in(chars, x, T.num(lcount)))))
    parts += [_in(chars, x, T.sub(n, integer(j + 1))) for j in range(rcount)]
    if right:  # the character before them stays, or nothing is left
        parts.append(T.disj(T.eq(rest, integer(rcount)),
                            T.neg(_in(chars, x, T.sub(n, integer(rcount + 1))))))
    decide(Kind.BRANCH, mk("and", *parts), True, STRIP_COUNTS)
    return T.substr(x, integer(lcount), T.sub(rest, integer(rcount))), kept


def pinned_chars(t: Term, cv: str | None) -> Any:
    return concretize(t, cv, "strip chars (counts beyond the unrolled limit, or no values)")


__all__ = ["STRIP_LIMIT", "evaluated", "pinned_chars", "strip_counts"]
