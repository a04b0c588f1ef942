"""One incremental strsat :class:`~strsat.api.Solver` for every branch flip of an exploration.

A flip asks for inputs that follow a path prefix and then take the other side
of one decision (paper 001, Section 1: *flipping a branch*).  The solver keeps
the prefix it was last given as a stack of assertion levels, one per prefix
entry, and the flipped literal gets a level of its own that is popped after the
check: flips along one run extend the stack and reuse the lemmas the engine
learnt for it.

When the next prefix leaves the stack (a flip of another run), the solver pops back
to the prefix both share: what the popped levels registered leaves the engine with
them (engine/scopes.py), so the shared prefix's lemmas are reused and nothing of the
abandoned branch weighs on later checks.  ``pop=False`` resets the solver instead
(the policy before issue 23, kept for measuring).

The auxiliary definitions of each level (``strsat.python.context.define``: total and
functional in the inputs, so they never exclude an input) are tracked too, one name per
level: an unsat core that holds a definition names the group the run made before a
decision (issue 38), and the search promotes the decisions that chose it
(:meth:`~strsat.explore.flipping.Flipping._promote_defined`).  ``track=False`` asserts
them untracked (the policy before, kept for measuring).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..api import Solver, sat, unsat
from ..deadline import Deadline, active
from ..terms import Term
from ..terms.formulas import by_id

#: the most a check's wall-clock backstop is stretched by :class:`LoadGauge` (the
#: engine's own sub-budgets allow 8 times their calibrated seconds)
MAX_STRETCH = 8.0
#: the weight the gauge keeps of what it measured before each new check (about the
#: last ten checks count)
GAUGE_DECAY = 0.9
#: CPU seconds the gauge must have measured before it stretches (a few checks'
#: start-up noise is no measure of the load)
GAUGE_MIN_CPU = 0.05


@dataclass
class LoadGauge:
    """The wall-clock seconds this process needed per CPU second it got, over its recent
    checks: how far the machine's load stretches the wall clock.

    A check's budget is work (docs/explanation/engine.md#budgets); its wall-clock limit is
    only a backstop, ``BACKSTOP`` times the seconds the work takes at the calibrated rate
    (``search_state.BACKSTOP``).  Under load the process gets a share of a core, and the
    backstop, counted on the wall clock, ended checks whose work was far from spent: with
    four processes on two cores the explorer's checks got 0.3-0.5 s of CPU per second,
    and in the unknown39 collection the checks ended ``timeout (in the integer core)``
    mid-run were, run alone at the same work budget, sat or unsat on four of nine.  The
    backstop times :meth:`stretch` stops a check after about the same CPU time whatever
    the load, so that the work decides, as the budget's rule says (z3's and cvc5's
    resource limits, issue 40)."""

    wall: float = 0.0
    cpu: float = 0.0

    def record(self, wall: float, cpu: float) -> None:
        """Count a check that took ``wall`` seconds and ``cpu`` CPU seconds of this
        process (older checks weigh :data:`GAUGE_DECAY` less at each new one)."""
        self.wall = self.wall * GAUGE_DECAY + max(0.0, wall)
        self.cpu = self.cpu * GAUGE_DECAY + max(0.0, cpu)

    def stretch(self) -> float:
        """Wall seconds per CPU second of the recent checks, between 1 and
        :data:`MAX_STRETCH` (1 until :data:`GAUGE_MIN_CPU` CPU seconds are measured)."""
        if self.cpu < GAUGE_MIN_CPU:
            return 1.0
        return min(MAX_STRETCH, max(1.0, self.wall / self.cpu))


@dataclass(frozen=True)
class Entry:
    """One level: the auxiliary definitions made before a decision, and the decision's
    literal (None when only the definitions are kept)."""

    defs: tuple[Term, ...]
    literal: Term | None

    def formulas(self) -> list[Term]:
        return [*self.defs, self.literal] if self.literal is not None else list(self.defs)


@dataclass
class Answer:
    status: str  # "sat" | "unsat" | "unknown"
    model: dict[Term, Any] | None = None
    reason: str = ""
    seconds: float = 0.0
    #: the engine work units the check spent (docs/explanation/engine.md#budgets)
    units: int = 0
    #: on ``unsat``: the prefix literals in the check's unsat core (the core the
    #: check found, not shrunk by deletion: it only ranks flips and names the
    #: decisions a bypass drops)
    core: list[Term] | None = None
    #: on ``unsat``: the definition groups (an :class:`Entry`'s ``defs``, the flip's own
    #: included) with a member in the check's unsat core (empty when the definitions are
    #: not tracked, or the core came from a known one)
    groups: list[tuple[Term, ...]] = field(default_factory=list)


class PrefixSolver:
    """See the module docstring."""

    def __init__(self, pop: bool = True, dump: str | None = None, track: bool = True
                 ) -> None:
        #: pop back to the common prefix (reset instead when False, for measuring)
        self.pop = pop
        #: track each level's definitions under one name (False: untracked, for measuring)
        self.track = track
        #: a folder where each check answered ``unknown`` is written as SMT-LIB (debugging)
        self.dump = dump
        self.solver = Solver()
        self.stack: list[Entry] = []
        self.checks = 0
        self.seconds = 0.0
        #: engine work units spent by the checks (not the cores)
        self.units = 0
        self.pushed = 0
        self.resets = 0
        # the core the check found, not shrunk by deletion (re-checks of the prefix)
        self.solver.set("core.minimize", False)
        #: the prefix literals by their tracking names (one name per stack level)
        self.tracked: dict[str, Term] = {}
        #: the levels' definition groups by their tracking names
        self.groups: dict[str, tuple[Term, ...]] = {}
        #: by flipped literal: the prefix-literal sets of the unsat cores found with it
        self.refuted: dict[Term, list[frozenset[Term]]] = {}
        #: by flipped literal and known core: the definitions of the groups the core
        #: named (what a check answered by that core reports of the prefix's groups)
        self.core_defs: dict[tuple[Term | None, frozenset[Term]], frozenset[Term]] = {}
        #: checks answered by a known core, without the solver
        self.subsumed = 0
        #: how far the load stretches the wall clock (the backstop's factor)
        self.gauge = LoadGauge()

    def check(self, prefix: Sequence[Entry], last: Entry, variables: Sequence[Term],
              timeout: float, work: int | None = None) -> Answer:
        """Whether ``prefix`` and then ``last`` can hold; a model gives the values of
        ``variables`` (those it mentions).  ``work``: the check's budget in engine work
        units (the solver's ``rlimit``), ``timeout`` then only the wall-clock backstop.

        A check whose prefix literals include those of an unsat core found before with
        the same flipped literal is ``unsat`` without the solver (the core with the
        flip is refuted, and the definitions are conservative: each auxiliary variable
        is defined once, by the term it is named after, before any literal uses it)."""
        known = self._known_core(prefix, last)
        if known is not None:
            self.subsumed += 1
            terms = self.core_defs.get((last.literal, known), frozenset())
            groups = [e.defs for e in (*prefix, last) if not terms.isdisjoint(e.defs)]
            return Answer("unsat", core=by_id(known), groups=groups)
        # ``timeout`` bounds the whole call: the engine's warm-up of the pushed levels and
        # its work at a pop read the same end (engine.current), and the check gets what
        # the push left of it
        end = time.monotonic() + timeout
        wall0, cpu0 = time.perf_counter(), time.process_time()
        try:
            return self._check(prefix, last, variables, end, work)
        finally:
            self.gauge.record(time.perf_counter() - wall0, time.process_time() - cpu0)

    def _check(self, prefix: Sequence[Entry], last: Entry, variables: Sequence[Term],
               end: float, work: int | None) -> Answer:
        """:meth:`check` after the known cores, ending at the ``time.monotonic`` reading
        ``end``."""
        with active(Deadline.at(end)):
            try:
                self._push_prefix(prefix)
                self.solver.push()
            except Exception as exc:  # noqa: BLE001 - a solver bug must not end the search
                return self._failed(exc, 0.0)
            started = time.perf_counter()
            try:
                self._add_defs(last.defs, "defs!flip")
                if last.literal is not None:
                    self.solver.add(last.literal)
                left = max(0.001, end - time.monotonic())
                self.solver.set(timeout=max(1, int(left * 1000)), rlimit=work or 0)
                result = self.solver.check()
            except Exception as exc:  # noqa: BLE001 - a solver bug must not end the search
                return self._failed(exc, time.perf_counter() - started)
            seconds = time.perf_counter() - started
            units = int(self.solver.statistics()["rlimit count"])
            self.checks += 1
            self.seconds += seconds
            self.units += units
            try:
                return self._answer(result, last, variables, seconds, units)
            finally:
                self.solver.pop()

    def _failed(self, exc: Exception, seconds: float) -> Answer:
        """``unknown`` after a fault of the solver; the solver starts again empty."""
        self.solver.reset()
        self.stack.clear()
        return Answer("unknown", reason=f"solver error: {type(exc).__name__}: "
                      f"{str(exc)[:200]}", seconds=seconds)

    def _known_core(self, prefix: Sequence[Entry], last: Entry) -> frozenset[Term] | None:
        """An unsat core found before with ``last``'s literal whose prefix literals are
        all in ``prefix``."""
        if last.literal is None:
            return None
        literals = {e.literal for e in prefix if e.literal is not None}
        return next((core for core in self.refuted.get(last.literal, ()) if core <= literals),
                    None)

    def _push_prefix(self, prefix: Sequence[Entry]) -> None:
        """Bring the solver's stack to ``prefix``: pop back to the common part (or reset,
        without ``pop``), then one level per further entry, its literal tracked so that
        an unsat answer names the prefix literals of its core at once."""
        common = 0
        limit = min(len(prefix), len(self.stack))
        while common < limit and self.stack[common] == prefix[common]:
            common += 1
        if len(self.stack) > common and self.pop:
            self.solver.pop(len(self.stack) - common)
            del self.stack[common:]
        elif len(self.stack) > common:
            self.solver.reset()
            self.stack.clear()
            self.resets += 1
            common = 0
        for entry in prefix[common:]:
            self.solver.push()
            self._add_defs(entry.defs, f"defs!{len(self.stack)}")
            if entry.literal is not None:
                name = f"prefix!{len(self.stack)}"
                self.tracked[name] = entry.literal
                self.solver.assert_and_track(entry.literal, name)
            self.stack.append(entry)
            self.pushed += 1

    def _add_defs(self, defs: tuple[Term, ...], name: str) -> None:
        """Assert a level's definitions, all tracked by ``name`` (untracked without
        :attr:`track`).  The engine's core is a set of asserted terms whatever is
        tracked; a name only reports which of them it holds."""
        if not self.track or not defs:
            self.solver.add(*defs)
            return
        self.groups[name] = defs
        for definition in defs:
            self.solver.assert_and_track(definition, name)

    def _answer(self, result: Any, last: Entry, variables: Sequence[Term], seconds: float,
                units: int) -> Answer:
        """The answer of a finished check (an unsat core is remembered with the flipped
        literal); model values as plain ``str``/``int`` (the API's model values subclass
        them, and the explored function may test ``type(x) is str``)."""
        if result == sat:
            model = self.solver.model()
            values = {v: _plain(model[v]) for v in variables if v in model}
            return Answer("sat", values, seconds=seconds, units=units)
        if result == unsat:
            names = [str(e) for e in self.solver.unsat_core()]
            # a known core keeps the literals only: the definitions never exclude an input
            core = [self.tracked[n] for n in names if n in self.tracked]
            groups = [self.groups[n] for n in names if n in self.groups]
            if last.literal is not None:
                self.refuted.setdefault(last.literal, []).append(frozenset(core))
                if groups:
                    self.core_defs[last.literal, frozenset(core)] = \
                        frozenset(t for g in groups for t in g)
            return Answer("unsat", seconds=seconds, units=units, core=core, groups=groups)
        reason = self.solver.reason_unknown() or "incomplete"
        if self.dump is not None:
            self._dump(reason)
        return Answer("unknown", reason=reason, seconds=seconds, units=units)

    def _dump(self, reason: str) -> None:
        """Write the check just answered ``unknown`` (prefix and flip) to ``self.dump`` as
        ``check-N.smt2``, its reason in a comment; a check that cannot be printed gets
        the printer's error in its place."""
        import os

        os.makedirs(self.dump or ".", exist_ok=True)
        try:
            text = self.solver.to_smt2()
        except Exception as exc:  # noqa: BLE001 - a debugging aid must not end the search
            text = f"; not printable: {type(exc).__name__}: {exc}\n"
        path = os.path.join(self.dump or ".", f"check-{self.checks}.smt2")
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(f"; {line}\n" for line in reason.splitlines()) + text)


__all__ = ["Answer", "Entry", "LoadGauge", "PrefixSolver"]


def _plain(value: Any) -> Any:
    """A model value as the plain Python ``str``/``int``/``bool`` it stands for."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, str):
        return str(value)
    return value
