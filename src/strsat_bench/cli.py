"""``strsat bench`` and ``strsat report`` command lines.

``bench_main(argv)`` and ``report_main(argv)`` return an exit code: 0 done,
2 usage error (message on stderr, no traceback), 130 interrupted (rerun the
same command to resume).  The local path imports only the standard library;
dask is imported for ``--scheduler`` and matplotlib for plots only.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
from dataclasses import dataclass

from .discover import Task, discover
from .errors import BenchError
from .pool import Run, run_local
from .progress import Progress, fmt_duration, use_color
from .report import (
    complete_files,
    failures_section,
    format_baseline,
    format_table,
    recheck,
    settings_line,
    table,
    wrong_section,
)
from .results import Record, Writer, load
from .runner import Settings
from .solvers import SolverSpec, byte_compile, parse_solvers
from .versions import versions


def default_jobs() -> int:
    """Half the cores, at least one: solver timings stay comparable when each
    run has a core to itself and the harness and other users have the rest."""
    return max(1, (os.cpu_count() or 2) // 2)


def _parse(ap: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace | int:
    """Parsed arguments, or the exit code of ``--help`` / a usage error (no SystemExit)."""
    try:
        return ap.parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2


def _bench_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat bench",
        description="Run every .smt2 file under PATHs through each solver, under OS limits, "
                    "and append one JSON record per run to --out (rerun to resume).")
    ap.add_argument("paths", nargs="+", metavar="PATH", help="files or folders of .smt2 files")
    ap.add_argument("--solvers", action="append", metavar="LIST",
                    help="comma-separated: strsat, z3, cvc5, z3-noodler, NAME=COMMAND "
                         "(placeholders {file} {file26} {timeout} {timeout_ms} {memory}); "
                         "repeatable; default strsat,z3,cvc5")
    ap.add_argument("--timeout", type=float, default=60.0, metavar="S",
                    help="wall-clock seconds per run (default 60, as in seeds/baseline.md)")
    ap.add_argument("--memory", type=int, default=8192, metavar="MB",
                    help="address-space limit per run in MiB (default 8192; 0 = none)")
    ap.add_argument("--jobs", "-j", type=int, default=default_jobs(), metavar="N",
                    help=f"runs at once (default {default_jobs()} = half the cores)")
    ap.add_argument("--out", "-o", default="bench-results.jsonl", metavar="RESULTS.jsonl",
                    help="results file, appended to; default ./bench-results.jsonl")
    ap.add_argument("--manifest", metavar="CSV",
                    help="expected answers (default: nearest manifest.csv at or above PATH)")
    ap.add_argument("--family-depth", type=int, default=2, metavar="N",
                    help="folder components naming a family (default 2)")
    ap.add_argument("--include", metavar="REGEX", help="only files whose path matches")
    ap.add_argument("--sample", type=int, metavar="N", help="a seeded random sample of N files")
    ap.add_argument("--seed", type=int, default=0, help="seed of --sample (default 0)")
    ap.add_argument("--scheduler", metavar="ADDRESS",
                    help="run on a dask.distributed cluster, e.g. tcp://host:8786")
    ap.add_argument("--grace", type=float, default=1.0, metavar="S",
                    help="seconds past --timeout before the kill (default 1)")
    ap.add_argument("--escapes", choices=("2.6", "2.5"), default="2.6",
                    help="string-literal escapes for every solver: 2.6 (default, as z3 and "
                         "cvc5 read them) or 2.5 (\\xNN, \\n, ...: peers get re-encoded "
                         "literals, strsat --escapes 2.5)")
    ap.add_argument("--no-validate", action="store_true",
                    help="do not check strsat's sat models")
    ap.add_argument("--rerun", action="store_true",
                    help="run again pairs already in --out (the new record wins)")
    ap.add_argument("--retry", metavar="RESULTS",
                    help="run again recorded runs with these outcomes, e.g. error,crash")
    ap.add_argument("--progress", choices=("auto", "bar", "lines", "none"), default="auto")
    ap.add_argument("--dry-run", action="store_true", help="list the runs and stop")
    return ap


def bench_main(argv: list[str] | None = None) -> int:
    """``strsat bench``: run a batch; see ``--help``."""
    args = _parse(_bench_parser(), argv)
    if isinstance(args, int):
        return args
    try:
        return _bench(args)
    except BenchError as e:
        print(f"strsat bench: {e}", file=sys.stderr)
        return 2


@dataclass
class _Batch:
    """What a ``strsat bench`` command runs: the runs still to do of its files and
    solvers under its limits, and where their records go."""

    tasks: list[Task]
    solvers: list[SolverSpec]
    settings: Settings
    out: str
    runs: list[Run]
    skipped: int


def _plan(args: argparse.Namespace) -> _Batch:
    """The batch of the command line (runs already in ``--out`` skipped unless
    ``--rerun``; ``--retry`` names results to run again)."""
    if args.timeout <= 0:
        raise BenchError("--timeout must be positive")
    if args.jobs < 1:
        raise BenchError("--jobs must be at least 1")
    solvers = parse_solvers(args.solvers or ["strsat,z3,cvc5"])
    settings = Settings(timeout=args.timeout, memory_mb=args.memory or None, grace=args.grace,
                        validate=not args.no_validate, escapes=args.escapes,
                        versions=versions(solvers))
    tasks = discover(args.paths, manifest=args.manifest, depth=args.family_depth,
                     sample=args.sample, seed=args.seed, include=args.include)
    if not tasks:
        raise BenchError("no .smt2 files found under " + " ".join(args.paths))
    out = os.path.abspath(args.out)
    done: set[tuple[str, str]] = set()
    if os.path.exists(out):
        old = load(out)
        _check_same_limits(old, settings, out)
        retry = {x.strip() for x in (args.retry or "").split(",") if x.strip()}
        if not args.rerun:
            _check_same_versions(old, settings, out)
            done = {(r["file"], r["solver"]) for r in old if r.get("result") not in retry}
    runs = [(t, s, settings) for t in tasks for s in solvers if (t.file, s.name) not in done]
    return _Batch(tasks, solvers, settings, out, runs, len(tasks) * len(solvers) - len(runs))


def _announce(args: argparse.Namespace, batch: _Batch) -> None:
    where = f"dask cluster {args.scheduler}" if args.scheduler else f"{args.jobs} local job(s)"
    print(f"strsat bench: {len(batch.tasks)} files x {len(batch.solvers)} solvers "
          f"({', '.join(s.name for s in batch.solvers)}); {len(batch.runs)} runs to do, "
          f"{batch.skipped} already in {batch.out}; limits {args.timeout:g} s, "
          f"{args.memory or 'no'} MiB; {where}", file=sys.stderr)


def _execute(args: argparse.Namespace, batch: _Batch, progress: Progress) -> bool:
    """Run the batch, each record written as it comes; True when interrupted (Ctrl-C or
    SIGTERM: the runs in flight are dropped, a rerun resumes)."""
    stop = threading.Event()
    old_term = signal.getsignal(signal.SIGTERM)
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _raise_interrupt)
    try:
        with Writer(batch.out) as writer:
            def on_result(rec: Record) -> None:
                writer.write(rec)
                progress.update(rec)

            if args.scheduler:
                from .dask_backend import run_dask  # dask only for --scheduler

                run_dask(batch.runs, args.scheduler, on_result, stop)
            else:
                run_local(batch.runs, args.jobs, on_result, stop, on_tick=progress.tick)
    except KeyboardInterrupt:
        stop.set()
        return True
    finally:
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, old_term)
        progress.close()
    return False


def _summary(batch: _Batch, elapsed: float) -> None:
    """The wrong answers and the table of the batch's files and solvers."""
    records = [recheck(r) for r in load(batch.out)]
    wanted = {(t.file, s.name) for t in batch.tasks for s in batch.solvers}
    records = [r for r in records if (r["file"], r["solver"]) in wanted]
    color = use_color(sys.stdout)
    print(wrong_section(records, color=color), end="")
    print(format_table(table(records, by_family=False), color=color), end="")
    print(f"done in {fmt_duration(elapsed)}; results: {batch.out}\n"
          f"per-family table and plots: strsat report {batch.out}")


