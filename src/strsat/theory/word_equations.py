"""Word equations by length-guided arrangements (paper 002, Z3str2 §3–4).

For every asserted equation ``s = t`` both sides are expanded
(:mod:`strsat.theory.equalities`) and aligned from the left and from the right.
With ``P`` and ``Q`` the parts of the two sides already aligned, the premises
of every lemma are the equation, the literals behind the expansions, and
``|P| = |Q|`` — so every lemma is valid whatever the model.  At the first
pair of components that are not identical:

* two constants that disagree at an aligned character: conflict
  (``NF_CONST_MISMATCH``);
* two variables ``x``, ``y``: the core's lengths choose the arrangement
  (paper 002: "only arrangements consistent with the length assertions are
  explored"): ``|x| = |y| ⊢ x = y`` (``NF_UNIFY``, alignment goes on),
  ``|x| < |y| ⊢ y = x·k`` (``NF_SPLIT_VAR``);
* a variable ``x`` and a constant ``c``: ``|x| ≥ |c| ⊢ x = c·k``, or
  ``|x| = n < |c| ⊢ x = c[0:n]`` (``NF_SPLIT_CONST``).

The implied length facts reach the core with the lemmas (bi-directional
integration, paper 002 §4.2).  Repeated splitting of one variable by itself
(overlapping variables, as in ``a·X = X·b``) is cut at a split depth; the
fixed-length search then decides the remaining candidates exactly, so pruning
here never costs soundness.  An equation ``X·α = β·X`` with constants
``α``, ``β`` is decided directly: it has a solution iff ``α`` and ``β`` are
conjugate (``β = u·v``, ``α = v·u``) — ``OVERLAP_CONJUGATE`` — and then its
solutions form the regular language ``⋃ β*·u`` (``OVERLAP_SOLVED``), which
hands the equation to the regular and length reasoning instead of splitting
forever.  Commuting variables ``x·y = y·x`` share a primitive root: a known
root of one becomes a membership of the other (``COMMUTE_ROOT``).
"""

from __future__ import annotations

from ..terms import EMPTY, FALSE, Term, integer, mk, string
from ..terms.walk import is_ground
from .context import CONSISTENT, Lemma, StepResult, TheoryContext
from .equalities import (
    EqualityClasses,
    Expansion,
    is_string_equality,
    length_of,
    merged,
    prefix_premises,
    suffix_premises,
)
from .inferences import Inference
from .patterns import GaveUp, solve_pattern
from .regular.languages import ast_of

#: Splits of a variable by a skolem of this depth or more are not made.
MAX_SPLIT_DEPTH = 12
#: Lemma kinds that split a variable (arrangements): they wait while stronger lemmas exist.
SPLITS = frozenset({Inference.NF_UNIFY, Inference.NF_SPLIT_VAR, Inference.NF_SPLIT_CONST})
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


def _implies(premises: list[Term], conclusion: Term) -> Term:
    if not premises:
        return conclusion
    hyp = premises[0] if len(premises) == 1 else mk("and", *premises)
    return mk("=>", hyp, conclusion)


