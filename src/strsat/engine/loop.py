"""The CDCL(T) loop (docs/engine.md §3): the core proposes, the theory checks.

:class:`Loop` holds everything that survives between ``check-sat`` calls: the
core with every lemma learned (lemmas are valid, so they stay), the skolems and
purified definitions.  Assertions are guarded by literals, so ``push``/``pop``
and ``check-sat-assuming`` only change which guards are assumed.

Fair search (paper 001 §6): every string variable is bounded by ``|x| <= B``
through an assumption literal; when the core is unsat only because of the bound,
``B`` doubles.  So every satisfiable input is eventually answered ``sat`` given
time, and an ``unsat`` of the core without the bound (and without any step
having reported incompleteness) is a proof.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import z3

from ..deadline import Deadline
from ..errors import ResourceLimit, UnsupportedError
from ..terms import BOOL, INT, STRING, Term, Value, integer, mk
from ..terms.evaluate import Model
from ..terms.walk import free_vars, free_vars_many
from ..theory.context import Literal, TheoryContext
from ..theory.inferences import Inference
from ..theory.lengths import empty_axiom, length_axioms
from ..theory.letter_counts import count_axioms
from .core import Core, CoreResult, is_string_atom, z3_int
from .preprocess import Purifier
from .result import CheckResult, Status
from .skolems import Skolems
from .stats import Stats

#: First per-variable length bound and the bound past which the search gives up.
INITIAL_BOUND = 8
MAX_BOUND = 1 << 22
#: Lemmas that rule out one vector of lengths only (fixed-length search).
VECTOR_BLOCKS = frozenset({Inference.FL_BLOCK, Inference.FL_INT_BLOCK})
#: Seconds of the deadline not given to one core call (z3 overruns its timeout).
CORE_MARGIN = 0.2
#: Theory rounds without new lemmas or a model before answering unknown.
MAX_IDLE_ROUNDS = 1


@dataclass
class Guard:
    """An assertion of the user, purified, behind its guard literal."""

    original: Term
    purified: Term
    literal: z3.BoolRef


class Loop:
    """Engine state shared by successive checks of one assertion stack."""

    def __init__(self, strategy: list | None = None) -> None:
        from ..rewrite import simplify
        from ..theory.reductions import reduce_atom, reduce_definition
        from .strategy import default_strategy, regex_lengths

        self.core = Core()
        self.skolems = Skolems()
        self.purifier = Purifier(self.skolems)
        self.stats = Stats()
        self.strategy = strategy if strategy is not None else default_strategy()
        self._simplify = simplify
        self._reduce = reduce_definition
        self._reduce_atom = reduce_atom
        self._regex_lengths = regex_lengths
        self._guards: dict[Term, Guard] = {}
        #: Always-true formulas (side formulas, reductions, lemmas) for relevance.
        self._facts: list[Term] = []
        self._asserted_lemmas: set[Term] = set()
        #: Formulas asserted under the pruning literal only (see add_fact).
        self._pruning_lemmas: set[Term] = set()
        self._guarded: list[Term] = []
        self._reduced: set[Term] = set()
        self._bound_literals: dict[int, z3.BoolRef] = {}
        self._flushing = False
        self._defs_seen = 0
        #: Assumed while pruning lemmas may be used; an unsat core with it is no proof.
        self._pruning = self.core.fresh_literal("pruning")
        self._deadline = Deadline.never()

    # ---- adding formulas ---------------------------------------------------------

    def guard(self, assertion: Term) -> z3.BoolRef:
        """The guard literal of a user assertion (registered on first use)."""
        g = self._guards.get(assertion)
        if g is None:
            with self.stats.timer("preprocess"):
                simplified = self._simplify(assertion)
                purified = self.purifier.purify(simplified)
                literal = self.core.fresh_literal(f"guard!{len(self._guards)}")
                self.core.add_z3(z3.Implies(literal, self.core.translate(purified)))
                g = Guard(assertion, purified, literal)
                self._guards[assertion] = g
                self._flush()
        return g.literal

    def add_fact(self, formula: Term, kind: Inference, pruning: bool = False) -> bool:
        """Assert a valid formula (lemma); False if it was asserted before.

        A ``pruning`` formula (not proved valid) is asserted under the pruning
        literal only, and is not a fact for the relevance walk.
        """
        asserted = self._pruning_lemmas if pruning else self._asserted_lemmas
        if formula in asserted:
            return False
        purified = self.purifier.purify(formula)
        # translated before it counts as asserted: a timeout inside the translation
        # leaves the lemma to be asserted again by a later check
        if pruning:
            self.core.add_z3(z3.Implies(self._pruning, self.core.translate(purified)))
            self.stats.count("lemma.pruning")
        else:
            self.core.add(purified)
            self._facts.append(purified)
        asserted.add(formula)
        self.stats.count(f"lemma.{kind.name}")
        if not self._flushing:
            self._flush()
        return True

    def _flush(self) -> None:
        """Assert side formulas, reductions and axioms of new atoms, to a fixpoint.

        Iterative: facts added on the way only queue their consequences.  The
        deadline is checked between rounds, where the queues are consistent.
        """
        self._flushing = True
        try:
            self._flush_rounds()
        finally:
            self._flushing = False

    def _flush_rounds(self) -> None:
        core = self.core
        while True:
            self._deadline.check("preprocessing")
            side = self.purifier.take_side()
            for f in side:
                self.core.add(f)
                self._facts.append(f)
            progressed = bool(side)
            definitions = self.purifier.definitions
            while self._defs_seen < len(definitions):
                self._deadline.check("preprocessing")
                d = definitions[self._defs_seen]
                self._defs_seen += 1
                if d in self._reduced:
                    continue
                self._reduced.add(d)
                progressed = True
                lemmas, exact = self._reduce(d, self.skolems)
                if not exact:
                    self._guard_definition(d)
                for lem in lemmas:
                    self.add_fact(lem.formula, lem.kind)
            while core.new_lengths:
                self._deadline.check("preprocessing")
                progressed = True
                x = core.new_lengths.pop()
                formula, kind = empty_axiom(x)
                self.add_fact(formula, kind)
                for lit_bound, lit in self._bound_literals.items():
                    core.add_z3(z3.Implies(lit, core.length(x) <= lit_bound))
            while core.new_atoms:
                self._deadline.check("preprocessing")
                progressed = True
                atom = core.new_atoms.pop()
                lemmas, exact = self._reduce_atom(atom, self.skolems)
                if not exact:
                    self._guard_definition(atom)
                for lem in lemmas:
                    self.add_fact(lem.formula, lem.kind)
                for formula, kind in length_axioms(atom, self._regex_lengths):
                    self.add_fact(formula, kind)
                for formula, kind in count_axioms(atom):
                    self.add_fact(formula, kind)
            if not progressed:
                return

    def _guard_definition(self, formula: Term) -> None:
        """Keep ``formula`` for the fixed-length search, which needs the length of
        every string variable in it (variables only there have none yet)."""
        self._guarded.append(formula)
        for v in free_vars(formula):
            if v.sort is STRING:
                self.core.length(v)

    def _bound_literal(self, bound: int) -> z3.BoolRef:
        lit = self._bound_literals.get(bound)
        if lit is None:
            lit = self.core.fresh_literal(f"bound!{bound}")
            self._bound_literals[bound] = lit
            for length in self.core.lengths.values():
                self.core.add_z3(z3.Implies(lit, length <= bound))
        return lit

    # ---- checking ------------------------------------------------------------------

    def check(self, assertions: list[Term], deadline: Deadline) -> CheckResult:
        """Decide the conjunction of ``assertions`` (each guarded, then assumed)."""
        try:
            return self._check(assertions, deadline)
        except ResourceLimit as exc:
            return self._result(Status.UNKNOWN, reason=f"timeout ({exc})")
        except UnsupportedError as exc:
            return self._result(Status.UNKNOWN, reason=str(exc))

    def _result(self, status: Status, model: dict[Term, Value] | None = None,
                reason: str | None = None, core: list[Term] | None = None) -> CheckResult:
        stats = self.stats.as_dict()
        stats["core.calls"] = self.core.calls
        stats["skolems"] = len(self.skolems)
        return CheckResult(status, model=model, reason=reason, stats=stats, core=core)

    def _core_of(self, used: list[z3.BoolRef], assertions: list[Term]) -> list[Term]:
        """The assertions whose guard literals are in the core's unsat core."""
        ids = {lit.get_id() for lit in used}
        return [a for a in dict.fromkeys(assertions)
                if self._guards[a].literal.get_id() in ids]

    def _check(self, assertions: list[Term], deadline: Deadline) -> CheckResult:
        self._deadline = deadline
        guards = [self.guard(a) for a in assertions]
        active = [self._guards[a] for a in assertions]
        incomplete: list[str] = []
        bound = INITIAL_BOUND
        idle = 0
        pruning = True
        while True:
            deadline.check("the core loop")
            bound_lit = self._bound_literal(bound)
            assumed = guards + [bound_lit] + ([self._pruning] if pruning else [])
            with self.stats.timer("core"):
                # z3 may overrun its own timeout by a few tenths of a second
                left = deadline.remaining()
                answer = self.core.check(
                    assumed, timeout=None if left is None else max(0.001, left - CORE_MARGIN))
            if answer == CoreResult.UNSAT:
                used = self.core.unsat_core()
                if any(z3.eq(lit, bound_lit) for lit in used):
                    if bound >= MAX_BOUND:
                        return self._result(Status.UNKNOWN,
                                            reason=f"length bound {MAX_BOUND} exhausted")
                    bound *= 2
                    self.stats.count("bound.doublings")
                    continue
                if pruning and any(z3.eq(lit, self._pruning) for lit in used):
                    # unproved blocks took part: check again with valid facts only
                    pruning = False
                    self.stats.count("pruning.dropped")
                    continue
                # Every other fact is valid (lemmas, reductions, definitions of fresh
                # skolems): unsat without the bound literal is unsat of the input,
                # and of the assertions whose guards the core used (an unsat core).
                return self._result(Status.UNSAT, core=self._core_of(used, assertions))
            if answer == CoreResult.UNKNOWN:
                deadline.check("the integer core")
                return self._result(Status.UNKNOWN, reason=core_unknown_reason(
                    self.core.reason_unknown(), bounded=left is not None))
            ctx = self._context(active, deadline)
            outcome = self._theory_round(ctx)
            for reason in ctx.incomplete_reasons:
                if reason not in incomplete:
                    incomplete.append(reason)
            if isinstance(outcome, dict):
                return self._result(Status.SAT, model=self._user_model(outcome, assertions))
            if outcome:
                idle = 0
                continue
            idle += 1
            if idle >= MAX_IDLE_ROUNDS:
                reasons = "; ".join(incomplete) or "no procedure could decide the candidate"
                return self._result(Status.UNKNOWN, reason=f"incomplete: {reasons}")

    def _theory_round(self, ctx: TheoryContext) -> dict[Term, str] | bool:
        """Run the strategy once: a string model, True (new lemmas) or False (stuck).

        Splitting lemmas (a step's lemmas none of which is a conflict) are held back
        while the later steps run: when the core's lengths already admit a model
        (paper 001: the fixed-length tier), it is taken without more splits.
        """
        held: list = []
        for step in self.strategy:
            with self.stats.timer(f"step.{step.name}"):
                result = step.check(ctx)
            self.stats.count(f"step.{step.name}.calls")
            if result.model is not None:
                if held:
                    self.stats.count("round.model_before_splits")
                return result.model
            if not result.lemmas:
                continue
            if held or any(_is_conflict(lem.formula) for lem in result.lemmas):
                if held:
                    # blocks of single length vectors wait for the splits: after them
                    # the candidate changes; every other lemma goes with the splits
                    extra = [lem for lem in result.lemmas if lem.kind not in VECTOR_BLOCKS]
                    return self._send(held + extra, ctx, step.name)
                return self._send(result.lemmas, ctx, step.name)
            held = result.lemmas
            held_by = step.name
        if held:
            return self._send(held, ctx, held_by)
        return False

    def _send(self, lemmas: list, ctx: TheoryContext, by: str) -> bool:
        fresh = [self.add_fact(lem.formula, lem.kind, lem.pruning) for lem in lemmas]
        if any(fresh):
            return True
        ctx.incomplete(f"{by} repeated a known lemma")
        return False

    # ---- context and models --------------------------------------------------------

    def _context(self, active: list[Guard], deadline: Deadline) -> TheoryContext:
        literals = self._relevant_literals([g.purified for g in active] + self._facts)
        ints: dict[Term, int] = {}
        for x in self.core.lengths:
            ints[mk("str.len", x)] = self.core.length_value(x)
        bools: dict[Term, bool] = {}
        for v, e in self.core.variables.items():
            val = self.core.z3_value(e)
            if v.sort is INT:
                ints[v] = z3_int(val)
            elif v.sort is BOOL:
                bools[v] = z3.is_true(val)
        string_vars = list(self.core.lengths)
        return TheoryContext(
            literals=literals, ints=ints, bools=bools, string_vars=string_vars,
            guarded=list(self._guarded), deadline=deadline, skolems=self.skolems,
            stats=self.stats, int_value=self.core.value,
            definitions=list(self.purifier.definitions))

    def _relevant_literals(self, formulas: list[Term]) -> list[Literal]:
        """String literals that make ``formulas`` true under the core's model.

        For a true disjunction one true disjunct suffices (preferring ones without
        string atoms), for a false conjunction one false conjunct, for ``ite`` the
        taken branch; the rest of the model's atom values do not matter.
        """
        value = _ModelValues(self.core.value)
        out: dict[Term, bool] = {}
        seen: set[tuple[int, bool]] = set()
        stack: list[tuple[Term, bool]] = [(f, True) for f in formulas]
        while stack:
            t, want = stack.pop()
            key = (t.id, want)
            if key in seen:
                continue
            seen.add(key)
            op = t.op
            if is_string_atom(t):
                out[t] = want
            elif op == "not":
                stack.append((t.args[0], not want))
            elif op in ("and", "or"):
                every = (op == "and") == want
                if every:
                    stack.extend((c, want) for c in t.args)
                else:
                    stack.append((_pick(t.args, want, value), want))
            elif op == "=>":
                *hyps, concl = t.args
                if want:
                    options = [(h, False) for h in hyps] + [(concl, True)]
                    chosen = [(c, w) for c, w in options if value(c) is w]
                    stack.append(min(chosen, key=lambda cw: _has_atoms(cw[0])))
                else:
                    stack.extend((h, True) for h in hyps)
                    stack.append((concl, False))
            elif op == "ite" and t.sort is BOOL:
                cond = bool(value(t.args[0]))
                stack.append((t.args[0], cond))
                stack.append((t.args[1] if cond else t.args[2], want))
            elif (op in ("=", "xor", "distinct") and t.args and t.args[0].sort is BOOL):
                stack.extend((c, bool(value(c))) for c in t.args)
            elif t.sort is BOOL and t.op != "var":
                # an integer atom: the conditions of its integer ite's count too
                stack.extend((c, bool(value(c))) for c in _int_ite_conditions(t))
        return [Literal(a, v) for a, v in out.items()]

    def _user_model(self, strings: dict[Term, str], assertions: list[Term]) -> dict[Term, Value]:
        model = Model()
        core = self.core
        # SMT-LIB leaves (div m 0) and (mod m 0) to the model: the core's choice
        model.by_zero = lambda op, m: int(core.value(mk(op, integer(m), integer(0))))
        for v in free_vars_many(assertions):
            if self.skolems.is_skolem(v):
                continue
            if v.sort is STRING:
                model[v] = strings.get(v, "")
            elif v in self.core.variables:
                model[v] = self.core.value(v)
            else:
                model[v] = 0 if v.sort is INT else False
        return model


