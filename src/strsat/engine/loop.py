"""The CDCL(T) loop (docs/explanation/engine.md#the-loop): the core proposes, the theory checks.

:class:`Loop` holds everything that survives between ``check-sat`` calls: the
core with the lemmas learned, the skolems and purified definitions.  Assertions are
guarded by literals and assumed by the check that needs them.  What a scope brought in
(its guards, atoms, lengths, definitions, facts and lemmas, and the steps' records)
leaves with its ``pop`` (:mod:`.scopes`), so a check reads only what the live
assertions reach; lemmas learned in a scope serve every scope pushed inside it.

Fair search (paper 001 §6): every string variable is bounded by ``|x| <= B``
through an assumption literal; when the core is unsat only because of the bound,
``B`` doubles.  So every satisfiable input is eventually answered ``sat`` given
time, and an ``unsat`` of the core without the bound (and without any step
having reported incompleteness) is a proof.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence

from strsat.static import TYPE_CHECKING, cast

from ..deadline import Z3_RLIMIT_PER_UNIT, Deadline, current
from ..errors import ResourceLimit, UnsupportedError
from ..named_tuples import NamedTuple
from ..names import Names
from ..rewrite import simplify
from ..terms import BOOL, INT, STRING, Term, Value, mk
from ..terms.term import check_order
from ..terms.walk import free_vars
from ..theory.seam.context import Lemma, SolverState, StepResult, Unreadable
from ..theory.seam.inferences import Inference
from .core import Core, CoreResult
from .faults import named
from .passes import Pass, Preprocessed, passes
from .preprocess import Purifier
from .relevance import AtomMemo, relevant_literals
from .result import CheckResult, Status
from .rounds import Decision, Effort, Held, decide
from .scopes import Scoped, Scopes
from .skolems import Skolems
from .stats import Stats
from .strategy import LazyStep, Stage, default_strategy
from .z3c import Expr, Z3Error

if TYPE_CHECKING:
    from ..theory.regular.languages import Languages
    from .small_witness import SmallWitnesses

#: The bound from which a core that names the bound literal is checked again without
#: it (:meth:`Loop._unsat_without`): not below, where the extra z3 call would change the
#: core's next candidates on inputs that a doubling decides anyway.
RECHECK_BOUND = 64
#: First per-variable length bound and the bound past which the search gives up.
#: The first bound only decides which candidates the core proposes first (an unsat
#: core with the bound literal doubles it): 2 when the input's string constants are
#: short (:func:`first_bound`), not 8, so short models are met before the reductions'
#: skolems take the core into long arrangements (issue 26: on 1,000 random formulas,
#: 19 unknowns where a peer answered became 9, in 0.76 of the time).
INITIAL_BOUND = 2
MAX_BOUND = 1 << 22
#: Seconds of the deadline not given to one core call (z3 overruns its timeout).
CORE_MARGIN = 0.2
#: Theory rounds without new lemmas or a model before answering unknown.
MAX_IDLE_ROUNDS = 1
#: Rounds per check in which held splits go before the steps after one that asked to
#: defer (:attr:`StepResult.defer`); past it the later steps run as usual, so a
#: splitting that never ends cannot keep the fixed-length search out.
MAX_DEFERRALS = 4
#: Rounds in a row that end before the searching step (a conflict or splits of an
#: earlier step) after which that step runs once on the round's candidate anyway: a
#: reduction that unfolds without end (``str.<`` of a character of a string against
#: the string) would otherwise keep paper 001's fixed-length tier from a model that
#: the core's lengths already admit.  Its model is validated like any other.
FAIR_ROUNDS = 16
#: ... when no string of the candidate is longer than this (the search is cheap on
#: short strings; on long components it costs seconds, and the dashed step defers it).
FAIR_MAX_LENGTH = 64
#: The round of a check at which short strings over the formula's characters are
#: enumerated in earnest (:mod:`.small_witness`): a check that needs this many rounds may
#: be one whose skeleton keeps open atoms true though a two-character input satisfies
#: it.  The enumeration goes on at each doubling of the rounds, each turn up to a share
#: of the loop's own work so far (:func:`~.small_witness.turn_budget`).
SMALL_WITNESS_ROUND = 8
#: ... and a short first turn (:data:`~.small_witness.EARLY_BUDGET` evaluations of at most
#: :data:`~.small_witness.EARLY_STEPS` terms in all, a few milliseconds whatever the
#: formula's size) at this fraction of it, the second round: as soon as the first candidate
#: failed (seed 3912's random formulas: 9 of the 41 slowest were satisfied by the
#: enumeration within 150 evaluations, after 0.2–0.8 s of CPU in the first 8 rounds).
EARLY_WITNESS_SHARE = 4


#: The readings a work meter of the loop's own counts before it would expire (never).
UNCOUNTED = 1 << 62
#: Values of the core's model a round reads per work unit (a z3 evaluation each, 10-20
#: µs: :meth:`Loop._state`).
MODEL_VALUES_PER_UNIT = 16


def witness_turn(rounds: int) -> bool:
    """Whether the enumeration has a turn at the check's ``rounds``-th round: the early
    one (:func:`witness_steps`), and one at each doubling of the rounds from
    :data:`SMALL_WITNESS_ROUND` on (bounded by :func:`~.small_witness.turn_budget`)."""
    return rounds * EARLY_WITNESS_SHARE == SMALL_WITNESS_ROUND or (
        rounds % SMALL_WITNESS_ROUND == 0
        and (rounds // SMALL_WITNESS_ROUND).bit_count() == 1)


def witness_steps(rounds: int) -> int | None:
    """The terms the enumeration may evaluate at the check's ``rounds``-th round (None:
    as many as the turn's units take)."""
    if rounds * EARLY_WITNESS_SHARE != SMALL_WITNESS_ROUND:
        return None
    from .small_witness import EARLY_STEPS  # the module loads at the first turn (issue 39)

    return EARLY_STEPS


