"""SWEEP: equating two dashed strings in time linear in their blocks (paper 003, Sect.
"Sweep-based Propagation", Figs. 2, 4, 6 and "Filtering from matches").

To equate ``X`` and ``Y`` the sweep finds, for every block ``X[i]``, bounds on where its
characters can lie inside ``Y``:

* ``est`` / ``eet`` — earliest start / earliest end, by PUSH⁺ (Fig. 2) run forward from
  the earliest end of the previous block, after STRETCH⁻ (Fig. 4, mirrored) has bounded
  every start from the right ("the suffix must reach the end of ``Y``", Fig. 6);
* ``lst`` / ``let`` — latest start / latest end, by the same procedure on the reversed
  strings.

A position in ``Y`` is ``(j, o)``: ``o`` characters of block ``Y[j]`` lie before it
(forward) or after it (backward, for the mirrored sweep).  The start of ``X[i]`` is the
block and offset of its first character, its end the block of its last character and
the offset after it; both are bounded only for solutions where ``X[i]`` is not empty.

Filtering: ``X[i]`` lies inside the *feasible region* ``[est, let]`` — its base is cut to
the bases there that meet it, its upper bound to their capacity — and contains the
*mandatory region* ``[lst, eet]`` — its lower bound rises to the least content there
(an incompatible block with forced content there refutes the equation).

Every refinement is valid for every solution *and every way of cutting it into the
blocks* (the bounds hold for all matchings), so two refinements of one dashed string may
be intersected block by block (:func:`meet_blockwise`).  The property tests check this
against brute force on small alphabets and lengths.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate

from ...deadline import Deadline
from ...regex.charset import IntervalSet
from .blocks import EMPTY_SET, INF, Block, Dashed, add, meets, normalise
from .caches import active

Pos = tuple[int, int]


#: Regions longer than this many blocks are summed with prefix tables (paper 003 keeps a
#: cache of feasible regions for the same reason: many nullable blocks, Fig. 8).
SCAN = 32
#: Deadline checks every this many blocks.
CHECK_EVERY = 4096
#: Blocks (of both sides) a sweep reads per work unit (:data:`strsat.deadline.UNIT`):
#: :func:`refine` and the exact narrowing by positions cost 3.2-3.5 µs a block on the
#: ``str_2`` quad-length files, so 16 blocks are about 55 µs, the cost of a unit in the
#: other procedures (issue 40: a unit buys about the same CPU time in every phase; one
#: unit per 4,096 blocks made a unit cost 600 µs there).
BLOCKS_PER_UNIT = 16


class _Arrays:
    """``Y`` as parallel lists (bases, lower and upper bounds), forward or reversed,
    with prefix tables per base of the other side (built on demand)."""

    __slots__ = ("base", "lo", "hi", "m", "_tables", "_lo_sum", "_codes")

    def __init__(self, blocks: Sequence[Block]) -> None:
        self.base = [b.base for b in blocks]
        self.lo = [b.lo for b in blocks]
        self.hi = [b.hi for b in blocks]
        self.m = len(blocks)
        self._tables: dict[IntervalSet | tuple[bool, ...], _Table] = {}
        self._lo_sum: list[int] | None = None
        self._codes: tuple[list[int], list[IntervalSet]] | None = None

    def codes(self) -> tuple[list[int], list[IntervalSet]]:
        """Each block's base as an index into the list of distinct bases."""
        if self._codes is None:
            index: dict[IntervalSet, int] = {}
            codes = [index.setdefault(t, len(index)) for t in self.base]
            self._codes = (codes, list(index))
        return self._codes

    def lo_sum(self) -> list[int]:
        """``lo_sum[j]`` = Σ lo of the blocks before ``j``."""
        if self._lo_sum is None:
            self._lo_sum = list(accumulate(self.lo, initial=0))
        return self._lo_sum

    def table(self, s: IntervalSet, deadline: Deadline | None = None) -> _Table:
        """The prefix table for base ``s``.  Building one reads all ``m`` blocks: it
        charges ``m // BLOCKS_PER_UNIT`` units to ``deadline`` first (issue 39: uncharged,
        thousands of tables on one long constant left the wall-clock backstop, not the
        work, to end a search), a table found in the cache nothing."""
        t = self._tables.get(s)
        if t is None:
            codes, kinds = self.codes()
            meet = tuple(meets(s, k) for k in kinds)
            t = self._tables.get(meet)  # the sums depend only on which bases s meets
            if t is None:
                units = self.m // BLOCKS_PER_UNIT
                if units and deadline is not None:
                    deadline.check("dashed-string sweep", units)
                t = self._tables[meet] = _Table(self, meet)
            union = EMPTY_SET
            for k, ok in zip(kinds, meet, strict=True):
                if ok:
                    union = union | (k & s)
            t = self._tables[s] = _Table.with_union(t, union)
        return t


