"""The theory step of grammar memberships ``x ∈ L(G)`` (issue 27).

Eager axiom (:meth:`Grammar.axioms`): ``LEN_GRAMMAR``, the length set of ``L(G)``
up to a bound (exact when ``G`` is finite), asserted like ``LEN_RE``.

Per round, for each string variable ``x`` with positive grammar literals, at the
core's length ``n = |x|``, with ``R`` the positive memberships of ``x`` in ground
regexes (intersected into one automaton):

1. ``GRAMMAR_RE_EMPTY``: for each grammar, exact emptiness of ``L(G) ∩ L(R)`` from
   the lazy Bar-Hillel product (:mod:`.product`), no bound;
2. ``GRAMMAR_LENGTH``: the exact lengths of ``L(G) ∩ L(R)`` up to ``max(2n, 32)``
   when ``n`` is not among them;
3. otherwise a word of length ``n``: the product's witness when one grammar and
   ``R`` are all there is (checked against the other literals on ``x`` alone), else
   the CYK-propagation search (:mod:`.search`) over all of them — for words longer
   than ``LONG`` with several grammars with two helpers in its portfolio: aligned
   pumping of short common words (:mod:`.pump`, ``GRAMMAR_PUMP``: a witness only) and
   random sentences;
   found: a hint for the fixed-length step; exhausted: ``GRAMMAR_FIXED_EMPTY``
   (``|x| ≠ n``); node limit: ``GRAMMAR_FIXED_LIMIT`` (pruning) and an
   ``unknown`` reason.

A grammar membership of a term that is not a variable (``x·y ∈ L(G)``: not
decidable in general with word equations) gets only its length axiom here; the
fixed-length search checks it at its leaves, and the final validation anyway.
"""

from __future__ import annotations

from collections.abc import Generator
from functools import cached_property

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...kept_units import KeptTable, filling
from ...named_tuples import NamedTuple
from ...regex.automaton import NFA
from ...regex.charset import INTERVALS, CharSet
from ...terms import FALSE, STRING, Term, integer, mk
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.grammars import Grammar, accepts, grammar_of
from ...terms.values import text_of
from ...terms.walk import free_vars, is_ground, postorder
from ..regular import Languages
from ..seam.context import CONSISTENT, Lemma, Literal, SolverState, Step, StepResult
from ..seam.inferences import Inference
from .lengths import LengthSet, grammar_length_axiom, product_length_set
from .normal import Binary, normalise
from .parikh import parikh_disjoint
from .positions import Positional, positional, windows
from .product import Product, product_empty
from .pump import MAX_SMALL as PUMP_SMALL
from .pump import SMALL_NODES as PUMP_SMALL_NODES
from .pump import SMALL_STRATEGIES as PUMP_STRATEGIES
from .pump import pump_witness
from .search import DEFAULT, EMPTY, FOUND, LIMIT, PORTFOLIO, interleaved, search, searches, seeded

#: Nodes of one fixed-length search (a first short one, then the Parikh check, then
#: the long one).
FIRST_NODES = 64
#: Random sentences per grammar tried when the first search stops (before it, for
#: words longer than LONG).
SAMPLES = 100
LONG = 30
#: ... and for words longer than LONG (the search probes with more under its domains).
LONG_SAMPLES = 5
#: Random sentences tried for one grammar when its first witness fails the other literals.
SINGLE_SAMPLES = 20
#: Entries of the per-regex caches before they are cleared (products hold tables:
#: fewer of them).
CACHE_SIZE = 4096
PRODUCT_CACHE_SIZE = 256
NODE_LIMIT = 2_000
#: Readings of the deadline the aligned-pumping helper may take in all (about 2 s at
#: the calibrated rate; random17 of §3.3 needs about 65,000 at n = 100 and at 1,000).
PUMP_WORK = 100_000
#: Readings of the deadline one round of the step may take, and its wall-clock backstop
#: (docs/explanation/engine.md#budgets; about 51,000 readings per CPU second on the grammar
#: regressions).
STEP_WORK, STEP_BACKSTOP = 250_000, 20.0
#: Operators under which characters of one minterm are not interchangeable.
_ORDER_OPS = frozenset({"str.<", "str.<=", "str.to_code", "str.from_code", "str.is_digit",
                        "str.to_int", "str.from_int", "str.to_lower", "str.to_upper"})


