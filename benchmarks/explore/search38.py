"""Brief "search38" (issue 38): the path search's loop bound deepened and its flips to covered
branches in a new context, measured at a count budget (strsat alone; the answers depend on
engine work, not on the machine's load, apart from a check's wall-clock backstop).  Not a
test.

    PYTHONPATH=$PWD/src python benchmarks/explore/search38.py survey6 epsv_port json_pointer \\
        --max-paths 60 [--max-loop-bound 4]      # 4: no deepening, as before the brief

Prints one table row per function: branch arcs and arcs its inputs take (measured as
``run_library.py`` measures them, the library code of ``ALSO_MEASURE`` included), paths,
runs, checks, why it stopped, the loop bound reached, the concretizations and the load.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile


def main(argv: list[str]) -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.dirname(here))
    sys.path.insert(0, here)
    import explore_crosshair as harness  # noqa: PLC0415
    import run_library  # noqa: PLC0415

    from strsat.explore.report import decode

    ap = argparse.ArgumentParser()
    ap.add_argument("set", choices=sorted(run_library.SETS))
    ap.add_argument("names", nargs="*")
    ap.add_argument("--max-paths", type=int, default=60)
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--max-loop-bound", type=int, default=None)
    args = ap.parse_args(argv)
    file, names = run_library.SETS[args.set]
    harness.EXAMPLES = here
    harness.ALSO_MEASURE = run_library.ALSO_MEASURE
    chosen = tuple(n for n in names if not args.names or n in args.names
                   or n.rpartition(":")[2] in args.names)
    extra = [] if args.max_loop_bound is None else ["--max-loop-bound",
                                                    str(args.max_loop_bound)]
    for name, path, function in run_library.programs(file, chosen):
        before = harness.load()
        with tempfile.TemporaryDirectory() as folder:
            out, summary = os.path.join(folder, "in.jsonl"), os.path.join(folder, "s.json")
            subprocess.run([sys.executable, "-m", "strsat", "explore",
                            f"{harness.locate(path)[0]}:{function}", "--timeout",
                            str(args.timeout), "--max-paths", str(args.max_paths), "--out",
                            out, "--summary-json", summary, "--no-coverage", *extra],
                           cwd=here, capture_output=True, check=False)
            with open(out, encoding="utf-8") as lines:
                calls = [(decode(d["args"]), decode(d["kwargs"]), d["time"])
                         for d in map(json.loads, lines)]
            with open(summary, encoding="utf-8") as f:
                s = json.load(f)
        cov = harness.measure(path, function, calls, name)
        print(f"| {name} | {cov.covered}/{cov.branches} | {cov.arcs_covered}/{cov.arcs} | "
              f"{s['paths']}p {s['runs']}r {s['checks']}c {s['stopped']} | "
              f"{s.get('loop_bound')} | {sum(s.get('note_counts', {}).values())} | "
              f"{before} -> {harness.load()} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
