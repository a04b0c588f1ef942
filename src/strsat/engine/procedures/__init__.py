"""The decision procedures a check tries, in order, as data (issue 25 §1).

A check builds one :class:`~strsat.engine.problem.Problem` (the formulas split
once into conjuncts with their origins) and hands it to each procedure of the
engine's list in turn.  A procedure says whether the problem is of its shape
(:meth:`Procedure.suitable`, cheap and syntactic) and then decides it
(:meth:`Procedure.decide`): a definite answer ends the check, ``unknown`` (with a
reason) or ``None`` (not applicable after all) passes the problem on.  The list,
cheapest first — as Z3-Noodler's chain of ``is_suitable`` procedures:

1. :class:`GroundEvaluation` (:mod:`.ground`): variables fixed by equalities to
   constants, then the reference evaluator;
2. :class:`IndependentVariables` (:mod:`.independent`): after inlining and
   rewriting, each conjunct about one variable — regular languages and length
   facts (papers 000 and 004: one lazy automaton product per variable);
3. :class:`StraightLine` (:mod:`.straight_line`): straight-line programs of
   concatenations and replaces ending in sink memberships, by exact preimages and
   Z3-Noodler's noodles;
4. :class:`NielsenSystems` (:mod:`.nielsen`, graph in :mod:`.nielsen_graph`): word
   equations with length facts (paper 002's equations; Lin and Majumdar's length
   maps of walks);
5. :class:`~.cdcl.CdclLoop` (:mod:`.cdcl`): the CDCL(T)-style loop with the string
   theory's steps (``engine/loop.py``, docs/engine.md §3) — suitable for every
   problem, and the only procedure with state (one z3 context and its scopes for
   the engine's life).

A new procedure is a class with ``name``, ``suitable`` and ``decide``, placed in
the list where its cost belongs (the engine validates every ``sat`` model
against the original formulas, whichever procedure found it).
"""

from __future__ import annotations

from typing import Protocol

from ...deadline import Deadline
from ...terms import STRING
from ..problem import Problem
from ..result import CheckResult

__all__ = ["GroundEvaluation", "IndependentVariables", "NielsenSystems", "Procedure",
           "StraightLine", "stateless_procedures"]


class Procedure(Protocol):
    """One decision procedure of the engine's list."""

    name: str

    def suitable(self, problem: Problem) -> bool:
        """Whether the problem has this procedure's shape (cheap; no rewriting)."""
        ...

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        """An answer (``unknown`` with a reason included), or None: not decided here."""
        ...


class GroundEvaluation:
    """Fixings ``x = constant`` propagated, then the reference evaluator (:mod:`.ground`)."""

    name = "ground"

    def suitable(self, problem: Problem) -> bool:
        return True

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .ground import decide_ground

        return decide_ground(problem, deadline)


class IndependentVariables:
    """Memberships and length facts of one variable each (:mod:`.independent`)."""

    name = "independent"

    def suitable(self, problem: Problem) -> bool:
        return True  # the cheap syntactic test is decide's first step

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .independent import decide_independent

        return decide_independent(problem, deadline)


class StraightLine:
    """Replace/concatenation programs ending in memberships (:mod:`.straight_line`)."""

    name = "straight_line"

    def suitable(self, problem: Problem) -> bool:
        return True  # the cheap syntactic test is decide's first step

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .straight_line import decide_straight_line

        return decide_straight_line(problem, deadline)


class NielsenSystems:
    """Word-equation systems with length facts on the Nielsen graph (:mod:`.nielsen`)."""

    name = "nielsen"

    def suitable(self, problem: Problem) -> bool:
        return any(c.op == "=" and c.args[0].sort is STRING for c in problem.parts)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .nielsen import decide_nielsen  # loads the z3 core only for equation systems

        return decide_nielsen(problem, deadline)


def stateless_procedures() -> list[Procedure]:
    """The procedures before the loop, cheapest first (a fresh list: tests may edit it)."""
    return [GroundEvaluation(), IndependentVariables(), StraightLine(), NielsenSystems()]
