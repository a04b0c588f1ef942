"""The fixed-length step of the strategy (paper 001 §5–6,
docs/explanation/engine.md#fixed-length-search).

With every string length fixed by the core's model, the relevant literals and
the guarded definitions form a fixed-length formula, decidable by a finite
search (paper 001, Theorem 1).  The step splits it into components, solves
each (:mod:`.solver`), and answers with a model of every string variable or
with lemmas blocking the failing components' length vectors.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...deadline import Deadline
from ...terms import FALSE, Term
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.values import text_of
from ..regular.languages import Languages
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult, Unreadable
from ..seam.lengths import length_axioms
from .automata import RegexCache
from .constraints import Constraint, Disequation
from .problem import Builder, Problem, is_definition

#: Search nodes per component and call before the step reports incompleteness.
DEFAULT_NODE_LIMIT = 50_000
#: The string atoms (other than equations and memberships) whose length abstraction
#: this step asserts: the predicates and a long ``distinct`` of strings.
_PREDICATES = frozenset({"str.contains", "str.prefixof", "str.suffixof", "str.is_digit",
                         "distinct"})


class _Unreadable(Exception):
    pass


class FixedLength(Step):
    """The ``fixed_length`` theory step."""

    name = "fixed_length"

    def __init__(self, node_limit: int = DEFAULT_NODE_LIMIT,
                 languages: Languages | None = None) -> None:
        self.node_limit = node_limit
        self.regexes = RegexCache(languages if languages is not None else Languages())

    def axioms(self, atom: Term) -> list[Lemma]:
        """The length abstraction of the string atoms the search decides (``LEN_PRED``:
        contains, prefixof, suffixof, is_digit; ``LEN_DISTINCT``)."""
        if atom.op not in _PREDICATES:
            return []
        return length_axioms(atom)

    def check(self, state: SolverState) -> StepResult:
        stats = state.stats
        stats.count("fixed_length.calls")
        try:
            problem, lengths = _read_problem(state)
        except _Unreadable as exc:
            state.incomplete(f"fixed-length search: {exc}")
            return CONSISTENT
        model: dict[Term, str] = {}
        lemmas: list[Lemma] = []
        for component in sorted(problem.components(), key=len):
            state.deadline.check("fixed-length search")
            if all(_true_by_lengths(c, lengths) for c in component):
                stats.count("fixed_length.true_by_lengths")
                continue  # its variables take their hints or "a"s below
            found = self._component(component, lengths, state)
            if isinstance(found, dict):
                model.update(found)
            else:
                lemmas.extend(found)
        if lemmas:
            return StepResult(lemmas=lemmas)
        for x in state.string_vars:
            if x not in model:
                hint = state.hints.get(x)
                n = lengths[x]
                model[x] = hint if hint is not None and len(hint) == n else "a" * n
        stats.count("fixed_length.models")
        return StepResult(model=model)

    def _component(self, component: list[Constraint], lengths: dict[Term, int],
                   state: SolverState) -> dict[Term, str] | list[Lemma]:
        """One component's values (the hints, or the search's model), or the lemmas
        that block its length vector."""
        stats = state.stats
        hinted = _hinted(component, lengths, state.hints, state.deadline)
        if hinted is not None:  # e.g. a long component the dashed step solved
            stats.count("fixed_length.hinted")
            return hinted
        from .solver import ComponentSolver  # at the first search (issue 39: start-up)

        solver = ComponentSolver(component, lengths, state.hints, self.regexes,
                                 state.deadline, self.node_limit)
        outcome = solver.solve()
        stats.count("fixed_length.components")
        stats.count("fixed_length.nodes", outcome.nodes)
        if outcome.model is not None:
            return outcome.model
        if outcome.dropped:
            stats.count("fixed_length.core_dropped", outcome.dropped)
        pruning = outcome.incomplete is not None
        if outcome.incomplete is not None:
            # the block is not proved: the loop may only prune with it
            stats.count("fixed_length.incomplete")
            state.incomplete(outcome.incomplete)
        return [Lemma(ps, FALSE, kind, pruning) for ps, kind in outcome.lemmas]


def _read_problem(state: SolverState) -> tuple[Problem, dict[Term, int]]:
    """The fixed-length problem of the candidate, and the core's length of every
    string variable it or the candidate has (raises :class:`_Unreadable`)."""
    lengths: dict[Term, int] = {}

    def length(x: Term) -> int:
        n = lengths.get(x)
        if n is None:
            try:
                n = lengths[x] = state.length(x)
            except KeyError:
                raise _Unreadable(f"no length for {x.value}") from None
        return n

    def int_value(t: Term) -> int | bool:
        try:
            return state.int_value(t)
        except Unreadable as exc:  # the core cannot evaluate the term
            raise _Unreadable(f"integer term unreadable ({exc})") from None

    builder = Builder(int_value, length)
    for k, lit in enumerate(state.literals):
        if not k & 63:  # each literal reads its integers from the core's model
            state.deadline.check("fixed-length constraints")
        builder.literal(lit.atom, lit.positive)
    for d in state.guarded:
        if is_definition(d):
            builder.definition(d)
    problem: Problem = builder.problem
    for c in problem.constraints:
        for v in c.vars:
            length(v)
    for x in state.string_vars:
        length(x)
    return problem, lengths


def _true_by_lengths(c: Constraint, lengths: dict[Term, int]) -> bool:
    """A disequation whose sides have different lengths at the core's lengths: true
    whatever the characters.  A component of only such constraints needs no search (a
    lone ``x ≠ ""`` with ``|x| = 57`` was a search of 57 cells); in a larger component
    they stay (dropping them there changes which lemmas the shrinking finds first)."""
    if not isinstance(c, Disequation):
        return False
    sides = {sum(len(text_of(t)) if t.op == "const" else lengths[t] for t in side)
             for side in c.parts}
    return len(sides) > 1


def _hinted(component: list[Constraint], lengths: dict[Term, int], hints: Mapping[Term, str],
            deadline: Deadline) -> dict[Term, str] | None:
    """The hints of the component's variables when each has one of the required length
    and together they make every constraint true (the evaluator decides, no layout: a
    component of long strings solved by an earlier step costs a check, not a search)."""
    values = {}
    for v in dict.fromkeys(v for c in component for v in c.vars):
        w = hints.get(v)
        if w is None or len(w) != lengths[v]:
            return None
        values[v] = w
    if not values:
        return None
    ev = Evaluator(values, deadline)
    try:
        return values if all(ev.holds(c.term) for c in component) else None
    except Undetermined:
        return None
