"""Nielsen transformation graphs of word-equation systems (quadratic equations).

A system of word equations over variables and constant letters is rewritten by
looking at the first (or last) symbols of one equation (Nielsen 1917; the
graph and its use with length constraints follow Lin and Majumdar, ATVA 2018,
the source of the ``str_2/quad-*`` benchmarks, and Z3-Noodler's handling of
quadratic systems).  With ``x`` a variable and ``α`` the other side's head:

* ``x`` against a letter ``a``: ``x = ε`` or ``x ↦ a·x``;
* ``x`` against a variable ``y``: ``x = ε``, ``y = ε``, ``x ↦ y·x`` or ``y ↦ x·y``.

Every solution of a node is the image of a solution of one child that is
shorter in total, so a solution exists iff the node with no equations (the
*trivial* node) is reachable; in it every remaining variable is unconstrained.
When each variable occurs at most twice (quadratic systems) no rewriting makes
an equation longer and the graph is finite; for other systems exploration may
not end and is cut by a node budget (:attr:`NielsenGraph.complete` is then false
and the graph proves nothing).

After each rewriting a node is normalised: common prefixes and suffixes are
cancelled, an equation with one empty side erases its variables, and an
equation whose letter counts cannot balance (Parikh image: all variable
coefficients on one side's favour and a letter in excess there) kills the node.
A child keeps its parent's equations that the rewriting leaves alone, normalised
already (:func:`child_node`): only the rewritten ones are normalised again.

Symbols are ints: letters are their code points (>= 0), variable ``i`` is
``-1 - i``.  Solutions are rebuilt backwards along a walk of the graph
(:func:`walk_morphism`, :func:`solution`) and their lengths follow affine maps
(:func:`edge_length_map`, :func:`compose`), which the engine's quadratic
procedure (:mod:`strsat.engine.procedures.nielsen`) uses for length constraints.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from itertools import chain

try:  # the C heap functions without heapq.py (issue 39: start-up; as regex.lazy)
    from _heapq import heappop, heappush
except ImportError:  # an interpreter without the C module
    from heapq import heappop, heappush

from ...deadline import Deadline, Meter
from ...errors import ResourceLimit

Word = tuple[int, ...]
Equation = tuple[Word, Word]
#: A node: its equations, normalised and sorted.
Node = tuple[Equation, ...]
#: An edge: (child, variable, image the variable is replaced by, variables the
#: child's normalisation erased).
Edge = tuple[Node, int, Word, frozenset[int]]

TRIVIAL: Node = ()
#: Symbols a child's normalisation handles in about the time of one step of the
#: procedure (a node's reading, about 3 µs; :data:`.nielsen.STEPS_PER_UNIT` steps make a
#: unit of work).
SYMBOLS_PER_READING = 4


def size_of(node: Node | Sequence[Equation]) -> int:
    """The number of symbols of a node's equations."""
    return sum(map(len, chain.from_iterable(node)))


def var_symbol(index: int) -> int:
    """The symbol of variable ``index``."""
    return -1 - index


def var_index(symbol: int) -> int:
    """The index of the variable ``symbol`` (< 0)."""
    return -1 - symbol


def _cancel(left: Word, right: Word) -> Equation | None:
    """The equation with common prefix and suffix removed, oriented; None if dead."""
    i, n = 0, min(len(left), len(right))
    while i < n and left[i] == right[i]:
        i += 1
    if i:
        left, right = left[i:], right[i:]
    if left and right and left[0] >= 0 and right[0] >= 0:
        return None
    j, n = 0, min(len(left), len(right))
    while j < n and left[-1 - j] == right[-1 - j]:
        j += 1
    if j:
        left, right = left[:len(left) - j], right[:len(right) - j]
    if left and right and left[-1] >= 0 and right[-1] >= 0:
        return None
    if not _parikh_possible(left, right):
        return None
    return (left, right) if left <= right else (right, left)


def _parikh_possible(left: Word, right: Word) -> bool:
    """False when no lengths balance the letter counts: every variable's
    coefficient (occurrences left minus right) has one sign and some letter is
    in excess on that side (or the letter counts differ with all coefficients 0)."""
    coefficient: dict[int, int] = {}
    excess: dict[int, int] = {}
    for side, sign in ((left, 1), (right, -1)):
        for s in side:
            table = coefficient if s < 0 else excess
            table[s] = table.get(s, 0) + sign
    letters = [d for d in excess.values() if d]
    if not letters:
        return True
    coefficients = [c for c in coefficient.values() if c]
    if all(c >= 0 for c in coefficients) and any(d > 0 for d in letters):
        return False
    return not (all(c <= 0 for c in coefficients) and any(d < 0 for d in letters))


