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

Three steps are *deferred*: the dashed tier (ten modules), the regular step (eleven) and
the grammar step (nine) load at the first round that has a long component
(:func:`~strsat.theory.dashed.reading.has_long_component`), a regular membership or a
grammar membership (or at the first such atom, for its axioms) — many problems have none,
and their modules were a fifth of the modules such a problem loaded (issue 39,
docs/explanation/engine.md#start-up).  Until then the deferred step answers as the step would:
consistent, no axioms.
"""

from __future__ import annotations

from collections.abc import Callable

from ..terms import Term
from ..theory.dashed.reading import has_long_component
from ..theory.fixed_length import FixedLength
from ..theory.functions.congruence import Congruence
from ..theory.functions.extf import ExtendedFunctions
from ..theory.lex.step import LexOrder
from ..theory.regular import Languages
from ..theory.seam.context import CONSISTENT, Lemma, SolverState, StepResult, TheoryStep
from ..theory.word_equations.step import WordEquations
from .rounds import Effort

__all__ = ["DeferredStep", "Effort", "Stage", "default_strategy"]


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


class DeferredStep:
    """A step made (its module imported) at the first round or atom that needs it.

    ``wanted(state)`` and ``owns(atom)`` must hold whenever the step would do anything
    (a lemma, a model, a hint, an axiom, a mark of incompleteness): before, the deferred
    step is consistent and has no axioms; after, it is the step.  The step must keep no
    scoped state (:mod:`.scopes` registers owners when the loop is built)."""

    scoped: tuple[str, ...] = ()

    def __init__(self, name: str, make: Callable[[], TheoryStep],
                 wanted: Callable[[SolverState], bool],
                 owns: Callable[[Term], bool] = lambda atom: False) -> None:
        self.name = name
        self._make = make
        self._wanted = wanted
        self._owns = owns
        self._seed = 0
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

    def _load(self) -> TheoryStep:
        if self.step is None:
            self.step = self._make()
            self.step.seed = self._seed
            assert not self.step.scoped, "a deferred step has no scopes"
        return self.step

    def axioms(self, atom: Term) -> list[Lemma]:
        if self.step is None and not self._owns(atom):
            return []
        return self._load().axioms(atom)

    def check(self, state: SolverState) -> StepResult:
        if self.step is None and not self._wanted(state):
            return CONSISTENT
        return self._load().check(state)

    def new_check(self) -> None:
        if self.step is not None:
            self.step.new_check()


def _dashed(languages: Languages) -> DeferredStep:
    def make() -> TheoryStep:
        from ..theory.dashed import Dashed

        return Dashed(languages)

    return DeferredStep("dashed", make, lambda state: has_long_component(state, languages))


def _owner_of(op: str, name: str, make: Callable[[], TheoryStep]) -> DeferredStep:
    """A deferred step that owns the atoms of operator ``op`` (their axioms) and does
    nothing in a round without a literal of one."""
    return DeferredStep(name, make,
                        lambda state: any(lit.atom.op == op for lit in state.literals),
                        lambda atom: atom.op == op)


def _regular(languages: Languages) -> TheoryStep:
    from ..theory.regular import Regular

    return Regular(languages)


def _grammar(languages: Languages) -> TheoryStep:
    from ..theory.grammar import GrammarStep

    return GrammarStep(languages)


def default_strategy(languages: Languages) -> list[Stage]:
    """A fresh table of fresh steps (steps keep caches: one table per loop), cheapest
    first; the modules of the deferred steps load at the first round or atom that
    needs them (the module doc)."""
    return [Stage(WordEquations(languages)),
            Stage(Congruence()),
            Stage(ExtendedFunctions()),
            Stage(LexOrder(languages)),
            Stage(_dashed(languages)),
            Stage(_owner_of("str.in_re", "regular", lambda: _regular(languages))),
            Stage(_owner_of("str.in_grammar", "grammar", lambda: _grammar(languages))),
            Stage(FixedLength(languages=languages), Effort.SEARCH)]
