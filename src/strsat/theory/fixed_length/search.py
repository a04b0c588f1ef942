"""Depth-first search with propagation and chronological backtracking.

Decisions, in this order:

1. the offset of every positive ``str.contains s t`` with ``0 < |t| < |s|``
   (a finite disjunction over offsets, paper 001 §3, formula (2)); an offset
   is tried only when its pairs of cells are compatible, and choosing it links
   ``s[o+i]`` with ``t[i]``;
2. the value of the next unassigned cell class in a static order (variables
   that are inputs of definitions before their outputs, more constrained
   variables first, each left to right, which is the order the regular
   propagator extends its forward sets in); values from
   :meth:`Alphabet.candidates`.

The search is iterative (no recursion: thousands of cells), counts nodes
against a limit and checks the deadline, charging the work of the nodes, the
propagation and the evaluator's firings since the last reading
(:meth:`Store.charge`).  A leaf (everything assigned) is
accepted only when ``accept`` (the evaluator's check of every constraint)
says so; otherwise the search backtracks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ...deadline import Deadline
from .store import NODE_TICKS, Store


class ContainsChoice:
    """A positive ``contains``: the classes of ``s`` and of ``t`` (``|t| < |s|``)."""

    __slots__ = ("s", "t", "deadline")

    def __init__(self, s: list[int], t: list[int], deadline: Deadline | None = None) -> None:
        self.s = s
        self.t = t
        self.deadline = deadline

    def offsets(self, store: Store) -> Iterator[int]:
        """Offsets whose aligned pairs are compatible in the current state
        (evaluated lazily, after the state of the choice point is restored)."""
        s, t = self.s, self.t
        lt = len(t)
        for o in range(len(s) - lt + 1):
            if self.deadline is not None and o & 255 == 255:
                self.deadline.check("fixed-length search (contains offsets)")
            value, mask = store.value, store.mask
            ok = True
            for i in range(lt):
                a, b = s[o + i], t[i]
                if a == b:
                    continue
                va, vb = value[a], value[b]
                if (va >= 0 and vb >= 0 and va != vb) or not (mask[a] & mask[b]):
                    ok = False
                    break
            if ok:
                yield o

    def post(self, store: Store, o: int) -> bool:
        link = store.link
        for i, b in enumerate(self.t):
            if not link(self.s[o + i], b):
                return False
        return True


#: Classes above which the search reads the clock at every node (:class:`Search`).
LARGE_STORE = 1 << 16


class Search:
    """One component's search over a prepared :class:`Store`."""

    def __init__(self, store: Store, order: list[int], choices: list[ContainsChoice],
                 hints: dict[int, int], accept: Callable[[], bool], deadline: Deadline,
                 node_limit: int) -> None:
        self.store = store
        self.order = order
        self.choices = choices
        self.hints = hints
        self.accept = accept
        self.deadline = deadline
        self.node_limit = node_limit
        # order mode: the classes still open at the root are at most this many distinct
        # values of any solution (the root's values are constants: singleton regions)
        self.k_order = max(1, store.value.count(-1))  # (in C: a million classes)
        self.nodes = 0
        #: a store of many cells reads the clock at every node (a node's propagation and
        #: leaf check walk the strings: 16 nodes over two million cells were 1.3-2 CPU s);
        #: the readings between the counted ones charge no work, so work limits hold
        self.every_node = len(store.value) > LARGE_STORE
        self.leaf_failures = 0
        self.pos = 0
        self.ci = 0

    def run(self) -> bool | None:
        """True: a solution is in the store; False: none exists; None: node limit."""
        store = self.store
        stack: list[tuple[int, Iterator[int], int | ContainsChoice]] = []
        while True:
            decision = self._next_decision()
            if decision is None:
                if self.accept():
                    return True
                self.leaf_failures += 1
            else:
                stack.append((store.mark(), self._options(decision), decision))
            while True:
                if not stack:
                    return False
                mark, options, decision = stack[-1]
                store.undo_to(mark)
                option = next(options, None)
                if option is None:
                    stack.pop()
                    continue
                self.nodes += 1
                if self.nodes > self.node_limit:
                    return None
                store.work += NODE_TICKS
                if self.nodes & 15 == 0:
                    store.charge("fixed-length search")
                elif self.every_node:
                    self.deadline.check("fixed-length search", 0)
                if self._apply(decision, option) and store.propagate():
                    break

    def _next_decision(self) -> int | ContainsChoice | None:
        if self.ci < len(self.choices):
            return self.choices[self.ci]
        order, value = self.order, self.store.value
        pos = self.pos
        while pos < len(order) and value[order[pos]] >= 0:
            pos += 1
        if pos != self.pos:
            self.store.set_attr(self, "pos", pos)
        if pos < len(order):
            return order[pos]
        return None

    def _options(self, decision: int | ContainsChoice) -> Iterator[int]:
        store = self.store
        if isinstance(decision, ContainsChoice):
            return decision.offsets(store)
        c = decision
        assert isinstance(c, int)
        cands = store.alphabet.candidates(store.mask[c], store.excl[c], store.used,
                                          self.hints.get(c), self.k_order)
        preferred = store.prefer.get(c)
        if preferred and isinstance(cands, list):
            # what moves a membership towards acceptance first (a hint of another
            # step is a word for one variable; this preference is read off the
            # current state); the sort is stable, so the hint leads within its part
            index = store.alphabet.index
            cands.sort(key=lambda v: not (preferred >> index(v)) & 1)
        return iter(cands)

    def _apply(self, decision: int | ContainsChoice, option: int) -> bool:
        store = self.store
        if isinstance(decision, ContainsChoice):
            store.set_attr(self, "ci", self.ci + 1)
            return decision.post(store, option)
        return store.assign(decision, option)
