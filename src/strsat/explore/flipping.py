"""One flip of the path search: the prefix and the flipped decision handed to the
solver within a budget of work, and what its answer leads to -- a run of the model; a
refutation that promotes the flips of its unsat core and of the loops' exits, or solves
around the core; a retry without the prefix's pins; wider domains for the flip."""

from __future__ import annotations

import heapq
import time
from collections.abc import Generator
from typing import Any

from ..python import Kind
from ..python.context import MINOR, WIDER
from ..terms import Term
from ..terms.walk import free_vars, postorder_many
from .loops import ITERATOR_TESTS
from .pin_flips import excluded, widened
from .recording import Recording
from .search_state import (
    BACKSTOP,
    BYPASS_ROUNDS,
    CUT_REFUTED_LIMIT,
    PINS,
    SHORT,
    WIDEN_LIMIT,
    WORK_PER_SECOND,
    Rank,
    Run,
    Steps,
    Target,
)
from .solving import Answer, Entry
from .tracer import Site

#: how many decisions before a definition group of an unsat core get their flips
#: promoted (:meth:`Flipping._promote_defined`), nearest first
DEFINED_REACH = 2
#: how many decisions of the same operation :meth:`Flipping._promote_beyond` looks at in
#: the run that took a chosen decision's other side
BEYOND = 4

#: the calls, nearest first, whose last decision a flip refuted by its own condition
#: promotes (:meth:`Flipping._promote_returns`)
RETURNS_REACH = 4
#: the most checks :meth:`Flipping._fewest` makes to keep dropped decisions of a bypass
FEWEST_CHECKS = 6
#: the wall-clock limit of a check without a backstop (``Options.reproducible``) and
#: without an exploration timeout: a day; the work budget ends it long before
UNBOUNDED = 86_400.0


