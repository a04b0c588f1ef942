"""What a satisfiability check returns (the contract between the SMT-LIB
interpreter, the Python API and the solving engine)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..terms import Term, Value


class Status(enum.Enum):
    SAT = "sat"
    UNSAT = "unsat"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


@dataclass
class CheckResult:
    """The answer of one ``check-sat``.

    ``model`` (SAT only) maps every free variable of the assertions to its value
    and has been validated by the reference evaluator against the original
    assertions.  ``reason`` (UNKNOWN only) says what was incomplete, for
    ``:reason-unknown``.  ``stats`` are counters and timings for ``--stats``.
    ``core`` (UNSAT only, when the check was asked for one) is a subset of the
    checked formulas whose conjunction is unsatisfiable on its own.
    """

    status: Status
    model: dict[Term, Value] | None = None
    reason: str | None = None
    stats: dict[str, float | int] = field(default_factory=dict)
    core: list[Term] | None = None
