"""Automata and length sets of ground RegLan terms, cached for the life of a loop
(papers 000, 004).

A :class:`Languages` object translates a ground RegLan term once to the hash-consed
regex AST (:func:`strsat.regex.from_smtlib.regex_of_term`), builds each AST node into a
trimmed symbolic NFA at most once (:meth:`Languages.nfa`), within a state budget, and
keeps length sets and quotients.  The engine's loop owns one and hands it to the steps
that read languages (regular, word equations, fixed length), so they share automata
and nothing outlives the loop.  :meth:`Languages.regex_lengths` gives the length set
of a term as arithmetic progressions for the ``LEN_RE`` axiom; when the automaton is
too large it falls back on the AST's length bounds, a sound over-approximation.
A kept automaton, length set or ``LEN_RE`` length list records what its computation
cost, and a check that uses it is charged that once (:mod:`strsat.kept_units`), so that
a check spends the same units whether it computed them or an earlier check of the
session did (issue 40).

The regex layer (front-end, construction, length sets, quotients: seven modules) loads
at the first language read: a loop whose formula has no membership makes its
:class:`Languages` (the steps hold it) and never reads one (issue 39).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...caches import store
from ...deadline import Deadline, current_or_never
from ...errors import ResourceLimit
from ...kept_units import Cost, KeptTable, filling, hit
from ...terms import Term, integer, mk
from ...terms.formulas import disj
from ..seam.context import Stats

if TYPE_CHECKING:
    from ...regex import ast as R
    from ...regex.automaton import NFA
    from ...regex.lengths import LengthSet

#: States any one automaton of a membership may have.
MAX_NFA_STATES = 50_000
#: Readings of the deadline one automaton construction may take, and its wall-clock
#: backstop (docs/explanation/engine.md#budgets).
BUILD_WORK, BUILD_BACKSTOP = 40_000, 16.0
#: Steps of the subset sequence when computing a length set.
LENGTH_STEPS = 20_000
#: Above this many progressions ``regex_lengths`` over-approximates.
MAX_PROGRESSIONS = 32
#: Entries kept in the caches before they are cleared.
CACHE_SIZE = 1024
#: Entries each of the regular step's outcome caches keeps (the oldest goes past it: a
#: session that names its variables afresh keys them by terms of long-popped scopes).
CACHE_ENTRIES = 1_024



#: Regex ASTs :class:`Languages` keeps by term id before it starts afresh (before a
#: translation: one regex's own nodes may pass it by its size).
AST_ENTRIES = 50 * CACHE_SIZE


class Languages:
    """ASTs, automata, length sets and quotients of ground RegLan terms (cached)."""

    #: The tables and their bounds (entries; :mod:`strsat.caches`).
    bounded = {"_asts": AST_ENTRIES, "_nfas": CACHE_SIZE + 1, "_lengths": CACHE_SIZE + 1,
               "_quotients": CACHE_SIZE, "_length_memo": CACHE_SIZE,
               "_costs": 4 * CACHE_SIZE, "_length_costs": CACHE_SIZE + 1}

    def __init__(self) -> None:
        self._asts: dict[int, R.Regex] = {}
        self._nfas: dict[R.Regex, NFA | None] = {}
        self._lengths: dict[R.Regex, LengthSet | None] = {}
        #: what each kept automaton's, length set's and length list's computation cost
        self._costs: dict[R.Regex, Cost] = {}
        self._length_costs: dict[R.Regex, Cost] = {}
        self._quotients: dict[tuple[Term, str, str], R.Regex | None] = {}
        #: :meth:`regex_lengths` by term (a plain table: an ``lru_cache`` over the bound
        #: method would make a reference cycle keeping a finished engine's terms alive
        #: until the collector ran), each entry with its cost
        self._length_memo: KeptTable[Term, list[tuple[int, int]] | None] = KeptTable()

    def ast(self, regex: Term) -> R.Regex | None:
        """The AST of a ground RegLan term, or None when it is not a regular constant."""
        from ...regex.errors import NotRegularConstant
        from ...regex.from_smtlib import regex_of_term

        if len(self._asts) > AST_ENTRIES:
            self._asts.clear()
        try:
            return regex_of_term(regex, self._asts)
        except NotRegularConstant:
            return None

    def quotient(self, regex: Term, left: str, right: str) -> R.Regex | None:
        """The AST of ``left\\L(regex)/right`` (:mod:`strsat.regex.quotient`)."""
        node = self.ast(regex)
        if node is None or not (left or right):
            return node
        key = (regex, left, right)
        if key not in self._quotients:
            from ...regex.quotient import left_quotient, right_quotient

            store(self._quotients, key, right_quotient(left_quotient(node, left), right),
                  CACHE_SIZE)
        return self._quotients[key]

    def nfa(self, node: R.Regex, deadline: Deadline | None = None,
            stats: Stats | None = None) -> NFA | None:
        """The NFA of an AST node, or None when it exceeds the budget.  A fresh
        construction counts its states in ``stats`` (``regular.nfa_states``)."""
        from ...regex.construct import CONSTRUCTION, build

        outer = deadline or current_or_never()
        if node in self._nfas:
            hit(self._costs.get(node), outer, CONSTRUCTION)
            return self._nfas[node]
        local = outer.budget(BUILD_WORK, BUILD_BACKSTOP)
        with filling() as fill:
            try:
                # the automata of large sub-nodes (a key set's union) join the table: a
                # regex derived from one embeds it (strsat.regex.construct, issue 38)
                nfa: NFA | None = build(node, deadline=local, max_states=MAX_NFA_STATES,
                                        shared=self._nfas, costs=self._costs)
            except ResourceLimit:
                if outer.expired(0):  # the check's limit, not this construction's: no entry
                    raise
                nfa = None
        if nfa is not None and stats is not None:
            stats.count("regular.nfa_states", nfa.n_states)
        store(self._nfas, node, nfa, CACHE_SIZE + 1)
        self._costs[node] = fill.cost
        while len(self._nfas) > CACHE_SIZE + 1:  # the sub-nodes' entries past the bound
            del self._nfas[next(iter(self._nfas))]
        if len(self._costs) > 4 * CACHE_SIZE:  # those of automata no longer kept
            self._costs = {k: v for k, v in self._costs.items() if k in self._nfas}
        return nfa

    def lengths(self, node: R.Regex, deadline: Deadline | None = None) -> LengthSet | None:
        """The exact length set of an AST node's language, or None when too costly."""
        deadline = deadline or current_or_never()
        if node in self._lengths:
            hit(self._length_costs.get(node), deadline, "length set")
            return self._lengths[node]
        with filling() as fill:
            nfa = self.nfa(node, deadline)
            result = None if nfa is None else lengths_of_nfa(nfa, deadline)
        store(self._lengths, node, result, CACHE_SIZE + 1)
        store(self._length_costs, node, fill.cost, CACHE_SIZE + 1)
        return result

    def regex_lengths(self, regex: Term) -> list[tuple[int, int]] | None:
        """:meth:`_regex_lengths`, remembered per term (:data:`CACHE_SIZE` entries; a
        computation stopped by the check's limit is not remembered)."""
        memo = self._length_memo
        if memo.charged(regex, current_or_never(), "length set"):
            return memo[regex]
        with filling() as fill:
            result = self._regex_lengths(regex)
        memo.keep(regex, result, fill.cost, CACHE_SIZE)
        return result

    def _regex_lengths(self, regex: Term) -> list[tuple[int, int]] | None:
        """The lengths of the words of a ground RegLan term as progressions
        ``(start, period)`` (period 0: the single length ``start``), or None when the
        term is not a regular constant.  Exact when the automaton and its length set
        are within budget, otherwise a superset from the AST's length bounds.
        (Cached: :attr:`regex_lengths`.)"""
        node = self.ast(regex)
        if node is None:
            return None
        outer = current_or_never()
        interval = _interval_lengths(node)
        if interval is not None:
            return interval
        try:
            ls = self.lengths(node, outer.budget(BUILD_WORK, BUILD_BACKSTOP))
        except ResourceLimit:
            if outer.expired():  # the check's limit: nothing is remembered
                raise
            ls = None
        if ls is None:
            return _bounds_only(node)
        progs = ls.progressions()
        return progs if len(progs) <= MAX_PROGRESSIONS else _coarse(ls)


