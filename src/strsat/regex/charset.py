"""Character sets over the SMT-LIB alphabet 0..0x2FFFF: the interface and the
interval representation.

Paper 004, Sect. 4.1 ("character set solver interface"): Boolean operations,
non-emptiness and minterm generation.  Two representations implement
:class:`CharSet` behind one :class:`Algebra`:

* :class:`IntervalSet` (this module): sorted disjoint intervals, stored as a flat
  tuple of boundaries ``(lo0, hi0 + 1, lo1, hi1 + 1, ...)``;
* :class:`strsat.regex.charset_bitmap.BitmapSet`: one Python int, bit ``c`` set
  iff ``c`` is a member.

Minterms of intervals are computed by one sweep over the sorted boundaries of
all input sets (each boundary toggles the membership bit of its set), never by
intersecting sets pairwise (paper 004, Fig. 3 is exponential in the worst case).

Every set is immutable and hashable; two equal sets of one representation are
``==`` and hash alike, so sets can key dictionaries (minterm caches, DFA
signatures).
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from bisect import bisect_right

from strsat.static import TYPE_CHECKING, Generic, TypeVar, cast

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Sequence
    from typing import Any, ClassVar

#: Largest character of the SMT-LIB alphabet.
MAX_CHAR = 0x2FFFF
#: One past the largest character.
LIMIT = MAX_CHAR + 1

#: Ranges tried in order when choosing a witness: readable characters first.
PREFERRED = ((0x61, 0x7A), (0x41, 0x5A), (0x30, 0x39), (0x21, 0x7E), (0x20, 0x20))


class CharSet(ABC):
    """A set of characters (code points in 0..0x2FFFF), immutable and hashable."""

    __slots__ = ()
    algebra: ClassVar[Algebra[Any]]

    @abstractmethod
    def __or__(self, other: CharSet) -> CharSet: ...

    @abstractmethod
    def __and__(self, other: CharSet) -> CharSet: ...

    @abstractmethod
    def __invert__(self) -> CharSet: ...

    def __sub__(self, other: CharSet) -> CharSet:
        return self & ~other

    @abstractmethod
    def is_empty(self) -> bool: ...

    @abstractmethod
    def is_full(self) -> bool: ...

    @abstractmethod
    def __contains__(self, c: int) -> bool: ...

    @abstractmethod
    def ranges(self) -> Iterator[tuple[int, int]]:
        """The maximal intervals ``(lo, hi)`` (inclusive), in increasing order."""

    @abstractmethod
    def size(self) -> int:
        """The number of members."""

    @abstractmethod
    def min(self) -> int:
        """The smallest member (the set must be non-empty)."""

    def __bool__(self) -> bool:
        return not self.is_empty()

    def intersects(self, other: CharSet) -> bool:
        return not (self & other).is_empty()

    def witness(self) -> int:
        """A member, preferring lower-case letters, upper-case letters, digits,
        other printable ASCII, in that order; else the smallest member.
        Raises ValueError on the empty set."""
        if self.is_empty():
            raise ValueError("witness of the empty character set")
        for lo, hi in PREFERRED:
            found = self.first_in(lo, hi)
            if found is not None:
                return found
        return self.min()

    def first_in(self, lo: int, hi: int) -> int | None:
        """The smallest member in ``lo..hi``, or None."""
        part = self & self.algebra.range(lo, hi)
        return None if part.is_empty() else part.min()

    def __repr__(self) -> str:
        parts = []
        for lo, hi in self.ranges():
            parts.append(_show(lo) if lo == hi else f"{_show(lo)}-{_show(hi)}")
        return f"[{''.join(parts)}]"


def _show(c: int) -> str:
    if 0x21 <= c <= 0x7E and chr(c) not in "[]-\\^":
        return chr(c)
    return f"\\u{{{c:x}}}"


CS = TypeVar("CS", bound=CharSet)


class Algebra(ABC, Generic[CS]):
    """A character-set representation: constants, constructors and minterms
    (``CS``: the :class:`CharSet` class it makes)."""

    name: str

    @property
    @abstractmethod
    def empty(self) -> CS: ...

    @property
    @abstractmethod
    def full(self) -> CS: ...

    @abstractmethod
    def of_ranges(self, ranges: Iterable[tuple[int, int]]) -> CS:
        """The set of the inclusive intervals (any order, may overlap; clipped
        to the alphabet)."""

    def range(self, lo: int, hi: int) -> CS:
        return self.of_ranges(((lo, hi),))

    def char(self, c: int) -> CS:
        return self.of_ranges(((c, c),))

    def union(self, sets: Sequence[CS]) -> CS:
        """The union of ``sets`` (at least one): ``|`` folded left to right."""
        out = sets[0]
        for s in sets[1:]:
            out = cast("CS", out | s)
        return out

    def convert(self, s: CharSet) -> CS:
        """``s`` in this representation."""
        if s.algebra is self:
            return cast(CS, s)
        return self.of_ranges(s.ranges())

    @abstractmethod
    def minterms(self, sets: Sequence[CharSet]) -> list[tuple[CharSet, int]]:
        """The minterms of ``sets`` (paper 004, Def. 2), as pairs ``(region,
        mask)`` where bit ``i`` of ``mask`` is set iff the region lies inside
        ``sets[i]``.  The regions partition the alphabet; the region outside
        every set (mask 0) is included when non-empty."""


# ---- intervals ---------------------------------------------------------------


def _normalise(ranges: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Flat boundary tuple of a collection of inclusive intervals."""
    pairs = sorted((max(lo, 0), min(hi, MAX_CHAR)) for lo, hi in ranges)
    out: list[int] = []
    for lo, hi in pairs:
        if lo > hi:
            continue
        if out and lo <= out[-1]:
            if hi + 1 > out[-1]:
                out[-1] = hi + 1
        else:
            out.append(lo)
            out.append(hi + 1)
    return tuple(out)


