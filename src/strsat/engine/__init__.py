"""The solving engine: a stateful solver behind one small interface.

:class:`Engine` keeps the assertion stack (``push``/``pop``), answers
``check`` with a :class:`CheckResult`, and guarantees the non-negotiables:
a ``sat`` model is validated by the reference evaluator against the original
assertions (otherwise the answer becomes ``unknown``), and deadlines are
honoured.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..deadline import Deadline
from ..errors import ResourceLimit
from ..terms import REGLAN, Term, free_vars
from ..terms.term import pinned_terms
from .result import CheckResult, Status

if TYPE_CHECKING:
    from .loop import Loop

__all__ = ["CheckResult", "Engine", "Status"]

#: Preprocessing time a push may spend registering the level's assertions in advance.
REGISTER_SECONDS = 1.0


class Engine:
    """An incremental solver for assertions over Bool, Int, String and RegLan."""

    def __init__(self) -> None:
        self._frames: list[list[Term]] = [[]]
        self.options: dict[str, object] = {}
        #: One loop (one z3 context) for the engine's life; its scopes follow the
        #: assertion stack, plus one around a check with assumptions (engine/scopes.py).
        self._loop: Loop | None = None
        self._temporary = 0

    # ---- assertion stack ---------------------------------------------------------

    def add(self, formula: Term) -> None:
        """Assert a Bool term at the current level."""
        self._frames[-1].append(formula)

    def push(self, n: int = 1) -> None:
        for _ in range(n):
            if self._loop is not None:
                self._register_level()
            self._frames.append([])
            if self._loop is not None:
                self._loop.push()

    def _register_level(self) -> None:
        """Register the current level's assertions in the loop's scope of that level, so
        that checks at the levels pushed inside it reuse them (a client that pushes a
        whole prefix before its first check, as ``strsat explore`` does, would otherwise
        register the prefix in the innermost scope, and lose it at the next pop).  Only
        a warm-up: what fails here is registered, or reported, by the next check."""
        assert self._loop is not None
        if self._temporary or not self._frames[-1]:
            return
        try:
            with pinned_terms():
                self._loop.register(self._frames[-1], Deadline(REGISTER_SECONDS))
        except Exception:  # noqa: BLE001 - the check that needs it reports the problem
            return

    def pop(self, n: int = 1) -> None:
        """Remove the ``n`` innermost levels (the caller checks ``n`` <= levels); what
        the loop registered for them leaves too."""
        for _ in range(n):
            if len(self._frames) > 1:
                self._frames.pop()
        if self._loop is not None:
            self._loop.pop_to(self._scope_depth())

    def _scope_depth(self) -> int:
        """The loop's scope level for the current state: one per pushed level, one
        per temporary scope (a check with assumptions, core shrinking)."""
        return self.levels + self._temporary

    @contextmanager
    def _temporary_scope(self, wanted: bool = True) -> Iterator[None]:
        """A loop scope around work whose registrations must not outlive it."""
        if not wanted:
            yield
            return
        self._temporary += 1
        if self._loop is not None:
            self._loop.push()
        try:
            yield
        finally:
            self._temporary -= 1
            if self._loop is not None:
                self._loop.pop_to(self._scope_depth())

    @property
    def levels(self) -> int:
        return len(self._frames) - 1

    def assertions(self) -> list[Term]:
        return [t for frame in self._frames for t in frame]

    def reset(self) -> None:
        self._frames = [[]]
        self._loop = None

    # ---- checking ------------------------------------------------------------------

    def check(self, assumptions: Sequence[Term] = (), deadline: Deadline | None = None,
              core: bool = False, shrink: bool = True) -> CheckResult:
        """Decide the conjunction of the assertions and ``assumptions``.

        The exact ground check answers first when it can (every variable fixed by
        an equality to a constant), then the fast path for independent memberships
        and length facts after rewriting (:mod:`.trivial`), then the Nielsen graph
        for systems of word equations and length facts (:mod:`.quadratic`);
        otherwise the CDCL(T)-style loop decides.  A
        ``sat`` model is validated against the original formulas before it is
        returned; a model that fails turns the answer into ``unknown``.  With
        ``core``, an ``unsat`` answer carries an unsat core over the assertions and
        assumptions, shrunk by deletion while that is cheap (:mod:`.cores`) unless
        ``shrink`` is off (:meth:`shrink_core` does it later).
        """
        deadline = deadline or Deadline.never()
        formulas = self.assertions() + list(assumptions)
        started = time.perf_counter()
        with pinned_terms():  # serials (hashes) independent of the garbage collector's timing
            # assumptions are registered in a scope of their own: a client's thousands
            # of check-sat-assuming at one level do not pile up
            with self._temporary_scope(bool(assumptions)):
                result = self._decide(formulas, deadline, core)
            elapsed = time.perf_counter() - started
            result.stats["time.check"] = round(elapsed, 6)
            if core and shrink and result.status is Status.UNSAT and result.core is not None:
                result.core = self.shrink_core(result, deadline)
        return result

    def shrink_core(self, result: CheckResult, deadline: Deadline | None = None
                    ) -> list[Term]:
        """A smaller core than ``result.core`` (deletion-based, within twice the check's
        time, 0.25-5 s, and ``deadline``); counted in ``result.stats``."""
        from .cores import shrink, shrink_budget

        assert result.core is not None
        budget = shrink_budget(float(result.stats.get("time.check", 0.0)),
                               deadline or Deadline.never())
        with self._temporary_scope():
            core, checks = shrink(result.core, lambda fs, d: self._decide(fs, d, True),
                                  budget)
        result.stats["core.size"] = len(core)
        result.stats["core.shrink_checks"] = checks
        return core

    def _decide(self, formulas: list[Term], deadline: Deadline, core: bool) -> CheckResult:
        # Deferred imports: the loop (z3, the theory steps) loads only for a problem
        # that neither the ground check nor the fast path decides (issue 15).
        from .ground import check_ground
        from .trivial import decide_trivially
        from .validation import validate_model

        try:
            result = check_ground(formulas, deadline, track=core)
            if result.status is Status.UNKNOWN and not deadline.expired():
                result = decide_trivially(formulas, deadline, track=core) or result
            if result.status is Status.UNKNOWN and not deadline.expired():
                from .quadratic import decide_quadratic  # word-equation systems only

                result = decide_quadratic(formulas, deadline, track=core) or result
        except ResourceLimit as exc:
            return CheckResult(Status.UNKNOWN, reason=f"timeout ({exc})")
        if result.status is Status.UNKNOWN and not deadline.expired():
            result = self._solve(formulas, deadline)
        if result.status is Status.SAT:
            assert result.model is not None
            failure = validate_model(formulas, result.model)
            if failure is not None:
                return CheckResult(Status.UNKNOWN, reason=f"model failed validation: {failure}",
                                   stats=result.stats)
        return result

    def _solve(self, formulas: list[Term], deadline: Deadline) -> CheckResult:
        from .eliminate import eliminate_values
        from .loop import Loop
        from .reglan import RegLanVariables, fix_reglan_variables

        try:
            fixed, languages = fix_reglan_variables(formulas)
        except RegLanVariables as exc:
            return CheckResult(Status.UNKNOWN, reason=str(exc))
        if self._loop is None:
            self._loop = Loop()
            for _ in range(self._scope_depth()):
                self._loop.push()
        try:
            eliminated = eliminate_values(fixed, deadline)
            reduced = fixed if eliminated is None else eliminated.conjuncts
            result = self._loop.check(reduced, deadline)
        except RecursionError:
            self._loop = None
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
            result.model.update(languages)
        if result.core is not None:
            result.core = _original_core(result.core, fixed, formulas, bool(languages))
        return result


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
