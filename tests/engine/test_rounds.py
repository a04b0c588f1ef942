"""The rules of a round (engine/rounds.py): what the loop does after each stage, as data."""

from __future__ import annotations

from strsat.engine.rounds import GO_ON, RULES, Effort, Held, decide
from strsat.terms import FALSE, STRING, integer, mk, var
from strsat.theory.seam.context import CONSISTENT, Lemma, StepResult
from strsat.theory.seam.inferences import Inference

x = var("x", STRING)
n_is = mk("=", mk("str.len", x), integer(3))
SPLIT = Lemma((n_is,), mk("=", x, mk("str.++", x, x)), Inference.NF_SPLIT_VAR)
CONFLICT = Lemma((n_is,), FALSE, Inference.RE_EMPTY)
BLOCK = Lemma((n_is,), FALSE, Inference.FL_BLOCK)


def test_consistent_steps_go_on_and_the_round_ends_with_nothing() -> None:
    held = Held()
    assert decide(held, "a", CONSISTENT, True) is GO_ON
    assert not held.rest().ends


def test_a_conflict_ends_the_round_at_once() -> None:
    d = decide(Held(), "regular", StepResult(lemmas=[CONFLICT]), True)
    assert d.lemmas == (CONFLICT,) and d.by == "regular"


def test_splits_wait_and_go_with_the_next_lemmas_but_not_with_its_blocks() -> None:
    held = Held()
    assert decide(held, "word_equations", StepResult(lemmas=[SPLIT]), True) is GO_ON
    d = decide(held, "fixed_length", StepResult(lemmas=[BLOCK, CONFLICT]), True)
    assert d.lemmas == (SPLIT, CONFLICT) and d.by == "fixed_length"


def test_a_model_ends_the_round_even_with_splits_held() -> None:
    held = Held()
    decide(held, "word_equations", StepResult(lemmas=[SPLIT]), True)
    d = decide(held, "fixed_length", StepResult(model={x: "abc"}), True)
    assert d.model == {x: "abc"} and d.before_splits


def test_blocks_wait_for_the_search_and_go_before_it() -> None:
    held = Held()
    assert decide(held, "dashed", StepResult(lemmas=[BLOCK]), True) is GO_ON
    assert held.before(Effort.CHECK) is GO_ON
    d = held.before(Effort.SEARCH)
    assert d.lemmas == (BLOCK,) and d.by == "dashed"


def test_blocks_go_with_a_later_stages_lemmas() -> None:
    held = Held()
    decide(held, "dashed", StepResult(lemmas=[BLOCK]), True)
    d = decide(held, "regular", StepResult(lemmas=[CONFLICT]), True)
    assert d.lemmas == (BLOCK, CONFLICT) and d.by == "regular"


def test_defer_sends_the_held_splits_while_deferrals_are_left() -> None:
    held = Held()
    decide(held, "word_equations", StepResult(lemmas=[SPLIT]), True)
    d = decide(held, "dashed", StepResult(defer=True), True)
    assert d.lemmas == (SPLIT,) and d.deferred and d.by == "word_equations"
    assert decide(held, "dashed", StepResult(defer=True), False) is GO_ON
    assert held.rest().lemmas == (SPLIT,)


def test_the_last_rule_always_applies() -> None:
    assert RULES[-1](Held(), "a", StepResult(lemmas=[SPLIT]), True) is GO_ON


def test_a_lazy_step_gets_the_seed_when_it_is_made() -> None:
    """``:random-seed`` reaches a step whose module loads later (the grammar step's
    samplers): the lazy step keeps it and hands it on when the step is made."""
    from strsat.engine.strategy import LazyStep, StepSpec

    spec = StepSpec("lex", "strsat.theory.lex.step", "LexOrder",
                    atoms=frozenset({"str.prefixof"}))
    lazy = LazyStep(spec)
    lazy.seed = 7
    assert lazy.step is None
    lazy.axioms(mk("str.prefixof", x, x))
    assert lazy.step is not None and lazy.step.seed == 7
    lazy.seed = 9
    assert lazy.step.seed == 9
