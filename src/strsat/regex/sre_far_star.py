"""A repetition of lookaheads then a plain body: ``(?:(?!X)P)*``, any reach of ``X``.

Markdown's ``(?:(?!<!--|-->).)*`` (a tempered dot) reads up to four characters past an
iteration's start, beyond what :mod:`strsat.regex.sre_far_look` lets the system of
:mod:`strsat.regex.sre_context_star` take.  Such a repetition, then a continuation ``R``,
matches the rests ``s = w_1···w_k·r`` (``w_i ∈ L(P)``, ``r ∈ R``) where each guard holds
at the start of each ``w_i``: the rest from there is in the lookahead's language ``Y``
(``(?=X)``), or not (``(?!X)``).  That is a regular language (the lookaheads are an
alternating automaton's universal branches, the classic subset construction):
an automaton reads ``s`` once, in one of the body's states or of ``R``'s, with the set
of *obligations* spawned at the iterations' starts, each the state of ``Y``'s
deterministic automaton reading on from where it was spawned.  An obligation whose
state decides it (every extension in ``Y``, or none) is dropped when it holds and kills
the path when it fails; at the end of the subject each left must hold of the empty rest.
The automaton is read back into a regex by Brzozowski's elimination
(:func:`~strsat.regex.sre_trailing_look.solve_system`), its labels the coefficients (never
nullable, so the solution is unique).

``P`` never matches the empty string, so CPython's zero-width protection never ends an
iteration; a backtracking matcher succeeds exactly when some sequence of iterations and
the continuation match, so the language is the matcher's.  Taken when the guards'
languages and the continuation after an iteration do not depend on the context (the
character before), and the automata stay small (:data:`FAR_STATES`, :data:`ELIMINATED`);
otherwise None.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..errors import ResourceLimit
from . import ast as R
from .automaton import NFA, coreachable, explore
from .charset import CharSet
from .construct import build
from .determinize import determinize
from .sre_trailing_look import solve_system
from .sre_tree import Node, is_plain, sequence_items

#: Most states of each automaton built here (past it the repetition is not taken).
FAR_STATES = 300
#: Most states of the automaton read back into a regex (the elimination makes a number of
#: regex operations cubic in it: Markdown's CDATA loop has 43, 0.3 s).
ELIMINATED = 120

#: an obligation: (guard number, state of its lookahead's automaton)
Duty = tuple[int, int]
#: a state: (phase "P"/"R0"/"R1", the phase automaton's state, the obligations)
State = tuple[str, int, frozenset[Duty]]


def guards_then_plain(body: Node) -> tuple[list[Node], R.Regex] | None:
    """The leading lookaheads of ``body`` and the regex of the plain rest, when ``body``
    is that (at least one lookahead, the rest never empty); else None."""
    items = sequence_items(body)
    if not items:
        return None
    k = 0
    while k < len(items) and items[k][0] == "look" and not items[k][1]:
        k += 1
    rest = items[k:]
    if k == 0 or not rest or not all(is_plain(n) for n in rest):
        return None
    from .sre_language import plain_regex  # (a cycle: sre_language imports this module)
    plain = R.concat(*(plain_regex(n) for n in rest))
    return (None if plain.nullable else (items[:k], plain))


class _Guard:
    """A lookahead's deterministic automaton, its polarity and its decided states."""

    def __init__(self, language: R.Regex, negative: bool) -> None:
        self.dfa = determinize(build(language, max_states=FAR_STATES),
                               max_states=FAR_STATES)
        self.negative = negative
        live = coreachable(self.dfa)
        finals = self.dfa.finals
        rejecting = coreachable(NFA(self.dfa.algebra, self.dfa.trans, 0,
                                    frozenset(range(self.dfa.n_states)) - finals))
        #: states from which no extension is in the language, and from which every one is
        self.dead = frozenset(range(self.dfa.n_states)) - live
        self.full = frozenset(range(self.dfa.n_states)) - rejecting

    def verdict(self, q: int) -> bool | None:
        """Whether the obligation in state ``q`` holds whatever follows (None: not yet
        known)."""
        if q in self.dead:
            return self.negative
        if q in self.full:
            return not self.negative
        return None

    def holds_at_end(self, q: int) -> bool:
        return (q in self.dfa.finals) != self.negative


