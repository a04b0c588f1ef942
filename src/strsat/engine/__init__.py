"""The solving engine: a stateful solver behind one small interface.

:class:`Engine` keeps the assertion stack (``push``/``pop``), answers
``check`` with a :class:`CheckResult`, and guarantees the non-negotiables:
a ``sat`` model is validated by the reference evaluator against the original
assertions (otherwise the answer becomes ``unknown``), and deadlines are
honoured.
"""

from __future__ import annotations

import gc
import sys
import time

from strsat.static import TYPE_CHECKING, contextmanager, weak_ref

from ..deadline import Deadline, active, current, current_or_never
from ..errors import ResourceLimit, StrsatError
from ..kept_units import Charges, opened
from ..terms import Term
from ..terms.term import input_order, pinned_terms, session_start
from .faults import StepFailure, named
from .problem import Problem
from .procedures.cdcl import CdclLoop
from .result import CheckResult, Status

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

    from .ackermann import Ackermann
    from .loop import Loop
    from .procedures import Procedure

__all__ = ["CheckResult", "Engine", "Status"]

#: Preprocessing time a push may spend registering the level's assertions in advance.
REGISTER_SECONDS = 1.0
#: Checks between two returns of the C heap's free pages to the system (memory.py).
TRIM_EVERY = 256
#: Checks after which the integer core's z3 context and solver are renewed, at the next
#: return to level 0 (:meth:`~strsat.engine.core.Core.renew`: z3 grows under push/pop).
RENEW_EVERY = 4096


def _applied() -> bool:
    """Whether this process has made a function application
    (:data:`strsat.terms.functions.applied`).  That module is loaded by the first
    function symbol, before any application: a process that has not loaded it has made
    none, and a file without functions never loads it (issue 39, start-up)."""
    module = sys.modules.get("strsat.terms.functions")
    return module is not None and bool(module.applied)


