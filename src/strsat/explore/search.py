"""The concolic search: run, record the decisions, flip one, solve, run again.

This is dynamic symbolic execution as in paper 001 (Section 1 and 6, the Pex
client): each run follows concrete inputs through the program while the
Python-semantics layer records every decision on symbolic values -- a branch,
or the condition under which a string operation raises (paper 001, Table 2:
``s.index`` of a missing substring, ``s[i]`` out of range, ``int()`` of a
non-numeral; each is a path of its own).  A *flip* asks for inputs that follow
a run's decisions up to one of them and then go the other way; one incremental
solver (:mod:`.solving`) answers every flip.  A sat answer is a new input, run
at once; unsat proves the flipped path infeasible.

The decisions seen so far form a tree (a trie of the runs' decision sequences):
a flip is tried only if no run went that way already.  Flips that would take a
branch no run has taken yet come first (coverage first), then by iteration and
depth.  A branch here is a decision site, its side, the place that called the
site's function (a helper called from three places has three sets of branches)
and the iteration of the site within one call, up to the loop bound: the third
``split`` of a string is a branch of its own, since a program often treats lists
of parts by their length, which is concrete and decides nothing.  A site that decides
many times in one call (a loop over a string) is flipped only in its first
``loop_bound`` iterations: loops are unrolled up to that bound, and the summary
says where it cut.

A ``DOMAIN`` decision (an operation modelled exactly on part of its inputs,
``int()`` on ASCII numerals) taken outside its domain is flipped too, towards
it: past that point the run went on concretely (pinned), and inside the domain
it stays symbolic.

A flip to an untaken branch that is infeasible after its prefix (the tld of an
address cannot be long when the loop over it stopped after one character) has an
unsat core: the prefix decisions it names are what must change, so their own
flips are promoted to flips to untaken branches.

Concretisations (a symbolic value made concrete for code the layer cannot
follow) are *pins* in the prefix: ``term == value``.  With pins a flip's input
surely follows the prefix; if the flip is unsat with them, it is tried once
more without them (the input may then leave the prefix, which is counted), and
its infeasibility is not claimed.  ``DOMAIN`` decisions (an operation modelled
exactly only on part of its inputs) are treated the same way.

Choosing and solving the next flip is :class:`Search`; running the function is its
driver's.  :meth:`Search.steps` is a coroutine that yields the inputs of the next run
and is sent the run made of them, so two drivers share one search: :class:`Explorer`
(``strsat explore``) calls the function, and :mod:`strsat.hypothesis`'s provider lets
Hypothesis run one test case per input.
"""

from __future__ import annotations

import contextlib
import heapq
import io
import itertools
import time
import types
from collections import Counter
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from ..errors import UnsupportedError
from ..named_tuples import NamedTuple
from ..python import Kind, SymbolicBranchError
from ..python.context import MINOR, WIDER
from ..terms import Term
from ..terms.walk import free_vars, postorder_many
from .inputs import Signature, safe_repr, to_json
from .loops import Iterations
from .report import Example, Summary
from .runtime import plain
from .solving import Answer, Entry, PrefixSolver
from .tracer import RunStopped, RunTrace, Site
from .watchdog import RunStalled, Watchdog

_FLIPPABLE = (Kind.BRANCH, Kind.RAISE)
_PINS = (Kind.CONCRETE, Kind.DOMAIN)
#: Decisions listed per example (a long loop is cut there).
MAX_LISTED = 2000
#: Unsat cores dropped from a prefix when solving for an untaken branch around them.
BYPASS_ROUNDS = 2
#: Flips to one untaken branch proved infeasible this often rank with flips to covered
#: branches from then on (an ``assert i == n`` after a loop is a new flip after every run,
#: each infeasible, and each would be solved around its unsat core first)
REFUTED_LIMIT = 2
#: engine work units per second of ``check_timeout``: a check's budget is work
#: (docs/explanation/engine.md#budgets), so which flips end ``unknown`` does not depend on the load.
#: The explorer's checks spend fewer units per CPU second than the engine's calibrated
#: 300,000 (their preprocessing and translation read the deadline seldom): over the
#: checks of 50 ms or more of the held-out and own sets (tenth round), 20,000
#: (``canonicalize_name``) to 93,000 (``_splitext``) per CPU second, ``normpath``
#: 44,000, ``translate`` 37,000, ``_parse_hh_mm_ss_ff`` 26,000
WORK_PER_SECOND = 40_000
#: a check's wall-clock backstop, this many times its budget's seconds and never past
#: the exploration's timeout: it only stops a check whose work runs far below the
#: calibrated rate (the engine's sub-budgets use 8; an exploration's budget is short)
BACKSTOP = 4
#: the share of the check budget a flip to a branch some run took already gets
SHORT = 10
#: the most times the flips to one branch widen domains (:meth:`Search._wider`): a climb
#: from a case map's ASCII tier through its three wider levels
WIDEN_LIMIT = 3


class Rank(IntEnum):
    """The classes of flips, the lower tried first (docs/explanation/explore.md, "How it works",
    2. Flipping)."""

    #: a branch of the explored code no run has taken; a flip an unsat core promoted
    UNTAKEN = 0
    #: a taken side after which some run decided a site with an untaken side (the
    #: frontier); an exception no run raised at its site
    LEADS_ON = 1
    #: a taken side leading to a concrete branch's untaken side; a side taken only at
    #: other iterations; a followed library's untaken branch
    NEAR = 2
    #: a side taken at this iteration; the layer's own splits and limits; a side refuted
    #: :data:`REFUTED_LIMIT` times
    COVERED = 3
    #: a layer's own split whose kind and side ran out of a short check's work
    LAST = 4


class Priority(NamedTuple):
    """A flip's place in the order: its rank, then its site's iteration, then the
    decisions before it."""

    rank: Rank
    occurrence: int
    depth: int


#: A branch a flip goes to: its site, the site's calling context, the side.
Branch = tuple[Site, Any, bool]
#: A branch decided on concrete values, (code, line, column): a test of a plain value
#: the rewritten ``if`` recorded.
ConcreteBranch = tuple[Any, int, int]
#: Where a run decided: a site, or a concrete branch (whose context is None).
Place = Site | ConcreteBranch


@dataclass
class Run:
    """One execution of the function on concrete inputs."""

    values: dict[Term, Any]
    trace: RunTrace
    outcome: str  # "return" | "raise" | "stopped" | "unsupported"
    result: Any = None
    error: BaseException | None = None
    #: the trie nodes the run passed, one per recorded (non-CONCRETE) decision, and the
    #: index of that decision in the trace
    nodes: list[tuple[dict[Any, Any], int]] = field(default_factory=list)
    #: the sites whose wider domain the run took (:meth:`Search._widen`), and the
    #: characters the wider models cover; ``widened``: a run made again on them, whose
    #: flips' runs take them too
    declined: frozenset[Site] = frozenset()
    hints: str = ""
    widened: bool = False
    #: the branch the flip that made the run was promoted to unblock (:meth:`Search._promote`)
    unblocks: Branch | None = None
    #: per node of :attr:`nodes`, the context of its decision: a signature of the set of
    #: branches the run took before it within the loop bound (:meth:`Search._cover`)
    contexts: list[int] = field(default_factory=list)


