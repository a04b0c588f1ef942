"""Regexes against dashed strings: the hull contains the language (equals it when
exact), and an automaton's refinement keeps every accepted word."""

from __future__ import annotations

from dashed_strategies import WORDS, cuts, dashed, fits, regex_asts, regex_language
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex import ast as R
from strsat.regex.charset import INTERVALS
from strsat.theory.dashed.blocks import INF, Block, accepts, of_string
from strsat.theory.dashed.languages import automaton_of, hull


@settings(max_examples=150, deadline=None)
@given(regex_asts())
def test_hull_contains_the_language(node):
    d, exact = hull(node)
    lang = regex_language(node)
    dashed_lang = set() if d is None else {w for w in WORDS if accepts(d, w)}
    assert lang <= dashed_lang
    if exact:
        assert lang == dashed_lang


@settings(max_examples=150, deadline=None)
@given(regex_asts(), dashed(min_size=1), st.booleans())
def test_automaton_refinement_keeps_every_member(node, bs, positive):
    a = automaton_of(node, positive)
    if a is None:
        return
    lang = regex_language(node)
    members = {w for w in WORDS if (w in lang) == positive and accepts(tuple(bs), w)}
    got = a.refine(bs)
    if got is None:
        assert not members
        return
    for w in members:
        for parts in cuts(bs, w):
            assert all(fits(p, b) for p, b in zip(parts, got, strict=True)), (node, bs, got, w)


@settings(max_examples=150, deadline=None)
@given(regex_asts(), st.sampled_from(WORDS))
def test_automaton_decides_known_strings(node, w):
    a = automaton_of(node, True)
    if a is not None:
        assert a.accepts(of_string(w)) == (w in regex_language(node))


def test_long_loops_stay_one_block():
    ab = R.chars(INTERVALS.range(ord("a"), ord("b")))
    node = R.concat(R.star(ab), R.chars(INTERVALS.char(ord("a"))), R.loop(ab, 100_000, 100_000))
    d, exact = hull(node)
    assert exact and len(d) == 3 and d[2] == Block(INTERVALS.range(97, 98), 100_000, 100_000)


def test_automaton_follows_long_runs_by_their_orbit():
    """Σ*·aa·Σ* rejected: b^{100000} a [ab]^{100000} keeps its blocks, and a known string
    of 200,001 characters is decided without reading it character by character."""
    aa = R.concat(R.ALL, R.literal("aa"), R.ALL)
    a = automaton_of(aa, False)
    assert a is not None
    b, ab = INTERVALS.char(ord("b")), INTERVALS.range(97, 98)
    d = [Block(b, 100_000, 100_000), Block(INTERVALS.char(97), 1, 1), Block(ab, 100_000, 100_000)]
    assert a.refine(d) is not None
    assert a.accepts(of_string("b" * 100_000 + "a" + "b" * 100_000))
    assert not a.accepts(of_string("b" * 100_000 + "aa" + "b" * 100_000))
    assert a.refine([Block(INTERVALS.char(97), 2, INF)]) is None