def _merge(a: tuple[int, ...], b: tuple[int, ...], want_both: bool) -> tuple[int, ...]:
    """Union (``want_both`` False) or intersection (True) of two boundary tuples,
    by one sweep over the merged boundaries."""
    out: list[int] = []
    i = j = 0
    na, nb = len(a), len(b)
    ina = inb = cur = False
    while i < na or j < nb:
        x = a[i] if i < na else LIMIT + 1
        y = b[j] if j < nb else LIMIT + 1
        p = x if x < y else y
        if x == p:
            ina = not ina
            i += 1
        if y == p:
            inb = not inb
            j += 1
        new = (ina and inb) if want_both else (ina or inb)
        if new != cur:
            out.append(p)
            cur = new
    return tuple(out)


class IntervalSet(CharSet):
    """A character set as sorted disjoint intervals (flat boundary tuple)."""

    __slots__ = ("bounds", "_hash")

    bounds: tuple[int, ...]

    def __init__(self, bounds: tuple[int, ...]) -> None:
        self.bounds = bounds
        self._hash = hash(bounds)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IntervalSet) and self.bounds == other.bounds

    def __hash__(self) -> int:
        return self._hash

    def __or__(self, other: CharSet) -> IntervalSet:
        o = _as_intervals(other)
        if not o.bounds or self is o:
            return self
        if not self.bounds:
            return o
        return IntervalSet(_merge(self.bounds, o.bounds, False))

    def __and__(self, other: CharSet) -> IntervalSet:
        o = _as_intervals(other)
        if not self.bounds or self is o:
            return self
        if not o.bounds:
            return o
        b, c = self.bounds, o.bounds
        if b[-1] <= c[0] or c[-1] <= b[0]:
            return INTERVALS.empty
        return IntervalSet(_merge(b, c, True))

    def __sub__(self, other: CharSet) -> IntervalSet:
        return self & ~other

    def __invert__(self) -> IntervalSet:
        b = self.bounds
        if b and b[0] == 0:
            b = b[1:]
        else:
            b = (0,) + b
        if b and b[-1] == LIMIT:
            b = b[:-1]
        else:
            b = b + (LIMIT,)
        return IntervalSet(b)

    def is_empty(self) -> bool:
        return not self.bounds

    def is_full(self) -> bool:
        return self.bounds == (0, LIMIT)

    def __contains__(self, c: int) -> bool:
        return bisect_right(self.bounds, c) & 1 == 1

    def ranges(self) -> Iterator[tuple[int, int]]:
        b = self.bounds
        for k in range(0, len(b), 2):
            yield b[k], b[k + 1] - 1

    def size(self) -> int:
        b = self.bounds
        return sum(b[k + 1] - b[k] for k in range(0, len(b), 2))

    def min(self) -> int:
        if not self.bounds:
            raise ValueError("min of the empty character set")
        return self.bounds[0]

    def first_in(self, lo: int, hi: int) -> int | None:
        b = self.bounds
        k = bisect_right(b, lo)
        if k & 1:
            return lo
        if k < len(b) and b[k] <= hi:
            return b[k]
        return None

    def intersects(self, other: CharSet) -> bool:
        return bool((self & other).bounds)


