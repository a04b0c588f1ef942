"""What an exploration returns: one :class:`Example` per path, and a :class:`Summary`.

An example is written as one JSON object a line::

    {"path": 3, "args": ["http://live.com/EasyChair"], "kwargs": {},
     "outcome": "return", "value": true, "time": 0.41,
     "branches": [[3, "if", false], [6, "in", true], ...]}

``outcome`` is ``"return"`` (with ``"value"``, or ``"value_repr"`` when the
value is not JSON) or ``"raise"`` (with ``"exception"``, the class name, and
``"message"``).  Calling the function with ``args`` and ``kwargs`` reproduces
the outcome; an ``int`` argument past Python's 4,300-digit ``str()`` limit is
written ``{"int": "DIGITS"}``, and a ``bytes`` argument ``{"bytes": "TEXT"}`` (each
byte the character of its code point, latin-1: ``b"GET \xff"`` is
``{"bytes": "GET \u00ff"}``; a ``bytearray`` ``{"bytearray": "TEXT"}``), which
:func:`decode` reads.  ``branches`` lists
the decisions on symbolic values, in order: ``[line, what, taken]``, where
``taken`` is the truth value of the condition (for a possible exception,
``true`` means it was raised).  ``time`` is the second at which the input was
found; ``notes`` (when present) say what this run made concrete.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..terms.string_ops import smt_from_int, smt_to_int


@dataclass
class Example:
    path: int
    args: list[Any]
    kwargs: dict[str, Any]
    outcome: str  # "return" | "raise"
    value: Any = None
    exception: str | None = None
    message: str | None = None
    time: float = 0.0
    branches: list[tuple[int, str, bool]] = field(default_factory=list)
    #: the value's repr when it is not JSON (then ``value`` is None)
    value_repr: str | None = None
    #: notes of this run (concretised values, operations run concretely)
    notes: list[str] = field(default_factory=list)
    #: the complete call (parameters passed as their defaults included), not printed
    call: tuple[list[Any], dict[str, Any]] | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.path, "args": encode(self.args),
                               "kwargs": encode(self.kwargs), "outcome": self.outcome}
        if self.outcome == "return":
            if self.value_repr is not None:
                out["value_repr"] = self.value_repr
            else:
                out["value"] = self.value
        else:
            out["exception"] = self.exception
            out["message"] = self.message
        out["time"] = round(self.time, 4)
        out["branches"] = [list(b) for b in self.branches]
        if self.notes:
            out["notes"] = self.notes
        return out

    def line(self) -> str:
        return json.dumps(self.to_json())


def encode(value: Any) -> Any:
    """``value`` for ``json.dumps``: ints past the 4,300-digit limit as ``{"int": ...}``,
    bytes as ``{"bytes": ...}`` (latin-1 text)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 13000:
        return {"int": ("-" if value < 0 else "") + smt_from_int(abs(value))}
    if isinstance(value, bytes):
        return {"bytes": value.decode("latin-1")}
    if isinstance(value, bytearray):
        return {"bytearray": value.decode("latin-1")}
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    return value


def decode(value: Any) -> Any:
    """The inverse of :func:`encode` on what ``json.loads`` gives."""
    if isinstance(value, dict):
        if set(value) == {"int"} and isinstance(value["int"], str):
            text = value["int"]
            return -smt_to_int(text[1:]) if text.startswith("-") else smt_to_int(text)
        if set(value) == {"bytes"} and isinstance(value["bytes"], str):
            return value["bytes"].encode("latin-1")
        if set(value) == {"bytearray"} and isinstance(value["bytearray"], str):
            return bytearray(value["bytearray"].encode("latin-1"))
        return {k: decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decode(v) for v in value]
    return value


@dataclass
class Coverage:
    """Branch coverage measured by coverage.py over the explored functions."""

    branches: int
    covered: int
    lines: int
    lines_covered: int
    #: the branch arcs never taken, as ``(from_line, to_line)`` (negative: exit)
    missing: list[tuple[int, int]] = field(default_factory=list)
    #: the functions measured
    functions: list[str] = field(default_factory=list)
    #: seconds (from the start of the exploration) at which the final coverage was reached
    reached_at: float | None = None
    #: the time at which each covered branch was first taken, in order
    arc_times: list[float] = field(default_factory=list)
    #: every arc (line-to-line transition, entries and exits included, not only those
    #: leaving a branch line) of the measured functions, and how many were taken
    arcs: int = 0
    arcs_covered: int = 0
    #: the arcs of :attr:`arcs_covered`, as ``(from_line, to_line)`` (two tools' union of
    #: them estimates the reachable arcs)
    taken: list[tuple[int, int]] = field(default_factory=list)
    #: the found inputs not replayed: the replay reached the deadline (the figures are
    #: those of the inputs before them)
    not_replayed: int = 0

    def time_to(self, covered: int) -> float | None:
        """When ``covered`` branches were first covered (None: never; 0 for none)."""
        if covered <= 0:
            return 0.0
        return self.arc_times[covered - 1] if covered <= len(self.arc_times) else None

    @property
    def percent(self) -> float:
        return 100.0 * self.covered / self.branches if self.branches else 100.0


