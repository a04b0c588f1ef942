"""Differential runner: strsat, z3 and cvc5 on the random formulas of ``generate.py``.

    PYTHONPATH=$PWD/src python benchmarks/random_formulas/run.py DIR --timeout 2 \
        --out /work/results/NAME/diff.jsonl [--solvers strsat,z3,cvc5] [--reuse OLD.jsonl]

Each solver runs in a child process of its own that stays up across formulas and
solves through its in-process API (strsat's SMT-LIB interpreter, z3's and cvc5's
Python bindings), each with its own time limit; the parent waits ``timeout + grace``
seconds for an answer and otherwise kills the child (answer ``hang``) and starts a
new one, so a hang cannot stop the run.  The formulas are files, so any mismatch is
reproducible as ``strsat FILE``.  ``--reuse`` takes the answers of the solvers not
listed in ``--solvers`` from an earlier run's JSONL (the peers' answers do not change
between runs of strsat at two commits).

The summary (also with ``--summary OLD.jsonl`` alone) counts each solver's answers,
the *disagreements* (one says sat, another unsat: must be 0 — a soundness bug of
someone), and the formulas where strsat answered ``unknown`` (or ran out of time)
while z3 or cvc5 answered, broken down by the operators the formulas use (against
how often each operator occurs at all).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ANSWERS = ("sat", "unsat")


def _solve_strsat(text: str, timeout: float) -> str:
    from strsat.smtlib.interpreter import Interpreter

    out = Interpreter(timeout=timeout).run(text)
    for line in out:
        if line in ("sat", "unsat", "unknown"):
            return line
    return "error: " + " ".join(out)[:200]


def _solve_z3(text: str, timeout: float) -> str:
    import z3

    s = z3.Solver()
    s.set("timeout", int(timeout * 1000))
    try:
        s.from_string(text)
    except z3.Z3Exception as e:
        return f"error: {e}"[:200]
    return str(s.check())


def _solve_cvc5(text: str, timeout: float) -> str:
    import cvc5

    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("strings-exp", "true")
    solver.setOption("tlimit-per", str(int(timeout * 1000)))
    sm = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, sm)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "formula")
    answer = "error: no check-sat"
    try:
        while True:
            cmd = parser.nextCommand()
            if cmd.isNull():
                break
            res = cmd.invoke(solver, sm).strip()
            if res in ("sat", "unsat", "unknown"):
                answer = res
    except Exception as e:  # cvc5 reports parse and API errors as exceptions
        return f"error: {e}"[:200]
    return answer


SOLVERS = {"strsat": _solve_strsat, "z3": _solve_z3, "cvc5": _solve_cvc5}


def _worker(name: str, conn: Any, timeout: float) -> None:
    solve = SOLVERS[name]
    while True:
        text = conn.recv()
        if text is None:
            return
        t0 = time.perf_counter()
        try:
            answer = solve(text, timeout)
        except Exception as e:  # a crash of the solver is an answer to report
            answer = f"error: {type(e).__name__}: {e}"[:200]
        conn.send((answer, time.perf_counter() - t0))


class Child:
    """One solver in a child process; :meth:`solve` kills and restarts it on a hang."""

    def __init__(self, name: str, timeout: float, grace: float) -> None:
        self.name, self.timeout, self.grace = name, timeout, grace
        self._start()

    def _start(self) -> None:
        ctx = mp.get_context("fork")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker, args=(self.name, child, self.timeout),
                                daemon=True)
        self.proc.start()

    def solve(self, text: str) -> tuple[str, float]:
        t0 = time.perf_counter()
        self.conn.send(text)
        if self.conn.poll(self.timeout + self.grace):
            try:
                return self.conn.recv()
            except EOFError:
                pass
        answer = "hang" if self.proc.is_alive() else f"crash (exit {self.proc.exitcode})"
        self.proc.kill()
        self.proc.join()
        self._start()
        return answer, time.perf_counter() - t0

    def close(self) -> None:
        try:
            self.conn.send(None)
        except OSError:
            pass
        self.proc.join(1)
        if self.proc.is_alive():
            self.proc.kill()


def ops_of(text: str) -> list[str]:
    first = text.splitlines()[0] if text else ""
    return first[len("; ops: "):].split() if first.startswith("; ops:") else []


def summarize(rows: list[dict], out: Any = sys.stdout) -> dict[str, Any]:
    """Print and return the counts described in the module docstring."""
    solvers = sorted({s for r in rows for s in r["answers"]})
    counts = {s: Counter(_kind(r["answers"][s][0]) for r in rows if s in r["answers"])
              for s in solvers}
    disagreements = []
    missed = []
    op_all: Counter[str] = Counter()
    op_missed: Counter[str] = Counter()
    for r in rows:
        ans = {s: a for s, (a, _t) in r["answers"].items()}
        definite = {s: a for s, a in ans.items() if a in ANSWERS}
        if len(set(definite.values())) > 1:
            disagreements.append((r["file"], definite))
        op_all.update(r["ops"])
        peer = [a for s, a in definite.items() if s != "strsat"]
        if "strsat" in ans and ans["strsat"] not in ANSWERS and peer:
            missed.append((r["file"], ans))
            op_missed.update(r["ops"])
    n = len(rows)
    print(f"formulas: {n}", file=out)
    for s in solvers:
        print(f"  {s}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts[s].items())), file=out)
    print(f"disagreements: {len(disagreements)}", file=out)
    for f, d in disagreements:
        print(f"  {f}: {d}", file=out)
    pct = 100.0 * len(missed) / n if n else 0.0
    print(f"strsat unknown where a peer answered: {len(missed)} ({pct:.2f} %)", file=out)
    print("  by operator (formulas with the op among those / among all):", file=out)
    for op, k in op_missed.most_common():
        print(f"    {op:18} {k:5} / {op_all[op]:5}  ({100.0 * k / len(missed):.0f} % of misses,"
              f" {100.0 * op_all[op] / n:.0f} % of all)", file=out)
    return {"formulas": n, "disagreements": disagreements, "missed": missed,
            "by_operator": dict(op_missed)}


def _kind(answer: str) -> str:
    return answer if answer in ("sat", "unsat", "unknown", "hang") else answer.split(":")[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", help="folders of .smt2 files or files")
    ap.add_argument("--solvers", default="strsat,z3,cvc5")
    ap.add_argument("--timeout", type=float, default=2.0)
    ap.add_argument("--grace", type=float, default=3.0,
                    help="seconds past the timeout before a child is killed as hung")
    ap.add_argument("--out", help="JSONL of the answers")
    ap.add_argument("--reuse", help="take the other solvers' answers from this JSONL")
    ap.add_argument("--summary", help="only summarise this JSONL")
    ap.add_argument("--limit", type=int, default=0, help="first N files only")
    args = ap.parse_args(argv)
    if args.summary:
        rows = [json.loads(line) for line in Path(args.summary).read_text().splitlines()]
        summarize(rows)
        return 0
    files: list[Path] = []
    for p in map(Path, args.paths):
        files += sorted(p.glob("*.smt2")) if p.is_dir() else [p]
    if args.limit:
        files = files[: args.limit]
    old: dict[str, dict] = {}
    if args.reuse:
        for line in Path(args.reuse).read_text().splitlines():
            r = json.loads(line)
            old[r["file"]] = r["answers"]
    names = [s for s in args.solvers.split(",") if s]
    children = {s: Child(s, args.timeout, args.grace) for s in names}
    rows = []
    sink = open(args.out, "w") if args.out else None  # noqa: SIM115
    try:
        for k, f in enumerate(files):
            text = f.read_text()
            answers = {s: list(a) for s, a in old.get(str(f), {}).items() if s not in names}
            for s, child in children.items():
                a, t = child.solve(text)
                answers[s] = [a, round(t, 4)]
            row = {"file": str(f), "ops": ops_of(text), "answers": answers}
            rows.append(row)
            if sink:
                sink.write(json.dumps(row) + "\n")
                sink.flush()
            if (k + 1) % 250 == 0:
                print(f"... {k + 1} / {len(files)}", file=sys.stderr, flush=True)
    finally:
        for child in children.values():
            child.close()
        if sink:
            sink.close()
    summarize(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
