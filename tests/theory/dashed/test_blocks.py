"""Dashed strings: the language of a dashed string, normalisation, runs."""

from __future__ import annotations

from dashed_strategies import SETS, WORDS, dashed, language
from hypothesis import given, settings

from strsat.theory.dashed.blocks import (
    INF,
    Block,
    accepts,
    known,
    log_size,
    max_length,
    min_length,
    normalise,
    of_string,
    value,
    witness,
)


@settings(max_examples=150, deadline=None)
@given(dashed())
def test_concretisations_are_exactly_the_language(bs):
    """``accepts`` (runs and intervals) agrees with Python's regex of the blocks."""
    lang = language(bs)
    assert {w for w in WORDS if accepts(tuple(bs), w)} == lang


@settings(max_examples=150, deadline=None)
@given(dashed())
def test_normalisation_keeps_the_language(bs):
    d = normalise(bs)
    lang = language(bs)
    if d is None:
        assert not lang
    else:
        assert {w for w in WORDS if accepts(d, w)} == lang
        if lang:
            assert accepts(d, witness(d))


@settings(max_examples=150, deadline=None)
@given(dashed())
def test_normalisation_is_canonical(bs):
    """Idempotent; no null block, no two neighbours of one base; and the same normal
    form for every way of writing the blocks apart (split, nulls inserted)."""
    d = normalise(bs)
    if d is None:
        return
    assert normalise(d) == d
    assert all(b.hi > 0 and b.base.bounds for b in d)
    assert all(p.base != q.base for p, q in zip(d, d[1:], strict=False))
    spread: list[Block] = []
    for b in bs:
        spread.append(Block(SETS["a"], 0, 0))
        if b.lo >= 1 and b.hi < INF:
            spread.append(Block(b.base, 1, 1))
            spread.append(Block(b.base, b.lo - 1, b.hi - 1))
        else:
            spread.append(b)
    assert normalise(spread) == d


def test_runs_of_a_constant_are_its_blocks():
    d = of_string("aaab" + "c" * 100_000)
    assert len(d) == 3 and known(d) and value(d) == "aaab" + "c" * 100_000
    assert min_length(d) == max_length(d) == 100_004
    assert accepts(d, "aaab" + "c" * 100_000) and not accepts(d, "aaab" + "c" * 99_999)


def test_absorption_into_an_unbounded_neighbour():
    ab, a = SETS["ab"], SETS["a"]
    assert normalise([Block(a, 1, 5), Block(ab, 2, INF)]) == (Block(a, 1, 1), Block(ab, 2, INF))
    assert normalise([Block(ab, 0, INF), Block(a, 0, 3)]) == (Block(ab, 0, INF),)


def test_size_orders_domains():
    ab, a = SETS["ab"], SETS["a"]
    assert log_size((Block(a, 3, 3),)) == 0
    assert log_size((Block(ab, 1, 1),)) == 1
    assert log_size((Block(ab, 0, INF),)) == float("inf")
