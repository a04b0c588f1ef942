"""Issue 38's survey set (``run_library.py survey``): strsat's branch and arc coverage
before and after a change beside CrossHair's, every function measured the same way
(``explore_crosshair.measure``: coverage.py on each tool's inputs).  Not a test.

* ``--before DIR``: the inputs of an earlier strsat, one ``NAME.inputs.jsonl`` per
  function (``strsat explore ... --out``), measured here;
* strsat as it is now runs with ``--budget`` (``explore_crosshair.run_strsat``);
* ``--crosshair FILE``: the JSON lines of an earlier ``run_library.py survey --out``
  run, whose CrossHair figures are copied (CrossHair is not run again).

    python benchmarks/explore/survey_table.py --budget 10 --before /tmp/before \\
        --crosshair /tmp/survey.jsonl --out /tmp/after.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import explore_crosshair as harness  # noqa: E402
import run_library  # noqa: E402


def _inputs(path: str) -> list[tuple[list[Any], dict[str, Any], float]]:
    from strsat.explore.report import decode

    if not os.path.exists(path):
        return []
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    return [(decode(r["args"]), decode(r["kwargs"]), r["time"]) for r in rows]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--budget", type=float, default=10.0)
    ap.add_argument("--before", required=True)
    ap.add_argument("--crosshair", required=True)
    ap.add_argument("--out", default=None)
    ap.add_argument("--programs", default="all")
    args = ap.parse_args()
    harness.EXAMPLES = HERE
    file, names = run_library.SETS["survey"]
    theirs = {r["program"]: r for r in map(json.loads, open(args.crosshair, encoding="utf-8"))}
    wanted = None if args.programs == "all" else set(args.programs.split(","))
    harness.warm_up()
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    rows = []
    for name, where, function in run_library.programs(file, names):
        if wanted is not None and name not in wanted:
            continue
        # a first call in the process takes the arcs of a lazily compiled global
        # (``if _typeprog is None``), which the later measurements (and CrossHair's, after
        # strsat's in run_library.py) do not see: nobody's count includes them
        harness.measure(where, function, [([""], {}, 0.0)], name)
        before = harness.measure(where, function,
                                 _inputs(os.path.join(args.before, f"{name}.inputs.jsonl")),
                                 name)
        run = harness.run_strsat(where, function, args.budget)
        after = harness.measure(where, function, run.calls, name)
        ch = theirs.get(name, {}).get("crosshair", {})
        row = {"program": name, "branches": after.branches, "arcs": after.arcs,
               "before": [before.covered, before.arcs_covered],
               "after": [after.covered, after.arcs_covered, run.paths, run.stopped],
               "crosshair": [ch.get("covered"), ch.get("arcs_covered")]}
        rows.append(row)
        print(row, file=sys.stderr)
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
    print(table(rows))


def table(rows: list[dict[str, Any]]) -> str:
    lines = ["| function | branches | arcs | strsat before | strsat after | CrossHair |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        b, a, c = r["before"], r["after"], r["crosshair"]
        lines.append(f"| {r['program']} | {r['branches']} | {r['arcs']} | {b[0]} / {b[1]} | "
                     f"{a[0]} / {a[1]} | {c[0]} / {c[1]} |")
    total = [sum(r[k][i] or 0 for r in rows) for k, i in
             (("before", 0), ("before", 1), ("after", 0), ("after", 1), ("crosshair", 0),
              ("crosshair", 1))]
    lines.append(f"| **total** | {sum(r['branches'] for r in rows)} | "
                 f"{sum(r['arcs'] for r in rows)} | {total[0]} / {total[1]} | "
                 f"{total[2]} / {total[3]} | {total[4]} / {total[5]} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