class _ModelValues:
    """Values of Bool terms under the core's model, for one round: connectives are
    computed from their children (iteratively), leaves asked of the core once."""

    _CONNECTIVES = ("not", "and", "or", "=>", "xor")

    def __init__(self, leaf: Callable[[Term], bool | int]) -> None:
        self._leaf = leaf
        self._memo: dict[Term, bool | int] = {}

    def __call__(self, root: Term) -> bool | int:
        memo = self._memo
        if root in memo:
            return memo[root]
        stack = [root]
        while stack:
            t = stack[-1]
            if t in memo:
                stack.pop()
                continue
            if t.op not in self._CONNECTIVES:
                memo[t] = self._leaf(t)
                stack.pop()
                continue
            missing = [c for c in t.args if c not in memo]
            if missing:
                stack.extend(missing)
                continue
            vals = [bool(memo[c]) for c in t.args]
            op = t.op
            if op == "not":
                memo[t] = not vals[0]
            elif op == "and":
                memo[t] = all(vals)
            elif op == "or":
                memo[t] = any(vals)
            elif op == "=>":
                memo[t] = (not all(vals[:-1])) or vals[-1]
            else:
                memo[t] = sum(vals) % 2 == 1
            stack.pop()
        return memo[root]


def _pick(children: tuple[Term, ...], want: bool, value: Callable[[Term], bool | int]) -> Term:
    """A child with the wanted value, preferring one without string atoms."""
    best = None
    for c in children:
        if value(c) is want:
            if not _has_atoms(c):
                return c
            if best is None:
                best = c
    assert best is not None, "the core's model falsifies an asserted formula"
    return best


def core_unknown_reason(z3_reason: str, bounded: bool) -> str:
    """The reason for an ``unknown`` of the integer core.  z3 stops at the time it was
    given (the deadline less :data:`CORE_MARGIN`) with ``canceled`` or ``timeout``: that
    is our time limit, and reads ``timeout``."""
    if bounded and z3_reason in ("canceled", "timeout"):
        return "timeout (in the integer core)"
    return f"integer core: {z3_reason}"


def _is_conflict(formula: Term) -> bool:
    """A lemma ``premises ⇒ false`` (or ``¬(...)``): it refutes the candidate outright."""
    if formula.op == "=>":
        return formula.args[-1].op == "const" and formula.args[-1].value is False
    return formula.op == "not" or (formula.op == "const" and formula.value is False)


def _int_ite_conditions(atom: Term) -> list[Term]:
    """Conditions of the Int-valued ``ite`` terms inside an integer atom."""
    out: list[Term] = []
    stack = list(atom.args)
    seen: set[Term] = set()
    while stack:
        u = stack.pop()
        if u in seen or u.sort is not INT:
            continue
        seen.add(u)
        if u.op == "ite":
            out.append(u.args[0])
            stack.extend(u.args[1:])
        else:
            stack.extend(u.args)
    return out


def _has_atoms(t: Term) -> bool:
    """True when a Boolean formula contains a string atom."""
    stack = [t]
    while stack:
        u = stack.pop()
        if is_string_atom(u):
            return True
        if u.sort is BOOL:
            stack.extend(u.args)
    return False