def normalize(equations: Iterable[Equation], normal: Iterable[Equation] = ()
              ) -> tuple[Node, frozenset[int]] | None:
    """The node of ``equations`` and ``normal`` and the variables erased on the way (an
    empty side forces the other side's variables to ε); None if the system has no
    solution by cancellation, an empty side against letters, or letter counts.
    ``normal`` are equations already normalised (a parent's, left alone by a rewriting):
    like every equation already normalised, each is read again only once a variable it
    holds is erased."""
    erased: set[int] = set()
    pending = list(equations)
    out: set[Equation] = set(normal)
    #: variable -> the equations of ``out`` holding it, made at the first erasure (a
    #: chain of definitions erased link by link re-reads only the links: each round's
    #: scan of every equation made a long chain quadratic, issue 39's concats-big)
    holders: dict[int, list[Equation]] | None = None
    while True:
        fresh: set[int] = set()
        for left, right in pending:
            if erased:
                left = tuple(s for s in left if s not in erased)
                right = tuple(s for s in right if s not in erased)
            eq = _cancel(left, right)
            if eq is None:
                return None
            left, right = eq
            if not right:
                continue  # both sides empty (oriented: left <= right)
            if not left:
                if any(s >= 0 for s in right):
                    return None
                fresh.update(right)
                continue
            if eq not in out:
                out.add(eq)
                if holders is not None:
                    _hold(holders, eq)
        if not fresh:
            return tuple(sorted(out)), frozenset(erased)
        erased |= fresh
        if holders is None:
            holders = {}
            for eq in out:
                _hold(holders, eq)
        # only the equations holding an erased variable change (the rest are normal)
        touched = {eq for v in fresh for eq in holders.get(v, ()) if eq in out}
        pending = list(touched)
        out.difference_update(touched)


def _hold(holders: dict[int, list[Equation]], eq: Equation) -> None:
    """Index ``eq`` under each variable it holds."""
    for s in {*eq[0], *eq[1]}:
        if s < 0:
            holders.setdefault(s, []).append(eq)


def substitute(node: Node, var: int, image: Word) -> list[Equation]:
    """The equations of ``node`` with ``var`` replaced by ``image``."""
    return [(_replace(left, var, image), _replace(right, var, image)) for left, right in node]


def _replace(w: Word, var: int, image: Word) -> Word:
    """``w`` with ``var`` replaced by ``image``."""
    if var not in w:
        return w
    out: list[int] = []
    for s in w:
        if s == var:
            out.extend(image)
        else:
            out.append(s)
    return tuple(out)


def child_node(node: Node, var: int, image: Word) -> tuple[Node, frozenset[int]] | None:
    """``normalize(substitute(node, var, image))``, with the equations of ``node``
    without ``var`` kept as they are: they are normalised already, and a rewriting
    leaves most of them alone (in a chain of 32 equations, all but one or two).  Only
    the rewritten ones are cancelled and counted again, unless a variable is erased."""
    rewritten: list[Equation] = []
    kept: list[Equation] = []
    for left, right in node:
        if var in left or var in right:
            rewritten.append((_replace(left, var, image), _replace(right, var, image)))
        else:
            kept.append((left, right))
    return normalize(rewritten, kept)


def rewritings(node: Node) -> list[tuple[int, Word]]:
    """The case split of one end of one equation of ``node`` (a non-trivial node):
    ``(x, image)`` pairs, ``image`` empty for ``x = ε``.  A letter against a
    variable (two cases) is preferred to two variables (four)."""
    best: list[tuple[int, Word]] | None = None
    for left, right in node:
        for a, b, front in ((left[0], right[0], True), (left[-1], right[-1], False)):
            if a >= 0 and b >= 0:
                continue
            if a < 0 and b < 0:
                cases = [(a, ()), (b, ()), (a, (b, a) if front else (a, b)),
                         (b, (a, b) if front else (b, a))]
            else:
                x, letter = (a, b) if a < 0 else (b, a)
                return [(x, ()), (x, (letter, x) if front else (x, letter))]
            if best is None:
                best = cases
    assert best is not None, "a normalised non-trivial node has a variable at an end"
    return best


