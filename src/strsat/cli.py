"""The ``strsat`` command.

::

    strsat FILE.smt2 [--timeout SECONDS] [--rlimit UNITS] [--memory MB] [--stats]
                     [--escapes 2.5|2.6]
    strsat -                     read commands from standard input, answer each at once
    strsat validate PROBLEM.smt2 MODEL.smt2
    strsat bench ...  /  strsat report ...    (see strsat_bench.cli)
    strsat explore FILE.py:FUNCTION [--timeout S] [--max-paths N] [--out FILE]
    strsat bench-api [--checks N]             (strsat_bench.api_bench: the Python API vs z3py)
    strsat bench-growing [--per-family N]     (strsat_bench.growing: growing path conditions)
    strsat bench-guard [check|record]         (strsat_bench.guard: the regression guard)
    strsat --version

``--stats`` prints, after each ``check-sat`` answer, one block
``(:stats :status sat :time 0.01 ...)`` with one ``:key value`` pair a line.

Exit codes: 0 when the script ran to its end (even if some commands got
``(error ...)``, like z3 and cvc5); 2 for a usage error or an unreadable file.
``validate`` exits 0 for a valid model, 1 for an invalid or undetermined one,
2 when the problem or the model cannot be read.
"""

from __future__ import annotations

import os
import sys

from strsat.static import TYPE_CHECKING, SimpleNamespace

from . import __version__

if TYPE_CHECKING:
    import argparse
    from collections.abc import Iterator, Sequence

    from .smtlib import Interpreter

#: The values of ``--escapes`` (those of :mod:`strsat.smtlib.literals`, written out
#: because importing that package loads the interpreter and the engine, which
#: ``--version`` and ``--help`` do not need; a test keeps them equal).
ESCAPES_26, ESCAPES_25 = "2.6", "2.5"


