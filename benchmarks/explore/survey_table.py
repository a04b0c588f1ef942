"""Issue 38's survey set (``run_library.py survey``): strsat's branch and arc coverage
before and after a change beside CrossHair's, every function measured the same way
(``explore_crosshair.measure``: coverage.py on each tool's inputs).  Not a test.

* ``--before DIR``, ``--after DIR``: the inputs of two versions of strsat, one
  ``NAME.inputs.jsonl`` per function (``strsat explore ... --out``) and its summary
  ``NAME.json`` (``--summary-json``: paths, notes, unknown checks), measured here;
* ``--crosshair FILE``: the JSON lines of an earlier ``run_library.py survey --out``
  run, whose CrossHair figures are copied (CrossHair is not run again).

    python benchmarks/explore/survey_table.py --before /tmp/before --after /tmp/after \\
        --crosshair /tmp/survey.jsonl --out /tmp/table.jsonl   # --set survey3: another set
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


def _summary(path: str) -> dict[str, Any]:
    if not os.path.exists(path):
        return {}
    got: dict[str, Any] = json.load(open(path, encoding="utf-8"))
    return got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--crosshair", required=True)
    ap.add_argument("--out", default=None)
    ap.add_argument("--programs", default="all")
    ap.add_argument("--set", default="survey", help="the set of run_library.py")
    args = ap.parse_args()
    harness.EXAMPLES = HERE
    file, names = run_library.SETS[args.set]
    theirs = {r["program"]: r for r in map(json.loads, open(args.crosshair, encoding="utf-8"))}
    wanted = None if args.programs == "all" else set(args.programs.split(","))
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
        after = harness.measure(where, function,
                                _inputs(os.path.join(args.after, f"{name}.inputs.jsonl")),
                                name)
        summary = _summary(os.path.join(args.after, f"{name}.json"))
        earlier = _summary(os.path.join(args.before, f"{name}.json"))
        ch = theirs.get(name, {}).get("crosshair", {})
        row = {"program": name, "branches": after.branches, "arcs": after.arcs,
               "before": [before.covered, before.arcs_covered, earlier.get("paths"),
                          earlier.get("stopped"), sum(earlier.get("unknown", {}).values()),
                          sum(earlier.get("note_counts", {}).values())],
               "after": [after.covered, after.arcs_covered, summary.get("paths"),
                         summary.get("stopped"), sum(summary.get("unknown", {}).values()),
                         sum(summary.get("note_counts", {}).values())],
               "crosshair": [ch.get("covered"), ch.get("arcs_covered")]}
        rows.append(row)
        print(row, file=sys.stderr)
        if out is not None:
            out.write(json.dumps(row) + "\n")
            out.flush()
    print(table(rows))


def table(rows: list[dict[str, Any]]) -> str:
    lines = ["| function | branches | arcs | strsat before | strsat after | CrossHair | "
             "paths, unknown checks, notes: before / after |",
             "|---|---|---|---|---|---|---|"]
    for r in rows:
        b, a, c = r["before"], r["after"], r["crosshair"]
        lines.append(f"| {r['program']} | {r['branches']} | {r['arcs']} | {b[0]} / {b[1]} | "
                     f"{a[0]} / {a[1]} | {c[0]} / {c[1]} | "
                     f"{b[2]}, {b[4]}, {b[5]} / {a[2]}, {a[4]}, {a[5]} |")
    total = [sum(r[k][i] or 0 for r in rows) for k, i in
             (("before", 0), ("before", 1), ("after", 0), ("after", 1), ("crosshair", 0),
              ("crosshair", 1))]
    lines.append(f"| **total** | {sum(r['branches'] for r in rows)} | "
                 f"{sum(r['arcs'] for r in rows)} | {total[0]} / {total[1]} | "
                 f"{total[2]} / {total[3]} | {total[4]} / {total[5]} | |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
