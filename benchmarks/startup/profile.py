"""Instruction counts of one ``strsat`` run by phase (issue 39): counts, not seconds.

    python benchmarks/startup/profile.py FILE.smt2 ... [--src SRC]

For each file, valgrind's callgrind counts the instructions of separate processes that
stop at successive phases, and the differences are the phases' costs:

* ``start``   — the interpreter's own start, site hooks included;
* ``cli``     — ``import strsat.cli``;
* ``imports`` — importing every strsat and z3 module the full run ends up loading;
* ``read``    — the script run with ``solve=False`` (its imports, reading, parsing);
* ``run``     — the whole run as ``strsat bench`` starts it
  (``python -P -c "from strsat.cli import run; run()" FILE``).

Every phase process ends with ``os._exit``, as the ``strsat`` program does (an
interpreter's teardown, about 17M instructions for ``python -c pass``, is not part of a
run).  ``work`` = ``run - imports`` is the work proper (parse, preparation, checks,
validation, printing); ``pass`` is ``python -c pass`` with its teardown, the yardstick
of the issue's goal (a trivial file in at most twice its time); the module count is that
of the full run.  Every process runs with ``PYTHONHASHSEED=0`` (unless the variable is
set): the same run then counts the same to a few thousand instructions.  The package
must have bytecode
(``python -m compileall SRC``): with ``PYTHONDONTWRITEBYTECODE`` and no ``__pycache__``
every run compiles every module it loads, about as much again as the run itself.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

ENTRY = "from strsat.cli import run; run()"


def instructions(argv: list[str], env: dict[str, str]) -> int:
    """Instructions callgrind counts for one process."""
    with tempfile.NamedTemporaryFile(suffix=".cg") as out:
        r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}",
                            *argv], capture_output=True, text=True, env=env, check=False)
    for line in r.stderr.splitlines():
        if "Collected" in line:
            return int(line.split()[-1])
    raise RuntimeError(f"no count from callgrind: {r.stderr[-400:]}")


def modules_of_run(path: str, env: dict[str, str]) -> list[str]:
    code = ("import sys\nfrom strsat.smtlib import Interpreter\n"
            f"Interpreter(lambda s: None).run_stream(open({path!r}).read())\n"
            "print(' '.join(m for m in sys.modules if m.split('.')[0] in ('strsat', 'z3')))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                       check=True)
    return r.stdout.split()


def profile(path: str, env: dict[str, str]) -> dict[str, int]:
    py = sys.executable
    mods = modules_of_run(path, env)
    importer = f"import importlib\nfor m in {mods!r}: importlib.import_module(m)\n"
    reader = ("from strsat.smtlib import Interpreter\n"
              f"Interpreter(lambda s: None, solve=False).run_stream(open({path!r}).read())\n")
    exit_ = "import os\nos._exit(0)"
    counts = {
        "pass": instructions([py, "-c", "pass"], env),
        "start": instructions([py, "-P", "-c", exit_], env),
        "cli": instructions([py, "-P", "-c", "import strsat.cli\n" + exit_], env),
        "imports": instructions([py, "-P", "-c", "import strsat.cli\n" + importer + exit_],
                                env),
        "read": instructions([py, "-P", "-c", "import strsat.cli\n" + reader + exit_], env),
        "run": instructions([py, "-P", "-c", ENTRY, path], env),
    }
    counts["modules"] = sum(1 for m in mods if m.startswith("strsat"))
    counts["z3py"] = int(any(m.split(".")[0] == "z3" for m in mods))
    return counts


def files_and_source(description: str) -> tuple[list[str], dict[str, str]]:
    """The command line of this script and ``phases.py``: the files, and the environment
    that runs the ``--src`` folder's strsat (default: this checkout's)."""
    ap = argparse.ArgumentParser(description=description.split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--src", default=os.path.join(os.path.dirname(__file__), "..", "..", "src"),
                    help="the strsat source folder to profile (default: this checkout's)")
    args = ap.parse_args()
    # a fixed hash seed: with str hashes drawn afresh per process, dict layouts and so
    # the counts of one run vary by about 0.5M instructions from process to process
    return args.files, dict(os.environ, PYTHONPATH=os.path.abspath(args.src),
                            PYTHONHASHSEED=os.environ.get("PYTHONHASHSEED", "0"))


def main() -> None:
    files, env = files_and_source(__doc__)
    print("file | start | cli | imports | read | work | run | pass | run/pass | modules | z3py")
    for path in files:
        c = profile(os.path.abspath(path), env)
        m = 1_000_000
        print(f"{os.path.basename(path)} | {c['start'] // m}M | +{(c['cli'] - c['start']) // m}M"
              f" | +{(c['imports'] - c['cli']) // m}M | +{(c['read'] - c['cli']) // m}M"
              f" | {(c['run'] - c['imports']) // m}M | {c['run'] // m}M | {c['pass'] // m}M"
              f" | {c['run'] / c['pass']:.2f} | {c['modules']} | {'yes' if c['z3py'] else 'no'}",
              flush=True)


if __name__ == "__main__":
    main()
