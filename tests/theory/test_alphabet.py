"""The fixed-length alphabet: region masks by segment lookup agree with the naive scan."""

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex.charset import INTERVALS
from strsat.theory.fixed_length import alphabet as alphabet_module
from strsat.theory.fixed_length.alphabet import _SCAN_ABOVE as SCAN_ABOVE
from strsat.theory.fixed_length.alphabet import Alphabet

_points = st.integers(min_value=0, max_value=0x2FFFF)


@st.composite
def _sets(draw):
    out = INTERVALS.empty
    for _ in range(draw(st.integers(1, 4))):
        lo = draw(_points)
        hi = min(0x2FFFF, lo + draw(st.integers(0, 300)))
        out = out | INTERVALS.range(lo, hi)
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(_sets(), min_size=1, max_size=6), st.booleans(), st.data())
def test_mask_of_agrees_with_region_scan(sets, order_mode, data):
    alphabet = Alphabet(sets, order_mode=order_mode)
    # any union of regions is a legal argument; the input sets are such unions
    chosen = data.draw(st.lists(st.integers(0, alphabet.n - 1), max_size=5))
    union = INTERVALS.empty
    for k in chosen:
        union = union | alphabet.regions[k]
    for s in [*sets, union]:
        naive = 0
        for k, r in enumerate(alphabet.regions):
            if r.intersects(s):
                naive |= 1 << k
        fresh = Alphabet(sets, order_mode=order_mode)  # no cached masks
        assert fresh.mask_of(s) == naive


@settings(max_examples=50, deadline=None)
@given(st.lists(_sets(), min_size=1, max_size=5), st.booleans(), st.randoms())
def test_shared_alphabet_depends_on_the_set_of_sets_only(sets, order_mode, rnd):
    from strsat.theory.fixed_length.alphabet import SharedAlphabets

    shared = SharedAlphabets()
    first = shared.alphabet(sets, order_mode, [0x61])
    shuffled = sets + sets[:1]
    rnd.shuffle(shuffled)
    again = shared.alphabet(shuffled, order_mode, [0x61])
    assert again is first and len(shared) == 1
    assert SharedAlphabets().alphabet(sets, order_mode, [0x61]) is not first  # per owner
    fresh = Alphabet(shuffled, order_mode=order_mode, constant_chars=[0x61])
    assert fresh.regions == first.regions
    assert all(fresh.mask_of(s) == first.mask_of(s) for s in sets)


def _naive_candidates(alphabet, mask, excluded, used, hint):
    """Per region of the mask: its single value, or the used values and one fresh
    value; sorted hint first, then by readability rank (the definition)."""
    ex = excluded or frozenset()
    out = []
    for m in range(alphabet.n):
        if not (mask >> m) & 1:
            continue
        single = alphabet.single_value(m)
        if single is not None:
            if single not in ex:
                out.append(single)
            continue
        avoid = set(ex)
        for v in used.get(m) or ():
            if v not in ex:
                out.append(v)
            avoid.add(v)
        v = alphabet.fresh(m, avoid, hint)
        if v is not None:
            out.append(v)
    return sorted(out, key=lambda c: (c != hint, alphabet.rank(c), c))


@settings(max_examples=200, deadline=None)
@given(st.lists(_sets(), min_size=1, max_size=6), st.data())
def test_candidates_agree_with_the_definition(sets, data):
    singles = data.draw(st.lists(_points, max_size=40))
    alphabet = Alphabet([*sets, *(INTERVALS.char(c) for c in singles)],
                        constant_chars=data.draw(st.lists(_points, max_size=3)))
    rnd = data.draw(st.randoms(use_true_random=False))
    for _ in range(3):
        mask = rnd.getrandbits(alphabet.n) or 1
        points = st.sampled_from(singles) if singles else _points
        excluded = frozenset(data.draw(st.lists(st.one_of(_points, points), max_size=3)))
        used: dict[int, dict[int, int]] = {}
        for c in data.draw(st.lists(st.one_of(_points, points), max_size=4)):
            used.setdefault(alphabet.index(c), {})[c] = 1
        hint = data.draw(st.one_of(st.none(), _points, points))
        expected = _naive_candidates(alphabet, mask, excluded, used, hint)
        # the ranked table (twice: the second reads the mask's kept regions), the walk
        # of the mask's regions (its kept entry forgotten first)
        for scan_above in (0, 0, alphabet.n):
            alphabet_module._SCAN_ABOVE = scan_above
            if scan_above:
                alphabet._wide_masks.clear()
            try:
                got = alphabet.candidates(mask, excluded or None, used, hint, 1)
            finally:
                alphabet_module._SCAN_ABOVE = SCAN_ABOVE
            assert got == expected


