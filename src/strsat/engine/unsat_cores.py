"""Unsat cores: small subsets of the checked formulas that are unsat on their own.

The loop guards every assertion by a literal and assumes the guards, so the
integer core's unsat core over the guard literals names a subset of the
assertions (lemmas are valid and skolem definitions conservative, so that
subset is unsat by itself; the bound and pruning literals are never in a core
the loop answers ``unsat`` with).  The ground check tracks which formulas each
fixing and each conjunct came from.

:func:`shrink` makes a core smaller by deletion (as z3's ``core.minimize`` and
the QuickXplain family do, in its simplest form): drop one formula, check the
rest, keep the drop when the rest is still ``unsat`` (and take that check's own
core, which may be smaller still).  Every kept answer is a sound ``unsat``, so
the result is a core; it stops at its budget (work units, a share of the check's)
and returns the smallest core found.
"""

from __future__ import annotations

from collections.abc import Callable

from ..deadline import Deadline
from ..terms import Term
from .result import CheckResult, Status

#: Work units shrinking may take: this factor times the units of the check itself,
#: within [SHRINK_MIN, SHRINK_MAX] (about 0.1-5 s at the calibrated 50 µs a unit,
#: docs/explanation/engine.md#budgets), so that the core found does not depend on the
#: machine's load.  A backstop stops readings far costlier than usual: BACKSTOP_FACTOR
#: times the check's own seconds, within [BACKSTOP_MIN, BACKSTOP_MAX].
SHRINK_FACTOR = 2
SHRINK_MIN = 2_000
SHRINK_MAX = 100_000
BACKSTOP_FACTOR = 8.0
BACKSTOP_MIN = 1.0
BACKSTOP_MAX = 20.0

Decide = Callable[[list[Term], Deadline], CheckResult]


def shrink_budget(units: int, seconds: float, deadline: Deadline) -> Deadline:
    """The budget of the shrinking after a check that spent ``units`` work units in
    ``seconds``."""
    backstop = min(BACKSTOP_MAX, max(BACKSTOP_MIN, BACKSTOP_FACTOR * seconds))
    return deadline.budget(min(SHRINK_MAX, max(SHRINK_MIN, SHRINK_FACTOR * units)), backstop)


def shrink(core: list[Term], decide: Decide, budget: Deadline) -> tuple[list[Term], int]:
    """A core no larger than ``core`` (deletion-based, until ``budget``), and the
    number of checks it made.  ``decide(formulas, deadline)`` must answer with a
    core on ``unsat``."""
    items = list(dict.fromkeys(core))
    checks = 0
    i = 0
    while i < len(items) and len(items) > 1 and not budget.expired():
        trial = items[:i] + items[i + 1:]
        checks += 1
        result = decide(trial, budget)
        if result.status is Status.UNSAT and result.core is not None:
            kept = set(result.core)
            tried = set(items[:i])
            items = [t for t in trial if t in kept]
            i = sum(1 for t in items if t in tried)
        else:
            i += 1
    return items, checks


__all__ = ["shrink", "shrink_budget"]
