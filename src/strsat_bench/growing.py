"""``strsat bench-growing``: path conditions that grow, as a symbolic executor extends a path.

For each SMT-LIB file of a symbolic-execution family of the corpus (Kaluza, slog,
Kausler; a seeded sample), the conjuncts of its assertions are asserted one by one
with a check after each, through three solvers in one run: strsat's scoped engine
(one :class:`~strsat.engine.Engine` per file, each conjunct pushed on a level of its
own), a fresh strsat engine per check over the conjuncts so far, and z3py (one
``z3.Solver`` per file, the same push and assert, z3's own string theory).

Reported per solver: checks, seconds, checks per second, median and p95 per check,
the answers, and the checks where strsat's scoped engine and the fresh engine differ
(``unknown`` against a decided answer, or ``sat`` against ``unsat``).
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: The symbolic-execution families of the corpus (manifest path prefixes).
FAMILIES = ("zaligvinder/kaluza/SmallSat", "zaligvinder/kaluza/SmallUnsat",
            "zaligvinder/kaluza/BigSat", "zaligvinder/kaluza/BigUnsat", "smt-bench/slog",
            "zaligvinder/kauslersuite")


@dataclass
class Series:
    """What one solver answered on the growing prefixes of one sample."""

    name: str
    seconds: list[float] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        total = sum(self.seconds)
        ordered = sorted(self.seconds)
        return {
            "solver": self.name, "checks": len(self.seconds), "seconds": round(total, 3),
            "checks_per_second": round(len(self.seconds) / total, 2) if total else None,
            "median_check_ms": round(1000 * statistics.median(ordered), 3) if ordered else None,
            "p95_check_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 3)
            if ordered else None,
            "answers": {a: self.answers.count(a) for a in ("sat", "unsat", "unknown")},
        }


def sample(corpus: Path, per_family: int, seed: int, max_conjuncts: int
           ) -> list[tuple[str, list[Any]]]:
    """``per_family`` files of each family (one check-sat, readable), as (path,
    conjuncts): the top-level conjuncts of the assertions, at most ``max_conjuncts``."""
    from strsat.terms import Term
    from strsat.validate import read_problem

    rows = list(csv.DictReader((corpus / "manifest.csv").open()))
    rng = random.Random(seed)
    out: list[tuple[str, list[Term]]] = []
    for family in FAMILIES:
        paths = sorted(r["path"] for r in rows
                       if r["path"].startswith(family + "/") and r["n_check_sat"] == "1")
        rng.shuffle(paths)
        taken = 0
        for path in paths:
            if taken >= per_family:
                break
            problem = read_problem((corpus / path).read_text(errors="replace"))
            if problem.errors:
                continue
            conjuncts: list[Term] = []
            for a in problem.assertions:
                conjuncts += list(a.args) if a.op == "and" else [a]
            if len(conjuncts) < 2:
                continue
            out.append((path, conjuncts[:max_conjuncts]))
            taken += 1
    return out


def _timed(series: Series, run: Callable[[], str]) -> None:
    started = time.perf_counter()
    answer = run()
    series.seconds.append(time.perf_counter() - started)
    series.answers.append(answer)


def run_scoped(conjuncts: list[Any], timeout: float, series: Series) -> None:
    from strsat.deadline import Deadline
    from strsat.engine import Engine

    engine = Engine()
    for c in conjuncts:
        engine.push()
        engine.add(c)
        _timed(series, lambda: engine.check((), Deadline(timeout)).status.value)


def run_fresh(conjuncts: list[Any], timeout: float, series: Series) -> None:
    from strsat.deadline import Deadline
    from strsat.engine import Engine

    for i in range(1, len(conjuncts) + 1):
        def check(i: int = i) -> str:
            engine = Engine()
            for c in conjuncts[:i]:
                engine.add(c)
            return engine.check((), Deadline(timeout)).status.value
        _timed(series, check)


def run_z3(conjuncts: list[Any], timeout: float, series: Series) -> None:
    import z3

    from strsat.terms import free_vars_many
    from strsat.terms.printer import quote_symbol, term_to_smtlib

    declarations = "".join(f"(declare-const {quote_symbol(str(v.value))} {v.sort})"
                           for v in sorted(free_vars_many(conjuncts), key=lambda v: v.id))
    parsed = z3.parse_smt2_string(
        declarations + "".join(f"(assert {term_to_smtlib(c)})" for c in conjuncts))
    solver = z3.Solver()
    solver.set("timeout", int(timeout * 1000))
    for c in parsed:
        solver.push()
        solver.add(c)
        _timed(series, lambda: str(solver.check()))


def _differences(ours: Series, fresh: Series) -> dict[str, int]:
    pairs = list(zip(ours.answers, fresh.answers, strict=True))
    return {"contradictions": sum(1 for a, b in pairs if {a, b} == {"sat", "unsat"}),
            "unknown_where_fresh_decided": sum(1 for a, b in pairs
                                               if a == "unknown" and b != "unknown"),
            "decided_where_fresh_unknown": sum(1 for a, b in pairs
                                               if a != "unknown" and b == "unknown")}


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="strsat bench-growing",
        description="Growing path conditions from the corpus's symbolic-execution families: "
                    "each file's conjuncts asserted one by one with a check after each, "
                    "through strsat's scoped engine, a fresh engine per check and z3py, "
                    "in one run.")
    ap.add_argument("--corpus", type=Path, default=Path("../shared/bench/corpus"))
    ap.add_argument("--per-family", type=int, default=5)
    ap.add_argument("--max-conjuncts", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=5.0, metavar="SECONDS",
                    help="per check (default 5)")
    ap.add_argument("--no-z3", action="store_true", help="leave z3py out")
    ap.add_argument("--out", type=Path, help="also write the figures as JSON here")
    return ap


Runner = Callable[[list[Any], float, Series], None]


def _measure(files: list[tuple[str, list[Any]]], runners: list[tuple[str, Runner]],
             timeout: float) -> tuple[dict[str, Series], dict[str, dict[str, Series]]]:
    """Every runner on every file: the series over all files and per family."""
    totals = {name: Series(name) for name, _ in runners}
    families: dict[str, dict[str, Series]] = {}
    for path, conjuncts in files:
        family = next(f for f in FAMILIES if path.startswith(f + "/"))
        per = families.setdefault(family, {name: Series(name) for name, _ in runners})
        for name, run in runners:
            series = Series(name)
            run(conjuncts, timeout, series)
            for target in (totals[name], per[name]):
                target.seconds += series.seconds
                target.answers += series.answers
    return totals, families


def _print_summaries(summaries: dict[str, dict[str, Any]]) -> None:
    for f in summaries.values():
        print(f"  {f['solver']:12} {f['checks']} checks in {f['seconds']:.2f} s: "
              f"{f['checks_per_second']} checks/s, median {f['median_check_ms']} ms, "
              f"p95 {f['p95_check_ms']} ms, {f['answers']}")


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    if not (args.corpus / "manifest.csv").exists():
        print(f"strsat bench-growing: no manifest.csv in {args.corpus}")
        return 2
    files = sample(args.corpus, args.per_family, args.seed, args.max_conjuncts)
    runners: list[tuple[str, Runner]] = [("strsat", run_scoped), ("strsat-fresh", run_fresh)]
    if not args.no_z3:
        runners.append(("z3py", run_z3))
    totals, families = _measure(files, runners, args.timeout)
    figures: dict[str, Any] = {
        "settings": vars(args) | {"corpus": str(args.corpus), "out": None},
        "files": len(files),
        "total": {name: s.summary() for name, s in totals.items()},
        "families": {f: {name: s.summary() for name, s in per.items()}
                     for f, per in families.items()},
        "scoped_vs_fresh": _differences(totals["strsat"], totals["strsat-fresh"]),
    }
    for family, per in figures["families"].items():
        print(family)
        _print_summaries(per)
    print("total")
    _print_summaries(figures["total"])
    print(f"scoped vs fresh: {figures['scoped_vs_fresh']}")
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(figures, indent=2, default=str) + "\n")
    return 0


__all__ = ["FAMILIES", "Series", "main", "run_fresh", "run_scoped", "run_z3", "sample"]
