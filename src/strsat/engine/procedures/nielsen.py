"""Word-equation systems with length constraints decided on their Nielsen graph.

Applies when every top-level conjunct is either a word equation between
concatenations of String variables and constants, or a *length fact*: a Boolean
combination of linear integer comparisons over ``str.len`` of such words and
Int variables (the shape of the ``str_2/quad-*`` and woorpje benchmarks, whose
quadratic equations make the loop's arrangements enumerate lengths forever).
The graph is :class:`strsat.engine.procedures.nielsen_graph.NielsenGraph`; the answers:

* **unsat** when the graph is complete and the trivial node unreachable (no
  solution even without lengths; the core is the equations), or when the part of
  the graph that reaches it has no cycle and no path's lengths satisfy the length
  facts (every solution follows one of those finitely many paths; the core is
  every formula used);
* **sat** with the words a walk to the trivial node gives.  Without length facts
  a shortest walk and ε for the variables left free.  With them (Lin and
  Majumdar, ATVA 2018: a walk's root lengths are an affine function of the free
  variables' lengths) each candidate walk is an integer problem for the z3 core
  (linear arithmetic only): the simple paths first, then each simple cycle
  through a node of a path pumped ``k`` times, for ``k`` in :data:`PUMPING`
  (cycles make lengths grow: ``|x| > 32000`` needs thousands of turns).

Anything else (a graph past its budget, lengths no candidate meets, a model past
:data:`MAX_MODEL_CHARACTERS`) is left to the loop (``None``).  The engine
validates every model against the original assertions, as for the loop's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from strsat.static import TYPE_CHECKING, cast

from ...deadline import Deadline, Meter
from ...errors import ResourceLimit
from ...terms import BOOL, INT, STRING, Term, Value
from ...terms.ops import VAR
from ...terms.walk import flatten, free_vars_many
from ..problem import Problem
from ..result import CheckResult, sat_completed, unsat_of
from .lengths_only import measured_only
from .nielsen_graph import (
    TRIVIAL,
    Affine,
    Edge,
    Equation,
    Morphism,
    NielsenGraph,
    Node,
    compose,
    compose_morphisms,
    edge_length_map,
    identity,
    morphism_power,
    solution,
    var_index,
    var_symbol,
    walk_length_map,
    walk_morphism,
)

if TYPE_CHECKING:
    from ..core import Core

#: A walk to the trivial node as segments: edges and how many times they are taken.
_Walk = list[tuple[list[Edge], int]]

#: The procedure counts its work in *steps* (readings of its own: graph nodes, path and
#: cycle steps, pumped candidates; each product of two length maps of n variables counts
#: n; each integer problem of a candidate :data:`CANDIDATE_WORK`), about 3 µs each; every
#: :data:`STEPS_PER_UNIT` steps make one unit of the check's work (:class:`Meter`), so
#: that a work limit buys about the same CPU time here as in the other procedures
#: (20-100 µs a unit; benchmarks/limits/2026-12-02-soak2.md: 16 steps are 30-80 µs).
STEPS_PER_UNIT = 16
#: Work before the loop takes over, in units (1,500,000 steps; the str_2 quad-length
#: 32,000 files that are sat here need up to about 500,000 steps).
WORK = 1_500_000 // STEPS_PER_UNIT
#: The first share of :data:`WORK`, before the loop has had its own first share (issue 39
#: item 2, :mod:`strsat.engine.procedures`): most systems the graph decides take less
#: (36 of the 45 str_2 quad files with |x| = 32,000 of the corpus; the others up to
#: 357,000 steps), and a system the loop decides at once (a chain of 31 commutations:
#: 2,771 steps, 0.16 s) no longer waits for the whole budget (5 s).  In units
#: (150,000 steps).
FIRST_WORK = 150_000 // STEPS_PER_UNIT
#: Steps an integer problem of a candidate counts (one z3 call).
CANDIDATE_WORK = 300
#: Share of the remaining wall-clock time after which the procedure stops anyway (a
#: backstop for readings far costlier than usual; the work limit is what decides).
BACKSTOP_SHARE = 0.8
#: Nodes of the Nielsen graph explored before giving up.
MAX_NODES = 20_000
#: Simple paths to the trivial node tried (and the cap for proving unsat).
MAX_PATHS = 200
#: Simple cycles tried through one node of a path.
MAX_CYCLES = 20
#: Steps of the search for the cycles through one node (the simple walks of a large
#: graph are exponentially many).
MAX_CYCLE_STEPS = 20_000
#: Paths (with distinct length maps) whose nodes' cycles are pumped.
MAX_PUMPED_PATHS = 8
#: Integer problems (one per candidate walk) tried.
MAX_CANDIDATES = 3_000
#: How often a cycle is pumped: a few turns, then doubling (monotone lengths).
PUMPING = (1, 2, 3, 4, 5, 6, 8, *(2 ** j for j in range(4, 21)))
#: Largest total length of a model's words.
MAX_MODEL_CHARACTERS = 2_000_000
#: Longest string constant of an equation this procedure takes.  A constant of
#: ``L`` characters is ``L`` edges deep in the graph and gives about ``L`` simple paths,
#: each an integer problem: ``x·y = c`` with ``|x| = |c|/2`` took 2.5 s at ``L = 256``
#: and a minute at 512, where the loop's exact segment search (``CONST_PATTERN``)
#: answers at once.  woorpje's equations have constants of up to 150 characters.
MAX_CONSTANT = 200

_ARITHMETIC = frozenset({"+", "-", "*", "<=", "<", ">=", ">", "=", "distinct",
                         "not", "and", "or", "=>", "xor", "const"})


class _Problem:
    """The conjuncts split into equations (as symbol words) and length facts."""

    def __init__(self) -> None:
        self.variables: dict[Term, int] = {}
        self.equations: list[Equation] = []
        self.equation_formulas: set[int] = set()
        self.facts: list[Term] = []
        self.fact_formulas: set[int] = set()

    def word(self, t: Term) -> tuple[int, ...] | None:
        """The symbols of a concatenation of variables and constants, else None."""
        out: list[int] = []
        for s in flatten(t, "str.++"):
            if s.op == VAR:
                out.append(var_symbol(self.variables.setdefault(s, len(self.variables))))
            elif s.op == "const":
                if len(s.value) > MAX_CONSTANT:  # type: ignore[arg-type]
                    return None
                out.extend(ord(c) for c in s.value)  # type: ignore[union-attr]
            else:
                return None
        return tuple(out)

    def add_equation(self, c: Term) -> bool:
        words = [self.word(a) for a in c.args]
        if any(w is None for w in words):
            return False
        first = words[0]
        assert first is not None
        self.equations.extend((first, w) for w in words[1:] if w is not None)
        return True

    def is_length_fact(self, root: Term) -> bool:
        """A Boolean/linear integer term whose strings occur only as ``str.len`` of words."""
        return measured_only([root], lambda s: self.word(s) is not None, _ARITHMETIC) is not None


def _classify(whole: Problem) -> _Problem | None:
    problem = _Problem()
    for c, origin in zip(whole.parts, whole.origins, strict=True):
        if c.op == "=" and c.args[0].sort is STRING:
            if not problem.add_equation(c):
                return None
            problem.equation_formulas.update(origin)
        elif problem.is_length_fact(c):
            problem.facts.append(c)
            problem.fact_formulas.update(origin)
        else:
            return None
    return problem if problem.equations else None


def decide_quadratic(formulas: Sequence[Term], deadline: Deadline, track: bool = False
                     ) -> CheckResult | None:
    """:func:`decide_nielsen` of the formulas' :class:`~strsat.engine.problem.Problem`."""
    return decide_nielsen(Problem.of(formulas, track), deadline)


