"""Searches over products of automata used by the regular step.

* :func:`is_empty` — emptiness of ``L(P1) ∩ … ∖ (L(N1) ∪ …)`` with a shortest
  witness, by the lazy product/difference of :mod:`strsat.regex.lazy`
  (paper 004, Fig. 4–5; paper 000 §2.3).
* :func:`word_of_length` — a word of exactly a given length in that language, by
  :func:`strsat.regex.lazy.word_of_length` (depth-first over the same product
  space, pruned by length bounds; exhaustion proves there is none).

Both searches walk :class:`strsat.regex.lazy.ProductSpace`; this module only turns
their results and resource limits into the step's :class:`Outcome`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...names import Names
from ...regex import lazy
from ...regex.automaton import NFA

#: Product nodes the lazy emptiness search may generate.
MAX_SEARCH_STATES = 200_000
#: Expansions the exact-length search may make.
MAX_LENGTH_NODES = 100_000


class Outcome(Names):
    FOUND = "found"
    NONE = "none"  # exhaustive: no such word
    LIMIT = "limit"  # budget exhausted: nothing known


def is_empty(positives: Sequence[NFA], negatives: Sequence[NFA], deadline: Deadline,
             max_states: int = MAX_SEARCH_STATES) -> tuple[Outcome, str | None, int]:
    """``(NONE, None, n)`` when the language is empty, ``(FOUND, w, n)`` with a
    shortest witness, ``(LIMIT, None, max_states)`` past the budget (re-raises the
    deadline); ``n`` is the number of product states generated."""
    try:
        res = lazy.find_witness(positives, negatives, deadline=deadline, max_states=max_states)
    except ResourceLimit:
        if deadline.expired():
            raise
        return Outcome.LIMIT, None, max_states
    if res.witness is None:
        return Outcome.NONE, None, res.generated
    return Outcome.FOUND, res.witness, res.generated


def word_of_length(positives: Sequence[NFA], negatives: Sequence[NFA], length: int,
                   deadline: Deadline, max_nodes: int = MAX_LENGTH_NODES
                   ) -> tuple[Outcome, str | None, int]:
    """A word of exactly ``length`` characters accepted by every positive and no
    negative automaton (:func:`strsat.regex.lazy.word_of_length`), with the
    number of product nodes expanded."""
    res = lazy.word_of_length(positives, negatives, length, deadline, max_nodes)
    if res.word is not None:
        return Outcome.FOUND, res.word, res.expanded
    return (Outcome.NONE if res.exhausted else Outcome.LIMIT), None, res.expanded
