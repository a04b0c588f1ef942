"""Variable-disjoint components of a problem, each handed to the cheap procedures.

A conjunction whose conjuncts fall into groups that share no variable is satisfiable
exactly when each group is, and a model of the whole is the union of the groups' models.
The pre-loop procedures (:mod:`.independent`, :mod:`.tree_languages`,
:mod:`.straight_line`) take a problem only when *every* conjunct has their shape, so one
word equation over other variables keeps them from a group they would decide at once:
an explorer's check whose scheme must start with ``/`` and with a non-ASCII character
(unsat) beside an unrelated equation ran the loop's fixed-length tier one length after
another until the deadline (Z3-Noodler: unsat at once).

:func:`decide_components` cuts the problem's conjuncts into components (union-find over
their free variables; ground conjuncts are the ground procedure's) and, for each, smallest
first, asks the cheap procedures as a problem of its own:

* a component found ``unsat`` is the problem's answer, its core the formulas its
  conjuncts came from (each component's conjuncts imply the whole's, so refuting them
  refutes it);
* when every component is found ``sat``, the union of their models (each restricted to
  its own variables) is the problem's model, validated by the engine against the
  original formulas as every procedure's;
* otherwise None: the loop decides the whole.

At most :data:`MAX_COMPONENTS` components are tried, and none when there is only one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...deadline import Deadline
from ...terms import Term, Value
from ...terms.walk import variables_of_each
from ..problem import Problem
from ..result import CheckResult, Status, sat_completed, unsat_of

#: Components tried at most (a problem of more is left to the loop whole).
MAX_COMPONENTS = 16

#: A procedure of the cheap tier: whether it takes a problem, and its answer.
Cheap = tuple[Callable[[Problem], bool], Callable[[Problem, Deadline], "CheckResult | None"]]


def components(problem: Problem) -> list[list[int]]:
    """The indices of ``problem.parts`` grouped by shared free variables (ground parts
    left out), each group in order, the groups by their first index; made once per
    problem (the marking turn and the deciding turn share it)."""
    return problem.derive("components", lambda: _group(problem))


def _part_vars(problem: Problem) -> list[frozenset[Term]]:
    """The free variables of each of ``problem.parts`` (one walk for all: a shared
    subterm is read once), kept on the problem for the grouping and the models."""
    return problem.derive("part_vars", lambda: [
        vs or frozenset() for vs in variables_of_each(problem.parts, _MOST_VARS)])


#: A bound on the variables of one part no problem reaches (``variables_of_each`` asks
#: for one).
_MOST_VARS = 1 << 30


def _group(problem: Problem) -> list[list[int]]:
    """:func:`components` made anew: union-find over each part's free variables."""
    parent: dict[Term, Term] = {}

    def find(v: Term) -> Term:
        root = v
        while parent[root] is not root:
            root = parent[root]
        while parent[v] is not root:
            up = parent[v]
            parent[v] = root
            v = up
        return root

    firsts: list[Term | None] = []
    for vars_ in _part_vars(problem):
        vs = list(vars_)
        for v in vs:
            parent.setdefault(v, v)
        for v in vs[1:]:
            a, b = find(vs[0]), find(v)
            if a is not b:
                parent[b] = a
        firsts.append(vs[0] if vs else None)
    groups: dict[Term, list[int]] = {}
    for i, first in enumerate(firsts):
        if first is not None:
            groups.setdefault(find(first), []).append(i)
    return list(groups.values())


def decide_components(problem: Problem, deadline: Deadline, cheap: Sequence[Cheap]
                      ) -> CheckResult | None:
    """The answer from the components of ``problem`` (the module doc), else None."""
    groups = components(problem)
    if not 2 <= len(groups) <= MAX_COMPONENTS:
        return None
    model: dict[Term, Value] = {}
    undecided = False
    for group in sorted(groups, key=len):
        deadline.check("components")
        sub = Problem([problem.parts[i] for i in group], [problem.parts[i] for i in group],
                      [frozenset((k,)) for k in range(len(group))])
        answer = _cheap_answer(sub, deadline, cheap)
        if answer is None or answer.status is Status.UNKNOWN:
            undecided = True
            continue
        if answer.status is Status.UNSAT:
            used = frozenset().union(*(problem.origins[i] for i in group))
            return unsat_of(problem.formulas, used, problem.track,
                            {"components.unsat": 1, "components": len(groups)})
        assert answer.model is not None
        part_vars = _part_vars(problem)
        own = frozenset().union(*(part_vars[i] for i in group))
        model.update({v: x for v, x in answer.model.items() if v in own})
    if undecided:
        return None
    return sat_completed(problem.formulas, model,
                         {"components.sat": 1, "components": len(groups)})


def _cheap_answer(sub: Problem, deadline: Deadline, cheap: Sequence[Cheap]
                  ) -> CheckResult | None:
    """The first definite answer of the cheap procedures on ``sub``, else None."""
    for suitable, decide in cheap:
        if suitable(sub):
            answer = decide(sub, deadline)
            if answer is not None and answer.status is not Status.UNKNOWN:
                return answer
    return None
