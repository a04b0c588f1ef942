"""One run: a solver on a file under limits, turned into a result record.

:func:`run_one` is the unit of work of both the local pool and the Dask
backend (it is a plain picklable function of picklable arguments).  For
strsat's ``sat`` answers it also obtains the model (the script is given with
``(get-model)`` after its first ``check-sat``) and has it checked by
``strsat.validate.validate_text`` in a separate, limited child process.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import sys
import tempfile
import time
from dataclasses import dataclass

from .discover import Task
from .limits import ProcResult, run_limited
from .normalize import to_26
from .outcome import classify, is_wrong
from .results import Record
from .script import balanced_prefix, prefix_through_first_check_sat, scan, with_get_model
from .solvers import SolverSpec, build_argv


@dataclass(frozen=True, slots=True)
class Settings:
    """Limits and options shared by every run of a batch."""

    timeout: float = 10.0  # seconds of wall clock per run
    memory_mb: int | None = 8192  # RLIMIT_AS per run
    grace: float = 1.0  # extra seconds before the kill, for the solver's own limit to answer
    validate: bool = True  # validate strsat's sat models
    escapes: str = "2.6"  # string-literal escape rules for every solver (see .normalize)
    versions: tuple[tuple[str, str | None], ...] = ()  # (solver name, version), see .versions


def run_one(task: Task, solver: SolverSpec, settings: Settings) -> Record:
    """Run ``solver`` on ``task`` and return its result record (never raises)."""
    try:
        return _run(task, solver, settings)
    except Exception as e:  # a bug here must not lose the run
        return failed_record(task, solver, settings, "error",
                             f"bench internal error: {type(e).__name__}: {e}")


def failed_record(task: Task, solver: SolverSpec, settings: Settings, result: str,
                  note: str) -> Record:
    """The record of a run that produced no process result (``error``/``crash``)."""
    return _record(task, solver, settings, result, (), None,
                   ProcResult(None, "", "", 0.0, 0.0, 0.0, False), note[:300])


def _run(task: Task, solver: SolverSpec, settings: Settings) -> Record:
    try:
        with open(task.file, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError as e:
        return failed_record(task, solver, settings, "error", f"cannot read file: {e.strerror}")
    n_checks = scan(text).n_check_sat
    tmp = tempfile.mkdtemp(prefix="strsat-bench-")
    try:
        file, file26 = task.file, task.file
        if solver.wants_26:
            norm = to_26(text, settings.escapes)
            if norm != text:
                file26 = _write(tmp, "input26.smt2", norm)
        validating = solver.kind == "strsat" and settings.validate
        if validating:
            modified = with_get_model(text)
            if modified is not None:
                file = _write(tmp, os.path.basename(task.file), modified)
        argv = build_argv(solver, file, file26, settings.timeout, settings.memory_mb)
        if solver.kind == "strsat" and settings.escapes != "2.6":
            argv[-1:-1] = ["--escapes", settings.escapes]
        proc = run_limited(argv, settings.timeout, settings.memory_mb, settings.grace)
        out = classify(proc, n_checks, settings.timeout, settings.memory_mb)
        validated, note = None, out.note
        if validating and out.answers[:1] == ("sat",):
            validated, vnote = _validate(text, proc.stdout, settings, tmp)
            note = "; ".join(x for x in (note, vnote) if x)
        return _record(task, solver, settings, out.result, out.answers, validated, proc, note)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _write(folder: str, name: str, text: str) -> str:
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    return path


def model_text(stdout: str) -> str | None:
    """The model printed after the first ``sat`` line, or None."""
    lines = stdout.splitlines(keepends=True)
    for i, ln in enumerate(lines):
        if ln.strip() == "sat":
            return balanced_prefix("".join(lines[i + 1:]))
        if ln.strip() in ("unsat", "unknown", "timeout"):
            return None
    return None


def _validate(text: str, stdout: str, settings: Settings, tmp: str) -> tuple[bool | None, str]:
    """Check strsat's model in a child process: (validated, note)."""
    model = model_text(stdout)
    if model is None:
        return None, "no model printed"
    problem = _write(tmp, "problem.smt2", prefix_through_first_check_sat(text))
    mfile = _write(tmp, "model.smt2", model)
    argv = [sys.executable, "-P", "-m", "strsat_bench.validate_child", problem, mfile]
    proc = run_limited(argv, max(10.0, settings.timeout), settings.memory_mb, settings.grace)
    try:
        data = json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        why = "killed at the time limit" if proc.killed else (proc.stderr.strip()[-200:] or
                                                                "no verdict")
        return None, f"validator failed: {why}"
    if "valid" not in data:
        return None, f"validator: {data.get('error', '?')}"
    return bool(data["valid"]), ("" if data["valid"] else
                                 f"INVALID MODEL: {data.get('message', '')}"[:300])


def _record(task: Task, solver: SolverSpec, settings: Settings, result: str,
            answers: tuple[str, ...], validated: bool | None, proc: ProcResult,
            note: str) -> Record:
    return {
        "file": task.file,
        "rel": task.rel,
        "family": task.family,
        "solver": solver.name,
        "expected": task.expected,
        "result": result,
        "answer": "+".join(answers),
        "wrong": is_wrong(answers, task.expected) or validated is False,
        "validated": validated,
        "wall": round(proc.wall, 4),
        "cpu": round(proc.cpu, 4),
        "mem_mb": round(proc.maxrss_mb, 1),
        "exit": proc.returncode,
        "version": dict(settings.versions).get(solver.name),
        "timeout": settings.timeout,
        "memory_mb": settings.memory_mb,
        "note": note,
        "host": socket.gethostname(),
        "at": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }
