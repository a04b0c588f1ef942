"""Lemmas that are not proved (``pruning``) never lead to ``unsat``."""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine.loop import Loop
from strsat.engine.result import Status
from strsat.engine.strategy import Effort, Stage
from strsat.terms import FALSE, STRING, Term, integer, mk, string, var
from strsat.theory.fixed_length import FixedLength
from strsat.theory.seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from strsat.theory.seam.inferences import Inference

x = var("x", STRING)


class BlockEveryLength(Step):
    """A step that 'blocks' the current length of x without proof, every time."""

    name = "blocker"

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def check(self, ctx: SolverState) -> StepResult:
        n = ctx.length(x)
        if n > 3:
            return CONSISTENT
        return StepResult(lemmas=[Lemma((mk("=", mk("str.len", x), integer(n)),), FALSE,
                                        Inference.FL_BLOCK, pruning=True)])


def _no_small_witnesses(monkeypatch: pytest.MonkeyPatch) -> None:
    import strsat.engine.loop as loop_module

    monkeypatch.setattr(loop_module, "SMALL_WITNESS_ROUND", 10 ** 9)


def test_unsat_that_needs_a_pruning_lemma_is_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_small_witnesses(monkeypatch)  # ("a" satisfies the formula: the blocks are unproved)
    loop = Loop(strategy=[Stage(BlockEveryLength())])
    formula = mk("and", mk("str.prefixof", string("a"), x),
                 mk("<=", mk("str.len", x), integer(3)))
    result = loop.check([formula], Deadline(10))
    assert result.status is Status.UNKNOWN
    assert result.stats.get("pruning.dropped") == 1


def test_pruning_lemmas_still_steer_the_search_to_a_model(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_small_witnesses(monkeypatch)  # ("a" satisfies the formula: the blocks are unproved)
    loop = Loop(strategy=[Stage(BlockEveryLength()), Stage(FixedLength(), Effort.SEARCH)])
    result = loop.check([mk("str.prefixof", string("a"), x)], Deadline(10))
    assert result.status is Status.SAT
    assert result.model is not None and len(result.model[x]) > 3


class BlockAnyLength(BlockEveryLength):
    """'Blocks' whatever length x has, without end (a reduction that keeps unfolding)."""

    def check(self, ctx: SolverState) -> StepResult:
        n = ctx.length(x)
        return StepResult(lemmas=[Lemma((mk("=", mk("str.len", x), integer(n)),), FALSE,
                                        Inference.FL_BLOCK, pruning=True)])


def test_a_step_that_never_stops_refuting_still_lets_the_search_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every round ends with the first step's conflict; after FAIR_ROUNDS of them the
    fixed-length step runs on the candidate anyway, and its (validated) model is the
    answer — without it the loop would block lengths until the deadline.  (The small
    witnesses of the eighth round, which would find ``"ab"`` first, are kept out.)"""
    import strsat.engine.loop as loop_module
    from strsat.engine.loop import FAIR_ROUNDS

    monkeypatch.setattr(loop_module, "SMALL_WITNESS_ROUND", 10 ** 9)

    loop = Loop(strategy=[Stage(BlockAnyLength()), Stage(FixedLength(), Effort.SEARCH)])
    result = loop.check([mk("str.prefixof", string("ab"), x)], Deadline(5))
    assert result.status is Status.SAT
    assert result.model is not None and result.model[x].startswith("ab")
    assert result.stats.get("round.fair_models") == 1
    assert result.stats.get("step.blocker.calls") == FAIR_ROUNDS


class AskForRoom(BlockEveryLength):
    """Asks, without proof, that x be at least 5 long (as ``RE_ROOM`` does): a split, not
    a conflict, so the round holds it while the fixed-length step runs."""

    name = "room"

    def check(self, ctx: SolverState) -> StepResult:
        if ctx.length(x) >= 5:
            return CONSISTENT
        prefix = mk("str.prefixof", string("ab"), x)
        return StepResult(lemmas=[Lemma((prefix,), mk(">=", mk("str.len", x), integer(5)),
                                        Inference.RE_ROOM, pruning=True)])


def test_a_pruning_lemma_repeated_after_pruning_is_dropped_lets_the_search_decide(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The soak's rounds 37,799 and 97,395 (issue 40): once an unsat core named the
    pruning literal, the room lemma could no longer move the core, yet it was held as
    the round's split, the fixed-length step's block of the candidate's length was left
    out for it, and the loop gave up (``repeated a known lemma``).  Now a lemma that
    cannot move the core is left out, and the blocks go."""
    _no_small_witnesses(monkeypatch)  # ("aba" is among the short strings enumerated early)
    loop = Loop(strategy=[Stage(AskForRoom()), Stage(FixedLength(), Effort.SEARCH)])
    formulas = [mk("str.prefixof", string("ab"), x), mk("<=", mk("str.len", x), integer(3)),
                mk("not", mk("=", x, string("ab")))]
    result = loop.check(formulas, Deadline(10))
    assert result.status is Status.SAT, result.reason
    assert result.model is not None and result.model[x] in ("aba", "abb")
    assert result.stats.get("pruning.dropped") == 1
    assert result.stats.get("lemma.unmoving_pruning", 0) >= 1
