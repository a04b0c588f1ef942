"""Which version of each solver a batch measured, recorded in every result record.

strsat: the package version, plus the git commit of its checkout and ``+dirty``
when tracked files there differ from that commit (an editable install runs the
working tree as it is); z3: ``z3 -version``; cvc5: the installed wheel's
version (read from its metadata, without importing it).  Templates: none.
Computed once per batch; any failure gives ``None``, never an error.
"""

from __future__ import annotations

import importlib.metadata
import os
import subprocess

from .solvers import SolverSpec


def _run(argv: list[str], cwd: str | None = None) -> str | None:
    try:
        p = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return p.stdout.strip() if p.returncode == 0 else None


def strsat_version() -> str:
    """``VERSION`` or ``VERSION git COMMIT[+dirty]`` of the strsat being run."""
    try:
        version = importlib.metadata.version("strsat")
    except importlib.metadata.PackageNotFoundError:
        version = "?"
    here = os.path.dirname(os.path.abspath(__file__))
    commit = _run(["git", "rev-parse", "--short", "HEAD"], cwd=here)
    if commit is None:
        return version
    dirty = _run(["git", "status", "--porcelain", "--untracked-files=no", "--", "."],
                 cwd=os.path.dirname(here))
    return f"{version} git {commit}{'+dirty' if dirty else ''}"


def solver_version(spec: SolverSpec) -> str | None:
    """A short version string for one solver column, or None."""
    if spec.kind == "strsat":
        return strsat_version()
    if spec.kind == "z3":
        out = _run([spec.executable or "z3", "-version"])
        return out.replace("Z3 version ", "").replace(" - 64 bit", "") if out else None
    if spec.kind == "cvc5":
        try:
            return importlib.metadata.version("cvc5")
        except importlib.metadata.PackageNotFoundError:
            return None
    return None


def versions(specs: list[SolverSpec]) -> tuple[tuple[str, str | None], ...]:
    """(name, version) per solver, for :class:`.runner.Settings`."""
    return tuple((s.name, solver_version(s)) for s in specs)
