"""The seam between the engine loop and the theory steps.

A step (:class:`TheoryStep`) is one procedure of the strategy.  It brings the eager
axioms of the atoms it owns (:meth:`TheoryStep.axioms`, asserted by the loop when
an atom is first registered) and, once per round, reads the :class:`SolverState`
and answers with a :class:`StepResult`:

* consistent — nothing to add, go on to the next step;
* lemmas — valid formulas of the theory the core must respect (a conflict is a
  lemma that the current candidate falsifies);
* a model — values for the string variables (fixed-length step);

and, with any of these, hints: candidate values for later steps.  A step that
could not decide exhaustively marks the state ``incomplete`` so that a later
``unsat`` of the core is reported as ``unknown``.  Steps never call each other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property

from strsat.static import TYPE_CHECKING, Protocol

from ...deadline import Deadline
from ...errors import StrsatError
from ...records import Record
from ...terms import Sort, Term, mk
from ...terms.formulas import implies
from .equalities import EqualityClasses, is_string_equality
from .inferences import Inference, Role

if TYPE_CHECKING:
    from contextlib import AbstractContextManager


class Unreadable(StrsatError):
    """The candidate has no value for a term a step asked about (``int_value`` of a
    term the core cannot evaluate).  Steps catch this — and ``KeyError`` from
    :meth:`SolverState.length` — and nothing broader: a deadline or a bug must not pass
    for an unreadable candidate."""


class Literal(Record):
    """A string atom with the truth value the core gave it (immutable)."""

    _fields = ("atom", "positive")
    __slots__ = _fields

    def __init__(self, atom: Term, positive: bool) -> None:
        self.atom = atom
        self.positive = positive

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Literal:
            return NotImplemented
        return (self.atom is other.atom
                and self.positive == other.positive)

    def __hash__(self) -> int:
        return hash((self.atom, self.positive))

    def term(self) -> Term:
        """The literal as a formula (``atom`` or ``(not atom)``)."""
        return self.atom if self.positive else mk("not", self.atom)


class Lemma(Record):
    """``premises ⊢ conclusion``, a valid consequence of the theory produced by
    inference ``kind`` (cvc5's ``InferInfo``: the premises are kept apart from the
    conclusion).

    ``premises`` are formulas the candidate holds (literals, explanations), in the
    order given; an axiom has none.  :attr:`formula`, what the core asserts, is
    built from them by the one builder :func:`strsat.terms.formulas.implies`: the
    conclusion alone when nothing is premised, ``¬(p1 ∧ … ∧ pn)`` for a conflict,
    ``p1 ∧ … ∧ pn ⇒ conclusion`` otherwise.

    ``pruning`` marks a formula that is *not* known to be valid (a block from a
    search that stopped at a limit): the loop asserts it only under its pruning
    assumption, and an ``unsat`` that needs the assumption becomes ``unknown``.
    Immutable; equal when premises, conclusion, kind and pruning are.
    """

    __slots__ = ("premises", "conclusion", "kind", "pruning", "formula")
    _fields = ("premises", "conclusion", "kind", "pruning")

    def __init__(self, premises: tuple[Term, ...], conclusion: Term, kind: Inference,
                 pruning: bool = False) -> None:
        self.premises = premises
        self.conclusion = conclusion
        self.kind = kind
        self.pruning = pruning
        self.formula: Term = implies(premises, conclusion)

    @property
    def is_conflict(self) -> bool:
        """Whether the conclusion is ``false`` (cvc5's ``InferInfo::isConflict``): the
        lemma refutes its premises, which the candidate holds, whatever its kind."""
        c = self.conclusion
        return c.op == "const" and c.value is False

    @property
    def role(self) -> Role:
        return self.kind.role


class StepResult(Record):
    """A step's answer: lemmas, or a model, or neither (consistent); and hints —
    candidate values of string variables that the later steps of the round read
    (the fixed-length search tries a hint first when its length is the one
    required).  ``defer``: no model here, and the later steps' search of this
    candidate is costlier than the splits an earlier step holds (the rules of
    :mod:`strsat.engine.rounds`).  Immutable."""

    _fields = ("lemmas", "model", "hints", "defer")
    __slots__ = _fields

    def __init__(self, lemmas: list[Lemma] | None = None,
                 model: dict[Term, str] | None = None,
                 hints: Mapping[Term, str] | None = None, defer: bool = False) -> None:
        self.lemmas: list[Lemma] = [] if lemmas is None else lemmas
        self.model = model
        self.hints: Mapping[Term, str] = {} if hints is None else hints
        self.defer = defer

    __hash__ = None  # type: ignore[assignment]  # lists inside, as the dataclass had

    @property
    def consistent(self) -> bool:
        return not self.lemmas and self.model is None


CONSISTENT = StepResult()


class SolverState:
    """What the steps of one round read (cvc5's ``SolverState``), built once per
    round by the loop: the candidate's relevant string literals and integer values,
    the equality classes of its positive string equalities (built on first use and
    shared), the hints of the steps before; and the services that outlive the
    round (skolems, statistics, the deadline).

    ``ints``: integer values of the core's model (``(str.len x)`` terms, Int
    variables and purified Int skolems, keyed by term); ``bools``: truth values of
    Bool variables (for the final model); ``string_vars``: the string variables of
    the current problem (user variables and skolems); ``guarded``: the guarded
    definitions ``k = f(args)`` whose reduction is not exact; ``int_value``: the
    core's value of any Bool or Int term over its variables and lengths;
    ``definitions``: every purification definition ``k = f(args)`` (exact reductions
    included); ``hints``: the hints of the steps that ran before in this round (the
    loop adds each step's)."""

    def __init__(self, literals: list[Literal], ints: Mapping[Term, int],
                 bools: Mapping[Term, bool], string_vars: list[Term], guarded: list[Term],
                 deadline: Deadline, skolems: SkolemFactory, stats: Stats,
                 int_value: Callable[[Term], int | bool],
                 definitions: list[Term] | None = None,
                 incomplete_reasons: list[str] | None = None,
                 hints: dict[Term, str] | None = None) -> None:
        self.literals = literals
        self.ints = ints
        self.bools = bools
        self.string_vars = string_vars
        self.guarded = guarded
        self.deadline = deadline
        self.skolems = skolems
        self.stats = stats
        self.int_value = int_value
        self.definitions: list[Term] = [] if definitions is None else definitions
        self.incomplete_reasons: list[str] = (
            [] if incomplete_reasons is None else incomplete_reasons)
        self.hints: dict[Term, str] = {} if hints is None else hints

    @cached_property
    def classes(self) -> EqualityClasses:
        """Union-find over the positive string equalities, with explanations."""
        return EqualityClasses([lit.atom for lit in self.literals
                                if lit.positive and is_string_equality(lit.atom)])

    def length(self, x: Term) -> int:
        """The core's value of ``(str.len x)`` for a string variable ``x`` (a
        ``KeyError`` when the core has no length for it: the steps skip such a
        variable).  Every variable of a literal the round reads has one: the
        preprocessing passes dequeue an atom only once its axioms are in hand, and the
        registrations of a popped scope leave with its atoms (engine/scopes.py)."""
        return self.ints[mk("str.len", x)]

    def incomplete(self, reason: str) -> None:
        """Record that this step could not decide exhaustively."""
        if reason not in self.incomplete_reasons:
            self.incomplete_reasons.append(reason)


class SkolemFactory(Protocol):
    def skolem(self, kind: str, *args: Term, sort: Sort | None = None) -> Term: ...

    def is_skolem(self, t: Term) -> bool: ...

    def definition(self, t: Term) -> tuple[str, tuple[Term, ...]] | None: ...

    def depth(self, t: Term) -> int: ...


class Stats(Protocol):
    def count(self, key: str, n: int = 1) -> None: ...

    def timer(self, key: str) -> AbstractContextManager[None]: ...


class TheoryStep(Protocol):
    """One procedure of the strategy (see the module doc): every member the loop reads.

    ``name`` keys the step's statistics (``step.NAME.calls``) and its lemmas' origin;
    ``scoped`` names the attributes that belong to the assertion scope
    (:mod:`strsat.engine.scopes` saves them at a push and restores them at a pop);
    ``seed`` is the session's ``:random-seed`` for the step's random choices (0: the
    default); :meth:`new_check` starts a check's own budgets, so a long-lived loop
    answers as a fresh one would.  Where the step runs in a round, and what the loop does with its
    lemmas, is the strategy's table (:mod:`strsat.engine.strategy`), not the step's."""

    name: str
    seed: int

    @property
    def scoped(self) -> tuple[str, ...]: ...

    def axioms(self, atom: Term) -> list[Lemma]:
        """Valid facts about a newly registered string atom this step owns (its
        length abstraction, ...); [] for the others."""
        ...

    def check(self, state: SolverState) -> StepResult: ...

    def new_check(self) -> None:
        """Renew what is per check (budgets, marks of searches that hit a limit)."""
        ...


class Step:
    """The defaults of :class:`TheoryStep`'s members that most steps leave as they are:
    nothing scoped, the default seed, nothing renewed per check, no eager axioms."""

    scoped: tuple[str, ...] = ()
    seed = 0

    def axioms(self, atom: Term) -> list[Lemma]:
        return []

    def new_check(self) -> None:
        """Nothing is kept per check."""
