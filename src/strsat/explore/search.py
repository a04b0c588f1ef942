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

The search is written in layers, one concern each: :mod:`.search_state` (runs, flips,
ranks, options, the state the runs built), :mod:`.ranking` (the order of the flips and
the frontier), :mod:`.recording` (a run into the trie, its branches and its flips),
:mod:`.flipping` (solving one flip and following up its answer), this module (the loop,
retries and the deepening of the loop bound) and :mod:`.explorer` (the driver of
``strsat explore``).
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from typing import Any

from ..terms import Term
from .flipping import Flipping
from .report import Summary
from .search_state import (
    BACKSTOP,
    REFUTED_LIMIT,
    SHORT,
    WORK_PER_SECOND,
    Options,
    Priority,
    Rank,
    Run,
    Steps,
    Target,
)
from .solving import PrefixSolver
from .tracer import Site


class Search(Flipping):
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
        self.solver = PrefixSolver(pop=options.pop, dump=options.dump_unknown,
                                   track=options.track_definitions)
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
        branches or lower and the retried one above it (a flip to an untaken branch, to
        the frontier, or a near flip: a branch taken at other iterations only, or in
        another context, :meth:`_new_context`), or once no flip is left."""
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
        still untaken (the frontier, :meth:`_frontier`; of a function with no branch of
        its own, a :attr:`wrapper`, the libraries' it calls, :meth:`_library_frontier`;
        or one refuted only from runs cut at the bound, :attr:`cut_pending`, asked again
        after), double the bound (up to
        :attr:`Options.max_loop_bound`) and add what the runs so far decided in the new
        iterations: their branches, where their sides led, and their flips.  A loop
        whose exit needs a fifth iteration (``split`` into exactly five parts) is
        reached so, and a search whose branches are all covered, or whose loops were
        not cut, ends as before.  Only a search with a budget (a timeout or a number of
        paths) deepens: the paths of a loop with a branch per iteration double with each
        iteration, and a search without one ends at the first bound, as it did.  Whether
        it returns True."""
        cut = [b for b in self.cut_pending if b not in self.covered_any]
        if not self.options.budgeted or self.loop_bound >= self.options.max_loop_bound or \
                not self.summary.bounded or not (
                    self.open or self.open_concrete or cut
                    or (self.wrapper and self._library_frontier())):
            return False
        for branch in cut:  # asked again from the runs past the old bound
            self.refuted[branch] = 0
        self.cut_pending.clear()
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
        if self.retry:  # never retried: the exploration ended first (not the engine's unknown)
            reason = "a check cut to a tenth of its work, its whole check not tried " \
                "before the end"
            s.not_attempted[reason] = s.not_attempted.get(reason, 0) + len(self.retry)
        s.seconds = time.monotonic() - self.started
        s.checks = self.solver.checks
        s.solver_seconds = self.solver.seconds
        return s


def __getattr__(name: str) -> Any:
    """``Explorer``, the driver of ``strsat explore``, lives in :mod:`.explorer` (a subclass
    of :class:`Search`); importable from here as before."""
    if name == "Explorer":
        from .explorer import Explorer

        return Explorer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BACKSTOP", "REFUTED_LIMIT", "SHORT", "WORK_PER_SECOND", "Options",
           "Priority", "Rank", "Run", "Search", "Steps", "Target"]