class NielsenGraph:
    """The part of the Nielsen graph reachable from a system, explored best first by
    symbols plus twice the depth (a weighted A*-like order: fewest symbols, the trivial
    node having none, with the edges taken so far as the cost; ties in the order found).
    For a complete graph the order does not matter; a search for the trivial node does.
    Measured in nodes to the trivial node (breadth first / symbols / symbols + depth /
    symbols + 2·depth): woorpje ``03_track_189`` (a variable ten times) 20,000+ / 50 /
    51 / 33, ``03_track_65`` 20,000+ / 2,090 / 658 / 279; stringfuzz ``concats-big``
    117 / 10,417 / 99 / 100, ``concats-balanced-00010`` 121 / 1,039 / 13,315 / 149.

    ``root`` is the normalised system (None if normalisation refuted it);
    ``root_erased`` the variables its normalisation erased; ``edges`` maps each
    expanded node to its out-edges; ``complete`` says every reachable node was
    expanded (within ``max_nodes`` nodes and ``max_symbols`` symbols per node).
    With ``stop_at_trivial`` the exploration ends when the trivial node is found
    (``complete`` is then false unless nothing was left).
    """

    def __init__(self, equations: Sequence[Equation], deadline: Deadline | Meter,
                 max_nodes: int = 20_000, max_symbols: int | None = None,
                 stop_at_trivial: bool = False) -> None:
        self.edges: dict[Node, list[Edge]] = {}
        self.complete = True
        self.nodes: set[Node] = set()
        normal = normalize(equations)
        self.root: Node | None = None if normal is None else normal[0]
        self.root_erased: frozenset[int] = frozenset() if normal is None else normal[1]
        if self.root is None:
            return
        size = size_of(self.root)
        limit = max_symbols if max_symbols is not None else 4 * size + 16
        queue = [(size, 0, 0, self.root)]
        found = 0
        seen = self.nodes = {self.root}
        while queue:
            _, _, depth, node = heappop(queue)
            if not node:
                continue
            if len(seen) > max_nodes:
                self.complete = False
                return
            deadline.check("Nielsen graph")
            out: list[Edge] = []
            # normalising a child costs time in the node's symbols: a system of 32
            # equations costs about 30 plain readings a child (issue 39 item 2)
            cost = size_of(node) // SYMBOLS_PER_READING
            for var, image in rewritings(node):
                normal = child_node(node, var, image)
                deadline.spend(cost)
                if normal is None:
                    continue
                child, erased = normal
                symbols = size_of(child)
                if symbols > limit:
                    self.complete = False
                    continue
                out.append((child, var, image, erased))
                if child not in seen:
                    seen.add(child)
                    found += 1
                    heappush(queue, (symbols + 2 * (depth + 1), found, depth + 1, child))
            self.edges[node] = out
            if stop_at_trivial and TRIVIAL in seen:
                self.complete = not queue
                return

    def reaches_trivial(self) -> bool:
        """Whether the trivial node was reached (the system has a solution)."""
        return TRIVIAL in self.nodes

    def live(self) -> set[Node]:
        """The nodes from which the trivial node is reachable."""
        back: dict[Node, list[Node]] = {}
        for node, out in self.edges.items():
            for child, *_ in out:
                back.setdefault(child, []).append(node)
        alive = {TRIVIAL} if self.reaches_trivial() else set()
        stack = list(alive)
        while stack:
            for parent in back.get(stack.pop(), ()):
                if parent not in alive:
                    alive.add(parent)
                    stack.append(parent)
        return alive

    def shortest_walk(self) -> list[Edge] | None:
        """A shortest walk from the root to the trivial node, or None."""
        if self.root is None:
            return None
        parent: dict[Node, tuple[Node, Edge] | None] = {self.root: None}
        queue = deque([self.root])
        while queue:
            node = queue.popleft()
            if node == TRIVIAL:
                walk: list[Edge] = []
                step = parent[node]
                while step is not None:
                    walk.append(step[1])
                    step = parent[step[0]]
                return walk[::-1]
            for edge in self.edges.get(node, ()):
                if edge[0] not in parent:
                    parent[edge[0]] = (node, edge)
                    queue.append(edge[0])
        return None


#: A substitution of words for variables (variable symbol -> symbols; others fixed).
Morphism = dict[int, Word]


def edge_morphism(edge: Edge) -> Morphism:
    """The parent's solution as a substitution of the child's along ``edge``: the
    rewritten variable becomes its image, erased variables ε."""
    _child, var, image, erased = edge
    h: Morphism = {e: () for e in erased}
    h[var] = tuple(s for s in image if s not in erased)
    return h


def apply_morphism(h: Morphism, word: Word) -> Word:
    out: list[int] = []
    for s in word:
        image = h.get(s) if s < 0 else None
        if image is None:
            out.append(s)
        else:
            out.extend(image)
    return tuple(out)


