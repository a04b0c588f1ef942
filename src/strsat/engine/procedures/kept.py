"""The fast path's automata of ground regexes, kept across a session's checks (issue 38).

An explorer asks one check per branch flip, and every check over a table of keys
(``name in html5``: a union of 2,231 words) has the same membership: translating its
term and building its automaton of 16,642 states again at each check was most of the
check.  :class:`KeptAutomata` keeps the ASTs by term id and the automata by AST node
(with those of large sub-nodes, :mod:`strsat.regex.construct`), a construction past
its limits as None.  It is session-owned in the sense of :mod:`strsat.caches`: keyed by
ground regexes that recur from one path to the next, bounded by a count of entries,
dropped with the loop's state.  Light on purpose: a check the fast path decides loads
neither z3 nor the theory's steps (tests/engine/test_independent.py).

A kept automaton (and a construction past its limits, kept as None) records what its
construction cost, and a check that uses it is charged that once
(:mod:`strsat.kept_units`): a check spends the same units whether it built the
automaton or found it kept (issue 40: in a
soak of fresh names a fast-path check spent 25 units in a fresh session, 18 after 300
checks and 11 after 1,000, as the table filled; its units must not depend on what the
session did before).  Its time is still saved.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...caches import store
from ...deadline import Deadline
from ...errors import ResourceLimit
from ...kept_units import Cost, filling, hit

if TYPE_CHECKING:
    from ...regex import ast as R
    from ...regex.automaton import NFA

#: ASTs kept by term id before the table starts afresh, and automata kept (the oldest
#: goes past it).
AST_ENTRIES, NFA_ENTRIES = 50_000, 256
#: States a kept automaton's construction may make (the fast path's own bound on the
#: result is :data:`.independent.MAX_STATES`).
BUILD_STATES = 50_000


class KeptAutomata:
    """ASTs and automata of the fast path's regexes, kept across checks."""

    def __init__(self) -> None:
        self._asts: dict[int, R.Regex] = {}
        self._nfas: dict[R.Regex, NFA | None] = {}
        #: what each kept automaton's construction cost (charged once per check)
        self._costs: dict[R.Regex, Cost] = {}

    def ast_table(self) -> dict[int, R.Regex]:
        """The ASTs by term id (:func:`strsat.regex.from_smtlib.regex_of_term`'s cache),
        emptied first when past :data:`AST_ENTRIES`."""
        if len(self._asts) > AST_ENTRIES:
            self._asts.clear()
        return self._asts

    def nfa(self, node: R.Regex, deadline: Deadline) -> NFA | None:
        """The automaton of ``node``, or None when its construction went past
        :data:`BUILD_STATES` or ``deadline``'s budget (remembered unless the deadline
        itself has passed: then :class:`ResourceLimit` is raised, nothing kept).  Either
        way its construction's cost is charged once per check (the module doc)."""
        from ...regex.construct import CONSTRUCTION, build

        if node in self._nfas:
            hit(self._costs.get(node), deadline, CONSTRUCTION)
            return self._nfas[node]
        with filling() as fill:
            try:
                nfa: NFA | None = build(node, deadline=deadline, max_states=BUILD_STATES,
                                        shared=self._nfas, costs=self._costs)
            except ResourceLimit:
                if deadline.expired(0):
                    raise
                nfa = None
        store(self._nfas, node, nfa, NFA_ENTRIES)
        self._costs[node] = fill.cost
        while len(self._nfas) > NFA_ENTRIES:  # the sub-nodes' entries past the bound
            del self._nfas[next(iter(self._nfas))]
        if len(self._costs) > 2 * NFA_ENTRIES:  # those of automata no longer kept
            self._costs = {k: v for k, v in self._costs.items() if k in self._nfas}
        return nfa
