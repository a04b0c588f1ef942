"""Aligned pumping (issue 27, :mod:`strsat.theory.grammar.pump`): long common words of
two grammars from short ones, checked exactly; never a word outside a grammar."""

from __future__ import annotations

import random
from collections.abc import Generator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.theory.test_grammar_brute import derives, grammars

from strsat.deadline import Deadline
from strsat.engine import Engine
from strsat.terms.grammars import Chars, Grammar, Nt, accepts
from strsat.theory.grammar import pump
from strsat.theory.grammar.normal import normalise, problems
from strsat.theory.grammar.search import interleaved, searches

a, b, c, d = (Chars.char(ch) for ch in "abcd")


def _pair() -> tuple[Grammar, Grammar]:
    """``G``: ``a^i b^i c^j d^j``; ``H``: ``a^2i b^2i c^3j d^3j`` written with other
    nonterminals and block sizes, so a pump of one grammar's tree holds in the other
    only when it is aligned with a pump of the other's (a^2 b^2 and c^3 d^3 at once);
    the common words are ``a^2i b^2i c^3j d^3j`` (the shortest ``aabbcccddd``)."""
    g = Grammar("G", "S", [("S", [(Nt("X"), Nt("Y"))]),
                           ("X", [(a, Nt("X"), b), (a, b)]),
                           ("Y", [(c, Nt("Y"), d), (c, d)])])
    h = Grammar("H", "S", [("S", [(Nt("P"), Nt("Q"))]),
                           ("P", [(a, a, Nt("P"), b, b), (a, a, b, b)]),
                           ("Q", [(c, c, c, Nt("Q"), d, d, d), (c, c, c, d, d, d)])])
    return g, h


def _witness(gs: list[Grammar], n: int, lengths: list[int] | None = None) -> str | None:
    dl = Deadline(None)
    bs = [normalise(g) for g in gs]

    def small(m: int) -> Generator[None, None, str | None]:
        runs = searches(m, bs, None, lambda w: True, [], dl, pump.SMALL_STRATEGIES)
        return (yield from interleaved(runs, pump.SMALL_NODES))

    gen = pump.pump_witness(n, gs, bs, small, lambda w: True,
                            lengths or list(range(1, 31)), dl)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


def _is(word: str, i: int, j: int) -> bool:
    return word == "a" * i + "b" * i + "c" * j + "d" * j


def test_pumped_moves_the_cuts_of_later_pumps() -> None:
    w = "aabbcccddd"
    # (c, d) around "ccdd" and (a, b) around "ab": the right one first, then the left
    assert pump.pumped(w, [((4, 5, 9, 10), 1), ((0, 1, 3, 4), 2)]) == "a" * 4 + "b" * 4 + \
        "c" * 4 + "d" * 4
    # an inner pump (inside the middle part of the outer one) moves the outer one's cut
    assert pump.pumped("aabb", [((1, 2, 2, 3), 1), ((0, 1, 3, 4), 1)]) == "aaaabbbb"
    # a later pump that cuts into a repeated part: no word
    assert pump.pumped("aabb", [((0, 2, 2, 4), 1), ((1, 2, 2, 3), 1)]) is None


def test_tree_pumps_are_pumps_of_the_grammar() -> None:
    g, _ = _pair()
    w = "aaabbbcd"
    bg = normalise(g)
    ins = pump.inside_table(bg, w)
    assert ins is not None
    ps = pump.tree_pumps(bg, w, ins, random.Random(0))
    assert ps
    for p in ps:
        for t in range(3):
            assert accepts(g, pump.pumped(w, [(p, t)]))  # type: ignore[arg-type]


def test_one_aligned_pump_reaches_1000() -> None:
    g, h = _pair()
    word = _witness([g, h], 1000)
    assert word is not None and len(word) == 1000
    assert accepts(g, word) and accepts(h, word)


def test_two_pumps_combine_when_no_single_one_divides() -> None:
    g, h = _pair()
    # from a^4 b^4 c^6 d^6 (20; its aligned pumps add a^2 b^2 or c^3 d^3): 10 more is
    # 4 + 6, and neither 4 nor 6 divides 10
    word = _witness([g, h], 30, [20])
    assert word is not None and _is(word, 6, 9)
    assert accepts(g, word) and accepts(h, word)


def test_no_common_word_no_witness() -> None:
    g, h = _pair()
    # H's words have length 4i + 6j: no common word of odd length (nothing to pump)
    assert _witness([g, h], 101) is None
    # disjoint languages: the helper finds nothing and proves nothing
    k = Grammar("K", "S", [("S", [(b, Nt("S")), (b,)])])
    assert _witness([g, k], 200) is None


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(grammars("G"), grammars("H"), st.integers(9, 24))
def test_a_pumped_word_is_in_both_grammars(g: Grammar, h: Grammar, n: int) -> None:
    if problems(g)[2] or problems(h)[2]:
        return
    word = _witness([g, h], n)
    if word is not None:
        assert len(word) == n and derives(g, word) and derives(h, word)


@pytest.mark.slow
def test_engine_pumps_a_random_pair_at_100() -> None:
    """Paper 000 §3.3's random17 pair at 100 (the regression file): sat, by pumping (its
    common words are rare: the search found none in 20,000 nodes)."""
    from pathlib import Path

    from strsat.smtlib.interpreter import Interpreter

    text = (Path(__file__).parents[1] / "regressions"
            / "grammar_two_grammars_pump_sat.smt2").read_text()
    it = Interpreter(solve=False)
    it.run(text.replace("(check-sat)", ""))
    engine = Engine()
    for f in it.assertions():
        engine.add(f)
    result = engine.check(deadline=Deadline(120))
    assert str(result.status) == "sat"
    assert result.stats.get("hint.GRAMMAR_PUMP", 0) >= 1  # type: ignore[attr-defined]