def grammar_of_atom(atom: Term) -> Grammar:
    return grammar_of(atom.indices[0])


class GrammarStep(Step):
    """Grammar memberships (see the module doc)."""

    name = "grammar"

    def __init__(self, languages: Languages) -> None:
        self.languages = languages
        #: the session's ``:random-seed`` (search.seeded): the samplers' random numbers
        self.seed = 0
        self._parikh: dict[tuple[Grammar, ...], bool] = {}
        self._misses: dict[tuple[Grammar, ...], int] = {}

    def axioms(self, atom: Term) -> list[Lemma]:
        if atom.op != "str.in_grammar":
            return []
        try:
            axiom = grammar_length_axiom(atom, grammar_of_atom(atom))
        except ResourceLimit:  # a huge grammar: the step states lengths lazily
            return []
        return [Lemma((), axiom, Inference.LEN_GRAMMAR)]

    def check(self, state: SolverState) -> StepResult:
        by_var: dict[Term, list[Literal]] = {}
        for lit in state.literals:
            a = lit.atom
            if a.op == "str.in_grammar" and lit.positive and a.args[0].op == "var":
                by_var.setdefault(a.args[0], []).append(lit)
        if not by_var:
            return CONSISTENT
        budget = state.deadline.budget(STEP_WORK, STEP_BACKSTOP)
        lemmas: list[Lemma] = []
        hints: dict[Term, str] = {}
        for x, grams in by_var.items():
            try:
                n = state.length(x)
            except KeyError:
                continue
            query = _Query(state, x, n, grams, budget)
            try:
                self._one(query)
            except ResourceLimit:
                if state.deadline.expired():
                    raise
                state.incomplete(f"grammar step: budget of {STEP_WORK} readings spent on {x}")
            finally:  # what the query answered before a budget ran out counts too
                lemmas += query.lemmas
                hints.update(query.hints)
        if lemmas:
            return StepResult(lemmas=lemmas, hints=hints)
        return StepResult(hints=hints) if hints else CONSISTENT

    # ---- one variable -------------------------------------------------------------------

    def _one(self, q: _Query) -> None:
        """The phases for one variable, cheapest first, until one answers (its lemmas
        and hints are ``q``'s)."""
        self._read(q)
        at_n = self._products(q)
        if at_n is None or self._single_witness(q, at_n):
            return
        searched = self._search(q)
        if searched is None or self._parikh_after_misses(q, searched):
            return
        self._conclude(q, searched)

    def _read(self, q: _Query) -> None:
        """The regular constraints on ``x``: positive memberships in ground regexes, the
        literals on its positions and on its parts (as regular constraints), and the
        other literals on ``x`` alone (checked at the leaves); their automaton."""
        grammar_atoms = set(q.atoms)
        x, n = q.x, q.n
        for lit in q.state.literals:
            a = lit.atom
            if a in grammar_atoms and lit.positive or free_vars(a) != {x}:
                continue
            if lit.positive and a.op == "str.in_re" and a.args[0] is x and is_ground(a.args[1]) \
                    and self.languages.ast(a.args[1]) is not None:
                q.positive_re.append(a)
                continue
            q.rest.append(lit)  # checked at the leaves even when it is also positional
            place = positional(a, lit.positive, x, n)
            if place is not None and self.languages.ast(place.regex) is not None:
                q.places.append(place)
        parts_of, q.spans = windows([(lit.atom, lit.positive) for lit in q.state.literals], x,
                                    q.state.length)
        q.places += [p for p in parts_of if self.languages.ast(p.regex) is not None]
        # the premise of every lemma below: the regular constraints of the product
        q.constraints = q.positive_re + [p.literal for p in q.places]
        if any(p.at is not None for p in q.places):
            q.constraints.append(mk("=", q.lx, integer(n)))
        regexes = [a.args[1] for a in q.positive_re] + [p.regex for p in q.places]
        if regexes:
            q.regex = regexes[0] if len(regexes) == 1 else mk("re.inter", *regexes)
            node = self.languages.ast(q.regex)
            q.nfa = None if node is None else self.languages.nfa(node, q.budget)
            if q.nfa is None:  # too large: leave the regexes to the leaf check
                q.rest += [Literal(a, True) for a in q.positive_re]
                q.positive_re, q.regex, q.constraints = [], None, []

    def _products(self, q: _Query) -> dict[Grammar, Product] | None:
        """Each grammar's product with the automaton: the products that have a word of
        length ``n``, or None when one has none (``GRAMMAR_RE_EMPTY``: no word at all;
        ``GRAMMAR_LENGTH``: none of this length)."""
        at_n: dict[Grammar, Product] = {}  # the product at the bound n, per grammar
        n, lx = q.n, q.lx
        found_conflict = False
        for atom, g in zip(q.atoms, q.grammars, strict=True):
            premise = [atom, *q.constraints]
            if n > 0:  # first the cheap question: a word of length n? (then no lemma)
                pr = _product(g, q.regex, q.nfa, n, q.budget)
                if pr.lengths() >> n & 1:
                    at_n[g] = pr
                    continue
            answers, key = _answers(g), q.regex
            empty = answers.empty
            if not empty.charged(key, q.budget, "grammar product"):
                with filling() as fill:
                    found = product_empty(normalise(g), q.nfa, q.budget)
                empty.keep(key, found, fill.cost, CACHE_SIZE + 1)
            if empty[key]:
                q.lemmas.append(Lemma(tuple(premise), FALSE, Inference.GRAMMAR_RE_EMPTY))
                found_conflict = True
                continue
            ls = _length_set(g, q, n)
            if n not in ls:
                q.lemmas.append(Lemma(tuple(premise), ls.formula(lx), Inference.GRAMMAR_LENGTH))
                # the same fact at the candidate's length, in the form the loop takes
                # for a conflict (so the later steps do not search this candidate)
                q.lemmas.append(Lemma((*premise, mk("=", lx, integer(n))), FALSE,
                                      Inference.GRAMMAR_LENGTH))
                found_conflict = True
        return None if found_conflict else at_n

    def _single_witness(self, q: _Query, at_n: dict[Grammar, Product]) -> bool:
        """For the empty word or one grammar: the product's witness, or one of its random
        sentences, when it passes the other literals (True: ``q`` has the hints)."""
        n, grammars, parts_ev = q.n, q.grammars, q.parts_ev
        if not (n == 0 or len(grammars) == 1):
            return False
        product = at_n.get(grammars[0]) if n else None
        word = product.witness(n) if product is not None else ""
        if word is not None and all(_member(g, word, q.budget) for g in grammars) \
                and parts_ev(word):
            q.hints.update(parts_ev.values(word))
            return True
        if word is not None and product is not None and parts_ev.formulas:
            # random sentences of the product (the positions hold in each): the
            # other literals (a value, a digit that differs) often hold in one
            rng = seeded(n, self.seed)
            for _ in range(SINGLE_SAMPLES):
                word = product.sample(n, rng)
                if word is not None and parts_ev(word):
                    q.hints.update(parts_ev.values(word))
                    return True
        return False

    def _search(self, q: _Query) -> _Searched | None:
        """The fixed-length search for a word of length ``n`` in every grammar: a short
        one, then (several grammars) the Parikh images and random sentences, then the
        long portfolio; None when the Parikh images refute (``q`` has the lemma)."""
        n, grammars, lx = q.n, q.grammars, q.lx
        extra, exact = _extra_sets([lit.atom for lit in q.rest])
        binaries = [normalise(g) for g in grammars]
        several = len(grammars) > 1
        if n > LONG and several and parikh_disjoint(binaries, n, q.budget):  # Parikh first
            q.lemmas.append(Lemma((*q.atoms, mk("=", lx, integer(n))), FALSE,
                                  Inference.GRAMMAR_PARIKH))
            return None
        outcome, word = EMPTY, None
        if n > 0:  # a short search: most problems end here
            if n <= LONG or not several:
                outcome, word, nodes = search(n, binaries, q.nfa, q.model_ev, extra,
                                              FIRST_NODES if n <= LONG else 4, q.budget,
                                              seed=self.seed)
                q.state.stats.count("grammar.search_nodes", nodes)
            else:  # nodes of a long word are expensive: straight to the long search
                outcome = LIMIT
        if outcome == LIMIT and several and self._parikh_refutes(q, binaries):
            return None
        if outcome == LIMIT and several and n <= LONG:  # random sentences
            word = self._sample(grammars, binaries, q.nfa, n, q.model_ev, q.budget, SAMPLES)
            if word is not None:
                outcome = FOUND
        if outcome != LIMIT:
            return _Searched(outcome, word, None, exact, binaries)
        return self._long_search(q, binaries, extra, exact)

    def _parikh_refutes(self, q: _Query, binaries: list[Binary]) -> bool:
        """``GRAMMAR_PARIKH`` after a short search stopped: the grammars' Parikh images
        are disjoint for every length (remembered per grammars) or for ``n``."""
        key = tuple(q.grammars)
        if key not in self._parikh:
            self._parikh[key] = parikh_disjoint(binaries, None, q.budget)
        if self._parikh[key]:
            q.lemmas.append(Lemma(tuple(q.atoms), FALSE, Inference.GRAMMAR_PARIKH))
            return True
        if q.n <= LONG and parikh_disjoint(binaries, q.n, q.budget):  # (longer: done before)
            q.lemmas.append(Lemma((*q.atoms, mk("=", q.lx, integer(q.n))), FALSE,
                                  Inference.GRAMMAR_PARIKH))
            return True
        return False

    def _long_search(self, q: _Query, binaries: list[Binary], extra: list[CharSet],
                     exact: bool) -> _Searched:
        """The search with its node limit, and for long words with several grammars its
        helpers: aligned pumping of short common words, then random sentences."""
        n, grammars = q.n, q.grammars
        helpers = []
        pumped_words: list[str] = []
        if len(grammars) > 1 and n > LONG:
            # after the root: aligned pumping of short common words, then a few random
            # sentences (each costs a product sample at n: seconds at n = 1,000)
            accept = _Accept(q.x, [*q.model_ev.formulas, *q.positive_re], q.budget)
            helpers.append(self._pumping(grammars, binaries, q.regex, q.nfa, n, extra, accept,
                                         q.budget, pumped_words, self.seed))
            helpers.append(self._sampling(grammars, binaries, q.nfa, n, q.model_ev, q.budget,
                                          LONG_SAMPLES, self.seed))
        outcome, word, nodes = search(n, binaries, q.nfa, q.model_ev, extra, NODE_LIMIT,
                                      q.budget, PORTFOLIO if len(grammars) > 1 else DEFAULT,
                                      helpers, self.seed)
        q.state.stats.count("grammar.search_nodes", nodes)
        if outcome == FOUND and pumped_words and word == pumped_words[-1]:
            q.state.stats.count(f"hint.{Inference.GRAMMAR_PUMP.name}")
        return _Searched(outcome, word, pumped_words, exact, binaries)

    def _parikh_after_misses(self, q: _Query, searched: _Searched) -> bool:
        """Refuted (or not found) at a second length: the Parikh images once for all
        lengths (a fixed-length problem ends at its first refutation)."""
        if searched.outcome == FOUND or len(q.grammars) < 2:
            return False
        key = tuple(q.grammars)
        self._misses[key] = self._misses.get(key, 0) + 1
        if self._misses[key] < 2:
            return False
        if key not in self._parikh:
            self._parikh[key] = parikh_disjoint(searched.binaries, None, q.budget)
        if self._parikh[key]:
            q.lemmas.append(Lemma(tuple(q.atoms), FALSE, Inference.GRAMMAR_PARIKH))
            return True
        return False

    @staticmethod
    def _conclude(q: _Query, searched: _Searched) -> None:
        """The search's answer: the word as a hint, ``GRAMMAR_FIXED_EMPTY`` (``|x| ≠ n``)
        when it was exhaustive, else ``GRAMMAR_FIXED_LIMIT`` (pruning) and a reason."""
        premise = list(dict.fromkeys(q.atoms + q.constraints + [lit.term() for lit in q.rest]))
        at_n = mk("=", q.lx, integer(q.n))
        if searched.outcome == FOUND and searched.word is not None:
            q.hints[q.x] = searched.word
        elif searched.outcome == EMPTY and searched.exact and not q.model_ev.undetermined:
            q.lemmas.append(Lemma((*premise, at_n), FALSE, Inference.GRAMMAR_FIXED_EMPTY))
        else:
            why = "stopped at its node limit" if searched.outcome != EMPTY else "not exhaustive"
            if searched.pumped is not None and searched.outcome == LIMIT:
                why += " (aligned pumping found no word either)"
            q.state.incomplete(
                f"grammar step: fixed-length search for {q.x} at length {q.n} {why}")
            q.lemmas.append(Lemma((*premise, at_n), FALSE, Inference.GRAMMAR_FIXED_LIMIT,
                                  pruning=True))

    @staticmethod
    def _pumping(grammars: list[Grammar], binaries: list[Binary], regex: Term | None,
                 nfa: NFA | None, n: int, extra: list[CharSet], accept: _Accept,
                 budget: Deadline, out: list[str], seed: int = 0
                 ) -> Generator[None, None, str | None]:
        """The aligned-pumping helper (:mod:`.pump`) of the long search: common words
        at the small lengths every grammar (with the regexes) has, pumped to ``n``,
        within ``PUMP_WORK`` readings (then it gives up: the searches go on); the word
        it returns is appended to ``out`` (for the statistics).  It never refutes."""
        common = -1
        for g in grammars:
            common &= _product(g, regex, nfa, PUMP_SMALL, budget).lengths()
        lengths = [m for m in range(1, min(PUMP_SMALL, n - 1) + 1) if common >> m & 1]

        def small_word(m: int) -> Generator[None, None, str | None]:
            runs = searches(m, binaries, nfa, lambda w: True, extra, own, PUMP_STRATEGIES,
                            seed)
            return (yield from interleaved(runs, PUMP_SMALL_NODES))

        own = budget.work(PUMP_WORK)
        try:
            word = yield from pump_witness(n, grammars, binaries, small_word, accept, lengths,
                                           own, seed)
        except ResourceLimit:
            if not own.work_spent:
                raise
            return None  # its own share spent: the searches go on
        if word is not None:
            out.append(word)
        return word

    @staticmethod
    def _sample(grammars: list[Grammar], binaries: list[Binary], nfa: NFA | None, n: int,
                accept: _Accept, budget: Deadline, samples: int) -> str | None:
        """Up to ``samples`` random sentences of each grammar (and the automaton) of
        length ``n``, tested in the other grammars: a cheap witness when the languages
        overlap much (seeded by ``n``: runs are reproducible)."""
        gen = GrammarStep._sampling(grammars, binaries, nfa, n, accept, budget, samples)
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                word: str | None = stop.value
                return word

    @staticmethod
    def _sampling(grammars: list[Grammar], binaries: list[Binary], nfa: NFA | None, n: int,
                  accept: _Accept, budget: Deadline, samples: int, seed: int = 0
                  ) -> Generator[None, None, str | None]:
        """:meth:`_sample` as a helper of the long search (one yield per sentence)."""
        rng = seeded(n, seed)
        products = [Product(b, nfa, n, budget) for b in binaries]
        for _ in range(samples):
            for k, pr in enumerate(products):
                yield
                word = pr.sample(n, rng)
                if word is not None and all(_member(g, word, budget)
                                            for j, g in enumerate(grammars) if j != k) \
                        and accept(word):
                    return word
        return None


