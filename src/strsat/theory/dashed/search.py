"""Search over dashed-string domains (paper 003, "G-STRINGS Solver"): the variable of
smallest domain first; split a block's length, then its base.

Branching, on the chosen variable's first block that is not known:

* a block of several lengths ``S^{l,u}``: ``l``, then ``u`` (when bounded), then the
  two halves of ``[l+1, u-1]`` — a partition, extremes first (a witness usually sits at
  an extreme: the least padding, or all the room);
* a block of one length ``n`` with several characters: first ``c^{n,n}`` for a few
  characters ``c`` of the base (the whole block filled with one character: long
  witnesses are mostly runs), then G-Strings' split of the first character: ``c``
  for each fill character, then the rest of the base.  The first-character split is
  a partition, so the search is complete (it may visit a fill twice when it is
  exhaustive).

Propagation runs after every choice (a copying store); a leaf — every variable known —
is accepted only when every constraint holds exactly.  The search stops at a node
limit or the deadline (``incomplete``); an exhausted search proves that the problem
has no solution.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain

from ...deadline import Deadline
from ...regex.charset import INTERVALS, CharSet, IntervalSet
from .blocks import INF, Block, Dashed, accepts, known, log_size, of_string, value
from .constraints import Constraint, holds
from .propagation import propagate
from .store import Fail, Store, Var

#: Characters tried as whole-block fills before the complete alternative.
MAX_FILLS = 3


@dataclass
class Result:
    """``model`` (variable -> string) when found; ``exhausted`` when the search proved
    there is none; otherwise it stopped at a limit (``nodes`` visited)."""

    model: dict[Var, str] | None
    exhausted: bool
    nodes: int
    root_failed: bool = False


class Search:
    def __init__(self, constraints: Sequence[Constraint], store: Store,
                 deadline: Deadline | None = None, node_limit: int = 10_000,
                 preferred: Sequence[int] = ()) -> None:
        self.constraints = list(constraints)
        self.root = store
        store.deadline = deadline
        self.deadline = deadline
        self.node_limit = node_limit
        self.watchers: dict[Var, list[int]] = {}
        for i, c in enumerate(self.constraints):
            for v in c.vars:
                self.watchers.setdefault(v, []).append(i)
        outputs = {v for c in self.constraints for v in c.outputs}
        #: inputs of constraints that suggest values (searched first: a suggestion
        #: decides what the others would be guessed from)
        suggesting = {v for c in self.constraints if getattr(c, "suggester", None) is not None
                      for v in c.vars if v not in c.outputs}
        self.rank = {v: (1 if v in outputs else 0 if v in suggesting else 0.5)
                     for v in store.dom}
        #: characters worth trying first (e.g. those the constraints mention)
        self.preferred = list(preferred)
        self.nodes = 0
        #: the regions of characters no constraint or initial domain separates; one
        #: character per region is tried, which is complete when every constraint
        #: is ``interchangeable``
        sets = list({s for c in self.constraints for s in c.charsets()}
                    | {b.base for d in store.dom.values() for b in d})
        self.regions = [r for r, _ in INTERVALS.minterms(sets)] if sets else [INTERVALS.full]
        self.complete = all(c.interchangeable for c in self.constraints)

    # ---- propagation ---------------------------------------------------------------

    def propagate(self, st: Store, changed: Sequence[Var] | None = None) -> bool:
        first = None
        if changed is not None:
            first = list(dict.fromkeys(i for v in changed for i in self.watchers.get(v, ())))
        try:
            propagate(st, self.constraints, self.watchers, self.deadline, first)
        except Fail:
            return False
        return True

    def holds(self, st: Store) -> bool:
        return all(holds(st, c) for c in self.constraints)

    # ---- search --------------------------------------------------------------------

    def run(self) -> Result:
        st = self.root.copy()
        if not self.propagate(st):
            return Result(None, True, 0, root_failed=True)
        stack: list[Iterator[Store]] = [iter([st])]
        while stack:
            node = next(stack[-1], None)
            if self.nodes > self.node_limit:
                return Result(None, False, self.nodes)
            if node is None:
                stack.pop()
                continue
            if self.deadline is not None and self.nodes & 15 == 0:
                self.deadline.check("dashed-string search")
            x = self.choose(node)
            if x is None:
                if self.holds(node):
                    return Result({v: value(d) for v, d in node.dom.items()}, False,
                                  self.nodes)
                continue
            stack.append(self._children(node, x))
        return Result(None, self.complete, self.nodes)

    def _children(self, node: Store, x: Var) -> Iterator[Store]:
        """The propagated children of ``node`` for the branches on ``x``, lazily: the
        constraints' suggested values first (:meth:`Constraint.suggest`), then the
        branches of :meth:`branches` (which alone cover the domain)."""
        for d in chain(self._suggested(node, x), self.branches(node.dom[x])):
            self.nodes += 1  # every propagated child counts (most of the work)
            if self.nodes > self.node_limit:
                return
            child = node.copy()
            try:
                child.narrow(x, d)
            except Fail:
                continue
            if self.propagate(child, [x]):
                yield child

    def _suggested(self, node: Store, x: Var) -> Iterator[list[Block]]:
        d = node.dom[x]
        fills = None
        for i in self.watchers.get(x, ()):
            c = self.constraints[i]
            if getattr(c, "suggester", None) is None:
                continue
            if fills is None:
                fills = list(dict.fromkeys(
                    ch for b in d for ch in self._representatives(b.base)[:MAX_FILLS]))
            for s in c.suggest(node, x, fills):
                if accepts(d, s):
                    yield list(of_string(s))

    def choose(self, st: Store) -> Var | None:
        """The unknown variable of least rank, then least domain size."""
        best = None
        best_key = None
        for v, d in st.dom.items():
            if known(d):
                continue
            key = (self.rank.get(v, 0), log_size(d))
            if best_key is None or key < best_key:
                best, best_key = v, key
        return best

    def branches(self, d: Dashed) -> list[list[Block]]:
        for i, b in enumerate(d):
            if b.lo != b.hi:
                return [[*d[:i], nb, *d[i + 1:]] for nb in _length_split(b)]
        for i, b in enumerate(d):
            if not b.known:
                return [[*d[:i], *alt, *d[i + 1:]] for alt in self._value_split(b)]
        return []

    def _value_split(self, b: Block) -> list[list[Block]]:
        """Fills ``c^{n,n}``, then the first character: one per region of the base
        (a partition of the block's strings up to interchangeable characters)."""
        n = b.lo
        reps = self._representatives(b.base)
        out = [[Block(INTERVALS.char(c), n, n)] for c in reps[:MAX_FILLS]] if n > 1 else []
        for c in reps:
            out.append([Block(INTERVALS.char(c), 1, 1), Block(b.base, n - 1, n - 1)])
        return out

    def _representatives(self, base: IntervalSet) -> list[int]:
        """One character of ``base`` per region it meets, the preferred ones first."""
        out: list[int] = []
        taken: list[CharSet] = []
        for c in self.preferred:
            if c in base:
                for r in self.regions:
                    if c in r and r not in taken:
                        taken.append(r)
                        out.append(c)
        for r in self.regions:
            if r not in taken:
                part = r & base
                if part:
                    c = part.witness()
                    out.append(c)
                    if not self.complete:  # order matters: a second character of the region
                        other = part - INTERVALS.char(c)
                        if other:
                            out.append(other.witness())
        return out


def _length_split(b: Block) -> list[Block]:
    lo, hi = b.lo, b.hi
    out = [Block(b.base, lo, lo)]
    if hi < INF:
        out.append(Block(b.base, hi, hi))
        a, z = lo + 1, hi - 1
    else:
        a, z = lo + 1, INF
    if a <= z:
        if z >= INF:
            out.append(Block(b.base, a, INF))
        else:
            mid = (a + z) // 2
            out.append(Block(b.base, a, mid))
            if mid + 1 <= z:
                out.append(Block(b.base, mid + 1, z))
    return out
