"""Determinisation and complement by subset construction with minterms
(paper 004, Sect. 4.2: the difference algorithm with ``L(A) = Sigma*`` yields
the complement of ``B``, and flipping its final states ``Det(B)``)."""

from __future__ import annotations

from ..deadline import Deadline
from .automaton import DEFAULT_MAX_STATES, NFA, Move, check_limits, trim
from .product import subset_moves


def determinize(a: NFA, deadline: Deadline | None = None,
                max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """A total DFA with the language of ``a``: states are the reachable subsets
    (the empty subset is the sink), moves are labelled by minterms, so the
    labels leaving a state are disjoint and cover the alphabet."""
    start = frozenset({a.initial})
    index = {start: 0}
    order = [start]
    trans: list[list[Move]] = []
    cache: dict = {}
    k = 0
    while k < len(order):
        if k & 255 == 0:
            check_limits(len(order), max_states, deadline, "determinisation")
        out: list[Move] = []
        merged: dict[int, int] = {}
        for region, tgt in subset_moves(a, order[k], cache):
            i = index.get(tgt)
            if i is None:
                i = index[tgt] = len(order)
                order.append(tgt)
            j = merged.get(i)
            if j is None:
                merged[i] = len(out)
                out.append((region, i))
            else:
                out[j] = (out[j][0] | region, i)
        trans.append(out)
        k += 1
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