def decide_nielsen(whole: Problem, deadline: Deadline, work: int = WORK
                   ) -> CheckResult | None:
    """The answer for a system of word equations and length facts within ``work``
    units (of :data:`STEPS_PER_UNIT` steps), else None (and ``"nielsen"`` in
    ``whole.stopped`` when the work ran out)."""
    problem = _classify(whole)
    if problem is None:
        return None
    formulas, track = whole.formulas, whole.track
    remaining = deadline.remaining()
    budget = deadline.budget(work, None if remaining is None else BACKSTOP_SHARE * remaining)
    try:
        result = _decide(problem, formulas, Meter(budget, STEPS_PER_UNIT), track)
    except ResourceLimit:
        if deadline.expired():
            raise
        result = None
    if result is not None:
        result.stats["nielsen.work"] = budget.spent
    elif budget.work_spent:
        whole.stopped.add("nielsen")
    return result


def _decide(problem: _Problem, formulas: Sequence[Term], budget: Meter, track: bool
            ) -> CheckResult | None:
    graph = NielsenGraph(problem.equations, budget, max_nodes=MAX_NODES,
                         stop_at_trivial=not problem.facts)
    stats: dict[str, float | int] = {"nielsen.nodes": len(graph.nodes)}
    if graph.root is None or (graph.complete and not graph.reaches_trivial()):
        stats["nielsen.unsat"] = 1
        return unsat_of(formulas, problem.equation_formulas, track, stats)
    if not graph.reaches_trivial():
        return None
    if not problem.facts:
        walk = graph.shortest_walk()
        assert walk is not None
        stats["nielsen.sat"] = 1
        return _sat(problem, formulas, graph, [(walk, 1)], {}, stats)
    return _with_lengths(problem, formulas, graph, budget, track, stats)


