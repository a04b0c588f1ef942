"""``RE_INTER_LENGTH``: the core's length of a class against its languages.

The core's length of the class is not a length of the combined language: the combined
length set when its automaton is small (an eager product of at most
:data:`MAX_PRODUCT_STATES` states), or ``|x| ≠ n`` when the exact-length search proves
that no word of length ``n`` exists.  Otherwise a word of that length becomes a hint
(:mod:`.hints`).
"""

from __future__ import annotations

from ...errors import ResourceLimit
from ...kept_units import filling
from ...regex import ast as R
from ...regex.automaton import NFA
from ...regex.lengths import LengthSet
from ...regex.product import difference, product
from ...terms import Term, integer, mk
from ...terms.formulas import by_id
from ..seam.context import Lemma
from ..seam.inferences import Inference
from .hints import HintRules
from .languages import CACHE_ENTRIES, length_formula, lengths_of_nfa
from .memberships import Sig, contained_words
from .search import Outcome, word_of_length

#: States of an eager product whose length set RE_INTER_LENGTH computes.
MAX_PRODUCT_STATES = 5_000


class LengthRules(HintRules):
    """``RE_INTER_LENGTH`` and the length hints of one class."""

    def lengths(self) -> list[Lemma]:
        """RE_INTER_LENGTH when the core's length is impossible, else a hint."""
        got = self.core_length()
        if got is None:
            return []
        v, n = got
        bounds = self.bounds_lemma(v, n)
        if bounds:
            return bounds
        if self.known is not Outcome.FOUND:
            return []
        witness = self.witness
        if witness is not None and len(witness) == n:
            self.hint(witness)
            return []
        if contained_words(self.mems, self.languages) is not None:
            # only Σ*·w·Σ*: pad the superstring; shorter lengths are left to the search
            # (into a free item of the class's concatenation if one is long enough: the
            # class's own variables would get a word that clashes with its constants)
            if witness is not None and not self.hint_free_items(witness):
                if len(witness) <= n:
                    self.hint(witness + witness[-1:] * (n - len(witness)))
                return self.room_lemma(witness)
            return []
        key = frozenset(m.sig for m in self.mems)
        ls = self.combined_lengths(key)
        why = self.premises(self.mems) | self.classes.explain(self.anchor, v)
        if ls is not None and n not in ls:
            return [Lemma(tuple(by_id(why)), length_formula(mk("str.len", v), ls),
                          Inference.RE_INTER_LENGTH)]
        if self._kept(self.state.hints.get(v), n):
            # an earlier step's value of this length is a word of the languages: the
            # exact-length search (per character of n) would only find another
            self.state.stats.count("regular.hint_kept")
            return []
        exact = self.step._exact
        if exact.charged((key, n), self.budget, "regular exact length"):
            outcome, word = exact[key, n]
        else:
            with filling() as fill:
                outcome, word = self._word_of_length(n)
            self.step.remember(exact, (key, n), (outcome, word), outcome, fill.cost)
        if outcome is Outcome.FOUND:
            assert word is not None
            self.hint(word)
        elif outcome is Outcome.NONE:
            return [Lemma(tuple(by_id(why)), mk("not", mk("=", mk("str.len", v), integer(n))),
                          Inference.RE_INTER_LENGTH)]
        return []

    def bounds_lemma(self, v: Term, n: int) -> list[Lemma]:
        """``m ⇒ min ≤ |v| ≤ max`` from a positive membership's AST length bounds,
        when ``n`` lies outside them (covers regexes whose exact length set was
        too costly for ``regex_lengths``, which cannot state an upper bound)."""
        for m in self.mems:
            node = m.ast(self.languages)
            if not m.positive or node is None or node.kind == R.NONE:
                continue
            lo, hi = node.min_len, node.max_len
            if n >= lo and (hi is None or n <= hi):
                continue
            length = mk("str.len", v)
            concl = mk(">=", length, integer(lo))
            if hi is not None:
                concl = mk("and", concl, mk("<=", length, integer(hi)))
            why = self.premises([m]) | self.classes.explain(self.anchor, v)
            return [Lemma(tuple(by_id(why)), concl, Inference.RE_INTER_LENGTH)]
        return []

    def _word_of_length(self, n: int) -> tuple[Outcome, str | None]:
        """A word of length ``n`` in every membership's language (the exact-length
        search), or why there is none."""
        parts = self.split(self.mems)
        if parts is None:
            return Outcome.LIMIT, None
        outcome, word, expanded = word_of_length(parts[0], parts[1], n, self.budget)
        self.state.stats.count("regular.length_search_nodes", expanded)
        return outcome, word

    def combined_lengths(self, key: frozenset[Sig]) -> LengthSet | None:
        table = self.step._combo_lengths
        if table.charged(key, self.budget, "regular length set"):
            return table[key]
        result: LengthSet | None = None
        with filling() as fill:
            if len(self.mems) == 1 and self.mems[0].positive:
                node = self.mems[0].ast(self.languages)
                result = None if node is None else self.languages.lengths(node, self.budget)
            else:
                parts = self.split(self.mems)
                if parts is not None:
                    result = self._eager_lengths(parts[0], parts[1])
        table.keep(key, result, fill.cost, CACHE_ENTRIES)
        return result

    def _eager_lengths(self, pos: list[NFA], neg: list[NFA]) -> LengthSet | None:
        from ...regex.automaton import universal_nfa

        try:
            acc = pos[0] if pos else universal_nfa(neg[0].algebra)
            for p in pos[1:]:
                acc = product(acc, p, deadline=self.budget, max_states=MAX_PRODUCT_STATES)
            for q in neg:
                acc = difference(acc, q, deadline=self.budget, max_states=MAX_PRODUCT_STATES)
            return lengths_of_nfa(acc, self.budget)
        except ResourceLimit:
            if self.budget.expired():
                raise
            return None
