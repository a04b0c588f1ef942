"""Regular languages against dashed strings.

* :func:`hull` — a dashed string containing a regex's language, built on the AST
  (so ``[ab]{100000}`` is one block ``[ab]^{100000,100000}``, never an automaton of
  100,000 states), with a flag saying whether it is exact.  A membership whose hull is
  exact is decided completely by equating the subject with the hull (SWEEP).
* :class:`Automaton` — "the blocks a regular language allows" (Amadini et al.'s
  regular propagator for dashed strings): the states an automaton can be in at every
  block boundary, forward and backward, and from them each block's feasible lengths and
  characters.  A block ``S^{l,u}`` moves a state set ``P`` to ``post_S^t(P)`` for
  ``t ∈ [l, u]``; the sequence ``post_S^t(P)`` is eventually periodic, so a block of
  100,000 characters costs as many steps as the automaton has distinct state sets
  along it, not 100,000.  Used for small automata (negative memberships, inexact
  hulls); on a known dashed string it decides membership exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...regex import ast as R
from ...regex.automaton import NFA
from ...regex.charset import INTERVALS, IntervalSet
from ...regex.construct import build
from ...regex.minimize import minimize
from .blocks import EMPTY_SET, INF, SIGMA, Block, Dashed, add, crush, meets, normalise
from .sweep import refine

#: Blocks a hull may have before it is crushed into one block.
MAX_HULL_BLOCKS = 4096
#: States an automaton may have to be used for refinement.
MAX_AUTOMATON_STATES = 256
#: Distinct state sets followed along one block before the block is left unrefined.
MAX_ORBIT = 4096


# ---- hulls ----------------------------------------------------------------------------


#: (bounded and process-wide: a pure function of an interned, immutable regex AST, asked
#: again by every membership constraint built over the same language)
@lru_cache(maxsize=4096)
def hull(node: R.Regex) -> tuple[Dashed | None, bool]:
    """``(d, exact)``: ``L(node) ⊆ γ(d)``, with equality when ``exact``; ``d`` None when
    the language is empty.  Iterative over the AST (children first)."""
    memo: dict[int, tuple[Dashed | None, bool]] = {}
    for n in R.postorder(node):
        memo[n.id] = _hull_node(n, [memo[a.id] for a in n.args])
    return memo[node.id]


def _hull_node(n: R.Regex, kids: list[tuple[Dashed | None, bool]]) -> tuple[Dashed | None, bool]:
    k = n.kind
    if k == R.NONE:
        return None, True
    if k == R.EPS:
        return (), True
    if k == R.CHARS and n.chars is not None:
        return (Block(n.chars, 1, 1),), True
    parts = [d for d, _ in kids if d is not None]
    if k == R.CONCAT:
        if len(parts) < len(kids):
            return None, True
        d = normalise(b for part in parts for b in part)
        exact = all(e for _, e in kids)
        if d is not None and len(d) > MAX_HULL_BLOCKS:
            return _crushed(d), False
        return d, exact
    if k == R.UNION:
        return _union([(d, e) for d, e in kids if d is not None])
    if k == R.STAR:
        d, exact = kids[0]
        if not d:
            return (), exact if d is not None else True
        if len(d) == 1:
            b = d[0]
            return (Block(b.base, 0, INF),), exact and b.lo <= 1
        return (Block(_bases(d), 0, INF),), False
    if k == R.LOOP:
        return _loop(kids[0], n.lo, n.hi)
    if k == R.INTER:
        if len(parts) < len(kids):
            return None, True
        acc = parts[0]
        for d in parts[1:]:
            got = refine(acc, d)
            if got is None:
                return None, True
            met = normalise(got)
            if met is None:
                return None, True
            acc = met
        return acc, False
    # COMP: every length from the least one
    return (Block(SIGMA, 1 if n.args[0].nullable else 0, INF),), False


def _bases(d: Dashed) -> IntervalSet:
    s = EMPTY_SET
    for b in d:
        s = s | b.base
    return s


def _crushed(d: Dashed) -> Dashed:
    b = crush(d)
    return () if b is None else (b,)


def _union(kids: list[tuple[Dashed, bool]]) -> tuple[Dashed | None, bool]:
    if not kids:
        return None, True
    if len(kids) == 1:
        return kids[0]
    ds = [d for d, _ in kids]
    exact = all(e for _, e in kids)
    nullable_eps = any(not d for d in ds)
    rest = [d for d in ds if d]
    if len(rest) == 1 and len(rest[0]) == 1 and nullable_eps:
        b = rest[0][0]
        return (Block(b.base, 0, b.hi),), exact and b.lo <= 1
    singles = [d[0] for d in rest if len(d) == 1]
    if len(singles) == len(rest) and len({b.base for b in singles}) == 1:
        spans = sorted((b.lo, b.hi) for b in singles)
        if nullable_eps:
            spans.insert(0, (0, 0))
        contiguous = all(spans[i + 1][0] <= max(h for _, h in spans[:i + 1]) + 1
                         for i in range(len(spans) - 1))
        lo, hi = spans[0][0], max(h for _, h in spans)
        return (Block(singles[0].base, lo, hi),), exact and contiguous
    lo = min(sum(b.lo for b in d) for d in ds)
    hi = 0
    base = EMPTY_SET
    for d in ds:
        total = 0
        for b in d:
            total = add(total, b.hi)
            base = base | b.base
        hi = max(hi, total)
    if not base.bounds:
        return (), exact
    return (Block(base, lo, hi),), False


def _loop(kid: tuple[Dashed | None, bool], lo: int, hi: int | None) -> tuple[Dashed | None, bool]:
    d, exact = kid
    if d is None:
        return ((), True) if lo == 0 else (None, True)
    if not d:
        return (), exact
    top = INF if hi is None else hi
    if len(d) == 1:
        b = d[0]
        bhi = INF if b.hi >= INF or top >= INF else b.hi * top
        # the lengths c·[l, u] for c in [lo, hi] form one interval iff neighbours touch
        contiguous = b.lo == b.hi == 1 or lo == top or (lo + 1) * b.lo <= lo * b.hi + 1
        return (Block(b.base, b.lo * lo, bhi),), exact and contiguous
    if lo * len(d) <= MAX_HULL_BLOCKS:
        body = [blk for _ in range(lo) for blk in d]
        if top == lo:
            return normalise(body), exact
        c = crush(d)
        assert c is not None
        extra = INF if top >= INF or c.hi >= INF else c.hi * (top - lo)
        return normalise(body + [Block(c.base, 0, extra)]), False
    c = crush(d)
    assert c is not None
    hi_len = INF if top >= INF or c.hi >= INF else c.hi * top
    return (Block(c.base, c.lo * lo, hi_len),), False


# ---- automata ---------------------------------------------------------------------------


def automaton_of(node: R.Regex, positive: bool, deadline: Deadline | None = None
                 ) -> Automaton | None:
    """The refiner of ``x ∈ node`` (``x ∉ node`` when not ``positive``), or None when the
    automaton would have more than :data:`MAX_AUTOMATON_STATES` states."""
    if node.size > 4 * MAX_AUTOMATON_STATES and node.max_len is not None:
        return None
    target = node if positive else R.comp(node)
    try:
        nfa = build(target, algebra=INTERVALS, deadline=deadline,
                    max_states=MAX_AUTOMATON_STATES)
        if nfa.n_states > 8:
            nfa = minimize(nfa, deadline, max_states=MAX_AUTOMATON_STATES)
    except ResourceLimit:
        if deadline is not None and deadline.expired():
            raise
        return None
    if nfa.n_states > MAX_AUTOMATON_STATES:
        return None
    return Automaton(nfa)


class Automaton:
    """An NFA used as a propagator of dashed strings (plain data: moves per state)."""

    def __init__(self, nfa: NFA) -> None:
        self.nfa = nfa
        self.moves: list[list[tuple[IntervalSet, int]]] = [
            [(INTERVALS.convert(label), t) for label, t in moves] for moves in nfa.trans]
        back: list[list[tuple[IntervalSet, int]]] = [[] for _ in nfa.trans]
        for q, moves in enumerate(self.moves):
            for label, t in moves:
                back[t].append((label, q))
        self.back = back
        self.initial = frozenset({nfa.initial})
        self.finals = frozenset(nfa.finals)
        self._step: dict[tuple[frozenset[int], IntervalSet, bool], frozenset[int]] = {}

    def step(self, states: frozenset[int], base: IntervalSet, forward: bool = True
             ) -> frozenset[int]:
        """The states reached from ``states`` by one character of ``base``."""
        key = (states, base, forward)
        hit = self._step.get(key)
        if hit is None:
            moves = self.moves if forward else self.back
            out = set()
            for q in states:
                for label, t in moves[q]:
                    if t not in out and meets(label, base):
                        out.add(t)
            hit = frozenset(out)
            if len(self._step) > 100_000:
                self._step.clear()
            self._step[key] = hit
        return hit

    def orbit(self, start: frozenset[int], base: IntervalSet, forward: bool = True
              ) -> tuple[list[frozenset[int]], int] | None:
        """``P_0 = start, P_{t+1} = step(P_t)`` up to its first repetition: the list of
        distinct sets and the index where the cycle starts (the cycle is the tail of
        the list); None past :data:`MAX_ORBIT` sets."""
        seen: dict[frozenset[int], int] = {}
        seq: list[frozenset[int]] = []
        p = start
        while p not in seen:
            if len(seq) >= MAX_ORBIT:
                return None
            seen[p] = len(seq)
            seq.append(p)
            p = self.step(p, base, forward)
        return seq, seen[p]

    def accepts(self, d: Dashed) -> bool:
        """Membership of the strings of a known dashed string (exact for known ``d``;
        for others: some word of ``d`` may be accepted)."""
        states = self.initial
        step = self.step
        for b in d:
            if b.lo == b.hi <= 4:  # a short run: its steps (memoised) beat its orbit
                for _ in range(b.lo):
                    states = step(states, b.base)
            else:
                states = self._after(states, b, True)
            if not states:
                return False
        return not states.isdisjoint(self.finals)

    def _after(self, states: frozenset[int], b: Block, forward: bool) -> frozenset[int]:
        """``⋃_{t ∈ [lo, hi]} post^t(states)`` (pre when not ``forward``); over-approximated
        by everything reachable when the orbit is too long."""
        orb = self.orbit(states, b.base, forward)
        if orb is None:
            return self._closure(states, b.base, forward)
        seq, cyc = orb
        out: set[int] = set()
        for t in _indices(len(seq), cyc, b.lo, b.hi):
            out |= seq[t]
        return frozenset(out)

    def _closure(self, states: frozenset[int], base: IntervalSet, forward: bool
                 ) -> frozenset[int]:
        seen = set(states)
        work = list(states)
        moves = self.moves if forward else self.back
        while work:
            q = work.pop()
            for label, t in moves[q]:
                if t not in seen and meets(label, base):
                    seen.add(t)
                    work.append(t)
        return frozenset(seen)

    def refine(self, d: Sequence[Block]) -> list[Block] | None:
        """``d`` with each block cut to the lengths and characters the automaton allows
        between the states it can be in before and after the block (block for block;
        a block that must be empty becomes ``∅^{0,0}``), or None when no word of ``d`` is
        accepted."""
        k = len(d)
        fwd = [self.initial]
        for b in d:
            nxt = self._after(fwd[-1], b, True)
            if not nxt:
                return None
            fwd.append(nxt)
        last = fwd[-1] & self.finals
        if not last:
            return None
        bwd: list[frozenset[int]] = [frozenset()] * (k + 1)
        bwd[k] = last
        for i in range(k - 1, -1, -1):
            bwd[i] = self._after(bwd[i + 1], d[i], False) & fwd[i]
            if not bwd[i]:
                return None
        out: list[Block] = []
        for i, b in enumerate(d):
            got = self._refine_block(b, bwd[i], bwd[i + 1])
            if got is None:
                return None
            out.append(got)
        return out

    def _refine_block(self, b: Block, before: frozenset[int], after: frozenset[int]
                      ) -> Block | None:
        orb = self.orbit(before, b.base, True)
        if orb is None:
            return b
        seq, cyc = orb
        hits = [not p.isdisjoint(after) for p in seq]
        lo = _first_hit(hits, cyc, b.lo, b.hi)
        if lo is None:
            return None
        hi = _last_hit(hits, cyc, b.lo, b.hi)
        assert hi is not None
        if hi == 0:
            return Block(EMPTY_SET, 0, 0)
        # characters on some path: from a state reached after t < hi characters to one
        # that reaches ``after`` within the remaining characters
        back = self.orbit(after, b.base, False)
        if back is None:
            return Block(b.base, lo, hi)
        bseq, bcyc = back
        reach = _union_upto(seq, cyc, hi - 1)
        coreach = _union_upto(bseq, bcyc, hi - 1)
        base = EMPTY_SET
        for q in reach:
            for label, t in self.moves[q]:
                if t in coreach:
                    cut = label & b.base
                    if cut.bounds:
                        base = base | cut
                        if base == b.base:
                            return Block(base, lo, hi)
        if not base.bounds:
            return None if lo > 0 else Block(EMPTY_SET, 0, 0)
        return Block(base, lo, hi)


def _index(t: int, n: int, cyc: int) -> int:
    """The position in an orbit of length ``n`` (cycle from ``cyc``) of step ``t``."""
    if t < n:
        return t
    return cyc + (t - cyc) % (n - cyc)


def _indices(n: int, cyc: int, lo: int, hi: int) -> set[int]:
    """Orbit positions of the steps ``t ∈ [lo, hi]`` (the positions repeat with the
    cycle's period from ``cyc`` on, so ``n`` more steps than one period show them all)."""
    period = n - cyc
    if lo >= cyc and hi - lo + 1 >= period:
        return set(range(cyc, n))
    return {_index(t, n, cyc) for t in range(lo, min(hi, lo + n + period) + 1)}


def _first_hit(hits: list[bool], cyc: int, lo: int, hi: int) -> int | None:
    """The least step ``t ∈ [lo, hi]`` whose orbit set is a hit."""
    n = len(hits)
    for t in range(lo, min(hi, cyc - 1) + 1):
        if hits[t]:
            return t
    start = max(lo, cyc)
    for t in range(start, min(hi, start + n - cyc - 1) + 1):
        if hits[_index(t, n, cyc)]:
            return t
    return None


def _last_hit(hits: list[bool], cyc: int, lo: int, hi: int) -> int | None:
    """The greatest step ``t ∈ [lo, hi]`` whose orbit set is a hit (INF: unbounded)."""
    n = len(hits)
    period = n - cyc
    if hi >= INF:
        if any(hits[cyc:]):
            return INF
    else:
        t = hi
        while t >= max(lo, cyc) and t > hi - period:
            if hits[_index(t, n, cyc)]:
                return t
            t -= 1
    for t in range(min(hi, cyc - 1), lo - 1, -1):
        if hits[t]:
            return t
    return None


def _union_upto(seq: list[frozenset[int]], cyc: int, t_max: int) -> frozenset[int]:
    """``⋃_{t ≤ t_max} seq_t`` for an orbit."""
    last = min(t_max, len(seq) - 1)
    out: set[int] = set()
    for t in range(last + 1):
        out |= seq[t]
    return frozenset(out)
