"""Planted bugs found by Hypothesis's backends: default (three seeds), CrossHair's, strsat's.

    python benchmarks/hypothesis/run.py [--budget 60] [--max-examples 1000]
                                        [--seeds 0,1,2] [--backends hypothesis,crosshair,strsat]
                                        [--only NAME,...] [--json OUT.jsonl]

The default backend and strsat's run with each seed, CrossHair's with the first.
Each (property, backend, seed) runs in a fresh Python process with the same
``max_examples`` and the same wall-clock budget (the process is stopped past it).
A property is *found* when its test body raised with plain arguments (a value of
the strategy, not a symbolic stand-in) within the budget; *cases* is how many times
the test body had been called by then (every test case counts: a backend's symbolic
runs and its plain replays alike), *time* when that first happened (seconds from the
process's start of the test, before shrinking; only meaningful on a quiet machine).  *reported*
is what Hypothesis finally raised: ``PlantedBug`` (the bug, reported with plain values
by construction: Hypothesis replays every backend failure on its own provider),
``pass``, or anything else (an *error* the backend caused).  The controls must pass.
Prints a Markdown table (the ``docs/tutorials/hypothesis.md`` table).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PLAIN = (str, int, bool, float, bytes, type(None))
#: a stopped run reports how many test cases it had run, to this granularity
PROGRESS = 25
#: the backends run with every seed: Hypothesis's own, and strsat's (whose plain random
#: test cases and concrete draws come from Hypothesis's seeded provider); CrossHair's once
SEEDED = ("hypothesis", "strsat")


def _plain(value: Any) -> bool:
    if type(value) in (list, tuple):
        return all(_plain(v) for v in value)
    return type(value) in PLAIN


def child(name: str, backend: str, seed: int, max_examples: int) -> None:
    """Run one property under one backend; print JSON lines as things happen."""
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(ROOT / "src"))
    import hypothesis
    from hypothesis import given, settings
    from planted import CONTROLS, PROPERTIES, PlantedBug

    if backend == "strsat":
        from strsat.hypothesis import register

        register()  # a checkout on PYTHONPATH has no entry point
    prop = next(p for p in PROPERTIES + CONTROLS if p.name == name)
    started = time.monotonic()
    found: list[float] = []
    calls = [0]
    body = prop.body

    def test(**kwargs: Any) -> None:
        calls[0] += 1
        if calls[0] % PROGRESS == 0:
            print(json.dumps({"event": "cases", "n": calls[0]}), flush=True)
        try:
            body(**kwargs)
        except Exception:
            if not found and all(_plain(v) for v in kwargs.values()):
                found.append(time.monotonic() - started)
                print(json.dumps({"event": "found", "t": found[0], "cases": calls[0]}),
                      flush=True)
            raise

    test.__name__ = body.__name__
    wrapped = hypothesis.seed(seed)(settings(
        backend=backend, max_examples=max_examples, database=None, deadline=None,
        suppress_health_check=list(hypothesis.HealthCheck))(given(**prop.strategies)(test)))
    outcome, detail = "pass", ""
    try:
        wrapped()
    except PlantedBug as exc:
        outcome, detail = "PlantedBug", str(exc)
    except BaseException as exc:  # noqa: BLE001 - what the backend let through
        outcome, detail = type(exc).__name__, str(exc)[:300]
    print(json.dumps({"event": "end", "outcome": outcome, "detail": detail,
                      "seconds": time.monotonic() - started, "cases": calls[0]}), flush=True)


def run_one(name: str, backend: str, seed: int, budget: float, max_examples: int
            ) -> dict[str, Any]:
    command = [sys.executable, __file__, "--child", name, "--backends", backend,
               "--seeds", str(seed), "--max-examples", str(max_examples)]
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'src'}{os.pathsep}{HERE}"}
    started = time.monotonic()
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=budget,
                             env=env).stdout
        stopped = False
    except subprocess.TimeoutExpired as exc:
        raw = exc.stdout or b""
        out = raw.decode() if isinstance(raw, bytes) else raw
        stopped = True
    record: dict[str, Any] = {"property": name, "backend": backend, "seed": seed,
                              "found": None, "cases": None, "total": 0,
                              "reported": "stopped" if stopped else "?",
                              "seconds": time.monotonic() - started}
    for line in out.splitlines():
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue
        if data.get("event") == "found" and data["t"] <= budget:
            record["found"], record["cases"] = data["t"], data["cases"]
        elif data.get("event") == "cases":
            record["total"] = max(record["total"], data["n"])
        elif data.get("event") == "end":
            record["reported"] = data["outcome"]
            record["detail"] = data.get("detail", "")
            record["total"] = data["cases"]
    return record


def table(records: list[dict[str, Any]], backends: list[str], seeds: list[int]) -> str:
    from planted import CONTROLS, PROPERTIES

    kinds = {p.name: p.kind for p in PROPERTIES + CONTROLS}
    names = list(dict.fromkeys(r["property"] for r in records))
    columns = [(b, s) for b in backends for s in (seeds if b in SEEDED else seeds[:1])]
    head = "| property | bug | " + " | ".join(
        f"{b} (seed {s})" if b in SEEDED else b for b, s in columns) + " |"
    lines = [head, "|" + "---|" * (len(columns) + 2)]
    by = {(r["property"], r["backend"], r["seed"]): r for r in records}
    for name in names:
        cells = []
        for b, s in columns:
            r = by.get((name, b, s))
            if r is None:
                cells.append("")
            elif r["found"] is not None:
                extra = "" if r["reported"] in ("PlantedBug", "stopped") else f" ({r['reported']})"
                cells.append(f"{r['cases']} ({r['found']:.1f} s){extra}")
            else:
                ran = f"— ({r['total']}{'+' if r['reported'] == 'stopped' else ''})"
                cells.append(ran if r["reported"] in ("pass", "stopped") else r["reported"])
        lines.append(f"| {name} | {kinds.get(name, '')} | " + " | ".join(cells) + " |")
    planted = {p.name for p in PROPERTIES}
    counts = [sum(1 for n in names if n in planted and (n, b, s) in by
                  and by[(n, b, s)]["found"] is not None) for b, s in columns]
    lines.append(f"| **bugs found** (of {len(planted & set(names))}) | | " +
                 " | ".join(str(n) for n in counts) + " |")
    lines.append("")
    lines.append("cell: test cases run until the body first raised with plain arguments "
                 "(seconds then); —: not found (test cases run, + if stopped at the budget)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per run")
    parser.add_argument("--max-examples", type=int, default=1000)
    parser.add_argument("--seeds", default="0,1,2",
                        help="seeds of the default backend and strsat's (CrossHair: the first)")
    parser.add_argument("--backends", default="hypothesis,crosshair,strsat")
    parser.add_argument("--only", default="", help="property names, comma-separated")
    parser.add_argument("--json", default="", help="also write the records as JSON lines")
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",")]
    backends = args.backends.split(",")
    if args.child:
        child(args.child, backends[0], seeds[0], args.max_examples)
        return 0
    sys.path.insert(0, str(HERE))
    from planted import CONTROLS, PROPERTIES

    names = [p.name for p in PROPERTIES + CONTROLS]
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    records = []
    out = open(args.json, "w") if args.json else None  # noqa: SIM115 - closed below
    for name in names:
        for backend in backends:
            for seed in (seeds if backend in SEEDED else seeds[:1]):
                record = run_one(name, backend, seed, args.budget, args.max_examples)
                records.append(record)
                print(json.dumps(record), file=sys.stderr, flush=True)
                if out is not None:
                    out.write(json.dumps(record) + "\n")
                    out.flush()
    if out is not None:
        out.close()
    print(table(records, backends, seeds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