def _enumerated(bound: int, first: int) -> bool:
    """Whether the core has refuted every string the enumeration of short strings
    would try: past a doubling of the ``first`` bound, every string up to half the
    ``bound``; from :data:`~.small_witness.MAX_TOTAL` on that holds every assignment of
    the enumeration."""
    if bound <= first:
        return False
    from .small_witness import MAX_TOTAL

    return bound // 2 >= MAX_TOTAL


def work_meter(deadline: Deadline) -> Deadline:
    """The deadline whose readings count the whole check's work: the running check's
    (:func:`~strsat.deadline.current`, the engine's meter, which also counts what the
    reference evaluator and regex membership charge to it), else ``deadline`` itself
    when it has a work limit; else a meter over ``deadline`` that the caller must use
    in its place."""
    running = current()
    if running is not None and running.limits_work:
        return running
    return deadline if deadline.limits_work else deadline.work(UNCOUNTED)


#: How an assertion is simplified before it is guarded.
Rewrite = Callable[[Term], Term]


class Guard:
    """An assertion of the user, purified, behind its guard literal."""

    __slots__ = ("original", "purified", "literal")

    def __init__(self, original: Term, purified: Term, literal: Expr) -> None:
        self.original = original
        self.purified = purified
        self.literal = literal


class Round(NamedTuple):
    """What one run of the strategy gave: a string model of the candidate, or new
    lemmas asserted (``progressed``), or neither (stuck)."""

    model: dict[Term, str] | None = None
    progressed: bool = False


class _Go(Names):
    """Where a check goes after a part of a round that gave no answer."""

    CANDIDATE = "the theory reads the core's candidate"
    NEXT_ROUND = "the next round"


class _Progress:
    """Where a check stands between rounds: the length bound, whether pruning lemmas
    are assumed, the rounds so far and those in a row without progress, and the
    reasons the steps could not decide."""

    __slots__ = ("bound", "pruning", "rounds", "idle", "incomplete", "witness_work")

    def __init__(self, bound: int) -> None:
        self.bound = bound
        self.pruning = True
        self.rounds = 0
        self.idle = 0
        self.incomplete: list[str] = []
        #: the units the small-witness enumeration spent (all it caused to be charged)
        self.witness_work = 0


