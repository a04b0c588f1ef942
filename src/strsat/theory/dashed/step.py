"""The dashed-string step of the strategy (paper 003; docs/explanation/engine.md#dashed-strings).

It takes the components of the candidate that are *long* — one variable's core length is
at least :data:`LONG` characters, or a constant or a membership's least word is that long
(the longest string counts, not the sum: benchmarks/history/engine.md §5b says why) — and leaves
the others to the fixed-length search, whose layout of one position per character is the better tool
for short strings and the wrong one for long ones.  Per long
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

When every component is long and solved the step answers the model; otherwise its
solutions are the result's hints, and the fixed-length search takes a component whose
hints satisfy its constraints as it is (checked by the evaluator, no layout) and
searches only the short rest.
Explanations are the literals and integer facts of the component (shrunk by deletion
within a budget) — literals the core understands, so learning works as for the other
steps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...terms import FALSE, INT, Term, integer, mk
from ..fixed_length import constraints as fl
from ..regular.languages import Languages
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from ..seam.inferences import Inference
from .blocks import INF, Block, max_length, min_length, of_string, universe
from .blocks import Dashed as DashedString
from .caches import Caches, owned
from .constraints import Constraint
from .problem import Sizes, translate
from .reading import LONG, Component, constants, is_long, read_components
from .search import Result, Search
from .store import Store, Var

#: Search nodes at the core's lengths before the component is left to the next tier (the
#: measurements behind these limits: benchmarks/history/engine.md §5b, "Budgets").
NODE_LIMIT = 300
#: Nodes for a component of word equations alone (their solutions are often periodic,
#: ``(ab)^k``, which whole-block fills do not find: the fixed-length search does).
EQUATIONS_NODE_LIMIT = 100
#: Budgets in readings of the deadline (propagation passes, search nodes), each with a
#: wall-clock backstop about 8x the time its readings take at the calibrated rate
#: (docs/explanation/engine.md#budgets).  The search at the core's lengths:
SEARCH_WORK, SEARCH_BACKSTOP = 35_000, 2.4
#: ... for a component whose length-free propagation just stalled, its first search: a
#: small share (the fixed-length search, next, often finds the model in a few hundred
#: nodes: slog_stranger_4197_sink); a later candidate of its literals gets the full search
STALLED_SHARE = 16
#: ... for a component with a constraint that suggests whole values (``replace_all`` with
#: constants: one suggested input of thousands of characters is one costly node):
SUGGEST_WORK, SUGGEST_BACKSTOP = 120_000, 8.0
#: the length-free propagation of a component (past it, it is not tried again for the
#: component's literals: SWEEP around a cycle of equations need not reach a fixpoint):
FREE_WORK, FREE_BACKSTOP = 4_000, 3.2
#: one call (its backstop at most a third of the time left):
STEP_WORK, STEP_BACKSTOP = 150_000, 12.0
#: Propagations / searches spent shrinking one explanation, and their budget.
SHRINK_TESTS = 24
#: ... and the work of one test (one that runs out keeps its group: nothing proved) until
#: a test fails, then four times the work of the last that failed (at least the minimum)
SHRINK_TEST_WORK, SHRINK_TEST_MIN = FREE_WORK, 64
SHRINK_WORK, SHRINK_BACKSTOP = 50_000, 4.0


class Dashed(Step):
    """The ``dashed`` theory step."""

    name = "dashed"

    def __init__(self, languages: Languages | None = None, long_length: int = LONG,
                 node_limit: int = NODE_LIMIT) -> None:
        self.languages = languages if languages is not None else Languages()
        self.long_length = long_length
        self.node_limit = node_limit
        #: length-free domains per component key: None when the component is in conflict
        self._free: dict[frozenset[Term], dict[Term, tuple[int, int]] | None] = {}
        #: components (by their literals and definitions, integer values aside) whose search
        #: stopped at its limit: later candidates of the same literals get the length-free
        #: phase only
        self._fruitless: set[frozenset[Term]] = set()
        #: components (as above) whose length-free propagation ran out of its budget: left
        #: to the fixed-length step from then on
        self._stalled: set[frozenset[Term]] = set()
        #: stalled components (as above) whose one search had only the small share
        #: (:data:`STALLED_SHARE`) and stopped at it: the next candidate of their literals
        #: gets the full search
        self._short: set[frozenset[Term]] = set()
        #: the tier's memo tables (constants, values, sweep arrays), released with the step
        self.caches = Caches()

    def new_check(self) -> None:
        """Components that hit a limit in an earlier check get a full search again."""
        self._fruitless.clear()
        self._stalled.clear()
        self._short.clear()

    # ---- entry ------------------------------------------------------------------------

    def axioms(self, atom: Term) -> list[Lemma]:
        """None: the step reads atoms the other steps own (and assert the length
        axioms of: LEN_EQ, LEN_RE — exact and cheap for a language that is a dashed
        string, see :meth:`~strsat.theory.regular.Languages.regex_lengths` — and
        LEN_PRED); what it learns depends on the candidate's lengths and comes as
        DASH_* lemmas."""
        return []

    def check(self, state: SolverState) -> StepResult:
        with owned(self.caches):
            return self._check(state)

    def _check(self, state: SolverState) -> StepResult:
        components = read_components(state)
        if components is None:
            return CONSISTENT
        long = [c for c in components if is_long(c, state, self.languages, self.long_length)]
        if not long:
            return CONSISTENT
        left = state.deadline.remaining()
        budget = state.deadline.budget(
            STEP_WORK, STEP_BACKSTOP if left is None else min(STEP_BACKSTOP, left / 3))
        stats = state.stats
        stats.count("dashed.calls")
        lemmas: list[Lemma] = []
        solved: dict[Term, str] = {}
        short = len(components) - len(long)
        unsolved = short
        try:
            for comp in long:
                outcome = self._component(comp, state, budget)
                if isinstance(outcome, dict):
                    solved.update(outcome)
                elif outcome:
                    lemmas += outcome
                else:
                    unsolved += 1
        except ResourceLimit:
            if state.deadline.expired():
                raise
            stats.count("dashed.budget")
            return StepResult(lemmas=lemmas, hints=solved, defer=not lemmas)
        if lemmas:
            return StepResult(lemmas=lemmas)
        if unsolved:
            # a long component left undecided: the fixed-length search of its
            # thousands of positions costs more than splits held before this step
            return StepResult(hints=solved, defer=unsolved > short)
        stats.count("dashed.models")
        return StepResult(model=_model(state, solved))

    def _component(self, comp: Component, state: SolverState, budget: Deadline
                   ) -> dict[Term, str] | list[Lemma] | None:
        """One long component through the phases: its values (the hints, or a search at
        the core's lengths), its lemmas (length-free, or a search's block), or None
        (undecided: stalled or fruitless before, or the search stopped at its limit)."""
        stats = state.stats
        stats.count("dashed.components")
        shape = frozenset(comp.origins)  # the literals, whatever integers they read
        share = 1
        if shape in self._stalled:
            if shape not in self._short:
                stats.count("dashed.skipped")
                return None
            # its first search stopped at the small share: the full one, once
            self._short.discard(shape)
            stats.count("dashed.stalled_full")
        else:
            hinted = self._try_hints(comp, state, budget)
            if hinted is not None:
                stats.count("dashed.hints")
                return hinted
            with stats.timer("dashed.free"):
                found = self._free_lemmas(comp, state, budget)
            if found:
                return found
            # a component whose length-free propagation just stalled still gets one
            # search at the core's lengths, first with a small share of its budget (the
            # fixed-length step comes next: pay for this one only when needed); later
            # candidates with these literals get the rest once (above), then skip it
            if shape in self._fruitless:
                stats.count("dashed.skipped")
                return None
            if shape in self._stalled:
                share = STALLED_SHARE
        with stats.timer("dashed.search"):
            try:
                outcome = self._solve(comp, state, budget, share)
            except ResourceLimit:
                self._fruitless.add(shape)
                raise
        if outcome is None:
            if share > 1:
                self._short.add(shape)
                stats.count("dashed.stalled_short")
            else:
                self._fruitless.add(shape)
        return [outcome] if isinstance(outcome, Lemma) else outcome

    # ---- reading the candidate ------------------------------------------------------

    # ---- phase 1: lengths free ---------------------------------------------------------

    def _free_lemmas(self, comp: Component, state: SolverState, budget: Deadline
                     ) -> list[Lemma]:
        key = frozenset(t for ps in comp.premises for t in ps) | frozenset(
            c.term for c in comp.constraints)
        if key not in self._free:
            try:
                self._free[key] = self._propagate_free(comp, range(len(comp.constraints)),
                                                       budget.budget(FREE_WORK, FREE_BACKSTOP))
            except ResourceLimit:
                if state.deadline.expired():
                    raise
                # no fixpoint within the budget (lengths that grow by a few characters per
                # sweep, around a cycle of equations): not tried again for these literals
                self._stalled.add(frozenset(comp.origins))
                state.stats.count("dashed.stalled")
                return []
        bounds = self._free[key]
        if bounds is None:
            used = self._shrink(comp, lambda keep, limit: self._propagate_free(comp, keep, limit)
                                is None, budget)
            state.stats.count("dashed.conflicts")
            return [Lemma(tuple(self._premises(comp, used)), FALSE, Inference.DASH_CONFLICT)]
        lemmas = []
        for x, (lo, hi) in bounds.items():
            n = state.length(x)
            if lo <= n <= hi:
                continue

            def still(keep: Sequence[int], limit: Deadline, x: Term = x, n: int = n) -> bool:
                got = self._propagate_free(comp, keep, limit)
                if got is None:
                    return True
                lo2, hi2 = got.get(x, (0, INF))
                return not lo2 <= n <= hi2

            used = self._shrink(comp, still, budget)
            # the bound the kept constraints give (the lemma states what they prove)
            got = self._propagate_free(comp, used, budget)
            if got is not None:
                lo, hi = got.get(x, (0, INF))
                if lo <= n <= hi:  # only if the shrinking's propagation stopped short
                    lo, hi = bounds[x]
                    used = list(range(len(comp.constraints)))
            length = mk("str.len", x)
            violated = [] if got is None else \
                [mk("<", length, integer(lo)) if n < lo else mk(">", length, integer(hi))]
            state.stats.count("dashed.length_lemmas")
            lemmas.append(Lemma(tuple(self._premises(comp, used) + violated), FALSE,
                                Inference.DASH_LENGTH))
        if not lemmas:
            lemmas = self._index_lemmas(comp, state, budget)
        return lemmas

    def _index_lemmas(self, comp: Component, state: SolverState, budget: Deadline
                      ) -> list[Lemma]:
        """DASH_INDEX: ``k = indexof(s, t, i)`` with a constant ``t``, and the core's
        ``k ≥ 0`` lies before the first position where the other constraints' dashed
        string of ``s`` can hold ``t``'s first character."""
        lemmas = []
        for idx, origin in enumerate(comp.origins):
            found = _index_definition(origin, comp.constraints[idx])
            if found is None:
                continue
            k, s, text, start = found
            value = state.int_value(k)
            if not isinstance(value, int) or value < 0:
                continue
            others = [j for j in range(len(comp.constraints)) if j != idx]

            def first(keep: Sequence[int], limit: Deadline, s: Term = s, text: str = text,
                      start: int = start) -> int:
                st = self._free_store(comp, keep, limit)
                return INF if st is None else max(start, earliest(st.dom[s], ord(text[0])))

            lower = first(others, budget)
            if value >= lower:
                continue
            def below(keep: Sequence[int], limit: Deadline, v: int = value,
                      f: Callable[[Sequence[int], Deadline], int] = first) -> bool:
                return v < f(keep, limit)

            used = self._shrink(comp, below, budget, among=others)
            kept = first(used, budget)  # the bound the kept constraints prove
            if value < kept:
                lower = kept
            else:
                used = others
            own = [f for f in comp.premises[idx] if not (f.op == "=" and f.args[0] is k)]
            bound = [mk(">=", k, integer(0))]
            if lower < INF:
                bound.append(mk("<", k, integer(lower)))
            state.stats.count("dashed.index_lemmas")
            lemmas.append(Lemma(tuple(self._premises(comp, used) + own + bound), FALSE,
                                Inference.DASH_INDEX))
        return lemmas

    def _propagate_free(self, comp: Component, keep: Sequence[int], budget: Deadline
                        ) -> dict[Term, tuple[int, int]] | None:
        """Length bounds of the variables after the length-free propagation of the
        constraints ``keep`` (None: a conflict)."""
        got = self._free_store(comp, keep, budget)
        if got is None:
            return None
        return {v: (max(got.lens[v][0], min_length(got.dom[v])),
                    min(got.lens[v][1], max_length(got.dom[v]))) for v in comp.vars}

    def _free_store(self, comp: Component, keep: Sequence[int], budget: Deadline
                    ) -> Store | None:
        """The domains after the length-free propagation of ``keep`` (None: a conflict)."""
        stated = self._state(comp, keep, None)
        if stated is None:
            return None
        constraints, aux = stated
        dom: dict[Var, DashedString] = {v: universe() for v in comp.vars}
        lens: dict[Var, tuple[int, int]] = {v: (0, INF) for v in comp.vars}
        return _propagated(constraints, dom, lens, aux, budget)

    # ---- phase 2: the core's lengths ---------------------------------------------------

    def _solve(self, comp: Component, state: SolverState, budget: Deadline, share: int = 1
               ) -> dict[Term, str] | Lemma | None:
        """A model of the component, a block of its length vector, or None (limit).  The
        search gets ``1 / share`` of its budget."""
        equations = all(isinstance(c, fl.Equation | fl.Disequation | fl.Trivial)
                        for c in comp.constraints)
        limit = EQUATIONS_NODE_LIMIT if equations else self.node_limit
        work, backstop = self._search_budget(comp)
        try:
            result = self._search(comp, range(len(comp.constraints)), state,
                                  budget.budget(work // share, backstop / share), limit)
        except ResourceLimit:
            if budget.expired():
                raise
            state.stats.count("dashed.search_limit")
            return None
        state.stats.count("dashed.nodes", result.nodes)
        if result.model is not None:
            return {v: w for v, w in result.model.items() if isinstance(v, Term)}  # not Aux
        if not result.exhausted:
            state.stats.count("dashed.search_limit")
            return None
        if result.root_failed:
            return self._root_block(comp, state, budget)

        def fails(keep: Sequence[int], limit: Deadline) -> bool:
            r = self._search(comp, keep, state, limit, 200)
            return r.model is None and r.exhausted

        used = self._shrink(comp, fails, budget)
        state.stats.count("dashed.blocks")
        vs = list(dict.fromkeys(v for i in used for v in comp.constraints[i].vars))
        lengths = [mk("=", mk("str.len", v), integer(state.length(v))) for v in vs]
        return Lemma(tuple(self._premises(comp, used) + lengths), FALSE, Inference.DASH_BLOCK)

    def _search_budget(self, comp: Component) -> tuple[int, float]:
        """The search's (work, backstop): :data:`SUGGEST_WORK` when a ``replace_all`` of
        the component suggests inputs, else :data:`SEARCH_WORK`."""
        for c in comp.constraints:
            if isinstance(c, fl.Definition) and c.app.op == "str.replace_all" and \
                    all(a.op == "const" for a in c.app.args[1:]):
                return SUGGEST_WORK, SUGGEST_BACKSTOP
        return SEARCH_WORK, SEARCH_BACKSTOP

    def _root_block(self, comp: Component, state: SolverState, budget: Deadline) -> Lemma:
        """The block of a length vector that propagation alone refutes, generalised: the
        constraints it does not need go, then the lengths it does not need (each freed
        in turn, kept free when propagation still fails), and when freeing one more
        length leaves bounds that exclude the core's value, the lemma states that bound
        instead of the value (``|a| < 1001`` for every refuted ``|a| = 0 … 1000``)."""
        used = self._shrink(comp, lambda keep, limit: self._fixed_store(
            comp, keep, state, limit, set()) is None, budget)
        vs = list(dict.fromkeys(v for i in used for v in comp.constraints[i].vars))
        limit = budget.budget(SHRINK_WORK, SHRINK_BACKSTOP)
        free: set[Term] = set()
        bound: Term | None = None
        try:
            for v in vs:
                if limit.expired():
                    break
                if self._fixed_store(comp, used, state, limit, free | {v}) is None:
                    free.add(v)
            for v in vs:
                if v in free or limit.expired():
                    continue
                st = self._fixed_store(comp, used, state, limit, free | {v})
                if st is None:
                    continue
                lo, hi = max(st.lens[v][0], min_length(st.dom[v])), \
                    min(st.lens[v][1], max_length(st.dom[v]))
                n, length = state.length(v), mk("str.len", v)
                if n < lo or n > hi:
                    bound = mk("<", length, integer(lo)) if n < lo else \
                        mk(">", length, integer(hi))
                    free.add(v)
                    break
        except ResourceLimit:
            if budget.expired():
                raise
        state.stats.count("dashed.blocks")
        lengths = [mk("=", mk("str.len", v), integer(state.length(v)))
                   for v in vs if v not in free]
        if bound is not None:
            state.stats.count("dashed.block_bounds")
            lengths.append(bound)
        return Lemma(tuple(self._premises(comp, used) + lengths), FALSE, Inference.DASH_BLOCK)

    def _fixed_store(self, comp: Component, keep: Sequence[int], state: SolverState,
                     budget: Deadline, free: set[Term]) -> Store | None:
        """The domains after propagating ``keep`` with the core's lengths, except the
        variables of ``free`` (None: a conflict)."""
        def sizes(xs: Sequence[Term]) -> int | None:
            if any(t in free for t in xs):
                return None
            return sum(_length(state, t) for t in xs)

        stated = self._state(comp, keep, sizes)
        if stated is None:
            return None
        constraints, aux = stated
        vs = list(dict.fromkeys(v for i in keep for v in comp.constraints[i].vars))
        dom: dict[Var, DashedString] = {}
        lens: dict[Var, tuple[int, int]] = {}
        for v in vs:
            n = state.length(v)
            dom[v], lens[v] = (universe(), (0, INF)) if v in free else (universe(n, n), (n, n))
        return _propagated(constraints, dom, lens, aux, budget)

    def _try_hints(self, comp: Component, state: SolverState, budget: Deadline
                   ) -> dict[Term, str] | None:
        """The earlier steps' candidate values (``state.hints``, e.g. a solution of a
        constant pattern) when, with the other variables found by propagation and a
        short search, they satisfy the component."""
        hints: dict[Term, str] = {}
        for v in comp.vars:
            w = state.hints.get(v)
            if w is not None and len(w) == state.length(v):
                hints[v] = w
        if not hints:
            return None
        result = self._search(comp, range(len(comp.constraints)), state, budget, 16, hints)
        if result.model is None:
            return None
        return {v: w for v, w in result.model.items() if isinstance(v, Term)}  # not Aux

    def _search(self, comp: Component, keep: Sequence[int], state: SolverState,
                budget: Deadline, node_limit: int, fixed: dict[Term, str] | None = None
                ) -> Result:
        def sizes(xs: Sequence[Term]) -> int:
            return sum(_length(state, t) for t in xs)

        stated = self._state(comp, keep, sizes)
        if stated is None:
            return Result(None, True, 0, root_failed=True)
        constraints, aux = stated
        vs = list(dict.fromkeys(v for i in keep for v in comp.constraints[i].vars))
        dom: dict[Var, DashedString] = {v: of_string(fixed[v]) if fixed and v in fixed
                                  else universe(state.length(v), state.length(v)) for v in vs}
        lens: dict[Var, tuple[int, int]] = {v: (state.length(v), state.length(v)) for v in vs}
        for v, (lo, hi) in aux.items():
            dom[v], lens[v] = universe(lo, hi), (lo, hi)
        _add_missing(constraints, dom, lens)
        preferred = sorted({ord(ch) for i in keep for t in constants(comp.constraints[i])
                            for ch in t[:64]})
        return Search(constraints, Store(dom, lens), budget, node_limit, preferred).run()

    # ---- helpers ----------------------------------------------------------------------

    def _state(self, comp: Component, keep: Sequence[int], sizes: Sizes
               ) -> tuple[list[Constraint], dict[Var, tuple[int, int]]] | None:
        """The dashed constraints of ``keep`` (None: one of them is impossible)."""
        constraints: list[Constraint] = []
        aux: dict[Var, tuple[int, int]] = {}
        for i in keep:
            stated = translate(comp.constraints[i], sizes, tuple(comp.premises[i]),
                               self.languages)
            if stated.impossible:
                return None
            constraints += stated.constraints
            aux.update(stated.aux)
        return constraints, aux

    def _premises(self, comp: Component, used: Sequence[int]) -> list[Term]:
        return list(dict.fromkeys(t for i in used for t in comp.premises[i]))

    def _shrink(self, comp: Component, still_fails: Callable[[Sequence[int], Deadline], bool],
                budget: Deadline,
                among: Sequence[int] | None = None) -> list[int]:
        """Deletion in groups: the constraints (of ``among``, default all) whose removal
        keeps ``still_fails`` true go, a group at a time; a group that is needed is
        halved and each half tried (a core of ``k`` of ``n`` constraints costs about
        ``2k log(n/k)`` tests, where one per constraint was ``n``).  The constraints read
        from the candidate's integers (a value of ``to_int``, a length) come first:
        an explanation that keeps one refutes that value alone, and the core then
        proposes the next value, one round each (seed 9191 f00391: ``@purify!18 = 0``,
        ``1``, ``2``, … behind a conflict of string literals alone, when a greedy pass of
        :data:`SHRINK_TESTS` single deletions never reached them)."""
        keep = list(range(len(comp.constraints))) if among is None else list(among)
        if len(keep) <= 1:
            return keep
        limit = budget.budget(SHRINK_WORK, SHRINK_BACKSTOP)
        order = sorted(keep, key=lambda i: not _reads_integers(comp.premises[i]))
        readers = [i for i in order if _reads_integers(comp.premises[i])]
        # the readers alone first, then halves of the whole (the readers' half first)
        groups = [order[len(order) // 2:], order[:len(order) // 2]]
        if 0 < len(readers) < len(order):
            groups.append(readers)
        tests = 0
        cap = SHRINK_TEST_WORK
        while groups and tests < SHRINK_TESTS and not limit.expired():
            group = groups.pop()
            kept = set(keep)
            drop = [i for i in group if i in kept]
            if not drop:
                continue
            dropped = set(drop)
            rest = [j for j in keep if j not in dropped]
            if rest:
                tests += 1
                try:
                    # a test of its own share: a large group gone can leave equations
                    # whose propagation creeps to its limit, which proves nothing; a
                    # failure is found within a few times the work the last ones took
                    share = limit.budget(cap)
                    if still_fails(rest, share):
                        keep = rest
                        cap = max(SHRINK_TEST_MIN, 4 * share.spent)
                        continue
                except ResourceLimit:
                    if budget.expired():
                        raise
                    if limit.expired():
                        break
            if len(drop) > 1:
                half = len(drop) // 2
                groups += [drop[half:], drop[:half]]  # the first half next
        return keep


def _reads_integers(premises: Sequence[Term]) -> bool:
    """Whether a constraint's premises hold an integer fact of the candidate (a value
    or a length read by the builder), beside the literal it was read from."""
    return any(p.op == "=" and p.args[0].sort is INT for p in premises)


def _length(state: SolverState, t: Term) -> int:
    """The core's length of a variable, the length of a string constant."""
    if t.op == "var":
        return state.length(t)
    assert isinstance(t.value, str), "a string item is a variable or a constant"
    return len(t.value)


def _model(state: SolverState, solved: dict[Term, str]) -> dict[Term, str]:
    """The components' values, and for every other string variable with a length its
    hint of that length or ``a…a``."""
    model = dict(solved)
    for x in state.string_vars:
        if x not in model:
            try:
                n = state.length(x)
            except KeyError:
                continue
            hint = state.hints.get(x)
            model[x] = hint if hint is not None and len(hint) == n else "a" * n
    return model


def _index_definition(origin: Term, c: fl.Constraint) -> tuple[Term, Term, str, int] | None:
    """``(k, s, t, i)`` when ``origin`` is ``k = indexof(s, t, i)`` (Int ``k``) with ``s`` a
    variable and ``t`` a non-empty constant, and ``i``'s value is read in ``c``."""
    if not (origin.op == "=" and len(origin.args) == 2 and origin.args[1].op == "str.indexof"
            and origin.args[0].sort is INT):
        return None
    s, t, _ = origin.args[1].args
    inst = c.term.args[1] if c.term.op == "=" and len(c.term.args) == 2 else None
    if s.op != "var" or t.op != "const" or not t.value or inst is None \
            or inst.op != "str.indexof" or inst.args[2].op != "const":
        return None
    text, start = t.value, inst.args[2].value
    if not isinstance(text, str) or not isinstance(start, int):
        return None
    return origin.args[0], s, text, start


def earliest(d: Sequence[Block], c: int) -> int:
    """The first position where a string of ``γ(d)`` can hold the character ``c``: the
    blocks before the first one whose base has ``c`` fill at least their lower bounds."""
    pos = 0
    for b in d:
        if c in b.base:
            return pos
        pos += b.lo
    return INF


def _propagated(constraints: list[Constraint], dom: dict[Var, DashedString],
                lens: dict[Var, tuple[int, int]], aux: dict[Var, tuple[int, int]],
                budget: Deadline) -> Store | None:
    """The store after propagating ``constraints`` from these domains, the auxiliary
    variables' intervals and free strings for the rest (None: a conflict)."""
    for v, (lo, hi) in aux.items():
        dom[v], lens[v] = universe(lo, hi), (lo, hi)
    _add_missing(constraints, dom, lens)
    search = Search(constraints, Store(dom, lens), budget)
    st = search.root.copy()
    return st if search.propagate(st) else None


def _add_missing(constraints: list[Constraint], dom: dict[Var, DashedString],
                 lens: dict[Var, tuple[int, int]]) -> None:
    """Variables the constraints mention that have no domain yet (free strings)."""
    for c in constraints:
        for v in c.vars:
            if v not in dom:
                dom[v], lens[v] = universe(), (0, INF)


