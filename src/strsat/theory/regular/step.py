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

Results are cached per class signature (the set of signed regex terms) for the
life of the step object, automata and length sets by the loop's
:class:`Languages`.  On a budget limit a class is skipped: no lemma is ever
produced without proof.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...regex import ast as R
from ...regex.automaton import NFA
from ...regex.lengths import LengthSet
from ...regex.product import difference, product
from ...terms import FALSE, STRING, Term, integer, mk
from ...terms.evaluate import matches
from ...terms.formulas import by_id, disj, implies
from ...terms.walk import is_ground
from ..seam.context import CONSISTENT, Lemma, SolverState, StepResult
from ..seam.equalities import EqualityClasses, Expansion
from ..seam.inferences import Inference
from ..seam.lengths import length_axioms
from .languages import Languages, length_formula, lengths_of_nfa
from .search import Outcome, is_empty, word_of_length
from .split_groups import SplitMember, split_groups, split_subjects
from .splits import split_outcome

#: Budgets in readings of the deadline (automaton states, product steps, tests), each
#: with a wall-clock backstop about 8x the time its readings take at the calibrated
#: rate (docs/engine.md, "Budgets"): per call of the step (on top of cached results),
STEP_WORK, STEP_BACKSTOP = 10_000, 20.0
#: Core lengths up to which a free item of RE_CONCAT_EMPTY is read as Σ^n.
MAX_PINNED = 4
#: Product states of one RE_CONCAT_EMPTY search (it runs on every new concatenation).
CONCAT_SEARCH_STATES = 20_000
#: States of an eager product whose length set RE_INTER_LENGTH computes.
MAX_PRODUCT_STATES = 5_000
#: Emptiness tests spent shrinking one explanation.
MAX_SHRINK_TESTS = 40
#: Memberships in a class above which pairs are not tried when shrinking.
MAX_PAIRS_OF = 6
#: shrinking one explanation,
SHRINK_WORK, SHRINK_BACKSTOP = 15_000, 8.0
#: one RE_SPLIT_EMPTY search,
SPLIT_WORK, SPLIT_BACKSTOP = 30_000, 16.0
#: and all RE_SPLIT_EMPTY searches of one check together (the core may present many
#: different sets of memberships; each new set is a new search).
SPLIT_TOTAL_WORK = 60_000

Sig = tuple[Term, bool, str, str]  # (regex term, positive, left word, right word)



@dataclass(frozen=True)
class Membership:
    """One membership literal ``source ∈ regex`` (or ``∉`` when not positive), read
    as ``subject ∈ left\\regex/right`` when ``source = left·subject·right`` with
    constant ends (:func:`membership`; :mod:`strsat.regex.quotient`)."""

    subject: Term
    regex: Term
    positive: bool
    left: str = ""
    right: str = ""
    source: Term | None = None
    #: Equalities behind reading ``source`` as ``left·subject·right``.
    why: frozenset[Term] = frozenset()

    @property
    def atom(self) -> Term:
        subject = self.subject if self.source is None else self.source
        return mk("str.in_re", subject, self.regex)

    @property
    def literal(self) -> Term:
        return self.atom if self.positive else mk("not", self.atom)

    @property
    def reasons(self) -> set[Term]:
        """The literal and the equalities behind the quotient."""
        return {self.literal, *self.why}

    @property
    def sig(self) -> Sig:
        return (self.regex, self.positive, self.left, self.right)

    def ast(self, languages: Languages) -> R.Regex | None:
        """The language of ``subject`` (the quotient of ``regex``), None if not regular."""
        return languages.quotient(self.regex, self.left, self.right)


def membership(atom: Term, positive: bool, classes: EqualityClasses | None = None
               ) -> Membership:
    """The membership of a literal, the constant ends of its subject (or of the
    concatenation in the subject's class) moved into the regex: ``c·x·d ∈ R`` is
    read ``x ∈ c\\R/d`` (exact for both polarities)."""
    subject, regex = atom.args
    body, why = (subject, frozenset()) if classes is None else \
        classes.read_as_concatenation(subject)
    if body.op != "str.++":
        return Membership(subject, regex, positive)
    items = list(body.args)
    left = right = ""
    while len(items) > 1 and items[0].op == "const":
        left += items.pop(0).value  # type: ignore[operator]
    while len(items) > 1 and items[-1].op == "const":
        right = items.pop().value + right  # type: ignore[operator]
    if not (left or right):
        return Membership(subject, regex, positive)
    rest = items[0] if len(items) == 1 else mk("str.++", *items)
    return Membership(rest, regex, positive, left, right, subject, why)


