"""The alphabet of one fixed-length search: minterms and the values worth trying.

A component's constraints mention finitely many character sets (constant
characters, regex labels, the digits, ...).  Their *minterms* (paper 004,
Def. 2) partition 0..0x2FFFF into regions whose characters no constraint can
tell apart.  Domains of cells are bit masks over the regions (plus a few
excluded single values), so no work is ever done per character of a region.

Values tried for a cell (:meth:`Alphabet.candidates`), exhaustively:

* *permutation mode* (every constraint is invariant under permutations of the
  characters inside each region): per region, the values already used by
  assigned cells plus ONE unused value.  Any solution can be mapped onto one
  that uses only those values by swapping two unused values of a region, so
  the search stays exhaustive (symmetry breaking on interchangeable values).
* *order mode* (``str.<``, ``str.<=``, ranges with variable bounds): regions
  are cut into maximal intervals and each interval contributes its first
  ``k`` values, ``k`` the number of cell classes open at the root; an order-preserving map
  inside each interval sends any solution onto those values.

Values are tried readable-first: a hint, the problem's constant characters,
then ``a-z``, ``0-9``, ``A-Z``, printable ASCII, the rest.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence

from strsat.static import Any

from ...deadline import Deadline
from ...kept_units import KeptTable, filling
from ...regex.charset import INTERVALS, PREFERRED, CharSet, IntervalSet
from .region_table import region_table, regions_met, set_mask

__all__ = ["Alphabet", "DIGITS", "LETTERS", "SharedAlphabets"]

DIGITS: IntervalSet = INTERVALS.range(0x30, 0x39)
LETTERS: tuple[IntervalSet, ...] = tuple(
    INTERVALS.char(c) for c in [*range(0x41, 0x5B), *range(0x61, 0x7B)])


#: a domain of more regions than this takes its values from the alphabet's ranked table
_SCAN_ABOVE = 64
#: the wide domains whose ranked regions an alphabet keeps (:meth:`Alphabet._wide`)
WIDE_MASKS = 256
#: Boundary-words of the minterm sweep per work unit: the sweep toggles a set's bit at
#: each of its boundaries, on masks of one bit per distinct set, and numbering the
#: regions' sets walks them again: about 18 ns a boundary per 64 sets, at the
#: explorer's 25 µs a unit (``WORK_PER_SECOND``; benchmarks/2026-12-06-checks29.md).
BOUNDARY_WORDS_PER_UNIT = 1400
#: Sets and boundaries per work unit of the rest of an alphabet's construction (a set's
#: mask, the regions' records): about 2.2 µs a set and 0.6 µs a boundary, i.e. 10 sets
#: and 40 boundaries a unit of 25 µs (least squares over families of 20-7,000 sets of
#: 40-27,000 boundaries, 0.06-85 ms; benchmarks/2026-12-06-checks29.md).  Before, only
#: the sweep was charged, at 100 µs a unit: an alphabet cost 10-30 times its units
#: (benchmarks/2026-12-06-checks27.md).
SETS_PER_BUILD_UNIT = 10
BOUNDS_PER_BUILD_UNIT = 40
#: Character sets per work unit of a lookup in :class:`SharedAlphabets` (its key is the
#: set of the sets: 0.7 ms for 6,000 of them).
SETS_PER_UNIT = 1024


def minterm_units(distinct: Sequence[CharSet]) -> int:
    """The work units of building the alphabet of ``distinct`` (interval sets): the
    minterm sweep (its boundaries times the mask's 64-bit words over
    :data:`BOUNDARY_WORDS_PER_UNIT`) and the sets' masks and the regions (by
    :data:`SETS_PER_BUILD_UNIT` and :data:`BOUNDS_PER_BUILD_UNIT`), at least one."""
    bounds = sum(len(INTERVALS.convert(s).bounds) for s in distinct)
    return (1 + bounds * (1 + len(distinct) // 64) // BOUNDARY_WORDS_PER_UNIT
            + len(distinct) // SETS_PER_BUILD_UNIT + bounds // BOUNDS_PER_BUILD_UNIT)


class Alphabet:
    """Minterms of a family of character sets, with fast lookup."""

    def __init__(self, sets: Sequence[CharSet], order_mode: bool = False,
                 constant_chars: Iterable[int] = (), deadline: Deadline | None = None) -> None:
        distinct: list[IntervalSet] = []
        seen: set[IntervalSet] = set()
        for s in sets:
            s = INTERVALS.convert(s)
            if s not in seen and not s.is_empty() and not s.is_full():
                seen.add(s)
                distinct.append(s)
        if deadline is not None:
            deadline.check("fixed-length alphabet", minterm_units(distinct))
        table = region_table(distinct, order_mode)
        self.order_mode = order_mode
        self.regions: list[IntervalSet] = table.regions
        self.sizes: list[int] = [r.size() for r in self.regions]
        self.n = len(self.regions)
        self.full = (1 << self.n) - 1
        self._set_mask: dict[CharSet, int] = {
            s: set_mask(s, table, self.full) for s in distinct}
        self._starts = table.starts
        self._seg_region = table.seg_region
        self._index_cache: dict[int, int] = {}
        self.constant_chars = frozenset(constant_chars)
        # order mode: regions are intervals sorted by position
        self._lo = [r.min() for r in self.regions]
        self._hi = [r.bounds[-1] - 1 for r in self.regions]
        #: permutation mode: see :meth:`_default` and :meth:`_ranked`
        self._defaults: dict[int, tuple[int, int]] = {}
        self._table: list[tuple[int, int]] | None = None
        self._order_regions: list[int] = []
        self._wide_masks: dict[int, tuple[list[tuple[int, int]], list[int]]] = {}
        #: automata over this alphabet's regions, by the automaton's id, each kept with
        #: its automaton (:func:`.automata.mask_nfa`; bounded by ``MASKED_LIMIT`` there)
        self.masked: KeptTable[int, tuple[object, Any]] = KeptTable()

    # ---- lookup ------------------------------------------------------------------

    def index(self, c: int) -> int:
        """The region of character ``c``."""
        m = self._index_cache.get(c)
        if m is None:
            m = self._seg_region[bisect_right(self._starts, c) - 1]
            self._index_cache[c] = m
        return m

    def mask_of(self, s: CharSet) -> int:
        """The regions inside ``s`` (``s`` must be a union of regions)."""
        m = self._set_mask.get(s)
        if m is not None:
            return m
        label = s  # cached under the label as given too (bitmap labels are not intervals)
        s = INTERVALS.convert(s)
        out = self._set_mask.get(s)
        if out is None:
            out = self.full if s.is_full() else self._regions_met(s)
            self._set_mask[s] = out
        self._set_mask[label] = out
        return out

    def _regions_met(self, s: IntervalSet) -> int:
        """The regions met by the interval set ``s``, via the segments (maximal
        intervals of one region) its intervals meet."""
        return regions_met(s, self._starts, self._seg_region, self.n)

    def single_value(self, m: int) -> int | None:
        """The only character of region ``m``, if it has one."""
        return self._lo[m] if self.sizes[m] == 1 else None

    def mask_at_least(self, v: int) -> int:
        """Order mode: the regions holding a character ``>= v``."""
        out = 0
        for k in range(self.n):
            if self._hi[k] >= v:
                out |= 1 << k
        return out

    def mask_at_most(self, v: int) -> int:
        """Order mode: the regions holding a character ``<= v``."""
        out = 0
        for k in range(self.n):
            if self._lo[k] <= v:
                out |= 1 << k
        return out

    # ---- value choice --------------------------------------------------------------

    def rank(self, c: int) -> int:
        """Readability rank of a value (smaller is tried first)."""
        if c in self.constant_chars:
            return 0
        if 0x61 <= c <= 0x7A:
            return 1
        if 0x30 <= c <= 0x39:
            return 2
        if 0x41 <= c <= 0x5A:
            return 3
        if 0x21 <= c <= 0x7E:
            return 4
        return 5 if c == 0x20 else 6

    def fresh(self, m: int, avoid: Iterable[int] | frozenset[int], hint: int | None) -> int | None:
        """A value of region ``m`` outside ``avoid``: the hint if possible, else the
        most readable one; None when every value of the region is avoided."""
        region = self.regions[m]
        avoid = avoid if isinstance(avoid, (set, frozenset)) else set(avoid)
        if hint is not None and hint in region and hint not in avoid:
            return hint
        if len(avoid) >= self.sizes[m] and all(a in region for a in avoid):
            return None
        for lo, hi in PREFERRED:
            v = _first_free(region, lo, hi, avoid)
            if v is not None:
                return v
        for lo, hi in region.ranges():
            v = _first_free(region, lo, hi, avoid)
            if v is not None:
                return v
        return None

    def candidates(self, mask: int, excluded: frozenset[int] | None,
                   used: dict[int, dict[int, int]], hint: int | None,
                   k_order: int) -> list[int] | Iterator[int]:
        """The values to try for a cell with domain ``mask`` minus ``excluded``
        (see the module docstring), best first."""
        ex = excluded or frozenset()
        if self.order_mode:
            return self._order_candidates(mask, ex, hint, k_order)
        # the regions whose values are not just their default (:meth:`_ranked`): an
        # excluded value or the hint lies there, or assigned cells use some of theirs
        special = {self.index(v) for v in ex}
        if hint is not None:
            special.add(self.index(hint))
        special.update(m for m, in_use in used.items() if in_use)
        rank = self.rank
        keyed: list[tuple[int, int]] = []
        for m in special:
            if not (mask >> m) & 1:
                continue
            single = self.single_value(m)
            if single is not None:
                if single not in ex:
                    keyed.append((rank(single), single))
                continue
            in_use = used.get(m)
            avoid: set[int] = set(ex)
            if in_use:
                for v in in_use:
                    if v not in ex:
                        keyed.append((rank(v), v))
                    avoid.add(v)
            new = self.fresh(m, avoid, hint)
            if new is not None:
                keyed.append((rank(new), new))
        # the regions' defaults are ranked once per domain (:meth:`_wide`), and this call
        # only merges the special regions' values into them: finding each region's
        # default and sorting them again at every node was most of a search (a wide
        # domain: ``str.lower``'s fixed points have hundreds of regions; a narrow one:
        # 30 regions at each of issue 39's html.parser lemma-shrinking nodes)
        return self._wide_candidates(mask, special, keyed, hint)

    def _wide_candidates(self, mask: int, special: set[int], keyed: list[tuple[int, int]],
                         hint: int | None) -> list[int]:
        """:meth:`candidates` of a wide domain: the ranked defaults of the mask's regions
        (:meth:`_wide`, kept per mask), without those of the ``special`` regions, merged
        with ``keyed`` (the special regions' values) by their positions in the ranked
        list: slices of it, not a walk of the regions per call (a node's candidates over
        ``to_lower``'s 3,000 regions were a third of issue 39's ``to_lower`` check)."""
        keys, values = self._wide(mask)
        cuts: list[tuple[int, int, tuple[int, int]]] = []  # (position, 0 drop / 1 insert, key)
        for m in special:
            if (mask >> m) & 1:
                cuts.append((bisect_left(keys, self._default(m)), 0, (0, 0)))
        for key in keyed:
            cuts.append((bisect_left(keys, key), 1, key))
        if not cuts:
            out = list(values)
        else:
            cuts.sort()
            out = []
            at = 0
            for pos, insert, key in cuts:
                if pos > at:
                    out += values[at:pos]
                    at = pos
                if insert:
                    out.append(key[1])
                else:
                    at = pos + 1
            out += values[at:]
        if hint is not None and hint in out:
            out.remove(hint)
            out.insert(0, hint)
        return out

    def _wide(self, mask: int) -> tuple[list[tuple[int, int]], list[int]]:
        """The ranked defaults (:meth:`_ranked`) of the regions of ``mask``, in order, and
        their values; remembered for the first :data:`WIDE_MASKS` masks (a search's cells
        share a few domains)."""
        got = self._wide_masks.get(mask)
        if got is None:
            if mask.bit_count() <= _SCAN_ABOVE:  # its regions' defaults, sorted
                keys = sorted(self._default(m) for m in _bits(mask))
            else:  # a wide domain: picked from the alphabet's ranked table
                keys = [e for e, m in zip(self._ranked(), self._order_regions, strict=True)
                        if (mask >> m) & 1]
            got = (keys, [v for _, v in keys])
            if len(self._wide_masks) < WIDE_MASKS:
                self._wide_masks[mask] = got
        return got

    def _default(self, m: int) -> tuple[int, int]:
        """Permutation mode: ``(rank, value)`` of region ``m``'s value when nothing of it
        is used, excluded or hinted (its single value, or :meth:`fresh` with nothing to
        avoid; a region is never empty)."""
        got = self._defaults.get(m)
        if got is None:
            v = self.single_value(m)
            if v is None:
                v = self.fresh(m, (), None)
            assert v is not None
            got = self._defaults[m] = (self.rank(v), v)
        return got

    def _ranked(self) -> list[tuple[int, int]]:
        """Permutation mode: every region's :meth:`_default`, sorted, and in
        :attr:`_order_regions` the region of each entry.  Built once per alphabet."""
        if self._table is None:
            entries = sorted((*self._default(m), m) for m in range(self.n))
            self._table = [(r, v) for r, v, _ in entries]
            self._order_regions = [m for _, _, m in entries]
        return self._table

    def _order_candidates(self, mask: int, ex: frozenset[int], hint: int | None,
                          k: int) -> Iterator[int]:
        blocks = []
        m_bits = mask
        while m_bits:
            low = m_bits & -m_bits
            m = low.bit_length() - 1
            m_bits ^= low
            blocks.append(m)
        rank = self.rank
        blocks.sort(key=lambda m: (rank(self._lo[m]), self._lo[m]))
        hint_ok = hint is not None and hint not in ex and (mask >> self.index(hint)) & 1

        def gen() -> Iterator[int]:
            if hint_ok and hint is not None:
                yield hint
            for m in blocks:
                lo = self._lo[m]
                top = min(self._hi[m], lo + k - 1)
                for v in range(lo, top + 1):
                    if v not in ex and v != hint:
                        yield v
        return gen()


def _bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``."""
    while mask:
        low = mask & -mask
        mask ^= low
        yield low.bit_length() - 1


def _first_free(region: IntervalSet, lo: int, hi: int, avoid: set[int] | frozenset[int]
                ) -> int | None:
    """The smallest member of ``region`` in ``lo..hi`` that is not in ``avoid``."""
    while lo <= hi:
        v = region.first_in(lo, hi)
        if v is None:
            return None
        if v not in avoid:
            return v
        lo = v + 1
    return None


#: Alphabets a :class:`SharedAlphabets` keeps; the oldest is dropped past it.
SHARED_LIMIT = 256


class SharedAlphabets:
    """Alphabets by their character sets, order mode and constant characters, built once
    per distinct arguments and shared by the searches of one fixed-length step (the
    step's :class:`~.automata.RegexCache` owns the table, so it lives as long as the
    engine's loop and is released with it).

    An alphabet depends on the set of ``sets`` only (not their order or repetitions),
    and what it caches inside (region lookups, set masks) is pure, so searches share it:
    a program's path conditions repeat their character classes (``isalnum`` has some 700
    ranges, and its minterms cost 0.1 s to build) from one check to the next."""

    __slots__ = ("_table",)
    #: The table and its bound (entries; :mod:`strsat.caches`).
    bounded = {"_table": SHARED_LIMIT}

    def __init__(self) -> None:
        self._table: KeptTable[tuple[frozenset[CharSet], bool, frozenset[int]], Alphabet] = \
            KeptTable()

    def alphabet(self, sets: Sequence[CharSet], order_mode: bool = False,
                 constant_chars: Iterable[int] = (),
                 deadline: Deadline | None = None) -> Alphabet:
        """``Alphabet(sets, order_mode, constant_chars)``, from the table when built.  With
        ``deadline``, the lookup is charged by the sets it reads and a kept alphabet its
        construction's units once per check (:mod:`strsat.kept_units`), so that a check's
        work does not depend on what earlier checks built."""
        if deadline is not None and len(sets) >= SETS_PER_UNIT:
            deadline.check("fixed-length alphabet", len(sets) // SETS_PER_UNIT)
        chars = frozenset(constant_chars)
        key = (frozenset(sets), order_mode, chars)
        if self._table.charged(key, deadline, "fixed-length alphabet"):
            return self._table[key]
        with filling() as fill:
            alphabet = Alphabet(sets, order_mode, chars, deadline)
        self._table.keep(key, alphabet, fill.cost, SHARED_LIMIT)
        return alphabet

    def __len__(self) -> int:
        return len(self._table)
