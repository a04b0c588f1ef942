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

from ...deadline import Deadline
from ...errors import ResourceLimit
from ...regex.charset import INTERVALS, CharSet
from ...terms import FALSE, STRING, Term, integer, mk
from ...terms.evaluate import Evaluator, Undetermined
from ...terms.grammars import Grammar, grammar_of
from ...terms.walk import free_vars, is_ground, postorder
from ..regular import Languages
from ..seam.context import CONSISTENT, Lemma, Literal, SolverState, StepResult
from ..seam.inferences import Inference
from .lengths import LengthSet, grammar_length_axiom, product_length_set
from .normal import normalise
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
#: (docs/engine.md §6c; about 51,000 readings per CPU second on the grammar regressions).
STEP_WORK, STEP_BACKSTOP = 250_000, 20.0
#: Operators under which characters of one minterm are not interchangeable.
_ORDER_OPS = frozenset({"str.<", "str.<=", "str.to_code", "str.from_code", "str.is_digit",
                        "str.to_int", "str.from_int", "str.to_lower", "str.to_upper"})


def grammar_of_atom(atom: Term) -> Grammar:
    return grammar_of(atom.indices[0])


class GrammarStep:
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
            try:
                self._one(state, x, n, grams, budget, lemmas, hints)
            except ResourceLimit:
                if state.deadline.expired():
                    raise
                state.incomplete(f"grammar step: budget of {STEP_WORK} readings spent on {x}")
        if lemmas:
            return StepResult(lemmas=lemmas, hints=hints)
        return StepResult(hints=hints) if hints else CONSISTENT

    # ---- one variable -------------------------------------------------------------------

    def _one(self, state: SolverState, x: Term, n: int, grams: list[Literal], budget: Deadline,
             lemmas: list[Lemma], hints: dict[Term, str]) -> None:
        positive_re: list[Term] = []
        rest: list[Literal] = []
        grammar_atoms = {lit.atom for lit in grams}
        places: list[Positional] = []
        for lit in state.literals:
            a = lit.atom
            if a in grammar_atoms and lit.positive:
                continue
            if free_vars(a) != {x}:
                continue
            if lit.positive and a.op == "str.in_re" and a.args[0] is x and is_ground(a.args[1]) \
                    and self.languages.ast(a.args[1]) is not None:
                positive_re.append(a)
                continue
            rest.append(lit)  # checked at the leaves even when it is also positional
            place = positional(a, lit.positive, x, n)
            if place is not None and self.languages.ast(place.regex) is not None:
                places.append(place)
        parts_of, spans = windows([(lit.atom, lit.positive) for lit in state.literals], x,
                                  state.length)
        places += [p for p in parts_of if self.languages.ast(p.regex) is not None]
        lx = mk("str.len", x)
        # the premise of every lemma below: the regular constraints of the product
        constraints = positive_re + [p.literal for p in places]
        if any(p.at is not None for p in places):
            constraints.append(mk("=", lx, integer(n)))
        regexes = [a.args[1] for a in positive_re] + [p.regex for p in places]
        regex = None
        if regexes:
            regex = regexes[0] if len(regexes) == 1 else mk("re.inter", *regexes)
        nfa = None
        if regex is not None:
            nfa = self.languages.nfa(self.languages.ast(regex), budget)  # type: ignore[arg-type]
            if nfa is None:  # too large: leave the regexes to the leaf check
                rest += [Literal(a, True) for a in positive_re]
                positive_re, regex, constraints = [], None, []
        found_conflict = False
        at_n: dict[Grammar, Product] = {}  # the product at the bound n, per grammar
        for lit in grams:
            g = grammar_of_atom(lit.atom)
            premise = [lit.atom, *constraints]
            if n > 0:  # first the cheap question: a word of length n? (then no lemma)
                pr = _product(g, regex, nfa, n, budget)
                if pr.lengths() >> n & 1:
                    at_n[g] = pr
                    continue
            key = (g, regex)
            if key not in _EMPTY:
                _EMPTY[key] = product_empty(normalise(g), nfa, budget)
            if _EMPTY[key]:
                lemmas.append(Lemma(tuple(premise), FALSE, Inference.GRAMMAR_RE_EMPTY))
                found_conflict = True
                continue
            ls = _LENGTH_SETS.get(key)
            if ls is None or (not ls.exact and n > ls.threshold):
                bound = max(2 * n, 64)
                ls = _LENGTH_SETS[key] = product_length_set(normalise(g), nfa, bound, budget)
            if n not in ls:
                lemmas.append(Lemma(tuple(premise), ls.formula(lx),
                                    Inference.GRAMMAR_LENGTH))
                # the same fact at the candidate's length, in the form the loop takes
                # for a conflict (so the later steps do not search this candidate)
                lemmas.append(Lemma((*premise, mk("=", lx, integer(n))), FALSE,
                                    Inference.GRAMMAR_LENGTH))
                found_conflict = True
        if found_conflict:
            return
        model_ev = _Accept(x, [lit.term() for lit in rest], budget)
        # a witness is also tried on the literals of the parts of x (their values cut
        # out of it): then every variable of the component gets a hint that holds
        parts_ev = _Accept(x, [lit.term() for lit in rest] + [
            lit.term() for lit in state.literals
            if free_vars(lit.atom) and free_vars(lit.atom) <= spans.keys() | {x}
            and not (lit.atom.op == "str.in_grammar")], budget, spans)
        grammars = [grammar_of_atom(lit.atom) for lit in grams]
        if n == 0 or len(grammars) == 1:
            product = at_n.get(grammars[0]) if n else None
            word = product.witness(n) if product is not None else ""
            if word is not None and all(_member(g, word, budget) for g in grammars) \
                    and parts_ev(word):
                hints.update(parts_ev.values(word))
                return
            if word is not None and product is not None and parts_ev.formulas:
                # random sentences of the product (the positions hold in each): the
                # other literals (a value, a digit that differs) often hold in one
                rng = seeded(n, self.seed)
                for _ in range(SINGLE_SAMPLES):
                    word = product.sample(n, rng)
                    if word is not None and parts_ev(word):
                        hints.update(parts_ev.values(word))
                        return
        extra, exact = _extra_sets([lit.atom for lit in rest])
        binaries = [normalise(g) for g in grammars]
        outcome, word = EMPTY, None
        pumped_words: list[str] | None = None
        if n > LONG and len(grammars) > 1:  # long words: Parikh first
            if parikh_disjoint(binaries, n, budget):
                lemmas.append(Lemma((*[lit.atom for lit in grams], mk("=", lx, integer(n))),
                                    FALSE, Inference.GRAMMAR_PARIKH))
                return
        if n > 0 and outcome != FOUND:  # a short search: most problems end here
            if n <= LONG or len(grammars) == 1:
                outcome, word, nodes = search(n, binaries, nfa, model_ev, extra,
                                              FIRST_NODES if n <= LONG else 4, budget,
                                              seed=self.seed)
                state.stats.count("grammar.search_nodes", nodes)
            else:  # nodes of a long word are expensive: straight to the long search
                outcome = LIMIT
        if outcome == LIMIT and len(grammars) > 1:
            atoms = [lit.atom for lit in grams]
            key2 = tuple(grammars)
            if key2 not in self._parikh:
                self._parikh[key2] = parikh_disjoint(binaries, None, budget)
            if self._parikh[key2]:
                lemmas.append(Lemma(tuple(atoms), FALSE, Inference.GRAMMAR_PARIKH))
                return
            if n <= LONG and parikh_disjoint(binaries, n, budget):  # (longer: done above)
                lemmas.append(Lemma((*atoms, mk("=", lx, integer(n))), FALSE,
                                    Inference.GRAMMAR_PARIKH))
                return
        if outcome == LIMIT and len(grammars) > 1 and n <= LONG:  # random sentences
            word = self._sample(grammars, binaries, nfa, n, model_ev, budget, SAMPLES)
            if word is not None:
                outcome = FOUND
        if outcome == LIMIT:
            helpers = []
            pumped_words = []
            if len(grammars) > 1 and n > LONG:
                # after the root: aligned pumping of short common words, then a few random
                # sentences (each costs a product sample at n: seconds at n = 1,000)
                helpers.append(self._pumping(grammars, binaries, regex, nfa, n, extra,
                                             _Accept(x, [*model_ev.formulas, *positive_re],
                                                     budget), budget, pumped_words,
                                             self.seed))
                helpers.append(self._sampling(grammars, binaries, nfa, n, model_ev, budget,
                                              LONG_SAMPLES, self.seed))
            outcome, word, nodes = search(n, binaries, nfa, model_ev, extra, NODE_LIMIT,
                                          budget, PORTFOLIO if len(grammars) > 1 else DEFAULT,
                                          helpers, self.seed)
            state.stats.count("grammar.search_nodes", nodes)
            if outcome == FOUND and pumped_words and word == pumped_words[-1]:
                state.stats.count(f"hint.{Inference.GRAMMAR_PUMP.name}")
        if outcome != FOUND and len(grammars) > 1:
            # refuted (or not found) at a second length: try the Parikh images once for
            # all lengths (a fixed-length problem ends at its first refutation)
            key2 = tuple(grammars)
            self._misses[key2] = self._misses.get(key2, 0) + 1
            if self._misses[key2] >= 2:
                if key2 not in self._parikh:
                    self._parikh[key2] = parikh_disjoint(binaries, None, budget)
                if self._parikh[key2]:
                    lemmas.append(Lemma(tuple(lit.atom for lit in grams), FALSE,
                                        Inference.GRAMMAR_PARIKH))
                    return
        premise = list(dict.fromkeys([lit.atom for lit in grams] + constraints
                                     + [lit.term() for lit in rest]))
        if outcome == FOUND:
            hints[x] = word  # type: ignore[assignment]
        elif outcome == EMPTY and exact and not model_ev.undetermined:
            lemmas.append(Lemma((*premise, mk("=", lx, integer(n))), FALSE,
                                Inference.GRAMMAR_FIXED_EMPTY))
        else:
            why = "stopped at its node limit" if outcome != EMPTY else "not exhaustive"
            if pumped_words is not None and outcome == LIMIT:
                why += " (aligned pumping found no word either)"
            state.incomplete(f"grammar step: fixed-length search for {x} at length {n} {why}")
            lemmas.append(Lemma((*premise, mk("=", lx, integer(n))), FALSE,
                                Inference.GRAMMAR_FIXED_LIMIT, pruning=True))


    @staticmethod
    def _pumping(grammars: list[Grammar], binaries: list, regex: Term | None,  # type: ignore[type-arg]
                 nfa: object, n: int, extra: list[CharSet], accept: _Accept,
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
            runs = searches(m, binaries, nfa, lambda w: True, extra, own,  # type: ignore[arg-type]
                            PUMP_STRATEGIES, seed)
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
    def _sample(grammars: list[Grammar], binaries: list, nfa: object, n: int,  # type: ignore[type-arg]
                accept: _Accept, budget: Deadline, samples: int) -> str | None:
        """Up to ``samples`` random sentences of each grammar (and the automaton) of
        length ``n``, tested in the other grammars: a cheap witness when the languages
        overlap much (seeded by ``n``: runs are reproducible)."""
        gen = GrammarStep._sampling(grammars, binaries, nfa, n, accept, budget, samples)
        while True:
            try:
                next(gen)
            except StopIteration as stop:
                return stop.value  # type: ignore[no-any-return]

    @staticmethod
    def _sampling(grammars: list[Grammar], binaries: list, nfa: object, n: int,  # type: ignore[type-arg]
                  accept: _Accept, budget: Deadline, samples: int, seed: int = 0
                  ) -> Generator[None, None, str | None]:
        """:meth:`_sample` as a helper of the long search (one yield per sentence)."""
        rng = seeded(n, seed)
        products = [Product(b, nfa, n, budget) for b in binaries]  # type: ignore[arg-type]
        for _ in range(samples):
            for k, pr in enumerate(products):
                yield
                word = pr.sample(n, rng)
                if word is not None and all(_member(g, word, budget)
                                            for j, g in enumerate(grammars) if j != k) \
                        and accept(word):
                    return word
        return None


#: Products and their answers by (grammar, regex term[, bound]): pure functions of
#: hash-consed terms, shared by every engine of the process (the explorer's checks and
#: its unsat-core solvers ask about the same grammar and positions again and again).
_EMPTY: dict[tuple[Grammar, Term | None], bool] = {}
_LENGTH_SETS: dict[tuple[Grammar, Term | None], LengthSet] = {}
_PRODUCTS: dict[tuple[Grammar, Term | None, int], Product] = {}


def _product(g: Grammar, regex: Term | None, nfa: object, n: int, budget: Deadline
             ) -> Product:
    """The product of ``g`` and the regex's automaton at the bound ``n`` (cached; its
    deadline is the current step's)."""
    for cache, size in ((_EMPTY, CACHE_SIZE), (_LENGTH_SETS, CACHE_SIZE),
                        (_PRODUCTS, PRODUCT_CACHE_SIZE)):
        if len(cache) > size:
            cache.clear()
    key = (g, regex, n)
    pr = _PRODUCTS.get(key)
    if pr is None:
        pr = _PRODUCTS[key] = Product(normalise(g), nfa, n, budget)  # type: ignore[arg-type]
    pr.deadline = budget
    return pr


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
    from ...terms.grammars import accepts

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
                sets.extend(INTERVALS.char(ord(c)) for c in set(t.value))  # type: ignore[arg-type]
            elif t.op == "re.range":
                lo, hi = t.args
                if lo.op == "const" and hi.op == "const" and len(lo.value) == 1 \
                        and len(hi.value) == 1:  # type: ignore[arg-type]
                    sets.append(INTERVALS.range(ord(lo.value), ord(hi.value)))  # type: ignore
                else:
                    exact = False
            elif t.op == "str.in_grammar":
                sets.extend(INTERVALS.of_ranges(c.ranges)
                            for c in grammar_of(t.indices[0]).terminals())
    return sets, exact


