"""One round of the strategy on the core's candidate (docs/explanation/engine.md#the-loop).

The loop runs the stages of the strategy table (:mod:`.strategy`) in order on one
candidate.  What a stage's step answers is read by the rules of :data:`RULES`, in
order; the first rule that applies gives the :class:`Decision`: go on to the next
stage, end the round with a model, or end it by sending lemmas to the core.  Lemmas
that need not go at once wait in the round's :class:`Held` lemmas:

* *splits* — a step's lemmas none of which is a conflict — wait while the later
  stages run: when the core's lengths already admit a model (paper 001: the
  fixed-length tier), it is taken without more splits; the next stage with lemmas
  sends them with its own;
* *blocks* — lemmas that only block one length vector (``Role.VECTOR_BLOCK``) — wait
  for the stages after them up to the first search (:attr:`Effort.SEARCH`, the break
  point of :meth:`Held.before`): a conflict of a cheaper stage may hold for every
  length, where the blocks alone would have the core enumerate the lengths one by one.

A step that found no model and asks to ``defer`` (the dashed step, when it leaves a
long component undecided: the fixed-length search over thousands of positions costs
seconds) sends the held splits at once instead, while the check has deferrals left.
"""

from __future__ import annotations

from collections.abc import Callable

from ..named_tuples import NamedTuple
from ..names import Names
from ..terms import Term
from ..theory.seam.context import Lemma, StepResult
from ..theory.seam.inferences import Role

__all__ = ["GO_ON", "RULES", "Decision", "Effort", "Held", "decide"]


class Effort(Names):
    """What running a stage costs, as cvc5's strategy ranks its inference steps."""

    #: reads the candidate's classes: conflicts, propagations, splits, blocks
    CHECK = "check"
    #: searches values at the candidate's lengths for a model (costly on long strings):
    #: held blocks go to the core before it runs, and fair rounds run it anyway
    SEARCH = "search"


class Decision(NamedTuple):
    """What a round does after a stage: go on (:data:`GO_ON`: neither a model nor
    lemmas), end with ``model``, or end by sending ``lemmas`` (made or held by the
    stage ``by``); ``deferred``: sent because a stage asked to defer."""

    model: dict[Term, str] | None = None
    lemmas: tuple[Lemma, ...] = ()
    by: str = ""
    deferred: bool = False
    #: the model came while splits were held (counted: ``round.model_before_splits``)
    before_splits: bool = False

    @property
    def ends(self) -> bool:
        return self.model is not None or bool(self.lemmas)


GO_ON = Decision()


class Held:
    """The lemmas a round holds back: splits or blocks (never both), and who made them."""

    __slots__ = ("splits", "blocks", "by")

    def __init__(self) -> None:
        self.splits: tuple[Lemma, ...] = ()
        self.blocks: tuple[Lemma, ...] = ()
        self.by = ""

    def before(self, effort: Effort) -> Decision:
        """The break point before a stage: held blocks go before a search."""
        if self.blocks and effort is Effort.SEARCH:
            return Decision(lemmas=self.blocks, by=self.by)
        return GO_ON

    def rest(self) -> Decision:
        """What the round sends when every stage ran."""
        return Decision(lemmas=self.splits or self.blocks, by=self.by)


#: A rule: the round's held lemmas, the stage's name, its step's result and whether
#: the check may still defer -> a decision, or None when the rule does not apply.
Rule = Callable[[Held, str, StepResult, bool], "Decision | None"]


def _model(held: Held, by: str, result: StepResult, can_defer: bool) -> Decision | None:
    """A model ends the round (the held lemmas are not needed)."""
    if result.model is None:
        return None
    return Decision(model=result.model, by=by, before_splits=bool(held.splits))


def _defer(held: Held, by: str, result: StepResult, can_defer: bool) -> Decision | None:
    """The stage asks to defer: the later stages' search would cost more than the
    held splits, which go at once."""
    if held.splits and result.defer and not result.lemmas and can_defer:
        return Decision(lemmas=held.splits, by=held.by, deferred=True)
    return None


def _nothing(held: Held, by: str, result: StepResult, can_defer: bool) -> Decision | None:
    """No lemmas: the next stage."""
    return GO_ON if not result.lemmas else None


def _after_blocks(held: Held, by: str, result: StepResult, can_defer: bool
                  ) -> Decision | None:
    """Lemmas after held blocks: both go."""
    if held.blocks:
        return Decision(lemmas=held.blocks + tuple(result.lemmas), by=by)
    return None


def _hold_blocks(held: Held, by: str, result: StepResult, can_defer: bool
                 ) -> Decision | None:
    """Blocks of one length vector wait for the cheaper stages after them."""
    if not held.splits and all(lem.role is Role.VECTOR_BLOCK for lem in result.lemmas):
        held.blocks, held.by = tuple(result.lemmas), by
        return GO_ON
    return None


def _after_splits(held: Held, by: str, result: StepResult, can_defer: bool
                  ) -> Decision | None:
    """Lemmas after held splits: the splits go with them, except blocks of one length
    vector (after the splits the candidate changes)."""
    if held.splits:
        extra = tuple(lem for lem in result.lemmas if lem.role is not Role.VECTOR_BLOCK)
        return Decision(lemmas=held.splits + extra, by=by)
    return None


def _conflict(held: Held, by: str, result: StepResult, can_defer: bool) -> Decision | None:
    """A conflict refutes the candidate: its stage's lemmas go at once."""
    if any(lem.is_conflict for lem in result.lemmas):
        return Decision(lemmas=tuple(result.lemmas), by=by)
    return None


def _hold_splits(held: Held, by: str, result: StepResult, can_defer: bool) -> Decision:
    """Anything else is splits: they wait for the later stages."""
    held.splits, held.by = tuple(result.lemmas), by
    return GO_ON


#: The rules, in the order they are tried; the last always applies.
RULES: tuple[Rule, ...] = (_model, _defer, _nothing, _after_blocks, _hold_blocks,
                           _after_splits, _conflict, _hold_splits)


def decide(held: Held, by: str, result: StepResult, can_defer: bool) -> Decision:
    """The decision of the first rule of :data:`RULES` that applies."""
    for rule in RULES:
        decision = rule(held, by, result, can_defer)
        if decision is not None:
            return decision
    raise AssertionError("the last rule always applies")
