"""The theory strategy: which steps run, in which order (docs/explanation/engine.md#the-loop).

Cheapest first, as DESIGN.md asks: word equations and constants (Z3str2-style
arrangements, paper 002), congruence of function applications over the
equality classes, extended functions simplified under the equalities, the
lexicographic order over the classes (``theory/lex``: transitivity, totality),
then the dashed strings of the long components (paper 003: domains of blocks,
SWEEP), regular constraints (automata layer, papers 000 and 004), grammar
memberships (issue 27: Bar-Hillel product, CYK propagation), then the
fixed-length search (paper 001 §5–6), which answers with a
model when every length is fixed.  The strategy is a table of :class:`Stage` rows —
the step, its :class:`~.rounds.Effort` (the one search is the break point of the
round's held blocks, and what a fair round runs) — which the loop reads as data; the
rules that decide after each stage whether the round goes on are
:data:`strsat.engine.rounds.RULES`.  Tests and experiments may pass their own table
to :class:`~strsat.engine.loop.Loop`.  The steps that read languages
share the loop's :class:`~strsat.theory.regular.Languages` (automata and length sets,
cached for the loop's life).

The default table is data too: :data:`STEPS` names, for each step, its module and
class and what it applies to — the atoms whose axioms it states and the literals
without which a round does not need it (by :func:`atom_key`: the operator, or
``"= String"`` for an equation of strings).  :func:`default_strategy` makes a
:class:`LazyStep` of each row, which imports the step's module and makes the step at
the first atom or round that needs it (issue 39: a check decided by the core or by
the preparation loads no step, a formula without memberships no automata, one without
equations of strings no word-equation modules; docs/explanation/engine.md#start-up).
Until then the lazy step answers as the step would: consistent, no axioms.  A step
made inside an assertion scope has its scoped state registered then
(:meth:`~.scopes.Scopes.register`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from strsat.static import TYPE_CHECKING

from ..named_tuples import NamedTuple
from ..terms import STRING, Term
from ..theory.seam.context import CONSISTENT, Lemma, SolverState, StepResult, TheoryStep
from .rounds import Effort

if TYPE_CHECKING:
    from typing import Any

    from ..theory.regular.languages import Languages
    from .scopes import Scopes

__all__ = ["STEPS", "Effort", "LazyStep", "Stage", "StepSpec", "atom_key",
           "default_strategy"]

#: The key of an equation of strings (:func:`atom_key`).
STRING_EQUATION = "= String"


def atom_key(atom: Term) -> str:
    """What a step's row matches an atom by: its operator, ``"= String"`` for an
    equation of strings."""
    if atom.op == "=" and atom.args[0].sort is STRING:
        return STRING_EQUATION
    return atom.op


class StepSpec(NamedTuple):
    """One row of :data:`STEPS`: the step's name, module and class, its effort, the
    keys (:func:`atom_key`) of the atoms it states axioms of — ``axioms``, a function
    ``"module:function"`` of the atom, states them without making the step (the
    step's own :meth:`~strsat.theory.seam.context.TheoryStep.axioms` gives the
    same) — and when a round needs it: a literal (by :func:`atom_key`) or the
    right-hand side of a definition ``k = f(args)`` (by operator) of one of
    ``rounds`` (``None``: every round), or ``wanted``, a predicate
    ``"module:function"`` of the round's state and the languages; ``languages``: the
    step is made with the loop's languages."""

    name: str
    module: str
    cls: str
    effort: Effort = Effort.CHECK
    atoms: frozenset[str] = frozenset()
    rounds: frozenset[str] | None = None
    wanted: str | None = None
    axioms: str | None = None
    languages: bool = True


#: The operators the extended-function step reads (``theory/functions/extf.py``:
#: ``EXTENDED``, its predicates included): definitions ``k = f(args)`` and literals.
EXTENDED = frozenset({"str.substr", "str.at", "str.indexof", "str.replace",
                      "str.replace_all", "str.contains", "str.prefixof", "str.suffixof",
                      "str.<", "str.<=", "str.to_int", "str.to_code", "str.from_int",
                      "str.is_digit"})

