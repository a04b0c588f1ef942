"""Issue 26: exact positional meets of fixed-length dashed strings, the replace_all
occurrence count and its layouts, checked against brute force / naive twins."""

from __future__ import annotations

from dashed_strategies import NAMES, SETS, language
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.terms.string_ops import smt_replace_all
from strsat.theory.dashed.blocks import Block, accepts, char_block
from strsat.theory.dashed.functions import greedy_layout, occurrences_for
from strsat.theory.dashed.sweep import fixed, meet_fixed, slice_fixed


@st.composite
def fixed_blocks(draw, total: int) -> list[Block]:
    """A dashed string of ``total`` characters whose blocks each have one length."""
    out: list[Block] = []
    left = total
    while left:
        n = draw(st.integers(1, left))
        out.append(Block(SETS[draw(st.sampled_from(NAMES))], n, n))
        left -= n
    return out


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(0, 5).flatmap(lambda n: st.tuples(fixed_blocks(n), fixed_blocks(n))))
def test_meet_fixed_is_the_intersection(pair):
    x, y = pair
    got = meet_fixed(x, y)
    both = language(x) & language(y)
    if got is None:
        assert not both
    else:
        assert fixed(got)
        assert language(got) == both


def test_meet_fixed_places_a_character_inside_a_block():
    not_c = Block(SETS["ab"], 4, 4)
    x = [not_c, char_block(ord("c"))]
    y = [Block(SETS["ac"], 3, 3), char_block(ord("b")), Block(SETS["abc"], 1, 1)]
    got = meet_fixed(x, y)
    assert got is not None and language(got) == {"aaabc"}
    assert meet_fixed(x, [Block(SETS["abc"], 4, 4)]) is None  # lengths differ


def test_slice_fixed_cuts_blocks_at_both_ends():
    d = [Block(SETS["a"], 3, 3), Block(SETS["b"], 2, 2), Block(SETS["c"], 3, 3)]
    assert language(slice_fixed(d, 2, 4)) == {"abbc"}
    assert slice_fixed(d, 0, 0) == []


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text("ab", max_size=12), st.sampled_from(["a", "ab", "ba", "aa", "abb"]),
       st.sampled_from(["", "c", "cc", "ccc", "cccc"]))
def test_occurrences_for_matches_the_count(s, p, r):
    """The count the lengths determine is the number of leftmost non-overlapping
    occurrences (Python's ``str.count``, the naive twin)."""
    m = len(smt_replace_all(s, p, r))
    k = occurrences_for(len(s), m, p, r)
    if len(r) == len(p):
        assert k is None
    else:
        assert k == s.count(p)


def test_occurrences_for_refuses_impossible_counts():
    assert occurrences_for(10, 21, "a", "bb") is None  # 11 occurrences in 10 characters
    assert occurrences_for(10, 4, "ab", "c") is None  # 6 occurrences of ab in 10
    assert occurrences_for(10, 12, "a", "bbb") == 1
    assert occurrences_for(10, 11, "a", "bbb") is None  # not a multiple


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.integers(0, 4).flatmap(lambda n: st.tuples(fixed_blocks(n + 3), st.integers(0, 3))),
       st.sampled_from(["a", "ab", "ba"]), st.sampled_from("abc"))
def test_greedy_layout_stays_in_the_domain(case, p, fill):
    d, count = case
    s = greedy_layout(d, p, count, ord(fill))
    if s is not None:
        assert accepts(tuple(d), s)
        assert s.count(p) >= count


def test_greedy_layout_keeps_the_forced_first_occurrence():
    """``[^a]{3}·a·Σ{5}`` with 4 occurrences of ``a``: the forced one first."""
    d = [Block(SETS["bc"], 3, 3), char_block(ord("a")), Block(SETS["abc"], 5, 5)]
    s = greedy_layout(d, "a", 4, ord("b"))
    assert s == "bbbaaaabb"
    assert greedy_layout(d, "a", 9, ord("b")) is None  # no room for nine
