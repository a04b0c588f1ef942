"""``strsat bench-api``: in-process checks per second, strsat's API next to z3py (issue 11).

The workload is what a symbolic executor sends a solver: a depth-first walk over
the branches of a string-handling program, each branch a ``push``, a literal over
the inputs (``startswith``, ``contains``, ``find(..) == k``, lengths, characters,
slices, regex memberships, concatenations), a ``check`` (and the model when
``sat``), and a ``pop`` when the walk backtracks.  The walk is generated once
from a seed, pruned where z3 answers ``unsat`` (an executor does not extend an
infeasible path), and then the *same* script of calls is run through
:class:`strsat.Solver` (its default: one scoped engine for every check), through
``Solver(incremental=False)`` (a fresh engine per check) and through z3py, in the same
process, one after the other; the z3 expressions are converted beforehand
(:func:`strsat.to_z3`), so the conversion is not timed.

Reported for each: checks per second, median and p95 per check, the ratio of the last
checks' time to the first ones' (the last 1,000 over the first 1,000, or fifths of a
shorter script: a flat cost per check stays near 1, the workload's own drift aside,
which the fresh engine shows), the answers that differ, and the per-check overhead of
strsat's API: the time spent in the API's calls minus the time spent in the engine's
``check``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .workload import branch_conditions

#: One step of the script: ("push",), ("pop",), ("add", formula), ("check",).
Step = tuple[Any, ...]


@dataclass
class Run:
    """What one solver did with the script."""

    name: str
    seconds: float = 0.0
    answers: list[str] = field(default_factory=list)
    check_seconds: list[float] = field(default_factory=list)
    engine_seconds: float = 0.0
    #: (reason, SMT-LIB script) of each check that met an internal error
    errors: list[tuple[str, str]] = field(default_factory=list)

    @property
    def checks(self) -> int:
        return len(self.answers)

    def drift(self) -> tuple[int, float | None]:
        """(window, the last ``window`` checks' time over the first ``window``'s)."""
        window = min(1000, len(self.check_seconds) // 5)
        if window == 0:
            return 0, None
        first = sum(self.check_seconds[:window])
        last = sum(self.check_seconds[-window:])
        return window, round(last / first, 3) if first else None

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "solver": self.name, "checks": self.checks, "seconds": round(self.seconds, 4),
            "checks_per_second": round(self.checks / self.seconds, 2) if self.seconds else None,
            "median_check_ms": round(1000 * statistics.median(self.check_seconds), 3),
            "p95_check_ms": round(1000 * sorted(self.check_seconds)[
                int(0.95 * (len(self.check_seconds) - 1))], 3),
            "answers": {a: self.answers.count(a) for a in ("sat", "unsat", "unknown")},
        }
        out["drift_window"], out["last_over_first"] = self.drift()
        if self.engine_seconds:
            out["api_overhead_ms_per_check"] = round(
                1000 * (self.seconds - self.engine_seconds) / self.checks, 4)
        return out


# ---- the workload ---------------------------------------------------------------------------


def generate(checks: int, seed: int, max_depth: int = 6, timeout_ms: int = 10_000
             ) -> list[Step]:
    """The script: a depth-first walk over random branch literals, pruned where z3
    says ``unsat``, until ``checks`` checks."""
    import z3

    from strsat import api as A

    rng = random.Random(seed)
    makers = branch_conditions(rng)
    s, t = A.Strings("s t")
    base = [A.Length(s) <= 40, A.Length(t) <= 40]
    script: list[Step] = [("add", f) for f in base]
    path: list[Any] = []
    done = 0
    while done < checks:
        literal = rng.choice(makers)()
        if rng.random() < 0.4:
            literal = A.Not(literal)
        script += [("push",), ("add", literal), ("check",)]
        path.append(literal)
        # a fresh z3 solver per question: z3's push after a timed-out check can stall
        oracle = z3.Solver()
        oracle.set("timeout", timeout_ms)
        oracle.add(*(A.to_z3(f) for f in base + path))
        feasible = oracle.check() != z3.unsat
        done += 1
        if not feasible or len(path) >= max_depth or rng.random() < 0.25:
            # backtrack: one level, or several
            levels = 1 if rng.random() < 0.7 else rng.randint(1, len(path))
            for _ in range(levels):
                script.append(("pop",))
                path.pop()
    depth = len(path)
    script += [("pop",)] * depth
    return script


# ---- running it -------------------------------------------------------------------------------


def _step(run: Run, step: Step, solver: Any, sat: Any) -> None:
    """One step of the script through ``solver`` (z3py's method names, which strsat
    shares); a check's time and answer go to ``run``."""
    if step[0] == "check":
        t0 = time.perf_counter()
        answer = solver.check()
        if answer == sat:
            solver.model()
        run.check_seconds.append(time.perf_counter() - t0)
        run.answers.append(str(answer))
        if str(answer) == "unknown" and hasattr(solver, "to_smt2") \
                and solver.reason_unknown().startswith("internal error"):
            run.errors.append((solver.reason_unknown(), solver.to_smt2()))
    elif step[0] == "add":
        solver.add(step[1])
    elif step[0] == "push":
        solver.push()
    else:
        solver.pop()