class WordEquations:
    """The word-equation step of the strategy."""

    name = "word_equations"

    def __init__(self) -> None:
        #: Exact lemmas already sent (they hold from then on): the equations they
        #: solve need no more alignment.
        self.solved: set[Term] = set()
        #: Solutions of constant patterns (None: the search gave up), by problem.
        self._patterns: dict[tuple, list[dict[Term, str]] | None] = {}
        #: Search steps left for constant patterns over the life of the loop.
        self._pattern_budget = [MAX_PATTERN_BUDGET]

    def check(self, ctx: TheoryContext) -> StepResult:
        eqs = [lit.atom for lit in ctx.literals if lit.positive and is_string_equality(lit.atom)]
        deqs = [lit.atom for lit in ctx.literals
                if not lit.positive and is_string_equality(lit.atom)]
        not_contains = [lit.atom for lit in ctx.literals
                        if not lit.positive and lit.atom.op == "str.contains"]
        if not eqs and not deqs:
            return CONSISTENT
        classes = EqualityClasses(eqs)
        lemmas: list[Lemma] = []
        lemmas += self._constant_conflicts(classes)
        if lemmas:
            return StepResult(lemmas=lemmas)
        solver = _Aligner(ctx, classes, self.solved)
        handled = solver.constant_patterns(self._patterns, self._pattern_budget)
        if solver.lemmas:
            return StepResult(lemmas=solver.lemmas)
        eqs = [eq for eq in eqs if classes.find(eq.args[0]) not in handled]
        # Exact rules first (they replace splitting): commutations to a fixpoint, so a
        # chain x1·x2 = x2·x1, x2·x3 = x3·x2, ... is solved in one round.
        pending = list(eqs)
        while pending:
            ctx.deadline.check("word equations")
            before = len(solver.memberships)
            pending = [eq for eq in pending if not solver.exact(eq)]
            if len(solver.memberships) == before:
                break
        if solver.lemmas:
            return StepResult(lemmas=solver.lemmas)
        for eq in pending:
            ctx.deadline.check("word equations")
            solver.equation(eq)
            if len(solver.lemmas) >= MAX_LEMMAS:
                break
        if not solver.end_conflicts:
            solver.class_overlaps()
        for deq in deqs:
            solver.disequation(deq)
        for atom in not_contains:
            solver.not_contains(atom)
        lemmas = solver.lemmas
        strong = [lem for lem in lemmas if lem.kind not in SPLITS]
        if strong and len(strong) < len(lemmas):
            # conflicts and offset lemmas first: splits made now may be moot after them
            ctx.stats.count("word_equations.splits_deferred", len(lemmas) - len(strong))
            lemmas = strong
        return StepResult(lemmas=lemmas) if lemmas else CONSISTENT

    @staticmethod
    def _constant_conflicts(classes: EqualityClasses) -> list[Lemma]:
        out = []
        for members in classes.classes():
            consts = [m for m in members if m.op == "const"]
            for other in consts[1:]:
                if other is not consts[0]:
                    why = sorted(classes.explain(consts[0], other), key=lambda t: t.id)
                    out.append(Lemma(_implies(why, FALSE), Inference.EQ_CONST_CONFLICT))
        return out