def far_star(guards: list[tuple[R.Regex, bool]], plain: R.Regex, first: R.Regex,
             more: R.Regex) -> R.Regex | None:
    """``(?:G_1...G_n P)*`` then the continuation: ``first`` the continuation's language
    after no iteration, ``more`` after one or more; ``guards`` the lookaheads' languages
    and polarities (negative: True).  None when an automaton grows past
    :data:`FAR_STATES`."""
    try:
        return _far_star(guards, plain, first, more)
    except ResourceLimit:
        return None


def _far_star(guards: list[tuple[R.Regex, bool]], plain: R.Regex, first: R.Regex,
              more: R.Regex) -> R.Regex | None:
    looks = [_Guard(y, negative) for y, negative in guards]
    body = build(plain, max_states=FAR_STATES)
    phases = {"P": body, "R0": build(first, max_states=FAR_STATES),
              "R1": build(more, max_states=FAR_STATES)}

    def settle(duties: Iterable[Duty]) -> frozenset[Duty] | None:
        """The obligations not yet decided (None: one failed)."""
        out = set()
        for i, q in duties:
            verdict = looks[i].verdict(q)
            if verdict is False:
                return None
            if verdict is None:
                out.add((i, q))
        return frozenset(out)

    def boundary(duties: frozenset[Duty], after: str) -> list[State]:
        """Where a point between iterations leads: the continuation, or an iteration
        (its guards spawned here)."""
        out: list[State] = [(after, phases[after].initial, duties)]
        spawned = settle(duties | {(i, g.dfa.initial) for i, g in enumerate(looks)})
        if spawned is not None:
            out.append(("P", body.initial, spawned))
        return out

    starts = boundary(frozenset(), "R0")

    def successors(state: State) -> Iterator[tuple[CharSet, State]]:
        phase, q, duties = state
        automaton = phases[phase]
        for label, target in automaton.trans[q]:
            for part, moved in _advance(looks, label, sorted(duties)):
                kept = settle(moved)
                if kept is None:
                    continue
                yield part, (phase, target, kept)
                if phase == "P" and target in body.finals:
                    for s in boundary(kept, "R1"):
                        yield part, s

    # one automaton from every start (explore numbers the states reached from one)
    root: State = ("start", 0, frozenset())
    order, trans = explore(root, lambda s: _from_root(s, starts, successors), None,
                           ELIMINATED, "lookahead repetition")

    def accepting(state: State) -> bool:
        phase, q, duties = state
        if phase == "start":
            return any(accepting(s) for s in starts)
        return phase != "P" and q in phases[phase].finals and all(
            looks[i].holds_at_end(d) for i, d in duties)

    n = len(order)
    coef = [[R.EMPTY_LANG] * n for _ in range(n)]
    for k, moves in enumerate(trans):
        for label, t in moves:
            coef[k][t] = R.union(coef[k][t], R.chars(label))
    const = [R.EPSILON if accepting(order[k]) else R.EMPTY_LANG
             for k in range(n)]
    return solve_system(coef, const)[0]


def _from_root(state: State, starts: list[State],
               successors: Callable[[State], Iterator[tuple[CharSet, State]]]
               ) -> Iterator[tuple[CharSet, State]]:
    """The moves of ``state``, the root's those of every start."""
    if state[0] != "start":
        yield from successors(state)
        return
    for s in starts:
        yield from successors(s)


def _advance(looks: list[_Guard], label: CharSet, duties: list[Duty]
             ) -> Iterator[tuple[CharSet, list[Duty]]]:
    """``label`` split by the obligations' moves, with where each part takes them."""
    parts: list[tuple[CharSet, list[Duty]]] = [(label, [])]
    for i, q in duties:
        refined = []
        for part, moved in parts:
            for move, t in looks[i].dfa.trans[q]:  # total: the moves cover the alphabet
                both = part & move
                if not both.is_empty():
                    refined.append((both, [*moved, (i, t)]))
        parts = refined
    yield from parts


__all__ = ["far_star", "guards_then_plain"]