def _execute(run: Run, script: list[Step], solver: Any, sat: Any) -> Run:
    """Run the whole script through ``solver``."""
    started = time.perf_counter()
    for step in script:
        _step(run, step, solver, sat)
    run.seconds = time.perf_counter() - started
    return run


def run_strsat(script: list[Step], timeout_ms: int, incremental: bool = True) -> Run:
    """The script through one :class:`strsat.Solver`; the engine's share is timed apart."""
    from strsat import api as A
    from strsat.engine import Engine

    run = Run("strsat" if incremental else "strsat-fresh")
    solver = A.Solver(timeout=timeout_ms, incremental=incremental)
    inner = Engine.check

    def timed_check(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            run.engine_seconds += time.perf_counter() - started

    Engine.check = timed_check  # type: ignore[method-assign]
    try:
        return _execute(run, script, solver, A.sat)
    finally:
        Engine.check = inner  # type: ignore[method-assign]


def run_interleaved(script: list[Step], timeout_ms: int) -> tuple[Run, Run]:
    """The script through the scoped solver and a fresh engine per check side by side,
    check by check: a change of the machine's load hits both alike, so the drift of
    their ratio over the script is the cost of the session's history alone."""
    from strsat import api as A

    ours, fresh = Run("strsat"), Run("strsat-fresh")
    solvers = ((ours, A.Solver(timeout=timeout_ms)),
               (fresh, A.Solver(timeout=timeout_ms, incremental=False)))
    for step in script:
        for run, solver in solvers:
            started = time.perf_counter()
            _step(run, step, solver, A.sat)
            run.seconds += time.perf_counter() - started
    return ours, fresh


class _FreshZ3:
    """z3py asked the same questions, one new ``z3.Solver`` per check holding the current
    path condition: z3 5.4's own ``push`` can stall for minutes after a string check on
    this workload (reproducer in benchmarks/history/python.md), so its incremental mode cannot
    finish."""

    def __init__(self, timeout_ms: int) -> None:
        self.timeout_ms = timeout_ms
        self.frames: list[list[Any]] = [[]]
        self.solver: Any = None

    def add(self, e: Any) -> None:
        self.frames[-1].append(e)

    def push(self) -> None:
        self.frames.append([])

    def pop(self) -> None:
        self.frames.pop()

    def check(self) -> Any:
        import z3

        self.solver = z3.Solver()
        self.solver.set("timeout", self.timeout_ms)
        self.solver.add(*(e for frame in self.frames for e in frame))
        return self.solver.check()

    def model(self) -> Any:
        return self.solver.model()


def run_z3(script: list[Step], timeout_ms: int) -> Run:
    """The script through z3py (expressions converted beforehand)."""
    import z3

    from strsat import api as A

    converted = [(s[0], A.to_z3(s[1])) if s[0] == "add" else s for s in script]
    return _execute(Run("z3py"), converted, _FreshZ3(timeout_ms), z3.sat)


def _disagreements(ours: Run, theirs: Run) -> tuple[int, int]:
    """(contradictions, ``unknown`` of ours where theirs decided)."""
    pairs = list(zip(ours.answers, theirs.answers, strict=True))
    return (sum(1 for a, b in pairs if {a, b} == {"sat", "unsat"}),
            sum(1 for a, b in pairs if a == "unknown" and b != "unknown"))


def compare(ours: Run, theirs: Run, fresh: Run | None = None) -> dict[str, Any]:
    """The table's figures: throughputs, their ratios, and disagreements (``theirs``
    without checks: z3py left out)."""
    out: dict[str, Any] = {"strsat": ours.summary()}
    if theirs.checks:
        contradictions, unknown = _disagreements(ours, theirs)
        out |= {
            "z3py": theirs.summary(),
            "time_ratio_strsat_over_z3": round(ours.seconds / theirs.seconds, 3),
            "contradictions": contradictions,
            "strsat_unknown_where_z3_decided": unknown,
        }
    if fresh is not None:
        out["strsat-fresh"] = fresh.summary()
        out["time_ratio_strsat_over_fresh"] = round(ours.seconds / fresh.seconds, 3)
        out["answers_differing_from_fresh"] = sum(
            1 for a, b in zip(ours.answers, fresh.answers, strict=True) if a != b)
        out["strsat_unknown_where_fresh_decided"] = _disagreements(ours, fresh)[1]
        # the workload's own drift cancels: what is left is the cost of the session's history
        ours_drift, fresh_drift = ours.drift()[1], fresh.drift()[1]
        if ours_drift and fresh_drift:
            out["drift_over_fresh_drift"] = round(ours_drift / fresh_drift, 3)
    return out


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat bench-api",
        description="In-process checks per second of strsat's Python API next to z3py, on "
                    "one symbolic-executor-shaped script of push/add/check/pop (both in this "
                    "process, one after the other).")
    ap.add_argument("--checks", type=int, default=1000, help="number of checks (default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                    help="per check, for both solvers (default 10)")
    ap.add_argument("--max-depth", type=int, default=6, help="deepest path condition")
    ap.add_argument("--out", type=Path, help="also write the figures as JSON here")
    ap.add_argument("--oracle-timeout", type=float, default=1.0, metavar="SECONDS",
                    help="z3's limit when the script is generated (pruning infeasible "
                         "branches; default 1)")
    ap.add_argument("--no-fresh", action="store_true",
                    help="leave out strsat with a fresh engine per check")
    ap.add_argument("--interleaved", action="store_true",
                    help="run the scoped solver and the fresh engine per check side by side, "
                         "check by check (robust drift figures under a changing load; no API "
                         "overhead figure)")
    ap.add_argument("--no-z3", action="store_true",
                    help="leave out z3py (long scripts: z3 spends the limit on many checks)")
    ap.add_argument("--soak", type=int, metavar="N",
                    help="instead: N push/add/check/pop rounds with fresh names in one "
                         "Solver, printing RSS and checks/s per block (strsat_bench.soak)")
    ap.add_argument("--block", type=int, metavar="N",
                    help="with --soak: checks per block (default a tenth of the run)")
    return ap


def _write(out: Path, figures: dict[str, Any]) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(figures, indent=2) + "\n")


