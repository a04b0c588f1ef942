"""Instruction counts of one ``strsat`` run split at the engine's phases (issue 39 item 1).

    python benchmarks/startup/phases.py FILE.smt2 ... [--src SRC]

Like ``profile.py``, callgrind counts separate processes that stop at successive points
of one run, and the differences are the phases' costs; here every process first imports
the modules the whole run loads (so no phase pays for a lazy import) and then runs
``strsat.cli.run`` on the file with a stop patched in:

* ``imports`` — the interpreter's start and every module of the run;
* ``parse``   — up to the first ``Engine.check`` (reading, parsing, declarations);
* ``procedures`` — up to the loop (:class:`CdclLoop`): the procedures before it;
* ``setup``   — up to ``Loop.check``: the loop's state (z3 context, steps) built, values
  eliminated;
* ``prepare`` — up to the first call of the z3 solver: the assertions guarded,
  simplified, purified, reduced; ``-`` when no z3 call is made;
* ``core``    — the first z3 call itself;
* ``loop``    — from there to the model's validation (theory steps, more core calls);
* ``model``   — ``validate_model`` (``-`` when the answer is not ``sat``);
* ``check``   — the rest of the first ``Engine.check`` (for a file decided before the
  loop, by the ground check or a fast path, the whole check is here);
* ``print``   — the rest: the answer printed, the process's exit.

``--start`` adds a first line: the interpreter's own start as the run starts it
(``python -P``, ``site`` and this machine's ``.pth`` files included) and with ``-S``
(without them), so that ``imports`` can be read as start plus modules.

A stop that the run never reaches leaves the phase empty.  The package must have
bytecode (``python -m compileall SRC``), as for ``profile.py``.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

_spec = importlib.util.spec_from_file_location(
    "startup_profile", os.path.join(os.path.dirname(os.path.abspath(__file__)), "profile.py"))
assert _spec is not None and _spec.loader is not None
_profile = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_profile)
instructions, modules_of_run = _profile.instructions, _profile.modules_of_run

#: stop name -> (module, attribute path, "enter" or "leave")
STOPS = {
    "parse": ("strsat.engine", "Engine.check", "enter"),
    "procedures": ("strsat.engine.procedures.cdcl", "CdclLoop.decide", "enter"),
    "setup": ("strsat.engine.loop", "Loop.check", "enter"),
    "prepare": ("strsat.engine.z3c", "Solver.check", "enter"),
    "core": ("strsat.engine.z3c", "Solver.check", "leave"),
    "loop": ("strsat.engine.validation", "validate_model", "enter"),
    "model": ("strsat.engine.validation", "validate_model", "leave"),
    "check": ("strsat.engine", "Engine.check", "leave"),
}
STOPPED = 99

DRIVER = """
import importlib, os, sys
for m in {mods!r}: importlib.import_module(m)
stop = {stop!r}
if stop is not None:
    mod = importlib.import_module(stop[0])
    owner, name = mod, stop[1]
    if '.' in name:
        cls, name = name.split('.')
        owner = getattr(mod, cls)
    inner = getattr(owner, name)
    def stopped(*args, **kwargs):
        if stop[2] == 'enter':
            os._exit({code})
        inner(*args, **kwargs)
        os._exit({code})
    setattr(owner, name, stopped)
if {exit_now!r}:
    os._exit(0)
sys.argv = ['strsat', {path!r}]
from strsat.cli import run
run()
"""


def phases(path: str, env: dict[str, str]) -> dict[str, int | None]:
    mods = modules_of_run(path, env)
    py = sys.executable
    counts: dict[str, int | None] = {}
    code = DRIVER.format(mods=mods, stop=None, code=STOPPED, exit_now=True, path=path)
    counts["imports"] = instructions([py, "-P", "-c", code], env)
    for name, stop in STOPS.items():
        code = DRIVER.format(mods=mods, stop=stop, code=STOPPED, exit_now=False, path=path)
        argv = [py, "-P", "-c", code]
        reached = subprocess.run(argv, env=env, capture_output=True,
                                 check=False).returncode == STOPPED
        counts[name] = instructions(argv, env) if reached else None
    code = DRIVER.format(mods=mods, stop=None, code=STOPPED, exit_now=False, path=path)
    counts["run"] = instructions([py, "-P", "-c", code], env)
    return counts


def main() -> None:
    start = "--start" in sys.argv
    if start:
        sys.argv.remove("--start")
    files, env = _profile.files_and_source(__doc__)
    if start:
        py, m = sys.executable, 1_000_000
        exit_ = "import os; os._exit(0)"
        print(f"start: python -P {instructions([py, '-P', '-c', exit_], env) / m:.1f}M, "
              f"python -S -P {instructions([py, '-S', '-P', '-c', exit_], env) / m:.1f}M")
    order = ["imports", *STOPS, "print"]
    print("file | " + " | ".join(order) + " | run (M instructions)")
    for path in files:
        c = phases(os.path.abspath(path), env)
        c["print"] = c["run"]
        m = 1_000_000
        cells, last = [], 0
        for name in order:
            value = c[name]
            if value is None:
                cells.append("-")
                continue
            cells.append(f"{(value - last) / m:.1f}")
            last = value
        print(f"{os.path.basename(path)} | " + " | ".join(cells) + f" | {c['run'] / m:.1f}",
              flush=True)


if __name__ == "__main__":
    main()