#: Dashed strings shorter than this are not cached.
CACHE_FROM = 256


def _arrays(y: Sequence[Block]) -> tuple[_Arrays, _Arrays]:
    """Forward and reversed arrays of ``y`` (cached for long tuples: their prefix tables
    then serve every later sweep against the same constant; by identity, within a
    step's call: :mod:`.caches`)."""
    if not isinstance(y, tuple) or len(y) < CACHE_FROM:
        return _Arrays(y), _Arrays(y[::-1])
    memo = active().sweep_arrays
    hit: tuple[_Arrays, _Arrays] | None = memo.get(y)
    if hit is None:
        hit = memo.put(y, (_Arrays(y), _Arrays(y[::-1])))
    return hit


def _all_known(x: Sequence[Block]) -> bool:
    """Every block of ``x`` is known (remembered for long tuples, as :func:`_arrays`)."""
    if not isinstance(x, tuple) or len(x) < CACHE_FROM:
        return all(b.known for b in x)
    memo = active().sweep_known
    hit = memo.get(x)
    return hit if hit is not None else memo.put(x, all(b.known for b in x))


class _Table:
    """Prefix sums over the blocks of ``y`` for one base ``s``: capacity of the blocks
    that meet ``s`` (unbounded ones counted apart), forced blocks that do not, and the
    union of the bases that meet it (cut to ``s``)."""

    __slots__ = ("cap", "unbounded", "blocked", "union")

    def __init__(self, y: _Arrays, meet: tuple[bool, ...]) -> None:
        codes, _ = y.codes()
        flags = [meet[c] for c in codes]
        self.cap = list(accumulate(
            (h if f and h < INF else 0 for h, f in zip(y.hi, flags, strict=True)), initial=0))
        self.unbounded = list(accumulate(
            (1 if f and h >= INF else 0 for h, f in zip(y.hi, flags, strict=True)), initial=0))
        self.blocked = list(accumulate(
            (1 if lo > 0 and not f else 0 for lo, f in zip(y.lo, flags, strict=True)),
            initial=0))
        self.union = EMPTY_SET

    @classmethod
    def with_union(cls, sums: _Table, union: IntervalSet) -> _Table:
        t = object.__new__(cls)
        t.cap, t.unbounded, t.blocked, t.union = sums.cap, sums.unbounded, sums.blocked, union
        return t


def push(base: IntervalSet, need: int, y: _Arrays, i: int, o: int) -> tuple[Pos, Pos] | None:
    """PUSH⁺ (Fig. 2): the earliest start (not before ``(i, o)``) from which ``need``
    characters of ``base`` can be consumed, and the end of that match; None when no
    such start exists.  An incompatible block is crossed only where it may end (it is
    nullable from its offset); otherwise the match restarts after it."""
    si, so = i, o
    k = need
    ybase, ylo, yhi, m = y.base, y.lo, y.hi, y.m
    while k > 0 and i < m:
        if not meets(base, ybase[i]):
            if ylo[i] > o:
                si, so = i + 1, 0
                k = need
            i, o = i + 1, 0
            continue
        room = yhi[i] - o
        if k <= room:
            return (si, so), (i, o + k)
        k -= room
        i, o = i + 1, 0
    if k > 0:
        return None
    return (si, so), (i, o)