def _many_classes(count: int, base: int = 0x100) -> list:
    """``count`` distinct character sets of two ranges each (the minterms grow with them)."""
    return [INTERVALS.range(base + 3 * i, base + 3 * i + 1) | INTERVALS.char(0x20000 + i)
            for i in range(count)]


def test_building_an_alphabet_of_many_classes_reads_and_charges_the_deadline():
    import pytest

    from strsat.deadline import Deadline
    from strsat.errors import ResourceLimit

    sets = _many_classes(2_000)
    units = alphabet_module.minterm_units(sets)
    assert units > 50  # 8,000 boundaries on masks of 32 words
    budget = Deadline.never().work(10**9)
    Alphabet(sets, deadline=budget)
    assert budget.spent >= units
    with pytest.raises(ResourceLimit, match="fixed-length alphabet"):
        Alphabet(sets, deadline=Deadline.never().work(units // 2))


def test_a_kept_alphabet_is_charged_its_construction_once_per_check():
    from strsat.deadline import Deadline
    from strsat.kept_units import Charges, opened

    shared = alphabet_module.SharedAlphabets()
    record = Charges()
    sets = _many_classes(1_500, base=0x1000)

    def check(reads: int) -> int:
        root = Deadline(None).work(10**9)
        with opened(record, root) as deadline:
            for _ in range(reads):
                shared.alphabet(sets, deadline=deadline)
        return root.spent

    built = check(1)
    assert built >= alphabet_module.minterm_units(sets)
    assert check(1) == built  # kept: the same charge as a fresh build
    lookup = len(sets) // alphabet_module.SETS_PER_UNIT
    assert check(3) == built + 2 * lookup  # charged once per check; each lookup its key


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(_sets(), st.booleans()), min_size=0, max_size=40),
       st.booleans(), st.lists(_sets(), max_size=3))
def test_regions_are_the_minterms_and_masks_read_them(pairs, order_mode, others):
    """Regions partition the alphabet in order of their minimum, each inside or outside
    every set (permutation mode: no two with one membership); each set's mask (read off
    its segments or its complement's) and the regions any set meets are the naive scan's
    (up to 40 sets with complements: the byte-array and complement paths)."""
    sets = [~s if neg else s for s, neg in pairs]
    alphabet = Alphabet(sets, order_mode=order_mode)
    regions = alphabet.regions
    assert sum(r.size() for r in regions) == 0x30000
    assert [r.min() for r in regions] == sorted(r.min() for r in regions)
    total = INTERVALS.empty
    for r in regions:
        assert not (total & r).bounds
        total = total | r
    signatures = [tuple((r & s) == r for s in sets) for r in regions]
    for r, sig in zip(regions, signatures, strict=True):
        assert all(inside or not (r & s).bounds for inside, s in zip(sig, sets, strict=True))
    if not order_mode:
        assert len(set(signatures)) == len(signatures)
    for s in [*sets, *others]:
        naive = sum(1 << k for k, r in enumerate(regions) if r.intersects(s))
        assert Alphabet(sets, order_mode=order_mode).mask_of(s) == naive


def test_candidates_of_a_narrow_domain_rank_its_regions_once(monkeypatch):
    """A domain of a few regions ranks its regions' defaults once (kept per mask) and
    each later call only merges the special regions' values: a search's nodes asked
    every region of the domain for its default and sorted them again (issue 39: 30
    regions at each of html.parser's lemma-shrinking nodes, a quarter of the check)."""
    alphabet = Alphabet([INTERVALS.char(c) for c in range(0x61, 0x61 + 20)])
    mask = alphabet.full
    first = alphabet.candidates(mask, None, {}, None, 1)
    calls = []
    original = Alphabet._default

    def counted(self, m):
        calls.append(m)
        return original(self, m)

    monkeypatch.setattr(Alphabet, "_default", counted)
    used = {alphabet.index(0x62): {0x62: 1}}
    again = alphabet.candidates(mask, frozenset({0x63}), used, None, 1)
    assert [c for c in first if c != 0x63] == again
    assert len(calls) <= 2, calls  # the special regions' own, not the domain's 21
