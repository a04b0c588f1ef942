"""Problems whose strings occur only under ``str.len``: linear integer arithmetic (issue 39).

A problem qualifies when every String term of every conjunct is the argument of a
``str.len`` (or a part of one: ``str.len`` of a concatenation of String variables and
constants), and every other term is of sort Int or Bool — stringfuzz's lengths-concats
files: 500 variables, ``|x| = 34`` and ``|y·z| = 78`` facts.  Such a problem is the
integer core's alone: each ``|x|`` is an integer ``n_x ≥ 0`` (:class:`~..core.Core`
translates ``str.len`` of variables, constants and concatenations), and every choice of
lengths ``n_x ≥ 0`` has strings of those lengths, so the core's answer is the problem's —
``unsat`` exactly, ``sat`` with ``x = "a"·n_x`` (validated by the engine as every model).
The core's call is budgeted in work units (z3's own resource count, as the loop's core:
the same answer under any load); ``unknown`` from it, or a model past
:data:`MAX_MODEL_CHARACTERS`, passes the problem on.

Before, such a problem went through the loop (every assertion guarded, the steps run on
a model whose strings no constraint mentions) and, being made of variable-disjoint
components, through the loop's first share and then the loop again:
``lengths-concats-00046-1`` 6,748 work units, here one z3 call.
"""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ...deadline import Z3_RLIMIT_PER_UNIT, Deadline
from ...terms import BOOL, INT, STRING, Term, Value
from ...terms.ops import VAR
from ..problem import Problem
from ..result import CheckResult, sat_completed, unsat_of

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

#: Work units the core's call may take (z3's resource count, :data:`Z3_RLIMIT_PER_UNIT`
#: a unit), and its wall-clock backstop.
WORK = 20_000
BACKSTOP_SECONDS = 5.0
#: Characters of a model's strings above which the problem is left to the loop.
MAX_MODEL_CHARACTERS = 2_000_000


def _measured(s: Term) -> bool:
    """Whether ``s`` (a ``str.len`` argument) is a String variable, a constant, or a
    concatenation of those."""
    items = s.args if s.op == "str.++" else (s,)
    return all(i.op == "const" or (i.op == VAR and i.sort is STRING) for i in items)


#: The operators of the Int and Bool terms taken: linear (and nonlinear) arithmetic and
#: the Boolean connectives — not ``div`` and ``mod``, whose values at 0 a model must carry
#: (the loop's :attr:`~strsat.terms.evaluate.Model.by_zero`).
OPERATORS = frozenset({"+", "-", "*", "abs", "<=", "<", ">=", ">", "=", "distinct", "not",
                       "and", "or", "=>", "xor", "ite", "const"})


def takes(problem: Problem) -> bool:
    """Cheap and syntactic: some ``str.len`` of a String variable, and every String term
    under a ``str.len`` of variables and constants, every other term an Int or Bool term
    of :data:`OPERATORS` (one walk of the conjuncts' DAG, leaving at the first other
    term)."""
    return bool(measured_only(problem.parts, _measured, OPERATORS))


def measured_only(roots: Iterable[Term], measured: Callable[[Term], bool],
                  ops: frozenset[str] | None = None) -> bool | None:
    """None unless every String term under ``roots`` is the argument of a ``str.len``
    whose argument ``measured`` accepts and every other term is an Int or Bool term (of
    an operator in ``ops``, when given); else whether some such argument is not a
    constant.  One walk of the DAG, leaving at the first term of another kind."""
    found = False
    seen: set[int] = set()
    stack = list(roots)
    while stack:
        t = stack.pop()
        if t.id in seen:
            continue
        seen.add(t.id)
        if t.op == "str.len":
            if not measured(t.args[0]):
                return None
            found = found or t.args[0].op != "const"
            continue
        if t.sort is not INT and t.sort is not BOOL:
            return None
        if ops is not None and t.op != VAR and t.op not in ops:
            return None
        stack.extend(t.args)
    return found


def decide_lengths_only(problem: Problem, deadline: Deadline) -> CheckResult | None:
    """The integer core's answer on the problem's conjuncts (``sat`` with strings of
    ``a``), or None when it has none within the work budget."""
    from ...errors import UnsupportedError
    from ..core import Core, CoreResult

    local = deadline.budget(WORK, BACKSTOP_SECONDS)
    core = Core()
    try:
        for part in problem.parts:
            core.add(part)
    except UnsupportedError:
        return None
    units = local.work_left()
    answer = core.check(timeout=local.remaining(),
                        rlimit=None if units is None else max(1, units * Z3_RLIMIT_PER_UNIT))
    spent = -(-core.last_rlimit // Z3_RLIMIT_PER_UNIT)
    local.spend(spent)
    stats: dict[str, float | int] = {"lengths_only.work": spent}
    if answer == CoreResult.UNSAT:
        stats["lengths_only.unsat"] = 1
        return unsat_of(problem.formulas, range(len(problem.formulas)), problem.track, stats)
    if answer != CoreResult.SAT:
        return None
    sizes = {x: core.length_value(x) for x in core.lengths}
    if sum(sizes.values()) > MAX_MODEL_CHARACTERS:
        return None
    model: dict[Term, Value] = {x: "a" * n for x, n in sizes.items()}
    for v in core.variables:
        model[v] = core.variable_value(v)
    stats["lengths_only.sat"] = 1
    return sat_completed(problem.formulas, model, stats)
