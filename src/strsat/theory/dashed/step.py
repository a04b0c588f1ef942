"""The dashed-string step of the strategy (paper 003; docs/engine.md, "Dashed strings").

It takes the components of the candidate that are *long* — the core's lengths add up to
at least :data:`LONG` characters, or a constant or a membership's least word is that long
— and leaves the others to the fixed-length search, whose layout of one position per
character is the better tool for short strings and the wrong one for long ones.  Per long
component, read by the fixed-length builder and stated over dashed strings
(:mod:`.problem`):

1. **length-free propagation** (cached per component): SWEEP and the propagators with
   every length free.  An emptied domain is a conflict of the literals alone
   (``DASH_CONFLICT``); otherwise each variable's domain bounds its length, and a core
   length outside those bounds gets ``DASH_LENGTH`` (``¬(L ∧ |x| < lo)``) — one lemma
   instead of one refuted length per round;
2. **search at the core's lengths**: propagation and the G-Strings search
   (:mod:`.search`).  A model is kept (and checked by the evaluator with the others);
   a failed root propagation or an exhausted search blocks the length vector
   (``DASH_BLOCK``); a search stopped at its limit leaves the component to the
   fixed-length step.

When every component is long and solved the step answers the model; otherwise it passes
its solutions on in ``ctx.solved`` and the fixed-length search does the short rest.
Explanations are the literals and integer facts of the component (shrunk by deletion
within a budget) — literals the core understands, so learning works as for the other
steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...terms import FALSE, STRING, Term, integer, mk
from ...terms.walk import postorder
from ..context import CONSISTENT, Lemma, StepResult, TheoryContext
from ..fixed_length import problem as fl
from ..inferences import Inference
from ..regular.languages import ast_of
from .blocks import INF, max_length, min_length, of_string, universe
from .constraints import Constraint
from .problem import Aux, translate
from .search import Search
from .store import Store

#: Characters of a component (core lengths, a constant, a least word) that make it long.
LONG = 1000
#: Search nodes at the core's lengths before the component is left to the next tier.
NODE_LIMIT = 4000
#: Seconds of one call.
STEP_SECONDS = 3.0
#: Propagations / searches spent shrinking one explanation.
SHRINK_TESTS = 24
SHRINK_SECONDS = 0.5


@dataclass
class _Component:
    constraints: list[fl.Constraint]
    vars: list[Term]
    #: literals and integer facts behind each constraint (same order)
    premises: list[list[Term]] = field(default_factory=list)


class Dashed:
    """The ``dashed`` theory step."""

    name = "dashed"

    def __init__(self, long_length: int = LONG, node_limit: int = NODE_LIMIT) -> None:
        self.long_length = long_length
        self.node_limit = node_limit
        #: length-free domains per component key: None when the component is in conflict
        self._free: dict[frozenset, dict[Term, tuple[int, int]] | None] = {}

    # ---- entry ------------------------------------------------------------------------

    def check(self, ctx: TheoryContext) -> StepResult:
        components = self._components(ctx)
        if components is None:
            return CONSISTENT
        long = [c for c in components if self._is_long(c, ctx)]
        if not long:
            return CONSISTENT
        left = ctx.deadline.remaining()
        budget = ctx.deadline.sub(STEP_SECONDS if left is None else min(STEP_SECONDS, left / 3))
        stats = ctx.stats
        stats.count("dashed.calls")
        lemmas: list[Lemma] = []
        solved: dict[Term, str] = {}
        unsolved = len(components) - len(long)
        try:
            for comp in long:
                stats.count("dashed.components")
                hinted = self._try_hints(comp, ctx, budget)
                if hinted is not None:
                    stats.count("dashed.hints")
                    solved.update(hinted)
                    continue
                with stats.timer("dashed.free"):
                    found = self._free_lemmas(comp, ctx, budget)
                if found:
                    lemmas += found
                    continue
                with stats.timer("dashed.search"):
                    outcome = self._solve(comp, ctx, budget)
                if isinstance(outcome, dict):
                    solved.update(outcome)
                elif outcome is not None:
                    lemmas.append(outcome)
                else:
                    unsolved += 1
        except ResourceLimit:
            if ctx.deadline.expired():
                raise
            stats.count("dashed.budget")
            return StepResult(lemmas=lemmas) if lemmas else CONSISTENT
        if lemmas:
            return StepResult(lemmas=lemmas)
        if unsolved:
            ctx.solved.update(solved)
            return CONSISTENT
        model = dict(solved)
        for x in ctx.string_vars:
            if x not in model:
                try:
                    n = ctx.length(x)
                except KeyError:
                    continue
                hint = ctx.hints.get(x)
                model[x] = hint if hint is not None and len(hint) == n else "a" * n
        stats.count("dashed.models")
        return StepResult(model=model)

    # ---- reading the candidate ------------------------------------------------------

    def _components(self, ctx: TheoryContext) -> list[_Component] | None:
        """The fixed-length builder's components, each constraint with its premises
        (its literal, the integer facts read, and the lengths the builder read)."""
        read: list[Term] = []

        def length(x: Term) -> int:
            n = ctx.length(x)
            read.append(mk("=", mk("str.len", x), integer(n)))
            return n

        builder = fl.Builder(ctx.int_value, length)
        premises: dict[int, list[Term]] = {}
        try:
            for item in [*((lit.atom, lit.positive) for lit in ctx.literals),
                         *((d, None) for d in ctx.guarded)]:
                before = len(builder.problem.constraints)
                read.clear()
                if item[1] is None:
                    if not fl.is_definition(item[0]):
                        continue
                    builder.definition(item[0])
                else:
                    builder.literal(item[0], item[1])
                for c in builder.problem.constraints[before:]:
                    why = [c.reason] if c.reason is not None else []
                    premises[id(c)] = why + list(c.facts) + list(read)
        except Exception as exc:  # an integer term the core cannot evaluate, a length missing
            ctx.incomplete(f"dashed strings: candidate unreadable ({exc})")
            return None
        out = []
        for group in builder.problem.components():
            vs = list(dict.fromkeys(v for c in group for v in c.vars))
            out.append(_Component(group, vs, [premises[id(c)] for c in group]))
        return out

    def _is_long(self, comp: _Component, ctx: TheoryContext) -> bool:
        try:
            total = sum(ctx.length(v) for v in comp.vars)
        except KeyError:
            return False
        if total >= self.long_length:
            return True
        for c in comp.constraints:
            for t in _constants(c):
                if len(t) >= self.long_length:
                    return True
            if c.kind == fl.RE:
                node = ast_of(c.data[1])
                if node is not None and node.min_len >= self.long_length:
                    return True
        return False

    # ---- phase 1: lengths free ---------------------------------------------------------

    def _free_lemmas(self, comp: _Component, ctx: TheoryContext, budget: Deadline
                     ) -> list[Lemma]:
        key = frozenset(t for ps in comp.premises for t in ps) | frozenset(
            c.term for c in comp.constraints)
        if key not in self._free:
            self._free[key] = self._propagate_free(comp, range(len(comp.constraints)), budget)
        bounds = self._free[key]
        if bounds is None:
            used = self._shrink(comp, lambda keep, limit: self._propagate_free(comp, keep, limit)
                                is None, budget)
            ctx.stats.count("dashed.conflicts")
            return [Lemma(_negation(self._premises(comp, used)), Inference.DASH_CONFLICT)]
        lemmas = []
        for x, (lo, hi) in bounds.items():
            n = ctx.length(x)
            if lo <= n <= hi:
                continue
            length = mk("str.len", x)
            violated = mk("<", length, integer(lo)) if n < lo else mk(">", length, integer(hi))

            def still(keep: Sequence[int], limit: Deadline, x: Term = x, n: int = n) -> bool:
                got = self._propagate_free(comp, keep, limit)
                if got is None:
                    return True
                lo2, hi2 = got.get(x, (0, INF))
                return not lo2 <= n <= hi2

            used = self._shrink(comp, still, budget)
            ctx.stats.count("dashed.length_lemmas")
            lemmas.append(Lemma(_negation(self._premises(comp, used) + [violated]),
                                Inference.DASH_LENGTH))
        return lemmas

    def _propagate_free(self, comp: _Component, keep: Sequence[int], budget: Deadline
                        ) -> dict[Term, tuple[int, int]] | None:
        """Length bounds of the variables after the length-free propagation of the
        constraints ``keep`` (None: a conflict)."""
        stated = self._state(comp, keep, None)
        if stated is None:
            return None
        constraints, aux = stated
        dom = {v: universe() for v in comp.vars}
        lens = {v: (0, INF) for v in comp.vars}
        for v, (lo, hi) in aux.items():
            dom[v], lens[v] = universe(lo, hi), (lo, hi)
        _add_missing(constraints, dom, lens)
        search = Search(constraints, Store(dom, lens), budget)
        st = search.root.copy()
        if not search.propagate(st):
            return None
        return {v: (max(st.lens[v][0], min_length(st.dom[v])),
                    min(st.lens[v][1], max_length(st.dom[v]))) for v in comp.vars}

    # ---- phase 2: the core's lengths ---------------------------------------------------

    def _solve(self, comp: _Component, ctx: TheoryContext, budget: Deadline
               ) -> dict[Term, str] | Lemma | None:
        """A model of the component, a block of its length vector, or None (limit)."""
        result = self._search(comp, range(len(comp.constraints)), ctx, budget,
                              self.node_limit)
        ctx.stats.count("dashed.nodes", result.nodes)
        if result.model is not None:
            return {v: w for v, w in result.model.items() if not isinstance(v, Aux)}
        if not result.exhausted:
            ctx.stats.count("dashed.search_limit")
            return None

        def fails(keep: Sequence[int], limit: Deadline) -> bool:
            r = self._search(comp, keep, ctx, limit, 200)
            return r.model is None and r.exhausted

        used = self._shrink(comp, fails, budget)
        ctx.stats.count("dashed.blocks")
        vs = list(dict.fromkeys(v for i in used for v in comp.constraints[i].vars))
        lengths = [mk("=", mk("str.len", v), integer(ctx.length(v))) for v in vs]
        return Lemma(_negation(self._premises(comp, used) + lengths), Inference.DASH_BLOCK)

    def _try_hints(self, comp: _Component, ctx: TheoryContext, budget: Deadline
                   ) -> dict[Term, str] | None:
        """The earlier steps' candidate values (``ctx.hints``, e.g. a solution of a
        constant pattern) when, with the other variables found by propagation and a
        short search, they satisfy the component."""
        hints = {}
        for v in comp.vars:
            w = ctx.hints.get(v)
            if w is not None and len(w) == ctx.length(v):
                hints[v] = w
        if not hints:
            return None
        result = self._search(comp, range(len(comp.constraints)), ctx, budget, 16, hints)
        if result.model is None:
            return None
        return {v: w for v, w in result.model.items() if not isinstance(v, Aux)}

    def _search(self, comp: _Component, keep: Sequence[int], ctx: TheoryContext,
                budget: Deadline, node_limit: int, fixed: dict[Term, str] | None = None):
        def sizes(xs: Sequence[Term]) -> int:
            return sum(ctx.length(t) if t.op == "var" else len(t.value)  # type: ignore[arg-type]
                       for t in xs)

        from .search import Result

        stated = self._state(comp, keep, sizes)
        if stated is None:
            return Result(None, True, 0, root_failed=True)
        constraints, aux = stated
        vs = list(dict.fromkeys(v for i in keep for v in comp.constraints[i].vars))
        dom = {v: of_string(fixed[v]) if fixed and v in fixed
               else universe(ctx.length(v), ctx.length(v)) for v in vs}
        lens = {v: (ctx.length(v), ctx.length(v)) for v in vs}
        for v, (lo, hi) in aux.items():
            dom[v], lens[v] = universe(lo, hi), (lo, hi)
        _add_missing(constraints, dom, lens)
        preferred = sorted({ord(ch) for i in keep for t in _constants(comp.constraints[i])
                            for ch in t[:64]})
        return Search(constraints, Store(dom, lens), budget, node_limit, preferred).run()

    # ---- helpers ----------------------------------------------------------------------

    def _state(self, comp: _Component, keep: Sequence[int], sizes
               ) -> tuple[list[Constraint], dict] | None:
        """The dashed constraints of ``keep`` (None: one of them is impossible)."""
        constraints: list[Constraint] = []
        aux: dict = {}
        for i in keep:
            stated = translate(comp.constraints[i], sizes, tuple(comp.premises[i]))
            if stated.impossible:
                return None
            constraints += stated.constraints
            aux.update(stated.aux)
        return constraints, aux

    def _premises(self, comp: _Component, used: Sequence[int]) -> list[Term]:
        return list(dict.fromkeys(t for i in used for t in comp.premises[i]))

    def _shrink(self, comp: _Component, still_fails, budget: Deadline) -> list[int]:
        """Greedy deletion: the constraints whose removal keeps ``still_fails`` true go."""
        keep = list(range(len(comp.constraints)))
        if len(keep) <= 1:
            return keep
        limit = budget.sub(SHRINK_SECONDS)
        tests = 0
        for i in list(keep):
            if tests >= SHRINK_TESTS or limit.expired():
                break
            rest = [j for j in keep if j != i]
            tests += 1
            try:
                if still_fails(rest, limit):
                    keep = rest
            except ResourceLimit:
                if budget.expired():
                    raise
                break
        return keep


def _constants(c: fl.Constraint) -> list[str]:
    """The string constants of a constraint's formula."""
    return [s.value for s in postorder(c.term)  # type: ignore[misc]
            if s.op == "const" and s.sort is STRING]


def _add_missing(constraints: list[Constraint], dom: dict, lens: dict) -> None:
    """Variables the constraints mention that have no domain yet (free strings)."""
    for c in constraints:
        for v in c.vars:
            if v not in dom:
                dom[v], lens[v] = universe(), (0, INF)


def _negation(parts: list[Term]) -> Term:
    uniq = list(dict.fromkeys(parts))
    if not uniq:  # guarded definitions alone (valid facts) are contradictory
        return FALSE
    return mk("not", uniq[0] if len(uniq) == 1 else mk("and", *uniq))
