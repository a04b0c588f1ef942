"""``decimal_range(lo, hi, n)``: exactly the ``n``-digit words (zeros padded) of the
values in ``[lo, hi]`` — the interval's ends, their neighbours and drawn values checked."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.decimal_range import decimal_range


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3), st.integers(-20, 1020), st.integers(-20, 1020),
       st.lists(st.integers(0, 999), min_size=8, max_size=8))
def test_words_are_the_interval(n: int, lo: int, hi: int, values: list[int]) -> None:
    nfa = build(decimal_range(lo, hi, n))
    ends = [lo - 1, lo, lo + 1, hi - 1, hi, hi + 1, 0, 10 ** n - 1]
    for value in {v for v in ends + values if 0 <= v < 10 ** n}:
        assert accepts(nfa, str(value).zfill(n)) == (lo <= value <= hi)
    assert not accepts(nfa, "0" * (n + 1))
    assert not accepts(nfa, "0" * (n - 1))
    assert not accepts(nfa, "a" * n)


def test_wide_widths_stay_small() -> None:
    """Twenty digits: a handful of branches per digit, and the ends are in."""
    r = decimal_range(12345678901234567890, 98765432109876543210, 20)
    nfa = build(r)
    assert accepts(nfa, "12345678901234567890") and accepts(nfa, "98765432109876543210")
    assert not accepts(nfa, "12345678901234567889")
    assert not accepts(nfa, "98765432109876543211")
