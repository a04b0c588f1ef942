"""The order of the path search's flips (docs/explanation/explore.md, "How it works",
2. Choosing the next flip): the ranks of :class:`~.search_state.Rank` by the rules of
:meth:`Ranking._priority`, the frontier (the sites and concrete branches with a side no
run took) they depend on, and the queue of flips."""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Any

from ..python import Kind
from ..python.context import LIBRARY_MINOR, MINOR
from ..terms import Term
from .report import Summary
from .search_state import (
    REFUTED_LIMIT,
    Branch,
    Options,
    Priority,
    Rank,
    SearchState,
    Target,
)
from .solving import PrefixSolver
from .tracer import Site


class Ranking(SearchState):
    """The flips' order: their rank by the rules of :meth:`_priority`, the frontier, the
    queue (:meth:`_next`)."""

    #: set by :class:`~strsat.explore.search.Search` (its ``__init__``)
    files: set[str]
    followed: set[str]
    options: Options
    variables: list[Term]
    assumed: list[Term]
    on_progress: Callable[[Summary], None] | None
    summary: Summary
    solver: PrefixSolver
    widens: bool
    declining: frozenset[Site]
    hints: str
    loop_bound: int
    started: float
    deadline: float | None

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
        (:meth:`_pinned_value`, :meth:`_out_of_work`, :meth:`_shape_variation`,
        :meth:`_in_raise`, :meth:`_promoted`, :meth:`_all_refuted`, :meth:`_taken_side`,
        :meth:`_untaken_side`) that ranks it; within a rank, the lower
        iteration, then the shorter prefix (docs/explanation/explore.md, "How it works",
        2. Flipping)."""
        branch = (target.site, target.context, target.flip[1])
        for rule in (self._pinned_value, self._out_of_work, self._shape_variation,
                     self._in_raise, self._promoted, self._all_refuted, self._taken_side):
            ranked = rule(target, branch)
            if ranked is not None:
                return ranked
        return self._untaken_side(target, branch)

    def _pinned_value(self, target: Target, branch: Branch) -> Priority | None:
        """A pin's flip (:mod:`.pin_flips`): a fallback, with the flips to covered sides
        (one decision deeper per barren flip of its site) while some branch after its
        place has a side no run took; after every other flip when none has.  Ranked
        with the near flips, they took the runs of a dispatch over an enum's members
        (``HTTPStatus(int(s))``: 4 of 6 branches became 3 in the same time)."""
        if target.pin is None:
            return None
        leads = self.pin_leads.get((target.site, target.context), set())
        if leads.isdisjoint(self.open_concrete):
            return Priority(Rank.LAST, target.place, target.depth)
        barren = self.barren_concrete[branch]
        return Priority(Rank.COVERED, target.place, target.depth + barren)

    def _in_raise(self, target: Target, branch: Branch) -> Priority | None:
        """A decision made while a ``raise`` built its exception's arguments
        (:meth:`.tracer.RunTrace.raising`: ``"bad %r" % x``): ranked with the covered
        sides, after the function's own branches (not dropped: another message is
        another outcome's text, but no new arc)."""
        if target.index in target.run.trace.in_raise:
            return Priority(Rank.COVERED, target.place, target.depth)
        return None

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
        side ran out of a short check's work somewhere, or that the engine could not
        decide: after every other flip, in a ``raise``'s message too (a JSON error's
        line number past ``str()``'s digit limit was asked 44 times, a tenth of the
        check's work each, half of jsonpatch's budget)."""
        site, side = target.site, branch[2]
        if site.what in MINOR and self.exhausted[site.what, side]:
            return Priority(Rank.LAST, target.place, target.depth)
        return None

    def _shape_variation(self, target: Target, branch: Branch) -> Priority | None:
        """A flip of the layer's own split (:data:`MINOR`) that only changes the shape of
        a value the program treats alike: to a side some run took at this iteration after
        the same set of the program's branches (:attr:`Run.contexts`; ``int()`` of
        ``" 7"`` or ``"0_7"`` once ``"7"`` was read there), or of an operation whose
        earlier split was flipped from this prefix already (:meth:`_sibling_flipped`:
        ``int("")`` raised, ``"0"`` was asked at its first tier, the three other tiers
        give another numeral): after every flip that may change what the program does.
        Each run of such a flip offered the variations of the first part again, at the
        first iteration, and they took the budget before the flips at the second and third
        parts of ``[int(p) for p in s.split(",")]``; the first tier's flip at a later part
        in a new context (the way from ``"9,,"`` to ``"9,0,"``) still ranks as before."""
        if target.site.what not in MINOR or target.depth >= len(target.run.contexts):
            return None
        taken = (target.site, target.context, target.occurrence, branch[2])
        if target.run.contexts[target.depth] in self.taken_in.get(taken, ()) or \
                self._sibling_flipped(target):
            return Priority(Rank.LAST, target.place, target.depth)
        return None

    def _sibling_flipped(self, target: Target) -> bool:
        """Whether a split of the same operation before the target's
        (:meth:`~.search_state.Target.operation_splits`) had its other side tried from
        this prefix already."""
        trace = target.run.trace
        for node, i in target.operation_splits():
            d = trace.decisions[i]
            if (d.condition, not d.taken) in node or \
                    (id(node), d.condition, not d.taken) in self.attempted:
                return True
        return False

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
        while that branch was refuted fewer than twice :data:`REFUTED_LIMIT` times; or a
        flip whose run took the other side of a decision that chose a definition the
        branch's refutations needed (:meth:`_chose_otherwise`)."""
        return (target.unblocked and self.refuted[target.site, target.context,
                                                  target.flip[1]] < 2 * REFUTED_LIMIT) or \
            any(self.refuted_chosen[(target.site, target.context, target.flip[1]), side]
                < REFUTED_LIMIT for side in self._chose_otherwise(target))

    def _chose_otherwise(self, target: Target) -> set[tuple[Site, bool]]:
        """The (site, side) pairs this flip's run took before it that are the other sides
        of decisions whose definitions, or whose literals, refuted earlier flips to the
        same branch (issue 38: the refutations of ``rows[0][1] == "x,y"`` after an
        unquoted second field say nothing of a run whose second field starts with a
        quote)."""
        chosen = self.chosen.get((target.site, target.context, target.flip[1]))
        if not chosen:
            return set()
        first = self.first_sides.get(id(target.run))
        if first is None:
            trace = target.run.trace
            first = {}
            for i, (site, d) in enumerate(zip(trace.sites, trace.decisions, strict=False)):
                first.setdefault((site, d.taken), i)
            self.first_sides[id(target.run)] = first
        return {side for side in chosen if first.get(side, target.index) < target.index}

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
            # a wrapped library's side that leads past it to the program's own test
            rank = Rank.UNTAKEN if self._wrapped_library(site) and self._behind(branch) \
                else Rank.NEAR
        elif (site, context, target.occurrence, side) in self.covered:
            rank = Rank.NEAR if self._new_context(target) else Rank.COVERED
        else:
            rank = Rank.NEAR  # taken at other iterations only
        return Priority(rank, target.place, target.depth)

    def _behind(self, key: tuple[Site, Any, bool]) -> bool:
        """Whether the side ``key`` led to a concrete branch of the explored code with a
        side no run took that some runs never reached (the loop body over
        ``csv.DictReader``'s records: reached only by the runs whose text held a header
        and a row; a test of ``parse_color(s)``'s result every run reaches is not
        behind anything)."""
        leads, runs = self.leads.get(key, set()), len(self.runs)
        return any(self.reaching[branch] < runs
                   for branch, context in self.open_concrete if (branch, context) in leads)

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
        followed library's branch serves the program, but a wrapper's package is its own
        (:meth:`_wrapped_library`), its exceptions too."""
        site, side = target.site, branch[2]
        if (self.refuted[branch] >= REFUTED_LIMIT and not self._spared(target)) or \
                site.what in MINOR or self._deep_minor(site):
            rank = Rank.COVERED
        elif site.kind is Kind.RAISE and side:
            # a wrapper's outcomes are the exceptions of the package it calls, ranked
            # with that package's untaken branches
            rank = Rank.UNTAKEN if self._wrapped_library(site) else Rank.LEADS_ON
        elif not self._own(site) and not self._wrapped_library(site):
            # a library's side some run took in another calling context: the same code
            rank = Rank.COVERED if (site, side) in self.covered_sites else Rank.NEAR
        else:
            rank = Rank.UNTAKEN
        return Priority(rank, target.place, target.depth)

    def _wrapped_library(self, site: Site) -> bool:
        """While the function wraps library code (:attr:`wrapper`), the package its code
        calls ranks as its own, the packages that package calls after it
        (:attr:`library_depth`): pip's ``redact_auth_from_url`` tests ``"@" in netloc``
        after ``urllib.parse.urlsplit``, whose scheme and netloc branches took all of a
        10 s budget when both ranked alike (16 of 36 arcs, no ``@``)."""
        return self.wrapper and site.code is not None and \
            self.library_depth.get(site.code, 2) <= 1

    def _deep_minor(self, site: Site) -> bool:
        """A :data:`LIBRARY_MINOR` split decided in a library the program reaches only
        through another (:attr:`library_depth` 2 or more: neither its own code nor a
        package it calls): ranked as a minor one (griffe's ``parse_google`` under a
        user's wrapper calls ``inspect.cleandoc``, whose ``expandtabs`` no-tab split went
        first: 5 paths in 10 s, 23 of 41 arcs)."""
        return site.what in LIBRARY_MINOR and not self._own(site) and \
            site.code is not None and self.library_depth.get(site.code, 2) >= 2

    def _own(self, site: Site) -> bool:
        """Whether ``site`` is in the explored module or its package (not in a library
        whose code a call entered)."""
        return site.code is None or site.code.co_filename in self.files

    def _unwrap(self, sites: list[Site]) -> None:
        """End :attr:`wrapper` when a run decided a branch of the explored code itself
        (not a layer's own split there)."""
        if self.wrapper and any(
                site.code is not None and site.code.co_filename in self.files
                and site.what not in MINOR and site.kind is not Kind.CONCRETE
                for site in sites):
            self.wrapper = False

    def _library_frontier(self) -> bool:
        """Whether a followed library has a branch with a side no run has taken (not
        refuted :data:`REFUTED_LIMIT` times, nor a layer's own split), or a branch on
        plain values with one (recorded while the function is a :attr:`wrapper`): the
        frontier of a function that wraps library code (:meth:`Search._deepen`)."""
        return any(site.what not in MINOR and not self._own(site) and any(
                       (site, context, side) not in self.covered_any
                       and self.refuted[site, context, side] < REFUTED_LIMIT
                       for side in (True, False))
                   for site, context in self.decided) or \
            any(branch[0].co_filename not in self.files and any(
                    (branch, None, side) not in self.covered_any for side in (True, False))
                for branch in self.concrete)

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
        concrete = {(branch, None) for branch in self.concrete
                    if branch[0].co_filename in self.files and any(
                        (branch, None, side) not in self.covered_any
                        for side in (True, False))}
        if fresh != self.open or concrete != self.open_concrete or rerank:
            self.open, self.open_concrete = fresh, concrete
            self.heap = [(self._priority(t), seq, t) for _, seq, t in self.heap
                         if not self._stale(t)]
            heapq.heapify(self.heap)


__all__ = ["Ranking"]
