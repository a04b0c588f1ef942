"""Words of a weighted length (regex/weighted.py) against every short word."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st
from regex_strategies import regexes

from strsat.regex import ast as R
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.weighted import word_of_weight

#: The characters weighed: "a" 0, "b" 2, the rest 1 ("c", "é", …).
WEIGHTS = {ord("a"): 0, ord("b"): 2}
SHORT = ["".join(w) for n in range(6) for w in itertools.product("abcé", repeat=n)]


def _weight(word: str) -> int:
    return sum(WEIGHTS.get(ord(c), 1) for c in word)


@settings(max_examples=200, deadline=None)
@given(regexes(boolean=False, max_leaves=6), regexes(boolean=False, max_leaves=4),
       st.integers(0, 4), st.one_of(st.none(), st.integers(0, 5)))
def test_a_word_in_the_window_or_none_of_the_short_words(
        pos: R.Regex, neg: R.Regex, lo: int, hi: int | None) -> None:
    """A found word is in the languages and the window; False only when no word of up
    to five characters is."""
    a, b = build(pos), build(neg)
    found = word_of_weight([a], [b], WEIGHTS, lo, hi)
    assert found is not None  # a few states: the pairs are never exhausted
    if isinstance(found, str):
        assert accepts(a, found) and not accepts(b, found)
        assert lo <= _weight(found) and (hi is None or _weight(found) <= hi)
        return
    assert not any(accepts(a, w) and not accepts(b, w) and lo <= _weight(w)
                   and (hi is None or _weight(w) <= hi) for w in SHORT)


def test_separators_deleted_weigh_nothing() -> None:
    """Issue 39's separator: ``([0-9]{3}-)*`` whose ``replace_all(x, "-", "")`` has
    15,000 characters: 5,000 groups, from a few states."""
    groups = build(R.star(R.concat(R.loop(R.char_range(ord("0"), ord("9")), 3, 3),
                                   R.literal("-"))))
    word = word_of_weight([groups], [], {ord("-"): 0}, 15000, 15000)
    assert isinstance(word, str) and len(word) == 20000 and word.count("-") == 5000
    assert word_of_weight([groups], [], {ord("-"): 0}, 15001, 15001) is False


def test_an_open_window_saturates_at_its_least_weight() -> None:
    a_star = build(R.star(R.literal("a")))
    word = word_of_weight([a_star], [], {ord("a"): 2}, 40001, None)
    assert word == "a" * 20001
    assert word_of_weight([a_star], [], {ord("a"): 2}, 3, 3) is False  # odd weights


def test_a_huge_window_allocates_nothing_up_front() -> None:
    """A window of 10^12: the buckets are made as weights are reached, and a least weight
    past what the pairs can hold is None at once."""
    a_star = build(R.star(R.literal("a")))
    assert word_of_weight([a_star], [], {ord("a"): 2}, 10 ** 9, None) is None
    assert word_of_weight([a_star], [], {ord("a"): 2}, 4, 10 ** 12) == "aa"
