"""Extended functions simplified in context.

Context-dependent simplification (Reynolds, Woo, Barrett, Tinelli, Ringer, Tinelli:
*Scaling up DPLL(T) string solvers using context-dependent simplification*, CAV
2017; cvc5's extended-function solver): every application of an extended function
(a purified definition ``k = f(args)``) and every literal of a string predicate is
read with its string variables replaced by their expansions under the current
equalities (constants and concatenations of their classes,
:meth:`~strsat.theory.seam.equalities.EqualityClasses.expand`), and simplified with the
rewriter.  When the result is simpler — a constant, or a term without extended
functions over the application's own variables and the user's (not the skolems of
splits, which change from round to round)
functions, or for a predicate literal the predicate with the variables whose
classes hold constants replaced by them (its atom then reduces, e.g. to a
membership when the pattern becomes a constant) —
the step states it as a lemma whose premises are the equalities used
(``EXTF_SIMPLIFY``): ``x = "a"·y ⊢ replace(x, "a", z) = z·y``,
``x = "G"·u ∧ w = "E" ⊢ ¬(x ≤ w)``.  The rewriter's rules hold for all strings, so
the lemma is valid.

Occurrence (``INDEXOF_CONTAINS``): a contains literal and an indexof over the same
pair of classes agree: ``¬contains(s, t) ⊢ indexof(s, t, i) = −1`` for every ``i``, and
``contains(s, t) ⊢ indexof(s, t, 0) ≥ 0``; stated when the core's value of the indexof
says otherwise.  The reductions of the two functions introduce unrelated witnesses, so
without it banditfuzz ``1565555404…_1`` (``¬contains(v2, v4)`` and
``|v3| ≤ indexof(v2, v4, v6)``) ran to the limit; with it, it is unsat at once.

Known prefix (``INDEXOF_PREFIX``): ``prefixof(c, s) ⊢ indexof(s, t, i) = p`` for constants
``c``, ``t`` and ``i ≥ 0`` when ``t`` occurs in ``c`` at or after ``i``, first at ``p``: an
occurrence of ``t`` in ``s`` that started before ``p`` would have to end past ``c``, and
so start after ``|c| − |t| ≥ p`` (ostrich ``indexof-2``: ``s`` starts with
``testtesttest``, so ``indexof(s, "testtest", 0) = 0``).

Extension (``INDEXOF_EXTEND``): ``indexof(a, t, i) = p ≥ 0 ⊢ indexof(a·b, t, i) = p``, with
``a·b`` read as the concatenation of its class (cvc5 ``issue12147-idof-same``).

The order of ``str.<``/``str.<=`` (transitivity and totality) is propagated by its own
step, :mod:`strsat.theory.lex`.
"""

from __future__ import annotations

from ...caches import ScopedMemo
from ...rewrite import Simplifier
from ...rewrite.rules.build import cat
from ...terms import BOOL, FALSE, STRING, TRUE, Term, integer, mk
from ...terms.formulas import by_id
from ...terms.values import number_of
from ...terms.walk import free_vars, postorder, substitute
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult, Unreadable
from ..seam.equalities import EqualityClasses, merged
from ..seam.inferences import Inference

#: Operators whose applications are simplified in context.
EXTENDED = frozenset({"str.substr", "str.at", "str.indexof", "str.replace", "str.replace_all",
                      "str.contains", "str.prefixof", "str.suffixof", "str.<", "str.<=",
                      "str.to_int", "str.to_code", "str.from_int", "str.is_digit"})
#: Predicates among them (their literals are simplified; the others are definitions).
PREDICATES = frozenset({"str.contains", "str.prefixof", "str.suffixof", "str.<", "str.<=",
                        "str.is_digit"})
#: Items of an expansion above which a variable is left as it is.
MAX_ITEMS = 64
#: Lemmas of one call.
MAX_LEMMAS = 32


def _is_simple(t: Term) -> bool:
    """No extended function application left."""
    return not any(u.op in EXTENDED for u in postorder(t))


def _is_flat(t: Term) -> bool:
    """A variable, a constant or a concatenation of those."""
    return t.op in ("var", "const") or (t.op == "str.++"
                                        and all(a.op in ("var", "const") for a in t.args))


def _is_predicate_of_flat_terms(t: Term, app: Term) -> bool:
    """A string predicate over variables, constants and their concatenations, other
    than ``app`` (``prefixof(k, x)`` read as ``prefixof("A", x)`` under ``k = "A"``:
    the new atom reduces to a membership)."""
    return (t is not app and t.op in PREDICATES
            and all(_is_flat(a) for a in t.args if a.sort is STRING))


