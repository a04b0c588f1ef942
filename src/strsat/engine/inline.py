"""Definitions inlined before the fast path (issue 15, part 1).

Path conditions written by symbolic executors name every branch condition and
every intermediate string with a fresh constant (Kaluza, PyExZ3)::

    (assert (= T_1 (str.++ T1_4 T2_4)))  (assert (= T2_4 x))  (assert (= T1_4 ""))
    (assert (= T_2 (= "-" T_1)))  (assert (= T_3 (not T_2)))  (assert T_3)

A top-level conjunct ``(= v t)``, with ``v`` a Bool, Int or String variable not
defined yet that does not occur in ``t`` once the earlier definitions are
inlined into it, *defines* ``v``: ``F ∧ v = t`` is satisfiable iff ``F[t/v]``
is, and a model of ``F[t/v]`` extends to one of the whole with ``v`` := the
value of ``t`` (variable elimination; for Bool ``v``, Tseitin's encoding read
backwards).  Earlier definitions that mention ``v`` get ``t`` in its place, so
every definition stays closed (mentions no defined variable).  A unit ``b`` /
``(not b)`` with ``b`` an undefined Bool variable defines it as true / false.
What is left are the other conjuncts with the defined variables replaced; the
example becomes ``(not (= "-" (str.++ "" x)))``, which the fast path decides
for one variable at a time.

Each remaining conjunct carries its *origins*: the indices of the formulas it
comes from and of the definitions inlined into it, transitively.  Those
formulas imply it, so a set of conjuncts that is unsatisfiable makes the union
of their origins an unsat core.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..terms import BOOL, FALSE, INT, STRING, TRUE, Term, Value
from ..terms.evaluate import Evaluator
from ..terms.ops import VAR
from ..terms.walk import free_vars, substitute

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from .problem import Problem

#: Rewrites of earlier definitions allowed per conjunct before inlining gives up.
REWRITES_PER_CONJUNCT = 4
#: Sorts whose variables are defined by an equation (a RegLan variable is not: it has
#: no value of its own in a model).
_SORTS = (BOOL, INT, STRING)


class Inlined:
    """Conjuncts with the Boolean definitions inlined, their origins and the definitions."""

    __slots__ = ("conjuncts", "origins", "definitions")

    def __init__(self, conjuncts: list[Term], origins: list[frozenset[int]],
                 definitions: dict[Term, Term]) -> None:
        self.conjuncts = conjuncts
        self.origins = origins
        #: defined variable -> its definition, which mentions no defined variable
        self.definitions = definitions

    def origins_of(self, used: Iterable[Term]) -> set[int]:
        """The indices of the formulas the conjuncts in ``used`` come from (with the
        definitions inlined into them): an unsat set of conjuncts maps to an unsat core."""
        wanted = set(used)
        return set().union(*(o for c, o in zip(self.conjuncts, self.origins, strict=True)
                             if c in wanted))

    def extend(self, model: Mapping[Term, Value]) -> dict[Term, Value]:
        """``model`` with each defined variable set to its definition's value
        (variables the model omits take the defaults of model completion)."""
        full: dict[Term, Value] = dict(model)
        evaluator = Evaluator(model)
        for b, phi in self.definitions.items():
            full[b] = evaluator.evaluate(phi)
        return full


def inline_definitions(formulas: Sequence[Term], deadline: Deadline | None = None
                       ) -> Inlined | None:
    """The top-level conjuncts of ``formulas`` with their definitions inlined; None
    when rewriting earlier definitions would take more than a few per conjunct (a
    chain ``x1 = x2, x2 = x3, …`` rewrites every earlier link: the loop is better)."""
    from .problem import conjuncts

    inliner = _Inliner(deadline)
    kept: list[tuple[Term, int]] = []
    try:
        for i, f in enumerate(formulas):
            parts = conjuncts([f])
            inliner.budget += REWRITES_PER_CONJUNCT * len(parts)
            for c in parts:
                b, phi = definition_of(c)
                if b is None or b in inliner.definitions or not inliner.define(b, phi, i):
                    kept.append((c, i))
    except _OverBudget:
        return None
    return inliner.inlined(kept)


def inlined_of(problem: Problem, deadline: Deadline | None = None) -> Inlined | None:
    """:func:`inline_definitions` of the problem's formulas, made once per problem: the
    fast path and the straight-line programs read the same result."""
    return problem.derive("inlined", lambda: inline_definitions(problem.formulas, deadline))


class _OverBudget(Exception):
    """Inlining would rewrite more earlier definitions than its budget allows."""


class _Inliner:
    """The definitions made so far, each closed (it mentions no defined variable), with
    the formulas each comes from and the variables it mentions."""

    def __init__(self, deadline: Deadline | None) -> None:
        self.deadline = deadline
        self.definitions: dict[Term, Term] = {}
        self.origin_of: dict[Term, frozenset[int]] = {}
        #: defined variable -> variables its definition has
        self.mentions: dict[Term, set[Term]] = {}
        #: variable -> the defined variables whose definition has it
        self.users: dict[Term, set[Term]] = {}
        self.rewrites = self.budget = 0

    def define(self, b: Term, phi: Term, i: int) -> bool:
        """Take ``b = phi`` of formula ``i`` as a definition; False when ``phi`` mentions
        ``b`` once closed (the conjunct is kept)."""
        used = free_vars(phi)
        inner = used & self.definitions.keys()
        mentioned = used - inner
        for v in inner:
            mentioned |= self.mentions[v]
        if b in mentioned:
            return False
        closed = substitute(phi, self.definitions) if inner else phi
        origins = {i}
        for v in inner:
            origins |= self.origin_of[v]
        self.definitions[b] = closed
        self.origin_of[b] = frozenset(origins)
        self.mentions[b] = mentioned
        for v in mentioned:
            self.users.setdefault(v, set()).add(b)
        self._rewrite_users(b, closed, mentioned)
        return True

    def _rewrite_users(self, b: Term, closed: Term, mentioned: set[Term]) -> None:
        """Earlier definitions that mention ``b`` now mention its definition instead."""
        for d in self.users.pop(b, ()):
            self.rewrites += 1
            if self.rewrites > self.budget:
                raise _OverBudget
            if self.deadline is not None:
                self.deadline.check("inlining definitions")
            self.definitions[d] = substitute(self.definitions[d], {b: closed})
            self.origin_of[d] |= self.origin_of[b]
            self.mentions[d].discard(b)
            self.mentions[d] |= mentioned
            for v in mentioned:
                self.users.setdefault(v, set()).add(d)

    def inlined(self, kept: list[tuple[Term, int]]) -> Inlined:
        """The kept conjuncts with the definitions substituted, and their origins.

        Without definitions the conjuncts are kept as they are (no walk: the leetcode
        ``partition`` files keep 340 conjuncts and define nothing); a ground conjunct
        mentions no definition, so it is neither walked nor substituted."""
        if not self.definitions:
            return Inlined([c for c, _ in kept], [frozenset((i,)) for _, i in kept], {})
        out: list[Term] = []
        origins_out: list[frozenset[int]] = []
        cache: dict[int, Term] = {}
        for c, i in kept:
            if c.ground:
                out.append(c)
                origins_out.append(frozenset((i,)))
                continue
            origins = {i}
            for v in free_vars(c) & self.definitions.keys():
                origins |= self.origin_of[v]
            out.append(substitute(c, self.definitions, cache))
            origins_out.append(frozenset(origins))
        return Inlined(out, origins_out, self.definitions)


def definition_of(c: Term) -> tuple[Term | None, Term]:
    """``(v, t)`` when ``c`` is ``(= v t)`` or ``(= t v)`` with ``v`` a Bool, Int or
    String variable, or ``c`` is ``v`` / ``(not v)`` with ``v`` a Bool variable
    (``t`` true / false); else ``(None, c)``."""
    if c.op == VAR and c.sort is BOOL:
        return c, TRUE
    if c.op == "not" and c.args[0].op == VAR:
        return c.args[0], FALSE
    if c.op == "=" and len(c.args) == 2 and c.args[0].sort in _SORTS:
        a, b = c.args
        if a.op == VAR:
            return a, b
        if b.op == VAR:
            return b, a
    return None, c


__all__ = ["Inlined", "definition_of", "inline_definitions", "inlined_of"]
