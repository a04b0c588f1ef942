"""``strsat explore FILE.py:FUNCTION [--timeout S] [--max-paths N] [--out INPUTS.jsonl]``,
or ``strsat explore PATH`` (a file, a package folder or a module name) for every function
in it (:mod:`.batch`).

Prints one JSON object per path found (to ``--out``, else standard output) as it
is found, then the summary on standard error; a progress line on standard error
while it runs (when that is a terminal, or with ``--progress``).  ``Ctrl-C``
stops the search and keeps what was found (the summary says ``interrupted``).
Exit codes: 0 after a search (whatever the function did), 2 for a usage error or a
target that cannot be explored, 3 for a fault of strsat itself (reported in one line,
never as a traceback).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from typing import Any, TextIO

from ..errors import StrsatError
from .report import Example, Summary
from .search import BACKSTOP, WORK_PER_SECOND


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat explore",
        description="Generate one input for every feasible path of a Python function "
                    "(concolic execution over strsat; parameters annotated str, int or "
                    "bool are the inputs).")
    ap.add_argument("target", metavar="FILE.py:FUNCTION | PATH",
                    help="one function, or every function with str/int/bool parameters "
                         "of a file, a package folder or an importable module")
    ap.add_argument("--timeout", type=float, default=30.0, metavar="S",
                    help="stop after S seconds (default 30; 0: no limit); per function "
                         "for a PATH")
    ap.add_argument("--max-paths", type=int, default=None, metavar="N",
                    help="stop after N paths")
    ap.add_argument("--out", default=None, metavar="INPUTS.jsonl",
                    help="write the inputs there (default: standard output)")
    ap.add_argument("--loop-bound", type=int, default=4, metavar="K",
                    help="flip the branches of a loop in its first K iterations that read "
                         "new input (default 4), doubled while the paths within it ran "
                         "out with a branch untaken, up to --max-loop-bound")
    ap.add_argument("--max-loop-bound", type=int, default=16, metavar="M",
                    help="the most iterations the loop bound is raised to (default 16; "
                         "the --loop-bound itself: never raised)")
    ap.add_argument("--table-bound", type=int, default=32, metavar="T",
                    help="flip a branch that compares the same values with other "
                         "constants (a search over a table) in its first T iterations "
                         "(default 32)")
    ap.add_argument("--check-timeout", type=float, default=5.0, metavar="S",
                    help="budget of each solver check: S seconds' worth of engine work "
                         f"({WORK_PER_SECOND:,} units a second; the wall clock only a "
                         f"backstop, {BACKSTOP} S) (default 5)")
    ap.add_argument("--reproducible", action="store_true",
                    help="checks end on their work budget alone, without the wall-clock "
                         "backstop (only --timeout bounds one): the paths found do not "
                         "depend on the machine's load")
    ap.add_argument("--no-coverage", action="store_true",
                    help="do not measure branch coverage with coverage.py")
    ap.add_argument("--progress", action="store_true",
                    help="print the progress line even when stderr is not a terminal")
    ap.add_argument("--summary-json", default=None, metavar="FILE",
                    help="also write the summary as JSON")
    ap.add_argument("--grammar", action="append", default=[], metavar="PARAM=FILE",
                    help="inputs of the str parameter PARAM are sentences of the grammar in "
                    "FILE (.json: a Fuzzing Book dict; else Lark EBNF); repeatable")
    ap.add_argument("--reset", action="store_true",
                    help="reset the solver when a flip leaves the current prefix instead of "
                         "popping back to the shared prefix (the policy before issue 23; "
                         "for measuring, benchmarks/history/explore.md)")
    ap.add_argument("--dump-unknown", default=None, metavar="DIR",
                    help="write every solver check answered unknown to DIR as SMT-LIB "
                         "(check-N.smt2, the reason in a comment), to debug the solver")
    batch = ap.add_argument_group("a whole file, package or module (PATH)")
    batch.add_argument("--out-dir", default="explore-out", metavar="DIR",
                       help="one MODULE.FUNCTION.jsonl per function and summary.json "
                            "(default explore-out)")
    batch.add_argument("--jobs", type=int, default=None, metavar="N",
                       help="local worker processes (default: the CPU count)")
    batch.add_argument("--dask", default=None, metavar="SCHEDULER",
                       help="run the functions on this Dask scheduler (tcp://host:8786) "
                            "instead of local processes; needs dask[distributed]")
    batch.add_argument("--pytest", default=None, metavar="FILE.py",
                       help="also write the inputs as a pytest file (a parametrized "
                       "test per function, a row per path)")
    return ap


class _Progress:
    """One line on stderr, rewritten at most every 0.2 s."""

    def __init__(self, stream: TextIO, enabled: bool) -> None:
        self.stream = stream
        self.enabled = enabled
        self.last = 0.0
        self.shown = False

    def __call__(self, s: Summary) -> None:
        now = time.monotonic()
        if not self.enabled or now - self.last < 0.2:
            return
        self.last = now
        unknown = sum(s.unknown.values())
        ended = sum(s.not_attempted.values())
        self.stream.write(f"\r  {s.seconds:6.1f} s  paths {s.paths}  runs {s.runs}  "
                          f"checks {s.checks}  infeasible {s.infeasible}  unknown {unknown}  "
                          f"not attempted {ended}  ")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 110 + "\r")
            self.stream.flush()


def main(argv: Sequence[str], started: float | None = None) -> int:
    """The command; ``started`` (the process start, :func:`time.monotonic`) counts the
    start-up against ``--timeout`` and in the examples' ``time``."""
    args = _parser().parse_args(list(argv))
    if args.loop_bound < 1 or args.table_bound < 1 or args.max_loop_bound < 1 or \
            args.check_timeout <= 0 or \
            args.timeout < 0 or (args.max_paths is not None and args.max_paths < 1) or (
            args.jobs is not None and args.jobs < 1):
        print("strsat explore: --loop-bound, --max-loop-bound, --table-bound, --max-paths "
              "and --jobs must be at least 1, the timeouts positive", file=sys.stderr)
        return 2
    file, sep, qualname = args.target.rpartition(":")
    if not sep or not file or not qualname:
        return _main_batch(args)
    from . import explore_file

    try:
        out: TextIO = open(args.out, "w", encoding="utf-8") if args.out else sys.stdout  # noqa: SIM115
    except OSError as exc:
        print(f"strsat explore: {exc}", file=sys.stderr)
        return 2
    progress = _Progress(sys.stderr, args.progress or sys.stderr.isatty())

    def emit(example: Example) -> None:
        out.write(example.line() + "\n")
        out.flush()

    try:
        result = explore_file(file, qualname, timeout=args.timeout or None,
                              max_paths=args.max_paths, loop_bound=args.loop_bound,
                              table_bound=args.table_bound,
                              max_loop_bound=args.max_loop_bound,
                              check_timeout=args.check_timeout,
                              coverage=not args.no_coverage, on_example=emit,
                              on_progress=progress, started=started, pop=not args.reset,
                              grammars=_grammars(args.grammar),
                              dump_unknown=args.dump_unknown,
                              reproducible=args.reproducible)
    except StrsatError as exc:
        progress.clear()
        print(f"strsat explore: {exc}", file=sys.stderr)
        return 2
    except SyntaxError as exc:
        progress.clear()
        print(f"strsat explore: {file}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        progress.clear()
        print("strsat explore: interrupted (the inputs printed so far are kept)",
              file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - a fault of the tool: one line, no traceback
        progress.clear()
        print(f"strsat explore: internal error in strsat ({type(exc).__name__}: {exc}); "
              "the inputs printed so far are kept", file=sys.stderr)
        return 3
    finally:
        if out is not sys.stdout:
            out.close()
    progress.clear()
    print(result.summary.text(), file=sys.stderr)
    if args.summary_json:
        with open(args.summary_json, "w", encoding="utf-8") as f:
            json.dump(result.summary.to_json(), f, indent=1)
    return 0


def _main_batch(args: argparse.Namespace) -> int:
    """``strsat explore PATH``: every function of a file, package or module."""
    from .batch import explore_all, find_targets, table, write_outputs
    from .pytest_out import pytest_source

    started = time.monotonic()
    try:
        targets, skipped = find_targets(args.target)
    except StrsatError as exc:
        print(f"strsat explore: {exc} (a single function is FILE.py:FUNCTION)",
              file=sys.stderr)
        return 2
    for note in skipped:
        print(f"strsat explore: skipped {note}", file=sys.stderr)
    if not targets:
        print(f"strsat explore: {args.target}: no function whose parameters are all "
              "str/int/bool (annotated) or have defaults", file=sys.stderr)
        return 2
    options = {"timeout": args.timeout or None, "max_paths": args.max_paths,
               "loop_bound": args.loop_bound, "table_bound": args.table_bound,
               "max_loop_bound": args.max_loop_bound,
               "check_timeout": args.check_timeout,
               "coverage": not args.no_coverage, "pop": not args.reset,
               "reproducible": args.reproducible}
    show = args.progress or sys.stderr.isatty()
    count = [0]

    def done(outcome: Any) -> None:
        count[0] += 1
        if show:
            state = outcome.error or f"{outcome.summary.get('paths', 0)} paths"
            print(f"  [{count[0]}/{len(targets)}] {outcome.name}: {state} "
                  f"({outcome.seconds:.1f} s)", file=sys.stderr)

    try:
        outcomes = explore_all(targets, options, jobs=args.jobs, dask=args.dask,
                               on_done=done)
    except StrsatError as exc:
        print(f"strsat explore: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("strsat explore: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - a fault of the tool: one line, no traceback
        print(f"strsat explore: internal error in strsat ({type(exc).__name__}: {exc})",
              file=sys.stderr)
        return 3
    try:
        write_outputs(outcomes, args.out_dir)
        if args.pytest:
            os.makedirs(os.path.dirname(os.path.abspath(args.pytest)), exist_ok=True)
            with open(args.pytest, "w", encoding="utf-8") as f:
                f.write(pytest_source(outcomes, args.pytest))
        if args.summary_json:
            with open(args.summary_json, "w", encoding="utf-8") as f:
                json.dump([{"function": o.name, "error": o.error, "seconds": o.seconds,
                            "summary": o.summary} for o in outcomes], f, indent=1)
    except OSError as exc:
        print(f"strsat explore: {exc}", file=sys.stderr)
        return 2
    print(table(outcomes, time.monotonic() - started), file=sys.stderr)
    print(f"inputs: {args.out_dir}/MODULE.FUNCTION.jsonl"
          + (f"; tests: {args.pytest}" if args.pytest else ""), file=sys.stderr)
    return 0


__all__ = ["main"]


def _grammars(specs: list[str]) -> dict | None:  # type: ignore[type-arg]
    """``--grammar PARAM=FILE`` options as {PARAM: grammar} (None without any)."""
    if not specs:
        return None
    from .grammars import load_grammar

    return dict(load_grammar(spec) for spec in specs)
