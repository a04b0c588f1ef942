"""Character positions of a component and the union-find over them (paper 001 §5).

With every length fixed, a string variable ``x`` of length ``n`` is the row of
cells ``x[0] .. x[n-1]``; each distinct constant character has one node.  An
:class:`Alignment` puts two *sides* (sequences of variables and constants,
each starting at a known offset) position by position on top of each other:
an equation of concatenations aligns its sides from 0, ``prefixof s t``
aligns ``s`` with the start of ``t``, ``suffixof s t`` with its end.  Aligned
nodes are united.  Two different constant characters in one class are a
*clash*: the alignments are impossible for these lengths.

Every union remembers its reason (alignment, absolute position), so a clash
is explained by the path between the two constant nodes: for each step, the
alignment's literal and the linear facts placing that position inside the
two items (``start + Σ|items before| = P - i`` and ``|item| > i``).  The
resulting lemma mentions only the lengths that position the clash, not the
whole length vector.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import deque

from strsat.static import TYPE_CHECKING

from ...deadline import current
from ...records import Record
from ...terms import Term, integer, mk
from ...terms.values import text_of

if TYPE_CHECKING:
    from typing import Any

#: Unions of an alignment (or nodes numbered) per reading of the running check's
#: deadline, and how many of them a work unit pays for: a reading charges the stretch it
#: begins (a union or a find costs 1-1.4 µs, so a unit about 65-90 µs; issue 40: a unit
#: buys about the same CPU time in every phase).
UNIONS_PER_READING, UNIONS_PER_UNIT = 4096, 64
#: Cells (or constant characters) made per reading of the running check's deadline, and
#: the units a reading charges for them (cells are made in C, 20 ns each; a constant's
#: characters registered one by one, about 0.3 µs each).
CELLS_PER_READING, CELL_UNITS, CHAR_UNITS = 1 << 16, 16, 256


def _units(left: int) -> int:
    """The work units of the next stretch of a union (or find) loop with ``left`` items to
    go: at most :data:`UNIONS_PER_READING` of them, :data:`UNIONS_PER_UNIT` a unit, at
    least one (a reading at the start of every stretch charged one unit per stretch, 4,095
    unions or none, before: up to 5 ms a unit)."""
    return max(1, min(left, UNIONS_PER_READING) // UNIONS_PER_UNIT)


#: One item of a side: a string variable or a non-empty constant.
Item = Term


class Side(Record):
    """A sequence of items placed from offset ``start`` (value ``start_value``)."""

    __slots__ = ("items", "lengths", "start", "start_value", "offsets")
    _fields = ("items", "lengths", "start", "start_value")
    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, items: list[Item], lengths: list[int], start: Term | None = None,
                 start_value: int = 0) -> None:
        self.items = items
        self.lengths = lengths
        self.start = start
        self.start_value = start_value
        self.offsets = [start_value]
        for n in lengths:
            self.offsets.append(self.offsets[-1] + n)

    @property
    def end(self) -> int:
        return self.offsets[-1]

    def locate(self, p: int) -> tuple[int, int]:
        """(item index, index inside the item) of absolute position ``p``."""
        k = bisect_right(self.offsets, p) - 1
        while self.lengths[k] == 0:  # empty variables occupy no position
            k += 1
        return k, p - self.offsets[k]

    def facts(self, p: int, sums: dict[tuple[int, int], int],
              bounds: dict[Term, int]) -> None:
        """Record the linear facts that put absolute position ``p`` inside this
        side's item: ``start + Σ|items before| = P - i`` as ``sums[(id(self), k)]``
        and ``|item| > i`` as the largest bound in ``bounds[item]`` (the
        conjunction of ``|v| >= a`` and ``|v| >= b`` is ``|v| >= max(a, b)``: a path
        through 30,000 positions of one variable gives one fact, not 30,000)."""
        k, i = self.locate(p)
        sums[(id(self), k)] = p - i
        item = self.items[k]
        if item.op != "const":
            bounds[item] = max(bounds.get(item, 0), i + 1)

    def sum_fact(self, k: int, value: int) -> Term | None:
        """``start + Σ|items before item k| = value`` (constants moved right), or
        None when nothing variable precedes item ``k``."""
        parts: list[Term] = [] if self.start is None else [self.start]
        const = 0
        for it in self.items[:k]:
            if it.op == "const":
                const += len(text_of(it))
            else:
                parts.append(mk("str.len", it))
        if not parts:
            return None
        lhs = parts[0] if len(parts) == 1 else mk("+", *parts)
        return mk("=", lhs, integer(value - const))


class Alignment(Record):
    """Two sides that must agree at every position of ``lo .. hi-1``.

    ``literal`` is the literal that demands it (None for a valid definition) and
    ``facts`` the integer values that literal read; ``source`` is the constraint that
    made it (read by the widening of clash lemmas)."""

    _fields = ("literal", "facts", "a", "b", "lo", "hi", "source")
    __slots__ = _fields
    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, literal: Term | None, facts: list[Term], a: Side, b: Side, lo: int,
                 hi: int, source: object = None) -> None:
        self.literal = literal
        self.facts = facts
        self.a = a
        self.b = b
        self.lo = lo
        self.hi = hi
        self.source = source


class Layout:
    """Cells of the component's variables, constant nodes, and their classes."""

    def __init__(self, lengths: dict[Term, int], explain: bool = True) -> None:
        self.base: dict[Term, int] = {}
        n = 0
        for x, length in lengths.items():
            self.base[x] = n
            n += length
        self.lengths = lengths
        self.n_cells = n
        self._parent: list[int] = []
        deadline = current()  # a million cells take a while: read as they are made
        for start in range(0, n, CELLS_PER_READING):
            if start and deadline is not None:  # no reading more for a small layout
                deadline.check("fixed-length layout", CELL_UNITS)
            self._parent.extend(range(start, min(n, start + CELLS_PER_READING)))
        self._size: list[int] = [1] * n
        self.char_node: dict[int, int] = {}
        self.node_char: dict[int, int] = {}
        #: root -> (character, its node) for classes holding a constant
        self._root_char: dict[int, tuple[int, int]] = {}
        self.alignments: list[Alignment] = []
        self.clashes: list[tuple[int, int]] = []
        self._explain = explain
        self._adj: dict[int, list[tuple[int, int, int]]] = {}
        #: (alignment, position) of each union on the last explained path, from its
        #: second node back to its first
        self.last_path: list[tuple[int, int]] = []

    # ---- nodes -------------------------------------------------------------------

    def cell(self, x: Term, i: int) -> int:
        return self.base[x] + i

    def cells(self, x: Term) -> range:
        b = self.base[x]
        return range(b, b + self.lengths[x])

    def char(self, c: int) -> int:
        node = self.char_node.get(c)
        if node is None:
            node = len(self._parent)
            self._parent.append(node)
            self._size.append(1)
            self.char_node[c] = node
            self.node_char[node] = c
            self._root_char[node] = (c, node)
        return node

    def nodes(self, items: list[Item]) -> list[int]:
        """The nodes of a concatenation, position by position."""
        out: list[int] = []
        deadline = current()
        for it in items:
            cells = range(len(text_of(it))) if it.op == "const" else self.cells(it)
            for start in range(0, len(cells), CELLS_PER_READING):
                if start and deadline is not None:  # none more for short items
                    deadline.check("fixed-length layout",
                                   CHAR_UNITS if it.op == "const" else CELL_UNITS)
                if it.op == "const":
                    out.extend([self.char(ord(ch))
                                for ch in text_of(it)[start:start + CELLS_PER_READING]])
                else:
                    out.extend(cells[start:start + CELLS_PER_READING])
        return out

    def add_characters(self, items: list[Item]) -> None:
        """A node for every character of the constants among ``items``, made in the
        order :meth:`nodes` makes them (without the list of positions)."""
        for it in items:
            if it.op == "const":
                for ch in dict.fromkeys(text_of(it)):
                    self.char(ord(ch))

    # ---- union-find --------------------------------------------------------------

    def find(self, a: int) -> int:
        parent = self._parent
        root = a
        while parent[root] != root:
            root = parent[root]
        while parent[a] != root:
            parent[a], a = root, parent[a]
        return root

    def union(self, a: int, b: int, reason: int = -1, pos: int = 0) -> None:
        if self._explain and reason >= 0:
            self._adj.setdefault(a, []).append((b, reason, pos))
            self._adj.setdefault(b, []).append((a, reason, pos))
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        if self._size[ra] < self._size[rb]:
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._size[ra] += self._size[rb]
        ca = self._root_char.get(ra)
        cb = self._root_char.pop(rb, None)
        if cb is not None:
            if ca is None:
                self._root_char[ra] = cb
            elif ca[0] != cb[0]:
                self.clashes.append((ca[1], cb[1]))

    def align(self, al: Alignment) -> None:
        """Unite the nodes of both sides at every position of the alignment."""
        rid = len(self.alignments)
        self.alignments.append(al)
        na = self.nodes(al.a.items)
        nb = self.nodes(al.b.items)
        oa, ob = al.a.start_value, al.b.start_value
        deadline = current()  # an alignment is as long as the strings: read as it goes
        for p in range(al.lo, al.hi):
            if deadline is not None and (p - al.lo) % UNIONS_PER_READING == 0:
                deadline.check("fixed-length layout", _units(al.hi - p))
            self.union(na[p - oa], nb[p - ob], rid, p)

    def class_numbers(self) -> tuple[list[int], int]:
        """The class of every node, numbered 0, 1, … in the order of the first node of
        each class, and the number of classes."""
        roots: dict[int, int] = {}
        numbers = [0] * len(self._parent)
        deadline = current()
        for node in range(len(self._parent)):
            if deadline is not None and node % UNIONS_PER_READING == 0:
                deadline.check("fixed-length layout", _units(len(self._parent) - node))
            r = self.find(node)
            k = roots.get(r)
            if k is None:
                k = roots[r] = len(roots)
            numbers[node] = k
        return numbers, len(roots)

    def parts(self) -> list[list[Any] | dict[Any, Any]]:
        """The containers that grow with the cells (the union graph, the union-find
        arrays), for a caller done with the layout to empty in pieces
        (:func:`~.store.empty_in_pieces`)."""
        return [self._adj, self._parent, self._size, self.node_char, self.char_node]

    # ---- explanations ------------------------------------------------------------

    def explain(self, a: int, b: int) -> tuple[list[Term], list[Term]] | None:
        """(literals, facts) of a path of unions from node ``a`` to node ``b``."""
        if not self._explain:
            return None
        prev: dict[int, tuple[int, int, int] | None] = {a: None}
        queue = deque([a])
        while queue:
            u = queue.popleft()
            if u == b:
                break
            for v, rid, pos in self._adj.get(u, ()):
                if v not in prev:
                    prev[v] = (u, rid, pos)
                    queue.append(v)
        if b not in prev:
            return None
        self.last_path = []
        literals: dict[Term, None] = {}
        facts: dict[Term, None] = {}
        sums: dict[tuple[int, int], int] = {}
        sides: dict[int, Side] = {}
        bounds: dict[Term, int] = {}
        u = b
        while (step := prev[u]) is not None:
            u, rid, pos = step
            self.last_path.append((rid, pos))
            al = self.alignments[rid]
            if al.literal is not None:
                literals[al.literal] = None
            for f in al.facts:
                facts[f] = None
            for side in (al.a, al.b):
                sides[id(side)] = side
                side.facts(pos, sums, bounds)
        for (side_id, k), value in sums.items():
            fact = sides[side_id].sum_fact(k, value)
            if fact is not None:
                facts[fact] = None
        for item, n in bounds.items():
            facts[mk(">=", mk("str.len", item), integer(n))] = None
        return list(literals), list(facts)