@dataclass
class Summary:
    function: str
    paths: int = 0
    runs: int = 0
    checks: int = 0
    infeasible: int = 0
    #: flips the solver could not decide, by reason (the engine answered unknown)
    unknown: dict[str, int] = field(default_factory=dict)
    #: flips and runs the exploration did not finish, by reason: a run cut short (the
    #: time limit, its decision limit) or a check cut to a tenth of its work whose
    #: whole check the end of the exploration left untried -- not the engine's unknown
    not_attempted: dict[str, int] = field(default_factory=dict)
    #: flips left untried when the exploration stopped
    untried: int = 0
    #: runs that did not follow the path their input was solved for
    diverged: int = 0
    #: flips promoted because an infeasible flip to an untaken branch needed them
    unblocking: int = 0
    #: runs solved for an untaken branch with its unsat core dropped from the prefix,
    #: and how many of them took that branch
    bypasses: int = 0
    bypassed: int = 0
    #: flips refuted under a domain with a wider model, whose run was made again on the
    #: wider one (explore/flipping.py, ``_widen``)
    widened: int = 0
    #: flips whose short check ran out, retried with the whole check; flips to a branch
    #: some run took, in a context no run took it in (explore/search.py, ``_retried``;
    #: explore/ranking.py, ``_new_context``)
    retried: int = 0
    new_context: int = 0
    #: why the exploration stopped: "exhausted", "timeout", "max-paths", "interrupted",
    #: "error" (a fault of strsat's search, noted)
    stopped: str = "exhausted"
    seconds: float = 0.0
    solver_seconds: float = 0.0
    loop_bound: int = 0
    #: times the loop bound was doubled after the flips within it ran out
    #: (explore/search.py, ``_deepen``)
    deepened: int = 0
    #: sites where flips past the loop bound were not tried, with the most occurrences
    bounded: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    #: how many times each note was made over all runs (values made concrete, operations
    #: run concretely: each with its place)
    note_counts: dict[str, int] = field(default_factory=dict)
    coverage: Coverage | None = None

    def text(self) -> str:
        unknown = sum(self.unknown.values())
        ended = sum(self.not_attempted.values())
        lines = [f"strsat explore {self.function}: {self.paths} paths in {self.seconds:.2f} s "
                 f"({self.runs} runs, {self.checks} solver checks, "
                 f"{self.solver_seconds:.2f} s solving); stopped: {self.stopped}",
                 f"  flips proved infeasible: {self.infeasible}; "
                 f"unknown (the engine could not decide): {unknown}; "
                 f"not attempted (the run ended): {ended}; "
                 f"untried: {self.untried}; runs off their path: {self.diverged}; "
                 f"flips promoted by unsat cores: {self.unblocking}; "
                 f"runs solved around a core: {self.bypasses} "
                 f"({self.bypassed} took their branch); "
                 f"flips retried with the whole check: {self.retried}; "
                 f"flips to a covered branch in a new context: {self.new_context}; "
                 f"domains widened for a flip: {self.widened}"]
        for reason, n in sorted(self.unknown.items(), key=lambda kv: -kv[1]):
            lines.append(f"    unknown x{n}: {reason}")
        for reason, n in sorted(self.not_attempted.items(), key=lambda kv: -kv[1]):
            lines.append(f"    not attempted x{n}: {reason}")
        if self.coverage is not None and self.coverage.not_replayed and \
                not self.coverage.functions:
            lines.append(f"  branch coverage (coverage.py): not measured (the coverage pass "
                         f"reached the deadline before its first input; "
                         f"{self.coverage.not_replayed} inputs not replayed)")
        elif self.coverage is not None:
            c = self.coverage
            at = f", reached at {c.reached_at:.2f} s" if c.reached_at is not None else ""
            lines.append(f"  branch coverage (coverage.py): {c.covered}/{c.branches} "
                         f"({c.percent:.0f}%){at}; arcs {c.arcs_covered}/{c.arcs}; "
                         f"lines {c.lines_covered}/{c.lines}; "
                         f"functions: {', '.join(c.functions)}")
            if c.not_replayed:
                lines.append(f"    inputs not replayed: {c.not_replayed} (the coverage pass "
                             "reached the deadline; the figures are those of the others)")
            if c.missing:
                lines.append("    branches not taken: " + ", ".join(
                    f"{a}->{b if b > 0 else 'exit'}" for a, b in c.missing))
        deepened = "" if not self.deepened else \
            f" (deepened {self.deepened}x when the paths within the bound ran out)"
        lines.append(f"  loops unrolled up to {self.loop_bound} iterations per branch site"
                     + deepened
                     + ("" if not self.bounded else "; cut at: " + ", ".join(
                         f"{site} (seen {n}x in one run)" for site, n in self.bounded.items())))
        if self.note_counts:
            lines.append(f"  made concrete or run concretely: {sum(self.note_counts.values())} "
                         f"times at {len(self.note_counts)} places (notes below)")
        lines.extend(f"  note: {n}" + (f" (x{self.note_counts[n]})" if n in self.note_counts
                                       else "") for n in self.notes)
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.__dict__.items() if k != "coverage"}
        if self.coverage is not None:
            out["coverage"] = dict(self.coverage.__dict__)
        return out


__all__ = ["Coverage", "Example", "Summary", "decode", "encode"]
