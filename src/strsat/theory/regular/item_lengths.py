"""``RE_ITEM_LENGTH``: the lengths of a class's leading item before a constant.

A class with memberships ``x ∈ L`` that equals a concatenation ``v·w·…`` (``v`` a
variable, ``w`` a constant) can only cut ``x`` where a word of ``L`` has ``w`` next:
``v`` lies in ``U = {u : u·w·Σ* ∩ L ≠ ∅}`` (the automaton of ``L`` with the states
that read ``w`` into a live state as final), and in its own memberships.  When the
core's length of ``v`` is not a length of that language, the lemma states the
length set: ``x ∈ L ∧ v's memberships ∧ x = v·w·… ⊢ |v| ∈ lengths(U ∩ L_v)``.

This is the first-occurrence cut of the ``replace``/``replace_all``/``indexof``
reductions (``x = a·p·b``, ``a ∉ Σ*·p·Σ*``): with ``x ∈ ([0-9]{3}-)*`` the first
``-`` is at 3, which the core otherwise learned one refuted length vector per round
(``|a|`` = 29, 28, 27, … for a 40-character ``x``).
"""

from __future__ import annotations

from ...errors import ResourceLimit
from ...kept_units import filling
from ...regex.automaton import NFA, coreachable, read, trim
from ...regex.lengths import LengthSet
from ...regex.product import difference, product
from ...terms import Term, mk
from ...terms.formulas import by_id
from ...terms.values import text_of
from ..seam.context import Lemma
from ..seam.inferences import Inference
from .class_state import ClassState
from .languages import CACHE_ENTRIES, length_formula, lengths_of_nfa
from .memberships import Membership

#: States of the eager products whose length set RE_ITEM_LENGTH computes, and the
#: readings of the deadline one computation may spend (its own share of the step's
#: budget: running out here gives no lemma, never the class's other checks).
MAX_ITEM_STATES = 5_000
ITEM_WORK = 2_000


def before_word(a: NFA, w: str) -> NFA:
    """The words ``u`` with ``u·w·v`` accepted by ``a`` for some ``v``."""
    live = coreachable(a)
    finals = frozenset(q for q in range(a.n_states) if read(a, (q,), w) & live)
    return trim(NFA(a.algebra, a.trans, a.initial, finals))


class ItemLengthRules(ClassState):
    """``RE_ITEM_LENGTH`` of one class."""

    def item_lengths(self) -> list[Lemma]:
        expanded = self._expansion()
        if expanded is None:
            return []
        cc, exp = expanded
        items: list[Term] = list(exp.items)
        if len(items) < 2 or items[0].op == "const" or items[1].op != "const":
            return []
        head = items[0]
        w = "".join(text_of(it) for it in _leading_constants(items[1:]))
        try:
            n = self.state.length(head)
        except KeyError:
            return []
        groups = self._item_memberships()
        root = self.classes.find(head)
        theirs = [m for m in groups.get(root, []) if m.ast(self.languages) is not None
                  and m not in self.mems]
        key = (frozenset(m.sig for m in self.mems), frozenset(m.sig for m in theirs), w)
        cache = self.step._item_lengths
        if not cache.charged(key, self.budget, "regular item lengths"):
            with filling() as fill:
                found = self._lengths(theirs, w)
            cache.keep(key, found, fill.cost, CACHE_ENTRIES)
        ls: LengthSet | None = cache[key]
        if ls is None or n in ls:
            return []
        why = set(exp.premises) | self.classes.explain(self.anchor, cc)
        why |= self.premises(self.mems)
        for m in theirs:
            why |= m.reasons
            why |= self.classes.explain(m.subject, head)
        return [Lemma(tuple(by_id(why)), length_formula(mk("str.len", head), ls),
                      Inference.RE_ITEM_LENGTH)]

    def _lengths(self, theirs: list[Membership], w: str) -> LengthSet | None:
        mine = self.split(self.mems)
        item = self.split(theirs)
        if mine is None or item is None or not mine[0]:
            return None
        local = self.budget.work(ITEM_WORK)
        try:
            whole = mine[0][0]
            for p in mine[0][1:]:
                whole = product(whole, p, deadline=local, max_states=MAX_ITEM_STATES)
            for q in mine[1]:
                whole = difference(whole, q, deadline=local, max_states=MAX_ITEM_STATES)
            acc = before_word(whole, w)
            for p in item[0]:
                acc = product(acc, p, deadline=local, max_states=MAX_ITEM_STATES)
            for q in item[1]:
                acc = difference(acc, q, deadline=local, max_states=MAX_ITEM_STATES)
            return lengths_of_nfa(acc, local)
        except ResourceLimit:
            if self.state.deadline.expired():
                raise
            return None


def _leading_constants(items: list[Term]) -> list[Term]:
    out: list[Term] = []
    for it in items:
        if it.op != "const":
            break
        out.append(it)
    return out


__all__ = ["ItemLengthRules", "before_word"]
