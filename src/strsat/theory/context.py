"""The narrow interface between the engine loop and the theory steps.

A step sees the string literals the Boolean/integer core currently makes true
(only the relevant ones), the core's integer values (lengths and Int terms),
and helpers to make skolems and record statistics.  It answers with a
:class:`StepResult`:

* ``CONSISTENT`` — nothing to add, go on to the next step;
* lemmas — valid formulas of the theory the core must respect (a conflict is a
  lemma that the current model falsifies);
* a model — values for the string variables (fixed-length step).

A step that could not decide exhaustively marks the context ``incomplete`` so
that a later ``unsat`` of the core is reported as ``unknown``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from ..deadline import Deadline
from ..terms import Term
from .inferences import Inference


@dataclass(frozen=True)
class Literal:
    """A string atom with the truth value the core gave it."""

    atom: Term
    positive: bool

    def term(self) -> Term:
        """The literal as a formula (``atom`` or ``(not atom)``)."""
        from ..terms import mk

        return self.atom if self.positive else mk("not", self.atom)


@dataclass(frozen=True)
class Lemma:
    """A valid formula of the theory, produced by inference ``kind``.

    ``pruning`` marks a formula that is *not* known to be valid (a block from a
    search that stopped at a limit): the loop asserts it only under its pruning
    assumption, and an ``unsat`` that needs the assumption becomes ``unknown``.
    """

    formula: Term
    kind: Inference
    pruning: bool = False


@dataclass
class StepResult:
    lemmas: list[Lemma] = field(default_factory=list)
    model: dict[Term, str] | None = None

    @property
    def consistent(self) -> bool:
        return not self.lemmas and self.model is None


CONSISTENT = StepResult()


@dataclass
class TheoryContext:
    """What a theory step may read (and the few things it may write)."""

    literals: list[Literal]
    #: Integer values of the core's model: ``(str.len x)`` terms, Int variables
    #: and purified Int skolems, keyed by term.
    ints: Mapping[Term, int]
    #: Truth values of Bool variables (for the final model).
    bools: Mapping[Term, bool]
    #: String variables of the current problem (user variables and skolems).
    string_vars: list[Term]
    #: Guarded definitions ``k = f(args)`` whose reduction is not exact.
    guarded: list[Term]
    deadline: Deadline
    skolems: SkolemFactory
    stats: Stats
    #: The core's value of any Bool or Int term over its variables and lengths.
    int_value: Callable[[Term], int | bool]
    #: Every purification definition ``k = f(args)`` (exact reductions included).
    definitions: list[Term] = field(default_factory=list)
    incomplete_reasons: list[str] = field(default_factory=list)
    #: Candidate values proposed by earlier steps (e.g. the regular step's witness
    #: of a variable's languages); the fixed-length search tries them first when
    #: their length is the one required.
    hints: dict[Term, str] = field(default_factory=dict)
    #: Values decided by an earlier step for whole components of the candidate (the
    #: dashed-string step's long components); the fixed-length search takes them as
    #: they are and searches only the other components.
    solved: dict[Term, str] = field(default_factory=dict)

    def length(self, x: Term) -> int:
        """The core's value of ``(str.len x)`` for a string variable ``x``."""
        from ..terms import mk

        return self.ints[mk("str.len", x)]

    def incomplete(self, reason: str) -> None:
        """Record that this step could not decide exhaustively."""
        if reason not in self.incomplete_reasons:
            self.incomplete_reasons.append(reason)


class SkolemFactory(Protocol):
    def skolem(self, kind: str, *args: Term, sort: object = None) -> Term: ...

    def is_skolem(self, t: Term) -> bool: ...

    def definition(self, t: Term) -> tuple[str, tuple[Term, ...]] | None: ...

    def depth(self, t: Term) -> int: ...


class Stats(Protocol):
    def count(self, key: str, n: int = 1) -> None: ...


class TheoryStep(Protocol):
    """One procedure of the strategy."""

    name: str

    def check(self, ctx: TheoryContext) -> StepResult: ...
