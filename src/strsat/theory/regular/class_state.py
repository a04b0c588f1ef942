"""The state of one class check of the regular step, shared by its rule families.

:class:`ClassState` holds one equivalence class with memberships (deduplicated by
signature, in a deterministic order), the budget of the call and the step's caches,
and the readings every family uses: the premises of a set of memberships (the
literals and the equalities that put their subjects in the class), automata,
emptiness of a set, the class's concatenation and its expansion, the memberships of
every class, the class's variables and the core's length of one of them.  The
families (:mod:`.emptiness`, :mod:`.concatenation`, :mod:`.class_lengths`,
:mod:`.hints`) are mixins over it; :class:`~.step._ClassCheck` combines them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from strsat.static import Protocol, TypeVar

from ...deadline import Deadline
from ...kept_units import Cost, KeptTable
from ...regex import ast as R
from ...regex.automaton import NFA
from ...regex.lengths import LengthSet
from ...regex.product import distinct
from ...terms import STRING, Term
from ...terms.term import check_order
from ...terms.walk import is_ground
from ..seam.context import SolverState
from ..seam.equalities import EqualityClasses, Expansion
from .languages import Languages
from .memberships import Membership, Sig, membership
from .search import Outcome, is_empty

K = TypeVar("K")
V = TypeVar("V")


class StepCaches(Protocol):
    """What a class check reads of its step (:class:`~.step.Regular`): the languages and
    the step's result caches, which outlive the call."""

    languages: Languages
    _emptiness: KeptTable[frozenset[Sig], tuple[Outcome, str | None, frozenset[Sig]]]
    _combo_lengths: KeptTable[frozenset[Sig], LengthSet | None]
    _exact: KeptTable[tuple[frozenset[Sig], int], tuple[Outcome, str | None]]
    _concat: KeptTable[tuple[R.Regex, frozenset[Sig]], Outcome]
    _item_lengths: KeptTable[tuple[frozenset[Sig], frozenset[Sig], str], LengthSet | None]

    def remember(self, cache: KeptTable[K, V], key: K, value: V, outcome: Outcome,
                 cost: Cost) -> None: ...


class ClassState:
    """One equivalence class with memberships, and what the rule families read of it."""

    def __init__(self, step: StepCaches, state: SolverState, classes: EqualityClasses,
                 mems: list[Membership], budget: Deadline, hints: dict[Term, str]) -> None:
        self.step = step
        self.languages = step.languages
        self.state = state
        self.classes = classes
        self.budget = budget
        #: the step's hints of this round (the state's are those of earlier steps)
        self.hints = hints
        # one membership per signature (the first seen), deterministic order
        by_sig: dict[Sig, Membership] = {}
        for m in mems:
            by_sig.setdefault(m.sig, m)
        self.mems = sorted(by_sig.values(),
                           key=lambda m: (check_order(m.regex), m.positive, m.left, m.right))
        self.anchor = self.mems[0].subject
        self.witness: str | None = None
        self.known = Outcome.LIMIT
        self._by_class: dict[Term, list[Membership]] | None = None

    def premises(self, mems: Iterable[Membership]) -> set[Term]:
        out: set[Term] = set()
        for m in mems:
            out |= m.reasons
            out |= self.classes.explain(m.subject, self.anchor)
        return out

    def nfa(self, m: Membership) -> NFA | None:
        node = m.ast(self.languages)
        return None if node is None else self.languages.nfa(node, self.budget, self.state.stats)

    def split(self, mems: Sequence[Membership]) -> tuple[list[NFA], list[NFA]] | None:
        pos: list[NFA] = []
        neg: list[NFA] = []
        for m in mems:
            a = self.nfa(m)
            if a is None:
                return None
            (pos if m.positive else neg).append(a)
        return distinct(pos), distinct(neg)  # a repeated language counts once

    def empty(self, mems: Sequence[Membership], deadline: Deadline | None = None) -> Outcome:
        parts = self.split(mems)
        if parts is None:
            return Outcome.LIMIT
        outcome, _, generated = is_empty(parts[0], parts[1], deadline or self.budget)
        self.state.stats.count("regular.product_states", generated)
        return outcome

    def _expansion(self) -> tuple[Term, Expansion] | None:
        """The class's concatenation and its expansion (None: no concatenation, or an
        expansion past 10,000 items)."""
        cc = self.classes.concatenation(self.anchor)
        if cc is None:
            return None
        try:
            return cc, self.classes.expand(cc, limit=10_000)
        except OverflowError:
            return None

    def _item_memberships(self) -> dict[Term, list[Membership]]:
        """Every ground membership by the class of its subject (once per class check)."""
        if self._by_class is None:
            self._by_class = {}
            for lit in self.state.literals:
                a = lit.atom
                if a.op == "str.in_re" and is_ground(a.args[1]):
                    m = membership(a, lit.positive, self.classes)
                    self._by_class.setdefault(self.classes.find(m.subject), []).append(m)
        return self._by_class

    def variables(self) -> list[Term]:
        return [t for t in self.classes.members(self.anchor)
                if t.op == "var" and t.sort is STRING]

    def core_length(self) -> tuple[Term, int] | None:
        for v in self.variables():
            try:
                return v, self.state.length(v)
            except KeyError:
                continue
        return None
