"""Recording a run in the path search: its decisions into the trie, the branches it
took within the loop bound and the contexts it took them in, where each side led, and the
flips it offers (queued by rank, :mod:`.ranking`)."""

from __future__ import annotations

import heapq
import time
from typing import Any

from ..python import Kind
from ..python.context import MINOR
from .loops import ITERATOR_TESTS, Iterations
from .pin_flips import pin_targets
from .ranking import Ranking
from .search_state import (
    FLIPPABLE,
    PINS,
    REFUTED_LIMIT,
    Place,
    Run,
    Target,
)
from .tracer import Site

#: the most iterations a loop cut at the bound is extended to for a refuted branch
#: (:meth:`Recording._extend_cut_loop`)
EXTEND_LIMIT = 64


class Recording(Ranking):
    """Adds each run to the search's state (:meth:`_record`) and queues its flips."""

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
        covered_before = len(self.covered_any)
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
        self._unwrap(trace.sites)
        for code, depth in trace.library_depth.items():
            if depth < self.library_depth.get(code, depth + 1):
                self.library_depth[code] = depth
        self._cover(run)
        for _, site, context, taken in trace.implied:
            self.covered_any.add((site, context, taken))
        for _, branch, taken in trace.concrete:
            self.covered_any.add((branch, None, taken))
            self.concrete.add(branch)
        self.reaching.update({branch for _, branch, _ in trace.concrete})
        for branch, taken in trace.symbolic_sides:  # a decision took it (a mixed test)
            self.covered_any.add((branch, None, taken))
        # a pin's flip keeps the trie's path (pins are not in it): its run is an example
        # of its own when it took a branch no run had (:mod:`.pin_flips`)
        new = new or (target is not None and target.pin is not None
                      and len(self.covered_any) > covered_before)
        self._note_after(run)
        if target is not None and target.pin is None and not self._follows(run, target):
            s.diverged += 1
        for note in trace.notes:
            if note not in s.notes:
                s.notes.append(note)
            s.note_counts[note] = s.note_counts.get(note, 0) + trace.note_counts.get(note, 1)
        if run.outcome == "stopped":
            reason = f"a run stopped: {run.error}"  # cut short: no check was made
            s.not_attempted[reason] = s.not_attempted.get(reason, 0) + 1
        elif (new or not self.summary.paths) and again is None:
            self._new_path(run)
        self._targets(run, again)
        if again is None:
            self._pin_targets(run)
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
            if d.kind in FLIPPABLE or d.kind is Kind.DOMAIN:
                site = trace.sites[i]
                k = seen.of(trace, i)
                if k <= self.loop_bound:
                    branch = (site, trace.contexts[i], k, d.taken)
                    self.covered.add(branch)
                    self.covered_any.add((site, trace.contexts[i], d.taken))
                    self.covered_sites.add((site, d.taken))
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
            if d.kind in FLIPPABLE or d.kind is Kind.DOMAIN:
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

    def _extend_cut_loop(self, refuted: Target) -> None:
        """A flip to the program's branch ``refuted`` was refuted from a run cut at the
        loop bound: queue the flip of the first iterator's exit past the bound in that
        run (one more item: ``for ch in s`` with a longer ``s``), promoted as the branch's
        unblocker, up to :data:`EXTEND_LIMIT` iterations.  A string rebuilt by the loops
        of stdnum's ``clean`` holds the characters read, so ``len(number) == 10`` needs
        ten iterations, and the paths within a doubled bound (a decision per character)
        double with each iteration before :meth:`Search._deepen` would get there."""
        run, trace = refuted.run, refuted.run.trace
        seen = Iterations(self.loop_bound, self.options.table_bound)
        first_pin = next((i for i, d in enumerate(trace.decisions) if d.kind in PINS),
                         len(trace.decisions))
        for depth, (node, i) in enumerate(run.nodes):
            d, site = trace.decisions[i], trace.sites[i]
            k = seen.of(trace, i)
            if k <= self.loop_bound or d.taken or d.kind not in FLIPPABLE or \
                    not site.what.startswith(ITERATOR_TESTS):
                continue
            flip = (d.condition, True)
            key = (id(node), *flip)
            if k > EXTEND_LIMIT or flip in node or key in self.targets:
                return
            t = Target(run, i, node, flip, site, trace.contexts[i], k, depth, first_pin < i,
                       order=seen.order)
            self.targets[key] = t
            self.boosted[key] = self._priority(refuted).occurrence
            self.unblocks[key] = (refuted.site, refuted.context, refuted.flip[1])
            self.summary.unblocking += 1
            heapq.heappush(self.heap, (self._priority(t), next(self.order), t))
            return

    def _targets(self, run: Run, again: Target | None = None) -> None:
        """The run's flips (of a widened run, ``again``'s alone is queued, the others wait
        for a promotion: :meth:`_widen`)."""
        trace = run.trace
        seen = Iterations(self.loop_bound, self.options.table_bound)
        first_pin = next((i for i, d in enumerate(trace.decisions) if d.kind in PINS),
                         len(trace.decisions))
        if trace.loose_from is not None:
            first_pin = min(first_pin, trace.loose_from - 1)
        run.cut = False
        for depth, (node, i) in enumerate(run.nodes):
            d = trace.decisions[i]
            site = trace.sites[i]
            k = seen.of(trace, i)
            if d.kind in FLIPPABLE or (d.kind is Kind.DOMAIN and not d.taken):
                if k > self.loop_bound:
                    run.cut = True
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

    def _pin_targets(self, run: Run) -> None:
        """Queue the flips of the run's pins (:mod:`.pin_flips`)."""
        for t in pin_targets(self, run):
            if t.key not in self.targets and t.key not in self.attempted:
                self.targets[t.key] = t
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
        function whose branches are all in the library (``datetime.date``'s checks).
        The lifts are counted by site and side in any calling context: ``json``'s
        scanner, called for every value of a document, lifted ``NaN``, ``Infinity`` and
        the ``\\u`` escapes twice per context."""
        trace = run.trace
        where = {i: (node, depth) for depth, (node, i) in enumerate(run.nodes)}
        for first, site, context, taken in trace.implied:
            if (site, context, not taken) in self.covered_any or first not in where or \
                    site.what in MINOR:  # the layer's own split: not a program branch
                continue
            if not self._own(site):
                if self.lifted[site, not taken] >= REFUTED_LIMIT:
                    continue  # a library's branch lifted often enough already
                self.lifted[site, not taken] += 1
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


__all__ = ["Recording"]
