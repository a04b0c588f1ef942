"""The regions of an alphabet and the regions inside each of its sets, in one sweep.

:class:`~.alphabet.Alphabet` numbers the minterms (paper 004, Def. 2) of a family of
interval sets by their smallest character and needs, besides the regions, the
elementary segments in order (a character's region by bisection) and, per set, the
bit mask of the regions inside it.  :func:`region_table` gets the segments straight
from the boundary sweep (the regions' first appearances are in order of their
minimum, so no sort), and :func:`set_mask` reads a set's regions off the segments
its intervals cover, or off the segments it leaves out when those are fewer (a
region lies wholly inside or wholly outside each set): a set's mask costs its
smaller side, not one big-integer operation per (region, set) pair.  The
click check of issue 39 had 3,000 sets (one-character labels of case-mapping
automata and two dozen complements of one character) over 2,900 regions: the
transposition of the sweep's masks took 84,000 operations on 3,000-bit integers per
alphabet, 80 alphabets in its unsat core's shrinking.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from ...regex.charset import LIMIT, IntervalSet

__all__ = ["RegionTable", "region_table", "regions_met", "set_mask"]

#: Region indices past which a mask is assembled in a byte array, not by shifts.
_FEW = 32


class RegionTable:
    """The regions (sorted by their smallest character) and the segments: maximal
    intervals of one region, by start (``starts``) with their region (``seg_region``)."""

    __slots__ = ("regions", "starts", "seg_region")

    def __init__(self, regions: list[IntervalSet], starts: list[int],
                 seg_region: list[int]) -> None:
        self.regions = regions
        self.starts = starts
        self.seg_region = seg_region


def region_table(distinct: Sequence[IntervalSet], order_mode: bool) -> RegionTable:
    """The minterms of ``distinct`` (non-empty, non-full, pairwise distinct sets) by a
    boundary sweep: boundary ``p`` of set ``i`` toggles bit ``i``, and the segments
    between consecutive boundaries are grouped by that mask (``order_mode``: each
    maximal interval is a region of its own)."""
    toggles: dict[int, int] = {}
    for idx, s in enumerate(distinct):
        bit = 1 << idx
        for p in s.bounds:
            toggles[p] = toggles.get(p, 0) ^ bit
    group: dict[int, int] = {}
    bounds: list[list[int]] = []
    starts: list[int] = []
    seg_region: list[int] = []

    def segment(lo: int, hi: int, mask: int) -> None:
        r = len(bounds) if order_mode else group.setdefault(mask, len(bounds))
        if seg_region and seg_region[-1] == r:  # never: each boundary changes the mask
            bounds[r][-1] = hi
            return
        if r == len(bounds):
            bounds.append([lo, hi])
        else:
            bounds[r] += (lo, hi)
        starts.append(lo)
        seg_region.append(r)

    mask = 0
    prev = 0
    for p in sorted(toggles):
        if p > prev:
            segment(prev, p, mask)
        mask ^= toggles[p]
        prev = p
    if prev < LIMIT:
        segment(prev, LIMIT, mask)
    return RegionTable([IntervalSet(tuple(b)) for b in bounds], starts, seg_region)


def set_mask(s: IntervalSet, table: RegionTable, full: int) -> int:
    """The bit mask of the regions of ``table`` inside ``s`` (a union of its regions;
    ``full`` has one bit per region)."""
    starts, seg_region = table.starts, table.seg_region
    b = s.bounds
    if len(b) == 2:  # one interval of one segment: most labels are one character
        j0 = bisect_right(starts, b[0]) - 1
        if bisect_left(starts, b[1], j0) == j0 + 1:
            return 1 << seg_region[j0]
    spans: list[tuple[int, int]] = []
    inside = 0
    for k in range(0, len(b), 2):
        j0 = bisect_right(starts, b[k]) - 1
        j1 = bisect_left(starts, b[k + 1])
        spans.append((j0, j1))
        inside += j1 - j0
    if 2 * inside <= len(starts):
        return _mask(seg_region, spans, len(table.regions))
    gaps: list[tuple[int, int]] = []
    at = 0
    for j0, j1 in spans:
        if j0 > at:
            gaps.append((at, j0))
        at = j1
    if at < len(starts):
        gaps.append((at, len(starts)))
    return full ^ _mask(seg_region, gaps, len(table.regions))


def regions_met(s: IntervalSet, starts: list[int], seg_region: list[int], n: int) -> int:
    """The bit mask of the regions (``n`` of them) that ``s`` meets, via the segments
    (``starts``, ``seg_region``) its intervals meet (any set, not only a union of
    regions)."""
    spans: list[tuple[int, int]] = []
    b = s.bounds
    for k in range(0, len(b), 2):
        spans.append((bisect_right(starts, b[k]) - 1, bisect_left(starts, b[k + 1])))
    return _mask(seg_region, spans, n)


def _mask(seg_region: list[int], spans: list[tuple[int, int]], n: int) -> int:
    """The mask of the regions of the segments in ``spans`` (index ranges)."""
    count = sum(j1 - j0 for j0, j1 in spans)
    if count <= _FEW:
        out = 0
        for j0, j1 in spans:
            for j in range(j0, j1):
                out |= 1 << seg_region[j]
        return out
    raw = bytearray((n >> 3) + 1)
    for j0, j1 in spans:
        for j in range(j0, j1):
            r = seg_region[j]
            raw[r >> 3] |= 1 << (r & 7)
    return int.from_bytes(raw, "little")