@dataclass
class Target:
    """A flip: the run ``run``'s decisions before ``index``, then the other side."""

    run: Run
    index: int
    node: dict[Any, Any]  # the trie node of the prefix
    flip: tuple[Term, bool]
    site: Site
    context: Any
    occurrence: int
    depth: int
    pinned: bool
    #: a flip to the program's own branch its run's flip was promoted to unblock:
    #: refutations of other flips to it do not rank it lower (:meth:`Search._all_refuted`;
    #: a followed library's branches keep their limits, :meth:`Search._boost_implied`)
    unblocked: bool = False
    #: where the flip's iteration places it in the order: the number of times its site
    #: decided in its call so far (or the round), also when the loop bound counts fewer
    #: (a search over a table, :mod:`.loops`: its deeper steps wait behind other sites'
    #: first iterations); 0: ``occurrence``
    order: int = 0

    @property
    def place(self) -> int:
        return self.order or self.occurrence

    @property
    def key(self) -> tuple[Any, ...]:
        return (id(self.node), *self.flip)


@dataclass
class Options:
    timeout: float | None = 30.0
    max_paths: int | None = None
    loop_bound: int = 4
    #: each check's budget: ``check_timeout * WORK_PER_SECOND`` engine work units (the
    #: same answers under any load), with a wall-clock backstop :data:`BACKSTOP` times it
    check_timeout: float = 5.0
    max_decisions: int = 20_000
    #: the time.monotonic() reading the timeout and the examples' times count from
    #: (the command's start); None: the start of the search
    started: float | None = None
    #: pop the solver back to a shared prefix (False: reset it, for measuring)
    pop: bool = True
    #: seconds a run may go without a symbolic decision before the watchdog stops it
    stall: float = 10.0
    #: str parameters constrained to a grammar, by name (issue 27: explore/grammars.py)
    grammars: dict[str, Any] | None = None
    #: a folder where every check answered ``unknown`` is written as SMT-LIB (debugging)
    dump_unknown: str | None = None
    #: a site's iterations that read no new data (a search over a constant table,
    #: :mod:`.loops`) are flipped up to this many per call; ``loop_bound`` counts only
    #: the iterations that read new data
    table_bound: int = 32
    #: the loop bound is doubled, up to this, each time the flips within it ran out while
    #: a loop was cut and an own branch is still untaken (:meth:`Search._deepen`; a
    #: ``split`` needing exactly five parts is past the first bound of 4); only with a
    #: ``timeout`` or ``max_paths``
    max_loop_bound: int = 16


#: What a search asks its driver to run (the inputs of one run), and what the driver
#: sends back (the run made): see :meth:`Search.steps`.
Steps = Generator[dict[Term, Any], Run, None]


