"""Automata for the regular propagator: built once per regex, read over regions.

:class:`RegexCache` turns a ground RegLan term into the trimmed NFA of the
automata layer (:mod:`strsat.regex`), and a negative membership into the
complement DFA (subset construction, paper 004 §4.2); both are kept across
calls of the step.  :class:`MaskNFA` re-labels an NFA for one component's
alphabet: a label becomes the bit mask of the regions it contains, state sets
are bit masks, and the three operations the propagator needs are cached:

* ``step(F, m)`` — the states reached from set ``F`` on a character of region ``m``;
* ``allowed(F, T)`` — the regions leading from ``F`` into ``T`` in one step;
* ``pre(T, D)`` — the states with a move into ``T`` on a region of ``D``;
* ``progress(F, T)`` — the regions of ``allowed(F, T)`` that move closest to a final
  state (a value-ordering preference of the search, never a pruning).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Iterator, MutableMapping

from strsat.static import TYPE_CHECKING

from ...deadline import Deadline
from ...errors import ResourceLimit, StrsatError
from ...kept_units import KeptTable, filling
from ...regex.charset import CharSet
from ...terms import Term
from ..regular.languages import Languages
from .alphabet import Alphabet, SharedAlphabets

if TYPE_CHECKING:
    from typing import Any

    from ...regex.automaton import NFA

#: Automaton size limit for one membership (construction).
MAX_STATES = 20_000
#: Size limit of the complement DFA of a negative membership.  Past it the membership
#: is checked at the leaves of the search instead (with the regular step's witness as a
#: hint): the subset construction of ``\w*[a-c]\w{k}`` took a second per check for
#: k >= 15 before giving up at 20,000 states.  In the corpus 4 complements lie between
#: 2,000 and 20,000 states (automatark), and all their files are still answered.
MAX_COMPLEMENT_STATES = 2_000
#: Size limit of the product of the automata of several memberships of the same cells
#: (:meth:`RegexCache.joint`); past it each membership keeps its own propagator.
MAX_JOINT_STATES = 2_000
#: Entries each table of a :class:`RegexCache` keeps; the oldest goes past it.
MAX_ENTRIES = 1_024
#: Entries of a :class:`RegexCache`'s table of term alphabets; the oldest goes past it.
MAX_TERM_ALPHABETS = 4_096
#: Ground String subterms whose value's characters a :class:`RegexCache` keeps.
MAX_GROUND_CHARS = 4 * MAX_TERM_ALPHABETS
#: Automata whose region masks an alphabet keeps (:func:`mask_nfa`).
MASKED_LIMIT = 64
#: Memo entries a kept :class:`MaskNFA` carries into the next search (:func:`mask_nfa`).
MEMO_KEPT = 50_000
#: Moves per work unit of a :class:`MaskNFA`'s construction (a label's mask read, the
#: move and its reverse recorded): 1.2-2.2 µs a move in the checks of issue 39, i.e.
#: about 16 a unit of 25 µs (benchmarks/2026-12-06-checks29.md).
MASK_MOVES_PER_UNIT = 16


class RegexCache:
    """Ground RegLan term (and polarity) -> NFA, or None when it cannot be built; and
    the alphabets the searches build over their automata' labels (:attr:`alphabets`).
    One per fixed-length step: the tables live and go with it."""

    #: The tables and their bounds (entries; :mod:`strsat.caches`).
    bounded = {"_nfas": MAX_ENTRIES, "_joints": MAX_ENTRIES,
               "term_alphabets": MAX_TERM_ALPHABETS, "ground_chars": MAX_GROUND_CHARS}

    def __init__(self, languages: Languages, max_states: int = MAX_STATES) -> None:
        self.languages = languages
        self.max_states = max_states
        #: each automaton's construction cost charged once per check (kept_units)
        self._nfas: KeptTable[tuple[Term, bool], NFA | None] = KeptTable()
        #: the products of the memberships of the same cells (:meth:`joint`)
        self._joints: KeptTable[frozenset[tuple[Term, bool]], NFA | None] = KeptTable()
        self.alphabets = SharedAlphabets()
        #: what each constraint's term adds to an alphabet (solver._term_alphabet); weak:
        #: an entry leaves with its term (with the scope that made it, issue 40)
        self.term_alphabets: MutableMapping[Term, Any] = weakref.WeakKeyDictionary()
        #: the characters of each ground String subterm's value that a term alphabet
        #: read (solver._term_alphabet): the constraints of a path share their ground
        #: subterms, each evaluated once, not once per constraint; weak as above
        self.ground_chars: MutableMapping[Term, frozenset[int]] = weakref.WeakKeyDictionary()

    def automaton(self, regex: Term, positive: bool, deadline: Deadline) -> NFA | None:
        key = (regex, positive)
        if self._nfas.charged(key, deadline, "regex construction"):
            return self._nfas[key]
        with filling() as fill:
            nfa = self._build(regex, positive, deadline)
        self._nfas.keep(key, nfa, fill.cost, MAX_ENTRIES)
        return nfa

    def joint(self, wanted: list[tuple[Term, bool]], deadline: Deadline) -> NFA | None:
        """One automaton for several memberships of the same cells: the product of
        their automata (paper 004, Fig. 4: ``L(A x B) = L(A) & L(B)``), so one
        propagator keeps the cells' values consistent with all of them at once.  Apart,
        each membership's backward sets allow what only the intersection rules out
        (``x ∈ ws*[+-]?\\d(_?\\d)*ws*``, ``x ∉ ws*[+-]?\\d+ws*`` over 4,301 cells: each
        accepts a last digit or a last space after spaces, together neither, and the
        search retried every space at the last cells, 50,000 nodes, never done); now no
        value is tried that the intersection cannot complete.  None when one of them has
        no automaton or the product passes :data:`MAX_JOINT_STATES` states."""
        key = frozenset(wanted)
        if self._joints.charged(key, deadline, "regex construction"):
            return self._joints[key]
        with filling() as fill:
            nfa = self._build_joint(wanted, deadline)
        self._joints.keep(key, nfa, fill.cost, MAX_ENTRIES)
        return nfa

    def _build_joint(self, wanted: list[tuple[Term, bool]], deadline: Deadline) -> NFA | None:
        """The product of ``wanted``'s automata, folded from the left: the joint of all
        but the last membership (kept, :meth:`joint`) times the last one's automaton.
        The searches of a component's sub-problems add one probe to the same memberships
        (``widen_to_int``'s ``prefix·[0-9]^k``: 1,121 joints of 16 memberships in one
        check of humanize's ``intword``, each rebuilt with its 15 products, 4.3 s); the
        kept prefix makes each a single product.  Same automaton as the whole fold."""
        from ...regex.product import product

        if len(wanted) > 2:
            head = self.joint(wanted[:-1], deadline)
        else:
            head = self.automaton(wanted[0][0], wanted[0][1], deadline)
        last = self.automaton(wanted[-1][0], wanted[-1][1], deadline)
        if head is None or last is None:
            return None
        try:
            return product(head, last, deadline, MAX_JOINT_STATES)
        except ResourceLimit:
            deadline.check("regex construction")
            return None

    def _build(self, regex: Term, positive: bool, deadline: Deadline) -> NFA | None:
        """The automaton of a membership (its complement when negative), or None."""
        from ...regex.construct import build
        from ...regex.determinize import complement

        nfa: NFA | None = None
        try:
            node = self.languages.ast(regex)  # None: not a regular constant
            # the regular step's cached automaton when it has one (same construction;
            # this step's own size limit still applies), else a build with this step's time
            if node is not None:
                nfa = self.languages.nfa(node, deadline)
                if nfa is not None and nfa.n_states > self.max_states:
                    raise ResourceLimit(f"regex construction: more than {self.max_states}"
                                        " states")
                if nfa is None:
                    nfa = build(node, deadline=deadline, max_states=self.max_states)
            if nfa is not None and not positive:
                nfa = complement(nfa, deadline=deadline,
                                 max_states=min(self.max_states, MAX_COMPLEMENT_STATES))
        except ResourceLimit:
            deadline.check("regex construction")
            nfa = None
        except StrsatError:
            nfa = None
        return nfa


def labels(nfa: NFA) -> list[CharSet]:
    """The distinct move labels of an automaton."""
    out: dict[CharSet, None] = {}
    for moves in nfa.trans:
        for label, _ in moves:
            out[label] = None
    return list(out)


def mask_nfa(nfa: NFA, alphabet: Alphabet, deadline: Deadline | None) -> MaskNFA:
    """``MaskNFA(nfa, alphabet)``, kept by the alphabet (its construction's units charged
    once per check, :mod:`strsat.kept_units`): a component's searches share alphabets
    and joint automata, and each posted its memberships afresh (576 constructions of 101
    automata, 12 million moves, in a check of humanize's ``intword`` probes).  A kept one
    is shared with its memos (functions of the automaton and the alphabet; no charge
    reads them), which the next search reuses (a third of the time again in that
    check), unless they passed :data:`MEMO_KEPT` entries: then they start afresh."""
    table = alphabet.masked
    key = id(nfa)
    if table.charged(key, deadline, "fixed-length automaton masks"):
        kept = table[key][1]
        assert isinstance(kept, MaskNFA)
        if kept.memo_size() > MEMO_KEPT:
            kept.forget()
        return kept
    with filling() as fill:
        out = MaskNFA(nfa, alphabet, deadline)
    table.keep(key, (nfa, out), fill.cost, MASKED_LIMIT)
    return out


class MaskNFA:
    """An NFA whose labels are region masks of one alphabet."""

    def __init__(self, nfa: NFA, alphabet: Alphabet, deadline: Deadline | None = None) -> None:
        self.n = nfa.n_states
        self.initial = 1 << nfa.initial
        self.finals = 0
        for f in nfa.finals:
            self.finals |= 1 << f
        self.moves: list[list[tuple[int, int]]] = []
        self.preds: list[list[tuple[int, int]]] = [[] for _ in range(self.n)]
        made = 0  # moves since the last reading
        for q, moves in enumerate(nfa.trans):
            if deadline is not None and (not q & 255 or made >= 64 * MASK_MOVES_PER_UNIT):
                deadline.check("fixed-length automaton masks", 1 + made // MASK_MOVES_PER_UNIT)
                made = 0
            made += len(moves)
            row = []
            for label, t in moves:
                lm = alphabet.mask_of(label)
                row.append((lm, t))
                self.preds[t].append((q, lm))
            self.moves.append(row)
        if deadline is not None and made >= MASK_MOVES_PER_UNIT:
            deadline.spend(made // MASK_MOVES_PER_UNIT)
        self._step: dict[tuple[int, int], int] = {}
        self._allowed: dict[tuple[int, int], int] = {}
        self._pre: dict[tuple[int, int], int] = {}
        self._post: dict[tuple[int, int], int] = {}
        self._progress: dict[tuple[int, int], int] = {}
        self._distance: list[int] | None = None

    def memo_size(self) -> int:
        """The entries of the memos."""
        return (len(self._step) + len(self._allowed) + len(self._pre) + len(self._post)
                + len(self._progress))

    def forget(self) -> None:
        """Empty the memos (they are only a cache)."""
        self._step, self._allowed, self._pre, self._post, self._progress = {}, {}, {}, {}, {}

    def step(self, states: int, m: int) -> int:
        """The states reached from ``states`` by a character of region ``m``."""
        key = (states, m)
        hit = self._step.get(key)
        if hit is None:
            hit = self._step[key] = _union(
                (1 << t for q in _bits(states) for lm, t in self.moves[q] if (lm >> m) & 1))
        return hit

    def allowed(self, states: int, targets: int) -> int:
        """The regions of characters leading from ``states`` into ``targets``."""
        key = (states, targets)
        hit = self._allowed.get(key)
        if hit is None:
            hit = self._allowed[key] = _union(
                (lm for q in _bits(states) for lm, t in self.moves[q] if (targets >> t) & 1))
        return hit

    def pre(self, targets: int, domain: int) -> int:
        """The states with a move into ``targets`` on a region of ``domain``."""
        key = (targets, domain)
        hit = self._pre.get(key)
        if hit is None:
            hit = self._pre[key] = _union(
                (1 << q for t in _bits(targets) for q, lm in self.preds[t] if lm & domain))
        return hit

    def post(self, states: int, domain: int) -> int:
        """The states reached from ``states`` by a move on a region of ``domain``."""
        hit = self._post.get((states, domain))
        if hit is None:
            hit = 0
            for q in _bits(states):
                for lm, t in self.moves[q]:
                    if lm & domain:
                        hit |= 1 << t
            self._post[states, domain] = hit
        return hit

    def progress(self, states: int, targets: int) -> int:
        """The regions of characters leading from ``states`` into ``targets`` and one
        move closer to a final state (by the fewest moves of the unconstrained
        automaton); 0 when ``states`` holds a final state or none reaches one.  The
        search tries these first: a membership that needs a word — ``.*<SCRIPT.*``
        over a variable that occurs twice — is met on the first descent instead of
        after every other value of the cells (slog ``*_sink``)."""
        key = (states, targets)
        hit = self._progress.get(key)
        if hit is None:
            hit = self._progress[key] = self._closer(states, targets)
        return hit

    def _closer(self, states: int, targets: int) -> int:
        distance = self._distances()
        best = min((distance[q] for q in _bits(states)), default=_FAR)
        if best == 0 or best >= _FAR:
            return 0
        out = 0
        for q in _bits(states):
            if distance[q] == best:
                for lm, t in self.moves[q]:
                    if (targets >> t) & 1 and distance[t] == best - 1:
                        out |= lm
        return out

    def _distances(self) -> list[int]:
        """Fewest moves from each state to a final state (breadth-first over ``preds``)."""
        if self._distance is None:
            distance = [_FAR] * self.n
            frontier = list(_bits(self.finals))
            for q in frontier:
                distance[q] = 0
            while frontier:
                nxt = []
                for t in frontier:
                    for q, _ in self.preds[t]:
                        if distance[q] == _FAR:
                            distance[q] = distance[t] + 1
                            nxt.append(q)
                frontier = nxt
            self._distance = distance
        return self._distance


#: A distance larger than any path of an automaton.
_FAR = 1 << 60


def _bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``."""
    while mask:
        low = mask & -mask
        mask ^= low
        yield low.bit_length() - 1


def _union(masks: Iterable[int]) -> int:
    """The bitwise or of ``masks``."""
    out = 0
    for m in masks:
        out |= m
    return out
