"""Preimages of regular languages under the string functions with constant arguments.

For a function ``f`` of one string and an automaton ``A``, the preimage automaton
accepts exactly the words ``x`` with ``f(x) ∈ L(A)``.  ``f(x) ∉ L(A)`` is then
``x ∉`` the preimage (``f`` is total), so negated memberships take the same
automaton.  This is the backward propagation of straight-line string programs
(a chain ``y = replace(replace(x, a, b), c, d)`` ending in a "sink" membership
``y ∈ R``): each step is exact, so the input's language is exactly the inputs
that reach the sink.

* :func:`replace_preimage`: ``f(x) = replace(x, p, r)`` (first occurrence) or
  ``replace_all(x, p, r)`` (leftmost, non-overlapping), ``p ≠ ""`` and ``r``
  constants.  States ``(q, j)``: ``A`` has read the output of every input character
  before the pending ``p[0:j]`` — the longest suffix of the input read so far that
  is a proper prefix of ``p`` (the Knuth–Morris–Pratt automaton of ``p``), which
  may still become an occurrence and so is not output yet.  A character that
  completes ``p`` outputs ``r`` (then, for ``replace``, the rest is copied: state
  ``(q, DONE)``); a mismatch outputs the part of the buffer that no longer
  prefixes ``p``; the end of the input outputs the buffer.  Characters outside
  ``p`` are one class (the buffer and the character are output, ``j = 0``).
* :func:`concat_preimage`: ``f(x) = u·x·v`` with constants ``u``, ``v`` (the left
  and right quotients of ``L(A)``).

Automata only: no terms (the callers map terms to these functions).
"""

from __future__ import annotations

from ..deadline import Deadline
from .automaton import NFA, Move, explore, read, trim
from .charset import CharSet

#: The copy mode of ``replace`` after its occurrence (the ``j`` of a state).
DONE = -1


def _fallback(p: str, j: int, c: str) -> int:
    """The Knuth–Morris–Pratt successor of state ``j`` on ``c ≠ p[j]``: the length
    of the longest proper suffix of ``p[0:j]·c`` that is a prefix of ``p``."""
    w = p[:j] + c
    for k in range(min(len(w), len(p) - 1), 0, -1):
        if w.endswith(p[:k]):
            return k
    return 0


def replace_preimage(a: NFA, p: str, r: str, every: bool, deadline: Deadline | None = None,
                     max_states: int | None = None) -> NFA:
    """The words ``x`` with ``replace(x, p, r) ∈ L(a)`` (``every``: ``replace_all``);
    ``p`` must be non-empty."""
    if not p:
        raise ValueError("replace_preimage needs a non-empty pattern")
    alg = a.algebra
    letters = sorted(set(p))
    rest: CharSet = alg.full
    for ch in letters:
        rest = rest - alg.char(ord(ch))
    # per buffer length j and pattern letter c: (new j, output); new j None: p completed
    steps: dict[tuple[int, str], tuple[int, str]] = {}
    for j in range(len(p)):
        for ch in letters:
            if ch == p[j]:
                steps[j, ch] = (j + 1, "") if j + 1 < len(p) else (0 if every else DONE, r)
            else:
                k = _fallback(p, j, ch)
                steps[j, ch] = (k, (p[:j] + ch)[: j + 1 - k])
    start = (a.initial, 0)
    labels = [(alg.char(ord(ch)), ch) for ch in letters]
    reads = _Readings(a, p)
    rest_moves: dict[int, list[tuple[CharSet, int]]] = {}

    def rest_from(q1: int) -> list[tuple[CharSet, int]]:
        known = rest_moves.get(q1)
        if known is None:
            known = rest_moves[q1] = [(part, t) for part, t in
                                      ((label & rest, t) for label, t in a.trans[q1])
                                      if not part.is_empty()]
        return known

    def successors(state: tuple[int, int]) -> list[tuple[CharSet, tuple[int, int]]]:
        q, j = state
        if j == DONE:
            return [(label, (t, DONE)) for label, t in a.trans[q]]
        out: list[tuple[CharSet, tuple[int, int]]] = []
        for label, ch in labels:
            k, emitted = steps[j, ch]
            out.extend((label, (t, k)) for t in reads.word(q, emitted))
        if not rest.is_empty():
            for q1 in reads.prefix(q, j):
                out.extend((part, (t, 0)) for part, t in rest_from(q1))
        return out

    order, trans = explore(start, successors, deadline, max_states, "replace preimage")
    finals = frozenset(i for i, (q, j) in enumerate(order)
                       if (q in a.finals if j == DONE else bool(reads.prefix(q, j) & a.finals)))
    return trim(NFA(alg, trans, 0, finals))



