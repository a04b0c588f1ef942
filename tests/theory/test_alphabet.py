"""The fixed-length alphabet: region masks by segment lookup agree with the naive scan."""

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex.charset import INTERVALS
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
