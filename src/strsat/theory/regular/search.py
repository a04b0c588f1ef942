"""Searches over products of automata used by the regular step.

* :func:`is_empty` — emptiness of ``L(P1) ∩ … ∖ (L(N1) ∪ …)`` with a shortest
  witness, by the lazy product/difference of :mod:`strsat.regex.lazy`
  (paper 004, Fig. 4–5; paper 000 §2.3).
* :func:`word_of_length` — a word of exactly a given length in that language:
  depth-first search over product nodes (positive states and negative state
  sets), pruned by each positive automaton's per-state distance bounds to a
  final state, with failed ``(node, remaining length)`` pairs remembered.
  Exhaustion proves that no word of that length exists.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...regex.automaton import NFA, universal_nfa
from ...regex.lazy import _successors, find_witness
from ...regex.product import _same_algebra

#: Product nodes the lazy emptiness search may generate.
MAX_SEARCH_STATES = 200_000
#: Expansions the exact-length search may make.
MAX_LENGTH_NODES = 100_000


class Outcome(enum.Enum):
    FOUND = "found"
    NONE = "none"  # exhaustive: no such word
    LIMIT = "limit"  # budget exhausted: nothing known


def is_empty(positives: Sequence[NFA], negatives: Sequence[NFA], deadline: Deadline,
             max_states: int = MAX_SEARCH_STATES) -> tuple[Outcome, str | None, int]:
    """``(NONE, None, n)`` when the language is empty, ``(FOUND, w, n)`` with a
    shortest witness, ``(LIMIT, None, max_states)`` past the budget (re-raises the
    deadline); ``n`` is the number of product states generated."""
    try:
        res = find_witness(positives, negatives, deadline=deadline, max_states=max_states)
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
    negative automaton (iterative DFS; see the module docstring), with the
    number of product nodes expanded."""
    if not positives:
        if not negatives:
            raise ValueError("word_of_length needs at least one automaton")
        positives = [universal_nfa(negatives[0].algebra)]
    pos = [positives[0]] + [_same_algebra(positives[0], p) for p in positives[1:]]
    neg = [_same_algebra(positives[0], n) for n in negatives]
    bounds = [p.bounds() for p in pos]
    k = len(pos)
    caches: list[dict] = [{} for _ in neg]

    def feasible(key: tuple, rem: int) -> bool:
        for i in range(k):
            lo = bounds[i][0][key[i]]
            if lo is None or lo > rem:
                return False
            hi = bounds[i][1][key[i]]
            if hi is not None and hi < rem:
                return False
        return True

    def goal(key: tuple) -> bool:
        for i in range(k):
            if key[i] not in pos[i].finals:
                return False
        return all(key[k + j].isdisjoint(n.finals) for j, n in enumerate(neg))

    start = tuple(p.initial for p in pos) + tuple(frozenset({n.initial}) for n in neg)
    if not feasible(start, length):
        return Outcome.NONE, None, 0
    failed: set[tuple[tuple, int]] = set()
    # each frame: (node, remaining, successors, next index); labels on the path
    frames: list[list] = [[start, length, None, 0]]
    labels: list = []
    expansions = 0
    while frames:
        frame = frames[-1]
        key, rem = frame[0], frame[1]
        if rem == 0:
            if goal(key):
                word = "".join(chr(lab.witness()) for lab in labels)
                return Outcome.FOUND, word, expansions
            failed.add((key, rem))
            frames.pop()
            if labels:
                labels.pop()
            continue
        if frame[2] is None:
            expansions += 1
            if expansions > max_nodes:
                return Outcome.LIMIT, None, expansions
            if expansions & 255 == 0:
                deadline.check("exact-length witness search")
            frame[2] = _successors(key, pos, neg, caches)
        succs = frame[2]
        advanced = False
        while frame[3] < len(succs):
            label, succ = succs[frame[3]]
            frame[3] += 1
            if (succ, rem - 1) in failed or not feasible(succ, rem - 1):
                continue
            frames.append([succ, rem - 1, None, 0])
            labels.append(label)
            advanced = True
            break
        if not advanced:
            failed.add((key, rem))
            frames.pop()
            if labels:
                labels.pop()
    return Outcome.NONE, None, expansions
