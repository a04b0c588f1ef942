"""Domains of the string variables (a copying store, as in
G-Strings: the search copies the domain map at every node).

A :class:`Store` maps each variable to its dashed string and to a length interval
(the link to the integer side: paper 003's length constraint, ``Σ lo ≤ |x| ≤ Σ hi``
and back onto the blocks).  Propagators (:mod:`.constraints`) narrow domains through
:meth:`Store.narrow`; :func:`.propagation.propagate` runs them to a fixpoint.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from ...deadline import Deadline
from .blocks import INF, Block, Dashed, known, max_length, min_length, normalise
from .caches import active

Var = Hashable

#: Runs per constraint (on average) before a propagation stops short of its fixpoint.
MAX_ROUNDS = 50
#: Blocks one propagation may sweep before it stops short of its fixpoint (a constant of
#: 100,000 alternating characters is 100,000 blocks: each sweep over it counts).
WORK_LIMIT = 400_000


class Fail(Exception):
    """The domains admit no solution (raised by a propagator)."""


class Store:
    """Dashed-string domains and length intervals of the variables."""

    __slots__ = ("dom", "lens", "dirty", "deadline", "work")

    def __init__(self, dom: dict[Var, Dashed], lens: dict[Var, tuple[int, int]],
                 deadline: Deadline | None = None) -> None:
        self.dom = dom
        self.lens = lens
        self.dirty: set[Var] = set()
        #: checked by the sweeps of the propagators
        self.deadline = deadline
        #: blocks swept since the last propagation started (bounded by WORK_LIMIT)
        self.work = 0

    def copy(self) -> Store:
        return Store(dict(self.dom), dict(self.lens), self.deadline)

    def narrow(self, x: Var, blocks: Iterable[Block] | None) -> None:
        """Replace ``x``'s domain by ``blocks`` (a refinement of it); raise :class:`Fail`
        when it is empty.  The length interval and the blocks then narrow each other."""
        if blocks is None:
            raise Fail(x)
        d = normalise(blocks)
        if d is None:
            raise Fail(x)
        lo, hi = self.lens[x]
        d = fit(d, lo, hi)
        if d is None:
            raise Fail(x)
        d = intern(d)
        nlo, nhi = max(lo, min_length(d)), min(hi, max_length(d))
        if nlo > nhi:
            raise Fail(x)
        if (nlo, nhi) != (lo, hi):
            self.lens[x] = (nlo, nhi)
        old = self.dom[x]
        if d is not old and d != old:
            self.dom[x] = d
            self.dirty.add(x)
        elif (nlo, nhi) != (lo, hi):
            self.dirty.add(x)

    def bound_length(self, x: Var, lo: int, hi: int) -> None:
        """Intersect ``x``'s length interval with ``[lo, hi]``."""
        olo, ohi = self.lens[x]
        nlo, nhi = max(lo, olo), min(hi, ohi)
        if nlo > nhi:
            raise Fail(x)
        if (nlo, nhi) != (olo, ohi):
            self.lens[x] = (nlo, nhi)
            self.narrow(x, self.dom[x])
            self.dirty.add(x)

    def known(self, x: Var) -> bool:
        return _known(self, x)


#: Dashed strings shorter than this are not interned.
INTERN_FROM = 256


def intern(d: Dashed) -> Dashed:
    """The one shared object equal to ``d`` when ``d`` is long and known (within a
    step's call, :mod:`.caches`: the sweeps' prefix tables, cached by identity, then
    serve every domain equal to it)."""
    if len(d) < INTERN_FROM or not known(d):
        return d
    interned = active().interned
    hit: Dashed | None = interned.get(d)
    return hit if hit is not None else interned.put(d, d)


def fit(d: Dashed | None, lo: int, hi: int) -> Dashed | None:
    """The length link (paper 003): each block's bounds within what the total allows:
    ``hi_i ≤ hi − Σ_{j≠i} lo_j`` and ``lo_i ≥ lo − Σ_{j≠i} hi_j``."""
    if d is None:
        return None
    total_lo = min_length(d)
    total_hi = max_length(d)
    if total_lo > hi or total_hi < lo:
        return None
    if total_lo + 0 >= lo and total_hi <= hi:
        return d
    out: list[Block] = []
    changed = False
    # the others' greatest total is finite when no *other* block is unbounded (a lone
    # unbounded block gets its lower bound from ``lo``: ``Σ^{0,∞}`` within ``[1, ∞]``
    # is ``Σ^{1,∞}``; read as unbounded, an equation widened a membership's ``Σ^{1,∞}``
    # back to ``Σ^{0,∞}`` and the two took turns until the propagation's limit)
    unbounded = sum(1 for b in d if b.hi >= INF)
    bounded_hi = sum(b.hi for b in d if b.hi < INF)
    for b in d:
        others_lo = total_lo - b.lo
        if b.hi >= INF:
            others_hi = INF if unbounded > 1 else bounded_hi
        else:
            others_hi = INF if unbounded else bounded_hi - b.hi
        bhi = b.hi if hi >= INF else min(b.hi, hi - others_lo)
        blo = b.lo if others_hi >= INF else max(b.lo, lo - others_hi)
        if blo > bhi:
            return None
        if (blo, bhi) != (b.lo, b.hi):
            changed = True
            b = Block(b.base, blo, bhi)
        out.append(b)
    if not changed:
        return d
    return normalise(out)


def _known(store: Store, x: Var) -> bool:
    d = store.dom[x]
    if len(d) > 8:  # memoised by identity: long domains are interned
        memo = active().store_known
        got = memo.get(d)
        return got if got is not None else memo.put(d, known(d))
    return known(d)