def compose_morphisms(outer: Morphism, inner: Morphism, max_symbols: int) -> Morphism:
    """``outer ∘ inner`` (``inner`` first, on the child's side); raises
    :class:`ResourceLimit` when an image passes ``max_symbols``."""
    h = {x: apply_morphism(outer, w) for x, w in inner.items()}
    for x, w in outer.items():
        h.setdefault(x, w)
    if any(len(w) > max_symbols for w in h.values()):
        raise ResourceLimit("a Nielsen solution past its size limit")
    return h


def walk_morphism(walk: Sequence[Edge], max_symbols: int) -> Morphism:
    """The substitution from the trivial node's solution to the root's along ``walk``
    (the root's solution is the trivial node's applied to the image of each root
    variable: the first edge's substitution is applied first)."""
    h: Morphism = {}
    for edge in walk:
        h = compose_morphisms(edge_morphism(edge), h, max_symbols)
    return h


def morphism_power(h: Morphism, k: int, max_symbols: int) -> Morphism:
    """``h`` composed ``k`` times (by squaring)."""
    result: Morphism = {}
    while k:
        if k & 1:
            result = compose_morphisms(result, h, max_symbols)
        k >>= 1
        if k:
            h = compose_morphisms(h, h, max_symbols)
    return result


def solution(h: Morphism, variables: int, free: dict[int, str]) -> dict[int, str]:
    """The root's words (variable symbol -> word) when the trivial node's variables
    take ``free`` (missing: ε) and ``h`` leads from there to the root."""
    out: dict[int, str] = {}
    for i in range(variables):
        x = var_symbol(i)
        out[x] = "".join(free.get(s, "") if s < 0 else chr(s) for s in h.get(x, (x,)))
    return out


#: An affine map of length vectors: ``parent = matrix · child + offset`` (row-major).
Affine = tuple[list[list[int]], list[int]]


def identity(n: int) -> Affine:
    return [[int(i == j) for j in range(n)] for i in range(n)], [0] * n


def edge_length_map(edge: Edge, n: int) -> Affine:
    """The parent's variable lengths as an affine function of the child's along
    ``edge`` (``n`` variables): erased variables have length 0 and the rewritten
    variable the length of its image."""
    _child, var, image, erased = edge
    zeroed = {var_index(e) for e in erased}
    matrix = [[int(i == j and j not in zeroed) for j in range(n)] for i in range(n)]
    offset = [0] * n
    row = [0] * n
    letters = 0
    for s in image:
        if s >= 0:
            letters += 1
        elif var_index(s) not in zeroed:
            row[var_index(s)] += 1
    matrix[var_index(var)] = row
    offset[var_index(var)] = letters
    return matrix, offset


def compose(outer: Affine, inner: Affine) -> Affine:
    """``outer ∘ inner``: first ``inner`` (child to middle), then ``outer``."""
    a, b = outer
    c, d = inner
    n = len(a)
    # The maps along a walk are near the identity (an edge rewrites one variable and
    # erases a few): multiply over the non-zero entries only, O(n²) instead of O(n³).
    inner_rows = [[(j, v) for j, v in enumerate(row) if v] for row in c]
    matrix: list[list[int]] = []
    offset: list[int] = []
    for i in range(n):
        row = [0] * n
        shift = b[i]
        for k, aik in enumerate(a[i]):
            if aik:
                shift += aik * d[k]
                for j, v in inner_rows[k]:
                    row[j] += aik * v
        matrix.append(row)
        offset.append(shift)
    return matrix, offset


def power(m: Affine, k: int) -> Affine:
    """``m`` applied ``k`` times (by squaring)."""
    result = identity(len(m[1]))
    while k:
        if k & 1:
            result = compose(result, m)
        m = compose(m, m)
        k >>= 1
    return result


def walk_length_map(walk: Sequence[Edge], n: int) -> Affine:
    """The root's lengths as an affine function of the trivial node's along ``walk``."""
    result = identity(n)
    for edge in walk:
        result = compose(result, edge_length_map(edge, n))
    return result


__all__ = ["Affine", "Edge", "Equation", "Morphism", "NielsenGraph", "Node", "TRIVIAL",
           "apply_morphism", "child_node", "compose", "compose_morphisms", "edge_length_map",
           "edge_morphism", "identity", "morphism_power", "normalize", "power", "rewritings",
           "solution", "substitute", "var_index", "var_symbol", "walk_length_map",
           "walk_morphism"]
