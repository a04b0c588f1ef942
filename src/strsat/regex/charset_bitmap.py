"""Character sets as bitmaps: one Python int of 0x30000 bits per set.

The second representation behind :class:`strsat.regex.charset.CharSet`
(paper 004 compares ranges, hash sets, predicates and BDDs).  Boolean
operations are single big-integer operations done in C (a few microseconds
for the full alphabet, independent of how fragmented the set is); conversion
from and to intervals costs one operation per interval.  Minterms are computed
by partition refinement (each set splits every current block in two), with
duplicate input sets merged first.
"""

from __future__ import annotations

import weakref

from strsat.static import TYPE_CHECKING

from .charset import LIMIT, MAX_CHAR, Algebra, CharSet

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Sequence

_FULL = (1 << LIMIT) - 1
#: Sets whose highest member lies below this many bits are interned by their int (its
#: hash reads at most a few hundred digits); larger ones by :func:`_key`.
_SMALL = 4096
#: Bits read at each end of a large set by :func:`_key`.
_LOW = (1 << 1024) - 1
_HIGH = 256
#: Past this many runs, a large set's :meth:`BitmapSet.ranges` scans its binary text.
_FEW_RUNS = 64
#: (interning, bounded by the live sets: weak values, immutable sets) by :func:`_key`,
#: and by the int itself for a large set whose key a different live set already holds
_INTERNED: weakref.WeakValueDictionary[object, BitmapSet] = weakref.WeakValueDictionary()
_COLLIDED: weakref.WeakValueDictionary[int, BitmapSet] = weakref.WeakValueDictionary()


def _key(bits: int) -> object:
    """The interning key of a set: the int when it is small, else its bit length, its
    lowest 1,024 bits and its highest 256 (issue 39: the hash of a 0x30000-bit int reads
    all its 6,554 digits, 11 µs, and the interning of one leetcode file looked 1,414 sets
    up; this key costs a bit length, a mask and a shift of a few digits).  Equal sets
    have equal keys; two different sets with one key are told apart by the int
    (:data:`_COLLIDED`)."""
    n = bits.bit_length()
    if n <= _SMALL:
        return bits
    return (n, bits & _LOW, bits >> (n - _HIGH))


class BitmapSet(CharSet):
    """A character set as an int whose bit ``c`` is set iff ``c`` is a member.

    Interned: equal sets are one object (``BitmapSet(bits)`` returns the live one),
    so dictionaries keyed by labels compare by identity.  Comparing two equal
    24 KB ints took 5 µs, and the subsets of an automaton with 300 copies of
    ``(re.comp ")")`` compared 600,000 equal labels that were distinct objects.
    The hash is that of the interning key (:func:`_key`), not of the int."""

    __slots__ = ("bits", "_hash", "__weakref__")

    bits: int
    _hash: int

    def __new__(cls, bits: int) -> BitmapSet:
        key = _key(bits)
        live = _INTERNED.get(key)
        if live is not None and live.bits == bits:
            return live
        if _COLLIDED:
            other = _COLLIDED.get(bits)
            if other is not None:
                return other
        made = super().__new__(cls)
        made.bits = bits
        made._hash = hash(key)
        if live is None:
            _INTERNED[key] = made
        else:  # another live set has this key
            _COLLIDED[bits] = made
        return made

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, BitmapSet) and self.bits == other.bits)

    def __hash__(self) -> int:
        return self._hash

    # Results equal to an operand return that operand, so that products and
    # subset constructions share label objects instead of copying big ints.

    def __or__(self, other: CharSet) -> BitmapSet:
        o = _bits(other)
        r = self.bits | o
        if r == self.bits:
            return self
        if isinstance(other, BitmapSet) and r == o:
            return other
        return BitmapSet(r)

    def __and__(self, other: CharSet) -> BitmapSet:
        o = _bits(other)
        r = self.bits & o
        if r == self.bits:
            return self
        if isinstance(other, BitmapSet) and r == o:
            return other
        return BitmapSet(r) if r else BITMAPS.empty

    def __sub__(self, other: CharSet) -> BitmapSet:
        r = self.bits & ~_bits(other)
        if r == self.bits:
            return self
        return BitmapSet(r) if r else BITMAPS.empty

    def __invert__(self) -> BitmapSet:
        return BitmapSet(_FULL ^ self.bits)

    def is_empty(self) -> bool:
        return not self.bits

    def is_full(self) -> bool:
        return self.bits == _FULL

    def __contains__(self, c: int) -> bool:
        """One bit test: ``bits & (1 << c)`` reads ``c / 30`` digits of the int (a few
        for the readable characters), where ``bits >> c`` copied the rest of a set of
        up to 24 KB; past the middle of the set's bits, the shift is the shorter one."""
        bits = self.bits
        if c < 0:
            return False
        if c <= bits.bit_length() >> 1:
            return bits & (1 << c) != 0
        return (bits >> c) & 1 == 1

    def intersects(self, other: CharSet) -> bool:
        return bool(self.bits & _bits(other))

    def ranges(self) -> Iterator[tuple[int, int]]:
        """The maximal runs of members, lowest first.  Each run costs a few shifts of
        the rest of the int (a few µs each on a large set); a large set of many runs
        (a case map's class: 640 runs, 26 ms, 4 s of a click check's core shrinking
        that rebuilt its automata' masks) is read from its binary text instead, each
        run's ends found by ``str.find`` (in C; ``re`` stays off the solver's path)."""
        bits = self.bits
        if bits.bit_length() > _SMALL and (bits ^ (bits >> 1)).bit_count() > 2 * _FEW_RUNS:
            text = format(bits, "b")[::-1]
            start = text.find("1")
            while start >= 0:
                end = text.find("0", start)
                if end < 0:
                    yield start, len(text) - 1
                    return
                yield start, end - 1
                start = text.find("1", end)
            return
        pos = 0
        while bits:
            low = (bits & -bits).bit_length() - 1
            bits >>= low
            pos += low
            run = ((bits + 1) & ~bits).bit_length() - 1  # trailing ones
            yield pos, pos + run - 1
            bits >>= run
            pos += run

    def size(self) -> int:
        return self.bits.bit_count()

    def min(self) -> int:
        if not self.bits:
            raise ValueError("min of the empty character set")
        return (self.bits & -self.bits).bit_length() - 1

    def first_in(self, lo: int, hi: int) -> int | None:
        part = (self.bits >> lo) & ((1 << (hi - lo + 1)) - 1)
        if not part:
            return None
        return lo + (part & -part).bit_length() - 1