def read_source(path: str) -> str:
    """A script's text: UTF-8, or Latin-1 for files that are not valid UTF-8."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _stdin_lines() -> Iterator[str]:
    """Lines of standard input as they arrive (no read-ahead)."""
    stream = sys.stdin
    try:
        stream.reconfigure(errors="replace")  # type: ignore[union-attr]
    except (AttributeError, ValueError):
        pass
    return iter(stream.readline, "")


def _emit(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


#: The numeric options of the usual call and their types.
_NUMERIC = {"--timeout": float, "--rlimit": int, "--memory": float}


def plain_args(argv: Sequence[str]) -> SimpleNamespace | None:
    """The options of the usual call, ``strsat [--timeout S] [--rlimit N] [--memory MB]
    [--stats] [--escapes V] FILE`` (exact option names, ``--opt V`` or ``--opt=V``),
    parsed as :func:`_parser` would; None for anything else, which argparse then parses
    (and reports).

    Loading :mod:`argparse` with :mod:`gettext` and :mod:`locale` costs about 2 ms
    of a 50 ms run (issue 15, part 1); a test checks agreement with argparse."""
    found = SimpleNamespace(file=None, timeout=None, rlimit=None, memory=None, stats=False,
                            escapes=ESCAPES_26)
    i = 0
    while i < len(argv):
        a = argv[i]
        name, eq, value = a.partition("=")
        if a == "--stats":
            found.stats = True
        elif name == "--escapes" or name in _NUMERIC:
            if not eq:
                i += 1
                if i == len(argv):
                    return None
                value = argv[i]
            if name == "--escapes":
                if value not in (ESCAPES_26, ESCAPES_25):
                    return None
                found.escapes = value
            else:
                try:
                    setattr(found, name[2:], _NUMERIC[name](value))
                except ValueError:
                    return None
        elif (a == "-" or not a.startswith("-")) and found.file is None:
            found.file = a
        else:
            return None
        i += 1
    return found if found.file is not None else None


def _parser() -> argparse.ArgumentParser:
    import argparse

    ap = argparse.ArgumentParser(
        prog="strsat",
        description="A string constraint solver for SMT-LIB 2.6 (QF_S, QF_SLIA).",
        epilog="Other commands: 'strsat validate PROBLEM MODEL', 'strsat bench ...', "
               "'strsat report ...', 'strsat explore FILE.py:FUNCTION' (each has its own "
               "--help).")
    ap.add_argument("file", help="SMT-LIB script, or - for standard input (interactive)")
    ap.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                    help="wall-clock limit for each check-sat (the first one's includes "
                         "start-up and reading the script, each later one's the commands "
                         "since the previous check-sat)")
    ap.add_argument("--rlimit", type=int, default=None, metavar="UNITS",
                    help="work limit for each check-sat, in the engine's work units (as "
                         "(set-option :reproducible-resource-limit N)): the same answers "
                         "on any machine and under any load")
    ap.add_argument("--memory", type=float, default=None, metavar="MB",
                    help="resident memory limit during a check-sat (as (set-option :memory "
                         "MB)): past it the check answers unknown, reason memory")
    ap.add_argument("--stats", action="store_true",
                    help="print a (:stats ...) block after each check-sat")
    ap.add_argument("--escapes", choices=(ESCAPES_26, ESCAPES_25), default=ESCAPES_26,
                    help="string literal escapes: 2.6 (default, as z3 and cvc5) or 2.5 "
                         "(\\x41, \\n, ...)")
    ap.add_argument("--version", action="version", version=f"strsat {__version__}")
    return ap


def validate_main(argv: Sequence[str]) -> int:
    """``strsat validate PROBLEM MODEL``: prints ``valid`` or what fails."""
    import argparse

    from .validate import validate_text

    ap = argparse.ArgumentParser(
        prog="strsat validate",
        description="Check a model printed by any solver (z3, cvc5, strsat) against the "
                    "problem's assertions (those live at its first check-sat).")
    ap.add_argument("problem")
    ap.add_argument("model", help="the solver's output (get-model), or - for stdin")
    args = ap.parse_args(list(argv))
    try:
        problem = read_source(args.problem)
        model = sys.stdin.read() if args.model == "-" else read_source(args.model)
    except OSError as exc:
        print(f"strsat validate: {exc}", file=sys.stderr)
        return 2
    result = validate_text(problem, model)
    print(result)
    return {"valid": 0, "error": 2}.get(result.status, 1)


def _dispatch_tool(name: str, argv: Sequence[str]) -> int:
    try:
        from strsat_bench import cli as bench_cli
    except ImportError as exc:
        print(f"strsat {name}: not available ({exc})", file=sys.stderr)
        return 2
    fn = getattr(bench_cli, f"{name}_main", None)
    if fn is None:
        print(f"strsat {name}: not available", file=sys.stderr)
        return 2
    return int(fn(list(argv)) or 0)


def main(argv: Sequence[str] | None = None, started: float | None = None) -> int:
    """The ``strsat`` command; ``started`` (a :func:`time.monotonic` reading, the
    process start) makes start-up and reading a script count against ``--timeout``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "validate":
        return validate_main(argv[1:])
    if argv and argv[0] in ("bench", "report"):
        return _dispatch_tool(argv[0], argv[1:])
    if argv and argv[0] == "explore":
        from .explore.cli import main as explore_main

        return explore_main(argv[1:], started=started)
    if argv and argv[0] == "bench-api":
        from strsat_bench.api_bench import main as api_bench_main

        return api_bench_main(argv[1:])
    if argv and argv[0] == "bench-growing":
        from strsat_bench.growing import main as growing_main

        return growing_main(argv[1:])
    if argv and argv[0] == "bench-guard":
        from strsat_bench.guard import guard_main

        return guard_main(argv[1:])
    args = plain_args(argv) or _parser().parse_args(argv)
    # Deferred: the interpreter (and through it the engine) loads only for a script.
    from .smtlib import Interpreter

    for option in ("timeout", "rlimit", "memory"):
        value = getattr(args, option)
        if value is not None and value <= 0:
            print(f"strsat: --{option} must be positive", file=sys.stderr)
            return 2
    interp = Interpreter(_emit, timeout=args.timeout, stats=args.stats, escapes=args.escapes,
                         started=None if args.file == "-" else started, rlimit=args.rlimit,
                         memory=args.memory)
    if args.file == "-":
        from .signals import Signals

        with Signals(interp) as signals:
            code = _run(interp, signals.lines(_stdin_lines()))
        return signals.exit_code if signals.terminated else code
    try:
        source = read_source(args.file)
    except OSError as exc:
        print(f"strsat: {exc}", file=sys.stderr)
        return 2
    return _run(interp, source)


def _run(interp: Interpreter, source: str | Iterator[str]) -> int:
    """Run the script; the exit code."""
    try:
        interp.run_stream(source)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    return 0


#: The collector's thresholds in the ``strsat`` program.  Most objects of a run live to its
#: end (modules, interned terms, automata): cyclic garbage is collected every 20,000
#: allocations instead of 700, the oldest generation a tenth as often (about 2 % of a
#: median file's instructions, issue 39; no answer depends on the collector's timing,
#: docs/explanation/engine.md#limits).  ``benchmarks/limits/reading_gaps.py`` sets them too.
GC_THRESHOLDS = (20_000, 20, 100)


def run() -> None:
    """The ``strsat`` program: :func:`main`, then exit without tearing down the
    interpreter (freeing millions of interned terms and z3 objects can take
    longer than a second after the answer, past the user's time limit)."""
    import gc

    from .deadline import process_started

    gc.set_threshold(*GC_THRESHOLDS)
    code = main(started=process_started())
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        pass
    os._exit(code)


__all__ = ["main", "read_source", "run", "validate_main"]