def _bench(args: argparse.Namespace) -> int:
    batch = _plan(args)
    _announce(args, batch)
    if args.dry_run:
        for t, s, _ in batch.runs:
            print(f"{s.name}\t{t.family}\t{t.expected or '-'}\t{t.file}")
        return 0
    byte_compile(batch.solvers)
    progress = Progress(len(batch.runs), mode=args.progress, skipped=batch.skipped)
    t0 = time.monotonic()
    if _execute(args, batch, progress):
        print(f"strsat bench: interrupted after {progress.done} of {len(batch.runs)} runs "
              f"({fmt_duration(time.monotonic() - t0)}); finished runs are in {batch.out}; "
              "run the same command again to resume.", file=sys.stderr)
        return 130
    _summary(batch, time.monotonic() - t0)
    return 0


def _raise_interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _check_same_limits(old: list[Record], settings: Settings, out: str) -> None:
    limits = {(r.get("timeout"), r.get("memory_mb")) for r in old}
    if limits and limits != {(settings.timeout, settings.memory_mb)}:
        shown = ", ".join(f"{t} s/{m} MiB" for t, m in sorted(limits, key=str))
        raise BenchError(f"{out} holds runs made with other limits ({shown}); "
                         f"use another --out to compare like with like")


def _check_same_versions(old: list[Record], settings: Settings, out: str) -> None:
    """Refuse to resume into records of another version of a solver this run has (a
    base run and then a branch's into the same default ``--out`` took the base's records
    as the branch's, silently)."""
    now = {name: v for name, v in settings.versions if v is not None}
    other = sorted({f"{r.get('solver')} {r.get('version')}" for r in old
                    if r.get("version") not in (None, now.get(str(r.get("solver")), None))
                    and r.get("solver") in now})
    if other:
        shown = ", ".join(f"{name} {v}" for name, v in sorted(now.items()))
        raise BenchError(f"{out} holds runs of another version ({'; '.join(other)}; this run: "
                         f"{shown}); use another --out to compare versions, or --rerun to "
                         f"replace those runs")


