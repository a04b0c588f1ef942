"""The simplifier on 100,000-deep terms: no recursion, and a chain is one n-ary node
(its rewrites do not grow with its depth)."""

from __future__ import annotations

import pytest

from strsat.rewrite import simplify
from strsat.rewrite.simplify import Simplifier
from strsat.terms import BOOL, INT, STRING, TRUE, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate

DEPTH = 100_000
x = var("x", STRING)
i = var("i", INT)
p, q = var("p", BOOL), var("q", BOOL)


def test_deep_double_negation() -> None:
    t: Term = p
    for _ in range(DEPTH):
        t = mk("not", t)
    assert simplify(t) is p  # DEPTH is even


def test_deep_concatenation_is_flattened_and_measured() -> None:
    t: Term = x
    for k in range(DEPTH):
        t = mk("str.++", string("a") if k % 2 else string(""), t)
    simplifier = Simplifier()
    s = simplifier.simplify(mk("str.len", t))
    assert s == mk("+", mk("str.len", x), integer(DEPTH // 2))
    # flattened while walking: the chain is rewritten as one node (normalised, measured,
    # folded), not once per level, which would cost time quadratic in the depth
    assert sum(simplifier.counts.values()) <= 8, simplifier.counts
    assert evaluate(s, {x: "bb"}) == DEPTH // 2 + 2


def test_deep_sum_and_conjunction() -> None:
    t: Term = i
    for _ in range(DEPTH):
        t = mk("+", integer(1), t)
    assert simplify(t) == mk("+", i, integer(DEPTH))
    f: Term = TRUE
    for k in range(DEPTH):
        f = mk("and", p if k % 2 else q, f)
    assert simplify(f) == mk("and", p, q)


@pytest.mark.slow
def test_deep_ite_chain() -> None:
    t: Term = i
    for k in range(DEPTH):
        t = mk("ite", p, t, integer(k)) if k % 2 else mk("ite", mk("not", p), integer(k), t)
    s = simplify(t)
    assert evaluate(s, {p: True, i: 7}) == 7
    assert evaluate(s, {p: False}) == DEPTH - 1