#: The default strategy, cheapest first.  ``atoms`` and ``rounds`` must hold whenever
#: the step would do anything (an axiom; a lemma, a model, a hint or a mark of
#: incompleteness): ``tests/theory/test_axioms.py`` checks the owners of the axioms.
STEPS: tuple[StepSpec, ...] = (
    StepSpec("word_equations", "strsat.theory.word_equations.step", "WordEquations",
             atoms=frozenset({STRING_EQUATION}), rounds=frozenset({STRING_EQUATION}),
             axioms="strsat.theory.word_equations.letter_counts:equation_axioms"),
    StepSpec("congruence", "strsat.theory.functions.congruence", "Congruence",
             languages=False),
    StepSpec("extf", "strsat.theory.functions.extf", "ExtendedFunctions",
             rounds=EXTENDED, languages=False),
    StepSpec("lex", "strsat.theory.lex.step", "LexOrder",
             rounds=frozenset({"str.<", "str.<="})),
    StepSpec("dashed", "strsat.theory.dashed.step", "Dashed",
             wanted="strsat.theory.dashed.reading:has_long_component"),
    StepSpec("regular", "strsat.theory.regular.step", "Regular",
             atoms=frozenset({"str.in_re"}), rounds=frozenset({"str.in_re"})),
    StepSpec("grammar", "strsat.theory.grammar.step", "GrammarStep",
             atoms=frozenset({"str.in_grammar"}), rounds=frozenset({"str.in_grammar"})),
    StepSpec("fixed_length", "strsat.theory.fixed_length.step", "FixedLength", Effort.SEARCH,
             atoms=frozenset({"str.contains", "str.prefixof", "str.suffixof",
                              "str.is_digit", "distinct"}),
             axioms="strsat.theory.seam.lengths:length_axioms"),
)


class Stage:
    """One row of the strategy table: a step and its :class:`~.rounds.Effort`."""

    __slots__ = ("step", "effort")

    def __init__(self, step: TheoryStep, effort: Effort = Effort.CHECK) -> None:
        self.step = step
        self.effort = effort

    @property
    def name(self) -> str:
        return self.step.name

    def __repr__(self) -> str:
        return f"Stage({self.name}, {self.effort.value})"


#: What makes the loop's languages, on first use (their module loads the regex layer).
LanguagesOf = Callable[[], "Languages"]


def _languages_now() -> Languages:
    from ..theory.regular.languages import Languages

    return Languages()


class LazyStep:
    """A step of :data:`STEPS`, made (its module imported) at the first atom whose
    axioms it states or the first round that needs it (the module doc); before, it is
    consistent and has no axioms.  ``scopes``: where the made step's scoped state is
    registered (the loop's; none for a table used outside a loop)."""

    scoped: tuple[str, ...] = ()

    def __init__(self, spec: StepSpec, languages: LanguagesOf = _languages_now) -> None:
        self.spec = spec
        self.name = spec.name
        self._languages = languages
        self._seed = 0
        self._wanted: Callable[[SolverState, Languages], bool] | None = None
        self._axioms: Callable[[Term], list[Lemma]] | None = None
        self.scopes: Scopes | None = None
        self.step: TheoryStep | None = None

    @property
    def seed(self) -> int:
        return self._seed

    @seed.setter
    def seed(self, seed: int) -> None:
        """The seed, for the step once it is made (and now, if it is)."""
        self._seed = seed
        if self.step is not None:
            self.step.seed = seed

    def make(self) -> TheoryStep:
        """The step, made now if it is not yet."""
        if self.step is None:
            spec = self.spec
            cls = getattr(importlib.import_module(spec.module), spec.cls)
            step: TheoryStep = cls(languages=self._languages()) if spec.languages else cls()
            step.seed = self._seed
            if step.scoped and self.scopes is not None:
                self.scopes.register(step)
            self.step = step
        return self.step

    def _needed(self, state: SolverState) -> bool:
        spec = self.spec
        if spec.wanted is not None:
            if self._wanted is None:
                self._wanted = _function(spec.wanted)
            return self._wanted(state, self._languages())
        keys = spec.rounds
        return keys is None or any(atom_key(lit.atom) in keys for lit in state.literals) \
            or any(d.args[1].op in keys for d in state.definitions if d.op == "=")

    def axioms(self, atom: Term) -> list[Lemma]:
        if self.step is not None:
            return self.step.axioms(atom)
        spec = self.spec
        if atom_key(atom) not in spec.atoms:
            return []
        if spec.axioms is None:
            return self.make().axioms(atom)
        if self._axioms is None:
            self._axioms = _function(spec.axioms)
        return self._axioms(atom)

    def check(self, state: SolverState) -> StepResult:
        if self.step is None and not self._needed(state):
            return CONSISTENT
        return self.make().check(state)

    def new_check(self) -> None:
        if self.step is not None:
            self.step.new_check()


def _function(path: str) -> Any:
    """The function ``"module:name"`` (its module imported now)."""
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def default_strategy(languages: Languages | LanguagesOf | None = None) -> list[Stage]:
    """A fresh table of :data:`STEPS` (steps keep caches: one table per loop), each
    step made at its first use; ``languages``: the loop's, or what makes them on first
    use (by default fresh ones)."""
    if languages is None:
        of: LanguagesOf = _once(_languages_now)
    elif callable(languages):
        of = languages
    else:
        shared = languages
        def of() -> Languages:
            return shared
    return [Stage(LazyStep(spec, of), spec.effort) for spec in STEPS]


def _once(make: LanguagesOf) -> LanguagesOf:
    made: list[Languages] = []

    def once() -> Languages:
        if not made:
            made.append(make())
        return made[0]
    return once
