"""Eager product and difference of symbolic NFAs (paper 004, Fig. 4 and 5).

``product(A, B)`` explores pairs of states from the initial pair, one move per
pair of moves with intersecting labels.  ``difference(A, B)`` explores pairs
``(p, Q)`` of a state of ``A`` and a set of states of ``B`` (implicit
determinisation of ``B``): the labels leaving ``Q`` are split into minterms, and
each minterm ``J`` yields ``(Tgt(rho), {targets of J})`` for each move ``rho``
of ``p`` meeting ``J``.  The minterm outside every label leads to the empty set
of ``B`` states, which is how ``B`` is made total.  The lazy versions are in
:mod:`strsat.regex.lazy`.
"""

from __future__ import annotations

from ..deadline import Deadline
from .automaton import DEFAULT_MAX_STATES, NFA, Move, check_limits, trim
from .charset import CharSet


def product(a: NFA, b: NFA, deadline: Deadline | None = None,
            max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """``A x B`` with ``L = L(A) & L(B)`` (paper 004, Fig. 4), trimmed."""
    b = _same_algebra(a, b)
    start = (a.initial, b.initial)
    index = {start: 0}
    order = [start]
    trans: list[list[Move]] = []
    k = 0
    while k < len(order):
        if k & 255 == 0:
            check_limits(len(order), max_states, deadline, "product")
        q1, q2 = order[k]
        out: list[Move] = []
        for l1, t1 in a.trans[q1]:
            for l2, t2 in b.trans[q2]:
                label = l1 & l2
                if label.is_empty():
                    continue
                pair = (t1, t2)
                i = index.get(pair)
                if i is None:
                    i = index[pair] = len(order)
                    order.append(pair)
                out.append((label, i))
        trans.append(out)
        k += 1
    finals = frozenset(i for i, (p, q) in enumerate(order) if p in a.finals and q in b.finals)
    result = NFA(a.algebra, trans, 0, finals,
                 deterministic=a.deterministic and b.deterministic)
    result = trim(result)
    result.stats["states_generated"] = len(order)
    return result


def subset_moves(b: NFA, states: frozenset[int],
                 cache: dict[frozenset[int], list[tuple[CharSet, frozenset[int]]]] | None = None
                 ) -> list[tuple[CharSet, frozenset[int]]]:
    """The deterministic moves of the subset ``states`` of ``b``: one
    ``(minterm, target set)`` per minterm of the labels leaving ``states``,
    including the minterm outside every label (target: the empty set)."""
    if cache is not None:
        hit = cache.get(states)
        if hit is not None:
            return hit
    # moves grouped by label first: a subset of an automaton with many states
    # can have 90,000 moves but five distinct labels
    by_label: dict[CharSet, set[int]] = {}
    for q in states:
        for label, t in b.trans[q]:
            known = by_label.get(label)
            if known is None:
                by_label[label] = {t}
            else:
                known.add(t)
    out: list[tuple[CharSet, frozenset[int]]] = []
    if not by_label:
        out.append((b.algebra.full, frozenset()))
    else:
        labels = list(by_label)
        targets = [by_label[label] for label in labels]
        for region, mask in b.algebra.minterms(labels):
            tgt: set[int] = set()
            i = 0
            while mask:
                if mask & 1:
                    tgt |= targets[i]
                mask >>= 1
                i += 1
            out.append((region, frozenset(tgt)))
    if cache is not None:
        cache[states] = out
    return out


def difference(a: NFA, b: NFA, deadline: Deadline | None = None,
               max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """``A - B`` with ``L = L(A) \\ L(B)`` (paper 004, Fig. 5), trimmed."""
    b = _same_algebra(a, b)
    start = (a.initial, frozenset({b.initial}))
    index = {start: 0}
    order = [start]
    trans: list[list[Move]] = []
    cache: dict = {}
    k = 0
    while k < len(order):
        if k & 255 == 0:
            check_limits(len(order), max_states, deadline, "difference")
        p, qs = order[k]
        out: list[Move] = []
        a_moves = a.trans[p]
        if a_moves:
            for region, tgt in subset_moves(b, qs, cache):
                for label, t in a_moves:
                    lab = label & region
                    if lab.is_empty():
                        continue
                    node = (t, tgt)
                    i = index.get(node)
                    if i is None:
                        i = index[node] = len(order)
                        order.append(node)
                    out.append((lab, i))
        trans.append(out)
        k += 1
    finals = frozenset(i for i, (p, qs) in enumerate(order)
                       if p in a.finals and qs.isdisjoint(b.finals))
    result = trim(NFA(a.algebra, trans, 0, finals, deterministic=a.deterministic))
    result.stats["states_generated"] = len(order)
    return result


def _same_algebra(a: NFA, b: NFA) -> NFA:
    if a.algebra is b.algebra:
        return b
    alg = a.algebra
    trans = [[(alg.convert(label), t) for label, t in moves] for moves in b.trans]
    return NFA(alg, trans, b.initial, b.finals, b.deterministic, b.total)
