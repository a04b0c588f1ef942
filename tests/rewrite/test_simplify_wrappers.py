"""The simplifier's shortcut for assertions written ``(= true φ)`` (issue 39: kausler's
17,684 assertions ``(= true (= true φ))``): the wrappers are not walked, and the result
is the one the walk gives (checked with the shortcut turned off)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.rewrite import Simplifier
from strsat.terms import BOOL, FALSE, INT, STRING, TRUE, Term, integer, mk, string, var

X, Y = var("x", STRING), var("y", STRING)
N = var("n", INT)
P, Q = var("p", BOOL), var("q", BOOL)

ATOMS = [P, Q, TRUE, FALSE, mk("=", X, string("a")), mk("=", string("a"), X),
         mk("=", X, Y), mk("=", X, mk("str.++", string("a"), string("b"))),
         mk("=", mk("str.++", X, string("b")), mk("str.++", string("a"), Y)),
         mk("str.contains", X, string("")), mk("<=", N, integer(3)),
         mk("=", mk("str.len", X), N), mk("not", P)]


@st.composite
def formulas(draw: st.DrawFn, depth: int = 3) -> Term:
    """Bool terms over :data:`ATOMS` with ``not``/``and``/``or``/``=``/``ite``, often
    wrapped in ``(= true …)`` on either side (ITE_LIFT_CONST's shapes included)."""
    if depth == 0 or draw(st.integers(0, 2)) == 0:
        return draw(st.sampled_from(ATOMS))
    kind = draw(st.sampled_from(["not", "and", "or", "=", "ite", "wrap", "wrap_right"]))
    a, b, c = (draw(formulas(depth - 1)) for _ in range(3))
    if kind == "not":
        return mk("not", a)
    if kind == "ite":
        return mk("ite", a, draw(st.sampled_from([TRUE, FALSE, b])), c)
    if kind == "wrap":
        return mk("=", TRUE, a)
    if kind == "wrap_right":
        return mk("=", a, TRUE)
    return mk(kind, a, b)


def _walked(t: Term, monkeypatch: pytest.MonkeyPatch) -> Term:
    """``t`` simplified by the walk alone (the shortcut off)."""
    with monkeypatch.context() as m:
        m.setattr(Simplifier, "_peeled", lambda self, root: None)
        return Simplifier().simplify(t)


@settings(max_examples=300, deadline=None)
@given(formulas(), st.integers(1, 3), st.booleans())
def test_a_wrapped_formula_simplifies_as_the_walk_makes_it(
        f: Term, wrappers: int, right: bool) -> None:
    t = f
    for _ in range(wrappers):
        t = mk("=", t, TRUE) if right else mk("=", TRUE, t)
    with pytest.MonkeyPatch.context() as m:
        assert Simplifier().simplify(t) is _walked(t, m)


def test_an_ite_under_the_wrapper_is_left_to_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    it = mk("ite", P, TRUE, mk("=", X, string("a")))
    t = mk("=", TRUE, it)
    assert Simplifier().simplify(t) is _walked(t, monkeypatch)


def test_the_wrappers_are_not_walked() -> None:
    s = Simplifier()
    inner = mk("=", X, mk("str.++", string("a"), Y))
    assert s.simplify(mk("=", TRUE, mk("=", TRUE, inner))) is inner
    assert s.counts["EQ_BOOL"] == 0  # the walk rewrites each wrapper by EQ_BOOL
    assert s.simplify(mk("=", mk("=", inner, TRUE), TRUE)) is inner
    assert s.counts["EQ_BOOL"] == 0
