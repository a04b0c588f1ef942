"""Lazy intersection and difference: search for one word in
``L(P1) & ... & L(Pk) \\ (L(N1) | ... | L(Nm))`` without building the automaton.

This is the lazy version of paper 004, Fig. 4 (product) and Fig. 5
(difference, with minterms for the implicit determinisation of each ``Ni``),
generalised to any number of positive and negative automata, as paper 000
(Sect. 2.3) needs for ``x in R1, x in R2, x notin R3``.  Only the states the
search visits are built; it stops at the first witness.

Search order: A* on word length.  The heuristic of a node is the largest, over
the positive automata, of the least distance from the component state to a
final state; it never overestimates and is consistent, so the first goal
taken from the queue is a shortest witness.  Among nodes of equal estimate and
depth, the one whose negative subsets hold the fewest states comes first (an
empty subset is a negative automaton that can no longer accept): otherwise the
order of the minterms decided which of many equally short words was followed,
and ``\\w*a\\w{10}`` minus ``[^\\d]*[a-c]\\w{9}`` generated 17 nodes with
intervals (their minterms come in code-point order, digits first) but 1,568
with bitmaps, whose partition refinement put the letters first and so tracked
every subset of the negative's positions.

Subsumption (antichains: De Wulf, Doyen, Henzinger, Raskin, CAV 2006): a node
``(P, S1..Sm)`` is not generated when a node ``(P, S1'..Sm')`` with every
``Si' ⊆ Si`` was generated at no greater depth.  A word that leads the first to a
goal leads the second to one too (fewer negative states accept less), no later,
so emptiness and the shortest witness are unchanged; but an inclusion such as
``\\w*a\\w{k} ⊆ \\w*[a-c]\\w{k}`` is proved after O(k) nodes instead of the 2^k
subsets of positions the negative side can track.  Nodes whose positive components
admit no common remaining length (intervals ``[least, greatest]`` from
:func:`strsat.regex.automaton.length_bounds` are disjoint) are pruned: no word
can lead all of them to a final state at once.  For ``[a-c]*a[a-c]{n+1}`` and
``[a-c]*b[a-c]{n}`` this generates about ``n + 5`` nodes (paper 000 reports
1,010 for n = 1000), and the unsat variant is refuted after a handful.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, Any

from ..deadline import Deadline
from ..errors import ResourceLimit
from ..named_tuples import NamedTuple
from .automaton import DEFAULT_MAX_STATES, NFA, universal_nfa, word_of_path
from .charset import CharSet
from .product import distinct, same_algebra, subset_moves

try:  # the C heap functions without heapq.py, whose import is 0.5M instructions more
    from _heapq import heappop, heappush  # (issue 39: start-up)
except ImportError:  # an interpreter without the C module
    from heapq import heappop, heappush

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import TypeAlias

#: A node of the product: one state per positive automaton, then one state *set* per
#: negative automaton (:class:`ProductSpace`).
Node: TypeAlias = tuple[Any, ...]


class SearchResult(NamedTuple):
    """Outcome of a lazy search.

    ``witness`` is a shortest word of the language, or None when it is empty.
    ``generated`` counts distinct product nodes created, ``expanded`` those
    whose moves were computed, ``pruned`` successors cut by length bounds.
    """

    witness: str | None
    generated: int
    expanded: int
    pruned: int

    @property
    def empty(self) -> bool:
        return self.witness is None


class ProductSpace:
    """The nodes and moves of the lazy product of ``positives`` minus ``negatives``,
    shared by every search over it (:func:`find_witness`, :func:`word_of_length`).

    A node is a tuple: one state per positive automaton, then one state *set* per
    negative automaton (its implicit determinisation, paper 004 Fig. 5).  With no
    positives the universal language is used.  A repeated automaton counts once
    (:func:`~strsat.regex.product.distinct`).
    """

    __slots__ = ("pos", "neg", "k", "bounds", "_caches", "_meets", "tried", "poll")

    def __init__(self, positives: Sequence[NFA], negatives: Sequence[NFA] = ()) -> None:
        positives, negatives = distinct(positives), distinct(negatives)
        if not positives:
            if not negatives:
                raise ValueError("a product search needs at least one automaton")
            positives = [universal_nfa(negatives[0].algebra)]
        self.pos = [positives[0]] + [same_algebra(positives[0], p) for p in positives[1:]]
        self.neg = [same_algebra(positives[0], n) for n in negatives]
        self.k = len(self.pos)
        #: per positive automaton, the least and greatest remaining lengths per state
        self.bounds = [p.bounds() for p in self.pos]
        self._caches: list[dict[Any, Any]] = [{} for _ in self.neg]
        #: the meets of label pairs intersected so far (:func:`_meet`)
        self._meets: dict[tuple[int, int], tuple[CharSet, CharSet, CharSet]] = {}
        #: pairs of labels intersected by :meth:`successors` so far (the work of a search
        #: over this space, :func:`search_units`)
        self.tried = 0
        #: a reading of the search's deadline within one node's moves, given the pairs
        #: that node intersected so far (:meth:`SearchCharge.poll`), or None
        self.poll: Callable[[int], None] | None = None

    def start(self) -> Node:
        return tuple(p.initial for p in self.pos) + tuple(frozenset({n.initial})
                                                           for n in self.neg)

    def is_goal(self, key: Node) -> bool:
        """Every positive automaton accepts and no negative one does."""
        return _is_goal(key, self.pos, self.neg)

    def successors(self, key: Node) -> list[tuple[CharSet, Node]]:
        """The moves of ``key``: positive moves combined pairwise (Fig. 4), then
        split by the minterms of each negative subset (Fig. 5)."""
        moves, tried = _successors(key, self.pos, self.neg, self._caches, self._meets,
                                   self.poll)
        self.tried += tried
        return moves

    def allows_length(self, key: Node, rem: int) -> bool:
        """Every positive component can reach a final state in exactly ``rem``
        characters as far as its length bounds tell."""
        for i in range(self.k):
            lo = self.bounds[i][0][key[i]]
            if lo is None or lo > rem:
                return False
            hi = self.bounds[i][1][key[i]]
            if hi is not None and hi < rem:
                return False
        return True


def find_witness(positives: Sequence[NFA], negatives: Sequence[NFA] = (),
                 deadline: Deadline | None = None,
                 max_states: int | None = DEFAULT_MAX_STATES,
                 prune_lengths: bool = True) -> SearchResult:
    """A shortest word accepted by every automaton of ``positives`` and by none
    of ``negatives`` (lazy product/difference).  With no positives the
    universal language is used.  Raises ``ResourceLimit`` past ``max_states``
    generated nodes or the deadline."""
    if not positives and not negatives:
        raise ValueError("find_witness needs at least one automaton")
    return _ShortestWord(ProductSpace(positives, negatives), deadline, max_states,
                         prune_lengths).run()


class _ShortestWord:
    """The A* search of :func:`find_witness` (the module doc): ``g`` the depth of each
    generated node, ``parent`` its predecessor and label, ``seen`` the generated nodes
    by positive part (negative subsets, depth) for subsumption."""

    def __init__(self, space: ProductSpace, deadline: Deadline | None,
                 max_states: int | None, prune_lengths: bool) -> None:
        self.space = space
        self.deadline = deadline
        self.max_states = max_states
        self.prune_lengths = prune_lengths
        self.g: dict[Node, int] = {}
        self.parent: dict[Node, tuple[Node, CharSet] | None] = {}
        self.heap: list[tuple[int, int, int, int, Node]] = []
        self.seen: dict[Node, list[tuple[Node, int]]] = {}
        self.counter = 0
        self.expanded = self.pruned = 0
        self.charge = None if deadline is None else SearchCharge(space, deadline)

    def run(self) -> SearchResult:
        """The search; what its last reading did not charge is charged when it ends."""
        try:
            return self._search()
        finally:
            if self.charge is not None:
                self.charge.close()

    def _search(self) -> SearchResult:
        space = self.space
        start = space.start()
        h0 = self.estimate(start)
        if h0 is None:
            return SearchResult(None, 1, 0, 1)
        self.g[start] = 0
        self.parent[start] = None
        self.heap.append((h0, 0, 0, 0, start))
        self.seen[start[:space.k]] = [(start[space.k:], 0)]
        self.counter = 1
        closed: set[Node] = set()
        while self.heap:
            _, neg_g, _, _, key = heappop(self.heap)
            if key in closed:
                continue
            closed.add(key)
            if space.is_goal(key):
                return self._result(word_of_path(self.parent, key))
            self.expanded += 1
            if self.expanded & 15 == 0 and self.charge is not None:
                self.charge.read("lazy automaton search", 1)
            for label, succ in space.successors(key):
                if succ not in closed:
                    self._generate(key, label, succ, -neg_g + 1)
        return self._result(None)

    def _result(self, word: str | None) -> SearchResult:
        return SearchResult(word, len(self.g), self.expanded, self.pruned)

    def estimate(self, key: Node) -> int | None:
        """Least remaining length, or None when the node is dead."""
        h, top = 0, None
        bounds = self.space.bounds
        for i in range(self.space.k):
            lo_i = bounds[i][0][key[i]]
            if lo_i is None:
                return None
            hi_i = bounds[i][1][key[i]]
            h = max(h, lo_i)
            if hi_i is not None and (top is None or hi_i < top):
                top = hi_i
        if self.prune_lengths and top is not None and h > top:
            return None
        return h

    def _generate(self, key: Node, label: CharSet, succ: Node, depth: int) -> None:
        """Queue ``succ`` at ``depth`` unless it is known as deep, dead or subsumed."""
        old = self.g.get(succ)
        if old is not None and old <= depth:
            return
        h = self.estimate(succ)
        k = self.space.k
        if h is None or (self.space.neg and _subsumed(succ, k, depth, self.seen, self.space)):
            self.pruned += 1
            return
        if old is None and self.max_states is not None and len(self.g) >= self.max_states:
            raise ResourceLimit(f"lazy automaton search: more than {self.max_states} states")
        self.g[succ] = depth
        self.parent[succ] = (key, label)
        live = sum(len(qs) for qs in succ[k:])
        heappush(self.heap, (depth + h, -depth, live, self.counter, succ))
        self.counter += 1


class LengthSearch(NamedTuple):
    """The outcome of :func:`word_of_length`: a word, or None with ``exhausted``
    telling whether that proves there is none (False: the node budget ran out)."""

    word: str | None
    exhausted: bool
    expanded: int


def word_of_length(positives: Sequence[NFA], negatives: Sequence[NFA], length: int,
                   deadline: Deadline | None = None,
                   max_nodes: int = 100_000) -> LengthSearch:
    """A word of exactly ``length`` characters accepted by every positive and no
    negative automaton: depth-first search over the :class:`ProductSpace`, pruned
    by each positive automaton's per-state length bounds, with failed ``(node,
    remaining length)`` pairs remembered, so exhaustion proves that no word of that
    length exists."""
    space = ProductSpace(positives, negatives)
    start = space.start()
    if not space.allows_length(start, length):
        return LengthSearch(None, True, 0)
    charge = None if deadline is None else SearchCharge(space, deadline)
    try:
        return _exact_length(space, start, length, charge, max_nodes)
    finally:
        if charge is not None:
            charge.close()


def _exact_length(space: ProductSpace, start: Node, length: int,
                  charge: SearchCharge | None, max_nodes: int) -> LengthSearch:
    """The depth-first search of :func:`word_of_length`."""
    failed: set[tuple[Node, int]] = set()
    # each frame: (node, remaining, successors, next index); labels on the path
    frames: list[list[Any]] = [[start, length, None, 0]]
    labels: list[CharSet] = []
    expansions = 0
    while frames:
        frame = frames[-1]
        key, rem = frame[0], frame[1]
        if rem == 0:
            if space.is_goal(key):
                word = "".join(chr(lab.witness()) for lab in labels)
                return LengthSearch(word, False, expansions)
            failed.add((key, rem))
            frames.pop()
            if labels:
                labels.pop()
            continue
        if frame[2] is None:
            expansions += 1
            if expansions > max_nodes:
                return LengthSearch(None, False, expansions)
            if expansions & 15 == 0 and charge is not None:
                charge.read("exact-length witness search", expansions & 255 == 0)
            frame[2] = space.successors(key)
        succs = frame[2]
        advanced = False
        while frame[3] < len(succs):
            label, succ = succs[frame[3]]
            frame[3] += 1
            if (succ, rem - 1) in failed or not space.allows_length(succ, rem - 1):
                continue
            frames.append([succ, rem - 1, None, 0])
            labels.append(label)
            advanced = True
            break
        if not advanced:
            failed.add((key, rem))
            frames.pop()
            if labels:
                labels.pop()
    return LengthSearch(None, True, expansions)


def _subsumed(key: Node, k: int, depth: int,
              seen: dict[Node, list[tuple[Node, int]]], space: ProductSpace) -> bool:
    """True when a node with the same positive states, negative subsets included
    in ``key``'s and depth at most ``depth`` was generated; otherwise ``key`` is
    recorded.  The nodes compared join the label pairs the space charges (one pair
    each: a comparison of the subsets costs about what a pair does; the scan grows
    with the nodes of one positive key, and uncharged it made checks of
    ``textwrap.wrap`` run 16 s for 71,000 work units)."""
    subsets = key[k:]
    entries = seen.setdefault(key[:k], [])
    space.tried += len(entries)
    for other, d in entries:
        if d <= depth and all(a <= b for a, b in zip(other, subsets, strict=True)):
            return True
    entries.append((subsets, depth))
    return False


def _is_goal(key: Node, pos: Sequence[NFA], neg: Sequence[NFA]) -> bool:
    k = len(pos)
    for i, p in enumerate(pos):
        if key[i] not in p.finals:
            return False
    for j, n in enumerate(neg):
        if not key[k + j].isdisjoint(n.finals):
            return False
    return True


#: Moves of one product node before the search gives up (they multiply per automaton).
MAX_MOVES = 50_000


#: Label pairs whose meet a product space keeps (:func:`_meet`) before it starts again.
MEETS_KEPT = 4096


def _meet(a: CharSet, b: CharSet, meets: dict[tuple[int, int], tuple[CharSet, CharSet, CharSet]]
          ) -> CharSet:
    """``a & b``, kept by the operands' identities (with the operands, so that no id is
    reused while kept).  A search meets the same few labels again at every node (a
    check of humanize's ``intword``: 41,673 pairs of 77, each of two bitmaps over the
    whole alphabet); the operands of later stages are kept meets themselves, so they
    hit too.  The work charged is the pairs tried, as before (:func:`search_units`)."""
    key = (id(a), id(b))
    hit = meets.get(key)
    if hit is not None and hit[0] is a and hit[1] is b:
        return hit[2]
    both = a & b
    if len(meets) >= MEETS_KEPT:
        meets.clear()
    meets[key] = (a, b, both)
    return both


def _successors(key: Node, pos: Sequence[NFA], neg: Sequence[NFA],
                caches: list[dict[Any, Any]],
                meets: dict[tuple[int, int], tuple[CharSet, CharSet, CharSet]],
                poll: Callable[[int], None] | None = None
                ) -> tuple[list[tuple[CharSet, Node]], int]:
    """The moves of a product node: positive moves combined pairwise (Fig. 4),
    then split by the minterms of each negative subset (Fig. 5); and the number of
    label pairs intersected to find them.  ``poll`` reads the search's deadline every
    :data:`POLL_PAIRS` pairs of a level that intersects more (one node of three
    automata multiplied out its moves for 4 s past a 3.4 s check's backstop before
    :data:`MAX_MOVES` stopped it)."""
    k = len(pos)
    combos: list[tuple[CharSet, Node]] = [(label, (t,)) for label, t in pos[0].trans[key[0]]]
    tried = 0
    for i in range(1, k):
        moves = pos[i].trans[key[i]]
        nxt = _combine(combos, moves, meets, poll, tried)
        tried += len(combos) * len(moves)
        if len(nxt) > MAX_MOVES:
            # NFAs with many overlapping moves (e.g. many Σ*·w·Σ*) multiply out
            raise ResourceLimit(f"lazy automaton search: more than {MAX_MOVES} moves"
                                " from one product node")
        combos = nxt
        if not combos:
            return combos, tried
    for j, n in enumerate(neg):
        scan = [0]  # the subset's minterms, when computed (a pair each)
        moves_j = subset_moves(n, key[k + j], caches[j], scan)
        tried += scan[0]
        nxt = _combine(combos, moves_j, meets, poll, tried)
        tried += len(combos) * len(moves_j)
        combos = nxt
    return combos, tried


#: the label pairs of one level of :func:`_successors` between readings of the deadline
POLL_PAIRS = 4096


def _combine(combos: list[tuple[CharSet, Node]], moves: Sequence[tuple[CharSet, Any]],
             meets: dict[tuple[int, int], tuple[CharSet, CharSet, CharSet]],
             poll: Callable[[int], None] | None, before: int
             ) -> list[tuple[CharSet, Node]]:
    """Each combination extended by each move whose label meets its own; ``poll`` (with
    ``before`` pairs of the node counted already) read every :data:`POLL_PAIRS` pairs."""
    nxt = []
    if poll is None or len(combos) * len(moves) <= POLL_PAIRS:
        for label, tup in combos:
            for l2, t in moves:
                both = _meet(label, l2, meets)
                if not both.is_empty():
                    nxt.append((both, tup + (t,)))
        return nxt
    done = since = 0
    for label, tup in combos:
        for l2, t in moves:
            both = _meet(label, l2, meets)
            if not both.is_empty():
                nxt.append((both, tup + (t,)))
        done += len(moves)
        since += len(moves)
        if since >= POLL_PAIRS:
            since = 0
            poll(before + done)
    return nxt


#: Label pairs a product search intersects per work unit.  A pair of bitmaps over the
#: whole alphabet, with the tuple of its target, costs about 10 µs, a pair of small
#: sets about 2 µs (and a node 9 µs besides): 24 pairs are 50-250 µs, the unit's order
#: (:data:`strsat.deadline.UNIT`).  A node intersects anything from a pair to thousands,
#: and a fixed charge per node (one unit per 16) undercharged the product of
#: ``textwrap``'s whitespace classes (85 pairs a node) 140-fold (explorer checks of
#: ``survey11.wrap_lines``).
PAIRS_PER_UNIT = 24


class SearchCharge:
    """The work a search over a :class:`ProductSpace` charges its deadline: at each
    reading, the label pairs the space intersected since the last one
    (:data:`PAIRS_PER_UNIT` a unit, at least the reading's own ``least``: the search's
    nodes), and when the search ends, what is left (pairs short of a unit carry over).
    The count is the space's own, so the charge depends neither on memoised automata
    nor on the machine."""

    __slots__ = ("space", "deadline", "charged")

    def __init__(self, space: ProductSpace, deadline: Deadline) -> None:
        self.space = space
        self.deadline = deadline
        self.charged = 0  # label pairs charged so far
        space.poll = self.poll

    def read(self, what: str, least: int) -> None:
        """A reading of the deadline (:meth:`Deadline.check`)."""
        self.deadline.check(what, max(self._take(), least))

    def poll(self, pending: int) -> None:
        """A reading within one node's moves: ``pending`` pairs that node intersected so
        far, not yet in the space's count (charged now, as :meth:`_take` would later)."""
        units = (self.space.tried + pending - self.charged) // PAIRS_PER_UNIT
        self.charged += units * PAIRS_PER_UNIT
        self.deadline.check("lazy automaton search", units)

    def close(self) -> None:
        """Charge the whole units left, without a reading (:meth:`Deadline.spend`)."""
        self.deadline.spend(self._take())

    def _take(self) -> int:
        """The whole units of the pairs not charged yet, now counted as charged."""
        units = (self.space.tried - self.charged) // PAIRS_PER_UNIT
        self.charged += units * PAIRS_PER_UNIT
        return units


def lazy_product(a: NFA, b: NFA, deadline: Deadline | None = None,
                 max_states: int | None = DEFAULT_MAX_STATES) -> SearchResult:
    """Emptiness of ``L(a) & L(b)`` with a shortest witness, built lazily."""
    return find_witness([a, b], (), deadline, max_states)


def lazy_difference(a: NFA, b: NFA, deadline: Deadline | None = None,
                    max_states: int | None = DEFAULT_MAX_STATES) -> SearchResult:
    """Emptiness of ``L(a) \\ L(b)`` (i.e. ``L(a)`` included in ``L(b)``) with a
    shortest witness, built lazily."""
    return find_witness([a], [b], deadline, max_states)
