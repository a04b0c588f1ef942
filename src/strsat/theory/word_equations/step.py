"""Word equations by length-guided arrangements (paper 002, Z3str2 §3–4).

The step runs its rule families as sub-steps listed in :data:`SUBSTEPS` (data, as the
strategy's step order is); each of the first three ends the round when it found
something, the later ones add up:

1. ``EQ_CONST_CONFLICT`` — two constants in one equality class;
2. ``CONST_PATTERN`` — a class holding a constant ``c`` and a concatenation ``t`` is
   solved exactly under the memberships of ``t``'s variables
   (:mod:`strsat.theory.word_equations.patterns`); its equations need no alignment;
3. exact rules, to a fixpoint: ``X·α = β·X`` with constants ``α``, ``β`` has a
   solution iff they are conjugate (``β = u·v``, ``α = v·u``; else
   ``OVERLAP_CONJUGATE``) and then its solutions form the regular language
   ``⋃ β*·u`` (``OVERLAP_SOLVED``); commuting variables ``x·y = y·x`` share a
   primitive root: a known root of one becomes a membership of the other
   (``COMMUTE_ROOT``);
4. alignment of both sides of each remaining equation from both ends
   (:mod:`strsat.theory.word_equations.alignment`: ``NF_*`` splits), unless constants of the two
   sides overlap under the core's lengths and disagree: then one ``CONST_OVERLAP``
   lemma names every offset at which they may lie; the same between the
   concatenations of one class;
5. ``DEQ_SAME_NF`` — a disequation whose sides expand alike;
6. ``NOT_CONTAINS_NF`` — ``¬contains(s, t)`` while ``t``'s expansion lies inside ``s``'s.

Splits wait while stronger lemmas exist (conflicts and offset lemmas first).  The
implied length facts reach the core with the lemmas (bi-directional integration,
paper 002 §4.2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...named_tuples import NamedTuple
from ...regex import ast as R
from ...terms import EMPTY, FALSE, Term, integer, mk, string
from ...terms.formulas import by_id, disj, ordered
from ...terms.values import text_of
from ...terms.walk import is_ground
from ..regular.languages import Languages
from ..seam.context import CONSISTENT, Lemma, SolverState, Step, StepResult
from ..seam.equalities import (
    Expansion,
    is_string_equality,
    length_of,
    merged,
    prefix_premises,
)
from ..seam.inferences import Inference, Role
from .alignment import LEFT, RIGHT, align
from .letter_counts import equation_axioms, unbalanced, unbalanced_items

#: A constant pattern problem: the constant, the items, the memberships of the variables.
PatternKey = tuple[str, tuple[Term, ...], frozenset[tuple[Term, Term, bool]]]

#: Lemma kinds that split a variable (arrangements): they wait while stronger lemmas exist.
#: Concatenations of one class compared pairwise for overlapping constants.
MAX_CLASS_CONCATS = 64
#: Offset lemmas of one call at most (small integer clauses: many converge faster).
MAX_OVERLAP_LEMMAS = 2_000
#: Lemmas returned by one call at most.
MAX_LEMMAS = 64
#: Items of a concatenation equal to a constant searched exactly (CONST_PATTERN).
MAX_PATTERN_ITEMS = 40
#: Search steps of one constant pattern, and of all of them in one loop.
MAX_PATTERN_STEPS = 300_000
MAX_PATTERN_BUDGET = 1_500_000


class WordEquations(Step):
    """The word-equation step of the strategy."""

    name = "word_equations"

    def __init__(self, languages: Languages | None = None) -> None:
        self.languages = languages if languages is not None else Languages()
        #: Exact lemmas already sent (they hold from then on): the equations they
        #: solve need no more alignment.
        self.solved: set[Term] = set()
        #: Solutions of constant patterns (None: the search gave up), by problem.
        self.patterns: dict[PatternKey, list[dict[Term, str]] | None] = {}
        #: Of those solved, the lemma's conclusion and the first solution of each length
        #: vector, made once (:func:`_solved_lengths`)
        self.pattern_lemmas: dict[PatternKey, tuple[Term, dict[tuple[int, ...],
                                                               dict[Term, str]]]] = {}
        #: Search steps left for constant patterns in this check.
        self.pattern_budget = [MAX_PATTERN_BUDGET]

    #: ``solved`` names lemmas of the assertion scope: they leave with its pop.
    scoped: tuple[str, ...] = ("solved",)

    def new_check(self) -> None:
        """A check's own pattern budget; searches that gave up are tried again."""
        self.pattern_budget[0] = MAX_PATTERN_BUDGET
        for key in [k for k, v in self.patterns.items() if v is None]:
            del self.patterns[key]

    def axioms(self, atom: Term) -> list[Lemma]:
        """:func:`~.letter_counts.equation_axioms`."""
        return equation_axioms(atom)

    def check(self, state: SolverState) -> StepResult:
        eqs = [lit.atom for lit in state.literals
               if lit.positive and is_string_equality(lit.atom)]
        deqs = [lit.atom for lit in state.literals
                if not lit.positive and is_string_equality(lit.atom)]
        if not eqs and not deqs:
            return CONSISTENT
        r = _Round(state, self, eqs, deqs)
        for sub in SUBSTEPS:
            sub.run(r)
            if sub.decisive and r.lemmas:
                return StepResult(lemmas=r.lemmas, hints=r.hints)
        lemmas = r.lemmas
        strong = [lem for lem in lemmas if lem.role is not Role.SPLIT]
        if strong and len(strong) < len(lemmas):
            # conflicts and offset lemmas first: splits made now may be moot after them
            state.stats.count("word_equations.splits_deferred", len(lemmas) - len(strong))
            lemmas = strong
        return StepResult(lemmas=lemmas, hints=r.hints)


