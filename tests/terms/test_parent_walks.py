"""Evaluators that share their parent walks (:class:`strsat.terms.evaluate.ParentWalks`):
the same values and steps as evaluators of their own, one walk per root and history."""

from __future__ import annotations

import pytest

from strsat.terms import STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Evaluator, ParentWalks

X, Y = var("x", STRING), var("y", STRING)
MODELS = [{X: "", Y: ""}, {X: "a", Y: "b"}, {X: "ba", Y: "ab"}, {X: "b", Y: ""}]


def _roots(letter: str) -> list[Term]:
    """Three assertions sharing subterms; the regex of the second names ``letter`` (a
    letter no other test uses: the regex is not in the evaluator's cache yet)."""
    shared = mk("str.++", X, Y, string("ab"))
    return [
        mk("=", mk("str.++", shared, X), mk("str.++", Y, shared)),
        mk("str.in_re", shared, mk("re.+", mk("re.union", mk("str.to_re", string(letter)),
                                               mk("str.to_re", string("b"))))),
        mk(">=", mk("str.len", mk("str.++", shared, shared)), integer(4)),
    ]


def _run(roots: list[Term], model: dict[Term, str], walks: ParentWalks | None
         ) -> tuple[list[object], int]:
    ev = Evaluator(model, walks=walks)
    return [ev.evaluate(r) for r in roots], ev.steps


@pytest.fixture
def walked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The roots that evaluators walked to count parents."""
    out: list[int] = []
    own = Evaluator._count_parents

    def counting(self: Evaluator, root: Term) -> bool:
        out.append(root.id)
        return own(self, root)

    monkeypatch.setattr(Evaluator, "_count_parents", counting)
    return out


def test_shared_walks_give_the_values_and_steps_of_own_walks(walked: list[int]) -> None:
    roots = _roots("c")
    _run(roots, MODELS[0], None)  # the regex cached, as for every run below
    walked.clear()
    alone = [_run(roots, m, None) for m in MODELS]
    assert len(walked) == len(MODELS) * len(roots)
    walked.clear()
    walks = ParentWalks()
    assert [_run(roots, m, walks) for m in MODELS] == alone
    assert len(walked) == len(roots)


def test_a_walk_that_meets_a_regex_not_cached_is_not_shared(walked: list[int]) -> None:
    roots = _roots("d")
    walks = ParentWalks()
    shared = [_run(roots, m, walks)[0] for m in MODELS]
    # the first evaluator keeps the walk of the first root only: its second meets the
    # regex before it is cached, and the memo after it depends on that; the second
    # evaluator walks those two roots again (stopping at the cached regex) and keeps them
    assert walked[len(roots):] == [r.id for r in roots[1:]]
    assert shared == [_run(roots, m, None)[0] for m in MODELS]


def test_another_order_of_the_roots_walks_again(walked: list[int]) -> None:
    roots = _roots("e")
    walks = ParentWalks()
    for m in MODELS[:2]:
        _run(roots, m, walks)
    walked.clear()
    _run(list(reversed(roots)), MODELS[2], walks)
    assert len(walked) == len(roots)