class _Aligner:
    def __init__(self, ctx: TheoryContext, classes: EqualityClasses,
                 solved: set[Term]) -> None:
        self.ctx = ctx
        self.classes = classes
        self.lemmas: list[Lemma] = []
        self._seen: set[Term] = set()
        self._expansions: dict[Term, Expansion | None] = {}
        self._solved = solved
        self._end_conflict = False
        self.end_conflicts = 0
        #: Positive memberships: the literals, then the ones derived by COMMUTE_ROOT.
        self.memberships = [lit.atom for lit in ctx.literals
                            if lit.positive and lit.atom.op == "str.in_re"]

    def _emit(self, formula: Term, kind: Inference) -> None:
        if formula not in self._seen:
            self._seen.add(formula)
            self.lemmas.append(Lemma(formula, kind))

    def _len(self, x: Term) -> int:
        return self.ctx.length(x)

    def _depth(self, x: Term) -> int:
        return self.ctx.skolems.depth(x)

    # ---- equations -------------------------------------------------------------

    def _expand(self, t: Term) -> Expansion | None:
        """``t``'s expansion with adjacent constants merged (once per term and call:
        equations, the exact pass and class comparisons share it)."""
        if t not in self._expansions:
            try:
                self._expansions[t] = merged(self.classes.expand(t, deadline=self.ctx.deadline))
            except OverflowError:
                self._expansions[t] = None
        return self._expansions[t]

    def _expanded(self, eq: Term) -> tuple[Expansion, Expansion] | None:
        left, right = self._expand(eq.args[0]), self._expand(eq.args[1])
        if left is None or right is None:
            return None
        return left, right

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
        sides = self._expanded(eq)
        if sides is None:
            return
        left, right = sides
        mark = len(self.lemmas)
        self._end_conflict = False
        self._align(left, right, {eq}, forward=True)
        self._align(left, right, {eq}, forward=False)
        aligned = self.lemmas[mark:]
        if self._end_conflict:
            self.end_conflicts += 1
            return  # constants that clash at an end: a conflict without length facts
        del self.lemmas[mark:]
        self._seen.difference_update(lem.formula for lem in aligned)
        if not self._constant_overlaps(left, right, {eq}):
            for lem in aligned:
                self._emit(lem.formula, lem.kind)

    def disequation(self, deq: Term) -> None:
        left, right = self._expand(deq.args[0]), self._expand(deq.args[1])
        if left is None or right is None:
            return
        if left.items == right.items:
            why = sorted(left.premises | right.premises, key=lambda t: t.id)
            self._emit(_implies(why, deq), Inference.DEQ_SAME_NF)

    def constant_patterns(self, cache: dict[tuple, list[dict[Term, str]] | None],
                          budget: list[int]) -> set[Term]:
        """``CONST_PATTERN``: a class holding a constant ``c`` and a concatenation
        ``t``: every solution of ``c = t`` under the memberships of its variables
        (:mod:`strsat.theory.patterns`), as the lemma ``c = t ∧ memberships ⇒ ⋁
        (lengths of a solution)`` (``⇒ ⊥`` when there is none); a solution with the
        core's lengths becomes the hints of the fixed-length search.  Returns the
        roots of the classes settled so (their equations need no alignment)."""
        by_root: dict[Term, list[tuple[Term, bool]]] = {}
        for lit in self.ctx.literals:
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
                variables = sorted({it for it in exp.items if it.op != "const"},
                                   key=lambda t: t.id)
                if not variables:
                    continue
                mems = {v: by_root.get(self.classes.find(v), []) for v in variables}
                key = (const.value, tuple(exp.items),
                       frozenset((v, a, p) for v, ms in mems.items() for a, p in ms))
                if key not in cache:
                    cache[key] = self._solve_pattern(exp.items, const.value, mems, budget)
                solutions = cache[key]
                if solutions is None:
                    continue
                handled.add(self.classes.find(cc))
                why = self.classes.explain(const, cc) | exp.premises
                for v, ms in mems.items():
                    for a, p in ms:  # the membership and why its subject is v
                        why |= {a if p else mk("not", a)} | self.classes.explain(a.args[0], v)
                vectors = sorted({tuple(len(sol[v]) for v in variables) for sol in solutions})
                cases = [mk("and", *(mk("=", _len_t(v), integer(n))
                                     for v, n in zip(variables, vec, strict=True)))
                         if len(variables) > 1 else mk("=", _len_t(variables[0]), integer(vec[0]))
                         for vec in vectors]
                concl = FALSE if not cases else cases[0] if len(cases) == 1 else mk("or", *cases)
                self._send_exact(_implies(sorted(why, key=lambda t: t.id), concl),
                                 Inference.CONST_PATTERN)
                for sol in solutions:
                    try:
                        if all(self._len(v) == len(sol[v]) for v in variables):
                            self.ctx.hints.update(sol)
                            break
                    except KeyError:
                        break
        return handled

    def _solve_pattern(self, items: list[Term], text: str,
                       mems: dict[Term, list[tuple[Term, bool]]], budget: list[int]
                       ) -> list[dict[Term, str]] | None:
        """Every solution, or None (not regular, or past the loop's step ``budget``)."""
        languages: dict[Term, list] = {}
        for v, ms in mems.items():
            languages[v] = []
            for a, p in ms:
                node = ast_of(a.args[1])
                if node is None:
                    return None
                languages[v].append((node, p))
        if budget[0] <= 0:
            return None
        spent: list[int] = []
        try:
            return solve_pattern(items, text, languages, self.ctx.deadline,
                                 max_steps=min(MAX_PATTERN_STEPS, budget[0]), spent=spent)
        except GaveUp:
            self.ctx.stats.count("word_equations.pattern_gave_up")
            return None
        finally:
            budget[0] -= sum(spent)

    def not_contains(self, atom: Term) -> None:
        """``¬contains(s, t)`` while ``t``'s expansion lies inside ``s``'s
        (``NOT_CONTAINS_NF``): the premises imply ``contains(s, t)``."""
        s, t = atom.args
        outer, inner = self._expand(s), self._expand(t)
        if outer is None or inner is None or not inner.items:
            return
        if _occurs(inner.items, outer.items):
            why = sorted(outer.premises | inner.premises, key=lambda u: u.id)
            self._emit(_implies(why, atom), Inference.NOT_CONTAINS_NF)

    def _overlap(self, litems: list[Term], ritems: list[Term], premises: set[Term]) -> bool:
        """Overlaps ``X·α = β·X``, ``X`` any sequence of items; True when handled."""
        if len(litems) != len(ritems) or len(litems) < 2:
            return False
        for a, b in ((litems, ritems), (ritems, litems)):
            if a[-1].op == "const" and b[0].op == "const" and a[:-1] == b[1:]:
                mid = a[:-1]
                x = mid[0] if len(mid) == 1 else mk("str.++", *mid)
                return self._conjugate(x, a[-1].value, b[0].value, premises)
        return False

    def _send_exact(self, formula: Term, kind: Inference) -> None:
        """Emit a lemma that solves its equation exactly, once per loop."""
        if formula not in self._solved:
            self._solved.add(formula)
            self._emit(formula, kind)

    def _conjugate(self, x: Term, alpha: str, beta: str, premises: set[Term]) -> bool:
        why = sorted(premises, key=lambda t: t.id)
        if len(alpha) != len(beta) or not alpha:
            return False  # the length abstraction refutes it, or it is trivial
        shifts = [i for i in range(len(beta)) if beta[i:] + beta[:i] == alpha]
        if not shifts:
            self._emit(_implies(why, FALSE), Inference.OVERLAP_CONJUGATE)
            return True
        if alpha == beta:  # commutation with a word: powers of its primitive root
            root = mk("re.*", mk("str.to_re", string(_primitive_root(beta))))
            self._send_exact(_implies(why, mk("str.in_re", x, root)), Inference.OVERLAP_SOLVED)
            return True
        star = mk("re.*", mk("str.to_re", string(beta)))
        parts = [star if i == 0 else mk("re.++", star, mk("str.to_re", string(beta[:i])))
                 for i in shifts]
        lang = parts[0] if len(parts) == 1 else mk("re.union", *parts)
        self._send_exact(_implies(why, mk("str.in_re", x, lang)), Inference.OVERLAP_SOLVED)
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
                why = sorted({eq, m, mk("not", mk("=", known, EMPTY))}, key=lambda t: t.id)
                self._send_exact(_implies(why, derived), Inference.COMMUTE_ROOT)
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
                    self.ctx.deadline.check("word equations")
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
                why = sorted(base | prefix_premises(lexp, len(before_c))
                             | prefix_premises(rexp, len(before_d)), key=lambda t: t.id)
                gap = mk("-", length_of(before_d), length_of(before_c))
                cases = [mk(">=", gap, integer(len(c))), mk("<=", gap, integer(-len(d)))]
                cases += [mk("=", gap, integer(o)) for o in range(1 - len(d), len(c))
                          if _agree(c, d, o)]
                self._emit(_implies(why, mk("or", *cases)), Inference.CONST_OVERLAP)
                emitted = True
        return emitted

    def _constant_offsets(self, items: list[Term]) -> list[tuple[str, int, list[Term]]]:
        """Each constant of a side with its start under the core's lengths and the
        items before it."""
        out = []
        pos = 0
        for i, it in enumerate(items):
            if it.op == "const":
                out.append((it.value, pos, items[:i]))
                pos += len(it.value)  # type: ignore[arg-type]
            else:
                pos += self._len(it)
        return out  # type: ignore[return-value]

    def _align(self, left: Expansion, right: Expansion, base: set[Term],
               forward: bool) -> None:
        """Walk both sides from one end; emit the first lemma the lengths call for.

        Its premises are ``base``, the literals behind the items walked so far on
        either side (not those of the rest: an end that clashes needs no facts
        about the other end) and ``|P| = |Q|``.
        """
        a = list(left.items) if forward else list(reversed(left.items))
        b = list(right.items) if forward else list(reversed(right.items))
        done_a: list[Term] = []
        done_b: list[Term] = []
        i = j = 0
        off_a = off_b = 0  # characters of a constant already consumed
        while i < len(a) and j < len(b):
            x, y = a[i], b[j]
            if x is y and off_a == 0 and off_b == 0:
                done_a.append(x)
                done_b.append(y)
                i += 1
                j += 1
                continue
            aligned = mk("=", length_of(done_a), length_of(done_b))
            if forward:
                why = base | prefix_premises(left, i) | prefix_premises(right, j)
            else:
                why = (base | suffix_premises(left, len(a) - 1 - i)
                       | suffix_premises(right, len(b) - 1 - j))
            hyps = sorted(why, key=lambda t: t.id) + [aligned]
            if x.op == "const" and y.op == "const":
                cx = _oriented(x.value[off_a:] if forward else x.value[:len(x.value) - off_a],
                               forward)
                cy = _oriented(y.value[off_b:] if forward else y.value[:len(y.value) - off_b],
                               forward)
                n = min(len(cx), len(cy))
                if cx[:n] != cy[:n]:
                    if all(t.op == "const" for t in done_a + done_b):
                        self._end_conflict = True  # no length facts: nothing beats it
                    self._emit(_implies(hyps, FALSE), Inference.NF_CONST_MISMATCH)
                    return
                done_a.append(string(cx[:n]))
                done_b.append(string(cx[:n]))
                off_a += n
                off_b += n
                if off_a == len(x.value):
                    i, off_a = i + 1, 0
                if off_b == len(y.value):
                    j, off_b = j + 1, 0
                continue
            if x.op == "var" and y.op == "var":
                lx, ly = self._len(x), self._len(y)
                if lx == ly:
                    self._emit(_implies(hyps + [mk("=", _len_t(x), _len_t(y))], mk("=", x, y)),
                               Inference.NF_UNIFY)
                    done_a.append(x)
                    done_b.append(y)
                    i += 1
                    j += 1
                    continue
                short, long_ = (x, y) if lx < ly else (y, x)
                if self._depth(long_) >= MAX_SPLIT_DEPTH or self._depth(short) >= MAX_SPLIT_DEPTH:
                    return
                k = self.ctx.skolems.skolem("split" if forward else "rsplit", long_, short)
                whole = mk("str.++", short, k) if forward else mk("str.++", k, short)
                self._emit(_implies(hyps + [mk("<", _len_t(short), _len_t(long_))],
                                    mk("=", long_, whole)), Inference.NF_SPLIT_VAR)
                return
            # a variable against (the rest of) a constant
            if x.op == "var":
                var, const, off = x, y, off_b
            else:
                var, const, off = y, x, off_a
            rest = const.value[off:] if forward else const.value[:len(const.value) - off]
            lv = self._len(var)
            if lv >= len(rest):
                if lv == len(rest):
                    cond = mk("=", _len_t(var), integer(lv))
                    self._emit(_implies(hyps + [cond], mk("=", var, string(rest))),
                               Inference.NF_SPLIT_CONST)
                    if var is x:
                        done_a.append(var)
                        done_b.append(string(rest))
                        i += 1
                        j, off_b = j + 1, 0
                    else:
                        done_a.append(string(rest))
                        done_b.append(var)
                        j += 1
                        i, off_a = i + 1, 0
                    continue
                if self._depth(var) >= MAX_SPLIT_DEPTH:
                    return
                k = self.ctx.skolems.skolem("split" if forward else "rsplit", var, string(rest))
                whole = mk("str.++", string(rest), k) if forward else mk("str.++", k, string(rest))
                cond = mk(">=", _len_t(var), integer(len(rest)))
                self._emit(_implies(hyps + [cond], mk("=", var, whole)),
                           Inference.NF_SPLIT_CONST)
                return
            piece = rest[:lv] if forward else rest[len(rest) - lv:]
            cond = mk("=", _len_t(var), integer(lv))
            self._emit(_implies(hyps + [cond], mk("=", var, string(piece))),
                       Inference.NF_SPLIT_CONST)
            if var is x:
                done_a.append(var)
                done_b.append(string(piece))
                i += 1
                off_b += lv
            else:
                done_a.append(string(piece))
                done_b.append(var)
                j += 1
                off_a += lv
        return


def _occurs(needle: list[Term], hay: list[Term]) -> bool:
    """``needle`` (items) lies inside ``hay`` as a factor: inner items identical,
    constant ends as a suffix/prefix of the constants they meet (a lone constant
    as a substring of one)."""
    m = len(needle)
    if m == 1 and needle[0].op == "const":
        return any(it.op == "const" and needle[0].value in it.value  # type: ignore[operator]
                   for it in hay)
    for i in range(len(hay) - m + 1):
        ok = True
        for j, it in enumerate(needle):
            h = hay[i + j]
            if it is h:
                continue
            if it.op == "const" and h.op == "const" and (
                    (j == 0 and h.value.endswith(it.value))  # type: ignore[union-attr]
                    or (j == m - 1 and h.value.startswith(it.value))):  # type: ignore[union-attr]
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
            return inner.args[0].value  # type: ignore[return-value]
    return None


def _primitive_root(w: str) -> str:
    """The shortest ``r`` with ``w = r^k`` (``w`` non-empty)."""
    i = (w + w).find(w, 1)
    return w[:i]


def _oriented(s: str, forward: bool) -> str:
    return s if forward else s[::-1]


def _len_t(x: Term) -> Term:
    return mk("str.len", x)


