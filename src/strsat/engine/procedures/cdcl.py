"""The last procedure: the CDCL(T)-style loop, with its scoped state
(docs/explanation/engine.md#the-loop).

:class:`CdclLoop` owns the engine's one :class:`~strsat.engine.loop.Loop` (one z3
context for the engine's life, created at the first problem that reaches it) and
follows the engine's assertion stack with the loop's scopes
(:mod:`strsat.engine.scopes`).  The loop reads the problem as :mod:`..prepare` made it
once (RegLan variables fixed, values eliminated); models and cores go back to the
original formulas through the same record.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...terms import Term
from ..problem import Problem
from ..result import CheckResult, Status

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..loop import Loop
    from ..prepare import Prepared

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
        """The loop's answer on the problem prepared once (:mod:`..prepare`); a problem
        that preparation decides is answered before the loop's state is built."""
        from ..prepare import prepare
        from ..reglan import RegLanVariables

        try:
            prepared = prepare(problem, deadline)
            result = prepared.answer() or self._check(prepared, problem, deadline)
        except RegLanVariables as exc:
            return CheckResult(Status.UNKNOWN, reason=str(exc))
        except RecursionError:
            self.loop = None
            return CheckResult(Status.UNKNOWN, reason="incomplete: a term is nested too deeply")
        except ResourceLimit as exc:
            return CheckResult(Status.UNKNOWN, reason=f"timeout ({exc})")
        return prepared.lift(result)

    def _check(self, prepared: Prepared, problem: Problem, deadline: Deadline
               ) -> CheckResult:
        """The loop on the prepared conjuncts (already simplified: the guards do not
        simplify them again), or on the formulas when no definition was eliminated (the
        guards simplify them with the problem's simplifier); the loop's state is built
        at the first problem that reaches it."""
        from ..loop import Loop

        if self.loop is None:
            self.loop = Loop()
            if self.seed:
                self.loop.set_seed(self.seed)
            for _ in range(self._depth()):
                self.loop.push()
        if prepared.eliminated is None:
            return self.loop.check(prepared.fixed, deadline, problem.simplifier().simplify)
        return self.loop.check(prepared.eliminated.conjuncts, deadline, rewrite=None)
