"""``strsat explore FILE.py:FUNCTION [--timeout S] [--max-paths N] [--out INPUTS.jsonl]``.

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
import sys
import time
from collections.abc import Sequence
from typing import TextIO

from ..errors import StrsatError
from .report import Example, Summary


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat explore",
        description="Generate one input for every feasible path of a Python function "
                    "(concolic execution over strsat; parameters annotated str, int or "
                    "bool are the inputs).")
    ap.add_argument("target", metavar="FILE.py:FUNCTION")
    ap.add_argument("--timeout", type=float, default=30.0, metavar="S",
                    help="stop after S seconds (default 30; 0: no limit)")
    ap.add_argument("--max-paths", type=int, default=None, metavar="N",
                    help="stop after N paths")
    ap.add_argument("--out", default=None, metavar="INPUTS.jsonl",
                    help="write the inputs there (default: standard output)")
    ap.add_argument("--loop-bound", type=int, default=4, metavar="K",
                    help="flip the branches of a loop in its first K iterations (default 4)")
    ap.add_argument("--check-timeout", type=float, default=5.0, metavar="S",
                    help="limit of each solver check (default 5)")
    ap.add_argument("--no-coverage", action="store_true",
                    help="do not measure branch coverage with coverage.py")
    ap.add_argument("--progress", action="store_true",
                    help="print the progress line even when stderr is not a terminal")
    ap.add_argument("--summary-json", default=None, metavar="FILE",
                    help="also write the summary as JSON")
    ap.add_argument("--pop", action="store_true",
                    help="keep the solver's state across all flips, popping back to shared "
                         "prefixes, instead of resetting it when a flip leaves the prefix "
                         "(slower on the examples; for measuring that, docs/explore.md)")
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
        self.stream.write(f"\r  {s.seconds:6.1f} s  paths {s.paths}  runs {s.runs}  "
                          f"checks {s.checks}  infeasible {s.infeasible}  unknown {unknown}  ")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 90 + "\r")
            self.stream.flush()


def main(argv: Sequence[str], started: float | None = None) -> int:
    """The command; ``started`` (the process start, :func:`time.monotonic`) counts the
    start-up against ``--timeout`` and in the examples' ``time``."""
    args = _parser().parse_args(list(argv))
    file, sep, qualname = args.target.rpartition(":")
    if not sep or not file or not qualname:
        print("strsat explore: the target is FILE.py:FUNCTION", file=sys.stderr)
        return 2
    if args.loop_bound < 1 or args.check_timeout <= 0 or args.timeout < 0 or (
            args.max_paths is not None and args.max_paths < 1):
        print("strsat explore: --loop-bound and --max-paths must be at least 1, the "
              "timeouts positive", file=sys.stderr)
        return 2
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
                              check_timeout=args.check_timeout,
                              coverage=not args.no_coverage, on_example=emit,
                              on_progress=progress, started=started, pop=args.pop)
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


__all__ = ["main"]