def _as_intervals(s: CharSet) -> IntervalSet:
    return INTERVALS.convert(s)


#: how many single-character sets :meth:`IntervalAlgebra.char` keeps
_CHAR_CACHE = 1 << 16


class IntervalAlgebra(Algebra[IntervalSet]):
    """Sorted disjoint intervals; minterms by a boundary sweep."""

    name = "intervals"

    def __init__(self) -> None:
        self._empty = IntervalSet(())
        self._full = IntervalSet((0, LIMIT))
        #: conversions of other algebras' sets (a bitmap of ``isalpha``'s 700 ranges took
        #: 2.5 ms to walk, and a fixed-length search converts the same labels each check)
        self._converted: weakref.WeakKeyDictionary[CharSet, IntervalSet] = \
            weakref.WeakKeyDictionary()
        #: single characters, the sets a search asks for most
        self._chars: dict[int, IntervalSet] = {}

    def char(self, c: int) -> IntervalSet:
        out = self._chars.get(c)
        if out is None:
            out = self.of_ranges(((c, c),))
            if len(self._chars) < _CHAR_CACHE:
                self._chars[c] = out
        return out

    def convert(self, s: CharSet) -> IntervalSet:
        if s.algebra is self:
            return cast(IntervalSet, s)
        out = self._converted.get(s)
        if out is None:
            out = self.of_ranges(s.ranges())
            try:
                self._converted[s] = out
            except TypeError:  # a set without weak references: converted each time
                pass
        return out

    @property
    def empty(self) -> IntervalSet:
        return self._empty

    @property
    def full(self) -> IntervalSet:
        return self._full

    def of_ranges(self, ranges: Iterable[tuple[int, int]]) -> IntervalSet:
        b = _normalise(ranges)
        if not b:
            return self._empty
        return IntervalSet(b)

    def minterms(self, sets: Sequence[CharSet]) -> list[tuple[CharSet, int]]:
        """One sweep: boundary ``p`` of set ``i`` toggles bit ``i``; the
        elementary segments between consecutive boundaries are grouped by
        their membership mask."""
        toggles: dict[int, int] = {}
        for idx, s in enumerate(sets):
            bit = 1 << idx
            for p in _as_intervals(s).bounds:
                toggles[p] = toggles.get(p, 0) ^ bit
        groups: dict[int, list[int]] = {}
        mask = 0
        prev = 0
        for p in sorted(toggles):
            if p > prev:
                seg = groups.get(mask)
                if seg is None:
                    groups[mask] = [prev, p]
                elif seg[-1] == prev:
                    seg[-1] = p
                else:
                    seg.append(prev)
                    seg.append(p)
            mask ^= toggles[p]
            prev = p
        if prev < LIMIT:
            seg = groups.get(mask)
            if seg is None:
                groups[mask] = [prev, LIMIT]
            elif seg[-1] == prev:
                seg[-1] = LIMIT
            else:
                seg.append(prev)
                seg.append(LIMIT)
        return [(IntervalSet(tuple(seg)), m) for m, seg in groups.items()]


INTERVALS = IntervalAlgebra()
IntervalSet.algebra = INTERVALS
