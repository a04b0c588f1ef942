"""Minimisation of symbolic DFAs by Moore's partition refinement.

Two states are split when they differ in finality or when, for the current
partition, the union of labels leading into some block differs.  The
signature of a state is the set of pairs ``(block, union of labels to that
block)``; labels are canonical per algebra, so signatures compare exactly.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from .automaton import DEFAULT_MAX_STATES, NFA, Move, trim
from .charset import CharSet
from .determinize import determinize

if TYPE_CHECKING:
    from typing import Any


#: states plus moves a refinement round reads per work unit (:data:`strsat.deadline.UNIT`):
#: measured 34-71 per unit of CPU time on DFAs of 20-1,460 states and 51-5,837 moves
#: (issue 40: a unit buys about the same CPU time in every phase)
ITEMS_PER_UNIT = 48


def minimize(a: NFA, deadline: Deadline | None = None,
             max_states: int | None = DEFAULT_MAX_STATES) -> NFA:
    """The minimal trimmed DFA of ``L(a)`` (determinises first if needed)."""
    d = a if (a.deterministic and a.total) else determinize(a, deadline, max_states)
    n = d.n_states
    block = [1 if q in d.finals else 0 for q in range(n)]
    n_blocks = len(set(block))
    # a round reads every state and move: charge them (one unit per round made a 514-state
    # DFA's 10 rounds cost 10 units for 37 ms of CPU, 374 units' worth)
    units = max(1, (n + sum(map(len, d.trans))) // ITEMS_PER_UNIT)
    while True:
        if deadline is not None:
            deadline.check("minimisation", units)
        sigs: dict[tuple[Any, ...], int] = {}
        new_block = [0] * n
        for q in range(n):
            out: dict[int, CharSet] = {}
            for label, t in d.trans[q]:
                b = block[t]
                prev = out.get(b)
                out[b] = label if prev is None else prev | label
            sig = (block[q], frozenset(out.items()))
            new_block[q] = sigs.setdefault(sig, len(sigs))
        block = new_block
        if len(sigs) == n_blocks:
            break
        n_blocks = len(sigs)
    trans: list[list[Move]] = [[] for _ in range(n_blocks)]
    done = [False] * n_blocks
    for q in range(n):
        b = block[q]
        if done[b]:
            continue
        done[b] = True
        merged: dict[int, CharSet] = {}
        for label, t in d.trans[q]:
            prev = merged.get(block[t])
            merged[block[t]] = label if prev is None else prev | label
        trans[b] = [(label, t) for t, label in merged.items()]
    finals = frozenset(block[q] for q in d.finals)
    return trim(NFA(d.algebra, trans, block[d.initial], finals, deterministic=True, total=True))