class _RegexAnswers:
    """One grammar's products and answers by regex term (and bound), kept by the grammar
    (:meth:`~strsat.terms.grammars.Grammar.derived`): pure functions of the immutable
    grammar and a hash-consed term, so every engine that asks about the grammar shares
    them (the explorer's checks and its unsat-core solvers ask about the same grammar and
    positions again and again), and they go when the grammar goes.  Bounded: each table
    is cleared past ``CACHE_SIZE`` (``PRODUCT_CACHE_SIZE`` for the products) entries."""

    def __init__(self) -> None:
        # each entry's cost is charged once per check that reads it (strsat.kept_units:
        # a grammar's first check cost 617 units, the next ones 523)
        self.empty: KeptTable[Term | None, bool] = KeptTable()
        self.length_sets: KeptTable[Term | None, LengthSet] = KeptTable()
        self.products: KeptTable[tuple[Term | None, int], Product] = KeptTable()

    def bound(self) -> None:
        """Clear the tables past their sizes."""
        for table, size in ((self.empty, CACHE_SIZE), (self.length_sets, CACHE_SIZE),
                            (self.products, PRODUCT_CACHE_SIZE)):
            if len(table) > size:
                table.clear()


def _answers(g: Grammar) -> _RegexAnswers:
    """The grammar's own :class:`_RegexAnswers` (bounded at each use)."""
    answers = g.derived(_RegexAnswers, _RegexAnswers)
    answers.bound()
    return answers


