"""regex/alphabets.py: ``singles`` is exactly the characters whose one-character word is
in the language, complements and loops included (the bound of a character under a
negated membership rests on it being exact); ``positions`` holds the character at each
place every word has, from either end."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex import ast as R
from strsat.regex.alphabets import positions, singles
from strsat.regex.automaton import accepts
from strsat.regex.construct import build

_LEAVES = [R.literal("a"), R.literal("bd"), R.char_range(ord("a"), ord("c")), R.EPSILON,
           R.ALLCHAR, R.EMPTY_LANG]


def _regexes() -> st.SearchStrategy[R.Regex]:
    def extend(children: st.SearchStrategy[R.Regex]) -> st.SearchStrategy[R.Regex]:
        two = st.lists(children, min_size=2, max_size=2)
        bounds = st.tuples(st.integers(0, 3), st.one_of(st.none(), st.integers(0, 3)))
        return st.one_of(two.map(lambda a: R.concat(*a)), two.map(lambda a: R.union(*a)),
                         two.map(lambda a: R.inter(*a)), children.map(R.star),
                         children.map(R.comp),
                         st.tuples(children, bounds).map(
                             lambda p: R.loop(p[0], p[1][0], p[1][1])))
    return st.recursive(st.sampled_from(_LEAVES), extend, max_leaves=6)


@settings(max_examples=150, deadline=None)
@given(_regexes())
def test_singles_are_the_one_character_words(regex: R.Regex) -> None:
    chars = singles(regex)
    nfa = build(regex)
    for c in "abcde\u00e9":
        assert (ord(c) in chars) == accepts(nfa, c), (regex, c)


def test_singles_examples() -> None:
    assert list(singles(R.comp(R.star(R.char_range(0, 0x7F)))).ranges()) == [(0x80, 0x2FFFF)]
    assert singles(R.loop(R.literal("a"), 2, None)).is_empty()
    assert 97 in singles(R.loop(R.opt(R.literal("a")), 2, 2))
    assert list(singles(R.concat(R.opt(R.literal("x")), R.literal("y"))).ranges()) == [
        (ord("y"), ord("y"))]


@settings(max_examples=150, deadline=None)
@given(_regexes(), st.booleans())
def test_positions_hold_every_word(regex: R.Regex, from_end: bool) -> None:
    """Every word of the language has at least ``len(positions)`` characters, and its
    character at each of those places (from the end with ``from_end``) is in the set."""
    places = positions(regex, from_end)
    nfa = build(regex)
    for n in range(5):
        for word in map("".join, itertools.product("abcd", repeat=n)):
            if not accepts(nfa, word):
                continue
            assert len(word) >= len(places), (regex, word)
            text = word[::-1] if from_end else word
            for i, chars in enumerate(places):
                assert ord(text[i]) in chars, (regex, word, i)


def test_a_date_format_fixes_its_separators() -> None:
    digit = R.char_range(ord("0"), ord("9"))
    date = R.concat(R.loop(digit, 4, 4), R.literal("-"),
                    R.union(R.concat(R.literal("1"), R.char_range(ord("0"), ord("2"))),
                            R.concat(R.literal("0"), R.char_range(ord("1"), ord("9")))),
                    R.literal("-"), R.loop(digit, 2, 2))
    places = positions(date)
    assert len(places) == 10
    assert [i for i, p in enumerate(places) if p.size() == 1] == [4, 7]
    assert list(places[5].ranges()) == [(ord("0"), ord("1"))]
    assert [i for i, p in enumerate(positions(date, from_end=True)) if p.size() == 1] == [2, 5]