class Engine:
    """An incremental solver for assertions over Bool, Int, String and RegLan."""

    def __init__(self) -> None:
        self._frames: list[list[Term]] = [[]]
        #: where this engine's checks start numbering terms (what they asked for keeps
        #: its order in later checks: the loop keeps its purification and lemmas)
        self._session = session_start()
        self.options: dict[str, object] = {}
        self._temporary = 0
        self._checks = 0
        #: the kept results the running check has been charged (once each: kept_units)
        self._charges = Charges()
        #: the check count at the last renewal of the core's z3 solver
        self._renewed_at = 0
        #: z3 contexts deleted in the process when the engine last returned free pages
        self._deleted_seen = _contexts_deleted()
        #: The loop, the last procedure: one z3 context for the engine's life; its
        #: scopes follow the assertion stack, plus one around a check with assumptions.
        self._cdcl = CdclLoop(_depth_reader(weak_ref(self)))
        #: The procedures a check tries in order (engine/procedures/): data, not calls.
        self.procedures: list[Procedure] = _default_procedures(self._cdcl)
        #: Uninterpreted functions are reduced away before the procedures (issue 41): by
        #: the reduction made at the first check after the process made an application
        #: (:meth:`_ackermann`; a file without functions never loads it).
        self._functions: Ackermann | None = None

    @property
    def _loop(self) -> Loop | None:
        """The CDCL(T) loop, once a check has reached it."""
        return self._cdcl.loop

    # ---- assertion stack ---------------------------------------------------------

    def add(self, formula: Term) -> None:
        """Assert a Bool term at the current level."""
        self._frames[-1].append(formula)

    def push(self, n: int = 1) -> None:
        for _ in range(n):
            if self._loop is not None:
                self._register_level()
            self._frames.append([])
            self._cdcl.push()
            if self._functions is not None:
                self._functions.open_scope()

    def _register_level(self) -> None:
        """Register the current level's assertions in the loop's scope of that level, so
        that checks at the levels pushed inside it reuse them (a client that pushes a
        whole prefix before its first check, as ``strsat explore`` does, would otherwise
        register the prefix in the innermost scope, and lose it at the next pop).  Only
        a warm-up: what fails here is registered, or reported, by the next check."""
        if self._temporary or not self._frames[-1]:
            return
        try:  # never past the caller's deadline (an exploration's time limit), if any
            frame = self._without_functions(self._frames[-1])
            with pinned_terms(), input_order(frame, self._session), \
                    opened(self._charges, current_or_never().sub(REGISTER_SECONDS)) as d:
                self._cdcl.register(frame, d)
        except Exception:  # noqa: BLE001 - the check that needs it reports the problem
            return

    def pop(self, n: int = 1) -> None:
        """Remove the ``n`` innermost levels (the caller checks ``n`` <= levels); what
        the loop registered for them leaves too."""
        for _ in range(n):
            if len(self._frames) > 1:
                self._frames.pop()
                if self._functions is not None:
                    self._functions.close_scope()
        self._cdcl.pop_to(self._scope_depth())
        self._renew_if_due(current())

    def _renew_if_due(self, deadline: Deadline | None = None) -> None:
        """Renew the core's z3 context past :data:`RENEW_EVERY` checks, when the engine
        is at level 0 (after a ``pop`` to it, or after a check there: a client that only
        ever calls check-sat-assuming at level 0 is renewed too).  After a check the
        renewal reads the check's ``deadline`` in proportion to the terms it moves: at
        the limit it is put off to the next ``pop`` or check (nothing has moved) and the
        answer is not delayed."""
        loop = self._loop
        if loop is None or self._scope_depth() != 0 \
                or self._checks - self._renewed_at < RENEW_EVERY:
            return
        try:
            renewed = loop.core.renew(deadline)
        except ResourceLimit:
            return  # the core is as it was (the move is all or nothing): later
        except BaseException:
            # stopped half-way (an interrupt, a fault inside z3): some terms moved, some
            # not; the loop's state goes, and the next check registers the assertions again
            self.drop_state()
            raise
        if renewed:
            self._renewed_at = self._checks

    def _ackermann(self) -> Ackermann:
        """The reduction of uninterpreted functions, made (and opened to the current
        scope depth) at its first use."""
        if self._functions is None:
            from .ackermann import Ackermann

            self._functions = Ackermann()
            for _ in range(self._scope_depth()):
                self._functions.open_scope()
        return self._functions

    def _without_functions(self, formulas: list[Term]) -> list[Term]:
        """``formulas`` as the procedures see them (Ackermann's reduction when the
        process has made an application)."""
        return self._ackermann().reduced(formulas) if _applied() else list(formulas)

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
        self._cdcl.push()
        if self._functions is not None:
            self._functions.open_scope()
        try:
            yield
        finally:
            self._temporary -= 1
            if self._functions is not None:
                self._functions.close_scope()
            self._cdcl.pop_to(self._scope_depth())

    @property
    def levels(self) -> int:
        return len(self._frames) - 1

    def assertions(self) -> list[Term]:
        return [t for frame in self._frames for t in frame]

    def reset(self) -> None:
        self._frames = [[]]
        self._cdcl.reset()
        self._functions = None
        self._forget_languages()

    def set_seed(self, seed: int) -> None:
        """The seed of the random choices (SMT-LIB ``:random-seed``): z3's ``random_seed``
        in the integer core and the grammar step's samplers; 0 is the default."""
        self._cdcl.seed = seed
        if self._loop is not None:
            self._loop.set_seed(seed)

    # ---- checking ------------------------------------------------------------------

    def check(self, assumptions: Sequence[Term] = (), deadline: Deadline | None = None,
              core: bool = False, shrink: bool = True) -> CheckResult:
        """Decide the conjunction of the assertions and ``assumptions``.

        The procedures of :attr:`procedures` are tried in order
        (:mod:`.procedures`: the exact ground check, independent memberships and
        length facts, word-equation systems on the Nielsen graph, then the
        CDCL(T)-style loop), each on the same :class:`~.problem.Problem`.  A
        ``sat`` model is validated against the original formulas before it is
        returned; a model that fails turns the answer into ``unknown``.  With
        ``core``, an ``unsat`` answer carries an unsat core over the assertions and
        assumptions, shrunk by deletion while that is cheap (:mod:`.unsat_cores`) unless
        ``shrink`` is off (:meth:`shrink_core` does it later).
        """
        given = deadline or Deadline.never()
        formulas = self.assertions() + list(assumptions)
        started = time.perf_counter()
        # the deadline is also the current one for the phases not handed it (rewriting,
        # evaluation, automata and length sets: deadline.current), metered for the kept
        # results' charges; serials independent of the GC's timing; the terms ordered as
        # the input made them
        with pinned_terms(), input_order(formulas, self._session), \
                opened(self._charges, given) as deadline, active(deadline):
            try:
                # assumptions are registered in a scope of their own: a client's thousands
                # of check-sat-assuming at one level do not pile up
                with self._temporary_scope(bool(assumptions)):
                    result = self._decide(formulas, deadline, core)
            except StepFailure as exc:
                result = self._fault(str(exc))
            except MemoryError:
                result = self._fault("memory (MemoryError)", reason="memory")
            except (StrsatError, RecursionError):
                raise
            except Exception as exc:  # noqa: BLE001 - a fault outside the named parts
                result = self._fault(str(StepFailure("the engine", exc)))
            elapsed = time.perf_counter() - started
            result.stats["time.check"] = round(elapsed, 6)
            result.stats["work.check"] = deadline.spent
            if core and shrink and result.status is Status.UNSAT and result.core is not None:
                result.core = self.shrink_core(result, deadline)
        self._after_check(result, given)
        return result

    def _fault(self, message: str, reason: str | None = None) -> CheckResult:
        """``unknown`` after a fault inside the check; the loop's state, which the fault
        may have left half-updated, is dropped (the next check rebuilds it)."""
        self.drop_state()
        return CheckResult(Status.UNKNOWN, reason=reason or message)

    def drop_state(self) -> None:
        """Forget what the loop registered and learned (after a fault or an interrupt
        that may have left it half-updated); the assertions stay, and the next check
        registers them again."""
        self._cdcl.reset()
        self._forget_languages()

    def _forget_languages(self) -> None:
        """The automata the fast path kept go with the loop's state."""
        from .procedures import IndependentVariables

        for procedure in self.procedures:
            if isinstance(procedure, IndependentVariables):
                procedure.forget()

    def _after_check(self, result: CheckResult, deadline: Deadline) -> None:
        """An ``unknown`` that an interrupt or the memory limit caused says so (whatever
        part of the check noticed it first); past the memory limit the loop's state and
        caches go, and the C heap's free pages return to the system, so that the session
        goes on.  Every :data:`TRIM_EVERY` checks the free pages return anyway, and
        after a check that deleted a z3 context (the Nielsen procedure's, or the core's
        after a renewal): a context and its solver take some 18 MB of the C heap, which
        would stay resident as free pages until the next return (issue 40)."""
        self._checks += 1
        stop = deadline.stop
        if stop is not None and stop.reason is not None and result.status is Status.UNKNOWN:
            result.reason = stop.reason
        deleted = _contexts_deleted()
        if result.reason == "memory":
            self.drop_state()
            gc.collect()
            _release_freed_memory()
        elif self._checks % TRIM_EVERY == 0 or deleted != self._deleted_seen:
            _release_freed_memory()
        self._deleted_seen = deleted
        self._renew_if_due(deadline)

    def interrupt(self) -> None:
        """Interrupt the integer core's z3 call in progress, if any (safe from another
        thread; the caller also sets the check's :class:`~strsat.deadline.Stop`)."""
        loop = self._loop
        if loop is not None:
            loop.core.ctx.interrupt()

    def shrink_core(self, result: CheckResult, deadline: Deadline | None = None
                    ) -> list[Term]:
        """A smaller core than ``result.core`` (deletion-based, within twice the check's
        work units, 2,000-100,000, and ``deadline``); counted in ``result.stats``."""
        from .unsat_cores import shrink, shrink_budget

        assert result.core is not None
        budget = shrink_budget(int(result.stats.get("work.check", 0)),
                               float(result.stats.get("time.check", 0.0)),
                               deadline or Deadline.never())
        with self._temporary_scope(), opened(self._charges, budget) as budget, active(budget):
            core, checks = shrink(result.core, lambda fs, d: self._decide(fs, d, True),
                                  budget)
        result.stats["core.size"] = len(core)
        result.stats["core.shrink_checks"] = checks
        return core

    def _decide(self, formulas: list[Term], deadline: Deadline, core: bool) -> CheckResult:
        """Decide ``formulas``: uninterpreted functions reduced away (:mod:`.ackermann`),
        the procedures tried in order, a ``sat`` model validated against ``formulas``
        (:mod:`.validation` is imported for a ``sat`` answer only)."""
        try:
            reduction = self._ackermann().reduce(formulas, deadline) \
                if _applied() else None
        except ResourceLimit as exc:
            return CheckResult(Status.UNKNOWN, reason=f"timeout ({exc})")
        if reduction is None:
            result = self._run(formulas, deadline, core)
        else:
            result = reduction.lift(self._run(reduction.formulas, deadline, core))
        if result.status is Status.SAT:
            from .validation import validate_model

            assert result.model is not None
            failure = validate_model(formulas, result.model, deadline)
            if failure is not None and deadline.expired():
                return CheckResult(Status.UNKNOWN, reason="timeout (during model validation)",
                                   stats=result.stats)
            if failure is not None:
                return CheckResult(Status.UNKNOWN, reason=f"model failed validation: {failure}",
                                   stats=result.stats)
        return result

    def _run(self, formulas: list[Term], deadline: Deadline, core: bool) -> CheckResult:
        """The answer of the first procedure that decides ``formulas``."""
        problem = Problem.of(formulas, core)
        none_applies = CheckResult(Status.UNKNOWN, reason="incomplete: no procedure applies")
        result = none_applies
        for i, procedure in enumerate(self.procedures):
            if i and deadline.expired():
                if not (result.reason or "").startswith("timeout"):
                    # an earlier procedure's "incomplete" is not why the check stopped: the
                    # procedures after it had no turn
                    result = CheckResult(Status.UNKNOWN, reason="timeout (between procedures)",
                                         stats=result.stats)
                break
            if not procedure.suitable(problem):
                continue
            try:
                with named(f"procedure {procedure.name}"):
                    answer = procedure.decide(problem, deadline)
            except ResourceLimit as exc:
                return CheckResult(Status.UNKNOWN, reason=f"timeout ({exc})")
            if answer is not None:
                result = answer
                if answer.status is not Status.UNKNOWN:
                    break
        return result


def _depth_reader(engine: weak_ref[Engine]) -> Callable[[], int]:
    """The loop's reading of its engine's scope depth, through a weak reference: a bound
    method would make engine and loop a reference cycle, which keeps every term of a
    finished engine alive until the collector runs — and the serials of terms that
    survive order the next check's terms, so its answer would depend on the collector."""

    def depth() -> int:
        owner = engine()
        return 0 if owner is None else owner._scope_depth()

    return depth


def _release_freed_memory() -> None:
    """:func:`strsat.memory.release_freed_memory` (the module loads at the first return:
    a run of one check without a z3 context never makes one)."""
    from ..memory import release_freed_memory

    release_freed_memory()


def _contexts_deleted() -> int:
    """The z3 contexts deleted so far in the process (0 before z3 is first used: the
    module is not imported for it)."""
    z3c = sys.modules.get("strsat.engine.z3c")
    return 0 if z3c is None else int(z3c.Context.deleted)


def _default_procedures(loop: CdclLoop) -> list[Procedure]:
    from .procedures import default_procedures

    return default_procedures(loop)