class ExtendedFunctions(Step):
    """The context-dependent simplification step (``TheoryStep``)."""

    name = "extf"

    def __init__(self) -> None:
        #: the simplifier's memo: keyed by terms over the scope's variables, so its
        #: entries leave with the scope they were filled in (issue 40)
        self._memo: ScopedMemo[int, Term] = ScopedMemo()
        self._simplifier = Simplifier(self._memo)
        self._emitted: set[Term] = set()

    #: the lemmas sent and the simplifier's memo belong to the assertion scope: they
    #: leave with its pop
    scoped: tuple[str, ...] = ("_emitted", "_memo")

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def check(self, state: SolverState) -> StepResult:
        classes = state.classes
        lemmas: list[Lemma] = []
        substitution: dict[Term, tuple[Term, set[Term]]] = {}
        for d in state.definitions:
            if d.op == "=" and d.args[0].op == "var" and d.args[1].op in EXTENDED:
                self._simplify_application(d.args[1], d.args[0], None, classes,
                                           substitution, state, lemmas)
                if len(lemmas) >= MAX_LEMMAS:
                    break
        for lit in state.literals:
            if len(lemmas) >= MAX_LEMMAS:
                break
            if lit.atom.op in PREDICATES:
                self._simplify_application(lit.atom, None, lit.positive, classes,
                                           substitution, state, lemmas)
        if len(lemmas) < MAX_LEMMAS:
            lemmas += self._occurrence(state, classes)
        lemmas = lemmas[:MAX_LEMMAS]
        return StepResult(lemmas=lemmas) if lemmas else CONSISTENT

    # ---- simplification in context ---------------------------------------------------

    def _expansion(self, v: Term, classes: EqualityClasses, state: SolverState,
                   memo: dict[Term, tuple[Term, set[Term]]]) -> tuple[Term, set[Term]]:
        """``v``'s expansion as a term, with its premises (``v`` itself when none)."""
        hit = memo.get(v)
        if hit is not None:
            return hit
        result: tuple[Term, set[Term]] = (v, set())
        try:
            exp = merged(classes.expand(v, limit=MAX_ITEMS, deadline=state.deadline))
        except OverflowError:
            exp = None
        if exp is not None and len(exp.items) <= MAX_ITEMS:
            term = cat(exp.items)
            if term is not v:
                result = (term, set(exp.premises))
        memo[v] = result
        return result

    def _simplify_application(self, app: Term, k: Term | None, positive: bool | None,
                              classes: EqualityClasses,
                              memo: dict[Term, tuple[Term, set[Term]]],
                              state: SolverState, lemmas: list[Lemma]) -> None:
        mapping: dict[Term, Term] = {}
        premises: set[Term] = set()
        for v in postorder(app):
            if v.op == "var" and v.sort is STRING and v not in mapping:
                term, why = self._expansion(v, classes, state, memo)
                if term is not v:
                    mapping[v] = term
                    premises |= why
        if not mapping:
            return
        simplified = self._simplifier.simplify(substitute(app, mapping))
        own = free_vars(app)
        if any(v not in own and state.skolems.is_skolem(v) for v in free_vars(simplified)):
            # through the skolems of splits: a new lemma every round, never settling
            simplified = app
        if not _is_simple(simplified):
            if k is not None:
                return
            # a predicate: only with the variables whose classes hold constants (the
            # expansions through concatenations name fresh skolems round after round)
            constant = {v: t for v, t in mapping.items() if t.op == "const"}
            if not constant:
                return
            simplified = self._simplifier.simplify(substitute(app, constant))
            if not (_is_simple(simplified) or _is_predicate_of_flat_terms(simplified, app)):
                return
            premises = set().union(*(memo[v][1] for v in constant))
        if k is not None:
            lemma = Lemma(tuple(by_id(premises)), mk("=", k, simplified), Inference.EXTF_SIMPLIFY)
        elif simplified is TRUE or simplified is FALSE:
            holds = simplified is TRUE
            if holds == positive:
                return  # the literal already agrees
            literal = app if positive else mk("not", app)
            lemma = Lemma(tuple(by_id(premises | {literal})), FALSE, Inference.EXTF_SIMPLIFY)
        else:
            assert simplified.sort is BOOL
            lemma = Lemma(tuple(by_id(premises)), mk("=", app, simplified),
                          Inference.EXTF_SIMPLIFY)
        if lemma.formula in self._emitted:
            return
        self._emitted.add(lemma.formula)
        lemmas.append(lemma)

    # ---- indexof against contains, known prefixes and prefixes of the subject ------------

    def _occurrence(self, state: SolverState, classes: EqualityClasses) -> list[Lemma]:
        """``INDEXOF_CONTAINS``, ``INDEXOF_PREFIX`` and ``INDEXOF_EXTEND`` (see the module
        docstring) for the indexof definitions whose core value they contradict."""
        contains: dict[tuple[Term, Term], tuple[Term, Term, Term, bool]] = {}
        prefixes: dict[Term, list[tuple[Term, str, Term]]] = {}  # class -> (literal, c, s)
        for lit in state.literals:
            atom = lit.atom
            if atom.op == "str.contains":
                s, t = atom.args
                contains.setdefault((classes.find(s), classes.find(t)),
                                    (lit.term(), s, t, lit.positive))
            elif atom.op == "str.prefixof" and lit.positive and atom.args[0].op == "const":
                c, s = atom.args
                prefixes.setdefault(classes.find(s), []).append((atom, str(c.value), s))
        out: list[Lemma] = []
        found_all: list[tuple[set[Term], Term, Inference]] = []
        indexofs: list[tuple[Term, Term, Term, Term, int]] = []  # k, s, t, i, value
        for d in state.definitions:
            if not (d.op == "=" and d.args[0].op == "var" and d.args[1].op == "str.indexof"):
                continue
            k, (s, t, i) = d.args[0], d.args[1].args
            try:
                value = int(state.int_value(k))
            except Unreadable:  # the core has no value for it: nothing to correct
                continue
            indexofs.append((k, s, t, i, value))
            found = _by_contains(contains, classes, s, t, i, k, value)
            if found is None:
                found = _by_prefix(prefixes, classes, s, t, i, k, value)
            if found is not None:
                found_all.append(found)
        found_all += _by_extension(indexofs, classes)
        for premises, conclusion, kind in found_all:
            lemma = Lemma(tuple(by_id(premises)), conclusion, kind)
            if lemma.formula in self._emitted:
                continue
            self._emitted.add(lemma.formula)
            out.append(lemma)
            if len(out) >= MAX_LEMMAS:
                break
        return out


