"""LEN_RE's length sets from the AST: exact where they are the interval of its bounds,
computed without an automaton."""

from __future__ import annotations

from dashed_strategies import regex_asts
from hypothesis import given, settings

from strsat.regex import ast as R
from strsat.regex.charset import INTERVALS
from strsat.regex.construct import build
from strsat.regex.lengths import length_set
from strsat.theory.regular.languages import _interval_lengths


def _member(progs: list[tuple[int, int]], n: int) -> bool:
    return any(n == b if s == 0 else (n >= b and (n - b) % s == 0) for b, s in progs)


@settings(max_examples=200, deadline=None)
@given(regex_asts())
def test_interval_lengths_are_the_lengths(node):
    progs = _interval_lengths(node)
    if progs is None:
        return
    exact = length_set(build(node, algebra=INTERVALS))
    for n in range(40):
        if n in exact:
            assert _member(progs, n), (node, progs, exact)
        elif n <= node.min_len + 32:  # beyond, a long finite interval is widened
            assert not _member(progs, n), (node, progs, exact)


def test_long_counter_costs_no_automaton():
    ab = R.chars(INTERVALS.range(ord("a"), ord("b")))
    node = R.concat(R.star(ab), R.literal("a"), R.loop(ab, 1_000_000, 1_000_000))
    assert _interval_lengths(node) == [(1_000_001, 1)]
