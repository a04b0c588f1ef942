"""The loop's first length bound (docs/explanation/engine.md#the-loop): the core proposes short
strings first, and the bound doubles only when the core is unsat because of it."""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine.loop import INITIAL_BOUND, RECHECK_BOUND, Loop, first_bound
from strsat.engine.result import Status
from strsat.engine.strategy import Effort, Stage
from strsat.terms import STRING, Term, integer, mk, string, var
from strsat.theory.fixed_length import FixedLength
from strsat.theory.seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult

x = var("x", STRING)


class RecordLengths(Step):
    """A step that records the length of ``x`` in every candidate and decides nothing."""

    name = "recorder"

    def __init__(self) -> None:
        self.seen: list[int] = []

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def check(self, ctx: SolverState) -> StepResult:
        self.seen.append(ctx.length(x))
        return CONSISTENT


def test_first_bound_is_small() -> None:
    assert INITIAL_BOUND == 2


def test_first_bound_holds_the_longest_constant_when_that_is_long() -> None:
    # short constants ("abb"): the small bound; a constant of 8 or 10 characters (also
    # inside a regex): the bound of old, 8, or the power of two that holds it
    short = mk("str.prefixof", string("abb"), x)
    assert first_bound([short]) == 2
    word = mk("str.in_re", x, mk("re.++", mk("re.*", mk("re.allchar")),
                                 mk("str.to_re", string("\\<SCRIPT"))))
    assert first_bound([short, word]) == 8
    assert first_bound([mk("=", x, string("mongodb://"))]) == 16


def test_short_candidates_come_first() -> None:
    # contains(x, "a"): every candidate under the first bound has |x| <= 2, and the
    # model is found there (issue 26: with 8 the core wandered among long arrangements)
    recorder = RecordLengths()
    loop = Loop(strategy=[Stage(recorder), Stage(FixedLength(), Effort.SEARCH)])
    result = loop.check([mk("str.contains", x, string("a"))], Deadline(20))
    assert result.status is Status.SAT
    assert result.model is not None and len(result.model[x]) <= 2
    assert recorder.seen and max(recorder.seen) <= 2
    assert result.stats.get("bound.doublings", 0) == 0


def test_bound_doubles_until_the_lengths_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    # |x| = 5 is unsat under |x| <= 2 and |x| <= 4 because of the bound alone: two
    # doublings, then the model (an unsat core with the bound literal is never unsat);
    # the small witnesses, which find "aaaaa" at the second round, are kept out
    import strsat.engine.loop as loop_module

    monkeypatch.setattr(loop_module, "SMALL_WITNESS_ROUND", 10 ** 9)
    loop = Loop(strategy=[Stage(FixedLength(), Effort.SEARCH)])
    result = loop.check([mk("=", mk("str.len", x), integer(5))], Deadline(20))
    assert result.status is Status.SAT
    assert result.model is not None and len(result.model[x]) == 5
    assert result.stats.get("bound.doublings") == 2


def test_a_core_that_names_the_bound_needlessly_is_checked_without_it() -> None:
    # "a" ++ x = from_int(|x|): the length facts alone refute it (|x| = 0 spells "0";
    # past 12 digits ABS_FROM_INT_GROWTH), but z3's unsat core named the bound literal
    # at every size, and doubling it up to 2^22 ended in unknown
    loop = Loop()
    formula = mk("=", mk("str.++", string("a"), x), mk("str.from_int", mk("str.len", x)))
    result = loop.check([formula], Deadline(20))
    assert result.status is Status.UNSAT
    assert result.stats.get("bound.needless", 0) >= 1


@pytest.mark.parametrize(("least", "bound"), [(100_000, 1 << 17), (196_610, 1 << 18),
                                             (1_000_000, 1 << 20)])
def test_the_bound_jumps_to_the_least_power_the_lengths_need(least: int, bound: int) -> None:
    """``|x| >= least``: from :data:`RECHECK_BOUND` on, a core that needs the bound is
    checked without it, and its model's longest string bounds a binary search over
    the powers of two: the first candidate comes under the least power of two that
    holds ``least`` — the bound doubling reaches — after a few probes, not a doubling
    and a recheck per power (issue 39, seed 9191 f00391)."""
    recorder = RecordLengths()
    loop = Loop(strategy=[Stage(recorder)])
    loop.check([mk(">=", mk("str.len", x), integer(least))], Deadline(20))
    assert recorder.seen and least <= recorder.seen[0] <= bound
    stats = loop.stats.as_dict()
    assert stats.get("bound.jumps") == 1
    assert stats.get("bound.rechecks") == 1
    powers = (bound // RECHECK_BOUND).bit_length() - 1
    assert stats.get("bound.probes", 0) < powers


def test_the_bound_is_the_least_even_when_the_unbounded_model_is_long() -> None:
    """A core with a candidate at |x| = 70,000 but whose unbounded model may be far
    longer (no upper bound on |y|): the search still ends at the least power that
    admits a candidate, 2^17, never above it."""
    y = var("y", STRING)
    recorder = RecordLengths()
    loop = Loop(strategy=[Stage(recorder)])
    loop.check([mk(">=", mk("str.len", x), integer(70_000)),
                mk(">=", mk("str.len", y), mk("str.len", x))], Deadline(20))
    assert recorder.seen and 70_000 <= recorder.seen[0] <= 1 << 17