def _by_contains(contains: dict[tuple[Term, Term], tuple[Term, Term, Term, bool]],
                 classes: EqualityClasses, s: Term, t: Term, i: Term, k: Term, value: int
                 ) -> tuple[set[Term], Term, Inference] | None:
    """INDEXOF_CONTAINS for ``k = indexof(s, t, i)`` whose core value is ``value``."""
    hit = contains.get((classes.find(s), classes.find(t)))
    if hit is None:
        return None
    literal, s0, t0, positive = hit
    if not positive and value != -1:
        conclusion = mk("=", k, integer(-1))
    elif positive and value < 0 and i.op == "const" and i.value == 0:
        conclusion = mk(">=", k, integer(0))
    else:
        return None
    premises = {literal} | classes.explain(s, s0) | classes.explain(t, t0)
    return premises, conclusion, Inference.INDEXOF_CONTAINS


def _by_prefix(prefixes: dict[Term, list[tuple[Term, str, Term]]], classes: EqualityClasses,
               s: Term, t: Term, i: Term, k: Term, value: int
               ) -> tuple[set[Term], Term, Inference] | None:
    """INDEXOF_PREFIX for ``k = indexof(s, t, i)`` whose core value is ``value``."""
    if t.op != "const" or i.op != "const" or number_of(i) < 0:
        return None
    start = number_of(i)
    for literal, c, s0 in prefixes.get(classes.find(s), ()):
        if start > len(c):
            continue
        p = c.find(str(t.value), start)
        if p >= 0 and value != p:
            return {literal} | classes.explain(s, s0), mk("=", k, integer(p)), \
                Inference.INDEXOF_PREFIX
    return None


def _by_extension(indexofs: list[tuple[Term, Term, Term, Term, int]], classes: EqualityClasses
                  ) -> list[tuple[set[Term], Term, Inference]]:
    """INDEXOF_EXTEND over pairs ``k1 = indexof(a, t, i)``, ``k2 = indexof(s, t', i')``
    whose core values differ, with ``k1 ≥ 0``, ``t ~ t'``, ``i`` and ``i'`` the same term,
    and ``s``'s class holding a concatenation whose first item is in ``a``'s class."""
    out: list[tuple[set[Term], Term, Inference]] = []
    if len(indexofs) < 2:
        return out
    by_key: dict[tuple[Term, Term], list[tuple[Term, Term, Term, int]]] = {}
    for k, s, t, i, value in indexofs:
        by_key.setdefault((classes.find(t), i), []).append((k, s, t, value))
    for group in by_key.values():
        for k1, a, t1, v1 in group:
            if v1 < 0:
                continue
            for k2, s, t2, v2 in group:
                if k2 is k1 or v2 == v1:
                    continue
                cc = classes.concatenation(s)
                if cc is None or classes.find(cc.args[0]) is not classes.find(a):
                    continue
                premises = ({mk(">=", k1, integer(0))} | classes.explain(s, cc)
                            | classes.explain(cc.args[0], a) | classes.explain(t1, t2))
                out.append((premises, mk("=", k2, k1), Inference.INDEXOF_EXTEND))
                if len(out) >= MAX_LEMMAS:
                    return out
    return out


__all__ = ["ExtendedFunctions"]
