"""Turn a finished child process into one outcome of a run.

Outcomes (the ``result`` field of a record):

* ``sat`` / ``unsat`` — every ``check-sat`` of the script got a definite
  answer in time (a script with several checks is ``unsat`` when all were
  unsat, else ``sat``; the answers themselves are kept in ``answer``);
* ``unknown`` — the solver finished but gave up on some check;
* ``timeout`` — killed at the wall-clock limit, answered after it, or reported
  its own time limit (``timeout``, or ``unknown`` after 95% of the limit);
* ``memout`` — ran out of memory under the limit (an out-of-memory message,
  or death by a signal with peak memory near the limit);
* ``crash`` — died by a signal or exited non-zero without all answers;
* ``error`` — could not start, or printed ``(error ...)`` without all answers.

``(error ...)`` lines after every check has been answered (a failing
``get-model`` after ``unknown``, say) do not change the outcome; they are kept
in the record's note.
"""

from __future__ import annotations

from dataclasses import dataclass

from .limits import ProcResult

DEFINITE = ("sat", "unsat")
RESULTS = ("sat", "unsat", "unknown", "timeout", "memout", "crash", "error")
_ANSWERS = frozenset({"sat", "unsat", "unknown", "timeout"})
_OOM = ("memoryerror", "out of memory", "bad_alloc", "cannot allocate memory",
        "memory exhausted", "unknown (memout)")


@dataclass(frozen=True, slots=True)
class Outcome:
    result: str
    answers: tuple[str, ...]
    note: str


def answers_of(stdout: str) -> list[str]:
    """The ``sat``/``unsat``/``unknown``/``timeout`` lines of a solver's output.

    cvc5 adds the reason of an ``unknown``: ``unknown (TIMEOUT)`` counts as
    ``timeout``; other reasons as ``unknown``.
    """
    out = []
    for ln in stdout.splitlines():
        s = ln.strip()
        if s in _ANSWERS:
            out.append(s)
        elif s.startswith("unknown (") and s.endswith(")"):
            out.append("timeout" if s.upper() == "UNKNOWN (TIMEOUT)" else "unknown")
    return out


def _first_error(stdout: str, stderr: str) -> str:
    for ln in stdout.splitlines():
        if ln.lstrip().startswith("(error"):
            return ln.strip()[:300]
    tail = [ln for ln in stderr.strip().splitlines() if ln.strip()]
    return tail[-1].strip()[:300] if tail else ""


def classify(proc: ProcResult, n_checks: int, timeout: float,
             memory_mb: int | None) -> Outcome:
    """The outcome of ``proc`` for a script with ``n_checks`` check-sat commands."""
    if proc.start_error is not None:
        return Outcome("error", (), proc.start_error)
    answers = answers_of(proc.stdout)
    need = max(1, n_checks)
    complete = len(answers) >= need and all(a in DEFINITE for a in answers[:need])
    note = _first_error(proc.stdout, proc.stderr)
    if proc.killed:
        return Outcome("timeout", tuple(answers), "killed at the time limit")
    if complete:
        if proc.wall > timeout:
            return Outcome("timeout", tuple(answers),
                           f"answered after the limit ({proc.wall:.2f}s)")
        res = "unsat" if all(a == "unsat" for a in answers[:need]) else "sat"
        return Outcome(res, tuple(answers), "" if proc.returncode == 0 else note)
    answered = len(answers) >= need  # every check answered, some not definitely
    low = (proc.stdout[-4000:] + proc.stderr[-4000:]).lower()
    if any(m in low for m in _OOM):
        return Outcome("memout", tuple(answers), note)
    code = proc.returncode
    signal = -code if code is not None and code < 0 else None
    if (signal is not None and memory_mb and not proc.rss_inherited
            and proc.maxrss_mb >= 0.8 * memory_mb):
        return Outcome("memout", tuple(answers), f"signal {signal} near the memory limit")
    if signal is not None:
        where = (f" (peak RSS {proc.maxrss_mb:.0f} MiB; RLIMIT_AS {memory_mb} MiB counts "
                 "virtual memory: a failed allocation may be the cause)") if memory_mb else ""
        return Outcome("crash", tuple(answers), f"signal {signal}" +
                       (f": {note}" if note else "") + where)
    if "timeout" in answers or (any(a == "unknown" for a in answers)
                                and max(proc.wall, proc.cpu) >= 0.95 * timeout):
        return Outcome("timeout", tuple(answers), "solver's own time limit")
    if not answered and any(ln.lstrip().startswith("(error") for ln in proc.stdout.splitlines()):
        return Outcome("error", tuple(answers), note)
    if proc.returncode != 0 and not answered:
        return Outcome("crash", tuple(answers), f"exit {proc.returncode}" +
                       (f": {note}" if note else ""))
    if answers:
        return Outcome("unknown", tuple(answers), note)
    return Outcome("error", (), note or "no answer printed")


def is_wrong(answers: tuple[str, ...] | list[str], expected: str | None) -> bool:
    """Whether a definite answer contradicts the expected one at the same position."""
    if not expected:
        return False
    exp = expected.split("+")
    pairs = zip(answers, exp, strict=False)
    return any(a in DEFINITE and e in DEFINITE and a != e for a, e in pairs)
