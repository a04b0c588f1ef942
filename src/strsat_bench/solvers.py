"""Solver specifications: which command runs a file, and with which input.

``--solvers`` takes a comma-separated list of

* ``strsat`` — this package, as ``python -m strsat --timeout S FILE``;
* ``z3`` — the ``z3`` executable of the z3-solver wheel, ``z3 -T:S FILE``;
* ``cvc5`` — the cvc5 Python API in a child process (:mod:`.cvc5_child`);
* ``z3-noodler`` — a ``z3-noodler`` executable on ``PATH``;
* ``NAME=COMMAND`` — any other solver as a command template with the
  placeholders ``{file}`` (the original file), ``{file26}`` (the file in 2.6
  spelling), ``{timeout}`` (whole seconds, rounded up), ``{timeout_ms}``,
  ``{timeout_s}`` (seconds as given) and ``{memory}`` (MiB).

z3 and cvc5 get the 2.6-normalised file (:mod:`.normalize`); strsat gets the
original file, since it reads both spellings.  Python children run with ``-P``
(the current directory is not put on ``sys.path``), so a batch does not depend
on where it is started.
"""

from __future__ import annotations

import math
import os
import shlex
import shutil
import sys
from dataclasses import dataclass

from .errors import BenchError

KINDS = ("strsat", "z3", "cvc5", "cmd")


@dataclass(frozen=True, slots=True)
class SolverSpec:
    """One solver column of a batch."""

    name: str
    kind: str  # one of KINDS
    template: tuple[str, ...] = ()  # argv template for kind "cmd"
    executable: str | None = None  # resolved z3 path for kind "z3"

    @property
    def wants_26(self) -> bool:
        """Whether the solver is handed the 2.6-normalised file."""
        return self.kind in ("z3", "cvc5") or "{file26}" in " ".join(self.template)


def find_z3() -> str | None:
    """The z3 executable beside the running Python (the wheel's), else on PATH."""
    beside = os.path.join(os.path.dirname(sys.executable), "z3")
    if os.access(beside, os.X_OK):
        return beside
    return shutil.which("z3")


def parse_solvers(items: list[str]) -> list[SolverSpec]:
    """Solver specs from ``--solvers`` values (each comma-separated).

    A value containing ``=`` is one template (commas inside it are kept).
    Raises :class:`BenchError` for unknown names or missing executables.
    """
    specs: list[SolverSpec] = []
    for item in items:
        parts = [item] if "=" in item else [p for p in item.split(",") if p.strip()]
        for part in parts:
            specs.append(_one(part.strip()))
    names = [s.name for s in specs]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise BenchError(f"solver named twice: {', '.join(sorted(dup))}")
    if not specs:
        raise BenchError("no solver given")
    return specs


def _one(text: str) -> SolverSpec:
    if "=" in text:
        name, cmd = text.split("=", 1)
        name = name.strip()
        if not name or not cmd.strip():
            raise BenchError(f"bad solver template {text!r}: expected NAME=COMMAND")
        try:
            argv = tuple(shlex.split(cmd))
        except ValueError as e:
            raise BenchError(f"bad solver template {text!r}: {e}") from None
        if not any("{file" in a for a in argv):
            argv = argv + ("{file}",)
        return SolverSpec(name, "cmd", argv)
    if text == "strsat":
        return SolverSpec("strsat", "strsat")
    if text == "z3":
        z3 = find_z3()
        if z3 is None:
            raise BenchError("z3: executable not found (pip install z3-solver)")
        return SolverSpec("z3", "z3", executable=z3)
    if text == "cvc5":
        return SolverSpec("cvc5", "cvc5")
    if text in ("z3-noodler", "noodler"):
        exe = shutil.which("z3-noodler") or shutil.which("z3noodler")
        if exe is None:
            raise BenchError("z3-noodler: not on PATH; give it as a template, e.g. "
                             "'noodler=/path/to/z3 -T:{timeout} {file}'")
        return SolverSpec(text, "cmd", (exe, "-T:{timeout}", "{file}"))
    raise BenchError(f"unknown solver {text!r}: use strsat, z3, cvc5, z3-noodler or NAME=COMMAND")


#: What the installed ``strsat`` script runs (``[project.scripts]``: ``strsat.cli:run``),
#: here with the bench's own Python; ``python -m strsat`` would add runpy's search for
#: ``__main__`` (about 4 ms of a 50 ms run) that a user of the command does not pay.
STRSAT_ENTRY = "from strsat.cli import run; run()"


def build_argv(spec: SolverSpec, file: str, file26: str, timeout: float,
               memory_mb: int | None) -> list[str]:
    """The command line for one run of ``spec`` on a file."""
    secs = max(1, math.ceil(timeout))
    if spec.kind == "strsat":
        return [sys.executable, "-P", "-c", STRSAT_ENTRY, "--timeout", _num(timeout), file]
    if spec.kind == "z3":
        return [spec.executable or "z3", f"-T:{secs}", file26]
    if spec.kind == "cvc5":
        return [sys.executable, "-P", "-m", "strsat_bench.cvc5_child",
                "--tlimit-ms", str(int(timeout * 1000)), file26]
    values = {"file": file, "file26": file26, "timeout": str(secs),
              "timeout_ms": str(int(timeout * 1000)), "timeout_s": _num(timeout),
              "memory": str(memory_mb or 0)}
    try:
        return [a.format(**values) for a in spec.template]
    except (KeyError, IndexError, ValueError) as e:
        raise BenchError(f"solver {spec.name}: bad placeholder in template: {e}") from None


def byte_compile(solvers: list[SolverSpec]) -> None:
    """Byte-compile the strsat package the children run, when one solver is strsat.

    An installed package is compiled when it is installed; an editable one under
    ``PYTHONDONTWRITEBYTECODE`` (or in a fresh checkout) is not, and each run would
    compile every module it imports again (about 0.1 s of CPU for the solving loop),
    a cost no user of an installed strsat pays.  Children read the compiled files
    (``__pycache__``, or ``PYTHONPYCACHEPREFIX``) even when they may not write them.
    """
    if not any(s.kind == "strsat" for s in solvers):
        return
    import compileall

    import strsat

    package = os.path.dirname(os.path.abspath(strsat.__file__))
    compileall.compile_dir(package, quiet=2)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(float(x))
