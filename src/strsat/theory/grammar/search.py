"""Fixed-length search for a word in several grammars and an automaton: CYK
propagation over position domains (issue 27; paper 000 §3.3's bounded problems).

With the length ``n`` fixed, each position ``i < n`` has a *domain*: a set of
minterms (paper 004, Def. 2) of the character sets the grammars, the automaton and
the other constraints mention, held as a bit mask.  One propagation of a grammar is
CYK run on domains instead of characters, then the same table read top-down
(inside–outside): ``inside[A][l]`` is the set of start positions ``i`` (a bit set)
where ``A`` derives some word of length ``l`` whose characters lie in the domains,
``outside[A][l]`` those of the items ``(A, i, l)`` that take part in some
derivation of the start symbol over ``[0, n)``.  A character survives at position
``i`` iff some supported terminal item covers it — CFG Analyzer's CYK invariants
(Axelsson et al. 2008) as a propagator instead of a SAT encoding.  The automaton
prunes the domains by forward and backward reachability.  Domains are propagated to
a fixpoint, then the search splits the smallest open domain, one minterm per branch,
and checks each complete word with ``accept`` (the constraints the propagators do
not cover).  Minterms make the enumeration exhaustive: two characters of one
minterm are interchangeable for every propagator, and the caller passes the
character sets of the checked constraints so that they are too.

Bit sets over positions are Python integers: one row of CYK for all start positions
is a shift and an ``and``, O(|G|·n²) big-integer operations per propagation.

With several grammars (paper 000 §3.3's bounded intersections) the common words can be
rare (on the §3.3 random pairs at length 100, none of 300 random sentences of one
grammar is in the other), and one branching order may dive straight to a word where
another backtracks without end.  :func:`search` therefore runs a *portfolio* of
depth-first searches over the same domains, interleaved, and each search *probes*:
random words of each grammar under the node's domains, tested in the others
(:func:`_probe`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence

from strsat.static import Any

from ...deadline import Deadline
from ...regex.automaton import NFA
from ...regex.charset import INTERVALS, CharSet
from ...terms import Term
from ...terms.grammars import Chars, grammar_of
from ..fixed_length.alphabet import Alphabet
from ..fixed_length.store import Store
from .normal import Binary, normalise

FOUND, EMPTY, LIMIT = "found", "empty", "limit"
#: An alternative by shape: its kind (``t``, ``tt``, ``tN``, ``Nt``, ``NN``) and then its
#: symbols (terminals, nonterminal indices; a chosen ``NN`` split also its length).
Shape = tuple[Any, ...]


class _GrammarProp:
    """CYK over domains for one binary grammar at length ``n``.

    Alternatives are sorted by shape once: a terminal ``t``; ``t t'``; ``t B``;
    ``B t``; ``B C``.  Only ``B C`` needs a loop over split points, and only over the
    lengths where ``B`` derives something (kept as a list while the table grows)."""

    def __init__(self, g: Binary, n: int, tmask: dict[Chars, int], deadline: Deadline) -> None:
        self.g = g
        self.n = n
        self.tmask = tmask
        self.deadline = deadline
        self.shapes: list[list[Shape]] = []
        for alts in g.alts:
            row: list[Shape] = []
            for alt in alts:
                if len(alt) == 1:
                    row.append(("t", alt[0]))
                else:
                    x, y = alt
                    kind = ("N" if isinstance(x, int) else "t") + \
                        ("N" if isinstance(y, int) else "t")
                    row.append((kind, x, y))
            self.shapes.append(row)

    def _compile(self) -> None:
        """The alternatives by shape with terminals as indices (the hot loops below
        index lists instead of hashing terminals)."""
        tidx = {t: k for k, t in enumerate(self.g.terminals)}
        self.tm = [self.tmask[t] for t in self.g.terminals]
        self.units: list[list[int]] = []
        self.tts: list[list[tuple[int, int]]] = []
        self.tns: list[list[tuple[int, int]]] = []
        self.nts: list[list[tuple[int, int]]] = []
        self.nns: list[list[tuple[int, int]]] = []
        for row in self.shapes:
            self.units.append([tidx[sh[1]] for sh in row if sh[0] == "t"])
            self.tts.append([(tidx[sh[1]], tidx[sh[2]]) for sh in row if sh[0] == "tt"])
            self.tns.append([(tidx[sh[1]], sh[2]) for sh in row if sh[0] == "tN"])
            self.nts.append([(sh[1], tidx[sh[2]]) for sh in row if sh[0] == "Nt"])
            self.nns.append([(sh[1], sh[2]) for sh in row if sh[0] == "NN"])

    def run(self, doms: list[int]) -> list[int] | None:
        """The domains narrowed to the characters some sentence of length ``n`` within
        ``doms`` has at each position (None: no such sentence): the inside table
        (:meth:`_inside`), then the outside pass marking the supported terminals."""
        g = self.g
        if g.start is None:
            return None
        if not hasattr(self, "tm"):
            self._compile()
        tm = self.tm
        posbits = [0] * len(tm)
        for k, m in enumerate(tm):
            b = 0
            for i, d in enumerate(doms):
                if d & m:
                    b |= 1 << i
            posbits[k] = b
        inside, nonzero = self._inside(posbits)
        self.inside = inside
        if not inside[g.start][self.n] & 1:
            return None
        support = self._support(posbits, inside, nonzero)
        new = [0] * self.n
        for t, pos in enumerate(support):
            m = tm[t]
            while pos:
                low = pos & -pos
                i = low.bit_length() - 1
                new[i] |= doms[i] & m
                pos ^= low
        return new if all(new) else None

    def _inside(self, posbits: list[int]) -> tuple[list[list[int]], list[list[int]]]:
        """``inside[A][l]``: the start positions where ``A`` derives a word of length
        ``l`` within the domains; ``nonzero[A]``: the lengths where it derives one."""
        n, n_nt = self.n, len(self.g.alts)
        units, tts, tns, nts, nns = self.units, self.tts, self.tns, self.nts, self.nns
        inside: list[list[int]] = [[0] * (n + 1) for _ in range(n_nt)]
        nonzero: list[list[int]] = [[] for _ in range(n_nt)]
        check = self.deadline.check
        for length in range(1, n + 1):
            check("grammar CYK propagation")
            for a in range(n_nt):
                acc = 0
                if length == 1:
                    for t in units[a]:
                        acc |= posbits[t]
                elif length == 2:
                    for t1, t2 in tts[a]:
                        acc |= posbits[t1] & (posbits[t2] >> 1)
                for t, y in tns[a]:
                    acc |= posbits[t] & (inside[y][length - 1] >> 1)
                for x, t in nts[a]:
                    acc |= inside[x][length - 1] & (posbits[t] >> (length - 1))
                for x, y in nns[a]:
                    row_x, row_y = inside[x], inside[y]
                    for l1 in nonzero[x]:
                        acc |= row_x[l1] & (row_y[length - l1] >> l1)
                inside[a][length] = acc
            for a in range(n_nt):
                if inside[a][length]:
                    nonzero[a].append(length)
        return inside, nonzero

    def _support(self, posbits: list[int], inside: list[list[int]], nonzero: list[list[int]]
                 ) -> list[int]:
        """Per terminal, the positions where some sentence of length ``n`` (top-down
        from the start's whole span, through the items the inside table allows) has it."""
        g, n, n_nt = self.g, self.n, len(self.g.alts)
        assert g.start is not None
        units, tts, tns, nts, nns = self.units, self.tts, self.tns, self.nts, self.nns
        outside: list[list[int]] = [[0] * (n + 1) for _ in range(n_nt)]
        outside[g.start][n] = 1
        support = [0] * len(self.tm)
        check = self.deadline.check
        for length in range(n, 0, -1):
            check("grammar CYK propagation")
            for a in range(n_nt):
                out = outside[a][length]
                if not out:
                    continue
                if length == 1:
                    for t in units[a]:
                        support[t] |= out & posbits[t]
                elif length == 2:
                    for t1, t2 in tts[a]:
                        ok = out & posbits[t1] & (posbits[t2] >> 1)
                        if ok:
                            support[t1] |= ok
                            support[t2] |= ok << 1
                for t, y in tns[a]:
                    ok = out & posbits[t] & (inside[y][length - 1] >> 1)
                    if ok:
                        support[t] |= ok
                        outside[y][length - 1] |= ok << 1
                for x, t in nts[a]:
                    ok = out & inside[x][length - 1] & (posbits[t] >> (length - 1))
                    if ok:
                        outside[x][length - 1] |= ok
                        support[t] |= ok << (length - 1)
                for x, y in nns[a]:
                    row_x, row_y = inside[x], inside[y]
                    out_x, out_y = outside[x], outside[y]
                    for l1 in nonzero[x]:
                        if l1 >= length:
                            break
                        ok = out & row_x[l1] & (row_y[length - l1] >> l1)
                        if ok:
                            out_x[l1] |= ok
                            out_y[length - l1] |= ok << l1
        return support

    def sample(self, doms: list[int], rng: random.Random) -> list[int] | None:
        """A word of the grammar within ``doms`` (one minterm bit per position),
        drawn top-down from the inside table of the last :meth:`run` (which must have
        succeeded on these or larger domains): each item picks at random among the
        alternatives and split points that table allows."""
        inside, tmask, shapes = self.inside, self.tmask, self.shapes
        out = [0] * self.n

        def pick(i: int, t: Chars) -> None:
            m = doms[i] & tmask[t]
            ks = [k for k in range(m.bit_length()) if m >> k & 1]
            out[i] = 1 << rng.choice(ks)

        assert self.g.start is not None, "sampled after a successful run"
        stack: list[tuple[int, int, int]] = [(self.g.start, 0, self.n)]
        while stack:
            a, i, length = stack.pop()
            choices: list[Shape] = []
            for sh in shapes[a]:
                kind = sh[0]
                if kind == "t":
                    if length == 1 and doms[i] & tmask[sh[1]]:
                        choices.append(sh)
                elif kind == "tt":
                    if length == 2 and doms[i] & tmask[sh[1]] and doms[i + 1] & tmask[sh[2]]:
                        choices.append(sh)
                elif kind == "tN":
                    if doms[i] & tmask[sh[1]] and inside[sh[2]][length - 1] >> (i + 1) & 1:
                        choices.append(sh)
                elif kind == "Nt":
                    if inside[sh[1]][length - 1] >> i & 1 \
                            and doms[i + length - 1] & tmask[sh[2]]:
                        choices.append(sh)
                else:
                    row_x, row_y = inside[sh[1]], inside[sh[2]]
                    for l1 in range(1, length):
                        if row_x[l1] >> i & 1 and row_y[length - l1] >> (i + l1) & 1:
                            choices.append(("NN", sh[1], sh[2], l1))
            if not choices:  # not after a fixpoint of the propagators (defensive)
                return None
            sh = rng.choice(choices)
            kind = sh[0]
            if kind == "t":
                pick(i, sh[1])
            elif kind == "tt":
                pick(i, sh[1])
                pick(i + 1, sh[2])
            elif kind == "tN":
                pick(i, sh[1])
                stack.append((sh[2], i + 1, length - 1))
            elif kind == "Nt":
                stack.append((sh[1], i, length - 1))
                pick(i + length - 1, sh[2])
            else:
                stack.append((sh[1], i, sh[3]))
                stack.append((sh[2], i + sh[3], length - sh[3]))
        return out


class _AutomatonProp:
    """Forward/backward reachability of an automaton over the domains."""

    def __init__(self, nfa: NFA, n: int, lmask: list[list[tuple[int, int]]]) -> None:
        self.nfa = nfa
        self.n = n
        self.moves = lmask  # per state: (minterm mask of the label, target)

    def run(self, doms: list[int]) -> list[int] | None:
        n = self.n
        fwd: list[set[int]] = [set() for _ in range(n + 1)]
        fwd[0] = {self.nfa.initial}
        for i in range(n):
            d = doms[i]
            nxt = fwd[i + 1]
            for p in fwd[i]:
                for m, q in self.moves[p]:
                    if m & d:
                        nxt.add(q)
            if not nxt:
                return None
        back = fwd[n] & self.nfa.finals
        if not back:
            return None
        new = [0] * n
        for i in range(n - 1, -1, -1):
            d = doms[i]
            keep: set[int] = set()
            for p in fwd[i]:
                for m, q in self.moves[p]:
                    if q in back and m & d:
                        keep.add(p)
                        new[i] |= m & d
            if not keep:
                return None
            back = keep
        return new


#: Branching strategies of the search: (variable order, value order).  ``left``
#: splits the leftmost of the smallest open domains, ``right`` the rightmost,
#: ``ends`` the one nearest to either end; ``fwd`` tries values readable-first
#: (letters, digits, ...: the witness order), ``rev`` in the opposite order.
DEFAULT = (("left", "fwd"),)
PORTFOLIO = (("left", "rev"), ("right", "fwd"))
#: Nodes per turn of each strategy of a portfolio, in order.  On the §3.3 random
#: pairs at length 100 (benchmarks/history/bench.md) each of random02 and random22 is found by a
#: dive of about 50 nodes under some orders and not in 400 under others (left/fwd misses
#: random02, right/rev random22); left/rev and right/fwd find both.
SHARES = (3, 1)
#: Inner nodes between two probes of a search with several grammars (and at its root).
PROBE_EVERY = 4
#: Readings of the deadline the helpers (:mod:`.pump`) may spend ahead of the searches:
#: before the first search's root as they are, after it scaled by ``n / HELPER_LENGTH``
#: (see :func:`search`; 20,000 at ``n = 100``, about 0.4 s at the calibrated rate), and
#: the longest of the helpers' own searches.
HELPER_HEAD = 8_000
HELPER_LENGTH = 40


def seeded(n: int, seed: int = 0) -> random.Random:
    """The random numbers of a search for words of length ``n``: a function of ``n``
    and the session's ``:random-seed`` (0, the default, gives the sequence of old)."""
    return random.Random(n if seed == 0 else f"{seed}:{n}")


def search(n: int, grammars: Sequence[Binary], nfa: NFA | None,
           accept: Callable[[str], bool], extra_sets: Sequence[CharSet],
           node_limit: int, deadline: Deadline,
           strategies: Sequence[tuple[str, str]] = DEFAULT,
           helpers: Sequence[Generator[None, None, str | None]] = (), seed: int = 0
           ) -> tuple[str, str | None, int]:
    """(FOUND, word, nodes) / (EMPTY, None, nodes): no word of length ``n`` lies in
    every grammar and the automaton and passes ``accept`` (exhaustive) / (LIMIT, None,
    nodes) when ``node_limit`` nodes were not enough.  The searches of ``strategies``
    and the ``helpers`` run as one :class:`_Portfolio`."""
    runs = searches(n, grammars, nfa, accept, extra_sets, deadline, strategies, seed)
    return _Portfolio(runs, helpers, n, node_limit, deadline).run()


class _Portfolio:
    """Depth-first searches and witness helpers run interleaved.

    With several strategies the searches run ``SHARES`` nodes of each in turn (an
    algorithm portfolio, Gomes and Selman 2001; the run times of one backtracking search
    over its branching orders are heavy-tailed, Gomes, Selman and Kautz 1998, so the
    first of several orders to succeed is often much faster than any fixed one).  Each
    search is exhaustive over the same space, so the first to run out of nodes proves
    EMPTY; none restarts, so no work of a strategy is lost and the cost of a proof is at
    most ``len(strategies)`` times that of its best strategy.

    ``helpers`` are witness procedures in the same portfolio (:mod:`.pump`): each yields
    once per unit of its work and returns a word it has checked (in every grammar, the
    automaton and ``accept``) or None (it gave up: it leaves the portfolio; a helper
    never proves EMPTY).  Their share is counted in work, the readings of ``deadline``
    (docs/explanation/engine.md#budgets): ``HELPER_HEAD`` readings of the first helper before the
    first search's root node; after it, ``HELPER_HEAD`` and as many as the searches have spent,
    both scaled by ``n / HELPER_LENGTH`` (one reading of a propagation covers a CYK row of
    ``n`` positions, one of a helper's short searches a row of at most
    ``HELPER_LENGTH``: a count of nodes or raw readings would starve the helpers at
    ``n = 1,000``).  Their units do not count against the node limit."""

    def __init__(self, runs: list[Generator[None, None, tuple[str, str | None]]],
                 helpers: Sequence[Generator[None, None, str | None]], n: int,
                 node_limit: int, deadline: Deadline) -> None:
        self.runs = runs
        self.turns = _turns(len(runs))
        self.active = list(helpers)
        self.node_limit = node_limit
        self.deadline = deadline
        self.scale = max(1.0, n / HELPER_LENGTH)
        self.nodes = 0
        self.helper_work = self.search_work = 0

    def run(self) -> tuple[str, str | None, int]:
        # a short head start of the first helper (cheap witnesses), then the first
        # search's root (its first node only yields): a refutation by one propagation
        # comes before most helper work
        if self.active:
            word = self._assist(HELPER_HEAD, first=True)
            if word is not None:
                return FOUND, word, self.nodes
            for k in (0, 0):
                done = self._node(k)
                if done is not None:
                    return done[0], done[1], self.nodes
        while True:
            word = self._assist((HELPER_HEAD + self.search_work) * self.scale)
            if word is not None:
                return FOUND, word, self.nodes
            for k in self.turns:
                done = self._node(k)
                if done is not None:
                    return done[0], done[1], self.nodes

    def _node(self, k: int) -> tuple[str, str | None] | None:
        """One node of search ``k``: its answer when it has one (or LIMIT)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            return LIMIT, None
        before = self.deadline.spent
        try:
            next(self.runs[k])
        except StopIteration as stop:
            outcome, word = stop.value
            if outcome == FOUND or outcome == EMPTY:
                return outcome, word
        finally:
            self.search_work += max(1, self.deadline.spent - before)
        return None

    def _assist(self, allowance: float, first: bool = False) -> str | None:
        """The helpers (the first only, when ``first``) in turn while their work stays
        within ``allowance``: a word one of them found."""
        for h in self.active[:1] if first else list(self.active):
            while self.helper_work <= allowance:
                before = self.deadline.spent
                try:
                    next(h)
                except StopIteration as stop:
                    if stop.value is not None:
                        word: str = stop.value
                        return word
                    self.active.remove(h)
                    break
                finally:
                    self.helper_work += max(1, self.deadline.spent - before)
        return None


def _turns(count: int) -> list[int]:
    """The order of one cycle of the portfolio over ``count`` searches (``SHARES``)."""
    return [k for k in range(count) for _ in range(SHARES[k] if k < len(SHARES) else 1)]


def interleaved(runs: Sequence[Generator[None, None, tuple[str, str | None]]], node_limit: int
                ) -> Generator[None, None, str | None]:
    """The searches ``runs`` (:func:`searches`) interleaved like :func:`search`,
    yielding once per node: the word found, or None when one is exhausted or
    ``node_limit`` nodes were spent (a helper's short search)."""
    turns = _turns(len(runs))
    nodes = 0
    while True:
        for k in turns:
            nodes += 1
            if nodes > node_limit:
                return None
            yield
            try:
                next(runs[k])
            except StopIteration as stop:
                outcome, word = stop.value
                if outcome == FOUND or outcome == EMPTY:
                    found: str | None = word
                    return found


def searches(n: int, grammars: Sequence[Binary], nfa: NFA | None,
             accept: Callable[[str], bool], extra_sets: Sequence[CharSet], deadline: Deadline,
             strategies: Sequence[tuple[str, str]], seed: int = 0
             ) -> list[Generator[None, None, tuple[str, str | None]]]:
    """One depth-first search (:func:`_dfs`) per strategy over the same domains."""
    sets: list[CharSet] = []
    for g in grammars:
        sets.extend(INTERVALS.of_ranges(t.ranges) for t in g.terminals)
    if nfa is not None:
        sets.extend(INTERVALS.convert(lab) for moves in nfa.trans for lab, _ in moves)
    sets.extend(INTERVALS.convert(s) for s in extra_sets)
    distinct = list(dict.fromkeys(s for s in sets if not s.is_empty() and not s.is_full()))
    regions = [r for r, _ in INTERVALS.minterms(distinct)] if distinct else [INTERVALS.full]
    regions = [r for r in regions if not r.is_empty()]
    reps = [chr(r.witness()) for r in regions]

    def mask_of(cs: CharSet) -> int:
        m = 0
        for k, r in enumerate(regions):
            if r.intersects(cs):
                m |= 1 << k
        return m

    tmask: dict[Chars, int] = {}
    for g in grammars:
        for t in g.terminals:
            if t not in tmask:
                tmask[t] = mask_of(INTERVALS.of_ranges(t.ranges))
    props: list[_GrammarProp | _AutomatonProp] = []
    if nfa is not None:
        moves = [[(mask_of(INTERVALS.convert(lab)), q) for lab, q in row] for row in nfa.trans]
        props.append(_AutomatonProp(nfa, n, moves))
    props.extend(_GrammarProp(g, n, tmask, deadline) for g in grammars)
    full = (1 << len(regions)) - 1
    # order values readable-first (lower-case letters, digits, ...: the witness order)
    order = sorted(range(len(regions)), key=lambda k: (not reps[k].isalnum(), reps[k]))
    several = sum(isinstance(p, _GrammarProp) for p in props) > 1
    return [_dfs(props, n, full, reps, order, var, val, accept, deadline,
                 PROBE_EVERY if several else 0, seed)
            for var, val in strategies]


def _dfs(props: Sequence[_GrammarProp | _AutomatonProp], n: int, full: int, reps: list[str],
         order: list[int], var: str, val: str, accept: Callable[[str], bool],
         deadline: Deadline, probe_every: int, seed: int = 0
         ) -> Generator[None, None, tuple[str, str | None]]:
    """One depth-first search over the domains; yields once per node.  At the root
    and then at every ``probe_every``-th inner node it probes (:func:`_probe`)."""
    if val == "rev":
        order = order[::-1]
    if var == "right":
        def key(k: int, d: int) -> tuple[int, int]:
            return d.bit_count(), -k
    elif var == "ends":
        def key(k: int, d: int) -> tuple[int, int]:
            return d.bit_count(), min(k, n - 1 - k)
    else:
        def key(k: int, d: int) -> tuple[int, int]:
            return d.bit_count(), k
    rng = seeded(n, seed)
    visited = 0
    stack: list[list[int]] = [[full] * n]
    while stack:
        doms = stack.pop()
        yield
        deadline.check("grammar fixed-length search")
        fixed = _fixpoint(props, doms)
        if fixed is None:
            continue
        open_pos = [i for i, d in enumerate(fixed) if d & (d - 1)]
        if not open_pos:
            word = "".join(reps[d.bit_length() - 1] for d in fixed)
            if accept(word):
                return FOUND, word
            continue
        if probe_every and visited % probe_every == 0:
            probed = _probe(props, fixed, reps, accept, rng)
            if probed is not None:
                return FOUND, probed
        visited += 1
        i = min(open_pos, key=lambda k: key(k, fixed[k]))
        branches = []
        for k in order:
            if fixed[i] >> k & 1:
                child = list(fixed)
                child[i] = 1 << k
                branches.append(child)
        stack.extend(reversed(branches))
    return EMPTY, None


def _probe(props: Sequence[_GrammarProp | _AutomatonProp], doms: list[int], reps: list[str],
           accept: Callable[[str], bool], rng: random.Random) -> str | None:
    """A random word of each grammar within the domains (drawn from the inside table
    its propagator just computed, :meth:`_GrammarProp.sample`), tested exactly in the
    others and the automaton (each propagator on one-value domains is CYK / the
    automaton's run on that word) and by ``accept``: a cheap witness when the
    languages overlap much below this node (the sentences-of-one-tested-in-the-other
    idea of the step, here under the search's domains)."""
    words = [(p, p.sample(doms, rng)) for p in props if isinstance(p, _GrammarProp)]
    for source, w in words:
        if w is not None and all(p.run(w) is not None for p in props if p is not source):
            word = "".join(reps[d.bit_length() - 1] for d in w)
            if accept(word):
                return word
    return None


def _fixpoint(props: Sequence[_GrammarProp | _AutomatonProp], doms: list[int]
              ) -> list[int] | None:
    """The propagators to their common fixpoint.  Each one alone is idempotent (it
    keeps exactly the values some word of its own language within the domains uses,
    and that word survives its pruning), so a propagator is not run again on the
    domains it returned unchanged."""
    settled: list[list[int] | None] = [None] * len(props)
    while True:
        for k, p in enumerate(props):
            if settled[k] is doms:
                continue
            new = p.run(doms)
            if new is None:
                return None
            if new != doms:
                doms = new
            settled[k] = doms
        if all(d is doms for d in settled):
            return doms


class CellGrammarProp:
    """The CYK propagator on the fixed-length search's store (a watcher of the cells of
    ``x`` in ``(str.in_grammar x G)``): the domains are the store's region masks, the
    terminals' masks come from the store's alphabet (whose regions separate the
    grammar's terminal sets: the fixed-length step adds them to its minterms)."""

    def __init__(self, atom: Term, cells: list[int], alphabet: Alphabet,
                 deadline: Deadline) -> None:
        g = normalise(grammar_of(atom.indices[0]))
        tmask = {t: alphabet.mask_of(INTERVALS.of_ranges(t.ranges))
                 for t in g.terminals}
        self.cells = cells
        self.prop = _GrammarProp(g, len(cells), tmask, deadline)
        self.empty = g.start is None
        self.last: list[int] | None = None

    def still_watching(self, arg: int, c: int) -> bool:
        return True

    def notify(self, store: Store, c: int, arg: int) -> bool:
        if self.empty:
            return False
        mask = store.mask
        doms = [mask[k] for k in self.cells]
        if doms == self.last:  # a pure function of the domains: nothing new to learn
            return True
        new = self.prop.run(doms)
        if new is None:
            return False
        for k, m in zip(self.cells, new, strict=True):
            if not store.narrow(k, m):
                return False
        self.last = [mask[k] for k in self.cells]
        return True
