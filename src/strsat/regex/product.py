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

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from .automaton import DEFAULT_MAX_STATES, NFA, explore, trim
from .charset import CharSet

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence
    from typing import Any


#: NFA moves :func:`subset_moves` scans (a dictionary look-up and a set insertion each,
#: 0.2-0.3 µs) per label operation of :func:`~strsat.regex.automaton.explore`'s tally
#: (a pair of labels intersected, 2-10 µs).
SCANS_PER_OPERATION = 16


def product(a: NFA, b: NFA, deadline: Deadline | None = None,
            max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """``A x B`` with ``L = L(A) & L(B)`` (paper 004, Fig. 4), trimmed."""
    b = same_algebra(a, b)
    tally = [0]  # pairs of labels intersected (explore charges them)

    def successors(pair: tuple[int, int]) -> Iterator[tuple[CharSet, tuple[int, int]]]:
        q1, q2 = pair
        moves1, moves2 = a.trans[q1], b.trans[q2]
        tally[0] += len(moves1) * len(moves2)
        for l1, t1 in moves1:
            for l2, t2 in moves2:
                label = l1 & l2
                if not label.is_empty():
                    yield label, (t1, t2)

    order, trans = explore((a.initial, b.initial), successors, deadline, max_states,
                           "product", tally)
    finals = frozenset(i for i, (p, q) in enumerate(order) if p in a.finals and q in b.finals)
    result = NFA(a.algebra, trans, 0, finals,
                 deterministic=a.deterministic and b.deterministic)
    result = trim(result)
    result.stats["states_generated"] = len(order)
    return result


def subset_moves(b: NFA, states: frozenset[int],
                 cache: dict[frozenset[int], list[tuple[CharSet, frozenset[int]]]] | None = None,
                 tally: list[int] | None = None) -> list[tuple[CharSet, frozenset[int]]]:
    """The deterministic moves of the subset ``states`` of ``b``: one
    ``(minterm, target set)`` per minterm of the labels leaving ``states``,
    including the minterm outside every label (target: the empty set).

    ``tally`` (a one-item list) gains the label operations a computation does (not a
    cache hit): the moves of ``states`` scanned, :data:`SCANS_PER_OPERATION` to an
    operation, and a refinement of the minterms by each label (:func:`explore`
    charges them: a subset of thousands of NFA states took 2.5 ms and was charged as
    one state, a 16th of a unit; benchmarks/2026-12-07-checks31.md)."""
    if cache is not None:
        hit = cache.get(states)
        if hit is not None:
            return hit
    # moves grouped by label first: a subset of an automaton with many states
    # can have 90,000 moves but five distinct labels
    by_label: dict[CharSet, set[int]] = {}
    scanned = 0
    for q in states:
        moves = b.trans[q]
        scanned += len(moves)
        for label, t in moves:
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
    if tally is not None:
        tally[0] += scanned // SCANS_PER_OPERATION + len(by_label) * len(out)
    if cache is not None:
        cache[states] = out
    return out


def difference(a: NFA, b: NFA, deadline: Deadline | None = None,
               max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """``A - B`` with ``L = L(A) \\ L(B)`` (paper 004, Fig. 5), trimmed."""
    b = same_algebra(a, b)
    cache: dict[Any, Any] = {}
    tally = [0]  # label operations (explore charges them)

    def successors(node: tuple[int, frozenset[int]]
                   ) -> Iterator[tuple[CharSet, tuple[int, frozenset[int]]]]:
        p, qs = node
        a_moves = a.trans[p]
        if not a_moves:
            return
        regions = subset_moves(b, qs, cache, tally)
        tally[0] += len(regions) * len(a_moves)
        for region, tgt in regions:
            for label, t in a_moves:
                lab = label & region
                if not lab.is_empty():
                    yield lab, (t, tgt)

    order, trans = explore((a.initial, frozenset({b.initial})), successors, deadline,
                           max_states, "difference", tally)
    finals = frozenset(i for i, (p, qs) in enumerate(order)
                       if p in a.finals and qs.isdisjoint(b.finals))
    result = trim(NFA(a.algebra, trans, 0, finals, deterministic=a.deterministic))
    result.stats["states_generated"] = len(order)
    return result


def distinct(automata: Sequence[NFA]) -> list[NFA]:
    """``automata`` in order without repeats: an automaton that is, or is structurally
    identical to, an earlier one (one algebra, the same moves, initial state and finals)
    is dropped, so that it counts once in a product, a difference or a product search
    (``L & L = L``, ``L | L = L``).  The memberships of one variable often repeat a
    language (a leetcode file: 19 of the 33 positive automata of its searches)."""
    if len(automata) < 2:
        return list(automata)
    out: list[NFA] = []
    ids: set[int] = set()
    shapes: set[tuple[object, ...]] = set()
    for a in automata:
        if id(a) in ids:
            continue
        ids.add(id(a))
        shape = (a.algebra, a.initial, a.finals, tuple(tuple(moves) for moves in a.trans))
        if shape not in shapes:
            shapes.add(shape)
            out.append(a)
    return out


def same_algebra(a: NFA, b: NFA) -> NFA:
    """``b`` with its labels in ``a``'s character-set algebra."""
    if a.algebra is b.algebra:
        return b
    alg = a.algebra
    trans = [[(alg.convert(label), t) for label, t in moves] for moves in b.trans]
    return NFA(alg, trans, b.initial, b.finals, b.deterministic, b.total)
