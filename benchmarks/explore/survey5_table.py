"""The surveys' table (``2026-12-02-survey5.md`` and after): strsat before and after
beside CrossHair, from the JSON lines of ``run_library.py surveyN`` runs.  Not a test.

* ``--before FILE``: the run of both tools on the base (strsat's and CrossHair's figures);
* ``--after FILE...``: strsat's runs on the branch (``--crosshair-from`` the base run, or
  both tools where the function changed).

The base run's file had two lines fewer above the functions (and the argparse block was
then a call into the installed ``argparse``): the base run's arcs in ``survey5.py`` are
moved by the difference of the first line each function's arcs start from, so that
"reachable" (the union of the arcs any input took) counts each arc once.

    python benchmarks/explore/survey5_table.py --before before.jsonl \\
        --after after-a.jsonl after-b.jsonl

``--no-shift``: the set's file did not change between the runs (survey6, survey7,
survey8), every function's arcs are on the same lines in both.
"""

from __future__ import annotations

import argparse
import json
from typing import Any


def _rows(path: str) -> dict[str, dict[str, Any]]:
    return {r["program"]: r for r in map(json.loads, open(path, encoding="utf-8"))}


def _first(taken: list[list[int]]) -> int | None:
    lines = [a for a, _ in taken if a > 0]
    return min(lines) if lines else None


def _moved(taken: list[list[int]], shift: int) -> set[tuple[int, int]]:
    """Arcs of the function's own file (positive lines; an exit is negative) moved by
    ``shift``; another file's arcs (both negative) as they are."""
    out = set()
    for a, b in taken:
        if a > 0:
            out.add((a + shift, b - shift if b < 0 else b + shift))
        else:
            out.add((a, b))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True, nargs="+")
    ap.add_argument("--no-shift", action="store_true",
                    help="the lines did not move between the runs")
    args = ap.parse_args()
    before = _rows(args.before)
    after: dict[str, dict[str, Any]] = {}
    for path in args.after:
        after.update(_rows(path))
    print("| function | branch arcs | arcs | reachable | strsat before | strsat after | "
          "CrossHair | strsat after: paths (stop), time to last arc, CPU, notes, unknown "
          "| CrossHair: wall, CPU |")
    print("|---|--:|--:|--:|---|---|---|---|---|")
    total = [0] * 9
    for name, row in after.items():
        s, c = row["strsat"], row["crosshair"]
        old = before.get(name)
        first_new = _first(s["taken"])
        shift = 0
        if old is not None and not args.no_shift:
            first_old = _first(old["strsat"]["taken"])
            if first_new is not None and first_old is not None:
                shift = first_new - first_old
        mine = {tuple(a) for a in s["taken"]}
        copied = old is not None and c == old["crosshair"]  # --crosshair-from: old lines
        theirs = _moved(c["taken"], shift) if copied else {tuple(a) for a in c["taken"]}
        was = _moved(old["strsat"]["taken"], shift) if old is not None else set()
        reach = len(mine | theirs | was)
        ob = (old["strsat"]["covered"], old["strsat"]["arcs_covered"]) if old else ("-", "-")
        counts = s["counts"] or {}
        t = s["time_to_coverage"]
        print(f"| `{name}` | {row['branches']} | {row['arcs']} | {reach} | {ob[0]} / {ob[1]} | "
              f"{s['covered']} / {s['arcs_covered']} | {c['covered']} / {c['arcs_covered']} | "
              f"{s['paths']} ({s['stopped']}), {'-' if t is None else f'{t:.2f} s'}, "
              f"{s['cpu']:.2f} s, {counts.get('concretized')}, {counts.get('unknown')} | "
              f"{c['wall_to_best']:.1f} s, {c['cpu_to_best']:.1f} s |")
        for i, v in enumerate((row["branches"], row["arcs"], reach,
                               ob[0] if old else 0, ob[1] if old else 0, s["covered"],
                               s["arcs_covered"], c["covered"], c["arcs_covered"])):
            total[i] += v
    print(f"| **the {len(after)}** | {total[0]} | {total[1]} | {total[2]} | "
          f"{total[3]} / {total[4]} | {total[5]} / {total[6]} | {total[7]} / {total[8]} | | |")


if __name__ == "__main__":
    main()
