"""The grammar–automaton product (Bar-Hillel, Perles and Shamir 1961), built lazily,
with length sets: emptiness, the lengths of L(G) ∩ L(A), and witnesses (issue 27).

The product's nonterminals are triples ``(p, A, q)``: ``A`` derives a word that
takes the automaton from state ``p`` to ``q``.  Only the pairs ``(p, A)`` that the
start triple demands are ever built (paper 000's laziness: no eager product, and
never the grammar expanded into a regex as Hampi does).  The value of a pair is a map
``q -> set of lengths`` with the set a Python integer used as a bit set, so the
Minkowski sum of two length sets is a handful of shifts:

* *lengths mode* (``bound = N``): bit ``l`` set iff ``(p, A, q)`` derives a word of
  length ``l ≤ N`` — the exact length set of ``L(G) ∩ L(A)`` up to ``N``;
* *emptiness mode* (``bound = None``): a terminal has "length" 0 and the sets are
  ``{0}`` or empty, i.e. the classic productive-triple fixpoint: exact emptiness of
  ``L(G) ∩ L(A)`` with no bound (what the issue calls unbounded grammar ∩ regex
  emptiness).

The grammar is the binary ε-free form (:mod:`.normal`), so the witness of a given
length expands each triple into strictly shorter ones and terminates.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ...deadline import Deadline
from ...regex.automaton import NFA, universal_nfa
from ...regex.charset import INTERVALS, CharSet
from ...terms.grammars import Chars
from .normal import Binary

Pair = tuple[int, int]  # (automaton state, nonterminal)


def bits(x: int) -> Iterator[int]:
    """The members of a bit set, increasing."""
    while x:
        low = x & -x
        yield low.bit_length() - 1
        x ^= low


def minkowski(a: int, b: int, mask: int) -> int:
    """``{i + j | i ∈ a, j ∈ b}`` cut to ``mask``."""
    if a.bit_count() > b.bit_count():
        a, b = b, a
    out = 0
    while a:
        low = a & -a
        out |= b << (low.bit_length() - 1)
        a ^= low
    return out & mask


class Product:
    """The lazy product of a binary grammar with an automaton (see the module doc)."""

    def __init__(self, g: Binary, nfa: NFA | None, bound: int | None,
                 deadline: Deadline) -> None:
        self.g = g
        self.nfa = nfa if nfa is not None else universal_nfa(INTERVALS)
        self.bound = bound
        self.mask = 1 if bound is None else (1 << (bound + 1)) - 1
        self.unit = 1 if bound is None else 2
        self.deadline = deadline
        self.table: dict[Pair, dict[int, int]] = {}
        self.order: list[Pair] = []
        self._tcache: dict[tuple[int, Chars], dict[int, int]] = {}
        self._labels: dict[Chars, CharSet] = {}
        self.work = 0
        if g.start is not None:
            self._solve((self.nfa.initial, g.start))

    # ---- edges -----------------------------------------------------------------------

    def charset(self, t: Chars) -> CharSet:
        cs = self._labels.get(t)
        if cs is None:
            cs = self._labels[t] = self.nfa.algebra.of_ranges(t.ranges)
        return cs

    def terminal(self, p: int, t: Chars) -> dict[int, int]:
        key = (p, t)
        got = self._tcache.get(key)
        if got is None:
            cs = self.charset(t)
            got = {}
            for label, q in self.nfa.trans[p]:
                if label.intersects(cs):
                    got[q] = self.unit
            self._tcache[key] = got
        return got

    def edges(self, p: int, sym: Chars | int) -> dict[int, int]:
        if isinstance(sym, Chars):
            return self.terminal(p, sym)
        return self.table.get((p, sym), {})

    # ---- the fixpoint -------------------------------------------------------------------

    def _demand(self, root: Pair) -> list[list[Pair]]:
        """The pairs the root depends on, as strongly connected components of the
        dependency graph in dependency order (Tarjan, iterative): each component is
        solved to its fixpoint once the components it reads are final."""
        deps: dict[Pair, list[Pair]] = {}
        stack = [root]
        while stack:
            key = stack.pop()
            if key in deps:
                continue
            self.deadline.check("grammar product")
            p, a = key
            out: list[Pair] = []
            for alt in self.g.alts[a]:
                for i, sym in enumerate(alt):
                    if isinstance(sym, int):
                        # the middle state of X·Y: over-approximated by reachability
                        for s in ({p} if i == 0 else self._reach(p)):
                            out.append((s, sym))
            deps[key] = out = list(dict.fromkeys(out))
            stack.extend(k for k in out if k not in deps)
        index: dict[Pair, int] = {}
        low: dict[Pair, int] = {}
        on: set[Pair] = set()
        tstack: list[Pair] = []
        comps: list[list[Pair]] = []
        counter = 0
        work: list[tuple[Pair, int]] = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                tstack.append(v)
                on.add(v)
            succ = deps[v]
            if i < len(succ):
                work.append((v, i + 1))
                w = succ[i]
                if w not in index:
                    work.append((w, 0))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                comp = []
                while True:
                    w = tstack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                comps.append(comp)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
        return comps

    _reach_cache: dict[int, set[int]]

    def _reach(self, p: int) -> set[int]:
        cache: dict[int, set[int]] = self.__dict__.setdefault("_reach_cache", {})
        got = cache.get(p)
        if got is None:
            got = {p}
            stack = [p]
            while stack:
                s = stack.pop()
                for _, q in self.nfa.trans[s]:
                    if q not in got:
                        got.add(q)
                        stack.append(q)
            cache[p] = got
        return got

    def _self_loop(self, key: Pair) -> set[Pair]:
        """{key} when the pair reads itself (a one-pair component that recurses)."""
        p, a = key
        for alt in self.g.alts[a]:
            for i, sym in enumerate(alt):
                if sym == a and (i == 0 or p in self._reach(p)):
                    return {key}
        return set()

    def _apply(self, key: Pair, table: dict[Pair, dict[int, int]], mask: int
               ) -> dict[int, int]:
        """One application of the product's equations to ``key`` (values from ``table``)."""
        p, a = key
        self.work += 1
        if self.work % 64 == 0:
            self.deadline.check("grammar product")
        acc: dict[int, int] = {}
        for alt in self.g.alts[a]:
            if len(alt) == 1:
                for q, v in self.terminal(p, alt[0]).items():  # type: ignore[arg-type]
                    acc[q] = acc.get(q, 0) | v
                continue
            x, y = alt
            ex = self.terminal(p, x) if isinstance(x, Chars) else table.get((p, x), {})
            for s, bx in ex.items():
                ey = self.terminal(s, y) if isinstance(y, Chars) else table.get((s, y), {})
                for q, by in ey.items():
                    acc[q] = acc.get(q, 0) | minkowski(bx, by, mask)
        return acc

    def _solve(self, root: Pair) -> None:
        comps = self._demand(root)
        self.order = [k for comp in comps for k in comp]
        table = self.table
        for key in self.order:
            table.setdefault(key, {})
        mask = self.mask
        for comp in comps:  # dependency order: what a component reads is final
            changed = True
            while changed:
                changed = False
                for key in comp:
                    acc = self._apply(key, table, mask)
                    old = table[key]
                    merged = {q: acc.get(q, 0) | old.get(q, 0) for q in acc.keys() | old.keys()}
                    if merged != old:
                        table[key] = merged
                        changed = len(comp) > 1 or key in self._self_loop(key)

    # ---- the semilinear length set ------------------------------------------------------

    def periodic(self) -> tuple[int, int, int] | None:
        """``(T, p, S)``: the lengths of the non-empty words of L(G) ∩ L(A) are the
        members of the bit set ``S`` below ``T + p`` and, from ``T`` on, ``p``-periodic
        (``l ∈ L ⇔ l + p ∈ L``) — an over-approximation, exact on ``[0, bound]``; None
        when no period was found and proved.

        The candidate extends every triple's length set (exact up to the bound)
        periodically with one common period ``p`` from one threshold ``T``; it is
        accepted only if it is a pre-fixpoint of the product's equations (``F(U) ⊆
        U``), which by Knaster–Tarski makes it contain the least fixpoint, the true
        length sets.  Unions keep a period; a sum of two sets ``p``-periodic from
        ``t1``, ``t2`` is ``p``-periodic from ``t1 + t2 + 2p`` (case split on which
        summand is past its threshold), and a terminal's ``{1}`` from 2, so ``F(U)``
        and ``U`` are both periodic from ``2T + 2p`` and comparing them on
        ``[0, 2T + 3p)`` compares them everywhere."""
        if self.bound is None or self.g.start is None:
            return None
        bound = self.bound
        values = [v for row in self.table.values() for v in row.values()]
        best: tuple[int, int] | None = None
        for p in range(1, bound // 4 + 1):
            window = (1 << (bound - p + 1)) - 1
            t = 2
            for v in values:
                diff = (v ^ (v >> p)) & window
                t = max(t, diff.bit_length())
            if t + 2 * p <= bound // 2 and (best is None or t + p < best[0] + best[1]):
                best = (t, p)
        if best is None:
            return None
        t, p = best
        top = 2 * t + 3 * p
        mask = (1 << (top + 1)) - 1

        def extend(v: int) -> int:
            out = v & ((1 << (t + p)) - 1)
            period = (v >> t) & ((1 << p) - 1)
            k = t + p
            while k <= top:
                out |= period << k
                k += p
            return out & mask

        cand = {key: {q: extend(v) for q, v in row.items()} for key, row in self.table.items()}
        for key in self.order:
            new = self._apply(key, cand, mask)
            old = cand.get(key, {})
            if any(v & ~old.get(q, 0) for q, v in new.items()):
                return None
        start = 0
        for q, v in cand.get((self.nfa.initial, self.g.start), {}).items():
            if q in self.nfa.finals:
                start |= v
        return t, p, start & ((1 << (t + p)) - 1)

    # ---- answers ---------------------------------------------------------------------

    def lengths(self) -> int:
        """The lengths (bit set) of the non-empty words of L(G) ∩ L(A) up to the bound
        (emptiness mode: 1 when that set is non-empty)."""
        if self.g.start is None:
            return 0
        out = 0
        for q, v in self.table.get((self.nfa.initial, self.g.start), {}).items():
            if q in self.nfa.finals:
                out |= v
        return out

    def with_empty(self) -> bool:
        """ε ∈ L(G) ∩ L(A)."""
        return self.g.nullable and self.nfa.initial in self.nfa.finals

    def witness(self, n: int) -> str | None:
        """A word of L(G) ∩ L(A) of length ``n`` (lengths mode, ``n ≤ bound``)."""
        if n == 0:
            return "" if self.with_empty() else None
        if self.bound is None or n > self.bound or self.g.start is None:
            return None
        p0 = self.nfa.initial
        row = self.table.get((p0, self.g.start), {})
        final = next((q for q, v in row.items() if q in self.nfa.finals and v >> n & 1), None)
        if final is None:
            return None
        out: list[str] = []
        stack: list[tuple[Chars | int, int, int, int]] = [(self.g.start, p0, final, n)]
        while stack:
            sym, p, q, n_ = stack.pop()
            self.deadline.check("grammar witness")
            if isinstance(sym, Chars):
                cs = self.charset(sym)
                label = next(lab & cs for lab, r in self.nfa.trans[p]
                             if r == q and lab.intersects(cs))
                out.append(chr(label.witness()))
                continue
            step = self._split(sym, p, q, n_)
            assert step is not None, "product table inconsistent"
            stack.extend(reversed(step))
        return "".join(out)

    def sample(self, n: int, rng: random.Random) -> str | None:
        """A word of L(G) ∩ L(A) of length ``n`` drawn at random: each expansion picks
        uniformly among the (alternative, middle state, split) choices the length
        tables allow (not uniform over words; a witness generator for tests)."""
        if n == 0 or self.bound is None or n > self.bound or self.g.start is None:
            return self.witness(n)
        p0 = self.nfa.initial
        row = self.table.get((p0, self.g.start), {})
        finals = [q for q, v in row.items() if q in self.nfa.finals and v >> n & 1]
        if not finals:
            return None
        out: list[str] = []
        stack: list[tuple[Chars | int, int, int, int]] = [(self.g.start, p0,
                                                            rng.choice(finals), n)]
        while stack:
            sym, p, q, n_ = stack.pop()
            self.deadline.check("grammar witness")
            if isinstance(sym, Chars):
                cs = self.charset(sym)
                labels = [lab & cs for lab, r in self.nfa.trans[p]
                          if r == q and lab.intersects(cs)]
                label = rng.choice(labels)
                ranges = list(label.ranges())
                lo, hi = rng.choice(ranges)
                out.append(chr(rng.randint(lo, min(hi, lo + 255))))
                continue
            choices = list(self._splits(sym, p, q, n_))
            stack.extend(reversed(rng.choice(choices)))
        return "".join(out)

    def _splits(self, a: int, p: int, q: int, n: int
                ) -> Iterator[list[tuple[Chars | int, int, int, int]]]:
        """Every way the product table allows ``a`` from ``p`` to ``q`` over ``n``
        characters: one terminal step, or two symbols with a middle state and a split."""
        for alt in self.g.alts[a]:
            if len(alt) == 1:
                if n == 1 and q in self.terminal(p, alt[0]):  # type: ignore[arg-type]
                    yield [(alt[0], p, q, 1)]
                continue
            x, y = alt
            for s, bx in self.edges(p, x).items():
                by = self.edges(s, y).get(q, 0)
                if not by:
                    continue
                for l1 in bits(bx):
                    if l1 >= n:
                        break
                    if by >> (n - l1) & 1:
                        yield [(x, p, s, l1), (y, s, q, n - l1)]

    def _split(self, a: int, p: int, q: int, n: int
               ) -> list[tuple[Chars | int, int, int, int]] | None:
        """The first of :meth:`_splits` (the witness's deterministic choice)."""
        return next(self._splits(a, p, q, n), None)


def product_lengths(g: Binary, nfa: NFA | None, bound: int, deadline: Deadline) -> int:
    """The exact lengths ``≤ bound`` of L(G) ∩ L(A) as a bit set (ε included)."""
    pr = Product(g, nfa, bound, deadline)
    return pr.lengths() | (1 if pr.with_empty() else 0)


def product_empty(g: Binary, nfa: NFA | None, deadline: Deadline) -> bool:
    """L(G) ∩ L(A) = ∅, exactly (no bound)."""
    pr = Product(g, nfa, None, deadline)
    return not pr.lengths() and not pr.with_empty()