def _product(g: Grammar, regex: Term | None, nfa: NFA | None, n: int, budget: Deadline
             ) -> Product:
    """The product of ``g`` and the regex's automaton at the bound ``n`` (kept by the
    grammar; its deadline is the current step's)."""
    products = _answers(g).products
    key = (regex, n)
    if products.charged(key, budget, "grammar product"):
        pr = products[key]
    else:
        with filling() as fill:
            pr = Product(normalise(g), nfa, n, budget)
        products.keep(key, pr, fill.cost, PRODUCT_CACHE_SIZE + 1)
    pr.deadline = budget
    return pr


def _length_set(g: Grammar, q: _Query, n: int) -> LengthSet:
    """The length set of ``L(g) ∩ L(q's regex)`` to a bound past ``n`` (kept by the
    grammar; a bound too small for ``n`` is computed again, larger)."""
    table, key = _answers(g).length_sets, q.regex
    if table.charged(key, q.budget, "grammar product"):
        ls = table[key]
        if ls.exact or n <= ls.threshold:
            return ls
    with filling() as fill:
        ls = product_length_set(normalise(g), q.nfa, max(2 * n, 64), q.budget)
    table.keep(key, ls, fill.cost, CACHE_SIZE + 1)
    return ls


class _Query:
    """One variable's question: a word of the core's length ``n`` for ``x`` in every
    grammar of its literals that the other literals on ``x`` allow.  It holds what the
    step reads for it (:meth:`GrammarStep._read`) and what the step answers (``lemmas``,
    ``hints``: kept when a budget runs out midway)."""

    def __init__(self, state: SolverState, x: Term, n: int, grams: list[Literal],
                 budget: Deadline) -> None:
        self.state, self.x, self.n, self.budget = state, x, n, budget
        self.atoms = [lit.atom for lit in grams]
        self.grammars = [grammar_of_atom(a) for a in self.atoms]
        self.lx = mk("str.len", x)
        #: positive memberships of x in ground regexes
        self.positive_re: list[Term] = []
        #: the other literals on x alone (checked at the leaves)
        self.rest: list[Literal] = []
        #: literals on positions and parts of x as regular constraints on x
        self.places: list[Positional] = []
        #: the window of each part of x (offset, length)
        self.spans: dict[Term, tuple[int, int]] = {}
        #: the premises of the product's regular constraints
        self.constraints: list[Term] = []
        self.regex: Term | None = None
        self.nfa: NFA | None = None
        self.lemmas: list[Lemma] = []
        self.hints: dict[Term, str] = {}

    @cached_property
    def model_ev(self) -> _Accept:
        """The leaf check: the other literals on ``x`` alone."""
        return _Accept(self.x, [lit.term() for lit in self.rest], self.budget)

    @cached_property
    def parts_ev(self) -> _Accept:
        """The leaf check with the literals of the parts of ``x`` too (their values cut
        out of the word): then every variable of the component gets a hint that holds."""
        wanted = self.spans.keys() | {self.x}
        return _Accept(self.x, [lit.term() for lit in self.rest] + [
            lit.term() for lit in self.state.literals
            if free_vars(lit.atom) and free_vars(lit.atom) <= wanted
            and not (lit.atom.op == "str.in_grammar")], self.budget, self.spans)