def _with_lengths(problem: _Problem, formulas: Sequence[Term], graph: NielsenGraph,
                  budget: Meter, track: bool, stats: dict[str, float | int]
                  ) -> CheckResult | None:
    from ..core import Core, CoreResult

    core = Core()
    for fact in problem.facts:
        core.add(fact)
    n = len(problem.variables)
    by_index = sorted(problem.variables, key=problem.variables.__getitem__)
    free = [core.int_constant(f"free!{i}") for i in range(n)]
    for f in free:
        core.add_z3(core.at_least(f, 0))
    lengths = [core.length(v) for v in by_index]
    erased = {var_index(e) for e in graph.root_erased}
    live = graph.live()
    tried = 0
    too_long = False
    paths, all_paths = _simple_paths(graph, live, budget)
    for walk, mapping in _candidates(graph, live, paths, n, budget):
        tried += 1
        if tried > MAX_CANDIDATES:
            break
        matrix, offset = mapping
        core.push()
        for i in range(n):
            if i in erased:
                core.add_z3(core.equal(lengths[i], core.numeral(0)))
                continue
            core.add_z3(core.equal(lengths[i], core.linear(
                offset[i], [(matrix[i][j], free[j]) for j in range(n) if matrix[i][j]])))
        answer = core.check(timeout=budget.remaining())
        budget.spend(CANDIDATE_WORK)
        if answer == CoreResult.SAT:
            sizes = [core.int_value(f) for f in free]
            total = sum(offset[i] + sum(matrix[i][j] * sizes[j] for j in range(n))
                        for i in range(n))
            if total <= MAX_MODEL_CHARACTERS:
                model_free = {var_symbol(j): "a" * sizes[j] for j in range(n) if sizes[j]}
                ints = _int_values(core, problem.facts)
                core.pop()
                stats["nielsen.sat"] = 1
                stats["nielsen.candidates"] = tried
                return _sat(problem, formulas, graph, walk, model_free, stats, ints)
            too_long = True  # a solution exists along this walk: never unsat from here
        elif answer != CoreResult.UNSAT:
            core.pop()
            return None
        core.pop()
    stats["nielsen.candidates"] = tried
    if (graph.complete and all_paths and not too_long and tried <= MAX_CANDIDATES
            and _acyclic(graph, live)):
        stats["nielsen.unsat"] = 1
        return unsat_of(formulas, problem.equation_formulas | problem.fact_formulas, track, stats)
    return None


def _int_values(core: Core, facts: list[Term]) -> dict[Term, Value]:
    """The core model's values of the Int and Bool variables of the facts."""
    return {v: core.value(v) for v in free_vars_many(facts) if v.sort in (INT, BOOL)}


