"""Terms nested 100,000 deep: built, interned, hashed, walked and evaluated without
reaching Python's recursion limit (issue 2, item 2)."""

from __future__ import annotations

import sys

import pytest

from strsat.terms import (
    INT,
    STRING,
    TRUE,
    Term,
    dag_size,
    fold,
    free_vars,
    integer,
    mk,
    postorder,
    string,
    substitute,
    var,
)
from strsat.terms.evaluate import evaluate, holds, matches, to_regex
from strsat.terms.walk import depth

DEPTH = 100_000
x = var("x", STRING)
n = var("n", INT)
A = mk("str.to_re", string("a"))


def left_concat(k: int) -> Term:
    t = x
    for _ in range(k):
        t = mk("str.++", t, string("a"))
    return t


def right_concat(k: int) -> Term:
    t = x
    for _ in range(k):
        t = mk("str.++", string("a"), t)
    return t


@pytest.fixture(scope="module")
def deep_left() -> Term:
    return left_concat(DEPTH)


def test_recursion_limit_is_far_below_the_depth() -> None:
    assert sys.getrecursionlimit() < DEPTH  # otherwise these tests prove nothing


def test_deep_terms_are_interned_and_hash(deep_left: Term) -> None:
    again = left_concat(DEPTH)
    assert again is deep_left
    assert hash(again) == hash(deep_left)
    assert {deep_left: 1}[again] == 1


def test_walkers_on_deep_terms(deep_left: Term) -> None:
    assert sum(1 for _ in postorder(deep_left)) == DEPTH + 2     # chain + x + "a"
    assert dag_size(deep_left) == DEPTH + 2
    assert depth(deep_left) == DEPTH + 1
    assert fold(deep_left, lambda t, ks: 1 + sum(ks)) > DEPTH
    assert free_vars(deep_left) == {x}
    ground = substitute(deep_left, {x: string("b")})
    assert free_vars(ground) == set()
    assert evaluate(ground) == "b" + "a" * DEPTH


def test_evaluate_deep_concatenations(deep_left: Term) -> None:
    assert evaluate(mk("str.len", deep_left), {x: "xyz"}) == DEPTH + 3
    assert holds(mk("str.prefixof", string("zz"), right_concat(DEPTH)), {x: "zz"}) is False
    assert evaluate(mk("str.len", right_concat(DEPTH))) == DEPTH


def test_evaluate_deep_non_associative_chains() -> None:
    t: Term = TRUE
    for _ in range(DEPTH):
        t = mk("not", t)
    assert evaluate(t) is True                                   # even number of negations
    s: Term = x
    for _ in range(DEPTH):
        s = mk("str.substr", s, integer(1), integer(10))
    assert evaluate(s, {x: "a" * 20}) == ""
    c: Term = integer(-1)
    for k in range(DEPTH):
        c = mk("ite", mk("=", n, integer(k)), integer(k), c)
    assert evaluate(c, {n: 4242}) == 4242 and evaluate(c, {n: -7}) == -1
    u: Term = n
    for _ in range(DEPTH):
        u = mk("-", mk("+", u, integer(3)), integer(1))
    assert evaluate(u, {n: 1}) == 1 + 2 * DEPTH


def test_deep_regexes() -> None:
    cat: Term = A
    union: Term = mk("str.to_re", string("0"))
    star: Term = A
    comp: Term = A
    for k in range(DEPTH):
        cat = mk("re.++", cat, mk("re.opt", mk("str.to_re", string("b"))))
        union = mk("re.union", union, mk("str.to_re", string(str(k))))
        star = mk("re.*", star)
        comp = mk("re.comp", comp)
    assert matches(cat, "a" + "b" * 500) and not matches(cat, "ba")
    assert matches(union, "99999") and not matches(union, "100000")
    assert matches(star, "aaaa") and matches(star, "")
    assert matches(comp, "a") and not matches(comp, "b")         # an even number of complements
    assert holds(mk("str.in_re", x, cat), {x: "abbb"})
    assert to_regex(star).kind == "loop"


@pytest.mark.parametrize("factors", [
    5_000,  # already five times the recursion limit
    pytest.param(DEPTH, marks=pytest.mark.slow),  # about a minute of CPU: union building
])
def test_deep_regex_derivative_on_a_nullable_chain(factors: int) -> None:
    # a? b? a? b? ... factors; deriving walks down the nullable heads iteratively
    assert sys.getrecursionlimit() < factors
    r: Term = mk("str.to_re", string(""))
    for k in range(factors):
        r = mk("re.++", mk("re.opt", mk("str.to_re", string("ab"[k % 2]))), r)
    assert matches(r, "abab") and matches(r, "b") and not matches(r, "bb" * 3 + "c")


def test_groundness_is_iterative_and_shares_its_cache() -> None:
    from strsat.terms import STRING, mk, string, var
    from strsat.terms.walk import is_ground

    x = var("x", STRING)
    ground, open_ = string("a"), x
    for i in range(100_000):
        ground = mk("str.++", ground, string("b" if i % 2 else "c"))
        if i == 50_000:
            open_ = mk("str.++", ground, x)
        elif i > 50_000:
            open_ = mk("str.++", open_, string("d"))
    assert is_ground(ground)
    assert not is_ground(open_)
    assert not is_ground(x) and is_ground(mk("re.all"))