class Loop:
    """Engine state shared by successive checks of one assertion stack."""

    def __init__(self, strategy: list[Stage] | None = None) -> None:
        self.core = Core()
        self.skolems = Skolems()
        self.purifier = Purifier(self.skolems)
        self.stats = Stats()
        self._languages: Languages | None = None
        #: The strategy table (engine/strategy.py): the stages of a round, in order.
        self.strategy = strategy if strategy is not None else default_strategy(
            _languages_reader(weakref.ref(self)))
        steps = [stage.step for stage in self.strategy]
        #: names of the stages that search for a model (the fixed-length step)
        self._searching = {stage.name for stage in self.strategy
                           if stage.effort is Effort.SEARCH}
        #: Preprocessing, in order (each pass drains one queue; see engine/passes.py).
        self.passes: list[Pass] = passes(self.purifier, self.core, self.skolems, steps)
        self._guards: dict[Term, Guard] = {}
        #: Always-true formulas (side formulas, reductions, lemmas) for relevance.
        self._facts: list[Term] = []
        #: the relevance walks' findings on terms, across the rounds
        self._atoms = AtomMemo()
        self._asserted_lemmas: set[Term] = set()
        #: Formulas asserted under the pruning literal only (see add_fact).
        self._pruning_lemmas: set[Term] = set()
        self._guarded: list[Term] = []
        #: the assertions of the check in progress (none between checks)
        self._assertions: list[Term] = []
        self._bound_literals: dict[int, Expr] = {}
        self._flushing = False
        #: Assumed while pruning lemmas may be used; an unsat core with it is no proof.
        self._pruning = self.core.fresh_literal("pruning")
        self._deadline = Deadline.never()
        #: the stopped phase's state of the last check stopped at its limit (see check)
        self.abandoned: ResourceLimit | None = None
        self._calls_before = 0
        self._scopes = Scopes()
        # the loop itself through a weak proxy: its scopes are its own attribute, and a
        # reference cycle would keep a finished loop's terms alive until the collector
        # ran (see _languages_reader)
        me = cast("Scoped", weakref.proxy(self))
        owners: list[Scoped] = [me, self.core, self.skolems, self.purifier, *self.passes,
                                 *steps]
        for owner in owners:
            self._scopes.register(owner)
        for step in steps:
            if isinstance(step, LazyStep):
                step.scopes = self._scopes  # a step made in a scope registers its state

    @property
    def languages(self) -> Languages:
        """Automata and length sets of ground regexes, shared by the steps: made at
        the first step that reads them (their module loads the regex layer)."""
        if self._languages is None:
            from ..theory.regular.languages import Languages

            self._languages = Languages()
        return self._languages

    #: What an assertion scope saves and restores (:mod:`.scopes`).
    scoped = ("_guards", "_facts", "_asserted_lemmas", "_pruning_lemmas", "_guarded",
              "_bound_literals")

    def set_seed(self, seed: int) -> None:
        """The seed of the core's and the steps' random choices (:random-seed)."""
        self.core.set_seed(seed)
        for stage in self.strategy:
            stage.step.seed = seed

    # ---- scopes -------------------------------------------------------------------

    @property
    def level(self) -> int:
        return self._scopes.level

    def push(self) -> None:
        """Open a scope: what is registered from now on leaves with its :meth:`pop`."""
        self.core.push()
        self._scopes.push()

    def pop(self) -> None:
        """Close the innermost scope: its registrations and lemmas leave."""
        self._scopes.pop()
        self.core.pop()

    def pop_to(self, level: int) -> None:
        self.abandoned = None
        while self.level > level:
            self.pop()

    # ---- adding formulas ---------------------------------------------------------

    def guard(self, assertion: Term, rewrite: Rewrite | None = simplify) -> Expr:
        """The guard literal of a user assertion (registered on first use), simplified
        by ``rewrite``; None: the assertion is simplified already (:mod:`.eliminate`)."""
        g = self._guards.get(assertion)
        if g is None:
            with self.stats.timer("preprocess"), named("preprocessing"):
                simplified = assertion if rewrite is None else rewrite(assertion)
                purified = self.purifier.purify(simplified)
                literal = self.core.fresh_literal(f"guard!{len(self._guards)}")
                self.core.add_z3(self.core.implies(literal, self.core.translate(purified)))
                g = Guard(assertion, purified, literal)
                self._guards[assertion] = g
                self._flush()
        return g.literal

    def register(self, assertions: list[Term], deadline: Deadline) -> None:
        """Guard ``assertions`` in the current scope ahead of a check."""
        self._deadline = deadline
        for a in assertions:
            self.guard(a)

    def add_fact(self, formula: Term, kind: Inference, pruning: bool = False) -> bool:
        """Assert a valid formula (lemma); False if it was asserted before.

        A ``pruning`` formula (not proved valid) is asserted under the pruning
        literal only, and is not a fact for the relevance walk.
        """
        asserted = self._pruning_lemmas if pruning else self._asserted_lemmas
        if formula in asserted:
            return False
        purified = self.purifier.purify(formula)
        # translated before it counts as asserted: a timeout inside the translation
        # leaves the lemma to be asserted again by a later check
        if pruning:
            self.core.add_z3(self.core.implies(self._pruning, self.core.translate(purified)))
            self.stats.count("lemma.pruning")
        else:
            self.core.add(purified)
            self._facts.append(purified)
        asserted.add(formula)
        self.stats.count(f"lemma.{kind.name}")
        if not self._flushing:
            self._flush()
        return True

    def _flush(self) -> None:
        """Run the preprocessing passes until no queue has anything left.

        Iterative: facts added on the way only queue their consequences.  The
        deadline is checked before each item is taken, where the queues are
        consistent.
        """
        self._flushing = True
        try:
            while True:
                self._deadline.check("preprocessing")
                progressed = False
                for p in self.passes:
                    while p.pending():
                        self._deadline.check("preprocessing")
                        progressed = True
                        item = p.peek()
                        with named(f"preprocessing pass {p.name}"):
                            pre = p.run(item)
                        p.done()
                        self._assert(item, pre)
                if not progressed:
                    return
        finally:
            self._flushing = False

    def _assert(self, item: Term, pre: Preprocessed) -> None:
        """Assert what a pass made of ``item``."""
        if pre.guarded:
            self._guard_definition(item)
        for f in pre.facts:
            self.core.add(f)
            self._facts.append(f)
        for lem in pre.lemmas:
            self.add_fact(lem.formula, lem.kind, lem.pruning)
        if pre.bounded:
            length = self.core.length(item)
            for bound, lit in self._bound_literals.items():
                self.core.add_z3(self.core.implies(lit, self.core.at_most(length, bound)))

    def _guard_definition(self, formula: Term) -> None:
        """Keep ``formula`` for the fixed-length search, which needs the length of
        every string variable in it (variables only there have none yet)."""
        self._guarded.append(formula)
        # in the check's order (the input's variables first): the order of the lengths
        # steers the core's first models
        for v in sorted(free_vars(formula), key=check_order):
            if v.sort is STRING:
                self.core.length(v)

    def _bound_literal(self, bound: int) -> Expr:
        lit = self._bound_literals.get(bound)
        if lit is None:
            lit = self.core.fresh_literal(f"bound!{bound}")
            self._bound_literals[bound] = lit
            for length in self.core.lengths.values():
                self.core.add_z3(self.core.implies(lit, self.core.at_most(length, bound)))
        return lit

    # ---- checking ------------------------------------------------------------------

    def check(self, assertions: list[Term], deadline: Deadline,
              rewrite: Rewrite | None = simplify) -> CheckResult:
        """Decide the conjunction of ``assertions`` (each guarded, then assumed;
        ``rewrite`` as for :meth:`guard`: the check's simplifier, or None).

        A check stopped at its limit keeps the stopped phase's state (through the
        exception's frames) until the next check starts: freeing a layout or a search
        of a million cells takes longer than the 0.1 s slack of a time limit, so it is
        not done between the limit and the answer (docs/explanation/engine.md#limits)."""
        self.abandoned = None
        try:
            return self._check(assertions, deadline, rewrite)
        except ResourceLimit as exc:
            self.abandoned = exc
            return self._result(Status.UNKNOWN, reason=f"timeout ({exc})")
        except UnsupportedError as exc:
            return self._result(Status.UNKNOWN, reason=str(exc))
        finally:
            # the check's formulas leave with it (their scope may be popped next: a
            # session that names its variables afresh must not keep them, issue 40)
            self._assertions = []

    def _result(self, status: Status, model: dict[Term, Value] | None = None,
                reason: str | None = None, core: list[Term] | None = None) -> CheckResult:
        stats = self.stats.as_dict()
        stats["core.calls"] = self.core.calls - self._calls_before
        stats["skolems"] = len(self.skolems)
        return CheckResult(status, model=model, reason=reason, stats=stats, core=core)

    def _core_of(self, used: list[Expr], assertions: list[Term]) -> list[Term]:
        """The assertions whose guard literals are in the core's unsat core."""
        ids = {lit.get_id() for lit in used}
        return [a for a in dict.fromkeys(assertions)
                if self._guards[a].literal.get_id() in ids]

    def _check(self, assertions: list[Term], deadline: Deadline, rewrite: Rewrite | None
               ) -> CheckResult:
        # what counts the check's work (the small witnesses' turns are a share of it)
        meter = work_meter(deadline)
        if meter is not current() and meter is not deadline:
            deadline = meter  # a caller's deadline without a work limit: counted here
        started = meter.spent
        self._deadline = deadline
        self.stats = Stats()  # the figures of this check (--stats, CheckResult.stats)
        self._deferrals = 0
        self._unsearched = 0
        self._assertions = assertions
        self._calls_before = self.core.calls
        for stage in self.strategy:
            stage.step.new_check()  # budgets are per check, as a fresh engine's
        guards = [self.guard(a, rewrite) for a in assertions]
        active = [self._guards[a] for a in assertions]
        progress = _Progress(first_bound(assertions))
        first = progress.bound
        witnesses: SmallWitnesses | None = None
        while True:
            deadline.check("the core loop")
            progress.rounds += 1
            if witness_turn(progress.rounds) and \
                    not _enumerated(progress.bound, first):
                if witnesses is None:
                    from .small_witness import SmallWitnesses  # at the first turn (issue 39)

                    witnesses = SmallWitnesses(assertions)
                found = self._small_witness(witnesses, progress, meter,
                                            meter.spent - started, deadline)
                if found is not None:
                    return self._result(Status.SAT, model=found)
            outcome = self._core_round(progress, guards, deadline)
            if outcome is _Go.CANDIDATE:
                outcome = self._theory(progress, active, deadline)
            if isinstance(outcome, CheckResult):
                return outcome

    def _small_witness(self, witnesses: SmallWitnesses, progress: _Progress,
                       meter: Deadline, work: int, deadline: Deadline
                       ) -> dict[Term, Value] | None:
        """The enumeration of short strings, continued for this round's turn: the early
        one's evaluations and terms, or a share of the loop's own work so far (``work``,
        the units ``meter`` counted in the loop, less the enumeration's:
        :func:`turn_budget`).  A turn runs for the units the enumeration charges itself
        (its terms); the share counts all that ``meter`` counted meanwhile (regex
        membership's charges too), so a turn whose evaluations read costly regexes
        leaves the next turns less (seed 2207 f00921: 5,255 units against 14,745 of
        the loop's at ``--rlimit 20000``)."""
        if witnesses.done:
            return None
        from .small_witness import EARLY_BUDGET, turn_budget

        before, steps_before, reading = witnesses.evaluations, witnesses.steps, meter.spent
        steps = witness_steps(progress.rounds)
        try:
            if steps is not None:
                found = witnesses.run(deadline, EARLY_BUDGET, steps)
            else:
                spent = progress.witness_work
                evaluations, units = turn_budget(work - spent, spent, witnesses.evaluations)
                found = witnesses.run(deadline, evaluations, units=units) if units else None
        finally:
            progress.witness_work += meter.spent - reading
        self.stats.count("small_witness.evaluations", witnesses.evaluations - before)
        self.stats.count("small_witness.steps", witnesses.steps - steps_before)
        self.stats.count("small_witness.units", meter.spent - reading)
        if found is not None:
            self.stats.count("round.small_witness")
        return found

    def _core_round(self, progress: _Progress, guards: list[Expr], deadline: Deadline
                    ) -> CheckResult | _Go:
        """The core's check under the bound: a candidate for the theory, the check's
        answer, or the next round (the bound doubled, pruning dropped)."""
        bound_lit = self._bound_literal(progress.bound)
        assumed = guards + [bound_lit] + ([self._pruning] if progress.pruning else [])
        with self.stats.timer("core"), named("the integer core (z3)"):
            # z3 may overrun its own timeout by a few tenths of a second
            left = deadline.remaining()
            answer = self._core_check(assumed, left, deadline)
        if answer == CoreResult.UNSAT:
            return self._refuted(progress, assumed, bound_lit, deadline)
        if answer == CoreResult.UNKNOWN:
            deadline.check("the integer core")
            return self._result(Status.UNKNOWN, reason=core_unknown_reason(
                self.core.reason_unknown(), bounded=left is not None))
        return _Go.CANDIDATE

    def _refuted(self, progress: _Progress, assumed: list[Expr], bound_lit: Expr,
                 deadline: Deadline) -> CheckResult | _Go:
        """The core is unsat: ``unsat`` of the input when its core names neither the
        bound nor the pruning literal; else the bound doubles or pruning goes."""
        used = self.core.unsat_core()
        longest: int | None = None
        if progress.bound >= RECHECK_BOUND and any(self.core.same(lit, bound_lit)
                                                   for lit in used):
            unbounded = self._unsat_without(assumed, bound_lit, deadline)
            if isinstance(unbounded, list):
                used = unbounded  # z3's core held the bound needlessly
            else:
                longest = unbounded
        if any(self.core.same(lit, bound_lit) for lit in used):
            if progress.bound >= MAX_BOUND:
                return self._result(Status.UNKNOWN, reason=f"length bound {MAX_BOUND} exhausted")
            before, doubled = progress.bound, progress.bound * 2
            progress.bound = doubled if longest is None else self._least_bound(
                doubled, longest, [lit for lit in assumed if not self.core.same(lit, bound_lit)],
                deadline)
            # the powers of two passed, as many as doubling would have made
            self.stats.count("bound.doublings", (progress.bound // before).bit_length() - 1)
            if progress.bound > doubled:
                self.stats.count("bound.jumps")
            return _Go.NEXT_ROUND
        if progress.pruning and any(self.core.same(lit, self._pruning) for lit in used):
            # unproved blocks took part: check again with valid facts only
            progress.pruning = False
            self.stats.count("pruning.dropped")
            return _Go.NEXT_ROUND
        # Every other fact is valid (lemmas, reductions, definitions of fresh skolems):
        # unsat without the bound literal is unsat of the input, and of the assertions
        # whose guards the core used (an unsat core).
        return self._result(Status.UNSAT, core=self._core_of(used, self._assertions))

    def _theory(self, progress: _Progress, active: list[Guard], deadline: Deadline
                ) -> CheckResult | _Go:
        """One round of the strategy on the core's candidate: ``sat`` with its model,
        the next round after new lemmas, ``unknown`` when it is stuck."""
        state = self._state(active, deadline)
        outcome = self._theory_round(state, progress.pruning)
        for reason in state.incomplete_reasons:
            if reason not in progress.incomplete:
                progress.incomplete.append(reason)
        if outcome.model is not None:
            from .model import user_model  # a sat answer's only (issue 39)

            model = user_model(outcome.model, self._assertions, self.core, self.skolems)
            return self._result(Status.SAT, model=model)
        if outcome.progressed:
            progress.idle = 0
            return _Go.NEXT_ROUND
        progress.idle += 1
        if progress.idle < MAX_IDLE_ROUNDS:
            return _Go.NEXT_ROUND
        reasons = "; ".join(progress.incomplete) or "no procedure could decide the candidate"
        return self._result(Status.UNKNOWN, reason=f"incomplete: {reasons}")

    def _core_check(self, assumed: list[Expr], left: float | None,
                    deadline: Deadline) -> str:
        """One call of the integer core.  Under a work budget (docs/explanation/engine.md#budgets)
        the call gets z3's own resource limit, :data:`Z3_RLIMIT_PER_UNIT` per unit left, and
        spends what z3 counted: z3's time in the core is work like the rest, and an
        answer of the core does not depend on the load (a wall-clock z3 timeout made
        ``strsat explore``'s checks end ``unknown`` in the integer core by the load)."""
        timeout = None if left is None else max(0.001, left - CORE_MARGIN)
        units = deadline.work_left()
        if units is None:
            return self.core.check(assumed, timeout=timeout)
        answer = self.core.check(assumed, timeout=timeout,
                                 rlimit=max(1, units * Z3_RLIMIT_PER_UNIT))
        spent = -(-self.core.last_rlimit // Z3_RLIMIT_PER_UNIT)
        deadline.spend(spent + 1 if answer == CoreResult.UNKNOWN and spent >= units else spent)
        return answer

    def _unsat_without(self, assumed: list[Expr], bound_lit: Expr,
                       deadline: Deadline) -> list[Expr] | int | None:
        """The unsat core of the check without the bound literal; when that check is
        sat, the longest string of its model (a bound under which the core has a
        candidate: :meth:`_least_bound`); None when it is unknown.  z3's unsat cores
        are not minimal: a core that names the bound may not need it, and doubling the
        bound then never ends (issue 26: ``"a"·z = from_int(|z|)`` is refuted by its
        length facts alone, yet the core named the bound at every size up to 2^22 and
        the answer was ``unknown``)."""
        self.stats.count("bound.rechecks")
        with self.stats.timer("core"):
            left = deadline.remaining()
            kept = [lit for lit in assumed if not self.core.same(lit, bound_lit)]
            answer = self._core_check(kept, left, deadline)
        if answer == CoreResult.SAT:
            return max((self.core.length_value(x) for x in self.core.lengths), default=0)
        if answer != CoreResult.UNSAT:
            return None
        self.stats.count("bound.needless")
        return self.core.unsat_core()

    def _least_bound(self, doubled: int, longest: int, assumed: list[Expr],
                     deadline: Deadline) -> int:
        """The least power of two from ``doubled`` under which the core has a candidate,
        when one without the bound has strings of at most ``longest`` characters: a
        binary search over the powers of two up to the one that holds ``longest``,
        one core call each, where doubling costs a call per power and a recheck
        without the bound from :data:`RECHECK_BOUND` on.  The bound so reached is the
        one doubling would reach first (a candidate under a bound is one under every
        larger bound), so the candidates' order is kept; only the calls between go
        (seed 9191 f00391: |x| > 196,609 forced by ``str.from_code i = ""`` and a
        slice at ``i``; 12 doublings and 12 rechecks from 64).  An unknown probe ends
        the search at the least bound not refuted."""
        top = max(doubled, 1 << max(0, longest - 1).bit_length())
        top = min(top, MAX_BOUND)
        low, high = doubled.bit_length() - 1, top.bit_length() - 1  # exponents
        while low < high:
            mid = (low + high) // 2
            self.stats.count("bound.probes")
            with self.stats.timer("core"):
                answer = self._core_check(assumed + [self._bound_literal(1 << mid)],
                                          deadline.remaining(), deadline)
            if answer == CoreResult.SAT:
                high = mid
            elif answer == CoreResult.UNSAT:
                low = mid + 1
            else:
                break
        return 1 << low

    def _theory_round(self, state: SolverState, pruning: bool = True) -> Round:
        """Run the strategy's stages once on the candidate; after each, the rules of
        :mod:`.rounds` say whether the round goes on, ends with a model, or ends by
        sending lemmas (held splits and blocks, a conflict) to the core.  A stage's
        lemmas that cannot move the core are left out before the rules read them
        (:meth:`_movers`), so that they do not hold the later stages back."""
        held = Held()
        for stage in self.strategy:
            decision = held.before(stage.effort)
            if not decision.ends:
                result = self._movers(self._run(stage, state), stage.name, state, pruning)
                decision = decide(held, stage.name, result,
                                  self._deferrals < MAX_DEFERRALS)
            if decision.ends:
                return self._end(decision, state)
        rest = held.rest()
        return self._end(rest, state) if rest.ends else Round()

    def _movers(self, result: StepResult, name: str, state: SolverState,
                pruning: bool) -> StepResult:
        """``result`` without the lemmas that cannot change the core's candidate: one
        asserted before (the candidate holds it already), and a pruning lemma while
        pruning is dropped (it would be asserted under a literal no longer assumed).
        Such a lemma, held as the round's splits, used to end the round before the
        fixed-length search and its blocks, and the loop gave up on the repeat
        (``fixed_length repeated a known lemma``, issue 40: ``RE_ROOM`` of a
        membership ``Σ*·w·Σ*`` after an unsat core that named the pruning literal).
        A valid lemma asserted before is still a mark of incompleteness: the core's
        candidate should hold it."""
        if not result.lemmas:
            return result
        kept: list[Lemma] = []
        for lem in result.lemmas:
            if lem.pruning:
                if not pruning or lem.formula in self._pruning_lemmas:
                    self.stats.count("lemma.unmoving_pruning")
                    continue
            elif lem.formula in self._asserted_lemmas:
                self.stats.count("lemma.repeated")
                state.incomplete(f"{name} repeated a known lemma")
                continue
            kept.append(lem)
        if len(kept) == len(result.lemmas):
            return result
        return StepResult(kept, result.model, result.hints, result.defer)

    def _end(self, decision: Decision, state: SolverState) -> Round:
        """What a round's decision makes: the model, or the lemmas sent."""
        if decision.model is not None:
            if decision.before_splits:
                self.stats.count("round.model_before_splits")
            return Round(model=decision.model)
        if decision.deferred:
            # the later steps' search would cost more than the held splits
            self._deferrals += 1
            self.stats.count("round.deferred")
        return self._send(decision.lemmas, state, decision.by)

    def _search_anyway(self, state: SolverState) -> dict[Term, str] | None:
        """The searching steps on a round that ended before them (:data:`FAIR_ROUNDS`):
        their model when it satisfies the assertions (the steps before them did not
        accept the candidate, so their model is checked here, by the reference
        evaluator), else nothing; their lemmas are dropped (the round's own go)."""
        from .validation import validate_model

        self.stats.count("round.fair_searches")
        for stage in self.strategy:
            if stage.effort is Effort.SEARCH:
                result = self._run(stage, state)
                if result.model is None:
                    continue
                from .model import user_model

                model = user_model(result.model, self._assertions, self.core, self.skolems)
                if validate_model(self._assertions, model, self._deadline) is None:
                    self.stats.count("round.fair_models")
                    return result.model
        return None

    def _run(self, stage: Stage, state: SolverState) -> StepResult:
        """One stage on the round's state; its hints join the state for the next ones."""
        with self.stats.timer(f"step.{stage.name}"), named(f"step {stage.name}"):
            result = stage.step.check(state)
        self.stats.count(f"step.{stage.name}.calls")
        state.hints.update(result.hints)
        return result

    def _send(self, lemmas: Sequence[Lemma], state: SolverState, by: str) -> Round:
        if by not in self._searching:
            self._unsearched += 1
            if self._unsearched >= FAIR_ROUNDS and all(
                    state.length(v) <= FAIR_MAX_LENGTH for v in self.core.lengths):
                self._unsearched = 0
                model = self._search_anyway(state)
                if model is not None:
                    return Round(model=model)
        fresh = [self.add_fact(lem.formula, lem.kind, lem.pruning) for lem in lemmas]
        if any(fresh):
            return Round(progressed=True)
        state.incomplete(f"{by} repeated a known lemma")
        return Round()

    # ---- the round's state ------------------------------------------------------

    def _int_value(self, t: Term) -> bool | int:
        """The core's value of a Bool or Int term for the steps (``Unreadable`` when the
        core cannot evaluate it)."""
        try:
            return self.core.value(t)
        except (UnsupportedError, Z3Error) as exc:
            raise _unreadable_as(exc) from None

    def _state(self, active: list[Guard], deadline: Deadline) -> SolverState:
        """The round's state: the relevant literals and the core's values.  Each value
        read of the core's model is a z3 evaluation (10-20 µs): a round of a check with
        thousands of atoms reads thousands, charged :data:`MODEL_VALUES_PER_UNIT` to a
        unit (checks33: 7 % of a category-counter check's time was these reads,
        uncharged)."""
        value = self.core.value
        read = 0

        def leaf(t: Term) -> bool | int:
            nonlocal read
            read += 1
            return value(t)

        literals = relevant_literals([g.purified for g in active] + self._facts, leaf,
                                     self._atoms)
        ints: dict[Term, int] = {}
        for x in self.core.lengths:
            ints[mk("str.len", x)] = self.core.length_value(x)
        bools: dict[Term, bool] = {}
        for v in self.core.variables:
            if v.sort is INT:
                ints[v] = int(self.core.variable_value(v))
            elif v.sort is BOOL:
                bools[v] = bool(self.core.variable_value(v))
        read += len(ints) + len(bools)
        self.stats.count("relevance.values", read)
        deadline.check("reading the core's model", read // MODEL_VALUES_PER_UNIT)
        string_vars = list(self.core.lengths)
        return SolverState(
            literals=literals, ints=ints, bools=bools, string_vars=string_vars,
            guarded=list(self._guarded), deadline=deadline,
            skolems=self.skolems,
            stats=self.stats, int_value=self._int_value,
            definitions=list(self.purifier.definitions))


def _languages_reader(loop: weakref.ref[Loop]) -> Callable[[], Languages]:
    """The steps' way to the loop's languages, through a weak reference: a closure over
    the loop itself would make the loop and its strategy table a reference cycle, and
    every term of a finished loop would then live until the collector ran (the serials
    of surviving terms order the next check's terms: its answer would depend on the
    collector's timing)."""

    def languages() -> Languages:
        owner = loop()
        if owner is None:
            raise ReferenceError("the loop of this strategy table is gone")
        return owner.languages

    return languages


def _unreadable_as(error: Exception) -> Unreadable:
    return Unreadable(f"the core's model has no value for it ({error})")


def first_bound(assertions: list[Term]) -> int:
    """The loop's first length bound: :data:`INITIAL_BOUND` when every string constant
    of the assertions (regexes included) is at most twice as long, else the bound of
    old, 8, or the power of two that holds the longest constant.  A model may have to
    hold any constant of the input, and below its length the small bounds only cost
    rounds (issue 26: a ``replace_re_all`` file whose witness holds an 8-character word
    took 6 s from bound 2 and 0.2 s from 8; an ostrich file with ``"mongodb://"`` lost
    its ``unsat`` at 10 s from bound 2 or 10 and has it in 2 s from 16)."""
    longest = 0
    seen: set[int] = set()
    todo = list(assertions)
    while todo:
        t = todo.pop()
        if t.id in seen:
            continue
        seen.add(t.id)
        if t.op == "const" and t.sort is STRING:
            longest = max(longest, len(t.value))  # type: ignore[arg-type]
        todo.extend(t.args)
    if longest <= 2 * INITIAL_BOUND:
        return INITIAL_BOUND
    return max(8, 1 << (min(longest, MAX_BOUND) - 1).bit_length())


def core_unknown_reason(z3_reason: str, bounded: bool) -> str:
    """The reason for an ``unknown`` of the integer core.  z3 stops at the time it was
    given (the deadline less :data:`CORE_MARGIN`) with ``canceled`` or ``timeout``: that
    is our time limit, and reads ``timeout``."""
    if bounded and z3_reason in ("canceled", "timeout"):
        return "timeout (in the integer core)"
    return f"integer core: {z3_reason}"

