"""The simplifier on 100,000-deep terms: no recursion, linear time."""

from __future__ import annotations

import time

import pytest

from strsat.rewrite import simplify
from strsat.terms import BOOL, INT, STRING, TRUE, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate

DEPTH = 100_000
x = var("x", STRING)
i = var("i", INT)
p, q = var("p", BOOL), var("q", BOOL)


def _timed(t: Term) -> tuple[Term, float]:
    start = time.perf_counter()
    s = simplify(t)
    return s, time.perf_counter() - start


def test_deep_double_negation() -> None:
    t: Term = p
    for _ in range(DEPTH):
        t = mk("not", t)
    s, _ = _timed(t)
    assert s is p  # DEPTH is even


def test_deep_concatenation_is_flattened_and_measured() -> None:
    t: Term = x
    for k in range(DEPTH):
        t = mk("str.++", string("a") if k % 2 else string(""), t)
    s, seconds = _timed(mk("str.len", t))
    assert s == mk("+", mk("str.len", x), integer(DEPTH // 2))
    assert seconds < 20
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