class SubStep(NamedTuple):
    """One rule family of the step; a ``decisive`` one ends the round when it found
    lemmas (the later ones would work on a candidate about to change)."""

    name: str
    run: Callable[[_Round], None]
    decisive: bool


class _Round:
    """One round of the step: the classes, expansions and lemmas its sub-steps share."""

    def __init__(self, state: SolverState, step: WordEquations, equations: list[Term],
                 disequations: list[Term]) -> None:
        self.state = state
        self.classes = state.classes
        self.step = step
        #: solutions of constant patterns with the core's lengths (for the search)
        self.hints: dict[Term, str] = {}
        #: the equations still to solve (sub-steps settle some) and the disequations
        self.equations = equations
        self.disequations = disequations
        self.lemmas: list[Lemma] = []
        self._seen: set[Term] = set()
        self._expansions: dict[Term, Expansion | None] = {}
        self._solved = step.solved
        #: Equations whose alignment ended on a clash of constants only.
        self.end_conflicts = 0
        #: Positive memberships: the literals, then the ones derived by COMMUTE_ROOT.
        self.memberships = [lit.atom for lit in state.literals
                            if lit.positive and lit.atom.op == "str.in_re"]

    def _emit(self, premises: Iterable[Term], conclusion: Term, kind: Inference) -> None:
        self._emit_lemma(Lemma(ordered(premises), conclusion, kind))

    def _emit_lemma(self, lemma: Lemma) -> None:
        if lemma.formula not in self._seen:
            self._seen.add(lemma.formula)
            self.lemmas.append(lemma)

    def _len(self, x: Term) -> int:
        return self.state.length(x)

    def _depth(self, x: Term) -> int:
        return self.state.skolems.depth(x)

    # ---- expansions -------------------------------------------------------------

    def _expand(self, t: Term) -> Expansion | None:
        """``t``'s expansion with adjacent constants merged (once per term and round:
        equations, the exact rules and class comparisons share it)."""
        if t not in self._expansions:
            try:
                self._expansions[t] = merged(self.classes.expand(t, deadline=self.state.deadline))
            except OverflowError:
                self._expansions[t] = None
        return self._expansions[t]

    def _expanded(self, eq: Term) -> tuple[Expansion, Expansion] | None:
        left, right = self._expand(eq.args[0]), self._expand(eq.args[1])
        if left is None or right is None:
            return None
        return left, right

    # ---- sub-steps ----------------------------------------------------------------

    def constant_conflicts(self) -> None:
        """``EQ_CONST_CONFLICT``: two different constants in one class."""
        for members in self.classes.classes():
            consts = [m for m in members if m.op == "const"]
            for other in consts[1:]:
                if other is not consts[0]:
                    why = by_id(self.classes.explain(consts[0], other))
                    self.lemmas.append(Lemma(tuple(why), FALSE, Inference.EQ_CONST_CONFLICT))

    def digit_counts(self) -> None:
        """``LETTER_COUNT`` again, with the skolems of ``from_int`` definitions holding
        digits only (:func:`~.letter_counts.unbalanced`; the definitions hold in every
        round, so the equation alone is the premise)."""
        digits = {d.args[0] for d in self.state.definitions
                  if d.op == "=" and d.args[1].op == "str.from_int"}
        if not digits:
            return
        for eq in self.equations:
            if unbalanced(eq, digits) and not unbalanced(eq, ()):
                self.lemmas.append(Lemma((eq,), FALSE, Inference.LETTER_COUNT))
        if not self.lemmas:
            self._class_digit_counts(digits)

    def _class_digit_counts(self, digits: set[Term]) -> None:
        """``LETTER_COUNT`` between the expansions of two concatenations (or a
        constant) of one class, an item in the class of a ``from_int`` skolem holding
        digits only; the premises: the equalities between the two members, those of
        their expansions, and those that put each such item with its skolem."""
        classes = self.classes
        skolem_of = {classes.find(d): d for d in digits}
        for members in classes.classes():
            shaped = [m for m in members if m.op in ("str.++", "const")][:MAX_CLASS_CONCATS]
            if len(shaped) < 2 or not any(m.op == "str.++" for m in shaped):
                continue
            base = self._expand(shaped[0])
            if base is None:
                continue
            for m in shaped[1:]:
                other = self._expand(m)
                if other is None:
                    continue
                held = {it: skolem_of[r] for it in (*base.items, *other.items)
                        if it.op != "const" and (r := classes.find(it)) in skolem_of}
                if not held or not unbalanced_items(base.items, other.items, held):
                    continue
                why = classes.explain(shaped[0], m) | base.premises | other.premises
                for it, d in held.items():
                    why |= classes.explain(it, d)
                self._emit(why, FALSE, Inference.LETTER_COUNT)
                return

    def exact_rules(self) -> None:
        """Overlap and commutation rules, to a fixpoint (a chain x1·x2 = x2·x1,
        x2·x3 = x3·x2, ... is solved in one round); the equations they solve need
        no alignment."""
        pending = list(self.equations)
        while pending:
            self.state.deadline.check("word equations")
            before = len(self.memberships)
            pending = [eq for eq in pending if not self.exact(eq)]
            if len(self.memberships) == before:
                break
        self.equations = pending

    def alignments(self) -> None:
        """Each equation aligned from both ends, then the concatenations of each class
        compared for overlapping constants (unless an end clash already decides)."""
        for eq in self.equations:
            self.state.deadline.check("word equations")
            self.equation(eq)
            if len(self.lemmas) >= MAX_LEMMAS:
                break
        if not self.end_conflicts:
            self.class_overlaps()

    def disequation_checks(self) -> None:
        for deq in self.disequations:
            self.disequation(deq)

    def not_contains_checks(self) -> None:
        for lit in self.state.literals:
            if not lit.positive and lit.atom.op == "str.contains":
                self.not_contains(lit.atom)

    # ---- rules --------------------------------------------------------------------

    def exact(self, eq: Term) -> bool:
        """Apply the rules that solve an equation outright; True when it needs no split."""
        if self.commute(eq):
            return True
        sides = self._expanded(eq)
        if sides is None:
            return False
        left, right = sides
        return self._overlap(left.items, right.items, {eq} | left.premises | right.premises)

    def equation(self, eq: Term) -> None:
        """The alignments of ``eq`` from both ends: their lemmas, unless the two sides
        have overlapping constants that disagree (``CONST_OVERLAP`` instead); a clash
        of constants at an end wins over both."""
        sides = self._expanded(eq)
        if sides is None:
            return
        left, right = sides
        walks = [align(left, right, {eq}, end, self._len, self._depth, self.state.skolems.skolem)
                 for end in (LEFT, RIGHT)]
        if any(w.clash_at_end for w in walks):
            self.end_conflicts += 1  # constants clash at an end: no length fact beats it
        elif self._constant_overlaps(left, right, {eq}):
            return
        for w in walks:
            for lem in w.lemmas:
                self._emit_lemma(lem)

    def disequation(self, deq: Term) -> None:
        left, right = self._expand(deq.args[0]), self._expand(deq.args[1])
        if left is None or right is None:
            return
        if left.items == right.items:
            why = by_id(left.premises | right.premises)
            self._emit(why, deq, Inference.DEQ_SAME_NF)

    def constant_patterns(self) -> None:
        """``CONST_PATTERN``: a class holding a constant ``c`` and a concatenation
        ``t``: every solution of ``c = t`` under the memberships of its variables
        (:mod:`strsat.theory.word_equations.patterns`), as the lemma ``c = t ∧ memberships ⇒ ⋁
        (lengths of a solution)`` (``⇒ ⊥`` when there is none); a solution with the
        core's lengths becomes the hints of the fixed-length search.  The equations of
        the classes settled so need no alignment."""
        cache, budget = self.step.patterns, self.step.pattern_budget
        by_root: dict[Term, list[tuple[Term, bool]]] = {}
        for lit in self.state.literals:
            a = lit.atom
            if a.op == "str.in_re" and a.args[0].op == "var" and is_ground(a.args[1]):
                by_root.setdefault(self.classes.find(a.args[0]), []).append((a, lit.positive))
        handled: set[Term] = set()
        for members in self.classes.classes():
            const = next((m for m in members if m.op == "const" and m.value), None)
            if const is None:
                continue
            for cc in [m for m in members if m.op == "str.++"]:
                exp = self._expand(cc)
                if exp is None or len(exp.items) > MAX_PATTERN_ITEMS:
                    continue
                variables = by_id(it for it in exp.items if it.op != "const")
                if not variables:
                    continue
                mems = {v: by_root.get(self.classes.find(v), []) for v in variables}
                key = (text_of(const), tuple(exp.items),
                       frozenset((v, a, p) for v, ms in mems.items() for a, p in ms))
                if key not in cache:
                    cache[key] = self._solve_pattern(exp.items, key[0], mems, budget)
                solutions = cache[key]
                if solutions is None:
                    continue
                handled.add(self.classes.find(cc))
                why = self.classes.explain(const, cc) | exp.premises
                for v, ms in mems.items():
                    for a, p in ms:  # the membership and why its subject is v
                        why |= {a if p else mk("not", a)} | self.classes.explain(a.args[0], v)
                made = self.step.pattern_lemmas.get(key)
                if made is None:
                    made = self.step.pattern_lemmas[key] = _solved_lengths(variables, solutions)
                concl, by_vector = made
                self._send_exact(by_id(why), concl,
                                 Inference.CONST_PATTERN)
                try:  # the solution with the core's lengths, if any: the search's hints
                    sol = by_vector.get(tuple(self._len(v) for v in variables))
                except KeyError:
                    sol = None
                if sol is not None:
                    self.hints.update(sol)
        self.equations = [eq for eq in self.equations
                          if self.classes.find(eq.args[0]) not in handled]

    def _solve_pattern(self, items: list[Term], text: str,
                       mems: dict[Term, list[tuple[Term, bool]]], budget: list[int]
                       ) -> list[dict[Term, str]] | None:
        """Every solution, or None (not regular, or past the loop's step ``budget``)."""
        languages: dict[Term, list[tuple[R.Regex, bool]]] = {}
        for v, ms in mems.items():
            languages[v] = []
            for a, p in ms:
                node = self.step.languages.ast(a.args[1])
                if node is None:
                    return None
                languages[v].append((node, p))
        if budget[0] <= 0:
            return None
        from .patterns import GaveUp, solve_pattern  # at the first pattern (issue 39)

        spent: list[int] = []
        try:
            return solve_pattern(items, text, languages, self.state.deadline,
                                 max_steps=min(MAX_PATTERN_STEPS, budget[0]), spent=spent)
        except GaveUp:
            self.state.stats.count("word_equations.pattern_gave_up")
            return None
        finally:
            budget[0] -= sum(spent)

    def not_contains(self, atom: Term) -> None:
        """``¬contains(s, t)`` while ``t``'s expansion lies inside ``s``'s
        (``NOT_CONTAINS_NF``): the premises imply ``contains(s, t)``.  ``s``'s expansion
        goes through one concatenation of its class; when ``t``'s is not inside it, each
        other concatenation of the class is expanded in turn (``s = x·y = t·z`` with
        ``x = ""``: the first reads ``y``, the second holds ``t``)."""
        s, t = atom.args
        outer, inner = self._expand(s), self._expand(t)
        if outer is None or inner is None or not inner.items:
            return
        if _occurs(inner.items, outer.items):
            why = by_id(outer.premises | inner.premises)
            self._emit(why, atom, Inference.NOT_CONTAINS_NF)
            return
        classes = self.classes
        first = classes.concatenation(s)
        if first is None:
            return
        others = [m for m in classes.members(s) if m.op == "str.++" and m is not first]
        for m in others[:MAX_CLASS_CONCATS]:
            found = self._expand(m)
            if found is not None and _occurs(inner.items, found.items):
                why = by_id(classes.explain(s, m) | found.premises | inner.premises)
                self._emit(why, atom, Inference.NOT_CONTAINS_NF)
                return

    def _overlap(self, litems: list[Term], ritems: list[Term], premises: set[Term]) -> bool:
        """Overlaps ``X·α = β·X``, ``X`` any sequence of items; True when handled."""
        if len(litems) != len(ritems) or len(litems) < 2:
            return False
        for a, b in ((litems, ritems), (ritems, litems)):
            if a[-1].op == "const" and b[0].op == "const" and a[:-1] == b[1:]:
                mid = a[:-1]
                x = mid[0] if len(mid) == 1 else mk("str.++", *mid)
                return self._conjugate(x, text_of(a[-1]), text_of(b[0]), premises)
        return False

    def _send_exact(self, premises: Iterable[Term], conclusion: Term,
                    kind: Inference) -> None:
        """Emit a lemma that solves its equation exactly, once per loop."""
        lemma = Lemma(ordered(premises), conclusion, kind)
        if lemma.formula not in self._solved:
            self._solved.add(lemma.formula)
            self._emit_lemma(lemma)

    def _conjugate(self, x: Term, alpha: str, beta: str, premises: set[Term]) -> bool:
        why = by_id(premises)
        if len(alpha) != len(beta) or not alpha:
            return False  # the length abstraction refutes it, or it is trivial
        shifts = [i for i in range(len(beta)) if beta[i:] + beta[:i] == alpha]
        if not shifts:
            self._emit(why, FALSE, Inference.OVERLAP_CONJUGATE)
            return True
        if alpha == beta:  # commutation with a word: powers of its primitive root
            root = mk("re.*", mk("str.to_re", string(_primitive_root(beta))))
            self._send_exact(why, mk("str.in_re", x, root), Inference.OVERLAP_SOLVED)
            return True
        star = mk("re.*", mk("str.to_re", string(beta)))
        parts = [star if i == 0 else mk("re.++", star, mk("str.to_re", string(beta[:i])))
                 for i in shifts]
        lang = parts[0] if len(parts) == 1 else mk("re.union", *parts)
        self._send_exact(why, mk("str.in_re", x, lang), Inference.OVERLAP_SOLVED)
        return True

    def commute(self, eq: Term) -> bool:
        """``x·y = y·x`` as written: a primitive root known for one side's variable
        becomes a membership of the other (``COMMUTE_ROOT``); True when handled."""
        sides = [a.args if a.op == "str.++" else (a,) for a in eq.args]
        left, right = sides
        if not (len(left) == 2 and len(right) == 2 and left[0] is right[1]
                and left[1] is right[0] and left[0].op == "var" and left[1].op == "var"):
            return False
        handled = False
        for known, other in ((left[0], left[1]), (left[1], left[0])):
            for m in list(self.memberships):
                if m.args[0] is not known:
                    continue
                root = _star_of_word(m.args[1])
                if root is None or _primitive_root(root) != root:
                    continue
                handled = handled or self._len(known) > 0
                derived = mk("str.in_re", other, m.args[1])
                if derived in self.memberships:
                    continue
                self.memberships.append(derived)
                why = by_id({eq, m, mk("not", mk("=", known, EMPTY))})
                self._send_exact(why, derived, Inference.COMMUTE_ROOT)
        return handled

    def class_overlaps(self) -> bool:
        """``CONST_OVERLAP`` between any two concatenations of one class (the
        equations relate each to one member only); True when a lemma was emitted."""
        emitted = False
        for members in self.classes.classes():
            concats = [m for m in members if m.op == "str.++"][:MAX_CLASS_CONCATS]
            if len(concats) < 2:
                continue
            sides = []
            for m in concats:
                exp = self._expand(m)
                if exp is not None:
                    sides.append((m, exp))
            for i, (m1, exp1) in enumerate(sides):
                for m2, exp2 in sides[i + 1:]:
                    self.state.deadline.check("word equations")
                    base = self.classes.explain(m1, m2)
                    emitted = self._constant_overlaps(exp1, exp2, base) or emitted
                    if len(self.lemmas) >= MAX_OVERLAP_LEMMAS:
                        return emitted
        return emitted

    def _constant_overlaps(self, lexp: Expansion, rexp: Expansion, base: set[Term]) -> bool:
        """Constants of the two sides placed by the core's lengths so that they
        overlap and disagree: one lemma per such pair names every offset at which
        they may lie (``CONST_OVERLAP``), instead of splitting character by
        character.  True when a lemma was emitted.  Its premises are ``base`` and
        those behind the items up to the two constants."""
        left = self._constant_offsets(lexp.items)
        right = self._constant_offsets(rexp.items)
        if not left or not right or len(left) * len(right) > 400:
            return False
        emitted = False
        for c, pos_c, before_c in left:
            for d, pos_d, before_d in right:
                offset = pos_d - pos_c  # where d starts relative to c
                if not -len(d) < offset < len(c) or _agree(c, d, offset):
                    continue
                why = by_id(base | prefix_premises(lexp, len(before_c))
                        | prefix_premises(rexp, len(before_d)))
                gap = mk("-", length_of(before_d), length_of(before_c))
                cases = [mk(">=", gap, integer(len(c))), mk("<=", gap, integer(-len(d)))]
                cases += [mk("=", gap, integer(o)) for o in range(1 - len(d), len(c))
                          if _agree(c, d, o)]
                self._emit(why, mk("or", *cases), Inference.CONST_OVERLAP)
                emitted = True
        return emitted

    def _constant_offsets(self, items: list[Term]) -> list[tuple[str, int, list[Term]]]:
        """Each constant of a side with its start under the core's lengths and the
        items before it."""
        out: list[tuple[str, int, list[Term]]] = []
        pos = 0
        for i, it in enumerate(items):
            if it.op == "const":
                text = text_of(it)
                out.append((text, pos, items[:i]))
                pos += len(text)
            else:
                pos += self._len(it)
        return out