class Flipping(Recording):
    """Solves one flip (:meth:`_attempt`) and follows up its answer."""

    def _limit(self, seconds: float) -> tuple[float, int]:
        """The backstop (wall-clock seconds) and the work units of a check whose budget
        is ``seconds`` at the calibrated rate (:data:`WORK_PER_SECOND`).  The work
        decides; the backstop, :data:`BACKSTOP` times the budget and never past the
        exploration's timeout, only stops a check whose work is far costlier than
        usual.  (Wall-clock limits made which flips end ``unknown`` depend on the
        load: a short check's 0.5 s was 0.3 s of CPU on a loaded machine.  So the
        backstop is stretched by the wall seconds per CPU second the recent checks took,
        :class:`~strsat.explore.solving.LoadGauge`.)  With ``Options.reproducible``
        there is no backstop but the exploration's timeout."""
        units = max(1, int(seconds * WORK_PER_SECOND))
        backstop = UNBOUNDED if self.options.reproducible else \
            BACKSTOP * seconds * self.solver.gauge.stretch()
        if self.deadline is not None:
            backstop = max(0.05, min(backstop, self.deadline - time.monotonic()))
        return backstop, units

    def _first_check(self, target: Target, backstop: float, work: int
                     ) -> tuple[list[Entry], Entry, Answer]:
        """The flip's check with the prefix as the run took it; a pin's flip asking for
        a character of a wider class (:mod:`.pin_flips`) is asked again for another value
        alone when there is none."""
        prefix, last = self._entries(target, relaxed=False)
        answer = self.solver.check(prefix, last, self.variables, backstop, work)
        if answer.status == "unsat" and widened(self, target):
            last = Entry(last.defs, excluded(self, target, widen=False))
            answer = self.solver.check(prefix, last, self.variables, backstop, work)
        return prefix, last, answer

    def _attempt(self, target: Target, full: bool = False) -> Steps:
        self.attempted.add(target.key)
        rank = self._priority(target).rank
        uncovered = rank is Rank.UNTAKEN
        branch = (target.site, target.context, target.flip[1])
        novel = branch in self.covered_any and self._new_context(target)
        self.summary.new_context += novel
        self.summary.retried += full
        # every flip first gets a tenth of the check's work; a flip up to the near ones
        # that runs out of it is retried with the whole once the cheaper flips ahead of
        # the covered ones are used up (:meth:`_retried`): a check the engine cannot
        # decide (``platform``'s chain of eleven ``replace`` calls, a loop over it
        # flipped) takes a tenth of the budget before every flip that is cheap to answer
        short = not full
        backstop, work = self._limit(self.options.check_timeout / SHORT if short
                                     else self.options.check_timeout)
        prefix, last, answer = self._first_check(target, backstop, work)
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
        ran_out = short and answer.status == "unknown" and answer.reason.startswith("timeout")
        wider = self._wider(target, first) if uncovered and answer.status != "sat" \
            and not (ran_out and rank <= Rank.NEAR) else frozenset()
        if relaxed and answer.status == "unsat":
            if not wider:
                self._count_refuted(target)
            else:
                self._cut_refutation(target)
            if rank <= Rank.LEADS_ON:
                yield from self._unblock(target, prefix, last, answer.core, strict,
                                         bypass=uncovered, groups=answer.groups)
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
            concrete = target.pin is not None or self._frontier_led(
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
            self._count_refuted(target, answer.core)
            if rank <= Rank.LEADS_ON:
                yield from self._unblock(target, prefix, last, answer.core, bypass=uncovered,
                                         groups=answer.groups)
        elif ran_out and target.flip not in target.node and rank <= Rank.NEAR:
            # a flip to an untaken branch, to the frontier or a near one (a new context,
            # another iteration, a library's untaken branch) that ran out of its tenth:
            # retried with the whole check budget once the flips ahead of the covered ones
            # are used up (:meth:`_retried`; jsonpointer's lookup after a prefix of two
            # parts needed 4 times the tenth)
            self.retry.append(target)
        else:
            self._undecided(target, answer, short)
            if novel and full:
                self.barren_context[branch] += 1
        self._frontier()  # a refutation may close a side
        self._progress()

    def _count_refuted(self, target: Target, core: list[Term] | None = None) -> None:
        """Count a refuted flip against its branch, and against each side it took of a
        decision that chose a definition the branch's refutations needed
        (:meth:`~.ranking.Ranking._chose_otherwise`).  From a run cut at the loop bound,
        the first :data:`CUT_REFUTED_LIMIT` are noted in :attr:`cut_refuted` instead and
        extend the loop; refuted by its own condition after a loop (``core``: the prefix
        literals of the unsat core), in :attr:`shape_refuted` (the loop must run another
        number of times: its exits are promoted, :meth:`_unblock`)."""
        branch = (target.site, target.context, target.flip[1])
        if self._cut_refutation(target, core):
            return
        self.refuted[branch] += 1
        for side in self._chose_otherwise(target):
            self.refuted_chosen[branch, side] += 1

    def _cut_refutation(self, target: Target, core: list[Term] | None = None) -> bool:
        """Note a refutation that may say nothing of more iterations; whether it is not
        to count against its branch.  From a run cut at the loop bound
        (``len("".join(c for c in s)) == 10``: the refuted term holds what the loop read),
        the branch keeps the search deepening (:attr:`cut_pending`, :meth:`_deepen`) but
        the refutation counts: not counting it let flips refuted for other reasons be
        asked again from every cut run (survey25's ``stamp`` then missed a branch it had
        found in 12 paths).  A loop's exit refuted at the bound's iteration (``for ch in
        s`` ending after ``len(s) == 10`` was decided: some number of items ends a loop
        over a finite sequence) is one of the first :data:`CUT_REFUTED_LIMIT` not
        counted (:attr:`cut_refuted`): the exit stays on the frontier, and the loop is
        extended where a run went past the bound (:meth:`_extend_cut_loop`).  A flip
        refuted by its own condition (``core``, the prefix literals of the unsat core,
        empty) after a loop the run ended is one of the first :data:`CUT_REFUTED_LIMIT`
        noted in :attr:`shape_refuted` and not counted either.  Only in a search with a
        budget (as :meth:`_deepen`)."""
        branch = (target.site, target.context, target.flip[1])
        if not self.options.budgeted or target.site.what in MINOR:
            return False  # a search without a budget ends at the first bound, as it did
        if target.run.cut:
            self.cut_pending.add(branch)
        exit_ = target.site.what.startswith(ITERATOR_TESTS) and target.flip[1] is False \
            and target.occurrence >= self.loop_bound
        if not exit_ or self.cut_refuted[branch] >= CUT_REFUTED_LIMIT:
            return self._shape_refutation(target, branch, core)
        self.cut_refuted[branch] += 1
        self.cut_pending.add(branch)
        self._extend_cut_loop(target)
        return True

    def _shape_refutation(self, target: Target, branch: tuple[Any, Any, bool],
                          core: list[Term] | None) -> bool:
        """The :attr:`shape_refuted` case of :meth:`_cut_refutation` (budgeted, not a
        layer split): whether the refutation is noted there instead of counted."""
        if core is None or self.shape_refuted[branch] >= CUT_REFUTED_LIMIT:
            return False
        exits = self._loop_exits(target.run, target.depth)
        if not exits or (core and not self._by_iterations(target, exits, set(core))):
            return False
        self.shape_refuted[branch] += 1
        self.cut_pending.add(branch)
        return True

    def _by_iterations(self, target: Target, exits: list[int], core: set[Term]) -> bool:
        """Whether ``core`` (prefix literals of a refutation) holds a loop's own test and
        otherwise only decisions made before the first loop ended: what refutes the flip
        is then the number of times the loops ran, which the run's terms hold as
        constants (``email.utils.parseaddr``'s atom loop ran twice for ``aa``; the
        address it built cannot end with ``.org``) -- one more iteration may answer it."""
        run, trace = target.run, target.run.trace
        tests = set()
        for k in exits:
            i = run.nodes[k][1]
            tests.add((trace.sites[i].code, trace.sites[i].line, trace.activations[i]))
        first, looped = min(exits), False
        for k, (_, i) in enumerate(run.nodes[:target.depth]):
            if trace.decisions[i].in_prefix() not in core:
                continue
            site = trace.sites[i]
            if (site.code, site.line, trace.activations[i]) in tests:
                looped = True
            elif k > first:
                return False
        return looped

    def _undecided(self, target: Target, answer: Answer, short: bool) -> None:
        """Count a flip's ``unknown`` answer that is not retried by its reason; a layer
        split (:data:`MINOR`) asked with a tenth of the work marks its kind and side
        exhausted, whether its work ran out or the engine could not decide it ("length
        bound ... exhausted": a count of lines past ``str()``'s 4,300-digit limit needs a
        string that long), so the next flip of that split to that side waits for the end
        (:meth:`Ranking._out_of_work`)."""
        if short and target.site.what in MINOR:
            self.exhausted[target.site.what, target.flip[1]] += 1
        reason = answer.reason if not short else \
            f"{answer.reason} (a tenth of the check's work, not retried)"
        self.summary.unknown[reason] = self.summary.unknown.get(reason, 0) + 1

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
                if d.in_prefix() in core or _related(_variables(d.condition), later):
                    sites.add(trace.sites[j])
            elif d.kind is not Kind.CONCRETE and d.in_prefix() in core:
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
                 bypass: bool = True, groups: list[tuple[Term, ...]] | None = None
                 ) -> Steps:
        """A flip to an untaken branch (``bypass``) or to a side that leads to the frontier
        is infeasible after this prefix.  The loops the prefix ran (:meth:`_loop_exits`)
        may be what must change: their exits' flips count as flips to untaken branches.
        For an untaken branch, so do the flippable decisions in the unsat core of the
        prefix and the flip, and the branch is asked for at once without them
        (:meth:`_bypass`, keeping the pins of ``strict`` if the prefix was relaxed: inputs
        stay where the layer models them exactly).  ``found``: the prefix literals in
        the refuting check's unsat core; ``groups``: its definition groups, whose
        choosing decisions are promoted too (:meth:`_promote_defined`)."""
        exits = self._loop_exits(target.run, target.depth)
        for depth in exits:
            self._promote_exit(target, target.run, depth)
        if found is not None and not found:
            self._promote_returns(target)
        if not bypass:
            return
        core = set(found or ())
        self._promote(target, core)
        self._promote_defined(target, groups or [])
        kept = strict if strict is not None else prefix
        run = target.run
        stops = {run.trace.decisions[run.nodes[depth][1]].in_prefix() for depth in exits} & core
        if stops:
            # the loops the core stopped, run on as long as the branch needs (urlsplit's
            # scheme loop stopped after one character refutes ``scheme == "https"``): one
            # more iteration per flip would need as many runs as the constant's length
            bypasses = self.summary.bypasses
            yield from self._bypass(target, kept, last, stops, loops=True)
            if self.summary.bypasses > bypasses:
                return
        yield from self._bypass(target, kept, last, core)

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

    def _promote_returns(self, target: Target) -> None:
        """A flip refuted by its own condition (an empty unsat core): its terms hold
        constants the control flow chose, most often what the calls made since the
        target's call last decided returned.  Promote the last decision of each of the
        :data:`RETURNS_REACH` nearest of those calls (``os.path.relpath`` starting with
        ``..``: ``commonprefix``'s loop returned at its first part, ``c != s2[i]``, so
        the count of shared parts is the constant 0; flipped, the loop runs on)."""
        run, trace = target.run, target.run.trace
        own = trace.activations[target.index]
        seen: set[int] = set()
        for node, i in reversed(run.nodes[:target.depth]):
            activation = trace.activations[i]
            if activation == own or len(seen) >= RETURNS_REACH:
                return
            if activation in seen:
                continue
            seen.add(activation)
            d = trace.decisions[i]
            if d.kind not in PINS and trace.sites[i].what not in MINOR:
                self._boost(target, (id(node), d.condition, not d.taken))

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
                core: set[Term], loops: bool = False) -> Steps:
        """Solve for the untaken branch with the prefix less the decisions of the unsat
        core (each dropped, not negated; up to :data:`BYPASS_ROUNDS` cores).  The layer's
        terms hold on every path (``partition``'s parts are ``ite`` terms, not the parts
        of this run), so the input may take other sides at the dropped decisions and
        still meet the rest: the version parser's pre-release is non-empty only with a
        ``-``, a decision made before the three numbers the prefix keeps.  Tried only
        when the paths through the dropped decisions' other sides rejoin this one
        (:meth:`_rejoins`).  The run is not claimed to follow the prefix; it counts as
        a bypass (and as reaching the branch if it does).  With ``loops``, ``core`` holds
        loop exits only: their other sides run the loop on, back to the same exit, so
        the paths rejoin by construction, and one round is tried.  A model found with
        several decisions dropped is first asked again with as few of them dropped as
        still give one (:meth:`_fewest`)."""
        original = prefix
        for _ in range(1 if loops else BYPASS_ROUNDS):
            if not core or not (loops or self._rejoins(target, core)) or (
                    self.deadline is not None and time.monotonic() > self.deadline):
                return
            kept = [e if e.literal not in core else Entry(e.defs, None) for e in prefix]
            answer = self.solver.check(kept, last, self.variables,
                                       *self._limit(self.options.check_timeout))
            if answer.status == "sat":
                assert answer.model is not None
                answer = self._fewest(target, original, last, core, answer)
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

    def _fewest(self, target: Target, prefix: list[Entry], last: Entry,
                dropped: set[Term], answer: Answer) -> Answer:
        """The bypass's model with the fewest of the ``dropped`` decisions dropped that
        still give one: each is kept in turn where the check stays ``sat`` (deletion, as
        :func:`strsat.engine.unsat_cores.shrink` shrinks a core; at most
        :data:`FEWEST_CHECKS` checks), first those whose other side skips the next
        decision this run made after them (:meth:`_skips`).  The cores that refuted the
        flip are not minimal, and every decision dropped lets the model take its other
        side, whose data flow may differ from the prefix's terms: urlsplit's ``i > 0
        and url[0].isalpha()`` false (no scheme) and ``url[:2] == '//'`` both in a core
        of ``port`` being set; with both dropped the model ``aa:a`` reads its port from
        terms its run never computes (it takes the scheme, and has no netloc), with
        ``i > 0`` dropped and ``//`` kept ``//a:1`` keeps the rest of the path.  Each
        kept answer is one the solver gave: a model of the prefix less the decisions
        still dropped."""
        skips = self._skips(target, dropped)
        order = [e.literal for e in prefix if e.literal in dropped]
        if len(order) < 2:
            return answer
        order.sort(key=lambda literal: literal not in skips)  # stable: prefix order
        left = set(dropped)
        for literal in order[:FEWEST_CHECKS]:
            if len(left) < 2 or (self.deadline is not None and
                                 time.monotonic() > self.deadline):
                break
            trial = left - {literal}
            kept = [e if e.literal not in trial else Entry(e.defs, None) for e in prefix]
            got = self.solver.check(kept, last, self.variables,
                                    *self._limit(self.options.check_timeout / SHORT))
            if got.status == "sat":
                left, answer = trial, got
        return answer

    def _skips(self, target: Target, core: set[Term]) -> set[Term]:
        """The literals of ``core`` whose decision's other side, in the runs that took
        it, never reached the next site this run decided after it (on another line):
        the paths rejoin further on, past code whose values the other side never
        computes (``url[:2] == '//'`` false skips ``_splitnetloc``)."""
        run = target.run
        sites = run.trace.sites
        skipping = set()
        for _, i in run.nodes[:target.depth]:
            d = run.trace.decisions[i]
            literal = d.in_prefix()
            if literal not in core:
                continue
            following = next((site for site in sites[i + 1:target.index + 1]
                              if site.line != sites[i].line or site.code != sites[i].code),
                             None)
            later = self.after.get((d.condition, not d.taken)) or set()
            if following is None or following not in later:
                skipping.add(literal)
        return skipping

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
            if d.in_prefix() not in core:
                continue
            later = self.after.get((d.condition, not d.taken))
            if not later or later.isdisjoint(sites[i + 1:target.index + 1]):
                return False
        return True

    def _promote(self, target: Target, core: set[Term]) -> None:
        """Promote the flips of the program's decisions in an unsat core (``core``: its
        prefix literals), and note their other sides as chosen (:attr:`chosen`): the
        refutation says nothing of a run that took one of them (``textwrap.dedent``
        finding no indented line refutes ``startswith("def")``; a run that found one
        is asked again, :meth:`~.ranking.Ranking._chose_otherwise`).  The layer's own
        case splits (:data:`MINOR`) are not decisions of the program, except those of the
        target's own operation (same line and call): ``int(yy)`` not raising, refuted
        after ``yy`` was found to be no ASCII numeral in any of ``int()``'s forms, is
        reached by flipping one of those forms (``email.utils.parsedate_tz``'s year).
        The first of them is promoted, whichever the core names: the layer tries its
        commonest and cheapest form first (``[0-9]+``; the core named the underscored
        form, whose value made every later test of the year a hard check)."""
        run, trace = target.run, target.run.trace
        branch = (target.site, target.context, target.flip[1])
        splits = target.operation_splits()
        if splits and any(trace.decisions[i].in_prefix() in core for _, i in splits):
            node, i = splits[0]
            d = trace.decisions[i]
            self._boost(target, (id(node), d.condition, not d.taken))
        for node, i in run.nodes[:target.depth]:
            d, site = trace.decisions[i], trace.sites[i]
            if d.in_prefix() not in core or site.what in MINOR:
                continue  # the layer's own case split: not a decision of the program
            if d.kind not in PINS:
                self.chosen.setdefault(branch, set()).add((site, not d.taken))
            self._boost(target, (id(node), d.condition, not d.taken))

    def _promote_defined(self, target: Target, groups: list[tuple[Term, ...]]) -> None:
        """Promote the flips of the :data:`DEFINED_REACH` decisions nearest before each
        definition group of an unsat core (issue 38).  A layer's model defines an
        auxiliary variable in the case a decision just took, so the decision just before
        the definition is the one whose outcome chose it: the run of a CSV field's
        ordinary characters is defined after the field's first character was found not
        to be special, and holds no comma, so ``rows[0][1] == "x,y"`` is refuted by that
        definition while the core's literals name no decision that would change it.
        A decision whose other side some run took already is followed into that run
        (:meth:`_promote_beyond`).  Only the order of the flips changes (as
        :meth:`_promote`); nothing is claimed infeasible."""
        if not groups:
            return
        run, trace = target.run, target.run.trace
        made = {trace.defs_before[j]: j for j in range(target.index + 1)
                if trace.defs_before[j]}
        positions = sorted({made[g] for g in groups if g in made}, reverse=True)
        nodes = run.nodes[:target.depth]
        for j in positions:
            near = [(node, i) for node, i in reversed(nodes) if i < j and
                    trace.decisions[i].kind not in PINS and trace.sites[i].what not in MINOR]
            for node, i in near[:DEFINED_REACH]:
                d = trace.decisions[i]
                self.chosen.setdefault((target.site, target.context, target.flip[1]),
                                       set()).add((trace.sites[i], not d.taken))
                key = (id(node), d.condition, not d.taken)
                if (d.condition, not d.taken) in node:
                    self._promote_beyond(target, node[d.condition, not d.taken], i)
                else:
                    self._boost(target, key)

    def _promote_beyond(self, target: Target, child: dict[Any, Any], i: int) -> None:
        """Promote the untried flips of the first :data:`BEYOND` decisions that the run
        which took ``child`` (the other side of the target run's decision ``i``) made
        there in the same operation (line and activation): the choices of the layer's
        case after the side the definition needs (a CSV field's first character special,
        then which one: a quote)."""
        reached = self.reached.get(id(child))
        if reached is None:
            return
        further, start = reached
        site, activation = target.run.trace.sites[i], target.run.trace.activations[i]
        ft = further.trace
        for node, k in further.nodes[start:start + BEYOND]:
            if ft.sites[k].code is not site.code or ft.sites[k].line != site.line or \
                    ft.activations[k] != activation:
                break
            d = ft.decisions[k]
            if d.kind not in PINS and ft.sites[k].what not in MINOR:
                self._boost(target, (id(node), d.condition, not d.taken))

    def _boost(self, target: Target, key: tuple[Any, ...]) -> None:
        """Promote the flip ``key`` (if queued and untried) for the untaken branch of
        ``target``."""
        other = self.targets.get(key)
        if other is None or key in self.attempted or key in self.boosted:
            return
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
            literal = None if relaxed and d.kind in PINS else d.in_prefix()
            defs = trace.defs_before[j]
            if literal is not None or defs:
                prefix.append(Entry(defs, literal))
        side = decisions[target.index].flipped() if target.pin is None \
            else excluded(self, target)
        last = Entry(trace.defs_before[target.index], side)
        return prefix, last


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
    return set(free_vars(condition))


def _related(domain: set[Term], later: set[Term]) -> bool:
    """Whether a literal of the variables ``later`` may hold a result computed from the
    domain's variables ``domain``: they share one, or ``later`` holds an auxiliary variable
    (a definition's, named with ``!``: it stands for a term of any input)."""
    return not domain.isdisjoint(later) or any("!" in str(v.value) for v in later)


__all__ = ["Flipping"]
