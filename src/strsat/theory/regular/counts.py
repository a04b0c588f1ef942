"""Occurrence counts of a character inside a regular language (``RE_PARIKH_COUNT``).

``k = replace_all(x, c, r)`` with a one-character constant ``c`` has the length
``|k| = |x| + n·(|r| − 1)`` where ``n`` is the number of ``c`` in ``x`` (the
``ra_count`` skolem of :func:`strsat.theory.reductions.search.reduce_replace_all`).
The integer abstraction leaves ``n`` free in ``0..|x|``; a membership ``x ∈ R``
fixes which pairs ``(|x|, n)`` exist.  Those pairs are the Parikh image of the
automaton of ``R`` with its letters split into ``c`` and the rest: an existential
Presburger formula (Verma, Seidl and Schwentick, CADE 2005; Z3-Noodler's length
formulas of automata are the same construction): one count ``y_t ≥ 0`` per move,
Kirchhoff's law at each state (the initial state entered once, one final state
left once), and connectivity — a used state has a used move in from a state one
step nearer the initial state (``d_q = d_p + 1``), so the used moves form one walk.
With it the core chooses lengths that a word of ``R`` has: ``x ∈ a*`` with
``replace_all(x, "a", "bc")`` of length ``2n`` gives ``|x| = n`` at once, where the
candidates ``(|x|, count)`` were otherwise refuted one per round, and
``x ∈ ([0-9]{3}-)*`` with every ``-`` erased has ``3`` dividing the output length
(paper 001's integer abstraction, made exact for this pair).

The lemma is ``x ∈ R ⇒ Φ(|x|, n)``, with the move counts, final choices and
distances fresh integer skolems of this atom (existential: they occur nowhere
else).  Only small automata get one (:data:`MAX_MOVES`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...regex.automaton import NFA
from ...terms import INT, Term, integer, mk, string
from ...terms.formulas import conj, disj
from ...terms.values import text_of
from ..seam.context import Lemma, SolverState
from ..seam.inferences import Inference

#: Moves (after splitting labels at the character) above which no lemma is made.
MAX_MOVES = 60


def _sum(terms: list[Term]) -> Term:
    if not terms:
        return integer(0)
    return terms[0] if len(terms) == 1 else mk("+", *terms)


def parikh_count(nfa: NFA, char: int, length: Term, count: Term,
                 fresh: Callable[[str, int], Term]) -> Term | None:
    """``Φ(length, count)``: some word of ``nfa`` has ``length`` characters of which
    ``count`` are the character ``char``; None past :data:`MAX_MOVES`.  ``fresh(kind,
    i)`` makes the formula's own integer variables."""
    c = nfa.algebra.char(char)
    moves: list[tuple[int, int, bool]] = []  # (source, target, is the character)
    for q, out in enumerate(nfa.trans):
        for label, t in out:
            if label.intersects(c):
                moves.append((q, t, True))
            if not (label - c).is_empty():
                moves.append((q, t, False))
    if len(moves) > MAX_MOVES:
        return None
    make = fresh
    y = [make("parikh_move", i) for i in range(len(moves))]
    n = nfa.n_states
    finals = sorted(nfa.finals)
    if not finals:
        return mk("=", integer(0), integer(1))
    e = {q: make("parikh_final", q) for q in finals}
    d = [make("parikh_depth", q) for q in range(n)]
    zero, one = integer(0), integer(1)
    parts: list[Term] = [mk(">=", v, zero) for v in y]
    parts += [disj(mk("=", v, zero), mk("=", v, one)) for v in e.values()]
    parts.append(mk("=", _sum(list(e.values())), one))
    ins: list[list[int]] = [[] for _ in range(n)]
    outs: list[list[int]] = [[] for _ in range(n)]
    for i, (q, t, _) in enumerate(moves):
        outs[q].append(i)
        ins[t].append(i)
    for q in range(n):
        entered = [y[i] for i in ins[q]] + ([one] if q == nfa.initial else [])
        left = [y[i] for i in outs[q]] + ([e[q]] if q in e else [])
        parts.append(mk("=", _sum(entered), _sum(left)))
        if q == nfa.initial:
            parts.append(mk("=", d[q], zero))
            continue
        if not ins[q]:
            continue  # never entered: Kirchhoff's law leaves it unused
        used = disj(*[mk(">", y[i], zero) for i in ins[q]])
        reached = disj(*[conj(mk(">", y[i], zero), mk("=", d[q], mk("+", d[moves[i][0]], one)))
                         for i in ins[q]])
        parts.append(mk("or", mk("not", used), reached))
    parts.append(mk("=", length, _sum(y)))
    parts.append(mk("=", count, _sum([y[i] for i, m in enumerate(moves) if m[2]])))
    return conj(*parts)


def count_lemmas(state: SolverState, nfa_of: Callable[[Term], NFA | None],
                 done: set[tuple[Term, str]]) -> list[Lemma]:
    """``RE_PARIKH_COUNT`` for each positive membership ``x ∈ R`` whose ``x`` is the
    subject of a ``replace_all`` with a one-character constant pattern (once per pair
    and check; ``nfa_of(regex)`` is the membership's automaton or None)."""
    wanted: dict[Term, set[str]] = {}
    for d in state.definitions:
        if d.op != "=" or len(d.args) != 2:
            continue
        f = d.args[1]
        if f.op == "str.replace_all" and f.args[1].op == "const" and f.args[2].op == "const" \
                and len(text_of(f.args[1])) == 1:
            wanted.setdefault(f.args[0], set()).add(text_of(f.args[1]))
    if not wanted:
        return []
    lemmas: list[Lemma] = []
    for lit in state.literals:
        atom = lit.atom
        if not lit.positive or atom.op != "str.in_re" or atom.args[0] not in wanted:
            continue
        x = atom.args[0]
        for ch in sorted(wanted[x]):
            if (atom, ch) in done:
                continue
            done.add((atom, ch))
            nfa = nfa_of(atom.args[1])
            if nfa is None:
                continue
            pattern = string(ch)
            count = state.skolems.skolem("ra_count", x, pattern, sort=INT)

            def fresh(kind: str, i: int, atom: Term = atom, pattern: Term = pattern) -> Term:
                return state.skolems.skolem(kind, atom, pattern, integer(i), sort=INT)

            phi = parikh_count(nfa, ord(ch), mk("str.len", x), count, fresh)
            if phi is not None:
                lemmas.append(Lemma((atom,), phi, Inference.RE_PARIKH_COUNT))
    return lemmas


__all__ = ["MAX_MOVES", "count_lemmas", "parikh_count"]
