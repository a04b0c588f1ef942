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
3. :class:`TreeLanguages` (:mod:`.tree_languages`): facts about slices and searches
   of term trees, each read exactly as a regular language (a concatenation of several
   variables cut into noodles by :mod:`.straight_line`);
4. :class:`StraightLine` (:mod:`.straight_line`): straight-line programs of
   concatenations and replaces ending in sink memberships, by exact preimages and
   Z3-Noodler's noodles;
   then :class:`LengthsOnly` (:mod:`.lengths_only`): strings only under ``str.len`` —
   linear integer arithmetic, one call of the integer core (after the others, which do
   not load z3);
5. :class:`Components` (:mod:`.components`): items 2-4 again on each variable-disjoint
   component of a problem they did not take whole (one unsat component refutes it) —
   like item 3's trees of several variables, after the loop's first share (below);
6. :class:`NielsenSystems` (:mod:`.nielsen`, graph in :mod:`.nielsen_graph`): word
   equations with length facts (paper 002's equations; Lin and Majumdar's length
   maps of walks);
7. :class:`~.cdcl.CdclLoop` (:mod:`.cdcl`): the CDCL(T)-style loop with the string
   theory's steps (``engine/loop.py``, docs/explanation/engine.md#the-loop) — suitable for every
   problem, and the only procedure with state (one z3 context and its scopes for
   the engine's life).

The Nielsen graph is the costly pre-pass, so it is paid for in stages (issue 39 item
2): it starts with a first share of its budget (:data:`.nielsen.FIRST_WORK`); a system
it does not decide within that goes to the loop for a share of its own
(:class:`LoopShare`, :data:`LOOP_WORK` readings), and only when the loop cannot answer
within that does the graph get its whole budget, and then the loop the rest of the
time.  A problem the graph does not stop on (another shape, or decided) meets the
loop once, as before.  The same share comes first for a problem whose readings cover
trees of several variables, or that falls into variable-disjoint components: the first
turn of :class:`TreeLanguages` and :class:`Components` only marks it, and their second
turn, after the share, decides it (the loop answers most such problems sooner).

A new procedure is a class with ``name``, ``suitable`` and ``decide``, placed in
the list where its cost belongs (the engine validates every ``sat`` model
against the original formulas, whichever procedure found it).
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING, Protocol

from ...deadline import Deadline
from ...terms import STRING
from ..problem import Problem
from ..result import CheckResult

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .kept import KeptAutomata

__all__ = ["Components", "GroundEvaluation", "IndependentVariables", "LengthsOnly", "LoopShare",
           "NielsenSystems",
           "Procedure", "Projections", "StraightLine", "TreeLanguages", "default_procedures"]


class Procedure(Protocol):
    """One decision procedure of the engine's list: every member the engine reads."""

    name: str

    def suitable(self, problem: Problem) -> bool:
        """Whether the problem may have this procedure's shape: a cheap syntactic test
        (no rewriting) that holds whenever :meth:`decide` could answer."""
        ...

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        """An answer (``unknown`` with a reason included), or None: not decided here."""
        ...


class GroundEvaluation:
    """Fixings ``x = constant`` propagated, then the reference evaluator (:mod:`.ground`)."""

    name = "ground"

    def suitable(self, problem: Problem) -> bool:
        return True  # any problem: a fixing or a false ground conjunct may decide it

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .ground import decide_ground

        return decide_ground(problem, deadline)


class IndependentVariables:
    """Memberships and length facts of one variable each (:mod:`.independent`).  Keeps
    the regexes' ASTs and automata across checks (:mod:`.kept`: an explorer's checks
    over one key set build its automaton once, issue 38)."""

    name = "independent"

    def __init__(self) -> None:
        self._kept: KeptAutomata | None = None

    def suitable(self, problem: Problem) -> bool:
        from .independent import takes

        return takes(problem)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .independent import decide_independent
        from .kept import KeptAutomata

        if self._kept is None:
            self._kept = KeptAutomata()
        return decide_independent(problem, deadline, self._kept)

    def forget(self) -> None:
        """Drop the kept automata (the engine's reset, or past the memory limit)."""
        self._kept = None


class LengthsOnly:
    """Strings only under ``str.len``: the integer core alone (:mod:`.lengths_only`)."""

    name = "lengths_only"

    def suitable(self, problem: Problem) -> bool:
        from .lengths_only import takes

        return takes(problem)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .lengths_only import decide_lengths_only

        return decide_lengths_only(problem, deadline)


class TreeLanguages:
    """Slices and searches of term trees read as languages (:mod:`.tree_languages`):
    ``first`` — trees of one variable (a problem over several is marked); otherwise
    trees of several variables, for a problem the first turn marked."""

    name = "tree_languages"

    def __init__(self, first: bool = True) -> None:
        self.first = first

    def suitable(self, problem: Problem) -> bool:
        from .tree_languages import takes

        if not self.first:
            return "tree_languages" in problem.stopped
        return takes(problem)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .tree_languages import decide_tree_languages

        return decide_tree_languages(problem, deadline, self.first)


class StraightLine:
    """Replace/concatenation programs ending in memberships (:mod:`.straight_line`)."""

    name = "straight_line"

    def suitable(self, problem: Problem) -> bool:
        from .straight_line import takes

        return takes(problem)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .straight_line import decide_straight_line

        return decide_straight_line(problem, deadline)


class Projections:
    """Memberships of concatenations refuted by their variables' projected languages
    (:mod:`.projections`; ``unsat`` only)."""

    name = "projections"

    def suitable(self, problem: Problem) -> bool:
        from .projections import takes

        return takes(problem)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .projections import decide_projections

        return decide_projections(problem, deadline)


class Components:
    """The cheap procedures once more, on each variable-disjoint component of a problem
    none of them took whole (:mod:`.components`): ``first`` — only marks a problem of
    several components (the loop's share answers most of them sooner); otherwise decides
    a marked one."""

    name = "components"

    def __init__(self, cheap: Sequence[Procedure], first: bool = True) -> None:
        self.cheap = tuple((p.suitable, p.decide) for p in cheap)
        self.first = first

    def suitable(self, problem: Problem) -> bool:
        if not self.first:
            return "components" in problem.stopped
        return len(problem.parts) > 1

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from .components import components, decide_components

        if self.first:
            if len(components(problem)) > 1:
                problem.stopped.add("components")
            return None
        return decide_components(problem, deadline, self.cheap)


#: Readings of the deadline the loop may take in its first share, while the Nielsen
#: graph still has most of its budget (the chain of 31 commutations takes 2,771; the
#: loop reads its deadline 3,000-17,000 times per CPU second), and the share's
#: wall-clock backstop (docs/explanation/engine.md#budgets).
LOOP_WORK, LOOP_BACKSTOP = 4_000, 4.0


class NielsenSystems:
    """Word-equation systems with length facts on the Nielsen graph (:mod:`.nielsen`):
    ``first`` — the first share of the budget; otherwise the whole budget, for a problem
    the first share stopped on."""

    name = "nielsen"

    def __init__(self, first: bool = True) -> None:
        self.first = first

    def suitable(self, problem: Problem) -> bool:
        if not self.first and "nielsen" not in problem.stopped:
            return False
        return any(c.op == "=" and c.args[0].sort is STRING for c in problem.parts)

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        # loads the z3 core only for equation systems
        from .nielsen import FIRST_WORK, WORK, decide_nielsen

        return decide_nielsen(problem, deadline, FIRST_WORK if self.first else WORK)


class LoopShare:
    """The loop with :data:`LOOP_WORK` readings, for a problem the Nielsen graph stopped
    on at its first share, or whose readings over several variables wait (an answer
    within it spares the graph's whole budget, or the noodles' products)."""

    name = "loop"

    def __init__(self, loop: Procedure) -> None:
        self.loop = loop

    def suitable(self, problem: Problem) -> bool:
        return not problem.stopped.isdisjoint(("nielsen", "tree_languages", "components"))

    def decide(self, problem: Problem, deadline: Deadline) -> CheckResult | None:
        from ..prepare import prepare
        from ..reglan import RegLanVariables

        # the preparation (:mod:`..prepare`) is made once for both of the loop's turns, on
        # the check's budget: within the share, one that ran past it was thrown away and
        # made again for the second turn (kausler's beasties24: 4,000 readings spent on
        # eliminating 2,309 definitions, twice)
        try:
            prepare(problem, deadline)
        except (RegLanVariables, RecursionError):
            pass  # the loop answers them itself
        remaining = deadline.remaining()
        backstop = LOOP_BACKSTOP if remaining is None else min(LOOP_BACKSTOP, remaining)
        return self.loop.decide(problem, deadline.budget(LOOP_WORK, backstop))


def default_procedures(loop: Procedure) -> list[Procedure]:
    """The engine's list, cheapest first, ending with ``loop`` (a fresh list: tests may
    edit it): the Nielsen graph and the loop take turns as the module doc says."""
    # the lengths' procedure last of the cheap ones: it loads z3 (a context is some
    # 10 ms of page faults), which the others spare the problems they answer
    cheap: list[Procedure] = [IndependentVariables(), TreeLanguages(), StraightLine(),
                              LengthsOnly()]
    return [GroundEvaluation(), *cheap, Projections(), Components(cheap), NielsenSystems(),
            LoopShare(loop),
            TreeLanguages(first=False), Components(cheap, first=False),
            NielsenSystems(first=False), loop]