def _report_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat report",
        description="Tables per family and solver, wrong answers first, and plots.")
    ap.add_argument("results", nargs="+", metavar="RESULTS.jsonl")
    ap.add_argument("--format", choices=("text", "markdown", "csv", "baseline"), default="text",
                    help="table layout; 'baseline' = that of seeds/baseline.md")
    ap.add_argument("--plots", metavar="DIR",
                    help="folder for cactus/scatter PNG+SVG (default RESULTS-plots/)")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--ref", metavar="SOLVER", help="solver on the scatter plots' y axis "
                    "(default strsat, else the first)")
    ap.add_argument("--solvers", metavar="LIST", help="only these solvers (comma-separated)")
    ap.add_argument("--family", metavar="REGEX", help="only families matching")
    ap.add_argument("--complete", action="store_true",
                    help="only files that every reported solver has run (a run in "
                         "progress, compared on equal terms)")
    return ap


def report_main(argv: list[str] | None = None) -> int:
    """``strsat report``: summarise results files; see ``--help``."""
    args = _parse(_report_parser(), argv)
    if isinstance(args, int):
        return args
    try:
        return _report(args)
    except BenchError as e:
        print(f"strsat report: {e}", file=sys.stderr)
        return 2


def _report(args: argparse.Namespace) -> int:
    import re

    records = [recheck(r) for r in load(args.results)]
    if args.solvers:
        keep = {s.strip() for s in args.solvers.split(",")}
        records = [r for r in records if r["solver"] in keep]
    if args.family:
        pat = re.compile(args.family)
        records = [r for r in records if pat.search(r["family"])]
    if args.complete:
        records = complete_files(records)
    if not records:
        raise BenchError("no records to report")
    color = args.format == "text" and use_color(sys.stdout)
    print(wrong_section(records, color=color), end="")
    print(settings_line(records), end="")
    if args.format == "baseline":
        print(format_baseline(records), end="")
    else:
        print(format_table(table(records), fmt=args.format, color=color), end="")
    fails = failures_section(records)
    if fails and args.format in ("text", "markdown"):
        print(fails, end="")
    if not args.no_plots:
        out_dir = args.plots or (os.path.splitext(os.path.abspath(args.results[0]))[0] + "-plots")
        from .plots import all_plots

        try:
            paths = all_plots(records, out_dir, ref=args.ref)
        except ImportError as e:
            print(f"strsat report: no plots ({e}); pip install matplotlib", file=sys.stderr)
            return 0
        print("plots: " + ", ".join(p for p in paths if p.endswith(".png")))
    return 0