def _bits(s: CharSet) -> int:
    if isinstance(s, BitmapSet):
        return s.bits
    return BITMAPS.of_ranges(s.ranges()).bits


class BitmapAlgebra(Algebra[BitmapSet]):
    """Bitmaps over the whole alphabet; minterms by partition refinement."""

    name = "bitmaps"

    def __init__(self) -> None:
        self._empty = BitmapSet(0)
        self._full = BitmapSet(_FULL)

    @property
    def empty(self) -> BitmapSet:
        return self._empty

    @property
    def full(self) -> BitmapSet:
        return self._full

    def of_ranges(self, ranges: Iterable[tuple[int, int]]) -> BitmapSet:
        bits = 0
        for lo, hi in ranges:
            lo = max(lo, 0)
            hi = min(hi, MAX_CHAR)
            if lo <= hi:
                bits |= ((1 << (hi - lo + 1)) - 1) << lo
        return BitmapSet(bits)

    def union(self, sets: Sequence[BitmapSet]) -> BitmapSet:
        """The union of ``sets`` as one set made (not one per ``|``: the interning of
        each partial union was most of :func:`~strsat.regex.automaton.trim`'s merging
        of a replace preimage's moves, units40); the same set, interned."""
        if len(sets) == 1:
            return sets[0]
        bits = 0
        for s in sets:
            bits |= _bits(s)
        return BitmapSet(bits)

    def minterms(self, sets: Sequence[CharSet]) -> list[tuple[CharSet, int]]:
        """Partition refinement; the minterms come in the order of their least
        character, as the interval sweep gives them (searches that follow the
        minterms in order then explore alike with both representations)."""
        masks: dict[CharSet, int] = {}  # keyed by the set: its hash is cached (a
        for idx, s in enumerate(sets):  # big int's is recomputed, 40 µs each)
            masks[s] = masks.get(s, 0) | (1 << idx)
        blocks: list[tuple[int, int]] = [(_FULL, 0)]
        for s, m in masks.items():
            b = _bits(s)
            refined: list[tuple[int, int]] = []
            for block, bm in blocks:
                inside = block & b
                if not inside:
                    refined.append((block, bm))
                    continue
                refined.append((inside, bm | m))
                outside = block ^ inside
                if outside:
                    refined.append((outside, bm))
            blocks = refined
        blocks.sort(key=lambda bm: (bm[0] & -bm[0]).bit_length())
        return [(BitmapSet(block), m) for block, m in blocks]


BITMAPS = BitmapAlgebra()
BitmapSet.algebra = BITMAPS
