"""Memberships of concatenations that share variables, decided jointly by split states.

``RE_SPLIT_EMPTY``: given memberships ``t1 ∈ L1, …, tk ∈ Lk`` (a negative one read as
``ti ∈ ¬Li``) whose subjects are concatenations of variables and constants, a
solution fixes, for every membership, the state of ``Li``'s automaton at each
boundary between the items of ``ti`` (a run of the automaton over ``ti``'s word,
cut at the item boundaries).  Conversely, a choice of boundary states per
membership is realised by strings iff every variable has one word that runs from
the entry to the exit state of each of its occurrences: the intersection of those
segment languages.  So the memberships are unsatisfiable iff no choice of
boundary states makes every variable's segment intersection non-empty — the
splitting of a membership of a concatenation over the states of its automaton
that Norn and Z3-Noodler use (the regular step's ``RE_CONCAT_EMPTY`` takes
each item's languages separately and cannot see two concatenations of the same
variables together).  A variable repeated in one subject is exact as well (its
occurrences meet in one intersection).

The search is depth-first over memberships and items, choosing a state at each
boundary, pruned by the emptiness of each variable's intersection so far (lazy
product, paper 004) and by the states from which the rest of a subject can reach
a final state.  The boundary after a subject's last item is not one state but the
set of its final states reachable there (the run may end in any of them, and nothing
after it reads which): a complement DFA of 40 final states otherwise made 40 choices,
each an emptiness test, per entry state (rrule's ``TZID=`` membership, issue 39: 2,110
tests, 3 with both sets).  Likewise the boundary before a variable is the set of states the
run may be in there (after a constant read by a nondeterministic automaton, or after an
item read nowhere else, which is free to end in any state it reaches: no choice, no
test), and its segment starts at any of them (``split_entry_sets_unsat.smt2``: the
entries of ``y`` after the free ``x`` and ``z``, chosen pair by pair, ran past the
search's budget).  Budgets bound the choices and emptiness tests; past them the
answer is ``LIMIT`` and no lemma is made.  Items that are neither variables nor
constants are treated as free variables (fewer constraints: unsat stays sound).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...records import Record
from ...regex.automaton import NFA, read
from ...regex.product import same_algebra
from ...terms import Term
from .search import Outcome, is_empty

#: Emptiness tests one search may run.
MAX_EMPTINESS_TESTS = 3_000
#: Boundary choices one search may make.
MAX_CHOICES = 50_000
#: Product states of one emptiness test.
SEGMENT_SEARCH_STATES = 5_000


#: A variable's occurrence: subject, entry state (or any of a set), exit state (or any
#: of a set).
Segment = tuple[int, "int | frozenset[int]", "int | frozenset[int]"]


class Subject(Record):
    """One membership, read as ``items ∈ L(nfa)`` (constants as strings; immutable)."""

    _fields = ("items", "nfa")
    __slots__ = _fields

    def __init__(self, items: tuple[Term | str, ...], nfa: NFA) -> None:
        self.items = items
        self.nfa = nfa


def _forward(a: NFA) -> list[frozenset[int]]:
    """States reachable from each state (itself included)."""
    out = []
    for q in range(a.n_states):
        seen = {q}
        stack = [q]
        while stack:
            for _label, t in a.trans[stack.pop()]:
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        out.append(frozenset(seen))
    return out


class _Search:
    def __init__(self, subjects: Sequence[Subject], deadline: Deadline) -> None:
        base = subjects[0].nfa
        self.subjects = [Subject(s.items, same_algebra(base, s.nfa)) for s in subjects]
        self.deadline = deadline
        self.reach = [_forward(s.nfa) for s in self.subjects]
        self.finish = [self._finishing(i) for i in range(len(self.subjects))]
        self.segments: dict[Term, list[Segment]] = {}
        self.memo: dict[frozenset[Segment], bool] = {}
        counts = Counter(item for s in subjects for item in s.items if not isinstance(item, str))
        #: the items read once in all: free, they take the run to any state they reach
        self.once = frozenset(item for item, n in counts.items() if n == 1)
        self.ending: dict[tuple[int, int | frozenset[int]], NFA] = {}
        self.tests = 0
        self.choices = 0

    def _finishing(self, i: int) -> list[frozenset[int]]:
        """``finish[j]``: the states from which items ``j..`` can reach a final state
        (variables taking any word)."""
        s = self.subjects[i]
        a, reach = s.nfa, self.reach[i]
        ok = a.finals
        out = [ok]
        for item in reversed(s.items):
            if isinstance(item, str):
                ok = frozenset(q for q in range(a.n_states) if read(a, (q,), item) & ok)
            else:
                ok = frozenset(q for q in range(a.n_states) if reach[q] & ok)
            out.append(ok)
        out.reverse()
        return out

    def _ending(self, i: int, q: int | frozenset[int]) -> NFA:
        """Subject ``i``'s automaton with ``q`` its only final state (or the states of
        ``q``, a set: a subject's last item may end in any of its final states; kept:
        the segments ending at ``q`` share its length bounds)."""
        a = self.ending.get((i, q))
        if a is None:
            finals = q if isinstance(q, frozenset) else frozenset({q})
            a = self.ending[i, q] = self.subjects[i].nfa.with_finals(finals)
        return a

    @staticmethod
    def _rooted(a: NFA, p: int | frozenset[int]) -> NFA:
        """``a`` started at ``p``, or at any state of ``p`` (a set): a fresh initial
        state with the moves of them all, final when one of them is."""
        if not isinstance(p, frozenset):
            return a.rerooted(p)
        start = a.n_states
        moves = [move for q in sorted(p) for move in a.trans[q]]
        finals = a.finals | {start} if p & a.finals else a.finals
        return NFA(a.algebra, [*a.trans, moves], start, finals)

    def nonempty(self, v: Term) -> bool:
        key = frozenset(self.segments[v])
        known = self.memo.get(key)
        if known is not None:
            return known
        self.tests += 1
        if self.tests > MAX_EMPTINESS_TESTS:
            raise ResourceLimit("split search: emptiness tests")
        autos = [self._rooted(self._ending(i, q), p) for i, p, q in key]
        outcome, _, _ = is_empty(autos, [], self.deadline, SEGMENT_SEARCH_STATES)
        if outcome is Outcome.LIMIT:
            raise ResourceLimit("split search: segment product")
        self.memo[key] = outcome is Outcome.FOUND
        return self.memo[key]

    def run(self, i: int = 0, j: int = 0, states: frozenset[int] | None = None) -> bool:
        """Whether boundary states exist for subjects ``i..`` (items ``j..`` of ``i``
        from ``states``), iteratively over items, recursively over variable items."""
        while True:
            if i == len(self.subjects):
                return True
            s = self.subjects[i]
            if states is None:
                states = frozenset({s.nfa.initial})
            if j == len(s.items):
                if not states & s.nfa.finals:
                    return False
                i, j, states = i + 1, 0, None
                continue
            item = s.items[j]
            if isinstance(item, str):
                states = read(s.nfa, states, item) & self.finish[i][j + 1]
            elif item in self.once:
                states = frozenset().union(*(self.reach[i][p] for p in states)) \
                    & self.finish[i][j + 1]
            else:
                break
            if not states:
                return False
            j += 1
        self.deadline.check("split search")
        targets = sorted(set().union(*(self.reach[i][p] for p in states))
                         & self.finish[i][j + 1])
        entry: int | frozenset[int] = next(iter(states)) if len(states) == 1 else states
        exits: list[int | frozenset[int]]
        if j + 1 == len(s.items):  # any final state ends the run: one choice, the set
            exits = [frozenset(targets)] if targets else []
        else:
            exits = list(targets)
        for q in exits:
            self.choices += 1
            if self.choices > MAX_CHOICES:
                raise ResourceLimit("split search: choices")
            segs = self.segments.setdefault(item, [])
            segs.append((i, entry, q))
            try:
                after = q if isinstance(q, frozenset) else frozenset({q})
                if self.nonempty(item) and self.run(i, j + 1, after):
                    return True
            finally:
                segs.pop()
        return False


def split_outcome(subjects: Sequence[Subject], deadline: Deadline) -> Outcome:
    """``NONE`` when no strings satisfy every membership of ``subjects`` jointly,
    ``FOUND`` when boundary states exist, ``LIMIT`` past a budget."""
    if not subjects:
        return Outcome.FOUND
    search = _Search(subjects, deadline)
    try:
        return Outcome.FOUND if search.run() else Outcome.NONE
    except ResourceLimit:
        if deadline.expired():
            raise
        return Outcome.LIMIT


__all__ = ["MAX_CHOICES", "MAX_EMPTINESS_TESTS", "Subject", "split_outcome"]
