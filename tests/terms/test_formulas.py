"""The one set of Boolean builders: shapes, and meaning checked by the evaluator."""

from __future__ import annotations

import itertools

from strsat.terms import BOOL, FALSE, TRUE, mk, var
from strsat.terms.evaluate import evaluate
from strsat.terms.formulas import by_id, conj, disj, implies, refute
from strsat.terms.term import check_order

A, B, C = (var(n, BOOL) for n in "abc")


def test_shapes() -> None:
    assert conj() is TRUE and disj() is FALSE
    assert conj(A) is A and disj(A) is A
    assert conj(A, B) is mk("and", A, B) and disj(A, B) is mk("or", A, B)
    # no folding: the simplifier's job
    assert conj(TRUE, A) is mk("and", TRUE, A)


def test_implies_one_premise_or_many() -> None:
    assert implies(A, C) is mk("=>", A, C)
    assert implies([], C) is C
    assert implies([A], C) is mk("=>", A, C)
    assert implies([A, B], C) is mk("=>", mk("and", A, B), C)
    assert implies((p for p in [B, A]), C) is mk("=>", mk("and", B, A), C)  # order kept


def test_implies_false_is_the_refutation() -> None:
    """``premises ⇒ false`` is built as ``¬(premises)``: one shape for every conflict."""
    assert implies([A, B, A], FALSE) is refute([A, B]) is mk("not", mk("and", A, B))
    assert implies(A, FALSE) is implies([A], FALSE) is mk("not", A)
    assert implies([], FALSE) is FALSE


def test_by_id_is_canonical() -> None:
    assert by_id([B, A, B]) == by_id({A, B}) == sorted({A, B}, key=check_order)
    assert implies(by_id({A, B}), C) is implies(by_id([B, A]), C)


def test_meaning() -> None:
    for a, b, c in itertools.product([False, True], repeat=3):
        env = {A: a, B: b, C: c}
        assert evaluate(conj(A, B, C), env) == (a and b and c)
        assert evaluate(disj(A, B, C), env) == (a or b or c)
        assert evaluate(implies([A, B], C), env) == ((not (a and b)) or c)
        assert evaluate(refute([A, B, A]), env) == (not (a and b))


def test_refute_shapes() -> None:
    assert refute([]) is FALSE
    assert refute([A]) is mk("not", A)
    assert refute([A, B, A]) is mk("not", mk("and", A, B))  # duplicates dropped, order kept