def stretch(base: IntervalSet, budget: int, y: _Arrays, i: int, o: int,
            deadline: Deadline | None = None) -> Pos:
    """STRETCH⁺ (Fig. 4): the latest end of a block with at most ``budget`` characters of
    ``base`` that starts no later than ``(i, o)``: it takes only the mandatory content of
    the blocks it crosses and stops at an incompatible block with mandatory content.
    Past the first block, long stretches jump with the prefix tables (the next forced
    incompatible block by bisection on their counts, the block where the budget runs out
    by bisection on the sums of lower bounds)."""
    k = budget
    ybase, ylo, m = y.base, y.lo, y.m
    while i < m:
        if o == 0 and m - i > SCAN:
            t = y.table(base, deadline)
            sums = y.lo_sum()
            stop = bisect_right(t.blocked, t.blocked[i]) - 1
            run = m if k >= INF else bisect_right(sums, sums[i] + k) - 1
            if run < stop:
                return (run, k - (sums[run] - sums[i]))
            return (min(stop, m), 0)
        need = ylo[i] - o
        if need <= 0:
            i, o = i + 1, 0
        elif not meets(base, ybase[i]):
            return (i, o)
        elif k < need:
            return (i, o + k)
        else:
            k -= need
            i, o = i + 1, 0
    return (i, o)


def _earliest(x: Sequence[Block], y: _Arrays, ry: _Arrays, deadline: Deadline | None = None
              ) -> tuple[list[Pos], list[Pos]] | None:
    """PROP-EST (Fig. 6): earliest starts and ends of the blocks of ``x`` in ``y``
    (forward positions), or None when ``x`` and ``y`` cannot be equated."""
    n, m = len(x), y.m
    # bounds from the right: the suffix x[i:] must be able to reach the end of y
    bound: list[Pos] = [(0, 0)] * n
    p: Pos = (0, 0)  # a position of the reversed y
    for t in range(n - 1, -1, -1):
        if deadline is not None and t % CHECK_EVERY == 0:
            deadline.check("dashed-string sweep")
        b = x[t]
        p = stretch(b.base, b.hi, ry, p[0], p[1], deadline)
        ri, ro = p
        if ri >= m:
            bound[t] = (0, 0)
        else:
            j = m - 1 - ri
            bound[t] = (j, max(0, y.lo[j] - ro))
    if n and p[0] < m:
        return None  # the whole of x cannot cover the mandatory start of y
    est: list[Pos] = []
    eet: list[Pos] = []
    end: Pos = (0, 0)
    for t in range(n):
        if deadline is not None and t % CHECK_EVERY == 0:
            deadline.check("dashed-string sweep")
        b = x[t]
        start = end if end >= bound[t] else bound[t]
        found = push(b.base, b.lo, y, start[0], start[1])
        if found is None:
            return None
        s, e = found
        est.append(s)
        eet.append(e)
        end = e
    return est, eet


def _region_cap(b: Block, y: _Arrays, js: int, os: int, je: int, ee: int,
                deadline: Deadline | None = None) -> tuple[int, IntervalSet]:
    """Capacity and union of bases (cut to ``b.base``) of the ``y`` content from forward
    position ``(js, os)`` to backward position ``(je, ee)``."""
    if js > je:
        return 0, EMPTY_SET
    base = b.base
    if je - js > SCAN:  # the two ends exactly, the middle from the prefix tables
        table = y.table(base, deadline)
        cap, head = _region_cap(b, y, js, os, js, 0)
        tail_cap, tail = _region_cap(b, y, je, 0, je, ee)
        mid = INF if table.unbounded[je] > table.unbounded[js + 1] \
            else table.cap[je] - table.cap[js + 1]
        return add(add(cap, tail_cap), mid), head | tail | table.union
    cap = 0
    union = EMPTY_SET
    full = False
    ybase, yhi = y.base, y.hi
    for j in range(js, je + 1):
        t = ybase[j]
        if not meets(base, t):
            continue
        room = yhi[j]
        if room >= INF:
            room = INF
        else:
            if j == js:
                room -= os
            if j == je:
                room -= ee
        if room <= 0:
            continue
        cap = add(cap, room)
        if not full:
            union = union | (t & base)
            full = union == base
    return cap, union