def lengths_of_nfa(nfa: NFA, deadline: Deadline | None = None) -> LengthSet | None:
    """The exact length set of an automaton's language, or None past the budget."""
    from ...regex.lengths import length_set

    try:
        return length_set(nfa, max_steps=LENGTH_STEPS, deadline=deadline)
    except ResourceLimit:
        if deadline is not None and deadline.expired():
            raise
        return None


def _bounds_only(node: R.Regex) -> list[tuple[int, int]]:
    """Progressions covering ``[min_len, max_len]`` (sound for every node)."""
    from ...regex.ast import NONE

    lo, hi = node.min_len, node.max_len
    if node.kind == NONE:
        return []
    if hi is None or hi - lo > MAX_PROGRESSIONS:
        return [(lo, 1)]
    return [(n, 0) for n in range(lo, hi + 1)]


def _interval_lengths(node: R.Regex) -> list[tuple[int, int]] | None:
    """The lengths of a language whose length set is the interval of its AST's bounds
    (a dashed string of paper 003, ``[ab]*·a·[ab]{100000}``: no automaton of 100,000
    states is built), or None when the AST does not show that."""
    from ...regex.lengths import is_length_interval

    if not is_length_interval(node):
        return None
    lo, hi = node.min_len, node.max_len
    if hi is None or hi - lo > MAX_PROGRESSIONS:
        return [(lo, 1)] if hi is None or hi > lo else [(lo, 0)]
    return [(n, 0) for n in range(lo, hi + 1)]


def _coarse(ls: LengthSet) -> list[tuple[int, int]]:
    """Few progressions containing ``ls`` (used when it has too many)."""
    low = ls.min()
    if low is None:
        return []
    if ls.residues and len(ls.residues) == 1 and len(ls.points) < MAX_PROGRESSIONS:
        (r,) = ls.residues
        return sorted([(p, 0) for p in ls.points] + [(ls.start + r, ls.period)])
    return [(low, 1)]


def length_formula(n: Term, ls: LengthSet) -> Term:
    """``n`` lies in ``ls``: runs of points become ranges, residues congruences."""
    cases: list[Term] = []
    points = sorted(ls.points)
    i = 0
    while i < len(points):
        j = i
        while j + 1 < len(points) and points[j + 1] == points[j] + 1:
            j += 1
        lo, hi = points[i], points[j]
        if lo == hi:
            cases.append(mk("=", n, integer(lo)))
        else:
            cases.append(mk("and", mk(">=", n, integer(lo)), mk("<=", n, integer(hi))))
        i = j + 1
    if ls.residues:
        if len(ls.residues) == ls.period:
            cases.append(mk(">=", n, integer(ls.start)))
        else:
            for r in sorted(ls.residues):
                base = ls.start + r
                if ls.period == 1:
                    cases.append(mk(">=", n, integer(base)))
                else:
                    cases.append(mk("and", mk(">=", n, integer(base)),
                                    mk("=", mk("mod", mk("-", n, integer(base)),
                                               integer(ls.period)), integer(0))))
    if not cases:
        return mk("=", integer(0), integer(1))
    return disj(*cases)
