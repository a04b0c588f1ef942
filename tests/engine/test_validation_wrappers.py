"""Model validation reads ``(= true φ)`` as ``φ`` (issue 39: kausler's assertions are
all ``(= true (= true φ))``): the same verdicts, with the evaluator asked about ``φ``."""

from __future__ import annotations

import pytest

from strsat.engine import validation
from strsat.engine.validation import first_failure, unwrapped
from strsat.terms import BOOL, FALSE, INT, STRING, TRUE, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator

X = var("x", STRING)
N = var("n", INT)
P = var("p", BOOL)
INNER = mk("=", X, string("a"))


def _wrapped(t: Term, times: int, right: bool = False) -> Term:
    for _ in range(times):
        t = mk("=", t, TRUE) if right else mk("=", TRUE, t)
    return t


@pytest.mark.parametrize("right", [False, True])
def test_the_wrappers_are_peeled(right: bool) -> None:
    assert unwrapped(_wrapped(INNER, 2, right)) is INNER
    assert unwrapped(mk("=", TRUE, TRUE)) is TRUE
    assert unwrapped(mk("=", FALSE, P)) is not P  # only true wraps


@pytest.mark.parametrize("times", [0, 1, 2])
def test_the_verdicts_are_those_of_the_wrapped_formulas(times: int) -> None:
    formulas = [_wrapped(INNER, times), _wrapped(mk("<=", integer(0), N), times)]
    assert first_failure(formulas, {X: "a", N: 3}) is None
    assert first_failure(formulas, {X: "b", N: 3}) == (0, "is false", True)
    div = _wrapped(mk("=", mk("div", N, integer(0)), integer(1)), times)
    failure = first_failure([div], {N: 3})
    assert failure is not None and failure[0] == 0 and not failure[2]


def test_the_evaluator_is_asked_about_the_wrapped_formula(
        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[Term] = []
    real = Evaluator.holds

    def holds(self: Evaluator, formula: Term) -> bool:
        asked.append(formula)
        return real(self, formula)

    monkeypatch.setattr(Evaluator, "holds", holds)
    assert validation.validate_model([_wrapped(INNER, 2)], {X: "a"}) is None
    assert asked == [INNER]
