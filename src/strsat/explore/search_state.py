"""What the path search (:mod:`.search`) works on: a run and its decisions, a flip (a
*target*) and its rank, the search's options and the state its runs built (the trie of
their decisions, the branches taken, how the flips to each branch fared), and the
constants the search's rules use."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from ..named_tuples import NamedTuple
from ..python import Kind
from ..python.context import MINOR
from ..terms import Term
from .tracer import RunTrace, Site

FLIPPABLE = (Kind.BRANCH, Kind.RAISE)
PINS = (Kind.CONCRETE, Kind.DOMAIN)
#: Unsat cores dropped from a prefix when solving for an untaken branch around them.
BYPASS_ROUNDS = 2
#: Flips to one untaken branch proved infeasible this often rank with flips to covered
#: branches from then on (an ``assert i == n`` after a loop is a new flip after every run,
#: each infeasible, and each would be solved around its unsat core first)
REFUTED_LIMIT = 2
#: refutations from runs cut at the loop bound a branch takes before they count
#: (:attr:`SearchState.cut_refuted`)
CUT_REFUTED_LIMIT = 12
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
    #: whether some loop of the run went past the loop bound (:meth:`Search._targets`)
    cut: bool = False


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
    #: a pin's flip (:mod:`.pin_flips`): its place (the id of the prefix's trie node, the
    #: site, the context); the flipped side excludes every value pinned there so far
    pin: tuple[int, Any, Any] | None = None

    @property
    def place(self) -> int:
        return self.order or self.occurrence

    @property
    def key(self) -> tuple[Any, ...]:
        return (id(self.node), *self.flip)

    def operation_splits(self) -> list[tuple[Any, int]]:
        """The layer's own splits (:data:`MINOR`) of the flip's operation, as (trie node,
        decision index) in the order the run made them: the decisions just before the
        flip on its line in its call, back to another operation's (not a split, or an
        exception's decision: ``int()``'s digit limit not passed ends the call before)."""
        trace = self.run.trace
        site, activation = self.site, trace.activations[self.index]
        splits: list[tuple[Any, int]] = []
        for node, i in reversed(self.run.nodes[:self.depth]):
            other = trace.sites[i]
            if other.what not in MINOR or other.code is not site.code or \
                    other.line != site.line or trace.activations[i] != activation or \
                    trace.decisions[i].kind is Kind.RAISE:
                break
            splits.append((node, i))
        return splits[::-1]


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
    #: checks end on their work budget alone (no wall-clock backstop; only ``timeout``
    #: bounds one): which flips end ``unknown`` then does not depend on the load
    reproducible: bool = False
    #: track the auxiliary definitions in the checks' unsat cores, to promote the
    #: decisions that chose them (issue 38; False: untracked, for measuring)
    track_definitions: bool = True

    @property
    def budgeted(self) -> bool:
        """Whether the search has a budget (a timeout or a number of paths): only such a
        search deepens the loop bound (an exhaustive one ends at the first bound)."""
        return self.timeout is not None or self.max_paths is not None


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
    #: the sides taken at each site in any calling context, (site, side): a followed
    #: library's side taken in one context is the same code in another
    #: (:meth:`Ranking._untaken_side`)
    covered_sites: set[tuple[Site, bool]] = field(default_factory=set)
    #: flips to each branch (site, context, side) found infeasible so far
    refuted: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: flips to the program's branches refuted from a run cut at the loop bound: what
    #: the run did not iterate may be what refutes them (``"".join(c for c in s)`` holds
    #: the characters read, ``len`` of it is 10 only after ten iterations); the first
    #: :data:`CUT_REFUTED_LIMIT` are not counted in :attr:`refuted`, extend the loop
    #: (:meth:`Recording._extend_cut_loop`) and keep the search deepening
    #: (:meth:`Search._deepen`)
    cut_refuted: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: of those, the branches refuted so since the last deepening
    cut_pending: set[tuple[Site, Any, bool]] = field(default_factory=set)
    #: flips refuted by their own condition (an unsat core with no literal of the
    #: prefix) from a run that ended a loop: the condition's terms hold the loop's
    #: iteration count as constants (``"".join(out) == "uryyb"`` after one iteration),
    #: so the refutation says the loop must run another number of times, nothing of the
    #: branches the run took; the first :data:`CUT_REFUTED_LIMIT` are not counted in
    #: :attr:`refuted` (:meth:`Flipping._count_refuted`)
    shape_refuted: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: by branch: the (site, side) of the other sides of the decisions that chose a
    #: definition a refutation of a flip to it needed (:meth:`Flipping._promote_defined`),
    #: or that the unsat core of one held (:meth:`Flipping._promote`)
    chosen: dict[tuple[Site, Any, bool], set[tuple[Site, bool]]] = field(default_factory=dict)
    #: refutations of flips to a branch from runs that took such a side, by branch and side
    refuted_chosen: Counter[tuple[tuple[Site, Any, bool], tuple[Site, bool]]] = field(
        default_factory=Counter)
    #: by run (``id``, the runs are kept): where it first took each (site, side)
    first_sides: dict[int, dict[tuple[Site, bool], int]] = field(default_factory=dict)
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
    #: how many runs decided each concrete branch: one some runs never reached lies
    #: behind an outcome of the code before it (:meth:`Ranking._behind`)
    reaching: Counter[ConcreteBranch] = field(default_factory=Counter)
    #: the concrete branches with a side no run has taken, as (branch, None)
    open_concrete: set[tuple[ConcreteBranch, None]] = field(default_factory=set)
    #: of the solved flips ranked for a concrete branch's untaken side, the barren ones
    barren_concrete: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    #: flips by key (the id of their prefix's trie node, the condition, the side)
    targets: dict[tuple[Any, ...], Target] = field(default_factory=dict)
    #: the domains widened for flips to each branch (site, context, side), see
    #: :meth:`Search._widen`
    widenings: Counter[tuple[Site, Any, bool]] = field(default_factory=Counter)
    attempted: set[tuple[Any, ...]] = field(default_factory=set)
    #: how many times a repeat lifted the flip to a followed library's untaken branch, by
    #: site and side in any calling context (a recursive parser's sites are reached from
    #: many), see :meth:`Search._boost_implied`
    lifted: Counter[tuple[Site, bool]] = field(default_factory=Counter)
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
    #: no run decided a branch of the explored code itself so far: the function wraps
    #: library code (``resolve_pointer(DOC, pointer)``), whose untaken branches then
    #: deepen the loop bound as its own would (:meth:`Search._deepen`)
    wrapper: bool = True
    #: by code object of a followed library: the least package depth any run ran it at
    #: (:attr:`.tracer.RunTrace.library_depth`)
    library_depth: dict[Any, int] = field(default_factory=dict)
    order: Iterator[int] = field(default_factory=itertools.count)
    #: the pin conditions (``term == value``) the runs recorded at each pin place (the id
    #: of the prefix's trie node, site, context): a pin's flip asks for none of them
    #: (:mod:`.pin_flips`)
    pin_values: dict[tuple[int, Any, Any], list[Term]] = field(default_factory=dict)
    #: the places (concrete branches, sites) decided after each pin's (site, context),
    #: by any run: a pin's flip ranks for the concrete frontier among them
    pin_leads: dict[tuple[Any, Any], set[tuple[Any, Any]]] = field(default_factory=dict)


__all__ = ["BACKSTOP", "BYPASS_ROUNDS", "FLIPPABLE", "PINS", "REFUTED_LIMIT", "SHORT",
           "WIDEN_LIMIT", "WORK_PER_SECOND", "Branch", "ConcreteBranch", "Options", "Place",
           "Priority", "Rank", "Run", "SearchState", "Steps", "Target"]
