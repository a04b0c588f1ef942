"""Propagation of the lexicographic order over the round's equality classes.

A step of the strategy (:class:`~strsat.theory.seam.context.TheoryStep`) reading the
round's order literals — ``s < t``, ``s ≤ t``, and negated ones read reversed by
totality (``¬(s < t)`` is ``t ≤ s``, ``¬(s ≤ t)`` is ``t < s``) — with their ends
compared by equality classes.  The character atoms of the reduction
(:func:`.reduction.is_character_atom`) are left to the fixed-length search: chaining
them would name new pairs of skolems round after round.

* ``LEX_FIRST_CHAR``: a side that certainly starts above every character the other
  can start with is the greater (:mod:`.heads`: constants, memberships and positive
  lengths of the leading items);
* ``LEX_CHARS``: a side whose every character is at least every character of the other
  can be smaller only as its prefix: ``a ≤ b ⊢ prefixof(a, b)`` (:mod:`.heads`'s
  :class:`~.heads.Spans`: constants, memberships, factors of constants);
* ``LEX_IRREFLEXIVE``: ``s < t ∧ s = t ⊢ ⊥`` (the equality explained by the classes);
* ``LEX_CYCLE``: a cycle of order facts with a strict step is a conflict (the
  transitive closure in one lemma, found by a breadth-first search over the classes);
* ``LEX_TRANS``: ``a ≤ b ∧ b ≤ c ⊢ a ≤ c``, strict when either step is.  A derived pair
  is stated only when it says something the classes can check: an end holds a
  constant or a concatenation, or a literal orders the two ends the other way (then
  the derived literal and that one are a cycle, refuted by irreflexivity or reduced
  to an equality by totality);
* ``LEX_TOTAL``: ``s ≤ t ∧ t ≤ s ⊢ s = t`` (antisymmetry with totality: two negated
  strict literals in both directions force an equality).

cvc5 gets transitivity from its reduction and the arithmetic of codes; strsat's core
knows no codes, so the step states these facts (Reynolds et al., cvc5's strings theory,
the order lemmas of ``ExtfSolver``, read over equivalence classes).
"""

from __future__ import annotations

from collections.abc import Iterable

from ...terms import FALSE, Term, mk
from ...terms.formulas import by_id, ordered
from ...terms.term import check_order
from ...terms.walk import is_ground
from ..regular.languages import Languages
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from ..seam.equalities import EqualityClasses
from ..seam.inferences import Inference
from ..seam.reduction_terms import Witnesses
from .heads import Heads, Spans, char_range, first_range
from .reduction import MAX_LEX_CONSTANT, is_character_atom, split_lemmas

#: Lemmas of one call.
MAX_LEMMAS = 32

#: An order fact ``a ≤ b`` (strict or not) with the literal it comes from.
Edge = tuple[Term, Term, bool, Term]  # (a, b, strict, literal)