def _mandatory(b: Block, y: _Arrays, j1: int, e1: int, j2: int, o2: int,
               deadline: Deadline | None = None) -> int | None:
    """The least content of ``y`` between the latest start (backward position
    ``(j1, e1)``, ``j1 = -1``: the start of ``y``) and the earliest end (forward
    ``(j2, o2)``, ``j2 = m``: the end); None when that content is forced and cannot be
    part of ``b``."""
    ylo, yhi, ybase, m = y.lo, y.hi, y.base, y.m
    if j1 > j2:
        return 0
    if j1 == j2:
        h = yhi[j1]
        need = 0 if h >= INF else max(0, o2 + e1 - h)
        if need and not meets(b.base, ybase[j1]):
            return None
        return need
    first, last = max(j1, 0), min(j2, m - 1)

    def part(j: int) -> int:
        if j == j1:
            return min(e1, ylo[j])
        if j == j2:
            return min(o2, ylo[j])
        return ylo[j]

    if last - first > SCAN:  # the two ends exactly, the middle from the prefix tables
        t = y.table(b.base, deadline)
        if t.blocked[last] > t.blocked[first + 1]:
            return None
        total = y.lo_sum()[last] - y.lo_sum()[first + 1]
        ends: tuple[int, ...] = (first, last)
    else:
        total = 0
        ends = tuple(range(first, last + 1))
    for j in ends:
        p = part(j)
        if p > 0:
            if not meets(b.base, ybase[j]):
                return None
            total += p
    return total


def refine(x: Sequence[Block], y: Sequence[Block], deadline: Deadline | None = None
           ) -> list[Block] | None:
    """``x`` refined by ``y``, block for block (same length; a block that must be empty
    becomes ``∅^{0,0}``), or None when ``γ(x) ∩ γ(y) = ∅`` is proved.

    Charges the blocks it reads (:data:`BLOCKS_PER_UNIT`; none more for a short pair):
    both passes of PROP-EST and the refinement read every block of ``x`` and about
    every block of ``y``."""
    units = (len(x) + len(y)) // BLOCKS_PER_UNIT
    if units and deadline is not None:
        deadline.check("dashed-string sweep", units)
    fy, ry = _arrays(y)
    rx = x[::-1]
    fwd = _earliest(x, fy, ry, deadline)
    if fwd is None:
        return None
    bwd = _earliest(rx, ry, fy, deadline)
    if bwd is None:
        return None
    est, eet = fwd
    rest, _reet = bwd  # in reversed coordinates: latest ends / latest starts of x
    n, m = len(x), fy.m
    out: list[Block] = []
    for i, b in enumerate(x):
        if deadline is not None and i % CHECK_EVERY == CHECK_EVERY - 1:
            deadline.check("dashed-string sweep")
        if b.known:  # one string: nothing to narrow (the matching above checked it fits)
            out.append(b)
            continue
        r = n - 1 - i
        js, os = est[i]
        if js < m and os >= fy.hi[js]:
            js, os = js + 1, 0
        ri, ee = rest[r]          # latest end: ee characters of y[m-1-ri] after it
        je = m - 1 - ri
        if je >= 0 and ee >= fy.hi[je]:
            je, ee = je - 1, 0
        if js >= m or je < 0:
            cap, base = 0, EMPTY_SET
        else:
            cap, base = _region_cap(b, fy, js, os, je, ee, deadline)
        lo, hi = b.lo, min(b.hi, cap)
        # mandatory: everything between the end of the blocks before (latest end of
        # x[i-1]) and the start of the blocks after (earliest start of x[i+1]) is x[i]'s
        if i > 0:
            li, le = rest[r + 1]
            j1 = m - 1 - li
        else:
            j1, le = -1, 0
        j2, o2 = est[i + 1] if i + 1 < n else (m, 0)
        need = _mandatory(b, fy, j1, le, j2, o2, deadline)
        if need is None:
            return None
        lo = max(lo, need)
        if lo > hi:
            return None
        if hi == 0 or not base.bounds:
            if lo > 0:
                return None
            out.append(Block(EMPTY_SET, 0, 0))
        else:
            out.append(Block(base, lo, hi))
    return out


