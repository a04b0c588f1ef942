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
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...deadline import Deadline
from ...regex.automaton import NFA
from ...regex.charset import INTERVALS, CharSet
from ...terms.grammars import Chars
from .normal import Binary, normalise

FOUND, EMPTY, LIMIT = "found", "empty", "limit"


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
        self.shapes: list[list[tuple]] = []
        for alts in g.alts:
            row = []
            for alt in alts:
                if len(alt) == 1:
                    row.append(("t", alt[0]))
                else:
                    x, y = alt
                    kind = ("N" if isinstance(x, int) else "t") + \
                        ("N" if isinstance(y, int) else "t")
                    row.append((kind, x, y))
            self.shapes.append(row)

    def run(self, doms: list[int]) -> list[int] | None:
        g, n = self.g, self.n
        if g.start is None:
            return None
        posbits: dict[Chars, int] = {}
        for t in g.terminals:
            m = self.tmask[t]
            b = 0
            for i, d in enumerate(doms):
                if d & m:
                    b |= 1 << i
            posbits[t] = b
        n_nt = len(g.alts)
        inside: list[list[int]] = [[0] * (n + 1) for _ in range(n_nt)]
        nonzero: list[list[int]] = [[] for _ in range(n_nt)]
        shapes = self.shapes
        check = self.deadline.check
        for length in range(1, n + 1):
            check("grammar CYK propagation")
            for a in range(n_nt):
                acc = 0
                for sh in shapes[a]:
                    kind = sh[0]
                    if kind == "t":
                        if length == 1:
                            acc |= posbits[sh[1]]
                    elif kind == "tt":
                        if length == 2:
                            acc |= posbits[sh[1]] & (posbits[sh[2]] >> 1)
                    elif kind == "tN":
                        acc |= posbits[sh[1]] & (inside[sh[2]][length - 1] >> 1)
                    elif kind == "Nt":
                        acc |= inside[sh[1]][length - 1] & (posbits[sh[2]] >> (length - 1))
                    else:
                        row_x, row_y = inside[sh[1]], inside[sh[2]]
                        for l1 in nonzero[sh[1]]:
                            acc |= row_x[l1] & (row_y[length - l1] >> l1)
                inside[a][length] = acc
            for a in range(n_nt):
                if inside[a][length]:
                    nonzero[a].append(length)
        if not inside[g.start][n] & 1:
            return None
        outside: list[list[int]] = [[0] * (n + 1) for _ in range(n_nt)]
        outside[g.start][n] = 1
        support: dict[Chars, int] = {}

        def sup(t: Chars, bits_: int) -> None:
            support[t] = support.get(t, 0) | bits_

        for length in range(n, 0, -1):
            check("grammar CYK propagation")
            for a in range(n_nt):
                out = outside[a][length]
                if not out:
                    continue
                for sh in shapes[a]:
                    kind = sh[0]
                    if kind == "t":
                        if length == 1:
                            sup(sh[1], out & posbits[sh[1]])
                    elif kind == "tt":
                        if length == 2:
                            ok = out & posbits[sh[1]] & (posbits[sh[2]] >> 1)
                            if ok:
                                sup(sh[1], ok)
                                sup(sh[2], ok << 1)
                    elif kind == "tN":
                        ok = out & posbits[sh[1]] & (inside[sh[2]][length - 1] >> 1)
                        if ok:
                            sup(sh[1], ok)
                            outside[sh[2]][length - 1] |= ok << 1
                    elif kind == "Nt":
                        ok = out & inside[sh[1]][length - 1] & (posbits[sh[2]] >> (length - 1))
                        if ok:
                            outside[sh[1]][length - 1] |= ok
                            sup(sh[2], ok << (length - 1))
                    else:
                        x, y = sh[1], sh[2]
                        row_x, row_y = inside[x], inside[y]
                        for l1 in nonzero[x]:
                            if l1 >= length:
                                break
                            ok = out & row_x[l1] & (row_y[length - l1] >> l1)
                            if ok:
                                outside[x][l1] |= ok
                                outside[y][length - l1] |= ok << l1
        new = [0] * n
        for t, pos in support.items():
            m = self.tmask[t]
            while pos:
                low = pos & -pos
                i = low.bit_length() - 1
                new[i] |= doms[i] & m
                pos ^= low
        return new if all(new) else None


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


def search(n: int, grammars: Sequence[Binary], nfa: NFA | None,
           accept: Callable[[str], bool], extra_sets: Sequence[CharSet],
           node_limit: int, deadline: Deadline) -> tuple[str, str | None, int]:
    """(FOUND, word, nodes) / (EMPTY, None, nodes): no word of length ``n`` lies in
    every grammar and the automaton and passes ``accept`` (exhaustive) / (LIMIT, None,
    nodes) when ``node_limit`` nodes were not enough."""
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
    nodes = 0
    stack: list[list[int]] = [[full] * n]
    while stack:
        doms = stack.pop()
        nodes += 1
        if nodes > node_limit:
            return LIMIT, None, nodes
        deadline.check("grammar fixed-length search")
        fixed = _fixpoint(props, doms)
        if fixed is None:
            continue
        open_pos = [i for i, d in enumerate(fixed) if d & (d - 1)]
        if not open_pos:
            word = "".join(reps[d.bit_length() - 1] for d in fixed)
            if accept(word):
                return FOUND, word, nodes
            continue
        i = min(open_pos, key=lambda k: (fixed[k].bit_count(), k))
        branches = []
        for k in order:
            if fixed[i] >> k & 1:
                child = list(fixed)
                child[i] = 1 << k
                branches.append(child)
        stack.extend(reversed(branches))
    return EMPTY, None, nodes


def _fixpoint(props: Sequence[_GrammarProp | _AutomatonProp], doms: list[int]
              ) -> list[int] | None:
    changed = True
    while changed:
        changed = False
        for p in props:
            new = p.run(doms)
            if new is None:
                return None
            if new != doms:
                doms = new
                changed = True
    return doms


class CellGrammarProp:
    """The CYK propagator on the fixed-length search's store (a watcher of the cells of
    ``x`` in ``(str.in_grammar x G)``): the domains are the store's region masks, the
    terminals' masks come from the store's alphabet (whose regions separate the
    grammar's terminal sets: the fixed-length step adds them to its minterms)."""

    def __init__(self, atom: object, cells: list[int], alphabet: object,
                 deadline: Deadline) -> None:
        from ...terms.grammars import grammar_of

        g = normalise(grammar_of(atom.indices[0]))  # type: ignore[attr-defined]
        tmask = {t: alphabet.mask_of(INTERVALS.of_ranges(t.ranges))  # type: ignore[attr-defined]
                 for t in g.terminals}
        self.cells = cells
        self.prop = _GrammarProp(g, len(cells), tmask, deadline)
        self.empty = g.start is None
        self.last: list[int] | None = None

    def still_watching(self, arg: int, c: int) -> bool:
        return True

    def notify(self, store: object, c: int, arg: int) -> bool:
        if self.empty:
            return False
        mask = store.mask  # type: ignore[attr-defined]
        doms = [mask[k] for k in self.cells]
        if doms == self.last:  # a pure function of the domains: nothing new to learn
            return True
        new = self.prop.run(doms)
        if new is None:
            return False
        for k, m in zip(self.cells, new, strict=True):
            if not store.narrow(k, m):  # type: ignore[attr-defined]
                return False
        self.last = [mask[k] for k in self.cells]
        return True