def _simple_paths(graph: NielsenGraph, live: set[Node], budget: Meter
                  ) -> tuple[list[list[Edge]], bool]:
    """Simple paths from the root to the trivial node (at most :data:`MAX_PATHS`),
    shortest first, and whether they are all of them."""
    assert graph.root is not None
    paths: list[list[Edge]] = []
    complete = True
    stack: list[tuple[Node, list[Edge], frozenset[Node]]] = [(graph.root, [], frozenset())]
    while stack:
        budget.check("Nielsen paths")
        node, walk, on_path = stack.pop()
        if node == TRIVIAL:
            if len(paths) >= MAX_PATHS:
                complete = False
                break
            paths.append(walk)
            continue
        for edge in reversed(graph.edges.get(node, [])):
            child = edge[0]
            if child in live and child not in on_path and child != node:
                stack.append((child, walk + [edge], on_path | {node}))
    paths.sort(key=len)
    return paths, complete


def _cycles(graph: NielsenGraph, back: dict[Node, list[Node]], start: Node,
            budget: Meter) -> list[list[Edge]]:
    """Simple cycles through ``start`` inside the live nodes (at most :data:`MAX_CYCLES`,
    after at most :data:`MAX_CYCLE_STEPS` steps of the search).  The search enters only
    nodes from which ``start`` can be reached again (``back``: the live nodes' edges
    reversed): any other walk is a dead end, and in a large graph almost every walk is
    one."""
    returns = {start}
    frontier = [start]
    while frontier:
        budget.check("Nielsen cycles")
        for parent in back.get(frontier.pop(), ()):
            if parent not in returns:
                returns.add(parent)
                frontier.append(parent)
    found: list[list[Edge]] = []
    stack: list[tuple[Node, list[Edge], frozenset[Node]]] = [(start, [], frozenset())]
    steps = 0
    while stack and len(found) < MAX_CYCLES and steps < MAX_CYCLE_STEPS:
        budget.check("Nielsen cycles")
        steps += 1
        node, walk, on_path = stack.pop()
        for edge in graph.edges.get(node, ()):
            child = edge[0]
            if child == start:
                found.append(walk + [edge])
            elif child in returns and child not in on_path and child != TRIVIAL:
                stack.append((child, walk + [edge], on_path | {node}))
    return found


class _Cycle:
    """A simple cycle with the length maps of :data:`PUMPING` turns."""

    __slots__ = ("edges", "powers")

    def __init__(self, edges: list[Edge], n: int) -> None:
        self.edges = edges
        one = walk_length_map(edges, n)
        self.powers: dict[int, Affine] = {}
        current = identity(n)
        for k in range(1, 9):
            current = compose(current, one)
            self.powers[k] = current
        k = 8
        while k < PUMPING[-1]:
            current = compose(current, current)
            k *= 2
            self.powers[k] = current


