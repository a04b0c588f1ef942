"""Explore functions that branch on ``re`` and print one table row each (issue 38, item 5).

    PYTHONPATH=src python benchmarks/explore/re_compare.py FILE NAME...

Each function gets ``explore_file(FILE, NAME, timeout=120, check_timeout=60,
max_paths=30)``; the row gives the paths (and why the search stopped), the branches and
lines coverage.py saw covered, the distinct outcomes, and the notes (values made
concrete).  Run it with another checkout's ``src`` on ``PYTHONPATH`` to compare.
"""

from __future__ import annotations

import sys

from strsat.explore import explore_file


def row(path: str, name: str) -> str:
    result = explore_file(path, name, timeout=120, check_timeout=60.0, max_paths=30)
    s, c = result.summary, result.summary.coverage
    outcomes = {(e.outcome, str(e.value if e.outcome == "return" else e.exception))
                for e in result.examples}
    covered = "-" if c is None else f"{c.covered}/{c.branches} | {c.lines_covered}/{c.lines}"
    return f"| {name} | {s.paths} ({s.stopped}) | {covered} | {len(outcomes)} | {len(s.notes)} |"


if __name__ == "__main__":
    for function in sys.argv[2:]:
        print(row(sys.argv[1], function), flush=True)
