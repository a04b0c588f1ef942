"""Stable "which of n" decisions: a value among a finite known set, or a count.

A decision whose condition holds the run's own value (``key == "bold"`` for this run's
key, ``len(b) == 10`` for this run's length) changes its condition with the run: its
flip asks for another value, and the run of that value decides another condition at
the same place, so it leaves the path its flip was solved for (issue 38, "runs off
their path").  The decisions here name only constants that the previous decisions
chose, so a run whose value differs from its flip's target makes the same decisions up
to the flip, and takes the flipped side:

* :func:`decide_member`: the value is one of a sorted list of members, or none, and
  which one: halving the list, each half a decision of its own depth (each member the
  model may choose is one flip away);
* :func:`decide_count`: a count (a length) is exactly the run's, found by doubling
  ``count < 1``, ``count < 2``, ``count < 4`` ... then halving the interval it fell in,
  every decision at one site (the same ``what``): its decisions read the count anew
  each time, so the explorer counts them as iterations of one loop and its loop bound
  cuts the chain (an exhaustive search tries the few smallest counts, not each count up
  to the longest input); a run takes about ``2 * log2(n)`` of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..terms import Term, integer
from . import termops as T
from .context import Kind, active, decide
from .tables import one_of


def decide_member(key: Term | Callable[[Sequence[str]], Term], members: Sequence[str],
                  value: object, what: str) -> bool:
    """Whether ``key`` (whose value in this run is ``value``) is one of ``members``
    (sorted, distinct, not empty), and if so which: the decision ``key`` in
    ``members``, then one per halving (``what (which, 1)``, ``what (which, 2)`` ...)
    down to the member it is.  ``key`` may be a function giving the formula "one of
    these members" (a case map's image, :mod:`.case_image`)."""
    listed = value in members
    among = (lambda keys: one_of(key, keys)) if isinstance(key, Term) else key
    if not members or not decide(Kind.BRANCH, among(members), listed, what):
        return False
    lo, hi, depth = 0, len(members), 0
    while hi - lo > 1:
        mid = (lo + hi) // 2
        depth += 1
        if decide(Kind.BRANCH, among(members[lo:mid]), value in members[lo:mid],
                  f"{what} (which, {depth})"):
            hi = mid
        else:
            lo = mid
    return True


def decide_count(count: Term, n: int, what: str, unit: int = 1) -> None:
    """Decide that ``count`` (not negative; ``n`` in this run) is ``n``: ``count < 1``,
    ``count < 2``, ``count < 4`` ... up to the first that holds, then halving the
    interval ``[hi / 2, hi)`` it fell in, every decision named ``what``.  With a
    ``unit``, the bounds are multiples of it (``count < 2``, ``count < 4``, ``count <
    8`` ... for 2): the decisions leave ``count`` within ``unit`` of ``n``, for a count
    the path holds a multiple of ``unit`` already (``bytes.fromhex``'s digits, in pairs
    by its language: a bound between two pairs asked the solver for an odd count of
    digits, which it could not refute); the count the path then implies, ``unit * lo``,
    is added as an assumption where the tracer takes one (the explorer's: a flip's check
    with the exact length is much cheaper than with the interval)."""
    lo = _bisect(lambda k: T.lt(count, integer(unit * k)), lambda k: n < unit * k, 0, what)
    tracer = active()
    if unit > 1 and tracer is not None and hasattr(tracer, "assume"):
        tracer.assume(T.eq(count, integer(unit * lo)))


def decide_digits(magnitude: Term, value: int, base: int, what: str) -> int:
    """The number of digits of ``magnitude`` (not negative; ``value`` in this run) in
    ``base``, decided as a count (:func:`decide_count`) whose bounds read "fewer than
    ``k`` digits" as ``magnitude < base^(k-1)``: ``magnitude < base``, ``< base^3``,
    ``< base^7`` ... then halving, at one site."""
    digits = max(1, len(_in_base(value, base)))
    return _bisect(lambda k: T.lt(magnitude, integer(base ** (k - 1))),
                   lambda k: digits < k, 1, what)


def _bisect(below: Callable[[int], Term], holds: Callable[[int], bool], least: int,
            what: str) -> int:
    """The count ``c >= least`` with ``below(k)`` standing for ``c < k`` (``holds(k)``
    its value in this run): bounds doubling from ``least + 1``, then halving the
    interval the count fell in; every decision named ``what``."""
    lo, hi = least, max(1, 2 * least)
    while not decide(Kind.BRANCH, below(hi), holds(hi), what):
        lo, hi = hi, 2 * hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if decide(Kind.BRANCH, below(mid), holds(mid), what):
            hi = mid
        else:
            lo = mid
    return lo


def _in_base(value: int, base: int) -> str:
    return format(abs(value), {2: "b", 8: "o", 10: "d", 16: "x"}[base])


__all__ = ["decide_count", "decide_digits", "decide_member"]