class _Stop(Exception):
    """The shrinking budget of tests is spent."""


class Regular:
    """The regular-constraint step (``TheoryStep``)."""

    name = "regular"

    def __init__(self, languages: Languages | None = None) -> None:
        self.languages = languages if languages is not None else Languages()
        #: signature -> (outcome, shortest witness or None, core signatures if empty)
        self._emptiness: dict[frozenset[Sig], tuple[Outcome, str | None, frozenset[Sig]]] = {}
        self._combo_lengths: dict[frozenset[Sig], LengthSet | None] = {}
        self._exact: dict[tuple[frozenset[Sig], int], tuple[Outcome, str | None]] = {}
        self._concat: dict[tuple, Outcome] = {}
        self._splits: dict[frozenset[tuple[Term, bool, tuple[Term | str, ...]]], Outcome] = {}
        #: readings spent in RE_SPLIT_EMPTY searches (bounded by SPLIT_TOTAL_WORK)
        self._split_spent = 0
        #: class signatures whose checks ran out of time once
        self._gave_up: set[frozenset[Sig]] = set()
        #: (cache, key) of the outcomes stored in this check that only hit a limit
        self._limited: list[tuple[dict, object]] = []

    def new_check(self) -> None:
        """A check's own budgets: what ran out of one in an earlier check is tried
        again (the exhaustive outcomes stay: they are facts about the languages)."""
        self._split_spent = 0
        self._gave_up.clear()
        for cache, key in self._limited:
            cache.pop(key, None)
        self._limited.clear()

    def remember(self, cache: dict, key: object, value: object, outcome: Outcome) -> None:
        """Store ``value`` in ``cache``; an outcome that only hit a limit is forgotten at
        the next check (:meth:`new_check`)."""
        cache[key] = value
        if outcome is Outcome.LIMIT:
            self._limited.append((cache, key))

    # ---- entry --------------------------------------------------------------------

    def axioms(self, atom: Term) -> list[Lemma]:
        """A membership's length abstraction (``LEN_RE``: the length set of its
        language as arithmetic progressions)."""
        if atom.op != "str.in_re":
            return []
        return length_axioms(atom, self.languages.regex_lengths)

    def check(self, ctx: SolverState) -> StepResult:
        found: list[tuple[Term, bool]] = []
        for lit in ctx.literals:
            a = lit.atom
            if a.op == "str.in_re" and is_ground(a.args[1]) \
                    and self.languages.ast(a.args[1]) is not None:
                found.append((a, lit.positive))
        if not found:
            return CONSISTENT
        classes = ctx.classes
        mems = [membership(a, positive, classes) for a, positive in found]
        groups: dict[Term, list[Membership]] = {}
        for m in mems:
            groups.setdefault(classes.find(m.subject), []).append(m)
        budget = ctx.deadline.budget(STEP_WORK, STEP_BACKSTOP)
        lemmas: list[Lemma] = []
        hints: dict[Term, str] = {}
        for ms in groups.values():
            key = frozenset(m.sig for m in ms)
            if key in self._gave_up:
                continue
            try:
                lemmas += _ClassCheck(self, ctx, classes, ms, budget, hints).run()
            except ResourceLimit:
                if ctx.deadline.expired():
                    raise
                self._gave_up.add(key)  # not again: the fixed-length search decides
                ctx.stats.count("regular.budget")
        if not lemmas:
            lemmas = self._split_conflicts(ctx, found, classes, budget)
        return StepResult(lemmas=lemmas, hints=hints)

    def _split_conflicts(self, ctx: SolverState, found: list[tuple[Term, bool]],
                         classes: EqualityClasses, budget: Deadline) -> list[Lemma]:
        """RE_SPLIT_EMPTY (:mod:`.splits`) on each group of memberships whose
        concatenations share variables."""
        lemmas: list[Lemma] = []
        for group in split_groups(found, classes):
            # the items are part of the key: a subject read through its class's
            # concatenation may read differently under other equalities
            key = frozenset((a, positive, items) for a, positive, items, _why in group)
            if key not in self._splits:
                if self._split_spent >= SPLIT_TOTAL_WORK:
                    ctx.stats.count("regular.split_budget")
                    continue
                local = budget.budget(SPLIT_WORK, SPLIT_BACKSTOP)
                try:
                    outcome = self._split_outcome(ctx, group, local)
                except ResourceLimit:
                    if ctx.deadline.expired():
                        raise
                    outcome = Outcome.LIMIT
                finally:
                    self._split_spent += local.spent
                self.remember(self._splits, key, outcome, outcome)
            if self._splits[key] is not Outcome.NONE:
                continue
            used = self._shrink_split(ctx, group, budget.budget(SHRINK_WORK, SHRINK_BACKSTOP))
            why: set[Term] = set()
            for a, positive, _items, because in used:
                why.add(a if positive else mk("not", a))
                why |= because
            lemmas.append(Lemma(implies(by_id(why), FALSE), Inference.RE_SPLIT_EMPTY))
        return lemmas

    def _split_outcome(self, ctx: SolverState, group: list[SplitMember],
                       deadline: Deadline) -> Outcome:
        subjects = split_subjects(group, deadline, ctx, self.languages)
        if subjects is None:
            return Outcome.LIMIT
        ctx.stats.count("regular.split_searches")
        return split_outcome(subjects, deadline)

    def _shrink_split(self, ctx: SolverState, group: list[SplitMember],
                      deadline: Deadline) -> list[SplitMember]:
        """Greedy deletion of memberships that the split conflict does not need."""
        used = list(group)
        if len(used) > MAX_SHRINK_TESTS:
            return used
        for m in list(used):
            rest = [u for u in used if u is not m]
            try:
                if self._split_outcome(ctx, rest, deadline) is Outcome.NONE:
                    used = rest
            except ResourceLimit:
                if ctx.deadline.expired():
                    raise
                break
        return used


