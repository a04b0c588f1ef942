"""Congruence of string functions and predicates over the equality classes.

Applications of one function to arguments that are equal in the current
candidate must agree: ``t = s ⊢ indexof(t, r, 0) = indexof(s, r, 0)``
(``CONGRUENCE``).  Purification names each application by a fresh variable, so
without this step the integer core may give ``indexof(t, r, 0)`` and
``indexof(s, r, 0)`` different values and the fixed-length search refutes the
candidate one length vector at a time, forever.  String arguments are compared
by the classes of the positive string equalities (premises: the ``explain``
chains), Int arguments by the core's values (premise: their equality), other
arguments (regexes) syntactically.  Predicates (``str.contains``,
``str.prefixof``, ...) are compared by their truth values.
"""

from __future__ import annotations

from ...terms import INT, STRING, Term, integer, mk
from ...terms.formulas import by_id
from ...terms.ops import STRING_PREDICATES
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from ..seam.equalities import EqualityClasses
from ..seam.inferences import Inference

#: Lemmas of one call at most.
MAX_LEMMAS = 64
#: Skolem kinds that name a function of their arguments (engine/skolems.py), so that
#: equal arguments give equal witnesses.
FUNCTIONAL_WITNESSES = frozenset({"ctn_pre", "ctn_suf", "pre", "suf", "rre_pre", "rre_match",
                                  "rre_post", "ra_rest", "rra_rest"})


class Congruence(Step):
    """The congruence step of the strategy (``TheoryStep``)."""

    name = "congruence"

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def check(self, state: SolverState) -> StepResult:
        apps: list[tuple[Term, Term | bool]] = []  # (application, result term or truth value)
        for d in state.definitions:
            if d.op == "=" and d.args[0].op == "var" and d.args[1].args \
                    and d.args[1].op != "str.++":
                apps.append((d.args[1], d.args[0]))
        for lit in state.literals:
            if lit.atom.op in STRING_PREDICATES:
                apps.append((lit.atom, lit.positive))
        if len(apps) < 2:
            return CONSISTENT
        classes = state.classes
        groups: dict[tuple[str, tuple[object, ...]], list[tuple[Term, Term | bool]]] = {}
        for app, result in apps:
            key = (app.op, tuple(self._key(a, classes, state) for a in app.args))
            groups.setdefault(key, []).append((app, result))
        lemmas: list[Lemma] = []
        for members in groups.values():
            first, first_result = members[0]
            for app, result in members[1:]:
                if app is first or not self._differ(first_result, result, classes, state):
                    continue
                why: set[Term] = set()
                for a, b in zip(first.args, app.args, strict=True):
                    if a.sort is STRING:
                        why |= classes.explain(a, b)
                    elif a.sort is INT and a is not b:
                        why.add(mk("=", a, b))
                same = (mk("=", first, app)
                        if isinstance(first_result, bool) or isinstance(result, bool)
                        else mk("=", first_result, result))
                lemmas.append(Lemma(tuple(by_id(why)), same, Inference.CONGRUENCE))
                if len(lemmas) >= MAX_LEMMAS:
                    return StepResult(lemmas=lemmas)
        lemmas += self._code_injectivity(state, classes)
        if len(lemmas) < MAX_LEMMAS:
            lemmas += self._witness_congruence(state, classes)
        return StepResult(lemmas=lemmas[:MAX_LEMMAS]) if lemmas else CONSISTENT

    def _witness_congruence(self, state: SolverState, classes: EqualityClasses) -> list[Lemma]:
        """``CONGRUENCE`` for the witnesses of the reductions that are functions of
        their arguments (:data:`FUNCTIONAL_WITNESSES`): ``t = t' ⊢ ctn_pre(s, t) =
        ctn_pre(s, t')``, so ``indexof(s, t, 0)`` and ``replace(s, tf, u)`` cut ``s`` at
        one place when ``t = tf``."""
        definition = getattr(state.skolems, "definition", None)
        if definition is None:
            return []
        groups: dict[tuple[str, tuple[object, ...]], list[tuple[Term, tuple[Term, ...]]]] = {}
        for v in state.string_vars:
            d = definition(v)
            if d is None or d[0] not in FUNCTIONAL_WITNESSES:
                continue
            kind, args = d
            key = (kind, tuple(self._key(a, classes, state) for a in args))
            groups.setdefault(key, []).append((v, args))
        out: list[Lemma] = []
        for members in groups.values():
            k1, args1 = members[0]
            for k2, args2 in members[1:]:
                if classes.find(k1) is classes.find(k2):
                    continue
                why: set[Term] = set()
                for a, b in zip(args1, args2, strict=True):
                    if a.sort is STRING:
                        why |= classes.explain(a, b)
                    elif a.sort is INT and a is not b:
                        why.add(mk("=", a, b))
                out.append(Lemma(tuple(by_id(why)), mk("=", k1, k2), Inference.CONGRUENCE))
                if len(out) >= MAX_LEMMAS:
                    return out
        return out

    @staticmethod
    def _code_injectivity(state: SolverState, classes: EqualityClasses) -> list[Lemma]:
        """``CODE_INJECTIVE``: ``to_code(a) = to_code(b) ≥ 0 ⊢ a = b`` (a code names one
        character), for applications whose arguments lie in different classes."""
        by_code: dict[int, tuple[Term, Term]] = {}
        out: list[Lemma] = []
        for d in state.definitions:
            if d.op != "=" or d.args[1].op != "str.to_code":
                continue
            k, arg = d.args[0], d.args[1].args[0]
            code = state.int_value(k)
            if not isinstance(code, int) or isinstance(code, bool) or code < 0:
                continue
            seen = by_code.setdefault(code, (k, arg))
            if seen[1] is not arg and classes.find(seen[1]) is not classes.find(arg):
                # k and seen[0] name to_code(arg) and to_code(seen[1]) (purification)
                hyp = mk("and", mk("=", seen[0], k), mk(">=", k, integer(0)))
                out.append(Lemma((hyp,), mk("=", seen[1], arg),
                                 Inference.CODE_INJECTIVE))
        return out

    @staticmethod
    def _key(a: Term, classes: EqualityClasses, state: SolverState) -> object:
        if a.sort is STRING:
            return classes.find(a)
        if a.sort is INT:
            return ("int", state.int_value(a))
        return a

    @staticmethod
    def _differ(r1: Term | bool, r2: Term | bool, classes: EqualityClasses,
                state: SolverState) -> bool:
        if isinstance(r1, bool) or isinstance(r2, bool):
            return r1 != r2
        if r1.sort is INT:
            return state.int_value(r1) != state.int_value(r2)
        return classes.find(r1) is not classes.find(r2)
