"""The last procedure: the CDCL(T)-style loop, with its scoped state
(docs/explanation/engine.md#the-loop).

:class:`CdclLoop` owns the engine's one :class:`~strsat.engine.loop.Loop` (one z3
context for the engine's life, created at the first problem that reaches it) and
follows the engine's assertion stack with the loop's scopes
(:mod:`strsat.engine.scopes`).  Before the loop: RegLan variables are fixed to their
languages (:mod:`..reglan`) and variables with values are eliminated
(:mod:`..eliminate`); after it, models and cores are mapped back to the original
formulas.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...terms import FALSE, REGLAN, Term, free_vars
from ..problem import Problem
from ..result import CheckResult, Status, sat_completed

if TYPE_CHECKING:
    from ..inline import Inlined
    from ..loop import Loop

__all__ = ["CdclLoop"]


class CdclLoop:
    """The loop as a procedure; ``depth()`` is the scope level the engine is at."""

    name = "loop"

    def __init__(self, depth: Callable[[], int]) -> None:
        self._depth = depth
        self.loop: Loop | None = None
        #: the session's :random-seed, handed to the loop it makes (Engine.set_seed)
        self.seed = 0

    # ---- scopes (the engine's push/pop and temporary scopes) ---------------------

    def push(self) -> None:
        if self.loop is not None:
            self.loop.push()

    def pop_to(self, level: int) -> None:
        if self.loop is not None:
            self.loop.pop_to(level)

    def register(self, formulas: list[Term], deadline: Deadline) -> None:
        """Register ``formulas`` in the current scope ahead of a check (a warm-up)."""
        if self.loop is not None:
            self.loop.register(formulas, deadline)

    def reset(self) -> None:
        self.loop = None

    # ---- deciding ----------------------------------------------------------------

    def suitable(self, problem: Problem) -> bool:
        return True

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        """The loop's answer on the problem prepared once (:mod:`..eliminate`): RegLan
        variables fixed, value and alias definitions eliminated; a problem that
        preparation decides (no conjunct left, or one false) is answered before the
        loop's state is built."""
        from ..eliminate import eliminate_values
        from ..reglan import RegLanVariables, fix_reglan_variables

        formulas = problem.formulas
        try:
            if problem.prepared is None:
                fixed, languages = fix_reglan_variables(formulas)
                problem.prepared = fixed, languages, eliminate_values(
                    fixed, deadline, problem.simplifier)
            fixed, languages, eliminated = problem.prepared
            result = _prepared_answer(eliminated, fixed)
            if result is None:
                result = self._check(fixed, eliminated, problem, deadline)
        except RegLanVariables as exc:
            return CheckResult(Status.UNKNOWN, reason=str(exc))
        except RecursionError:
            self.loop = None
            return CheckResult(Status.UNKNOWN, reason="incomplete: a term is nested too deeply")
        except ResourceLimit as exc:
            return CheckResult(Status.UNKNOWN, reason=f"timeout ({exc})")
        if eliminated is not None:
            result.stats["eliminated.definitions"] = len(eliminated.definitions)
            if result.status is Status.SAT:
                assert result.model is not None
                result.model.update(eliminated.extend(result.model))  # keeps by_zero
            if result.core is not None:  # the formulas the core's conjuncts come from
                result.core = [fixed[i] for i in sorted(eliminated.origins_of(result.core))]
        if result.status is Status.SAT and languages:
            assert result.model is not None
            # a RegLan variable's value is its regex term (CheckResult.model's type omits it)
            result.model.update(languages)  # type: ignore[arg-type]
        if result.core is not None:
            result.core = _original_core(result.core, fixed, formulas, bool(languages))
        return result

    def _check(self, fixed: list[Term], eliminated: Inlined | None, problem: Problem,
               deadline: Deadline) -> CheckResult:
        """The loop on the prepared conjuncts (already simplified: the guards do not
        simplify them again), or on ``fixed`` when no definition was eliminated (the
        guards simplify them with the problem's simplifier); the loop's state is built
        at the first problem that reaches it."""
        from ..loop import Loop

        if self.loop is None:
            self.loop = Loop()
            if self.seed:
                self.loop.set_seed(self.seed)
            for _ in range(self._depth()):
                self.loop.push()
        if eliminated is None:
            return self.loop.check(fixed, deadline, problem.simplifier().simplify)
        return self.loop.check(eliminated.conjuncts, deadline, rewrite=None)


def _prepared_answer(eliminated: Inlined | None, fixed: list[Term]) -> CheckResult | None:
    """The answer when preparation decided the problem: every conjunct a definition
    (``sat``: the definitions' values, validated by the engine as every model), or a
    conjunct simplified to false (``unsat``, the core is that conjunct)."""
    if eliminated is None:
        return None
    for c in eliminated.conjuncts:
        if c is FALSE:
            return CheckResult(Status.UNSAT, core=[c], stats={"prepared.false": 1})
    if eliminated.conjuncts:
        return None
    return sat_completed(fixed, {}, {"prepared.sat": 1})


def _original_core(core: list[Term], fixed: list[Term], formulas: list[Term],
                   languages: bool) -> list[Term]:
    """The loop's core (over the formulas with RegLan variables substituted) as
    original formulas; every formula that fixed a RegLan variable joins it."""
    used = set(core)
    out = [f for f, g in zip(formulas, fixed, strict=True) if g in used]
    if languages:
        out += [f for f in formulas
                if f not in out and any(v.sort is REGLAN for v in free_vars(f))]
    return out