class _Searched(NamedTuple):
    """What the fixed-length search found: ``outcome`` FOUND (with ``word``), EMPTY or
    LIMIT; ``pumped``: the words aligned pumping returned (None: it did not run);
    ``exact``: the checked literals tell apart no characters but by their sets."""

    outcome: str
    word: str | None
    pumped: list[str] | None
    exact: bool
    binaries: list[Binary]


class _Accept:
    """The leaf check: the other literals on ``x`` alone, by the reference evaluator."""

    def __init__(self, x: Term, formulas: list[Term], deadline: Deadline,
                 spans: dict[Term, tuple[int, int]] | None = None) -> None:
        self.x = x
        self.formulas = formulas
        self.deadline = deadline
        self.undetermined = False
        self.spans = spans or {}

    def values(self, word: str) -> dict[Term, str]:
        """``x`` and its parts (their windows cut out of ``word``)."""
        out = {self.x: word}
        for v, (o, m) in self.spans.items():
            if o + m <= len(word):
                out[v] = word[o:o + m]
        return out

    def __call__(self, word: str) -> bool:
        ev = Evaluator(self.values(word), self.deadline)
        try:
            return all(ev.holds(f) for f in self.formulas)
        except Undetermined:
            self.undetermined = True
            return False


def _member(g: Grammar, word: str, deadline: Deadline) -> bool:
    return accepts(g, word, deadline)


def _extra_sets(atoms: list[Term]) -> tuple[list[CharSet], bool]:
    """Character sets the checked literals tell apart (their constants' characters,
    ranges and other grammars' terminals), and whether those are all (no operator that
    orders or converts characters)."""
    sets: list[CharSet] = []
    exact = True
    for a in atoms:
        for t in postorder(a):
            if t.op in _ORDER_OPS:
                exact = False
            elif t.op == "const" and t.sort is STRING:
                sets.extend(INTERVALS.char(ord(c)) for c in set(text_of(t)))
            elif t.op == "re.range":
                lo, hi = t.args
                if lo.op == "const" and hi.op == "const" and len(text_of(lo)) == 1 \
                        and len(text_of(hi)) == 1:
                    sets.append(INTERVALS.range(ord(text_of(lo)), ord(text_of(hi))))
                else:
                    exact = False
            elif t.op == "str.in_grammar":
                sets.extend(INTERVALS.of_ranges(c.ranges)
                            for c in grammar_of(t.indices[0]).terminals())
    return sets, exact