def _occurs(needle: list[Term], hay: list[Term]) -> bool:
    """``needle`` (items) lies inside ``hay`` as a factor: inner items identical,
    constant ends as a suffix/prefix of the constants they meet (a lone constant
    as a substring of one)."""
    m = len(needle)
    if m == 1 and needle[0].op == "const":
        return any(it.op == "const" and text_of(needle[0]) in text_of(it) for it in hay)
    for i in range(len(hay) - m + 1):
        ok = True
        for j, it in enumerate(needle):
            h = hay[i + j]
            if it is h:
                continue
            if it.op == "const" and h.op == "const" and (
                    (j == 0 and text_of(h).endswith(text_of(it)))
                    or (j == m - 1 and text_of(h).startswith(text_of(it)))):
                continue
            ok = False
            break
        if ok:
            return True
    return False


def _agree(c: str, d: str, offset: int) -> bool:
    """``d`` placed ``offset`` characters after the start of ``c`` agrees with ``c``."""
    lo, hi = max(0, offset), min(len(c), offset + len(d))
    return c[lo:hi] == d[lo - offset:hi - offset]


def _star_of_word(regex: Term) -> str | None:
    """``w`` when ``regex`` is ``(re.* (str.to_re "w"))`` with ``w`` non-empty."""
    if regex.op == "re.*":
        inner = regex.args[0]
        if inner.op == "str.to_re" and inner.args[0].op == "const" and inner.args[0].value:
            return text_of(inner.args[0])
    return None


