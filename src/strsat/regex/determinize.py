"""Determinisation and complement by subset construction with minterms
(paper 004, Sect. 4.2: the difference algorithm with ``L(A) = Sigma*`` yields
the complement of ``B``, and flipping its final states ``Det(B)``)."""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from .automaton import DEFAULT_MAX_STATES, NFA, explore, trim
from .charset import CharSet
from .product import subset_moves

if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any


def determinize(a: NFA, deadline: Deadline | None = None,
                max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """A total DFA with the language of ``a``: states are the reachable subsets
    (the empty subset is the sink), moves are labelled by minterms, so the
    labels leaving a state are disjoint and cover the alphabet."""
    cache: dict[Any, Any] = {}
    tally = [0]  # label operations (explore charges them)

    def successors(states: frozenset[int]) -> Iterable[tuple[CharSet, frozenset[int]]]:
        merged: dict[frozenset[int], CharSet] = {}  # one move per target subset
        for region, tgt in subset_moves(a, states, cache, tally):
            known = merged.get(tgt)
            merged[tgt] = region if known is None else known | region
        return [(label, tgt) for tgt, label in merged.items()]

    order, trans = explore(frozenset({a.initial}), successors, deadline, max_states,
                           "determinisation", tally)
    finals = frozenset(i for i, qs in enumerate(order) if not qs.isdisjoint(a.finals))
    dfa = NFA(a.algebra, trans, 0, finals, deterministic=True, total=True)
    dfa.stats["states_generated"] = len(order)
    return dfa


def complement(a: NFA, deadline: Deadline | None = None,
               max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """An automaton of all strings not accepted by ``a`` (trimmed DFA)."""
    d = a if (a.deterministic and a.total) else determinize(a, deadline, max_states)
    flipped = NFA(d.algebra, d.trans, d.initial,
                  frozenset(q for q in range(d.n_states) if q not in d.finals),
                  deterministic=True, total=True)
    return trim(flipped)
