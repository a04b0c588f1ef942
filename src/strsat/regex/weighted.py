"""A word of a product of automata whose *weighted* length lies in a window.

Each character weighs 1 but for a few that weigh their own (0, 2, …): the length of
``h(w)`` for a homomorphism ``h`` that maps those characters to strings, such as a chain
of ``replace_all`` with one-character patterns (``|replace_all(x, "-", "")| = 15000``
weighs ``-`` 0).  The search runs over pairs (product node, weight so far) in order of
weight (a bucket queue: weights are small non-negative integers), so every pair is
expanded at most once and the number of pairs is at most the product's nodes times the
window's bound (issue 39: "the lengths are linear in n: a witness built per occurrence,
not by search" — a word of 20,000 characters from a few automaton states).  Exhausting
the pairs proves that no word of the window exists.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from .automaton import NFA
from .charset import MAX_CHAR, CharSet
from .lazy import Node, ProductSpace

if TYPE_CHECKING:
    from typing import Literal

#: Expanded (node, weight) pairs between readings of the deadline.
_CHECK_EVERY = 256


def word_of_weight(positives: Sequence[NFA], negatives: Sequence[NFA],
                   weights: Mapping[int, int], lo: int, hi: int | None,
                   deadline: Deadline | None = None, max_pairs: int = 400_000
                   ) -> str | Literal[False] | None:
    """A word accepted by every positive automaton and no negative one whose weight (the
    sum of ``weights.get(c, 1)`` over its characters ``c``, each weight ≥ 0) lies in
    ``[lo, hi]`` (``hi`` None: unbounded); False when there is none; None past
    ``max_pairs`` expanded pairs.  Past ``lo`` with no ``hi`` the weights are counted as
    ``lo`` (any more is as good), so the pairs stay finite."""
    if hi is not None and hi < lo:
        return False
    lo = max(lo, 0)
    if lo > max_pairs * max(1, *weights.values()):
        return None  # a word that heavy has more characters than the pairs allowed
    cap = lo if hi is None else hi
    space = ProductSpace(positives, negatives)
    special = sorted(weights)
    start = (space.start(), 0)
    parent: dict[tuple[Node, int], tuple[tuple[Node, int], int] | None] = {start: None}
    buckets: dict[int, list[tuple[Node, int]]] = {0: [start]}
    pending = [0]  # the weights of the buckets not read yet (a heap)
    expanded = 0
    #: each label's moves (labels recur: the product caches its successors)
    memo: dict[int, tuple[CharSet, list[tuple[int, int]]]] = {}
    while pending:
        w = heapq.heappop(pending)
        bucket = buckets.pop(w)
        k = 0
        while k < len(bucket):  # weight-0 moves append to the bucket being read
            key = bucket[k]
            k += 1
            node = key[0]
            if w >= lo and space.is_goal(node):
                return _word(parent, key)
            expanded += 1
            if expanded > max_pairs:
                return None
            if deadline is not None and expanded % _CHECK_EVERY == 0:
                deadline.check("weighted-length witness search")
            for label, succ in space.successors(node):
                moves = memo.get(id(label))
                if moves is None or moves[0] is not label:
                    moves = memo[id(label)] = (label, _moves(label, special, weights))
                for code, step in moves[1]:
                    w2 = w + step if hi is not None else min(w + step, cap)
                    if w2 > cap:
                        continue
                    nxt = (succ, w2)
                    if nxt not in parent:
                        parent[nxt] = (key, code)
                        if w2 == w:
                            bucket.append(nxt)
                        elif w2 in buckets:
                            buckets[w2].append(nxt)
                        else:
                            buckets[w2] = [nxt]
                            heapq.heappush(pending, w2)
    return False


def _moves(label: CharSet, special: list[int], weights: Mapping[int, int]
           ) -> list[tuple[int, int]]:
    """The characters of ``label`` worth trying, with their weights: each special one
    it holds, and one other (weight 1) if it holds any other."""
    out = [(c, weights[c]) for c in special if c in label]
    if len(out) < label.size():
        taken = {c for c, _ in out}
        c = label.min()
        while c in taken:  # the label holds a character past the special ones
            nxt = label.first_in(c + 1, MAX_CHAR)
            assert nxt is not None
            c = nxt
        out.append((c, 1))
    return out


def _word(parent: Mapping[tuple[Node, int], tuple[tuple[Node, int], int] | None],
          key: tuple[Node, int]) -> str:
    codes: list[int] = []
    step = parent[key]
    while step is not None:
        key, code = step
        codes.append(code)
        step = parent[key]
    return "".join(chr(c) for c in reversed(codes))
