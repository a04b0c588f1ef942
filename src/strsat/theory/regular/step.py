"""The regular-constraint step of the strategy (papers 000 and 004).

Memberships ``x ∈ R`` / ``x ∉ R`` (``R`` ground) are grouped by the equivalence
classes of the positive string equalities (:class:`EqualityClasses`); the
premises of every lemma are the membership literals used and the equalities
that put their variables in one class (``explain``).  Per class:

* ``RE_CONST`` — the class holds a constant that some membership rejects
  (decided by the reference evaluator's derivatives).
* ``RE_EMPTY`` — the intersection of the positive languages minus the negative
  ones is empty (lazy product/difference); the explanation is shrunk: single
  memberships, then pairs, then greedy deletion.
* ``RE_CONCAT_EMPTY`` — the class also equals a concatenation of variables and
  constants: the concatenation of the items' languages (each variable's
  memberships, negative ones complemented; repeated variables taken
  independently, which only over-approximates) meets the class's languages
  nowhere (paper 000: search over paths of the concatenated automaton against
  the class's automata).  When that finds no conflict, items without memberships
  that are the cut ``pre(s, c)`` of a substring reduction at a small constant are
  read as ``Σ^c`` with ``|item| = c`` among the premises.
* Constant ends of a membership's subject move into its regex as quotients:
  ``c·x·d ∈ R`` is checked as ``x ∈ c\\R/d`` (:mod:`strsat.regex.quotient`), so
  memberships of ``x·"a"`` and of ``x`` meet in one class.
* ``RE_INTER_LENGTH`` — the core's length of the class is not a length of the
  combined language: the combined length set when its automaton is small, or
  ``|x| ≠ n`` when the exact-length search proves that no word of length ``n``
  exists.
* ``RE_SPLIT_EMPTY`` — when no class check finds a conflict: memberships whose
  concatenations share variables, jointly, by the states at the items'
  boundaries (:mod:`.splits`; groups formed in :mod:`.split_groups`).
* Witness hints — otherwise, a word of the core's length (or a shortest word)
  goes to the step's hints for the fixed-length search.

The per-class rule families live in modules of their own over one
:class:`~.class_state.ClassState`: :mod:`.emptiness` (``RE_CONST``, ``RE_EMPTY``),
:mod:`.concatenation` (``RE_CONCAT_EMPTY``), :mod:`.class_lengths`
(``RE_INTER_LENGTH``) and :mod:`.hints` (witness hints, ``RE_ROOM``); memberships and
their quotients are read in :mod:`.memberships`.  This module holds the step, the
split searches and the order of the families (:class:`_ClassCheck`).

Results are cached per class signature (the set of signed regex terms) for the
life of the step object, automata and length sets by the loop's
:class:`Languages`.  On a budget limit a class is skipped: no lemma is ever
produced without proof.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, TypeVar

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...kept_units import Cost, KeptTable, due, filling, hit
from ...regex import ast as R
from ...regex.automaton import NFA
from ...regex.lengths import LengthSet
from ...terms import FALSE, Term, mk
from ...terms.formulas import by_id
from ...terms.walk import is_ground
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from ..seam.equalities import EqualityClasses
from ..seam.inferences import Inference
from ..seam.lengths import length_axioms
from .char_codes import code_lemmas
from .class_lengths import LengthRules
from .concatenation import ConcatenationRules
from .counts import count_lemmas
from .emptiness import MAX_SHRINK_TESTS, SHRINK_BACKSTOP, SHRINK_WORK, EmptinessRules
from .item_lengths import ItemLengthRules
from .languages import CACHE_ENTRIES, Languages
from .memberships import Membership, Sig, membership
from .search import Outcome

if TYPE_CHECKING:
    from typing import Any

    from .split_groups import SplitMember

K = TypeVar("K")
V = TypeVar("V")

#: Budgets in readings of the deadline (automaton states, product steps, tests), each
#: with a wall-clock backstop about 8x the time its readings take at the calibrated
#: rate (docs/explanation/engine.md#budgets; shrinking an explanation: :mod:`.emptiness`): per
#: call of the step (on top of cached results),
STEP_WORK, STEP_BACKSTOP = 10_000, 20.0
#: one RE_SPLIT_EMPTY search,
SPLIT_WORK, SPLIT_BACKSTOP = 30_000, 16.0
#: and all RE_SPLIT_EMPTY searches of one check together (the core may present many
#: different sets of memberships; each new set is a new search).
SPLIT_TOTAL_WORK = 60_000
#: Outcomes of RE_SPLIT_EMPTY searches kept (the oldest goes past it).  Their keys are
#: membership atoms, whose variables a symbolic executor names afresh for every path,
#: so an outcome rarely serves beyond the checks of one scope (issue 40: in a soak of
#: 10,000 such checks every hit of the table was within 16 entries of its key's
#: first search).
SPLIT_ENTRIES = 64


class Regular(Step):
    """The regular-constraint step (``TheoryStep``)."""

    name = "regular"
    #: The step's tables and their bounds (entries; :mod:`strsat.caches`): session-owned,
    #: keyed by membership signatures (ground), the oldest out past the bound.
    bounded = {"_emptiness": CACHE_ENTRIES, "_combo_lengths": CACHE_ENTRIES,
               "_exact": CACHE_ENTRIES, "_concat": CACHE_ENTRIES,
               "_item_lengths": CACHE_ENTRIES, "_splits": SPLIT_ENTRIES}

    def __init__(self, languages: Languages | None = None) -> None:
        self.languages = languages if languages is not None else Languages()
        # the outcome tables: each entry's cost charged once per check that reads it
        # (strsat.kept_units: the same units whatever the session ran before)
        #: signature -> (outcome, shortest witness or None, core signatures if empty)
        self._emptiness: KeptTable[frozenset[Sig], tuple[Outcome, str | None,
                                                         frozenset[Sig]]] = KeptTable()
        self._combo_lengths: KeptTable[frozenset[Sig], LengthSet | None] = KeptTable()
        self._exact: KeptTable[tuple[frozenset[Sig], int], tuple[Outcome, str | None]] = \
            KeptTable()
        self._concat: KeptTable[tuple[R.Regex, frozenset[Sig]], Outcome] = KeptTable()
        self._item_lengths: KeptTable[tuple[frozenset[Sig], frozenset[Sig], str],
                                      LengthSet | None] = KeptTable()
        self._splits: KeptTable[frozenset[tuple[Term, bool, tuple[Term | str, ...]]],
                                Outcome] = KeptTable()
        #: readings spent in RE_SPLIT_EMPTY searches (bounded by SPLIT_TOTAL_WORK)
        self._split_spent = 0
        #: class signatures whose checks ran out of time once
        self._gave_up: set[frozenset[Sig]] = set()
        #: (cache, key) of the outcomes stored in this check that only hit a limit
        self._limited: list[tuple[KeptTable[Any, Any], object]] = []
        #: (membership, character) pairs given their RE_PARIKH_COUNT in this check
        self._counted: set[tuple[Term, str]] = set()
        #: (membership, character code, equalities) given their RE_CHAR_CODE in this check
        self._coded: set[tuple[Term, Term, frozenset[Term]]] = set()

    def new_check(self) -> None:
        """A check's own budgets: what ran out of one in an earlier check is tried
        again (the exhaustive outcomes stay: they are facts about the languages)."""
        self._split_spent = 0
        self._counted.clear()
        self._coded.clear()
        self._gave_up.clear()
        for cache, key in self._limited:
            cache.forget(key)
        self._limited.clear()

    def remember(self, cache: KeptTable[K, V], key: K, value: V, outcome: Outcome,
                 cost: Cost, limit: int = CACHE_ENTRIES) -> None:
        """Store ``value`` in ``cache`` at ``cost`` (:mod:`strsat.kept_units`); an outcome
        that only hit a limit is forgotten at the next check (:meth:`new_check`).  Past
        ``limit`` entries the oldest entry goes (a session keeps one step for hours:
        issue 40)."""
        cache.keep(key, value, cost, limit)
        if outcome is Outcome.LIMIT:
            self._limited.append((cache, key))

    # ---- entry --------------------------------------------------------------------

    def axioms(self, atom: Term) -> list[Lemma]:
        """A membership's length abstraction (``LEN_RE``: the length set of its
        language as arithmetic progressions)."""
        if atom.op != "str.in_re":
            return []
        return length_axioms(atom, self.languages.regex_lengths)

    def check(self, state: SolverState) -> StepResult:
        found: list[tuple[Term, bool]] = []
        for lit in state.literals:
            a = lit.atom
            if a.op == "str.in_re" and is_ground(a.args[1]) \
                    and self.languages.ast(a.args[1]) is not None:
                found.append((a, lit.positive))
        if not found:
            return CONSISTENT
        counts = count_lemmas(state, lambda r: self._nfa_of(r, state), self._counted)
        if counts:
            return StepResult(lemmas=counts)
        codes = code_lemmas(state, self.languages.ast, self._coded)
        if codes:
            return StepResult(lemmas=codes)
        classes = state.classes
        mems = [membership(a, positive, classes) for a, positive in found]
        groups: dict[Term, list[Membership]] = {}
        for m in mems:
            groups.setdefault(classes.find(m.subject), []).append(m)
        budget = state.deadline.budget(STEP_WORK, STEP_BACKSTOP)
        lemmas: list[Lemma] = []
        hints: dict[Term, str] = {}
        for ms in groups.values():
            key = frozenset(m.sig for m in ms)
            if key in self._gave_up:
                continue
            try:
                lemmas += _ClassCheck(self, state, classes, ms, budget, hints).run()
            except ResourceLimit:
                if state.deadline.expired():
                    raise
                self._gave_up.add(key)  # not again: the fixed-length search decides
                state.stats.count("regular.budget")
        if not lemmas:
            lemmas = self._split_conflicts(state, found, classes, budget)
        return StepResult(lemmas=lemmas, hints=hints)

    def _nfa_of(self, regex: Term, state: SolverState) -> NFA | None:
        node = self.languages.ast(regex)
        return None if node is None else self.languages.nfa(node, state.deadline, state.stats)

    def _split_conflicts(self, state: SolverState, found: list[tuple[Term, bool]],
                         classes: EqualityClasses, budget: Deadline) -> list[Lemma]:
        """RE_SPLIT_EMPTY (:mod:`.splits`) on each group of memberships whose
        concatenations share variables."""
        from .split_groups import split_groups  # at the first split (issue 39)

        lemmas: list[Lemma] = []
        for group in split_groups(found, classes):
            # the items are part of the key: a subject read through its class's
            # concatenation may read differently under other equalities
            key = frozenset((a, positive, items) for a, positive, items, _why in group)
            kept = key in self._splits
            # a kept outcome not yet charged in this check costs what a search would:
            # it needs the splits' budget and spends it (strsat.kept_units)
            if (not kept or due(self._splits.costs.get(key))) \
                    and self._split_spent >= SPLIT_TOTAL_WORK:
                state.stats.count("regular.split_budget")
                continue
            if kept:
                self._split_spent += hit(self._splits.costs.get(key), budget, "regular splits")
            else:
                local = budget.budget(SPLIT_WORK, SPLIT_BACKSTOP)
                with filling() as fill:
                    try:
                        outcome = self._split_outcome(state, group, local)
                    except ResourceLimit:
                        if state.deadline.expired():
                            raise
                        outcome = Outcome.LIMIT
                    finally:
                        self._split_spent += local.spent
                self.remember(self._splits, key, outcome, outcome, fill.cost, SPLIT_ENTRIES)
            if self._splits[key] is not Outcome.NONE:
                continue
            used = self._shrink_split(state, group, budget.budget(SHRINK_WORK, SHRINK_BACKSTOP))
            why: set[Term] = set()
            for a, positive, _items, because in used:
                why.add(a if positive else mk("not", a))
                why |= because
            lemmas.append(Lemma(tuple(by_id(why)), FALSE, Inference.RE_SPLIT_EMPTY))
        return lemmas

    def _split_outcome(self, state: SolverState, group: list[SplitMember],
                       deadline: Deadline) -> Outcome:
        from .split_groups import split_subjects
        from .splits import split_outcome

        subjects = split_subjects(group, deadline, state, self.languages)
        if subjects is None:
            return Outcome.LIMIT
        state.stats.count("regular.split_searches")
        return split_outcome(subjects, deadline)

    def _shrink_split(self, state: SolverState, group: list[SplitMember],
                      deadline: Deadline) -> list[SplitMember]:
        """Greedy deletion of memberships that the split conflict does not need."""
        used = list(group)
        if len(used) > MAX_SHRINK_TESTS:
            return used
        for m in list(used):
            rest = [u for u in used if u is not m]
            try:
                if self._split_outcome(state, rest, deadline) is Outcome.NONE:
                    used = rest
            except ResourceLimit:
                if state.deadline.expired():
                    raise
                break
        return used


class _ClassCheck(EmptinessRules, ConcatenationRules, ItemLengthRules, LengthRules):
    """The checks of one equivalence class with memberships, cheapest first: the class's
    constant (``RE_CONST``), emptiness (``RE_EMPTY``), a concatenation in the class
    (``RE_CONCAT_EMPTY``), its leading item's length (``RE_ITEM_LENGTH``), the core's
    length (``RE_INTER_LENGTH``) and hints; each family in a module of its own over
    :class:`~.class_state.ClassState`."""

    def run(self) -> list[Lemma]:
        const = self.classes.constant(self.anchor)
        if const is not None:
            return self.constant(const)
        lemmas = self.emptiness()
        if lemmas is not None:
            return lemmas
        lemmas = self.concatenation()
        if lemmas:
            return lemmas
        lemmas = self.item_lengths()
        if lemmas:
            return lemmas
        return self.lengths()
