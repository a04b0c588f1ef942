"""SWEEP (paper 003): equating two dashed strings never removes a solution, checked
against brute force on the alphabet ``a, b, c`` and words of up to five characters."""

from __future__ import annotations

import pytest
from dashed_strategies import SETS, cuts, dashed, fits, language
from hypothesis import given, settings

from strsat.theory.dashed.blocks import INF, Block, show
from strsat.theory.dashed.sweep import equate, meet_blockwise, refine


def _keeps_every_cut(before: list[Block], after: list[Block], solutions: set[str]) -> None:
    """Every cut of every solution along ``before`` is a cut along ``after``, block for
    block (the refinement holds for every matching, which the propagators rely on)."""
    assert len(after) == len(before)
    for w in solutions:
        for parts in cuts(before, w):
            assert all(fits(p, b) for p, b in zip(parts, after, strict=True)), \
                (show(tuple(before)), show(tuple(after)), w, parts)


def _check_sweep(x: list[Block], y: list[Block]) -> None:
    solutions = language(x) & language(y)
    got = equate(x, y)
    if got is None:
        assert not solutions, (show(tuple(x)), show(tuple(y)), sorted(solutions)[:3])
        return
    x2, y2 = got
    _keeps_every_cut(x, x2, solutions)
    _keeps_every_cut(y, y2, solutions)


@settings(max_examples=500, deadline=None)
@given(dashed(), dashed())
def test_sweep_never_removes_a_solution(x, y):
    _check_sweep(x, y)


@pytest.mark.slow
@settings(max_examples=20_000, deadline=None)
@given(dashed(max_size=5), dashed(max_size=5))
def test_sweep_never_removes_a_solution_many(x, y):
    _check_sweep(x, y)


@settings(max_examples=300, deadline=None)
@given(dashed(min_size=1), dashed(min_size=1), dashed(min_size=1))
def test_refinements_of_one_string_meet_blockwise(x, y, z):
    """Two refinements of ``x`` (by ``y`` and by ``z``) intersected block by block keep
    every solution of ``x = y = z``."""
    a, b = refine(x, y), refine(x, z)
    solutions = language(x) & language(y) & language(z)
    if a is None or b is None:
        assert not solutions
        return
    m = meet_blockwise(a, b)
    if m is None:
        assert not solutions
        return
    _keeps_every_cut(x, m, solutions)


def test_paper_example_bounds():
    """Paper 003's COVER example: X = {a..c}^{0,30} d^{5,5} {c..f}^{0,2}, Y = {b..d}^{26,26}
    f^{1,1}; SWEEP finds {b,c}^{20,21} for the first block (as COVER does)."""
    from strsat.regex.charset import INTERVALS

    def r(a: str, b: str):
        return INTERVALS.range(ord(a), ord(b))

    x = [Block(r("a", "c"), 0, 30), Block(r("d", "d"), 5, 5), Block(r("c", "f"), 0, 2)]
    y = [Block(r("b", "d"), 26, 26), Block(r("f", "f"), 1, 1)]
    got = equate(x, y)
    assert got is not None
    assert got[0][0] == Block(r("b", "c"), 20, 21)
    assert got[0][1] == Block(r("d", "d"), 5, 5)


def test_mandatory_content_bounds_a_nullable_block():
    """[ab]^{0,∞} a [ab]^{n} against b^{n,∞} Σ^{0,∞}: the first block must hold the n b's,
    so the equated string is at least 2n+1 long — in time independent of n."""
    ab, a, b = SETS["ab"], SETS["a"], SETS["b"]
    n = 100_000
    x = [Block(ab, 0, INF), Block(a, 1, 1), Block(ab, n, n)]
    y = [Block(b, n, INF), Block(SETS["abc"], 0, INF)]
    got = equate(x, y)
    assert got is not None
    assert sum(blk.lo for blk in got[0]) == 2 * n + 1


def test_disjoint_constants_fail():
    assert equate([Block(SETS["a"], 3, 3)], [Block(SETS["a"], 2, 2), Block(SETS["b"], 1, 1)]) \
        is None


@settings(max_examples=500, deadline=None)
@given(dashed(), dashed())
def test_sweep_with_prefix_tables_never_removes_a_solution(x, y):
    """The same with every region summed by the prefix tables (used for long regions)."""
    from strsat.theory.dashed import sweep

    saved = sweep.SCAN
    sweep.SCAN = 0
    try:
        _check_sweep(x, y)
    finally:
        sweep.SCAN = saved


def test_a_sweep_charges_the_blocks_it_reads():
    """Issue 40: a unit buys about the same CPU time in every phase. A refinement reads
    every block of both sides (3-4 µs a block), so a sweep over thousands of blocks charges
    units in proportion (one unit per 4,096 blocks made a unit cost 600 µs); a short pair
    charges no more than before."""
    from strsat.deadline import Deadline
    from strsat.theory.dashed.sweep import BLOCKS_PER_UNIT

    a, b = SETS["a"], SETS["b"]
    n = 1_000
    x = [Block(a if i % 2 else b, 1, 1) for i in range(n)]
    y = [Block(SETS["ab"], 0, INF)]
    budget = Deadline.never().work(10**6)
    assert refine(x, y, budget) is not None
    assert budget.spent >= (len(x) + len(y)) // BLOCKS_PER_UNIT
    short = Deadline.never().work(10**6)
    assert refine(x[:4], y, short) is not None
    assert short.spent == 4  # a reading as each of the four passes begins, as before


def test_a_prefix_table_charges_the_blocks_it_reads():
    """Issue 39: building a prefix table reads all ``m`` blocks of one side, so it charges
    ``m // BLOCKS_PER_UNIT`` units (uncharged, thousands of tables over one long constant
    left the wall-clock backstop, not the work budget, to end the dashed search); a table
    found in the cache (the same base, or one meeting the same bases) charges nothing."""
    from strsat.deadline import Deadline
    from strsat.theory.dashed.sweep import BLOCKS_PER_UNIT, _Arrays

    m = 1_000
    y = [Block(SETS["a"] if i % 2 else SETS["b"], 1, 1) for i in range(m)]
    # a refinement against a long side sums its regions with prefix tables, and pays
    # for them
    x = [Block(SETS["ab"], 0, INF)] * 4
    sweep = Deadline.never().work(10**6)
    assert refine(x, y, sweep) is not None
    assert sweep.spent >= (len(x) + m) // BLOCKS_PER_UNIT + m // BLOCKS_PER_UNIT
    arrays = _Arrays(y)
    budget = Deadline.never().work(10**6)
    arrays.table(SETS["a"], budget)
    assert budget.spent == m // BLOCKS_PER_UNIT
    arrays.table(SETS["a"], budget)  # cached
    arrays.table(SETS["ac"], budget)  # meets the same bases: the same sums
    assert budget.spent == m // BLOCKS_PER_UNIT
    arrays.table(SETS["ab"], budget)  # meets both: a new table
    assert budget.spent == 2 * (m // BLOCKS_PER_UNIT)
    # a short table is free, as a short sweep
    small = Deadline.never().work(10**6)
    _Arrays(y[:BLOCKS_PER_UNIT - 1]).table(SETS["a"], small)
    assert small.spent == 0
