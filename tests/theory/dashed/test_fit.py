"""The length link of a domain (``store.fit``) and the narrowing that uses it: the
link keeps every word of the domain whose length lies in the interval, and a
narrowing by an equation never widens a domain that a membership narrowed."""

from __future__ import annotations

from dashed_strategies import dashed, language
from hypothesis import given
from hypothesis import strategies as st

from strsat.regex import ast as R
from strsat.regex.charset import INTERVALS
from strsat.theory.dashed.blocks import INF, Block
from strsat.theory.dashed.constraints import Equation, Member
from strsat.theory.dashed.propagation import propagate
from strsat.theory.dashed.store import Store, fit

SIGMA = INTERVALS.of_ranges([(0, 0x2FFFF)])


@given(dashed(min_size=1), st.integers(0, 4), st.one_of(st.integers(0, 5), st.just(INF)))
def test_fit_keeps_the_words_of_allowed_length(bs, lo, hi):
    """A refinement (no word added) that loses no word of an allowed length."""
    hi = max(lo, hi)
    got = fit(tuple(bs), lo, hi)
    words = language(bs)
    expected = {w for w in words if lo <= len(w) <= hi}
    if got is None:
        assert not expected
    else:
        assert expected <= language(list(got)) <= words


def test_a_lone_unbounded_block_takes_the_lower_bound():
    # seed 9191 w1-shape: Σ^{0,∞} within [1, ∞] read as unbounded others stayed Σ^{0,∞}
    assert fit((Block(SIGMA, 0, INF),), 1, INF) == (Block(SIGMA, 1, INF),)
    a, b = INTERVALS.char(ord("a")), INTERVALS.char(ord("b"))
    assert fit((Block(a, 0, 2), Block(b, 0, INF)), 5, INF) == \
        (Block(a, 0, 2), Block(b, 3, INF))


def test_an_equation_does_not_widen_a_membership_domain():
    """``z ∈ Σ⁺`` and ``z = p·s`` with ``p``, ``s`` free: the propagation reaches its
    fixpoint in a few steps (it used to alternate ``Σ^{1,∞}`` and ``Σ^{0,∞}`` for ``z``
    until its limit of 50 runs per constraint)."""
    plus = R.plus(R.chars(SIGMA))
    constraints = [Member("z", plus, True), Equation(("z",), ("p", "s"))]
    dom = {v: (Block(SIGMA, 0, INF),) for v in ("z", "p", "s")}
    lens = {v: (0, INF) for v in ("z", "p", "s")}
    store = Store(dom, lens)
    watchers = {"z": [0, 1], "p": [1], "s": [1]}
    runs = []
    original = [c.propagate for c in constraints]
    for c, f in zip(constraints, original, strict=True):
        def counted(st, f=f):
            runs.append(1)
            return f(st)
        c.propagate = counted  # type: ignore[method-assign]
    propagate(store, constraints, watchers)
    assert store.lens["z"][0] == 1
    assert len(runs) < 10, len(runs)