def equate(x: Sequence[Block], y: Sequence[Block], deadline: Deadline | None = None
           ) -> tuple[list[Block], list[Block]] | None:
    """Refinements ``(x', y')`` with ``γ(x') ∩ γ(y') = γ(x) ∩ γ(y)`` (paper 003's equate),
    block for block; None when the two cannot be equal."""
    if not x or not y:
        rest = y if not x else x
        if any(b.lo > 0 for b in rest):
            return None
        nulls = [Block(EMPTY_SET, 0, 0)] * len(rest)
        return (list(x), nulls) if not x else (nulls, list(y))
    kx, ky = _all_known(x), _all_known(y)
    if kx and ky:  # two strings: equal or not
        return (list(x), list(y)) if normalise(x) == normalise(y) else None
    if kx:  # one string (a constant): only y has something to narrow
        y2 = refine(y, x, deadline)
        return None if y2 is None else (list(x), y2)
    if ky:
        x2 = refine(x, y, deadline)
        return None if x2 is None else (x2, list(y))
    x2 = refine(x, y, deadline)
    if x2 is None:
        return None
    y2 = refine(y, x2, deadline)
    if y2 is None:
        return None
    return x2, y2


def meet_blockwise(a: Sequence[Block], b: Sequence[Block]) -> list[Block] | None:
    """Block-by-block intersection of two refinements of one dashed string."""
    out = []
    for p, q in zip(a, b, strict=True):
        lo, hi = max(p.lo, q.lo), min(p.hi, q.hi)
        base = p.base & q.base
        if lo > hi or (lo > 0 and not base.bounds):
            return None
        out.append(Block(base if hi > 0 else EMPTY_SET, lo, hi if base.bounds else 0))
    return out


def fixed(blocks: Sequence[Block]) -> bool:
    """Every block of one length (so every character has a known position)."""
    return all(b.lo == b.hi for b in blocks)


def meet_fixed(x: Sequence[Block], y: Sequence[Block]) -> list[Block] | None:
    """The exact intersection ``γ(x) ∩ γ(y)`` of two dashed strings whose blocks all have
    one length (:func:`fixed`): position by position, blocks cut at the boundaries of
    both — linear in the blocks.  SWEEP refines ``x`` block by block and cannot say
    that one position of a block ``[^c]{1001}`` is the ``b`` of ``y = [^b]{1000}·b·Σ²``;
    this can.  None when the lengths differ or a position has no common character."""
    if sum(b.lo for b in x) != sum(b.lo for b in y):
        return None
    xs = [b for b in x if b.lo > 0]
    ys = [b for b in y if b.lo > 0]
    out: list[Block] = []
    i = j = 0
    ri = xs[0].lo if xs else 0
    rj = ys[0].lo if ys else 0
    meets: dict[tuple[int, int], IntervalSet] = {}  # by identity: bases repeat
    nx, ny = len(xs), len(ys)
    while i < nx and j < ny:
        n = ri if ri < rj else rj
        bx, by = xs[i], ys[j]
        a, b = bx.base, by.base
        if a is b:
            base = a
        else:
            key = (id(a), id(b))
            met = meets.get(key)
            if met is None:
                met = meets[key] = a & b
                if not met.bounds:
                    return None
                if met == a:  # the same object: later comparisons by identity
                    met = meets[key] = a
                elif met == b:
                    met = meets[key] = b
            base = met
        # a whole block of either side whose base is the meet is kept as it is (no new
        # object for each of 20,000 one-character blocks of a known string)
        if base is a and n == bx.lo == ri:
            out.append(bx)
        elif base is b and n == by.lo == rj:
            out.append(by)
        else:
            out.append(Block(base, n, n))
        ri -= n
        rj -= n
        if ri == 0:
            i += 1
            ri = xs[i].lo if i < nx else 0
        if rj == 0:
            j += 1
            rj = ys[j].lo if j < ny else 0
    return out


def slice_fixed(blocks: Sequence[Block], start: int, length: int) -> list[Block]:
    """The blocks of positions ``[start, start + length)`` of a :func:`fixed` dashed
    string (a block cut at either end keeps its base)."""
    out: list[Block] = []
    pos, end = 0, start + length
    for b in blocks:
        a, z = max(pos, start), min(pos + b.lo, end)
        if a < z:
            out.append(Block(b.base, z - a, z - a))
        pos += b.lo
        if pos >= end:
            break
    return out


def as_dashed(blocks: Sequence[Block]) -> Dashed:
    return tuple(blocks)
