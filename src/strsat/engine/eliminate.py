"""Value and alias definitions eliminated before the loop (a restricted *solve-eqs*).

Programs that build strings step by step (the Kausler html cleaner: 14,530 assertions,
most of them ``(= s41360 "html")`` or ``(= s56028 s56023)`` under ``(= true (= true …))``)
hand the loop one guard, one purification and one core literal per assertion, though
almost every variable is fixed to a constant or named twice.  After rewriting, a
top-level conjunct ``(= v c)`` with ``c`` a constant, or ``(= v w)`` with ``w`` another
variable, *defines* ``v``: ``F ∧ v = t`` is satisfiable iff ``F[t/v]`` is, and a model
of ``F[t/v]`` extends to one of the whole with ``v`` := the value of ``t`` (variable
elimination).  A Bool unit ``b`` / ``(not b)`` defines ``b`` as true / false.

Unlike the fast path's inlining (:mod:`.inline`), only constants and variables are put
in the place of a variable: no term is copied into its uses, so the loop meets the same
structure (purification, the word-equation steps, the heuristics that single out user
variables), with fewer variables.  A conjunct a substitution touched is rewritten again,
which may make it a definition in turn (``(= s (str.++ x "b"))`` once ``x`` is ``"a"``);
a worklist over the conjuncts that mention each variable makes the whole linear in the
number of substitutions.

Each remaining conjunct carries its *origins*: the indices of the formulas it comes
from and of those of the definitions substituted into it, transitively.  Those formulas
imply it, so a set of conjuncts that is unsatisfiable makes the union of their origins
an unsat core.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from strsat.static import TYPE_CHECKING

from ..deadline import Deadline
from ..terms import FALSE, TRUE, Term
from ..terms.ops import VAR
from ..terms.walk import free_vars, is_ground, replace
from .inline import Inlined, definition_of
from .problem import conjuncts

if TYPE_CHECKING:
    from ..rewrite.simplify import Simplifier


def value_definition(c: Term) -> tuple[Term | None, Term]:
    """``(v, t)`` when ``c`` is ``(= v t)`` or ``(= t v)`` with ``v`` a Bool, Int or
    String variable and ``t`` a constant or another variable, or ``c`` is ``v`` /
    ``(not v)`` with ``v`` a Bool variable (``t`` true / false); else ``(None, c)``."""
    v, t = definition_of(c)
    if v is not None and (t.op == "const" or (t.op == VAR and t is not v)):
        return v, t
    return None, c


def _may_define(c: Term) -> bool:
    """``c`` may rewrite to a value or alias definition: under ``(= true …)`` and
    double negations it is one, or an equation of a variable and a ground term.
    Read without building terms (the rewriter's new terms would shift the serials the
    loop's choices follow, for checks the pass then leaves alone)."""
    while True:
        if c.op == "=" and len(c.args) == 2 and TRUE in c.args:
            c = c.args[1] if c.args[0] is TRUE else c.args[0]
        elif c.op == "not" and c.args[0].op == "not":
            c = c.args[0].args[0]
        else:
            break
    v, t = definition_of(c)
    return v is not None and t is not v and (t.op == VAR or is_ground(t))


def eliminate_values(formulas: Sequence[Term], deadline: Deadline,
                     simplifier: Callable[[], Simplifier] | None = None) -> Inlined | None:
    """The rewritten top-level conjuncts of ``formulas`` with their value and alias
    definitions substituted, their origins and the definitions; None when there is no
    such definition (the loop then gets ``formulas`` as they are).  ``simplifier``
    gives the simplifier to rewrite with (the problem's, whose memo the procedures
    before the loop filled: :meth:`.problem.Problem.simplifier`)."""
    if not any(_may_define(c) for c in conjuncts(list(formulas))):
        return None  # before rewriting: a check the pass leaves alone gets no new terms
    if simplifier is None:
        from ..rewrite.simplify import Simplifier

        rewriter = Simplifier()
    else:
        rewriter = simplifier()
    items: list[Term] = []
    origins: list[frozenset[int]] = []
    for i, f in enumerate(formulas):
        deadline.check("eliminating definitions")
        for c in conjuncts([rewriter.simplify(f)]):
            items.append(c)
            origins.append(frozenset((i,)))
    if not any(value_definition(c)[0] is not None for c in items):
        return None
    elimination = _Elimination(items, origins, rewriter.simplify)
    queue = list(range(len(items) - 1, -1, -1))
    while queue:
        j = queue.pop()
        item = elimination.items[j]
        if item is None:
            continue
        v, t = value_definition(item)
        if v is None:
            continue
        deadline.check("eliminating definitions")
        queue += elimination.eliminate(j, v, t)
    return elimination.result()


class _Elimination:
    """The conjuncts (None once a definition or true), their origins, the conjuncts
    that mention each variable, and the definitions made so far."""

    def __init__(self, items: list[Term], origins: list[frozenset[int]],
                 simplify: Callable[[Term], Term]) -> None:
        self.items: list[Term | None] = list(items)
        self.origins = origins
        self.simplify = simplify
        self.occurrences: dict[Term, set[int]] = {}
        for k, c in enumerate(items):
            for v in free_vars(c):
                self.occurrences.setdefault(v, set()).add(k)
        self.definitions: dict[Term, Term] = {}
        self.origin_of: dict[Term, frozenset[int]] = {}
        self.aliases: dict[Term, set[Term]] = {}  # w -> the variables defined as w

    def eliminate(self, j: int, v: Term, t: Term) -> list[int]:
        """Take conjunct ``j``, ``v = t``, as a definition and substitute it; the
        conjuncts it rewrote (to be read again)."""
        self.items[j] = None
        source = self.origins[j]
        self.definitions[v] = t
        self.origin_of[v] = source
        for u in self.aliases.pop(v, ()):  # u was defined as v: now as t
            self.definitions[u] = t
            self.origin_of[u] |= source
            if t.op == VAR:
                self.aliases.setdefault(t, set()).add(u)
        if t.op == VAR:
            self.aliases.setdefault(t, set()).add(v)
        rewritten: list[int] = []
        for k in self.occurrences.pop(v, ()):
            d = self.items[k]
            if d is None:
                continue
            new = self.simplify(replace(d, v, t))
            self.origins[k] |= source
            if t.op == VAR:
                self.occurrences.setdefault(t, set()).add(k)
            self.items[k] = None if new is TRUE else new
            rewritten.append(k)
        return rewritten

    def result(self) -> Inlined:
        parts: list[Term] = []
        part_origins: list[frozenset[int]] = []
        for c, o in zip(self.items, self.origins, strict=True):
            if c is None:
                continue
            for p in conjuncts([c]):  # a rewrite may have made a conjunction
                parts.append(p)
                part_origins.append(o)
        return Inlined(parts, part_origins, self.definitions)


__all__ = ["eliminate_values", "value_definition"]


def conjuncts_with_origins(formulas: Sequence[Term], eliminated: Inlined | None,
                           deadline: Deadline, simplify: Callable[[Term], Term], doing: str
                           ) -> tuple[list[Term], list[frozenset[int]], dict[Term, Term]]:
    """The conjuncts a preparation pass reads, their origins and the definitions:
    ``eliminated``'s (copies), else those of the simplified ``formulas``, each with its
    formula's index (``doing`` names the pass in a deadline)."""
    if eliminated is not None:
        return list(eliminated.conjuncts), list(eliminated.origins), eliminated.definitions
    items: list[Term] = []
    origins: list[frozenset[int]] = []
    for i, f in enumerate(formulas):
        deadline.check(doing)
        for c in conjuncts([simplify(f)]):
            items.append(c)
            origins.append(frozenset((i,)))
    return items, origins, {}



def regrouped(items: Sequence[Term], origins: Sequence[frozenset[int]],
              definitions: dict[Term, Term]) -> Inlined:
    """A preparation pass's rewritten conjuncts as an :class:`Inlined`: each split into
    its conjuncts with its origins, ``true`` dropped, ``false`` the only one."""
    parts: list[Term] = []
    part_origins: list[frozenset[int]] = []
    for c, o in zip(items, origins, strict=True):
        if c is TRUE:
            continue
        if c is FALSE:
            return Inlined([FALSE], [o], definitions)
        for p in conjuncts([c]):
            parts.append(p)
            part_origins.append(o)
    return Inlined(parts, part_origins, definitions)