def _measure(args: argparse.Namespace, timeout_ms: int
             ) -> tuple[dict[str, Any], Run, Run | None]:
    """The script of the command line through the solvers it names: the figures, strsat's
    scoped run and the fresh engine's (None when left out)."""
    script = generate(args.checks, args.seed, args.max_depth,
                      int(args.oracle_timeout * 1000))
    if args.interleaved:
        ours, fresh_run = run_interleaved(script, timeout_ms)
        fresh: Run | None = fresh_run
    else:
        ours = run_strsat(script, timeout_ms)
        fresh = None if args.no_fresh else run_strsat(script, timeout_ms, incremental=False)
    theirs = Run("z3py") if args.no_z3 else run_z3(script, timeout_ms)
    figures = compare(ours, theirs, fresh)
    figures["settings"] = {"checks": args.checks, "seed": args.seed, "timeout": args.timeout,
                           "max_depth": args.max_depth, "oracle_timeout": args.oracle_timeout,
                           "interleaved": args.interleaved}
    return figures, ours, fresh


def _print_figures(figures: dict[str, Any], ours: Run, fresh: Run | None) -> None:
    for who in ("strsat", "strsat-fresh", "z3py"):
        f = figures.get(who)
        if f is None:
            continue
        line = (f"{who:12} {f['checks']} checks in {f['seconds']:.2f} s: "
                f"{f['checks_per_second']} checks/s, median {f['median_check_ms']} ms, "
                f"p95 {f['p95_check_ms']} ms, last/first {f['drift_window']} "
                f"{f['last_over_first']}, {f['answers']}")
        if "api_overhead_ms_per_check" in f:
            line += f", API overhead {f['api_overhead_ms_per_check']} ms/check"
        print(line)
    if "z3py" in figures:
        print(f"strsat/z3py time ratio {figures['time_ratio_strsat_over_z3']}; "
              f"contradictions {figures['contradictions']}; strsat unknown where z3 decided "
              f"{figures['strsat_unknown_where_z3_decided']}")
    if fresh is not None:
        print(f"strsat/strsat-fresh time ratio {figures['time_ratio_strsat_over_fresh']}; "
              f"answers differing {figures['answers_differing_from_fresh']}; unknown where "
              f"fresh decided {figures['strsat_unknown_where_fresh_decided']}; drift over "
              f"the fresh engine's {figures.get('drift_over_fresh_drift')}")
    if ours.errors:
        print(f"strsat internal errors: {len(ours.errors)} (first: {ours.errors[0][0]})")


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    timeout_ms = int(args.timeout * 1000)
    if args.soak:
        from .soak import soak

        figures = soak(args.soak, args.seed, timeout_ms, args.block)
        if args.out is not None:
            _write(args.out, figures)
        return 0
    figures, ours, fresh = _measure(args, timeout_ms)
    _print_figures(figures, ours, fresh)
    figures["strsat_internal_errors"] = [reason for reason, _ in ours.errors]
    if args.out is not None:
        _write(args.out, figures)
        for k, (_, text) in enumerate(ours.errors):
            args.out.with_name(f"{args.out.stem}-error{k}.smt2").write_text(text)
    return 0


__all__ = ["Run", "compare", "generate", "main", "run_interleaved", "run_strsat", "run_z3"]
