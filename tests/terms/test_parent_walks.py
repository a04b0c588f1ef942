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


def test_a_regex_not_kept_yet_is_walked_and_charged_as_a_kept_one(walked: list[int]) -> None:
    roots = _roots("d")
    walks = ParentWalks()
    shared = [_run(roots, m, walks) for m in MODELS]
    # a walk stops at a ground regex whether it is kept or not (it is evaluated on its
    # own), so the first evaluator's walks are kept for the others; and the regex costs
    # the steps of its evaluation kept or not (outside a check: every time), so the
    # first evaluator (which evaluated it) spends what the others spend.  Before, the
    # first spent more (the regex's terms), and the walks met the regex not kept
    ids = {r.id for r in roots}
    assert [w for w in walked if w in ids] == [r.id for r in roots]
    assert len({steps for _, steps in shared}) == 1
    assert shared == [_run(roots, m, None) for m in MODELS]


def test_another_order_of_the_roots_walks_again(walked: list[int]) -> None:
    roots = _roots("e")
    walks = ParentWalks()
    for m in MODELS[:2]:
        _run(roots, m, walks)
    walked.clear()
    _run(list(reversed(roots)), MODELS[2], walks)
    assert len(walked) == len(roots)
