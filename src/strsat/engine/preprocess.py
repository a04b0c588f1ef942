"""Purification (flattening, paper 001 §5): the formulas the core and the theory see.

After :func:`Purifier.purify` every string term in a formula is a variable, a
constant or a concatenation of those; every other string-valued application
``f(args)`` and every Int-valued string function is replaced by a skolem ``k``
and recorded as a *definition* ``k = f(args)`` (whose meaning the reductions
and the fixed-length search supply).  String-sorted ``ite`` becomes a skolem with
``(ite c (= k a) (= k b))``.  Arguments of string predicates and of memberships
are variables or constants (concatenations get a skolem with an equation); a
containment of a concatenation also gets the valid side formulas
``contains(s, t1·…·tn) ⇒ contains(s, ti)`` (``CONTAINS_PART``), which meet a
negated containment of a part directly.

RegLan-sorted subterms are left as they are: a membership whose regex mentions
non-constant strings is kept as a *guarded* atom, decided only by the
fixed-length search and the final validation.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, cast

from ..terms import EMPTY, INT, REGLAN, STRING, Sort, Term, mk, string
from ..terms.ops import STRING_PREDICATES, STRING_TO_INT
from ..terms.walk import flatten, rebuild
from .skolems import Skolems

if TYPE_CHECKING:
    from typing import ClassVar

#: Applications whose string arguments must be variables or constants: the string
#: predicates and a (long) ``distinct`` of strings, which stays one atom.
ATOMIC_ARGUMENTS = STRING_PREDICATES | {"distinct"}


def concat(parts: list[Term]) -> Term:
    """The flattened concatenation of variables, constants and concatenations.

    Adjacent constants are merged and empty constants dropped.
    """
    items: list[Term] = []
    for p in flatten(parts, "str.++"):
        if p.op == "const":
            if p.value == "":
                continue
            if items and items[-1].op == "const":
                items[-1] = string(cast(str, items[-1].value) + cast(str, p.value))
                continue
        items.append(p)
    if not items:
        return EMPTY
    if len(items) == 1:
        return items[0]
    return mk("str.++", *items)


class Purifier:
    """Purifies formulas, sharing skolems and definitions across calls."""

    #: What the loop's assertion scopes save and restore (:mod:`.scopes`).
    scoped: ClassVar[tuple[str, ...]] = ("definitions", "side", "_cache", "_defined")

    def __init__(self, skolems: Skolems) -> None:
        self.skolems = skolems
        #: Definitions ``k = f(args)`` in creation order (each once).
        self.definitions: list[Term] = []
        #: Side formulas produced while purifying (``ite`` cases, concat equations),
        #: in creation order (the loop's side-formula pass asserts each once).
        self.side: list[Term] = []
        self._cache: dict[int, Term] = {}
        self._defined: set[Term] = set()

    def purify(self, formula: Term) -> Term:
        """``formula`` purified; new definitions/side formulas are appended."""
        memo = self._cache
        stack: list[tuple[Term, bool]] = [(formula, False)]
        while stack:
            t, ready = stack.pop()
            if t.id in memo:
                continue
            if t.sort is REGLAN:
                memo[t.id] = t
                continue
            if not ready:
                stack.append((t, True))
                stack.extend((c, False) for c in t.args if c.id not in memo)
                continue
            memo[t.id] = self._node(t, tuple(memo[c.id] for c in t.args))
        return memo[formula.id]

    # ---- one node ------------------------------------------------------------------

    def _node(self, t: Term, args: tuple[Term, ...]) -> Term:
        op = t.op
        if op in ("var", "const"):
            return t
        if t.sort is STRING:
            if op == "str.++":
                return concat(list(args))
            if op == "ite":
                k = self.skolems.skolem("ite", rebuild(t, args))
                self.side.append(mk("ite", args[0], self._eq(k, args[1]), self._eq(k, args[2])))
                return k
            return self._define(rebuild(t, args), STRING)
        if t.sort is INT and op in STRING_TO_INT:
            return self._define(rebuild(t, self._atomic_args(op, args)), INT)
        if op in ATOMIC_ARGUMENTS:
            atomic = rebuild(t, self._atomic_args(op, args))
            if op == "str.contains" and args[1].op == "str.++":
                # CONTAINS_PART: contains(s, t1·…·tn) ⇒ contains(s, ti), valid everywhere
                for part in dict.fromkeys(args[1].args):
                    self.side.append(mk("=>", atomic, mk("str.contains", atomic.args[0], part)))
            return atomic
        return rebuild(t, args)

    def _atomic_args(self, op: str, args: tuple[Term, ...]) -> tuple[Term, ...]:
        """Concatenation arguments replaced by variables (with an equation)."""
        out = []
        for a in args:
            if a.sort is STRING and a.op == "str.++":
                k = self.skolems.skolem("cc", a)
                if k not in self._defined:
                    self._defined.add(k)
                    self.side.append(mk("=", k, a))
                a = k
            out.append(a)
        return tuple(out)

    def _define(self, app: Term, sort: Sort) -> Term:
        k = self.skolems.skolem("purify", app, sort=sort)
        if k not in self._defined:
            self._defined.add(k)
            self.definitions.append(mk("=", k, app))
        return k

    @staticmethod
    def _eq(a: Term, b: Term) -> Term:
        return mk("=", a, b)