def _candidates(graph: NielsenGraph, live: set[Node], paths: list[list[Edge]], n: int,
                budget: Meter) -> Iterator[tuple[_Walk, Affine]]:
    """Candidate walks with their length maps, each map once: the simple paths, then
    each path with one simple cycle through one of its nodes pumped ``k`` times (``k``
    in :data:`PUMPING`), then with two cycles (through two of its nodes, or two
    through one) pumped ``k`` times each (two lengths that must both grow)."""
    seen: set[tuple[tuple[int, ...], ...]] = set()

    def fresh(mapping: Affine) -> bool:
        key = (*map(tuple, mapping[0]), tuple(mapping[1]))
        if key in seen:
            return False
        seen.add(key)
        return True

    distinct: list[list[Edge]] = []  # one path per length map: pumping the others repeats
    for walk in paths:
        budget.spend(len(walk) * n)  # a product of two maps costs about n readings
        mapping = walk_length_map(walk, n)
        if fresh(mapping):
            distinct.append(walk)
            yield [(walk, 1)], mapping
    cycles_at: dict[Node, list[_Cycle]] = {}
    back: dict[Node, list[Node]] = {}
    for node in live:
        budget.check("Nielsen cycles")
        for edge in graph.edges.get(node, ()):
            if edge[0] in live:
                back.setdefault(edge[0], []).append(node)

    def cycles(node: Node) -> list[_Cycle]:
        if node not in cycles_at:
            found = _cycles(graph, back, node, budget)
            budget.spend(sum(len(c) + 2 * len(PUMPING) for c in found) * n)
            cycles_at[node] = [_Cycle(c, n) for c in found]
        return cycles_at[node]

    for pumped in (1, 2):
        for walk in distinct[:MAX_PUMPED_PATHS]:
            nodes = [cast(Node, graph.root)] + [edge[0] for edge in walk]  # _paths: not None
            edges = [edge_length_map(edge, n) for edge in walk]
            prefixes, suffixes = _prefix_maps(edges, n), _suffix_maps(edges, n)
            for i in range(len(walk) + 1):
                mid = identity(n)  # the map of walk[i:j], grown with j
                for j in range(i, len(walk) + 1 if pumped == 2 else i + 1):
                    if j > i:
                        mid = compose(mid, edges[j - 1])
                    for first, second in _cycle_choices(cycles(nodes[i]), cycles(nodes[j]),
                                                        pumped, i == j):
                        for k in PUMPING:
                            budget.spend(3 * n)
                            budget.check("Nielsen pumping")
                            mapping = compose(prefixes[i], first.powers[k])
                            segments = [(walk[:i], 1), (first.edges, k)]
                            if second is not None:
                                mapping = compose(compose(mapping, mid), second.powers[k])
                                segments += [(walk[i:j], 1), (second.edges, k)]
                            mapping = compose(mapping, suffixes[j])
                            if fresh(mapping):
                                yield segments + [(walk[j:], 1)], mapping


def _cycle_choices(at_i: list[_Cycle], at_j: list[_Cycle], pumped: int, same: bool
                   ) -> Iterator[tuple[_Cycle, _Cycle | None]]:
    if pumped == 1:
        for c in at_i:
            yield c, None
        return
    for a, first in enumerate(at_i):
        for b, second in enumerate(at_j):
            if not same or a < b:
                yield first, second


def _prefix_maps(edges: list[Affine], n: int) -> list[Affine]:
    """``out[i]``: the length map of the first ``i`` edges (``edges``: their maps)."""
    out = [identity(n)]
    for m in edges:
        out.append(compose(out[-1], m))
    return out


def _suffix_maps(edges: list[Affine], n: int) -> list[Affine]:
    """``out[i]``: the length map of the edges from ``i`` on."""
    out = [identity(n)]
    for m in reversed(edges):
        out.append(compose(m, out[-1]))
    return out[::-1]


def _acyclic(graph: NielsenGraph, live: set[Node]) -> bool:
    """Whether the live part of the graph has no cycle (so its simple paths are all
    its walks to the trivial node)."""
    state: dict[Node, int] = {}
    assert graph.root is not None
    stack: list[tuple[Node, int]] = [(graph.root, 0)]
    while stack:
        node, i = stack.pop()
        if i == 0:
            if state.get(node) == 2:
                continue
            state[node] = 1
        out = [e[0] for e in graph.edges.get(node, ()) if e[0] in live]
        if i < len(out):
            stack.append((node, i + 1))
            child = out[i]
            if state.get(child) == 1:
                return False
            if child not in state:
                stack.append((child, 0))
        else:
            state[node] = 2
    return True


def _sat(problem: _Problem, formulas: Sequence[Term], graph: NielsenGraph, walk: _Walk,
         free: dict[int, str], stats: dict[str, float | int],
         ints: dict[Term, Value] | None = None) -> CheckResult:
    """The model a walk gives (the free variables' words ``free``), completed."""
    h: Morphism = {e: () for e in graph.root_erased}
    # the root's erasures apply first, then the segments in order
    for edges, times in walk:
        segment = walk_morphism(edges, MAX_MODEL_CHARACTERS)
        if times != 1:
            segment = morphism_power(segment, times, MAX_MODEL_CHARACTERS)
        h = compose_morphisms(segment, h, MAX_MODEL_CHARACTERS)
    words = solution(h, len(problem.variables), free)
    model: dict[Term, Value] = {v: words[var_symbol(i)] for v, i in problem.variables.items()}
    model.update(ints or {})
    return sat_completed(formulas, model, stats)


__all__ = ["decide_quadratic"]
