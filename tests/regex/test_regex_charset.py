"""Character-set algebra: both representations agree with each other and with
set semantics; minterms partition the alphabet."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from regex_strategies import charsets

from strsat.regex import BITMAPS, INTERVALS, MAX_CHAR

ALGEBRAS = [INTERVALS, BITMAPS]
points = st.one_of(st.integers(0, 400), st.integers(0, MAX_CHAR))


def naive(s):  # type: ignore[no-untyped-def]
    rs = list(s.ranges())
    return lambda c: any(lo <= c <= hi for lo, hi in rs)


@pytest.mark.parametrize("alg", ALGEBRAS, ids=lambda a: a.name)
@settings(max_examples=150, deadline=None)
@given(a=charsets(), b=charsets(), c=points)
def test_boolean_operations(alg, a, b, c) -> None:
    x, y = alg.convert(a), alg.convert(b)
    ina, inb = naive(a)(c), naive(b)(c)
    assert (c in x) == ina
    assert (c in (x | y)) == (ina or inb)
    assert (c in (x & y)) == (ina and inb)
    assert (c in (x - y)) == (ina and not inb)
    assert (c in ~x) == (not ina)
    assert (~~x) == x
    assert (x | y).is_empty() == (x.is_empty() and y.is_empty())
    assert (x | ~x).is_full()
    assert (x & ~x).is_empty()
    assert x.intersects(y) == (not (x & y).is_empty())
    assert x.size() == a.size()


@settings(max_examples=150, deadline=None)
@given(a=charsets(), b=charsets())
def test_representations_agree(a, b) -> None:
    for op in (lambda x, y: x | y, lambda x, y: x & y, lambda x, y: x - y,
               lambda x, y: ~x):
        r1 = op(INTERVALS.convert(a), INTERVALS.convert(b))
        r2 = op(BITMAPS.convert(a), BITMAPS.convert(b))
        assert list(r1.ranges()) == list(r2.ranges())
        assert BITMAPS.convert(r1) == r2 and INTERVALS.convert(r2) == r1
        if not r1.is_empty():
            assert r1.witness() == r2.witness()
            assert r1.min() == r2.min()


@pytest.mark.parametrize("alg", ALGEBRAS, ids=lambda a: a.name)
@settings(max_examples=100, deadline=None)
@given(sets=st.lists(charsets(), min_size=1, max_size=6), probes=st.lists(points, max_size=20))
def test_minterms_partition(alg, sets, probes) -> None:
    sets = [alg.convert(s) for s in sets]
    terms = alg.minterms(sets)
    regions = [r for r, _ in terms]
    assert all(not r.is_empty() for r in regions)
    total = alg.empty
    for r in regions:
        assert (total & r).is_empty()  # pairwise disjoint
        total = total | r
    assert total.is_full()
    assert len({m for _, m in terms}) == len(terms)  # one region per signature
    for c in probes + [r.witness() for r in regions]:
        (mask,) = [m for r, m in terms if c in r]
        assert mask == sum(1 << i for i, s in enumerate(sets) if c in s)


@pytest.mark.parametrize("alg", ALGEBRAS, ids=lambda a: a.name)
def test_witness_prefers_readable(alg) -> None:
    assert alg.full.witness() == ord("a")
    assert alg.range(0x30, 0x5A).witness() == ord("A")
    assert alg.of_ranges([(0, 0x1F), (0x35, 0x35)]).witness() == ord("5")
    assert alg.of_ranges([(0, 0x1F), (0x2F000, 0x2FFFF)]).witness() == 0
    assert alg.char(0x2FFFF).witness() == 0x2FFFF
    with pytest.raises(ValueError):
        alg.empty.witness()


@pytest.mark.parametrize("alg", ALGEBRAS, ids=lambda a: a.name)
def test_alphabet_is_clipped(alg) -> None:
    assert alg.range(0x2FFF0, 0x10FFFF) == alg.range(0x2FFF0, MAX_CHAR)
    assert alg.range(-5, 3) == alg.range(0, 3)
    assert (~alg.empty).is_full() and (~alg.full).is_empty()
    assert list(alg.of_ranges([(5, 9), (1, 3), (4, 4), (20, 20)]).ranges()) == [(1, 9), (20, 20)]
    s = alg.of_ranges([(1, 3), (10, 10)])
    assert hash(s) == hash(alg.of_ranges([(10, 10), (1, 3)]))


@settings(max_examples=100, deadline=None)
@given(sets=st.lists(charsets(), min_size=1, max_size=6))
def test_minterms_come_in_the_same_order(sets) -> None:
    """Both representations list the minterms by least character, so searches that
    follow them in order explore alike (issue 15: 17 nodes against 1,568)."""
    by_intervals = INTERVALS.minterms([INTERVALS.convert(s) for s in sets])
    by_bitmaps = BITMAPS.minterms([BITMAPS.convert(s) for s in sets])
    assert [(list(r.ranges()), m) for r, m in by_intervals] \
        == [(list(r.ranges()), m) for r, m in by_bitmaps]


def test_equal_bitmaps_are_one_object() -> None:
    a = BITMAPS.of_ranges([(97, 122), (48, 57)])
    b = BITMAPS.of_ranges([(48, 57)]) | BITMAPS.of_ranges([(97, 122)])
    assert a is b and a == b and hash(a) == hash(b)
    assert (~~a) is a


#: Characters in the middle of the alphabet, which the interning key of a large set
#: does not read (it reads the lowest 1,024 bits and the highest 256).
_MIDDLE = st.integers(5_000, 5_012)


@settings(max_examples=150, deadline=None)
@given(picks=st.lists(st.lists(_MIDDLE, max_size=3), min_size=1, max_size=8),
       drop=st.lists(st.booleans(), max_size=8))
def test_large_sets_that_share_a_key_are_interned_apart(picks, drop) -> None:
    """Sets of the whole alphabet but a few middle characters share one interning key:
    ``BitmapSet`` of a set's bits is the live set with those bits and no other, also
    after some of the sets that share its key are gone (the second table)."""
    import gc

    from strsat.regex.charset_bitmap import BitmapSet

    full = BITMAPS.full.bits
    sets = [BitmapSet(full ^ sum(1 << c for c in set(p))) for p in picks]
    for k, gone in enumerate(drop[:len(sets)]):
        if gone:
            sets[k] = None  # type: ignore[call-overload]
    gc.collect()
    for p in picks:
        again = BitmapSet(full ^ sum(1 << c for c in set(p)))
        assert again.bits == full ^ sum(1 << c for c in set(p))
        for s in sets:
            if s is not None:
                assert (s is again) == (s.bits == again.bits)
                assert (s == again) == (s.bits == again.bits)
                assert s != again or hash(s) == hash(again)


def test_a_union_of_many_classes_is_one_normalisation(monkeypatch: pytest.MonkeyPatch) -> None:
    """``union`` of many character classes (600 alternatives: the characters whose
    ``lower()`` is one character) builds their set in one normalisation, not by a
    pairwise ``|`` (quadratic: 0.2 s for that class), and gives the same set."""
    from strsat.regex import ast as R
    from strsat.regex import charset

    parts = [R.chars(INTERVALS.range(3 * k, 3 * k + (k % 3))) for k in range(600)]
    expected = INTERVALS.empty
    for p in parts:
        expected = expected | p.chars
    merges = []
    real = charset._merge
    monkeypatch.setattr(charset, "_merge", lambda *a: merges.append(1) or real(*a))
    got = R.union(*parts)
    assert got.kind == R.CHARS and got.chars == expected
    assert len(merges) <= 1


@settings(max_examples=300, deadline=None)
@given(a=charsets(), probes=st.lists(st.one_of(points, st.integers(-5, -1),
                                                st.integers(MAX_CHAR - 2, MAX_CHAR + 70)),
                                      max_size=30))
def test_bitmap_membership_is_the_intervals(a, probes) -> None:
    """A bitmap's one-bit membership test (a mask below the middle of its bits, a shift
    above) answers as the interval search, at the ends of every range and outside the
    alphabet."""
    bitmap = BITMAPS.convert(a)
    ends = [c for lo, hi in a.ranges() for c in (lo - 1, lo, hi, hi + 1)]
    for c in [*probes, *ends, 0, MAX_CHAR, MAX_CHAR + 1]:
        assert (c in bitmap) == (c in a) == (0 <= c <= MAX_CHAR and naive(a)(c))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, MAX_CHAR), st.integers(0, 300)), max_size=150))
def test_bitmap_ranges_of_many_runs_are_the_intervals(spans: list[tuple[int, int]]) -> None:
    """A large bitmap of many runs is read from its binary text (``BitmapSet.ranges``):
    the same maximal runs, lowest first, as the interval set of the same ranges."""
    ranges = [(lo, min(lo + n, MAX_CHAR)) for lo, n in spans]
    assert list(BITMAPS.of_ranges(ranges).ranges()) == list(INTERVALS.of_ranges(ranges).ranges())


@pytest.mark.parametrize("alg", ALGEBRAS, ids=lambda a: a.name)
@settings(max_examples=100, deadline=None)
@given(sets=st.lists(charsets(), min_size=1, max_size=6))
def test_union_of_many_is_the_folded_or(alg, sets) -> None:  # type: ignore[no-untyped-def]
    """``Algebra.union`` (one set made for a target's merged moves in ``trim``, units40)
    is ``|`` folded; a bitmap union is the interned set itself."""
    xs = [alg.convert(s) for s in sets]
    folded = xs[0]
    for x in xs[1:]:
        folded = folded | x
    assert alg.union(xs) == folded
    if alg is BITMAPS:
        assert alg.union(xs) is folded
