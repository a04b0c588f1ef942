"""What a satisfiability check returns (the contract between the SMT-LIB
interpreter, the Python API and the solving engine)."""

from __future__ import annotations

from strsat.static import TYPE_CHECKING

from ..names import Names
from ..terms import Term, Value

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence


class Status(Names):
    SAT = "sat"
    UNSAT = "unsat"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


class CheckResult:
    """The answer of one ``check-sat``.

    ``model`` (SAT only) maps every free variable of the assertions to its value
    and has been validated by the reference evaluator against the original
    assertions.  ``reason`` (UNKNOWN only) says what was incomplete, for
    ``:reason-unknown``.  ``stats`` are counters and timings for ``--stats``.
    ``core`` (UNSAT only, when the check was asked for one) is a subset of the
    checked formulas whose conjunction is unsatisfiable on its own.

    A plain class, not a dataclass: every run loads it, and the dataclasses module
    and each dataclass cost start-up time.
    """

    __slots__ = ("status", "model", "reason", "stats", "core")

    def __init__(self, status: Status, model: dict[Term, Value] | None = None,
                 reason: str | None = None, stats: dict[str, float | int] | None = None,
                 core: list[Term] | None = None) -> None:
        self.status = status
        self.model = model
        self.reason = reason
        self.stats: dict[str, float | int] = {} if stats is None else stats
        self.core = core

    def __repr__(self) -> str:
        return (f"CheckResult({self.status!r}, model={self.model!r}, reason={self.reason!r}, "
                f"stats={self.stats!r}, core={self.core!r})")


def sat_completed(formulas: Sequence[Term], model: dict[Term, Value],
                  stats: dict[str, float | int]) -> CheckResult:
    """``sat`` with ``model`` given a value for every variable of ``formulas`` (model
    completion's defaults), as the loop's models have: the pre-loop procedures' answer."""
    from ..terms.evaluate import COMPLETION_DEFAULTS
    from ..terms.walk import free_vars_many

    for v in free_vars_many(list(formulas)):
        if v not in model and v.sort in COMPLETION_DEFAULTS:
            model[v] = COMPLETION_DEFAULTS[v.sort]
    return CheckResult(Status.SAT, model=model, stats=stats)


def unsat_of(formulas: Sequence[Term], used: Iterable[int], track: bool,
             stats: dict[str, float | int]) -> CheckResult:
    """``unsat`` whose core (with ``track``) is the formulas at the indices ``used``."""
    core = [formulas[i] for i in sorted(used)] if track else None
    return CheckResult(Status.UNSAT, core=core, stats=stats)
