"""strsat explore on the CPU clock, beside CrossHair's CPU figures (a load-robust view of
``run_library.py``).  Not a test.

``crosshair cover --per_condition_timeout B`` spends B seconds of CPU time per condition;
``strsat explore --timeout B`` stops after B seconds of wall time.  On a machine shared
with other jobs the two budgets differ (at a load of 9 on 2 cores strsat's 10 s of wall
time held about 3 s of CPU while CrossHair's 10 s budget took 36 s of wall time).  Here
each function is explored in a fresh process whose explorer reads the process's CPU
clock instead of the wall clock (its timeout, deadline and the examples' times; the
search itself is unchanged), and the times are CPU seconds since the process started
(interpreter, imports and module load included, as in CrossHair's CPU figure).  Both
input sets are measured by the same coverage pass as in ``run_library.py``, and the
CrossHair figures (covered, CPU time of the smallest budget reaching its best
coverage) are read from that script's JSON lines:

    python benchmarks/explore/cpu_clock.py heldout --budget 10 \\
        --crosshair /work/results/x/heldout.jsonl --out /work/results/x/heldout-cpu.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import explore_crosshair as harness  # noqa: E402
from run_library import ALSO_MEASURE, SETS, programs  # noqa: E402


class _CpuClock:
    """``time`` with ``monotonic`` reading the process's CPU clock."""

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    monotonic = staticmethod(time.process_time)


def one(file: str, function: str, budget: float) -> None:
    """In a fresh process: explore on the CPU clock, print the calls as JSON."""
    import strsat.explore.search as search
    import strsat.explore.tracer as tracer
    import strsat.explore.watchdog as watchdog

    search.time = tracer.time = watchdog.time = _CpuClock()  # type: ignore[assignment]
    from strsat.explore import explore_file

    harness.EXAMPLES = HERE
    result = explore_file(harness.locate(file)[0], function, timeout=budget,
                          coverage=False, started=0.0)
    calls = [[list(e.call[0]), dict(e.call[1]), e.time] for e in result.examples
             if e.call is not None]
    s = result.summary
    print(json.dumps({"calls": calls, "paths": s.paths, "stopped": s.stopped,
                      "cpu": time.process_time()}, default=repr))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("set", choices=sorted(SETS))
    ap.add_argument("--budget", type=float, default=10.0, help="CPU seconds per function")
    ap.add_argument("--crosshair", default=None, help="run_library.py JSON lines to compare")
    ap.add_argument("--out", default=None)
    ap.add_argument("--programs", default=None, help="comma-separated names (default: all)")
    ap.add_argument("--limit", type=float, default=None,
                    help="wall-clock seconds before a function's process is killed "
                         "(default 4 * budget + 120; a loaded machine needs more)")
    args = ap.parse_args()
    set_file, names = SETS[args.set]
    harness.EXAMPLES = HERE
    harness.ALSO_MEASURE = ALSO_MEASURE
    harness.warm_up()
    theirs: dict[str, Any] = {}
    if args.crosshair:
        for line in open(args.crosshair, encoding="utf-8"):
            r = json.loads(line)
            theirs[r.get("program", r["function"])] = r["crosshair"]
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    print("| function | branches | strsat: covered, CPU s to it | CrossHair: covered, CPU s "
          "to it (budget) | strsat CPU s to CrossHair's coverage | ratio | arcs: all, "
          "strsat, CrossHair |")
    print("|---|---|---|---|---|---|---|")
    only = None if args.programs is None else set(args.programs.split(","))
    for name, file, function in programs(set_file, names):
        if only is not None and name not in only:
            continue
        try:
            p = subprocess.run([sys.executable, __file__, "--one", file, function,
                                str(args.budget)],
                               capture_output=True, text=True, env=harness._strsat_env(),
                               cwd=HERE, timeout=args.limit or args.budget * 4 + 120)
        except subprocess.TimeoutExpired:
            print(f"| {name} | killed at the wall-clock limit (--limit) |", flush=True)
            continue
        try:
            got = json.loads(p.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            print(f"| {name} | error: {p.stderr.strip()[-200:]} |")
            continue
        calls = [(c[0], c[1], c[2]) for c in got["calls"]]
        cov = harness.measure(file, function, calls, name)
        ch = theirs.get(name)
        row: dict[str, Any] = {"function": name, "branches": cov.branches, "arcs": cov.arcs,
                               "strsat": {"covered": cov.covered,
                                          "arcs_covered": cov.arcs_covered,
                                          "cpu_to_coverage":
                                          cov.reached_at, "paths": got["paths"],
                                          "stopped": got["stopped"],
                                          # the CPU time at which k+1 arcs were covered
                                          "arc_times": [cov.time_to(k) for k in range(
                                              1, cov.covered + 1)]}}
        to = ratio = None
        if ch is not None:
            to = cov.time_to(ch["covered"])
            ratio = None if to is None else round(to / ch["cpu_to_best"], 3)
            row["crosshair"] = {"covered": ch["covered"], "arcs_covered": ch.get("arcs_covered"),
                                "cpu_to_best": ch["cpu_to_best"],
                                "budget": ch["best_budget"]}
            row["cpu_to_crosshair_coverage"], row["ratio"] = to, ratio
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
        at = "-" if cov.reached_at is None else f"{cov.reached_at:.2f} s"
        ch_text = "-" if ch is None else \
            f"{ch['covered']}, {ch['cpu_to_best']:.2f} s ({ch['best_budget']:g})"
        print(f"| `{name}` | {cov.branches} | {cov.covered}, {at} | {ch_text} | "
              f"{'-' if to is None else f'{to:.2f} s'} | {'-' if ratio is None else ratio} | "
              f"{cov.arcs}, {cov.arcs_covered}, "
              f"{'-' if ch is None else ch.get('arcs_covered', '-')} |", flush=True)


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--one":
        one(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    else:
        main()