@dataclass(eq=False)
class SearchState:
    """What the runs of a search showed so far: the trie of their decisions, the branches
    they took, the flips found, ranked and tried, and how flips to each branch fared."""

    root: dict[Any, Any] = field(default_factory=dict)
    #: the branches taken so far: (site, calling context, iteration up to the loop
    #: bound, side)
    covered: set[tuple[Site, Any, int, bool]] = field(default_factory=set)
    #: the branches covered at some iteration (site, context, side)
    covered_any: set[tuple[Place, Any, bool]] = field(default_factory=set)
    #: flips to each branch (site, context, side) found infeasible so far
    refuted: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: flips to each branch (site, context, side) that were solved (a model, a run)
    solved: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: of those, the flips whose run covered no branch no run had taken (barren)
    barren: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: flips of the layer's own splits and limits (:data:`MINOR`) that ran out of their
    #: tenth of the check's work, by what decided and side
    exhausted: Counter[tuple[str, bool]] = field(default_factory=Counter)
    #: the sites decided after each side of a condition, by any run (within the
    #: loop bound): where the paths through the other side of a decision go on to
    after: dict[tuple[Term, bool], set[Site]] = field(default_factory=dict)
    #: the (site, calling context) pairs decided after taking each branch (site,
    #: context, side), by any run within the loop bound: where a flip's side leads
    leads: dict[tuple[Site, Any, bool], set[tuple[Place, Any]]] = field(default_factory=dict)
    #: the (site, context) pairs decided so far with a side no run has taken that is
    #: not refuted :data:`REFUTED_LIMIT` times (nor a layer's own split): the frontier
    #: a flip to a covered branch may lead to (:meth:`_priority`)
    open: set[tuple[Site, Any]] = field(default_factory=set)
    decided: set[tuple[Site, Any]] = field(default_factory=set)
    #: the branches decided on concrete values by some run, (code, line, column):
    #: their sides count as covered branches, and one side no run has taken is on the
    #: frontier as a site's is (``normpath``'s ``elif new_comps:`` never false)
    concrete: set[ConcreteBranch] = field(default_factory=set)
    #: the concrete branches with a side no run has taken, as (branch, None)
    open_concrete: set[tuple[ConcreteBranch, None]] = field(default_factory=set)
    #: the concrete branches whose test was symbolic in some run: a decision decides
    #: them then, so they are not on the concrete frontier
    mixed: set[ConcreteBranch] = field(default_factory=set)
    #: of the solved flips ranked for a concrete branch's untaken side, the barren ones
    barren_concrete: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: flips by key (the id of their prefix's trie node, the condition, the side)
    targets: dict[tuple[Any, ...], Target] = field(default_factory=dict)
    #: the domains widened for flips to each branch (site, context, side), see
    #: :meth:`Search._widen`
    widenings: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    attempted: set[tuple[Any, ...]] = field(default_factory=set)
    #: how many times a repeat lifted the flip to a followed library's untaken branch
    #: (site, context, side), see :meth:`Search._boost_implied`
    lifted: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: flips in the unsat core of an infeasible flip to an untaken branch, with the
    #: iteration of that branch's site (the promoted flip is ranked by it)
    boosted: dict[tuple[Any, ...], int] = field(default_factory=dict)
    #: of those, the branch (site, context, side) each was promoted for (an unsat core, a
    #: loop exit)
    unblocks: dict[tuple[Any, ...], tuple[Site, Any, bool]] = field(default_factory=dict)
    #: by the id of a trie node: the first run that reached it and the position of
    #: the node in that run's :attr:`Run.nodes` (where a loop exit's other side led)
    reached: dict[int, tuple[Run, int]] = field(default_factory=dict)
    #: flips whose short check ran out of time, retried with the whole check time
    #: when nothing else is left (:meth:`_attempt`)
    retry: list[Target] = field(default_factory=list)
    heap: list[tuple[Priority, int, Target]] = field(default_factory=list)
    #: the contexts (:attr:`Run.contexts`) each branch (site, context, iteration, side)
    #: was taken in by some run: a flip to a covered branch in another context may lead
    #: further (:meth:`Search._new_context`)
    taken_in: dict[tuple[Site, Any, int, bool], set[int]] = field(default_factory=dict)
    #: flips in a new context to each branch (site, context, side) whose run covered
    #: nothing new, or that ran out of work twice (a short check and its retry)
    barren_context: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: every run recorded, in order (their decisions past the loop bound are read again
    #: when it is raised, :meth:`Search._deepen`)
    runs: list[Run] = field(default_factory=list)
    order: Iterator[int] = field(default_factory=itertools.count)


class Search(SearchState):
    """The path search (see the module docstring): the trie of the runs' decisions, the
    flips by priority, the one incremental solver.  It chooses and solves the next flip;
    a *driver* runs the function on the inputs it asks for (:meth:`steps`) and hands
    the run back.  :class:`Explorer` is the driver of ``strsat explore``;
    :mod:`strsat.hypothesis`'s provider drives it from Hypothesis's test cases.

    ``files`` are the explored code's files (their sites rank first), ``followed`` the
    files of other modules whose functions run rewritten, ``variables`` the inputs a
    model gives values for (a driver may add to the list as inputs appear), ``assumed``
    formulas that hold in every prefix."""

    def __init__(self, files: set[str], name: str, options: Options,
                 variables: list[Term], assumed: list[Term] | None = None,
                 notes: list[str] | None = None,
                 on_progress: Callable[[Summary], None] | None = None,
                 followed: set[str] | None = None) -> None:
        #: the files of other modules whose functions run rewritten (grows as calls enter
        #: them; shared with the runtime)
        self.followed = followed if followed is not None else set()
        self.files = files
        self.options = options
        self.variables = variables
        self.assumed = assumed if assumed is not None else []
        self.on_progress = on_progress
        self.summary = Summary(name, loop_bound=options.loop_bound, notes=list(notes or ()))
        self.solver = PrefixSolver(pop=options.pop, dump=options.dump_unknown)
        #: whether the driver runs the sites of :attr:`declining` on their wider models
        #: (:meth:`_widen`; the explorer does)
        self.widens = False
        #: the sites the next run declines, and the characters its wider models cover
        #: (:meth:`_widen`)
        self.declining: frozenset[Site] = frozenset()
        self.hints = ""
        super().__init__()
        #: the iterations of a site flipped per call: ``options.loop_bound`` first, doubled
        #: when the flips within it ran out (:meth:`_deepen`)
        self.loop_bound = options.loop_bound
        self.started = 0.0
        self.deadline: float | None = None

    # -- the loop ------------------------------------------------------------------------

    def start(self) -> None:
        """Start the clock (:attr:`Options.started`) and the deadline."""
        self.started = self.options.started if self.options.started is not None \
            else time.monotonic()
        if self.options.timeout is not None:
            self.deadline = self.started + self.options.timeout

    def steps(self, first: dict[Term, Any]) -> Steps:
        """The search as a coroutine: it yields the inputs of the next run (``first``,
        then the answer to each flip it solves) and is sent the run its driver made
        of them; it returns when no flip is left, at the deadline or at
        ``max_paths`` (:attr:`Summary.stopped` says which)."""
        self._record((yield first), None)
        while True:
            if self.deadline is not None and time.monotonic() > self.deadline:
                self.summary.stopped = "timeout"
                return
            if self.options.max_paths is not None and \
                    self.summary.paths >= self.options.max_paths:
                self.summary.stopped = "max-paths"
                return
            target = self._next()
            full = False
            again = self._retried(target)
            if again is not None:
                if target is not None:
                    heapq.heappush(self.heap, (self._priority(target), next(self.order), target))
                target, full = again, True
            if target is None:
                if self._deepen():
                    continue
                return
            yield from self._attempt(target, full)

    def _retried(self, following: Target | None) -> Target | None:
        """The flip whose short check ran out of work (:meth:`_attempt`) to retry now with
        the whole check, if any: the best ranked of them no run went past meanwhile,
        once the next flip (``following``, None: no flip left) ranks with the covered
        branches or lower and the retried one above it (the near flips: a branch taken
        at other iterations only, or in another context, :meth:`_new_context`), or once
        no flip is left."""
        self.retry = [t for t in self.retry if t.flip not in t.node]
        if not self.retry:
            return None
        best = min(range(len(self.retry)), key=lambda j: (self._priority(self.retry[j]), j))
        if following is not None:
            now = self._priority(following).rank
            if now < Rank.COVERED or self._priority(self.retry[best]).rank >= now:
                return None
        return self.retry.pop(best)

    def _deepen(self) -> bool:
        """Iterative deepening over the loop bound: when no flip is left, some loop was
        cut at the bound (:attr:`Summary.bounded`) and a branch of the explored code is
        still untaken (the frontier, :meth:`_frontier`), double the bound (up to
        :attr:`Options.max_loop_bound`) and add what the runs so far decided in the new
        iterations: their branches, where their sides led, and their flips.  A loop
        whose exit needs a fifth iteration (``split`` into exactly five parts) is
        reached so, and a search whose branches are all covered, or whose loops were
        not cut, ends as before.  Only a search with a budget (a timeout or a number of
        paths) deepens: the paths of a loop with a branch per iteration double with each
        iteration, and a search without one ends at the first bound, as it did.  Whether
        it returns True."""
        bounded = self.options.timeout is not None or self.options.max_paths is not None
        if not bounded or self.loop_bound >= self.options.max_loop_bound or \
                not self.summary.bounded or not (self.open or self.open_concrete):
            return False
        self.loop_bound = min(2 * self.loop_bound, self.options.max_loop_bound)
        self.summary.loop_bound = self.loop_bound
        self.summary.deepened += 1
        self.summary.bounded.clear()  # counted again past the new bound (:meth:`_targets`)
        for run in self.runs:
            self._cover(run)
            self._note_after(run)
        for run in self.runs:
            if not run.widened:  # a widened run's flips repeat its first run's
                self._targets(run)
        self._frontier(rerank=True)
        return True

    def finish(self) -> Summary:
        """The summary, with the flips left untried and the solver's figures."""
        s = self.summary
        s.untried = len({t.key for _, _, t in self.heap if not self._stale(t)})
        if self.retry:  # never retried: unknown
            reason = "timeout (a tenth of the check's work; not retried before the end)"
            s.unknown[reason] = s.unknown.get(reason, 0) + len(self.retry)
        s.seconds = time.monotonic() - self.started
        s.checks = self.solver.checks
        s.solver_seconds = self.solver.seconds
        return s

    def _limit(self, seconds: float) -> tuple[float, int]:
        """The backstop (wall-clock seconds) and the work units of a check whose budget
        is ``seconds`` at the calibrated rate (:data:`WORK_PER_SECOND`).  The work
        decides; the backstop, :data:`BACKSTOP` times the budget and never past the
        exploration's timeout, only stops a check whose work is far costlier than
        usual.  (Wall-clock limits made which flips end ``unknown`` depend on the
        load: a short check's 0.5 s was 0.3 s of CPU on a loaded machine.)"""
        units = max(1, int(seconds * WORK_PER_SECOND))
        backstop = BACKSTOP * seconds
        if self.deadline is not None:
            backstop = max(0.05, min(backstop, self.deadline - time.monotonic()))
        return backstop, units

    def _next(self) -> Target | None:
        while self.heap:
            priority, seq, target = heapq.heappop(self.heap)
            if self._stale(target):
                continue  # a run went that way meanwhile, or a copy was tried
            now = self._priority(target)
            if now > priority:
                heapq.heappush(self.heap, (now, seq, target))
                continue
            return target
        return None

    def _stale(self, target: Target) -> bool:
        """Tried already, or (an ordinary flip) some run went that way meanwhile."""
        return target.key in self.attempted or target.flip in target.node

    def _priority(self, target: Target) -> Priority:
        """The flip's place in the order of flips: the first of the rules
        (:meth:`_promoted`, :meth:`_out_of_work`, :meth:`_all_refuted`, :meth:`_taken_side`,
        :meth:`_untaken_side`) that ranks it; within a rank, the lower iteration, then
        the shorter prefix (docs/explanation/explore.md, "How it works", 2. Flipping)."""
        branch = (target.site, target.context, target.flip[1])
        for rule in (self._promoted, self._out_of_work, self._all_refuted, self._taken_side):
            ranked = rule(target, branch)
            if ranked is not None:
                return ranked
        return self._untaken_side(target, branch)

    def _promoted(self, target: Target, branch: Branch) -> Priority | None:
        """A flip an unsat core promoted (:meth:`_promote`) ranks as the untaken branch it
        unblocks, at that branch's iteration if lower; unless its own side, untaken, was
        refuted :data:`REFUTED_LIMIT` times."""
        blocked = self.boosted.get(target.key)
        if blocked is None or (self.refuted[branch] >= REFUTED_LIMIT
                               and branch not in self.covered_any):
            return None
        return Priority(Rank.UNTAKEN, min(target.place, blocked), target.depth)

    def _out_of_work(self, target: Target, branch: Branch) -> Priority | None:
        """A flip of the layer's own split or absurd limit (:data:`MINOR`) whose kind and
        side ran out of a short check's work somewhere: after every other flip."""
        site, side = target.site, branch[2]
        if site.what in MINOR and self.exhausted[site.what, side]:
            return Priority(Rank.LAST, target.place, target.depth)
        return None

    def _all_refuted(self, target: Target, branch: Branch) -> Priority | None:
        """A side whose flips were all infeasible, :data:`REFUTED_LIMIT` times or more:
        with the covered branches, one decision deeper per refutation (a backoff); not a
        flip from the run of a flip promoted to unblock this side (the refutations that
        promoted it were of other prefixes: ``title() == "ǅa"`` refuted after runs of one
        character, and asked again after the promoted run of two)."""
        refuted = self.refuted[branch]
        if refuted >= REFUTED_LIMIT and not self.solved[branch] and not self._spared(target):
            return Priority(Rank.COVERED, target.place, target.depth + refuted)
        return None

    def _spared(self, target: Target) -> bool:
        """A flip to the branch its run was made to unblock (:attr:`Target.unblocked`),
        while that branch was refuted fewer than twice :data:`REFUTED_LIMIT` times."""
        return target.unblocked and \
            self.refuted[target.site, target.context, target.flip[1]] < 2 * REFUTED_LIMIT

    def _taken_side(self, target: Target, branch: Branch) -> Priority | None:
        """A side some run took (at any iteration): by where it led (:meth:`_frontier_led`)
        and whether it was taken at this iteration."""
        if branch not in self.covered_any:
            return None
        site, context, side = branch
        led = self._frontier_led(branch)
        if led == "symbolic":
            rank = Rank.LEADS_ON
        elif led == "concrete" and self.barren_concrete[branch] < REFUTED_LIMIT:
            rank = Rank.NEAR
        elif (site, context, target.occurrence, side) in self.covered:
            rank = Rank.NEAR if self._new_context(target) else Rank.COVERED
        else:
            rank = Rank.NEAR  # taken at other iterations only
        return Priority(rank, target.place, target.depth)

    def _new_context(self, target: Target) -> bool:
        """A flip to a branch some run took at this iteration, but after another set of
        branches than this prefix's (:attr:`Run.contexts`): jsonpointer's lookup of a
        first part finding a key was taken by ``/tags`` (one part); the same flip after
        a prefix of two parts leads to the second part's lookup in a list, which no run
        reached.  Ranked with the near flips while the flips in a new context to that
        branch were barren fewer than :data:`REFUTED_LIMIT` times
        (:attr:`barren_context`)."""
        if target.site.what in MINOR or target.depth >= len(target.run.contexts):
            return False
        branch = (target.site, target.context, target.occurrence, target.flip[1])
        return target.run.contexts[target.depth] not in self.taken_in.get(branch, ()) and \
            self.barren_context[target.site, target.context, target.flip[1]] < REFUTED_LIMIT

    def _untaken_side(self, target: Target, branch: Branch) -> Priority:
        """A side no run took: the program's own branches first; an exception no run
        raised there is a new outcome but a new arc only where a handler catches it; a
        followed library's branch serves the program."""
        site, side = target.site, branch[2]
        if (self.refuted[branch] >= REFUTED_LIMIT and not self._spared(target)) or \
                site.what in MINOR:
            rank = Rank.COVERED
        elif site.kind is Kind.RAISE and side:
            rank = Rank.LEADS_ON
        elif not self._own(site):
            rank = Rank.NEAR
        else:
            rank = Rank.UNTAKEN
        return Priority(rank, target.place, target.depth)

    def _own(self, site: Site) -> bool:
        """Whether ``site`` is in the explored module or its package (not in a library
        whose code a call entered)."""
        return site.code is None or site.code.co_filename in self.files

    def _frontier_led(self, key: tuple[Site, Any, bool]) -> str | None:
        """The frontier a flip to the covered side ``key`` ranks for (:meth:`_priority`):
        "symbolic" (some run that took it went on to a site with an untaken side, and its
        flips were not barren :data:`REFUTED_LIMIT` times), "concrete" (to a concrete
        branch's untaken side; its own barren count is :meth:`_priority`'s), or None."""
        leads = self.leads.get(key)
        if leads is None or key not in self.covered_any:
            return None
        if not leads.isdisjoint(self.open) and self.barren[key] < REFUTED_LIMIT:
            return "symbolic"
        return None if leads.isdisjoint(self.open_concrete) else "concrete"

    def _frontier(self, rerank: bool = False) -> None:
        """Recompute :attr:`open` (the program's own sites: a followed library's untaken
        branches do not make the flips that lead to them rank first); when it changed,
        rank the pending flips again (a flip whose side led to the frontier may not any
        more, and the other way round; ``rerank``: in any case)."""
        fresh = {(site, context) for site, context in self.decided
                 if site.what not in MINOR and self._own(site) and any(
                     (site, context, side) not in self.covered_any
                     and self.refuted[site, context, side] < REFUTED_LIMIT
                     for side in (True, False))}
        concrete = {(branch, None) for branch in self.concrete - self.mixed
                    if any((branch, None, side) not in self.covered_any
                           for side in (True, False))}
        if fresh != self.open or concrete != self.open_concrete or rerank:
            self.open, self.open_concrete = fresh, concrete
            self.heap = [(self._priority(t), seq, t) for _, seq, t in self.heap
                         if not self._stale(t)]
            heapq.heapify(self.heap)

    # -- one flip -------------------------------------------------------------------------

    def _attempt(self, target: Target, full: bool = False) -> Steps:
        self.attempted.add(target.key)
        rank = self._priority(target).rank
        uncovered = rank is Rank.UNTAKEN
        branch = (target.site, target.context, target.flip[1])
        novel = branch in self.covered_any and self._new_context(target)
        self.summary.new_context += novel
        self.summary.retried += full
        # a flip to a branch some run took already gets a tenth of the check's work (the
        # whole of it when it is retried, see below)
        short = not uncovered and not full
        backstop, work = self._limit(self.options.check_timeout / SHORT if short
                                     else self.options.check_timeout)
        prefix, last = self._entries(target, relaxed=False)
        answer = self.solver.check(prefix, last, self.variables, backstop, work)
        first = answer
        relaxed = False
        if answer.status == "unsat" and target.pinned:
            strict = prefix
            prefix, last = self._entries(target, relaxed=True)
            answer = self.solver.check(prefix, last, self.variables, backstop, work)
            relaxed = True
        # a flip to an untaken branch that neither the prefix nor the prefix without its
        # pins gives a model of: the domains it may need, widened (:meth:`_widen`), besides
        # the unsat core's promotions; the refutation waits for the widest model
        wider = self._wider(target, first) if uncovered and answer.status != "sat" \
            else frozenset()
        if relaxed and answer.status == "unsat":
            if not wider:
                self.refuted[target.site, target.context, target.flip[1]] += 1
            if rank <= Rank.LEADS_ON:
                yield from self._unblock(target, prefix, last, answer.core, strict,
                                         bypass=uncovered)
            answer = Answer("unknown", reason="infeasible while the prefix's pins "
                            "(values made concrete, domain limits such as lower()'s "
                            "Latin-1 tier) hold, and without them too (not a proof)")
        if wider:
            yield from self._widen(target, wider, first)
        if answer.status == "sat":
            assert answer.model is not None
            self.solved[target.site, target.context, target.flip[1]] += 1
            values = {**target.run.values, **answer.model}
            before = len(self.covered_any)
            concrete = self._frontier_led(
                (target.site, target.context, target.flip[1])) == "concrete"
            self._record((yield from self._ask(values, target.run)), target, relaxed)
            if len(self.covered_any) == before:
                # a guess proved wrong counts against the frontier that made it: a side
                # that led nowhere new as a flip to the symbolic frontier may still reach
                # a concrete branch's untaken side (normpath's ``/..``), and the other way
                barren = self.barren_concrete if concrete else self.barren
                barren[target.site, target.context, target.flip[1]] += 1
                if novel:
                    self.barren_context[branch] += 1
        elif answer.status == "unsat":
            self.summary.infeasible += 1
            self.refuted[target.site, target.context, target.flip[1]] += 1
            if rank <= Rank.LEADS_ON:
                yield from self._unblock(target, prefix, last, answer.core, bypass=uncovered)
        elif short and answer.reason.startswith("timeout") and \
                target.flip not in target.node and rank <= Rank.NEAR:
            # a near flip (a new context, another iteration, a library's untaken branch)
            # that ran out of its tenth: retried with the whole check budget once the
            # flips ahead of the covered ones are used up (:meth:`_retried`; jsonpointer's
            # lookup after a prefix of two parts needed 4 times the tenth)
            self.retry.append(target)
        else:
            if short and target.site.what in MINOR and answer.reason.startswith("timeout"):
                self.exhausted[target.site.what, target.flip[1]] += 1
            reason = answer.reason if not short else \
                f"{answer.reason} (a tenth of the check's work: a covered branch, not retried)"
            self.summary.unknown[reason] = self.summary.unknown.get(reason, 0) + 1
            if novel and full:
                self.barren_context[branch] += 1
        self._frontier()  # a refutation may close a side
        self._progress()

    def _wider(self, target: Target, answer: Answer) -> frozenset[Site]:
        """The sites of the prefix's ``DOMAIN`` decisions with a wider model
        (:data:`~strsat.python.context.WIDER`) that a flip to an untaken branch may
        need, refuted (``unsat``) or not decided (``unknown``) under them.  A literal
        decided after such a decision may hold the narrow model's result, which is only
        exact inside its domain (outside it ``lower()``'s ASCII map leaves ``Ж`` alone): a
        refutation need not name the domain's literal to depend on it.  So a site is one
        whose input variables the flip, or a literal of the unsat core decided after it,
        mentions.  (The cores are not minimised, and a refutation may owe nothing to the
        domain: ``title() == "ǅa"`` after a run of one character is refuted by the
        length.  So a run widened already widens again only when refuted and when the
        flip's constants gave no hints, the first wider level covering the characters
        that map to them; and each branch widens :data:`WIDEN_LIMIT` times at most.)"""
        branch = (target.site, target.context, target.flip[1])
        if not self.widens or answer.status == "sat" or (
                target.run.declined and (answer.status == "unknown" or target.run.hints)) \
                or self.widenings[branch] >= WIDEN_LIMIT:
            return frozenset()
        trace = target.run.trace
        decisions = trace.decisions
        domains = {j for j in range(target.index) if decisions[j].kind is Kind.DOMAIN
                   and decisions[j].taken and decisions[j].what in WIDER}
        if not domains:
            return frozenset()
        core = set(answer.core or ())
        # the variables of the flip and of the core's literals after each point
        later = _variables(decisions[target.index].condition)
        sites = set()
        for j in reversed(range(min(domains), target.index)):
            d = decisions[j]
            if d.kind is Kind.DOMAIN and j in domains:
                if d.literal() in core or _related(_variables(d.condition), later):
                    sites.add(trace.sites[j])
            elif d.kind is not Kind.CONCRETE and d.literal() in core:
                later |= _variables(d.condition)
        return frozenset(sites)

    def _widen(self, target: Target, sites: frozenset[Site], answer: Answer) -> Steps:
        """Widen the domains of ``sites`` for a flip to an untaken branch refuted (or
        undecided) under them: the target's run once more, its decisions at those sites
        declined, so that the layer takes the wider models (exact on the run's value
        too: the same behaviour, no new example).  Of that run's flips only the target's
        own is queued, now over the wider model; the others repeat the first run's and
        wait for an unsat core to promote them.  The runs of its flips decline the same
        sites, so they follow their prefix; the flips of those runs run on their values'
        own tiers (a subtree on the wider models made every check dearer).  A
        refutation of the widened flip may widen again (:meth:`_wider`), so a flip
        climbs a model's levels one at a time (``lower()``'s ASCII map, the run's
        scripts, the run's classes in every script, every class).  The characters of the
        flip's string constants (and of its unsat core's) go with the run as hints: the
        wider models cover them and the characters they map to them (``title() ==
        "ǅ"``: ``ǆ`` and ``Ǆ``)."""
        self.summary.widened += 1
        self.widenings[target.site, target.context, target.flip[1]] += 1
        hints = _hints([target.run.trace.decisions[target.index].condition,
                        *(answer.core or ())], target.run.hints)
        run = yield from self._ask(target.run.values, target.run, target.run.declined | sites,
                                   hints)
        run.widened = True
        self._record(run, None, again=target)

    def _ask(self, values: dict[Term, Any], parent: Run,
             declined: frozenset[Site] | None = None, hints: str | None = None
             ) -> Generator[dict[Term, Any], Run, Run]:
        """The run of ``values``, a flip of ``parent``'s: it declines the sites ``declined``
        with the hints ``hints``, by default those of a widened ``parent`` (its flips'
        runs follow its path; theirs run on the tiers their values fall in), see
        :meth:`_widen`."""
        if declined is None:
            declined = parent.declined if parent.widened else frozenset()
        if hints is None:
            hints = parent.hints if parent.widened else ""
        self.declining, self.hints = declined, hints
        try:
            return (yield values)
        finally:
            self.declining, self.hints = frozenset(), ""

    def _unblock(self, target: Target, prefix: list[Entry], last: Entry,
                 found: list[Term] | None, strict: list[Entry] | None = None,
                 bypass: bool = True) -> Steps:
        """A flip to an untaken branch (``bypass``) or to a side that leads to the frontier
        is infeasible after this prefix.  The loops the prefix ran (:meth:`_loop_exits`)
        may be what must change: their exits' flips count as flips to untaken branches.
        For an untaken branch, so do the flippable decisions in the unsat core of the
        prefix and the flip, and the branch is asked for at once without them
        (:meth:`_bypass`, keeping the pins of ``strict`` if the prefix was relaxed: inputs
        stay where the layer models them exactly).  ``found``: the prefix literals in
        the refuting check's unsat core."""
        for depth in self._loop_exits(target.run, target.depth):
            self._promote_exit(target, target.run, depth)
        if not bypass:
            return
        core = set(found or ())
        self._promote(target, core)
        yield from self._bypass(target, strict if strict is not None else prefix, last, core)

    def _promote_exit(self, target: Target, run: Run, depth: int) -> None:
        """Promote the flip of the loop exit at ``run.nodes[depth]`` (one more iteration).
        If a run took that side already, the exit of the same loop in that run is
        promoted instead (its loop ran once more and stopped again: ``[]-]`` extended to
        ``[]-!`` must be extended again to ``[]-!]``), up to the loop bound."""
        for _ in range(self.loop_bound):
            node, i = run.nodes[depth]
            d = run.trace.decisions[i]
            key = (id(node), d.condition, not d.taken)
            if (d.condition, not d.taken) not in node:
                other = self.targets.get(key)
                if other is not None and key not in self.attempted and \
                        key not in self.boosted:
                    self.boosted[key] = self._priority(target).occurrence
                    self.unblocks[key] = (target.site, target.context, target.flip[1])
                    self.summary.unblocking += 1
                    heapq.heappush(self.heap, (self._priority(other), next(self.order), other))
                return
            reached = self.reached.get(id(node[d.condition, not d.taken]))
            if reached is None:
                return
            further, start = reached
            site, activation = run.trace.sites[i], run.trace.activations[i]
            later = [k for k, (_, j) in enumerate(further.nodes[start:], start)
                     if further.trace.sites[j].code is site.code
                     and further.trace.sites[j].line == site.line
                     and further.trace.sites[j].kind is Kind.BRANCH
                     and further.trace.activations[j] == activation]
            if not later:
                return
            run, depth = further, later[-1]

    def _loop_exits(self, run: Run, depth: int) -> list[int]:
        """The positions in ``run.nodes[:depth]`` of the decisions that ended a loop: the
        last branch on a line in its activation when the branch before it on that line
        took the other side (``while j < n and pat[j] != ']'`` false after being true; by line, not
        by instruction: CPython compiles a ``while`` test twice, before the loop and at
        its end).  A loop counter is a plain int (``j = j + 1``), so the terms after the
        loop hold its final value as a constant, and a flip that needs another value
        (``fnmatch.translate``'s ``pat.find('-', k, j)`` finding a ``-`` after the first
        character of ``[a-b]``) is infeasible whatever the decisions of its unsat core
        say.  Flipping the exit runs the loop once more (once more each time a flip after
        it is refuted, up to the loop bound).  ``if a and b`` with ``a`` true and ``b``
        false counts as an exit too (a flip that is only tried, never forced)."""
        trace = run.trace
        last: dict[tuple[Any, int, int], tuple[int, bool]] = {}
        previous: dict[tuple[Any, int, int], bool] = {}
        for k, (_, i) in enumerate(run.nodes[:depth]):
            site = trace.sites[i]
            if site.kind is not Kind.BRANCH:
                continue  # ``pat[j]`` not raising, between the loop's tests
            key = (site.code, site.line, trace.activations[i])
            if key in last:
                previous[key] = last[key][1]
            last[key] = (k, trace.decisions[i].taken)
        return [k for key, (k, taken) in last.items() if key in previous and
                previous[key] != taken]

    def _bypass(self, target: Target, prefix: list[Entry], last: Entry,
                core: set[Term]) -> Steps:
        """Solve for the untaken branch with the prefix less the decisions of the unsat
        core (each dropped, not negated; up to :data:`BYPASS_ROUNDS` cores).  The layer's
        terms hold on every path (``partition``'s parts are ``ite`` terms, not the parts
        of this run), so the input may take other sides at the dropped decisions and
        still meet the rest: the version parser's pre-release is non-empty only with a
        ``-``, a decision made before the three numbers the prefix keeps.  Tried only
        when the paths through the dropped decisions' other sides rejoin this one
        (:meth:`_rejoins`).  The run is not claimed to follow the prefix; it counts as
        a bypass (and as reaching the branch if it does)."""
        for _ in range(BYPASS_ROUNDS):
            if not core or not self._rejoins(target, core) or (
                    self.deadline is not None and time.monotonic() > self.deadline):
                return
            kept = [e if e.literal not in core else Entry(e.defs, None) for e in prefix]
            answer = self.solver.check(kept, last, self.variables,
                                       *self._limit(self.options.check_timeout))
            if answer.status == "sat":
                assert answer.model is not None
                self.summary.bypasses += 1
                branch = (target.site, target.context, target.occurrence, target.flip[1])
                new = branch not in self.covered
                self._record((yield from self._ask({**target.run.values, **answer.model},
                                                   target.run)), None)
                self.summary.bypassed += int(new and branch in self.covered)
                return
            if answer.status != "unsat":
                return
            more = set(answer.core or ())
            if not more:
                return
            core |= more
            prefix = kept

    def _rejoins(self, target: Target, core: set[Term]) -> bool:
        """Whether, for each decision of ``core`` in the target's prefix, some run that
        took its other side went on to a site this run decided between it and the
        flip (the paths rejoin: the version parser's ``-`` test leads to the same
        ``split``).  Dropping a decision whose other side ends the call (the e-mail
        check's ``count('@') != 1`` returns) would only find an input that leaves."""
        run = target.run
        sites = run.trace.sites
        for _, i in run.nodes[:target.depth]:
            d = run.trace.decisions[i]
            if d.literal() not in core:
                continue
            later = self.after.get((d.condition, not d.taken))
            if not later or later.isdisjoint(sites[i + 1:target.index + 1]):
                return False
        return True

    def _promote(self, target: Target, core: set[Term]) -> None:
        run = target.run
        for node, i in run.nodes[:target.depth]:
            d = run.trace.decisions[i]
            if d.literal() not in core or run.trace.sites[i].what in MINOR:
                continue  # the layer's own case split: not a decision of the program
            key = (id(node), d.condition, not d.taken)
            other = self.targets.get(key)
            if other is not None and key not in self.attempted and key not in self.boosted:
                self.boosted[key] = self._priority(target).occurrence
                self.unblocks[key] = (target.site, target.context, target.flip[1])
                self.summary.unblocking += 1
                heapq.heappush(self.heap, (self._priority(other), next(self.order), other))

    def _entries(self, target: Target, relaxed: bool) -> tuple[list[Entry], Entry]:
        trace = target.run.trace
        decisions = trace.decisions
        prefix = [Entry((a,), None) for a in self.assumed]  # kept by every relaxation
        for j in range(target.index):
            d = decisions[j]
            literal = None if relaxed and d.kind in _PINS else d.literal()
            defs = trace.defs_before[j]
            if literal is not None or defs:
                prefix.append(Entry(defs, literal))
        last = Entry(trace.defs_before[target.index], decisions[target.index].flipped())
        return prefix, last

    # -- recording a run ---------------------------------------------------------------

    def _record(self, run: Run, target: Target | None, relaxed: bool = False,
                again: Target | None = None) -> None:
        """Add the run to the trie and the branches; a new path is an example, unless the
        run is ``again`` the run of a flip's target, widened (:meth:`_widen`: of its
        flips only that one's is queued)."""
        s = self.summary
        s.runs += 1
        if target is not None:
            run.unblocks = self.unblocks.get(target.key)
        trace = run.trace
        node, new = self.root, False
        self.runs.append(run)
        for i, d in enumerate(trace.decisions):
            if d.kind is Kind.CONCRETE:
                continue
            run.nodes.append((node, i))
            pair = (d.condition, d.taken)
            child = node.get(pair)
            if child is None:
                child = node[pair] = {}
                self.reached[id(child)] = (run, len(run.nodes))
                new = True
            node = child
        self._cover(run)
        for _, site, context, taken in trace.implied:
            self.covered_any.add((site, context, taken))
        for _, branch, taken in trace.concrete:
            self.covered_any.add((branch, None, taken))
            self.concrete.add(branch)
        self.mixed |= trace.mixed
        self._note_after(run)
        if target is not None and not self._follows(run, target):
            s.diverged += 1
        for note in trace.notes:
            if note not in s.notes:
                s.notes.append(note)
            s.note_counts[note] = s.note_counts.get(note, 0) + trace.note_counts.get(note, 1)
        if run.outcome == "stopped":
            reason = f"a run stopped: {run.error}"
            s.unknown[reason] = s.unknown.get(reason, 0) + 1
        elif (new or not self.summary.paths) and again is None:
            self._new_path(run)
        self._targets(run, again)
        self._boost_implied(run)
        self._frontier()
        trace.release()
        self._progress()

    def _cover(self, run: Run) -> None:
        """Add the branches the run took within the loop bound to :attr:`covered` and
        :attr:`covered_any`."""
        trace = run.trace
        seen = Iterations(self.loop_bound, self.options.table_bound)
        signature, before = 0, set()
        run.contexts = []
        for _, i in run.nodes:
            run.contexts.append(signature)
            d = trace.decisions[i]
            if d.kind in _FLIPPABLE or d.kind is Kind.DOMAIN:
                site = trace.sites[i]
                k = seen.of(trace, i)
                if k <= self.loop_bound:
                    branch = (site, trace.contexts[i], k, d.taken)
                    self.covered.add(branch)
                    self.covered_any.add((site, trace.contexts[i], d.taken))
                    self.taken_in.setdefault(branch, set()).add(signature)
                    if branch not in before and site.what not in MINOR:
                        before.add(branch)
                        signature ^= hash(branch)

    def _note_after(self, run: Run) -> None:
        """Add the run's later sites to :attr:`after` for each of its decisions within
        the loop bound."""
        trace = run.trace
        seen = Iterations(self.loop_bound, self.options.table_bound)
        kept = []
        for _, i in run.nodes:
            if seen.of(trace, i) <= self.loop_bound:
                kept.append(i)
        suffix: set[Site] = set()
        places: set[tuple[Place, Any]] = set()  # (site, context) decided after i
        last = len(trace.decisions)
        concrete, e = trace.concrete, len(trace.concrete)
        for i in reversed(kept):
            suffix.update(trace.sites[i + 1:last])
            last = i + 1
            while e > 0 and concrete[e - 1][0] > i:  # concrete branches after i
                e -= 1
                places.add((concrete[e][1], None))
            d = trace.decisions[i]
            self.after.setdefault((d.condition, d.taken), set()).update(suffix)
            if d.kind in _FLIPPABLE or d.kind is Kind.DOMAIN:
                place = (trace.sites[i], trace.contexts[i])
                self.leads.setdefault((*place, d.taken), set()).update(places)
                places.add(place)
                self.decided.add(place)

    def _follows(self, run: Run, target: Target) -> bool:
        if len(run.nodes) <= target.depth:
            return False
        node, i = run.nodes[target.depth]
        d = run.trace.decisions[i]
        return node is target.node and (d.condition, d.taken) == target.flip

    def _targets(self, run: Run, again: Target | None = None) -> None:
        """The run's flips (of a widened run, ``again``'s alone is queued, the others wait
        for a promotion: :meth:`_widen`)."""
        trace = run.trace
        seen = Iterations(self.loop_bound, self.options.table_bound)
        first_pin = next((i for i, d in enumerate(trace.decisions) if d.kind in _PINS),
                         len(trace.decisions))
        if trace.loose_from is not None:
            first_pin = min(first_pin, trace.loose_from - 1)
        for depth, (node, i) in enumerate(run.nodes):
            d = trace.decisions[i]
            site = trace.sites[i]
            k = seen.of(trace, i)
            if d.kind in _FLIPPABLE or (d.kind is Kind.DOMAIN and not d.taken):
                if k > self.loop_bound:
                    label = site.describe()
                    self.summary.bounded[label] = max(self.summary.bounded.get(label, 0), k)
                else:
                    flip = (d.condition, not d.taken)
                    key = (id(node), *flip)
                    if flip not in node and key not in self.targets:
                        t = Target(run, i, node, flip, site, trace.contexts[i], k, depth,
                                   first_pin < i, order=seen.order,
                                   unblocked=self._own(site) and run.unblocks == (
                                       site, trace.contexts[i], not d.taken))
                        self.targets[key] = t
                        if again is None or (site, t.context, k, not d.taken) == (
                                again.site, again.context, again.occurrence, again.flip[1]):
                            heapq.heappush(self.heap, (self._priority(t), next(self.order), t))

    def _boost_implied(self, run: Run) -> None:
        """A decision the run repeated (not recorded again, see :mod:`.tracer`) whose other
        side at the repeat's site no run has taken: that side needs the first decision
        flipped, so its flip ranks as a flip to an untaken branch (``_unquote``'s
        ``if q_match and (not o_match or k < j)`` with no octal match repeats the
        ``not o_match`` of the loop's first test).  A followed library's untaken branch is
        lifted so only :data:`REFUTED_LIMIT` times (:attr:`lifted`): it ranks with the
        near flips (:meth:`_untaken_side`), and each of its repeats lifting it above them
        flooded the first rank (``parseaddr``'s ``while self.pos < len(self.field)``,
        repeated at a dozen sites, gave ``sender_domain`` 662 promoted flips in 600
        paths, and its ``"no domain"`` came at path 551); a few lifts still carry a
        function whose branches are all in the library (``datetime.date``'s checks)."""
        trace = run.trace
        where = {i: (node, depth) for depth, (node, i) in enumerate(run.nodes)}
        for first, site, context, taken in trace.implied:
            if (site, context, not taken) in self.covered_any or first not in where or \
                    site.what in MINOR:  # the layer's own split: not a program branch
                continue
            if not self._own(site):
                if self.lifted[site, context, not taken] >= REFUTED_LIMIT:
                    continue  # a library's branch lifted often enough already
                self.lifted[site, context, not taken] += 1
            node, _ = where[first]
            d = trace.decisions[first]
            key = (id(node), d.condition, not d.taken)
            other = self.targets.get(key)
            if other is not None and key not in self.attempted and key not in self.boosted:
                self.boosted[key] = other.place
                heapq.heappush(self.heap, (self._priority(other), next(self.order), other))

    def _new_path(self, run: Run) -> None:
        """A run that took a new path (or the first run)."""
        self.summary.paths += 1

    def _progress(self) -> None:
        if self.on_progress is not None:
            self.summary.seconds = time.monotonic() - self.started
            self.summary.checks = self.solver.checks
            self.on_progress(self.summary)



class Explorer(Search):
    """Explores one function (see the module docstring): the driver of :class:`Search`
    that calls the function on each input the search asks for."""

    def __init__(self, function: Any, original: Any, files: set[str], name: str,
                 options: Options,
                 on_example: Callable[[Example], None] | None = None,
                 on_progress: Callable[[Summary], None] | None = None,
                 reset: Callable[[], None] | None = None,
                 followed: set[str] | None = None) -> None:
        self.function = function
        #: empties the module's caches before each call (a call must run the function)
        self.reset = reset if reset is not None else (lambda: None)
        self.original = original
        self.signature = Signature(original)
        assumed: list[Term] = []
        self.first: dict[Term, Any] = {}  # grammar memberships and their first inputs
        if options.grammars:
            from .grammars import constraints
            assumed, self.first = constraints(options.grammars, {
                p.name: p.variable for p in self.signature.params if p.variable is not None})
        assumed = assumed + self.signature.assumptions  # bytes inputs are bytes
        super().__init__(files, name, options, self.signature.variables, assumed,
                         self.signature.notes, on_progress, followed)
        self.on_example = on_example
        self.examples: list[Example] = []
        self.widens = True

    def explore(self) -> tuple[list[Example], Summary]:
        self.start()
        steps = self.steps({**self.signature.initial(), **self.first})
        try:
            values = next(steps)
            while True:
                values = steps.send(self._execute(values))
        except StopIteration:
            pass
        except KeyboardInterrupt:
            self.summary.stopped = "interrupted"
        return self.examples, self.finish()

    def _execute(self, values: dict[Term, Any]) -> Run:
        values = self.signature.solver_values(values)
        trace = RunTrace(values, self.files, self.options.max_decisions, self.deadline,
                         self.followed, self.declining)
        trace.hints = self.hints
        args, kwargs = self.signature.symbolic_call(values, trace)
        sink = io.StringIO()
        run = Run(values, trace, "return", declined=self.declining, hints=self.hints)
        self.reset()
        watchdog = Watchdog(lambda: trace.last_progress, self.options.stall, self.deadline)
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink), trace:
            try:
                with watchdog:
                    run.result = self.function(*args, **kwargs)
            except RunStopped as exc:
                run.outcome, run.error = "stopped", exc
                note = (f"a run made no symbolic decision for {self.options.stall:g} s (or ran "
                        "past the time limit): the watchdog stopped it")
                if isinstance(exc, RunStalled) and note not in self.summary.notes:
                    self.summary.notes.append(note)
            except (UnsupportedError, SymbolicBranchError) as exc:
                run.outcome, run.error = "unsupported", exc
            except (Exception, SystemExit) as exc:  # the program's own outcome
                run.outcome, run.error = "raise", exc
        return run

    def _new_path(self, run: Run) -> None:
        self._emit(run)

    def _emit(self, run: Run) -> None:
        s = self.summary
        s.paths += 1
        args, kwargs = self.signature.plain_call(run.values)
        shown_args, shown_kwargs = self.signature.shown_call(run.values)
        trace = run.trace
        branches = [(site.line, d.what, d.taken)
                    for d, site in zip(trace.decisions, trace.sites, strict=True)
                    if d.kind in _FLIPPABLE][:MAX_LISTED]
        example = Example(s.paths, shown_args, shown_kwargs, "return",
                          time=time.monotonic() - self.started, branches=branches,
                          notes=list(trace.notes), call=(args, kwargs))
        outcome, value, error = self._confirm(run, args, kwargs)
        if outcome == "return":
            key, shown = to_json(plain(value))
            if key == "value":
                example.value = shown
            else:
                example.value_repr = shown
        else:
            example.outcome = "raise"
            example.exception = type(error).__name__
            example.message = str(error)
        self.examples.append(example)
        if self.on_example is not None:
            self.on_example(example)

    def _confirm(self, run: Run, args: list[Any], kwargs: dict[str, Any]
                 ) -> tuple[str, Any, BaseException | None]:
        """The outcome of calling the function as written on the run's inputs; it must be
        the concolic run's (a difference is noted: the plain call is what is reported)."""
        sink = io.StringIO()
        self.reset()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            try:
                got: tuple[str, Any, BaseException | None] = (
                    "return", self.original(*args, **kwargs), None)
            except (Exception, SystemExit) as exc:
                got = ("raise", None, exc)
        if run.outcome == "unsupported":
            note = f"{run.error}; that path ran concretely from there"
            if note not in self.summary.notes:
                self.summary.notes.append(note)
            return got
        same = (got[0] == run.outcome and (
            _same_class(got[2], run.error) if got[0] == "raise"
            else _equal(got[1], plain(run.result))))
        if not same:
            concolic = run.error if run.outcome == "raise" else plain(run.result)
            plain_call = got[2] if got[0] == "raise" else got[1]
            self.summary.notes.append(
                f"inputs {safe_repr(args)}: the concolic run gave {run.outcome} "
                f"{safe_repr(concolic)}, the plain call {got[0]} {safe_repr(plain_call)} "
                "(reported)")
        return got




#: the most characters :func:`_hints` gives
MAX_HINTS = 64


def _hints(terms: list[Term], before: str = "") -> str:
    """The characters ``before`` and those of the string constants of ``terms`` (up to
    :data:`MAX_HINTS`)."""
    seen: dict[str, None] = dict.fromkeys(before)
    for t in postorder_many(terms):
        if t.op == "const" and isinstance(t.value, str):
            seen.update(dict.fromkeys(t.value))
            if len(seen) >= MAX_HINTS:
                break
    return "".join(seen)[:MAX_HINTS]


def _variables(condition: Term) -> set[Term]:
    """The variables of ``condition``."""
    return free_vars(condition)


def _related(domain: set[Term], later: set[Term]) -> bool:
    """Whether a literal of the variables ``later`` may hold a result computed from the
    domain's variables ``domain``: they share one, or ``later`` holds an auxiliary variable
    (a definition's, named with ``!``: it stands for a term of any input)."""
    return not domain.isdisjoint(later) or any("!" in str(v.value) for v in later)


def _same_class(a: BaseException | None, b: BaseException | None) -> bool:
    """The same exception class; a class of the module counts as its rewritten copy (the
    module is executed twice, so it has two ``ParseError`` classes)."""
    ta, tb = type(a), type(b)
    return ta is tb or (ta.__qualname__ == tb.__qualname__ and ta.__module__ == tb.__module__)


def _equal(a: Any, b: Any) -> bool:
    """Equal values; objects of one class compared by identity (no ``__eq__`` of their
    own: a validator's ``ValidationError`` result) are equal when their reprs are."""
    try:
        if bool(a == b) or (a != a and b != b):
            return True
    except Exception:  # noqa: BLE001 - incomparable values
        return repr(a) == repr(b)
    if isinstance(a, types.FunctionType | type) and type(a) is type(b):
        # a function or class of the module: the module is executed twice (as for
        # exception classes, _same_class), so the two runs hand back two copies
        return bool(a.__qualname__ == b.__qualname__ and a.__module__ == b.__module__)
    identity: Any = object.__eq__
    return type(a).__eq__ is identity and type(b).__eq__ is identity and \
        _same_class(a, b) and repr(a) == repr(b)


__all__ = ["Explorer", "Options", "Run", "Search", "Steps", "Target"]
