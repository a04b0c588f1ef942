"""Witness hints and ``RE_ROOM``: what the regular step tells the later steps.

When a class's language is not empty, a word of the core's length (or a shortest word)
goes to the step's hints for the fixed-length search; for memberships ``Σ*·w·Σ*`` a
superstring of the words goes to a variable item of the class's concatenation that no
membership constrains.  When every such free item is shorter than that superstring,
``RE_ROOM`` (a pruning lemma: not valid, so never a reason for ``unsat``) asks that one
of them be at least that long.
"""

from __future__ import annotations

from ...terms import STRING, Term, integer, mk, string
from ...terms.evaluate import Undetermined, evaluate
from ...terms.formulas import by_id, disj
from ..seam.context import Lemma
from ..seam.inferences import Inference
from .class_state import ClassState


def _emptied_variable(lit: Term) -> Term | None:
    """``v`` when ``lit`` is ``v = ""`` or ``"" = v`` for a string variable ``v``."""
    if lit.op != "=":
        return None
    for a, b in (lit.args, lit.args[::-1]):
        if a.op == "var" and a.sort is STRING and b.op == "const" and b.value == "":
            return a
    return None


class HintRules(ClassState):
    """Hints and ``RE_ROOM`` of one class."""

    def hint_free_items(self, word: str) -> bool:
        """The class is a concatenation whose constants are fixed: a superstring of
        the contained words fits in a variable item without memberships of its own,
        padded to the core's length of that item (a hint, never a lemma).  True when
        one was placed."""
        expanded = self._expansion()
        if expanded is None:
            return False
        items = expanded[1].items
        constrained = set(self._item_memberships())
        placed = False
        for it in items:
            if it.op != "var" or self.classes.find(it) in constrained:
                continue
            try:
                n = self.state.length(it)
            except KeyError:
                continue
            if n >= len(word):
                if it not in self.hints and it not in self.state.hints:
                    self.hints[it] = word + (word[-1:] or "a") * (n - len(word))
                placed = True
        return placed

    def room_lemma(self, word: str) -> list[Lemma]:
        """RE_ROOM, a pruning lemma: the class is a concatenation whose free variable
        items (no memberships of their own) are all shorter than the contained words'
        superstring ``word``, and no constant item holds it: some free item is at least
        that long.  Not valid (``word`` may straddle items, or be another superstring),
        so the loop prunes with it only; it turns the enumeration of length vectors too
        short for the word (one fixed-length block each: slog ``*_sink``, where a
        variable that reaches ``Σ*·<SCRIPT·Σ*`` through a chain of concatenations got 1
        to 7 characters, vector after vector) into one step."""
        expanded = self._expansion()
        if expanded is None:
            return []
        cc, exp = expanded
        constrained = set(self._item_memberships())
        free: list[Term] = []
        for it in exp.items:
            if it.op == "const":
                if word in str(it.value):
                    return []
            elif it.op == "var" and self.classes.find(it) not in constrained:
                free.append(it)
        why = set(exp.premises) | self.classes.explain(self.anchor, cc)
        why |= self.premises(self.mems)
        # an item the candidate made empty is an item all the same: its emptiness is no
        # premise (else the core escapes the lemma by emptying another item, and the
        # emptiness patterns of a dozen items are thousands of rounds: slog 4640)
        for lit in list(why):
            emptied = _emptied_variable(lit)
            if emptied is not None:
                why.discard(lit)
                if self.classes.find(emptied) not in constrained:
                    free.append(emptied)
        # the user's variables only: a skolem of a split is a piece the next split may
        # cut again, and steering its length sent prop-engine-order (sat in 1 s) into
        # length vectors the fixed-length search could not close
        skolems = self.state.skolems
        free = [v for v in dict.fromkeys(free) if not skolems.is_skolem(v)]
        if not free:
            return []
        room = [mk(">=", mk("str.len", v), integer(len(word))) for v in free]
        return [Lemma(tuple(by_id(why)), disj(*room),
                      Inference.RE_ROOM, pruning=True)]

    def hint(self, word: str) -> None:
        """``word`` as the hint of the class's variables of its length, except where
        an earlier step's hint of that length is a word of every membership of the
        class already: that hint may be part of a solution of a whole component (the
        dashed step's), which a word of the class's languages alone would break (seed
        9191 f00391: ``aaaa`` for ``replace_re(z, …)`` replaced the dashed solution's
        ``abbb``, and the fixed-length search then laid out 196,610 positions)."""
        for v in self.variables():
            try:
                if self.state.length(v) == len(word):
                    if not self._kept(self.state.hints.get(v), len(word)):
                        self.hints[v] = word
            except KeyError:
                continue

    def _kept(self, earlier: str | None, n: int) -> bool:
        """Whether an earlier step's hint ``earlier`` has length ``n`` and lies in
        every language of the class (the reference evaluator decides)."""
        if earlier is None or len(earlier) != n:
            return False
        word = string(earlier)
        try:
            return all(evaluate(mk("str.in_re", mk("str.++", string(m.left), word,
                                                    string(m.right)), m.regex),
                                deadline=self.budget) is m.positive
                       for m in self.mems)
        except Undetermined:
            return False