class LexOrder(Step):
    """The order-propagation step (see the module docstring)."""

    name = "lex"

    def __init__(self, languages: Languages | None = None) -> None:
        self._emitted: set[Term] = set()
        self.languages = languages if languages is not None else Languages()
        self._ranges: dict[Term, tuple[int, int, bool] | None] = {}  # by regex: pure
        self._char_ranges: dict[Term, tuple[int, int] | None] = {}  # by regex: pure

    #: the lemmas sent belong to the assertion scope: they leave with its pop
    scoped: tuple[str, ...] = ("_emitted",)

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def check(self, state: SolverState) -> StepResult:
        edges = self._edges(state)
        if not edges:
            return CONSISTENT
        classes = state.classes
        out: list[Lemma] = []
        self._reduce(state, out)
        self._first_characters(state, edges, classes, out)
        if len(out) < MAX_LEMMAS:
            self._all_characters(state, edges, classes, out)
        self._irreflexive(edges, classes, out)
        if len(out) < MAX_LEMMAS:
            self._cycles(edges, classes, out)
        if len(out) < MAX_LEMMAS:
            self._total(edges, classes, out)
        if len(out) < MAX_LEMMAS:
            self._transitive(edges, classes, out)
        return StepResult(lemmas=out[:MAX_LEMMAS]) if out else CONSISTENT

    @staticmethod
    def _edges(state: SolverState) -> list[Edge]:
        edges: list[Edge] = []
        for lit in state.literals:
            atom = lit.atom
            if atom.op not in ("str.<", "str.<=") or len(atom.args) != 2:
                continue
            if is_character_atom(atom, state.skolems):
                continue
            a, b = atom.args
            strict = atom.op == "str.<"
            if not lit.positive:  # not (a < b): b <= a;  not (a <= b): b < a
                a, b, strict = b, a, not strict
            edges.append((a, b, strict, lit.term()))
        return edges

    def _emit(self, premises: Iterable[Term], conclusion: Term, kind: Inference,
              out: list[Lemma]) -> None:
        lemma = Lemma(ordered(premises), conclusion, kind)
        if lemma.formula in self._emitted:
            return
        self._emitted.add(lemma.formula)
        out.append(lemma)

    def _reduce(self, state: SolverState, out: list[Lemma]) -> None:
        """The lazy reduction (:func:`.reduction.split_lemmas`) of each relevant ``s < t``
        that the reductions table left to this step, until the core has it: its
        prefix skolem ``lt_pre(s, t)`` is then one of the core's string variables (a
        split held back while a later step found a model that failed validation never
        reached the core, and is stated again; a pop takes the registration away)."""
        w: Witnesses | None = None
        registered: set[Term] | None = None
        for lit in state.literals:
            atom = lit.atom
            if atom.op != "str.<" or len(atom.args) != 2:
                continue
            if is_character_atom(atom, state.skolems) or any(
                    a.op == "const" and len(str(a.value)) <= MAX_LEX_CONSTANT
                    for a in atom.args):
                continue
            w = w or Witnesses(state.skolems)
            registered = registered if registered is not None else set(state.string_vars)
            if w.string("lt_pre", *atom.args) in registered:
                continue
            out.extend(split_lemmas(atom, w))

    def _range(self, regex: Term, state: SolverState) -> tuple[int, int, bool] | None:
        if regex not in self._ranges:
            node = self.languages.ast(regex)
            self._ranges[regex] = None if node is None else first_range(node)
        return self._ranges[regex]

    def _first_characters(self, state: SolverState, edges: list[Edge], classes: EqualityClasses,
                          out: list[Lemma]) -> None:
        """``LEX_FIRST_CHAR`` (:mod:`.heads`): a side that surely starts above every first
        character of the other refutes ``a ≤ b`` / ``a < b``."""
        memberships: dict[Term, list[tuple[Term, tuple[int, int, bool]]]] = {}
        for lit in state.literals:
            atom = lit.atom
            if lit.positive and atom.op == "str.in_re" and atom.args[0].op == "var" \
                    and is_ground(atom.args[1]):
                r = self._range(atom.args[1], state)
                if r is not None:
                    memberships.setdefault(atom.args[0], []).append((atom, r))

        def length(v: Term) -> int | None:
            try:
                return state.length(v)
            except KeyError:
                return None

        heads = Heads(classes, memberships, length)
        for a, b, _strict, edge in edges:
            ha = heads.of(a)
            if not ha.nonempty:
                continue
            hb = heads.of(b)
            if ha.lo > hb.hi:
                self._emit(by_id({edge} | ha.premises | hb.premises), FALSE,
                           Inference.LEX_FIRST_CHAR, out)
                if len(out) >= MAX_LEMMAS:
                    return

    def _all_characters(self, state: SolverState, edges: list[Edge],
                        classes: EqualityClasses, out: list[Lemma]) -> None:
        """``LEX_CHARS`` (:class:`.heads.Spans`): ``a ≤ b`` or ``a < b`` where no character
        ``a`` can hold is below one ``b`` can hold makes ``a`` a prefix of ``b``."""
        memberships: dict[Term, list[tuple[Term, tuple[int, int]]]] = {}
        for lit in state.literals:
            atom = lit.atom
            if lit.positive and atom.op == "str.in_re" and atom.args[0].op == "var" \
                    and is_ground(atom.args[1]):
                r = self._char_range(atom.args[1])
                if r is not None:
                    memberships.setdefault(atom.args[0], []).append((atom, r))
        spans = Spans(classes, memberships)

        def fixed(t: Term) -> bool:
            return t.op == "const" or classes.constant(t) is not None

        for a, b, _strict, edge in edges:
            if (a.op == "const" and not a.value) or (fixed(a) and fixed(b)):
                continue  # two constants: the order of their classes is decided as it is
            sa = spans.of(a)
            if not sa.known:
                continue
            sb = spans.of(b)
            if sb.known and sa.lo >= sb.hi:
                self._emit(by_id({edge} | sa.premises | sb.premises),
                           mk("str.prefixof", a, b), Inference.LEX_CHARS, out)
                if len(out) >= MAX_LEMMAS:
                    return

    def _char_range(self, regex: Term) -> tuple[int, int] | None:
        if regex not in self._char_ranges:
            node = self.languages.ast(regex)
            self._char_ranges[regex] = None if node is None else char_range(node)
        return self._char_ranges[regex]

    def _irreflexive(self, edges: list[Edge], classes: EqualityClasses,
                     out: list[Lemma]) -> None:
        for a, b, strict, lit in edges:
            if strict and a is not b and classes.find(a) is classes.find(b):
                self._emit(by_id({lit} | classes.explain(a, b)), FALSE,
                           Inference.LEX_IRREFLEXIVE, out)

    def _cycles(self, edges: list[Edge], classes: EqualityClasses, out: list[Lemma]) -> None:
        """``LEX_CYCLE``: a cycle of order facts over the classes with a strict step is a
        conflict (transitivity closed in one lemma: ``a < b ∧ b ≤ c ∧ c ≤ a ⊢ ⊥``)."""
        by_start: dict[Term, list[int]] = {}
        for k, e in enumerate(edges):
            by_start.setdefault(classes.find(e[0]), []).append(k)
        found = 0
        for k, (a, b, strict, _lit) in enumerate(edges):
            if not strict:
                continue
            target = classes.find(a)
            start = classes.find(b)
            parent: dict[Term, int | None] = {start: None}
            queue = [start]
            while queue and target not in parent:
                nxt: list[Term] = []
                for r in queue:
                    for j in by_start.get(r, ()):
                        rb = classes.find(edges[j][1])
                        if rb not in parent:
                            parent[rb] = j
                            nxt.append(rb)
                queue = nxt
            if target not in parent:
                continue
            path: list[int] = []
            r = target
            while (before := parent[r]) is not None:
                path.append(before)
                r = classes.find(edges[before][0])
            cycle = [k, *reversed(path)]
            premises: set[Term] = set()
            for i, j in enumerate(cycle):
                nxt_edge = edges[cycle[(i + 1) % len(cycle)]]
                premises.add(edges[j][3])
                premises |= classes.explain(edges[j][1], nxt_edge[0])
            self._emit(by_id(premises), FALSE, Inference.LEX_CYCLE, out)
            found += 1
            if found >= 4 or len(out) >= MAX_LEMMAS:
                return

    def _total(self, edges: list[Edge], classes: EqualityClasses, out: list[Lemma]) -> None:
        seen: dict[tuple[Term, Term], tuple[Term, Term, Term]] = {}
        for a, b, strict, lit in edges:
            ra, rb = classes.find(a), classes.find(b)
            if strict or ra is rb:  # a strict cycle is refuted through transitivity
                continue
            seen.setdefault((ra, rb), (a, b, lit))
        for (ra, rb), (a, b, lit) in seen.items():
            back = seen.get((rb, ra))
            if back is None or check_order(ra) > check_order(rb):
                continue
            b2, a2, lit2 = back
            premises = {lit, lit2} | classes.explain(a, a2) | classes.explain(b, b2)
            self._emit(by_id(premises), mk("=", a, b), Inference.LEX_TOTAL, out)
            if len(out) >= MAX_LEMMAS:
                return

    def _transitive(self, edges: list[Edge], classes: EqualityClasses,
                    out: list[Lemma]) -> None:
        by_start: dict[Term, list[Edge]] = {}
        pairs: set[tuple[Term, Term]] = set()
        for e in edges:
            by_start.setdefault(classes.find(e[0]), []).append(e)
            pairs.add((classes.find(e[0]), classes.find(e[1])))
        for a, b, strict1, lit1 in edges:
            for b2, c, strict2, lit2 in by_start.get(classes.find(b), ()):
                ra, rc = classes.find(a), classes.find(c)
                if ra is rc and not (strict1 or strict2):
                    continue
                informative = ((rc, ra) in pairs or ra is rc
                               or any(classes.constant(t) is not None
                                      or classes.concatenation(t) is not None
                                      for t in (a, c)))
                if not informative or lit1 is lit2:
                    continue
                op = "str.<" if strict1 or strict2 else "str.<="
                premises = {lit1, lit2} | classes.explain(b, b2)
                self._emit(by_id(premises), mk(op, a, c), Inference.LEX_TRANS, out)
                if len(out) >= MAX_LEMMAS:
                    return


__all__ = ["LexOrder"]
