"""Dashed strings (paper 003, Sect. "Dashed Strings"): the domain of a long string.

A block ``S^{l,u}`` denotes the strings over the character set ``S`` whose length lies
in ``[l, u]`` (``u = INF``: unbounded); a dashed string ``B1·…·Bk`` denotes the
concatenation of its blocks' languages, ``γ(B1·…·Bk) = γ(B1)·…·γ(Bk)``.  A 100,000-
character constant whose characters repeat in runs is a few blocks, and every operation
here costs time in the number of blocks, never in the length.

A dashed string is a tuple of :class:`Block`.  :func:`normalise` is the paper's
normal form (no null blocks, adjacent bases distinct) with one more identity that keeps
it small: an optional tail ``S^{l,u}`` next to an unbounded ``T^{l',INF}`` with
``S ⊆ T`` is absorbed into it (``S^{l,u}·T^{l',∞} = S^{l,l}·T^{l',∞}``).  ``None``
stands for the empty language (bottom).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from ...deadline import current
from ...named_tuples import NamedTuple
from ...regex.charset import INTERVALS, IntervalSet
from .caches import active

#: The upper bound of an unbounded block.
INF = 1 << 62
#: Blocks of a known value joined per reading of the running check's deadline, and the
#: work units a reading charges for them (about 1 µs a block).
BLOCKS_PER_READING, BLOCK_UNITS = 1 << 14, 256

SIGMA: IntervalSet = INTERVALS.full
EMPTY_SET: IntervalSet = INTERVALS.empty


class Block(NamedTuple):
    """``base^{lo,hi}``: the strings over ``base`` with ``lo <= length <= hi``."""

    base: IntervalSet
    lo: int
    hi: int

    def __repr__(self) -> str:
        hi = "∞" if self.hi >= INF else str(self.hi)
        return f"{self.base!r}^{{{self.lo},{hi}}}"

    @property
    def fixed(self) -> bool:
        """Of one length."""
        return self.lo == self.hi

    @property
    def known(self) -> bool:
        """Exactly one string: one length and a one-character base."""
        b = self.base.bounds
        return self.lo == self.hi and len(b) == 2 and b[1] - b[0] == 1


Dashed = tuple[Block, ...]


def add(a: int, b: int) -> int:
    """``a + b`` saturating at INF."""
    s = a + b
    return INF if s >= INF else s


def char_set(c: int) -> IntervalSet:
    """The set ``{c}``, one shared object per character within a step's call
    (:mod:`.caches`: dictionary look-ups of the bases of long constants then compare by
    identity)."""
    chars = active().chars
    # the hit without a method call: one per run of a constant
    s: IntervalSet | None = chars.table.get(c)
    if s is None:
        s = chars.put(c, INTERVALS.char(c))
    return s


def char_block(c: int, n: int = 1) -> Block:
    return Block(char_set(c), n, n)


def of_string(s: str) -> Dashed:
    """The dashed string of one constant: its runs of equal characters."""
    return tuple(char_block(c, k) for c, k in runs(s))


def universe(lo: int = 0, hi: int = INF) -> Dashed:
    """``Σ^{lo,hi}``: every string with a length in ``[lo, hi]``."""
    d = normalise((Block(SIGMA, lo, hi),))
    assert d is not None, "Σ^{lo,hi} is not empty"
    return d


def normalise(blocks: Iterable[Block]) -> Dashed | None:
    """The normal form of ``blocks`` (None when the language is empty).

    Rules, each preserving the language: a block of length 0 or with an empty base and
    ``lo = 0`` is ε and goes; an empty base with ``lo > 0`` (or ``lo > hi``) is empty;
    adjacent blocks of one base merge (``S^{a,b}·S^{c,d} = S^{a+c,b+d}``); an optional
    part beside an unbounded block of a larger base is absorbed into it.
    """
    if isinstance(blocks, tuple | list):
        fast = _normal_as_is(blocks)
        if fast is not None:
            return fast
    out: list[Block] = []
    for b in blocks:
        if b.lo > b.hi:
            return None
        if b.hi == 0:
            continue
        if not b.base.bounds:
            if b.lo > 0:
                return None
            continue
        _append(out, b)
    return tuple(_absorb(out))


def _normal_as_is(blocks: Sequence[Block]) -> Dashed | None:
    """``blocks`` as a tuple when they are in normal form already (no null or empty
    block, neighbours of distinct bases, no unbounded block that could absorb one): one
    comparison per block instead of rebuilding a known 20,000-block string; None when
    :func:`normalise` must work."""
    prev: tuple[int, ...] | None = None
    for b in blocks:
        hi = b.hi
        if hi == 0 or b.lo > hi or hi >= INF:
            return None
        bounds = b.base.bounds
        if not bounds or bounds == prev:
            return None
        prev = bounds
    return blocks if isinstance(blocks, tuple) else tuple(blocks)


def _append(out: list[Block], b: Block) -> None:
    """Append ``b``, merged into the last block when they share a base."""
    if out and out[-1].base == b.base:
        p = out[-1]
        out[-1] = Block(b.base, p.lo + b.lo, add(p.hi, b.hi))
    else:
        out.append(b)


def _absorb(out: list[Block]) -> list[Block]:
    """``S^{l,u}·T^{l',∞} → S^{l,l}·T^{l',∞}`` (and mirrored) when ``S ⊆ T``; a block
    that becomes null goes, and neighbours of one base merge again."""
    changed = True
    while changed and len(out) > 1:
        changed = False
        for i in range(len(out)):
            b = out[i]
            if b.hi >= INF or b.lo == b.hi:
                continue
            for j in (i - 1, i + 1):
                if 0 <= j < len(out):
                    t = out[j]
                    if t.hi >= INF and subset(b.base, t.base):
                        out[i] = Block(b.base, b.lo, b.lo)
                        changed = True
                        break
        if changed:
            merged: list[Block] = []
            for b in out:
                if b.hi > 0:
                    _append(merged, b)
            out = merged
    return out


def subset(a: IntervalSet, b: IntervalSet) -> bool:
    return a is b or (a & b) == a


def meets(a: IntervalSet, b: IntervalSet) -> bool:
    """``a ∩ b ≠ ∅`` (boundary tuples compared without building the intersection when
    the intervals are far apart)."""
    x, y = a.bounds, b.bounds
    if not x or not y or x[-1] <= y[0] or y[-1] <= x[0]:
        return False
    if len(x) == 2 and len(y) == 2:
        return True
    return bool((a & b).bounds)


def concat(*parts: Dashed) -> Dashed:
    """The concatenation, normalised (never empty when the parts are not)."""
    out = normalise(b for p in parts for b in p)
    assert out is not None
    return out


def crush(blocks: Sequence[Block], within: IntervalSet | None = None) -> Block | None:
    """CRUSH (paper 003): the one block covering ``blocks``; ``CRUSH_T`` when ``within``
    is given (blocks whose base misses ``T`` are dropped, the others cut to ``T``)."""
    base = EMPTY_SET
    lo = hi = 0
    for b in blocks:
        s = b.base if within is None else b.base & within
        if not s.bounds:
            continue
        base = base | s
        lo += b.lo
        hi = add(hi, b.hi)
    return Block(base, lo, hi) if base.bounds else None


def min_length(d: Dashed) -> int:
    return sum(b.lo for b in d)


def max_length(d: Dashed) -> int:
    total = sum(b.hi for b in d)  # each hi <= INF: the saturated sum is the capped one
    return INF if total >= INF else total


def known(d: Dashed) -> bool:
    """Every block is one string (:attr:`Block.known`), in one plain loop: this runs
    over every long domain a propagation narrows (20,000 one-character blocks)."""
    for b in d:
        if b.lo != b.hi:
            return False
        bounds = b.base.bounds
        if len(bounds) != 2 or bounds[1] - bounds[0] != 1:
            return False
    return True


def value(d: Dashed) -> str:
    """The string of a known dashed string (checked in the same pass; remembered for
    the last long domains asked, which are interned and asked again and again)."""
    if len(d) > 64:
        values = active().values
        hit = values.get(d)
        return hit if hit is not None else values.put(d, _value(d))
    return _value(d)


def _value(d: Dashed) -> str:
    parts = []
    deadline = current()  # a value of a million blocks takes a while: read as it goes
    for i, b in enumerate(d):
        if i and deadline is not None and i % BLOCKS_PER_READING == 0:
            deadline.check("dashed-string value", BLOCK_UNITS)
        bounds = b.base.bounds
        if b.lo != b.hi or len(bounds) != 2 or bounds[1] - bounds[0] != 1:
            raise AssertionError(f"not a known dashed string: {show(d)}")
        parts.append(chr(bounds[0]) * b.lo)
    return "".join(parts)


def witness(d: Dashed) -> str:
    """A member of ``γ(d)``: each block at its least length, readable characters first."""
    return "".join(chr(b.base.witness()) * b.lo for b in d)


def log_size(d: Dashed, unbounded_as_one: bool = False) -> float:
    """``log2 ||d||`` (paper 003's size: the product of the blocks' sizes); ``inf`` when
    some block is unbounded, unless ``unbounded_as_one``: then such a block counts as if
    it had one optional character more than its least length (a finite measure of how
    much a domain still allows, for comparing two refinements).  The search picks the
    variable of least size first."""
    total = 0.0
    for b in d:
        hi = b.hi
        if hi >= INF:
            if not unbounded_as_one:
                return math.inf
            hi = b.lo + 1
        k = b.base.size()
        if k == 1:
            total += math.log2(hi - b.lo + 1)
        else:
            # sum_{n=lo}^{hi} k^n = k^lo (k^(hi-lo+1) - 1) / (k - 1)
            span = hi - b.lo + 1
            bits = span * math.log2(k)
            top = math.log2(k ** span - 1) if bits < 60 else bits
            total += b.lo * math.log2(k) + top - math.log2(k - 1)
    return total


def runs(s: str) -> list[tuple[int, int]]:
    """``s`` as ``(character, count)`` runs."""
    out: list[tuple[int, int]] = []
    i, n = 0, len(s)
    while i < n:
        j = i + 1
        ch = s[i]
        while j < n and s[j] == ch:
            j += 1
        out.append((ord(ch), j - i))
        i = j
    return out


#: Length from which a string's runs and segments are remembered (the same long value
#: of a variable is tested against many domains during one search).
LONG_RUNS = 1_000


def accepts(d: Dashed, s: str) -> bool:
    """``s ∈ γ(d)``."""
    if len(s) < LONG_RUNS:
        return accepts_runs(d, runs(s))
    memo = active().runs
    cached = memo.get(s)
    if cached is None:
        cached = memo.put(s, (runs(s), {}))
    return accepts_runs(d, cached[0], cached[1])


def accepts_runs(d: Sequence[Block], rs: Sequence[tuple[int, int]],
                 by_base: dict[IntervalSet, list[tuple[int, int]]] | None = None) -> bool:
    """Membership of the string with runs ``rs`` in ``γ(d)``, in time O(blocks × runs):
    the reachable end positions after each block are a union of intervals; from a start
    ``p`` in a segment ``[s0, s1)`` of characters of the block's base the block ends in
    ``[p + lo, min(p + hi, s1)]``, and the union over an interval of starts is one
    interval.  The start intervals and the segments are met in one sweep, so a block
    costs O(runs) however many intervals there are; ``by_base`` keeps the segments of
    each character set (given: shared by the tests of one long string)."""
    n = sum(k for _, k in rs)
    frontier: list[tuple[int, int]] = [(0, 0)]
    if by_base is None:
        by_base = {}
    for b in d:
        segments = by_base.get(b.base)
        if segments is None:
            segments = by_base[b.base] = _segments(rs, b.base)
        nxt: list[tuple[int, int]] = []
        if b.lo == 0:
            nxt.extend(frontier)
        # both lists are sorted and disjoint: one sweep meets each start interval with
        # the segments it overlaps (a nested loop was quadratic: 20,000 start intervals
        # against 20,000 segments for an alternating witness ran for minutes)
        i = j = 0
        step = max(b.lo, 1)
        while i < len(frontier) and j < len(segments):
            a, z = frontier[i]
            s0, s1 = segments[j]
            lo_p, hi_p = max(a, s0), min(z, s1)
            if lo_p <= hi_p:
                first = lo_p + step
                last = s1 if b.hi >= INF else min(hi_p + b.hi, s1)
                if first <= last:
                    nxt.append((first, last))
            if z < s1:
                i += 1
            else:
                j += 1
        if not nxt:
            return False
        frontier = _merge_intervals(nxt)
    return any(a <= n <= z for a, z in frontier)


def _segments(rs: Sequence[tuple[int, int]], base: IntervalSet) -> list[tuple[int, int]]:
    """Maximal ``[s0, s1)`` whose characters all lie in ``base``."""
    out: list[tuple[int, int]] = []
    pos = 0
    inside: dict[int, bool] = {}
    for c, k in rs:
        member = inside.get(c)
        if member is None:
            member = inside[c] = c in base
        if member:
            if out and out[-1][1] == pos:
                out[-1] = (out[-1][0], pos + k)
            else:
                out.append((pos, pos + k))
        pos += k
    return out


def _merge_intervals(iv: list[tuple[int, int]]) -> list[tuple[int, int]]:
    iv.sort()
    out = [iv[0]]
    for a, z in iv[1:]:
        pa, pz = out[-1]
        if a <= pz + 1:
            if z > pz:
                out[-1] = (pa, z)
        else:
            out.append((a, z))
    return out


def show(d: Dashed | None) -> str:
    if d is None:
        return "⊥"
    return "·".join(repr(b) for b in d) if d else "ε"
