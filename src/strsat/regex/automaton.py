"""Symbolic finite automata (paper 004, Def. 1) without epsilon moves.

States are ``0..n-1``; ``trans[q]`` is a list of moves ``(label, target)`` whose
labels are non-empty :class:`~strsat.regex.charset.CharSet` of one algebra.
Automata are plain data plus free functions (acceptance, trimming, shortest
witness, per-state length bounds); the algorithms live in their own modules.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, TypeVar, deque

from ..deadline import Deadline
from ..errors import ResourceLimit
from .charset import Algebra, CharSet

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Iterable, Sequence
    from typing import Any

#: Default bound on the number of states any construction may create.
DEFAULT_MAX_STATES = 2_000_000
#: States a construction makes per work unit (issue 40: construction is work the
#: ``--rlimit`` bounds).  A state of Thompson's epsilon-automaton, with its share of
#: the epsilon elimination, took 4-7 CPU µs, a product or subset state 10-100: 16
#: states are about a unit (:data:`strsat.deadline.UNIT`, 100 µs).
STATES_PER_UNIT = 16
#: States made between two readings of the deadline while building (each reading
#: charges ``STATES_PER_READING // STATES_PER_UNIT`` units).
STATES_PER_READING = 256
#: Moves a product, difference or subset construction (:func:`explore`) makes per work
#: unit, when its states have more moves than states make units: a product's move
#: costs 4-5 µs (a pair of labels intersected), a subset construction's about 14 µs (the
#: minterms of the subset's labels), so a state with hundreds of moves is not a 16th of
#: a unit (lead, 2026-12-04: explorer checks of ``survey11.wrap_lines``).
EXPLORED_MOVES_PER_UNIT = 16
#: Moves :func:`explore` makes between two readings at most.
EXPLORED_MOVES_PER_READING = 16 * EXPLORED_MOVES_PER_UNIT

Move = tuple[CharSet, int]


class NFA:
    """An epsilon-free symbolic NFA with one initial state.

    A plain class, not a dataclass: importing :mod:`dataclasses` costs a fresh
    process ~5 ms (issue 15, part 1); equality compares the fields as a
    dataclass's would (not the cached bounds).
    """

    __slots__ = ("algebra", "trans", "initial", "finals", "deterministic", "total", "stats",
                 "_bounds", "_preds")
    __hash__ = None  # type: ignore[assignment]  # mutable: compared by value

    def __init__(self, algebra: Algebra[Any], trans: list[list[Move]], initial: int,
                 finals: frozenset[int], deterministic: bool = False, total: bool = False,
                 stats: dict[str, int] | None = None) -> None:
        self.algebra = algebra
        self.trans = trans
        self.initial = initial
        self.finals = finals
        #: True when known to be deterministic (labels of each state disjoint).
        self.deterministic = deterministic
        #: True when known to be total (labels of each state cover the alphabet).
        self.total = total
        self.stats: dict[str, int] = {} if stats is None else stats
        self._bounds: tuple[list[int | None], list[int | None]] | None = None
        self._preds: list[list[int]] | None = None

    def _fields(self) -> tuple[object, ...]:
        return (self.algebra, self.trans, self.initial, self.finals, self.deterministic,
                self.total, self.stats)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not NFA:
            return NotImplemented
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        return (f"NFA(algebra={self.algebra!r}, trans={self.trans!r}, initial={self.initial!r}, "
                f"finals={self.finals!r}, deterministic={self.deterministic!r}, "
                f"total={self.total!r}, stats={self.stats!r})")

    @property
    def n_states(self) -> int:
        return len(self.trans)

    @property
    def n_moves(self) -> int:
        return sum(len(t) for t in self.trans)

    def bounds(self) -> tuple[list[int | None], list[int | None]]:
        """:func:`length_bounds` of this automaton, computed once."""
        if self._bounds is None:
            self._bounds = length_bounds(self)
        return self._bounds

    def rerooted(self, initial: int) -> NFA:
        """This automaton started at ``initial``: its moves, finals and length bounds
        (which do not depend on the initial state) are shared, not copied or computed
        again (the split search tests segments ``p -> q`` of one automaton for many
        ``p``: the bounds of 16,642 states per test were most of its time, issue 38)."""
        a = NFA(self.algebra, self.trans, initial, self.finals, self.deterministic,
                self.total, self.stats)
        a._bounds = self.bounds()
        a._preds = self._preds
        return a

    def with_finals(self, finals: frozenset[int]) -> NFA:
        """This automaton with other final states, sharing its moves and their
        predecessor lists (:meth:`predecessors`)."""
        a = NFA(self.algebra, self.trans, self.initial, finals)
        a._preds = self.predecessors()
        return a

    def predecessors(self) -> list[list[int]]:
        """The sources of the moves into each state, computed once."""
        if self._preds is None:
            preds: list[list[int]] = [[] for _ in self.trans]
            for q, moves in enumerate(self.trans):
                for _, t in moves:
                    preds[t].append(q)
            self._preds = preds
        return self._preds

    def check_invariants(self) -> None:
        """Raise AssertionError if a label is empty, of the wrong algebra, or a
        target is out of range."""
        n = len(self.trans)
        assert 0 <= self.initial < n
        for q, moves in enumerate(self.trans):
            for label, t in moves:
                assert label.algebra is self.algebra, (q, label)
                assert not label.is_empty(), q
                assert 0 <= t < n, (q, t)
        assert all(0 <= f < n for f in self.finals)


def check_limits(n_states: int, max_states: int | None, deadline: Deadline | None,
                 what: str, units: int = 1) -> None:
    """Raise :class:`ResourceLimit` when ``n_states`` exceeds ``max_states`` or
    the deadline has passed; the reading charges ``units`` work units."""
    if max_states is not None and n_states > max_states:
        raise ResourceLimit(f"{what}: more than {max_states} automaton states")
    if deadline is not None:
        deadline.check(what, units)


def construction_units(n_states: int) -> int:
    """The units a reading after state ``n_states`` of a construction charges: the
    :data:`STATES_PER_READING` states made since the last one (none at the first)."""
    return STATES_PER_READING // STATES_PER_UNIT if n_states else 0


S = TypeVar("S", bound="Hashable")


def explore(start: S, successors: Callable[[S], Iterable[tuple[CharSet, S]]],
            deadline: Deadline | None, max_states: int | None, what: str,
            tally: list[int] | None = None) -> tuple[list[S], list[list[Move]]]:
    """The states reachable from ``start``, numbered breadth-first (``order[k]`` is
    state ``k``), and the moves of each to numbered targets.  ``successors(s)`` gives
    the labelled moves of ``s``; the limits are checked every
    :data:`STATES_PER_READING` states or :data:`EXPLORED_MOVES_PER_READING` moves,
    charging the states or the moves made since, whichever are more units
    (:func:`explored_units`), and what is left is charged at the end.  Products,
    differences and subset constructions are this loop with their own states.

    ``tally``: a one-item list to which ``successors`` adds the label operations it
    does (pairs of labels intersected, minterm refinements, NFA moves scanned:
    :func:`~strsat.regex.product.subset_moves`); the readings charge those as moves
    when they are more than the moves made (a product's state tries every pair of its
    moves, most of them empty: the moves made undercharged a product 3-7-fold in
    explorer checks of semver's patterns, benchmarks/2026-12-07-checks33.md)."""
    index = {start: 0}
    order = [start]
    trans: list[list[Move]] = []
    k = made = moves = 0  # moves: those made, or the tally's operations when more
    read_k = read_moves = 0  # states and moves at the last reading
    while k < len(order):
        moves = made if tally is None or tally[0] < made else tally[0]
        if k - read_k >= STATES_PER_READING or moves - read_moves >= EXPLORED_MOVES_PER_READING \
                or k == 0:
            check_limits(len(order), max_states, deadline, what,
                         explored_units(k - read_k, moves - read_moves))
            read_k, read_moves = k, moves
        out: list[Move] = []
        for label, target in successors(order[k]):
            i = index.get(target)
            if i is None:
                i = index[target] = len(order)
                order.append(target)
            out.append((label, i))
        trans.append(out)
        made += len(out)
        k += 1
    moves = made if tally is None or tally[0] < made else tally[0]
    if deadline is not None:
        deadline.spend(explored_units(k - read_k, moves - read_moves))
    return order, trans


def explored_units(states: int, moves: int) -> int:
    """The work units of ``states`` states with ``moves`` moves made by :func:`explore`."""
    return max(states // STATES_PER_UNIT, moves // EXPLORED_MOVES_PER_UNIT)


def universal_nfa(algebra: Algebra[Any]) -> NFA:
    """The automaton of all strings (one state, a full self-loop)."""
    return NFA(algebra, [[(algebra.full, 0)]], 0, frozenset({0}), deterministic=True,
               total=True)


def read(a: NFA, states: Iterable[int], word: str) -> frozenset[int]:
    """The states ``a`` reaches from ``states`` reading ``word`` (subset simulation)."""
    current = frozenset(states)
    for ch in word:
        c = ord(ch)
        current = frozenset(t for q in current for label, t in a.trans[q] if c in label)
        if not current:
            break
    return current


def accepts(a: NFA, s: str) -> bool:
    """Whether ``a`` accepts ``s``."""
    return not read(a, (a.initial,), s).isdisjoint(a.finals)


def reachable(a: NFA) -> list[int]:
    """States reachable from the initial state, in BFS order."""
    seen = {a.initial}
    order = [a.initial]
    for q in order:
        for _, t in a.trans[q]:
            if t not in seen:
                seen.add(t)
                order.append(t)
    return order


def coreachable(a: NFA) -> set[int]:
    """States from which a final state is reachable."""
    preds: list[list[int]] = [[] for _ in a.trans]
    for q, moves in enumerate(a.trans):
        for _, t in moves:
            preds[t].append(q)
    seen = set(a.finals)
    work = list(seen)
    while work:
        q = work.pop()
        for p in preds[q]:
            if p not in seen:
                seen.add(p)
                work.append(p)
    return seen


def trim(a: NFA, keep_total: bool = False) -> NFA:
    """Only the useful states (reachable and co-reachable), renumbered in BFS
    order, with moves to the same target merged into one label (paper 004:
    clean and normalised).  The initial state is always kept."""
    live = coreachable(a)
    order = [q for q in reachable(a) if q in live or q == a.initial]
    if keep_total:
        order = reachable(a)
        live = set(order)
    index = {q: i for i, q in enumerate(order)}
    trans: list[list[Move]] = []
    union = a.algebra.union
    for q in order:
        merged: dict[int, list[CharSet]] = {}
        for label, t in a.trans[q]:
            if t in live and t in index:
                i = index[t]
                labels = merged.get(i)
                if labels is None:
                    merged[i] = [label]
                else:
                    labels.append(label)
        trans.append([(labels[0] if len(labels) == 1 else union(labels), t)
                      for t, labels in merged.items()])
    finals = frozenset(index[q] for q in a.finals if q in index)
    return NFA(a.algebra, trans, 0, finals, deterministic=a.deterministic,
               total=a.total and keep_total)


def is_empty(a: NFA) -> bool:
    return shortest_witness(a) is None


def shortest_witness(a: NFA, deadline: Deadline | None = None) -> str | None:
    """A shortest accepted string (BFS), or None when the language is empty.
    Characters are chosen by :meth:`CharSet.witness` (readable first)."""
    parent: dict[int, tuple[int, CharSet] | None] = {a.initial: None}
    queue = deque([a.initial])
    steps = 0
    while queue:
        q = queue.popleft()
        if q in a.finals:
            return word_of_path(parent, q)
        steps += 1
        if deadline is not None and steps & 1023 == 0:
            deadline.check("automaton emptiness")
        for label, t in a.trans[q]:
            if t not in parent:
                parent[t] = (q, label)
                queue.append(t)
    return None


def word_of_path(parent: dict[Any, Any], q: object) -> str:
    """The word spelled by following ``parent`` links (node -> ``(previous
    node, label)``, None at the root) back from ``q``: one readable witness
    character per label."""
    chars: list[str] = []
    link = parent[q]
    while link is not None:
        q, label = link
        chars.append(chr(label.witness()))
        link = parent[q]
    return "".join(reversed(chars))


def length_bounds(a: NFA) -> tuple[list[int | None], list[int | None]]:
    """For every state ``q``, the least and the greatest length of a word
    leading from ``q`` to a final state (``None``: no such word, resp. no
    greatest length).  Linear time: reverse BFS, then longest paths over the
    acyclic part, both over the states that reach a final state only (the
    predecessor lists are the automaton's, kept: a segment ``p -> q`` of a large
    automaton costs the states that reach ``q``)."""
    n = len(a.trans)
    preds = a.predecessors()
    lo: list[int | None] = [None] * n
    queue: deque[int] = deque()
    reached: list[int] = []
    for f in a.finals:
        lo[f] = 0
        queue.append(f)
        reached.append(f)
    while queue:
        q = queue.popleft()
        for p in preds[q]:
            if lo[p] is None:
                lo[p] = lo[q] + 1  # type: ignore[operator]
                queue.append(p)
                reached.append(p)
    hi = _longest(a, lo, sorted(reached))
    return lo, hi


def _longest(a: NFA, lo: Sequence[int | None], roots: Sequence[int]) -> list[int | None]:
    """Greatest distance to a final state over useful states (``roots``: those
    with a ``lo``, in increasing order); None when a cycle of useful states is
    reachable (unbounded) or no final is reachable."""
    n = len(a.trans)
    useful = [False] * n
    for q in roots:
        useful[q] = True
    hi: list[int | None] = [None] * n
    INF = -1
    state = [0] * n  # 0 new, 1 on stack, 2 done
    for root in roots:
        if state[root]:
            continue
        stack: list[tuple[int, int]] = [(root, 0)]
        state[root] = 1
        while stack:
            q, i = stack[-1]
            moves = a.trans[q]
            if i < len(moves):
                stack[-1] = (q, i + 1)
                t = moves[i][1]
                if not useful[t]:
                    continue
                if state[t] == 0:
                    state[t] = 1
                    stack.append((t, 0))
                elif state[t] == 1:
                    hi[q] = INF  # cycle
                continue
            stack.pop()
            state[q] = 2
            best: int | None = 0 if q in a.finals else None
            if hi[q] == INF:
                best = INF
            else:
                for _, t in moves:
                    if not useful[t]:
                        continue
                    h = hi[t]
                    if h == INF or state[t] != 2:
                        best = INF
                        break
                    if h is not None and (best is None or h + 1 > best):
                        best = h + 1
            hi[q] = best
    for q in roots:
        if hi[q] == INF:
            hi[q] = None
    return hi