def _primitive_root(w: str) -> str:
    """The shortest ``r`` with ``w = r^k`` (``w`` non-empty)."""
    i = (w + w).find(w, 1)
    return w[:i]


def _len_t(x: Term) -> Term:
    return mk("str.len", x)


def _solved_lengths(variables: list[Term], solutions: list[dict[Term, str]]
                    ) -> tuple[Term, dict[tuple[int, ...], dict[Term, str]]]:
    """``CONST_PATTERN``'s conclusion, the disjunction of the solutions' length vectors,
    and the first solution of each vector: made once per pattern (a pattern of thousands
    of solutions rebuilt them at every round of the loop, uncharged: css tokenizer
    checks of 22,490 work units took 3.5 s)."""
    by_vector: dict[tuple[int, ...], dict[Term, str]] = {}
    for sol in solutions:
        by_vector.setdefault(tuple(len(sol[v]) for v in variables), sol)
    cases = [mk("and", *(mk("=", _len_t(v), integer(n))
                         for v, n in zip(variables, vec, strict=True)))
             if len(variables) > 1 else mk("=", _len_t(variables[0]), integer(vec[0]))
             for vec in sorted(by_vector)]
    return disj(*cases), by_vector


#: The rule families in the order they run (see the module doc).
SUBSTEPS: tuple[SubStep, ...] = (
    SubStep("constant_conflicts", _Round.constant_conflicts, decisive=True),
    SubStep("digit_counts", _Round.digit_counts, decisive=True),
    SubStep("constant_patterns", _Round.constant_patterns, decisive=True),
    SubStep("exact_rules", _Round.exact_rules, decisive=True),
    SubStep("alignments", _Round.alignments, decisive=False),
    SubStep("disequations", _Round.disequation_checks, decisive=False),
    SubStep("not_contains", _Round.not_contains_checks, decisive=False),
)