class _ClassCheck:
    """The checks of one equivalence class with memberships."""

    def __init__(self, step: Regular, ctx: SolverState, classes: EqualityClasses,
                 mems: list[Membership], budget: Deadline, hints: dict[Term, str]) -> None:
        self.step = step
        self.languages = step.languages
        self.ctx = ctx
        self.classes = classes
        self.budget = budget
        #: the step's hints of this round (the state's are those of earlier steps)
        self.hints = hints
        # one membership per signature (the first seen), deterministic order
        by_sig: dict[Sig, Membership] = {}
        for m in mems:
            by_sig.setdefault(m.sig, m)
        self.mems = sorted(by_sig.values(),
                           key=lambda m: (m.regex.id, m.positive, m.left, m.right))
        self.anchor = self.mems[0].subject
        self.witness: str | None = None
        self.known = Outcome.LIMIT
        self._by_class: dict[Term, list[Membership]] | None = None

    # ---- helpers ------------------------------------------------------------------

    def premises(self, mems: Iterable[Membership]) -> set[Term]:
        out: set[Term] = set()
        for m in mems:
            out |= m.reasons
            out |= self.classes.explain(m.subject, self.anchor)
        return out

    def nfa(self, m: Membership) -> NFA | None:
        node = m.ast(self.languages)
        return None if node is None else self.languages.nfa(node, self.budget, self.ctx.stats)

    def split(self, mems: Sequence[Membership]) -> tuple[list[NFA], list[NFA]] | None:
        pos, neg = [], []
        for m in mems:
            a = self.nfa(m)
            if a is None:
                return None
            (pos if m.positive else neg).append(a)
        return pos, neg

    def empty(self, mems: Sequence[Membership], deadline: Deadline | None = None) -> Outcome:
        parts = self.split(mems)
        if parts is None:
            return Outcome.LIMIT
        outcome, _, generated = is_empty(parts[0], parts[1], deadline or self.budget)
        self.ctx.stats.count("regular.product_states", generated)
        return outcome

    # ---- the checks ---------------------------------------------------------------

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
        return self.lengths()

    def constant(self, const: Term) -> list[Lemma]:
        """RE_CONST: the class's constant against each membership."""
        word = const.value
        assert isinstance(word, str)
        for m in self.mems:
            if matches(m.regex, m.left + word + m.right, deadline=self.budget) != m.positive:
                why = m.reasons | self.classes.explain(m.subject, const)
                return [Lemma(implies(by_id(why), FALSE), Inference.RE_CONST)]
        return []

    def emptiness(self) -> list[Lemma] | None:
        """RE_EMPTY with a small explanation; None when the language is not empty
        (a shortest witness is then remembered) or unknown."""
        key = frozenset(m.sig for m in self.mems)
        hit = self.step._emptiness.get(key)
        if hit is None:
            hit = self._progressive_emptiness()
            self.step.remember(self.step._emptiness, key, hit, hit[0])
        outcome, witness, core = hit
        self.witness = witness
        self.known = outcome
        if outcome is not Outcome.NONE:
            return None
        used = [m for m in self.mems if m.sig in core]
        return [Lemma(implies(by_id(self.premises(used)), FALSE), Inference.RE_EMPTY)]

    def _progressive_emptiness(self) -> tuple[Outcome, str | None, frozenset[Sig]]:
        """Emptiness of prefixes of 2, 4, 8, … memberships, then of all: a conflict
        among a few of many memberships is found on a small product."""
        words = _contained_words(self.mems, self.languages)
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
            self.ctx.stats.count("regular.product_states", generated)
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

    def concatenation(self) -> list[Lemma]:
        """RE_CONCAT_EMPTY (paper 000): the class equals a concatenation whose
        items' languages, concatenated, miss the class's languages.  The
        memberships in the explanation are shrunk by greedy deletion."""
        expanded = self._expansion()
        if expanded is None:
            return []
        cc, exp = expanded
        groups = self._item_memberships()
        items: list[Term] = list(exp.items)
        item_mems: list[Membership] = []
        for it in items:
            if it.op != "const":
                item_mems += [m for m in groups.get(self.classes.find(it), [])
                              if m.ast(self.languages) is not None]
        item_mems = list(dict.fromkeys(item_mems))
        used = list(self.mems) + item_mems
        pins: dict[Term, int] = {}
        nonempty: set[Term] = set()
        if self._concat_empty(items, used) is not Outcome.NONE:
            pins = self._pinned_lengths(items, used)
            if not pins or self._concat_empty(items, used, pins) is not Outcome.NONE:
                nonempty = self._nonempty_items(items, used)
                if not nonempty or self._concat_empty(items, used, pins, nonempty) \
                        is not Outcome.NONE:
                    return []
                for it in list(nonempty):  # keep only the non-emptiness needed
                    if self._concat_empty(items, used, pins, nonempty - {it}) is Outcome.NONE:
                        nonempty.discard(it)
        tests = 0
        for m in list(used):
            if tests >= MAX_SHRINK_TESTS:
                break
            rest = [u for u in used if u is not m]
            if not any(u in self.mems for u in rest):
                continue
            tests += 1
            if self._concat_empty(items, rest, pins, nonempty) is Outcome.NONE:
                used = rest
        why = set(exp.premises) | self.classes.explain(self.anchor, cc)
        why |= {mk("=", mk("str.len", it), integer(n)) for it, n in pins.items()}
        why |= {mk(">=", mk("str.len", it), integer(1)) for it in nonempty}
        why |= self.premises([m for m in used if m in self.mems])
        for m in used:
            if m not in self.mems:
                why |= m.reasons
                why |= self.classes.explain(m.subject, self.classes.representative(m.subject))
        return [Lemma(implies(by_id(why), FALSE), Inference.RE_CONCAT_EMPTY)]

    def _pinned_lengths(self, items: list[Term], used: list[Membership]) -> dict[Term, int]:
        """Items without memberships that are the cut ``pre(s, c)`` of a substring
        reduction at a constant ``c`` ≤ :data:`MAX_PINNED` equal to their core length
        (pinning every short free item steered the core into other length vectors:
        slog_stranger_3837 lost its model)."""
        definition = getattr(self.ctx.skolems, "definition", None)
        if definition is None:
            return {}
        with_mems = {self.classes.find(m.subject) for m in used if m not in self.mems}
        pins: dict[Term, int] = {}
        for it in items:
            if it.op == "const" or self.classes.find(it) in with_mems:
                continue
            d = definition(it)
            if d is None or d[0] != "pre" or len(d[1]) != 2 or d[1][1].op != "const":
                continue
            n = self.ctx.ints.get(mk("str.len", it))
            if n is not None and 0 < n <= MAX_PINNED and n == d[1][1].value:
                pins[it] = n
        return pins

    def _nonempty_items(self, items: list[Term], used: list[Membership]) -> set[Term]:
        """Items with memberships that the core makes non-empty: read as ``L ∩ Σ⁺``
        (with ``|item| ≥ 1`` among the premises) they refute ``z·s ∈ 1*`` for ``z ∈
        2*`` — the leading letter the stabilisation of Z3-Noodler's noodles (Blahoudek
        et al., CAV 2023) finds, as one lemma that holds for every length of ``s``."""
        with_mems = {self.classes.find(m.subject) for m in used if m not in self.mems}
        out: set[Term] = set()
        for it in items:
            if it.op == "const" or self.classes.find(it) not in with_mems:
                continue
            n = self.ctx.ints.get(mk("str.len", it))
            if n is not None and n > 0:
                out.add(it)
        return out

    def _concat_empty(self, items: list[Term], used: list[Membership],
                      pins: dict[Term, int] | None = None,
                      nonempty: set[Term] | frozenset[Term] = frozenset()) -> Outcome:
        """Emptiness of (items' languages concatenated) ∩ the class's languages,
        with only the memberships ``used`` (each item's; negative ones complemented);
        an item of ``pins`` without memberships is read as ``Σ^n``, one of
        ``nonempty`` as its languages ∩ ``Σ⁺``."""
        own = [m for m in used if m in self.mems]
        asts: list[R.Regex] = []
        for it in items:
            if it.op == "const":
                asts.append(R.literal(it.value))  # type: ignore[arg-type]
                continue
            root = self.classes.find(it)
            mine = [m.ast(self.languages) if m.positive  # type: ignore[misc]
                    else R.comp(m.ast(self.languages))  # type: ignore[arg-type]
                    for m in used if m not in self.mems and self.classes.find(m.subject) is root]
            if not mine and pins and it in pins:
                mine = [R.loop(R.ALLCHAR, pins[it], pins[it])]
            if mine and it in nonempty:
                mine = [*mine, R.concat(R.ALLCHAR, R.ALL)]
            asts.append(R.inter(*mine) if mine else R.ALL)  # type: ignore[arg-type]
        whole = R.concat(*asts)
        if whole is R.ALL or not own:
            return Outcome.LIMIT
        if R.ALL in asts and _contained_words(own, self.languages) is not None:
            return Outcome.FOUND  # a free item can hold a superstring of every word
        key = (whole, frozenset(m.sig for m in own))
        outcome = self.step._concat.get(key)
        if outcome is None:
            outcome = Outcome.LIMIT
            whole_nfa = self.languages.nfa(whole, self.budget, self.ctx.stats)
            parts = self.split(own)
            if whole_nfa is not None and parts is not None:
                outcome, _, generated = is_empty([whole_nfa, *parts[0]], parts[1],
                                                 self.budget, CONCAT_SEARCH_STATES)
                self.ctx.stats.count("regular.product_states", generated)
            self.step.remember(self.step._concat, key, outcome, outcome)
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
            for lit in self.ctx.literals:
                a = lit.atom
                if a.op == "str.in_re" and is_ground(a.args[1]):
                    m = membership(a, lit.positive, self.classes)
                    self._by_class.setdefault(self.classes.find(m.subject), []).append(m)
        return self._by_class

    # ---- lengths and hints -------------------------------------------------------

    def variables(self) -> list[Term]:
        return [t for t in self.classes.members(self.anchor)
                if t.op == "var" and t.sort is STRING]

    def core_length(self) -> tuple[Term, int] | None:
        for v in self.variables():
            try:
                return v, self.ctx.length(v)
            except KeyError:
                continue
        return None

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
        if _contained_words(self.mems, self.languages) is not None:
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
            return [Lemma(implies(by_id(why), length_formula(mk("str.len", v), ls)),
                          Inference.RE_INTER_LENGTH)]
        hit = self.step._exact.get((key, n))
        if hit is None:
            parts = self.split(self.mems)
            hit = (Outcome.LIMIT, None)
            if parts is not None:
                outcome, word, expanded = word_of_length(parts[0], parts[1], n, self.budget)
                self.ctx.stats.count("regular.length_search_nodes", expanded)
                hit = (outcome, word)
            self.step.remember(self.step._exact, (key, n), hit, hit[0])
        outcome, word = hit
        if outcome is Outcome.FOUND:
            assert word is not None
            self.hint(word)
        elif outcome is Outcome.NONE:
            return [Lemma(implies(by_id(why), mk("not", mk("=", mk("str.len", v), integer(n)))),
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
            return [Lemma(implies(by_id(why), concl), Inference.RE_INTER_LENGTH)]
        return []

    def combined_lengths(self, key: frozenset[Sig]) -> LengthSet | None:
        if key in self.step._combo_lengths:
            return self.step._combo_lengths[key]
        result: LengthSet | None = None
        if len(self.mems) == 1 and self.mems[0].positive:
            node = self.mems[0].ast(self.languages)
            result = None if node is None else self.languages.lengths(node, self.budget)
        else:
            parts = self.split(self.mems)
            if parts is not None:
                result = self._eager_lengths(parts[0], parts[1])
        self.step._combo_lengths[key] = result
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
                n = self.ctx.length(it)
            except KeyError:
                continue
            if n >= len(word):
                if it not in self.hints and it not in self.ctx.hints:
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
        skolems = self.ctx.skolems
        free = [v for v in dict.fromkeys(free) if not skolems.is_skolem(v)]
        if not free:
            return []
        room = [mk(">=", mk("str.len", v), integer(len(word))) for v in free]
        return [Lemma(implies(by_id(why), disj(*room)),
                      Inference.RE_ROOM, pruning=True)]

    def hint(self, word: str) -> None:
        for v in self.variables():
            try:
                if self.ctx.length(v) == len(word):
                    self.hints[v] = word
            except KeyError:
                continue


def _emptied_variable(lit: Term) -> Term | None:
    """``v`` when ``lit`` is ``v = ""`` or ``"" = v`` for a string variable ``v``."""
    if lit.op != "=":
        return None
    for a, b in (lit.args, lit.args[::-1]):
        if a.op == "var" and a.sort is STRING and b.op == "const" and b.value == "":
            return a
    return None


def _contained_words(mems: Sequence[Membership], languages: Languages) -> list[str] | None:
    """The words ``w`` when every membership is positive in some ``Σ*·w·Σ*``."""
    words = []
    for m in mems:
        w = _contained_word(m.ast(languages)) if m.positive else None
        if w is None:
            return None
        words.append(w)
    return words


def _contained_word(node: R.Regex | None) -> str | None:
    """``w`` when ``node`` is ``Σ*·w·Σ*`` (the language of ``str.contains(x, w)``)."""
    if node is None or node.kind != R.CONCAT:
        return None
    args = node.args
    if len(args) < 3 or args[0] is not R.ALL or args[-1] is not R.ALL:
        return None
    chars = []
    for a in args[1:-1]:
        if a.kind != R.CHARS or a.chars.size() != 1:
            return None
        chars.append(chr(a.chars.min()))
    return "".join(chars)


def superstring(words: list[str]) -> str:
    """A string containing every word: greedy merge by largest overlap (the classic
    approximation of the shortest common superstring)."""
    pool = sorted(set(words), key=len, reverse=True)
    pool = [w for i, w in enumerate(pool) if not any(w in v for v in pool[:i])]
    while len(pool) > 1:
        best = (-1, 0, 1)
        for i, a in enumerate(pool):
            for j, b in enumerate(pool):
                if i != j:
                    k = _overlap(a, b)
                    if k > best[0]:
                        best = (k, i, j)
        k, i, j = best
        merged = pool[i] + pool[j][k:]
        pool = [w for n, w in enumerate(pool) if n not in (i, j)] + [merged]
    return pool[0] if pool else ""


def _overlap(a: str, b: str) -> int:
    """The longest suffix of ``a`` that is a prefix of ``b``."""
    for k in range(min(len(a), len(b)) - 1, 0, -1):
        if a.endswith(b[:k]):
            return k
    return 0