class _Readings:
    """:func:`~strsat.regex.automaton.read` of ``a`` from one state, for the words a
    replace preimage's states output: prefixes of the pattern ``p`` (at most one more
    character), read once per state and prefix, one character at a time from the
    shorter prefix's states, each character's step made once per set of states.  The
    sets are the very ones :func:`read` makes (the same steps in the same order, so
    also the same iteration order: the preimage's states are numbered as before).
    A state of the preimage read up to ``|p|`` words of up to ``|p|`` characters from
    scratch: slog_stranger_40_sink spent most of its check's time there, uncharged
    (benchmarks/2026-12-07-units40.md)."""

    def __init__(self, a: NFA, p: str) -> None:
        self._a = a
        self._p = p
        self._prefixes: dict[int, list[frozenset[int]]] = {}
        self._steps: dict[tuple[tuple[int, ...], int], frozenset[int]] = {}
        self._others: dict[tuple[int, str], frozenset[int]] = {}

    def step(self, current: frozenset[int], c: int) -> frozenset[int]:
        """The states ``current`` reaches reading character ``c`` (as :func:`read`)."""
        key = (tuple(current), c)
        known = self._steps.get(key)
        if known is None:
            trans = self._a.trans
            known = self._steps[key] = frozenset(
                t for q in current for label, t in trans[q] if c in label)
        return known

    def prefix(self, q: int, m: int) -> frozenset[int]:
        """``read(a, (q,), p[:m])``."""
        chain = self._prefixes.get(q)
        if chain is None:
            chain = self._prefixes[q] = [frozenset((q,))]
        while len(chain) <= m:
            last = chain[-1]
            chain.append(self.step(last, ord(self._p[len(chain) - 1])) if last else last)
        return chain[m]

    def word(self, q: int, w: str) -> frozenset[int]:
        """``read(a, (q,), w)``."""
        m = len(w) - 1
        if self._p.startswith(w):
            return self.prefix(q, m + 1)
        if m < len(self._p) and self._p.startswith(w[:m]):
            before = self.prefix(q, m)
            return self.step(before, ord(w[m])) if before else before
        known = self._others.get((q, w))
        if known is None:
            known = self._others[q, w] = read(self._a, (q,), w)
        return known


def concat_preimage(a: NFA, u: str, v: str) -> NFA:
    """The words ``x`` with ``u·x·v ∈ L(a)`` (left quotient by ``u``, right by ``v``)."""
    starts = read(a, (a.initial,), u)
    finals = frozenset(q for q in range(a.n_states) if read(a, (q,), v) & a.finals)
    # a fresh initial state with the moves of every state ``u`` leads to
    first: list[Move] = [move for q in sorted(starts) for move in a.trans[q]]
    shifted = [[(label, t + 1) for label, t in moves] for moves in [first, *a.trans]]
    new_finals = frozenset(q + 1 for q in finals) | (
        frozenset({0}) if starts & finals else frozenset())
    return trim(NFA(a.algebra, shifted, 0, new_finals))


__all__ = ["DONE", "concat_preimage", "replace_preimage"]
