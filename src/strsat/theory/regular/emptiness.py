"""``RE_CONST`` and ``RE_EMPTY``: a class's constant, and the emptiness of its languages.

``RE_CONST`` — the class holds a constant that some membership rejects (the reference
evaluator's derivatives).  ``RE_EMPTY`` — the intersection of the positive languages
minus the negative ones is empty (lazy product/difference, papers 000 and 004),
decided on prefixes of 2, 4, 8, … memberships so that a conflict among a few of many
is found on a small product; the explanation is shrunk: single memberships, then
pairs, then a progression by doubling and bisection.
"""

from __future__ import annotations

from ...errors import ResourceLimit
from ...kept_units import filling
from ...terms import FALSE, Term
from ...terms.evaluate import matches
from ...terms.formulas import by_id
from ..seam.context import Lemma
from ..seam.inferences import Inference
from .class_state import ClassState
from .memberships import Membership, Sig, contained_words, superstring
from .search import Outcome, is_empty

#: Emptiness tests spent shrinking one explanation.
MAX_SHRINK_TESTS = 40
#: Memberships in a class above which pairs are not tried when shrinking.
MAX_PAIRS_OF = 6
#: Budget of shrinking one explanation, in readings of the deadline, with its wall-clock
#: backstop (docs/explanation/engine.md#budgets).
SHRINK_WORK, SHRINK_BACKSTOP = 15_000, 8.0


class _Stop(Exception):
    """The shrinking budget of tests is spent."""


class EmptinessRules(ClassState):
    """``RE_CONST`` and ``RE_EMPTY`` of one class."""

    def constant(self, const: Term) -> list[Lemma]:
        """RE_CONST: the class's constant against each membership."""
        word = const.value
        assert isinstance(word, str)
        for m in self.mems:
            if matches(m.regex, m.left + word + m.right, deadline=self.budget) != m.positive:
                why = m.reasons | self.classes.explain(m.subject, const)
                return [Lemma(tuple(by_id(why)), FALSE, Inference.RE_CONST)]
        return []

    def emptiness(self) -> list[Lemma] | None:
        """RE_EMPTY with a small explanation; None when the language is not empty
        (a shortest witness is then remembered) or unknown."""
        key = frozenset(m.sig for m in self.mems)
        table = self.step._emptiness
        if table.charged(key, self.budget, "regular emptiness"):
            outcome, witness, core = table[key]
        else:
            with filling() as fill:
                outcome, witness, core = self._progressive_emptiness()
            self.step.remember(table, key, (outcome, witness, core), outcome, fill.cost)
        self.witness = witness
        self.known = outcome
        if outcome is not Outcome.NONE:
            return None
        used = [m for m in self.mems if m.sig in core]
        return [Lemma(tuple(by_id(self.premises(used))), FALSE, Inference.RE_EMPTY)]

    def _progressive_emptiness(self) -> tuple[Outcome, str | None, frozenset[Sig]]:
        """Emptiness of prefixes of 2, 4, 8, … memberships, then of all: a conflict
        among a few of many memberships is found on a small product."""
        words = contained_words(self.mems, self.languages)
        if words is not None:
            # Σ*·w·Σ* for every membership: never empty, a superstring is a witness (the
            # product of such automata grows with the product of the words' lengths)
            return Outcome.FOUND, superstring(words), frozenset()
        if self.split(self.mems) is None:
            return Outcome.LIMIT, None, frozenset()
        k = 2
        while True:
            prefix = self.mems[:k]
            parts = self.split(prefix)
            assert parts is not None
            outcome, witness, generated = is_empty(parts[0], parts[1], self.budget)
            self.state.stats.count("regular.product_states", generated)
            if outcome is Outcome.NONE:
                return outcome, None, frozenset(m.sig for m in self.shrink(prefix))
            if outcome is Outcome.LIMIT or k >= len(self.mems):
                return outcome, witness, frozenset()
            k = min(2 * k, len(self.mems))

    def shrink(self, mems: list[Membership]) -> list[Membership]:
        """A subset whose language is still empty (``mems``'s is).

        Single memberships first (positive ones with a non-empty length set are
        skipped), then pairs of a few memberships, then a progression: the
        shortest prefix of the remaining memberships that, with the core found
        so far, is empty (found by doubling and bisection) ends with a needed
        membership, which joins the core.  Bounded by ``MAX_SHRINK_TESTS`` and
        ``SHRINK_WORK``; on a limit the best known empty set is returned."""
        limit = self.budget.budget(SHRINK_WORK, SHRINK_BACKSTOP)
        tests = [0]

        known: dict[frozenset[Sig], bool] = {}

        def empty(subset: list[Membership]) -> bool:
            key = frozenset(m.sig for m in subset)
            if key in known:
                return known[key]
            if len(subset) == 1 and self.surely_nonempty(subset[0]):
                return False
            if tests[0] >= MAX_SHRINK_TESTS:
                raise _Stop
            tests[0] += 1
            known[key] = self.empty(subset, limit) is Outcome.NONE
            return known[key]

        best = list(mems)
        try:
            for m in mems:
                if len(mems) > 1 and empty([m]):
                    return [m]
            if 2 < len(mems) <= MAX_PAIRS_OF:
                for i, a in enumerate(mems):
                    for b in mems[i + 1:]:
                        if empty([a, b]):
                            return [a, b]
            core: list[Membership] = []
            rest = list(mems)
            while rest and not (core and empty(core)):
                lo, hi = 0, 1  # core + rest[:hi] is empty, core + rest[:lo] is not
                while hi < len(rest) and not empty(core + rest[:hi]):
                    lo, hi = hi, min(2 * hi, len(rest))
                while hi - lo > 1:
                    mid = (lo + hi) // 2
                    if empty(core + rest[:mid]):
                        hi = mid
                    else:
                        lo = mid
                core.append(rest[hi - 1])
                rest = rest[:hi - 1]
                best = core + rest
            return core
        except _Stop:
            return best
        except ResourceLimit:
            if self.budget.expired():
                raise
            return best

    def surely_nonempty(self, m: Membership) -> bool:
        """A positive membership whose language has a length (cached length set)."""
        if not m.positive:
            return False
        node = m.ast(self.languages)
        ls = None if node is None else self.languages.lengths(node, self.budget)
        return ls is not None and not ls.is_empty()
