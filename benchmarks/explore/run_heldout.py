"""strsat explore beside CrossHair on the held-out-style functions of ``heldout.py``
(the issue's own examples rebuilt from CPython 3.11.7), with the harness of
``benchmarks/explore_crosshair.py`` (same budget for both tools, CrossHair on a ladder of
budgets, both input sets measured by coverage.py the same way).  Not a test.

    nice python benchmarks/explore/run_heldout.py --budget 10 --ladder 1,2,4 \\
        --out /work/results/explore24/heldout.jsonl
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import explore_crosshair as harness  # noqa: E402

harness.EXAMPLES = HERE
harness.PROGRAMS = [(name, "heldout.py", name) for name in (
    "normpath", "_splitext", "translate", "_unquote", "dedent", "parse257", "_parse_octet",
    "domain_match")]

if __name__ == "__main__":
    harness.main()
