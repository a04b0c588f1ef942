"""strsat explore beside CrossHair on library code (issue 24): the functions of
``realcode.py`` (CPython 3.11.7's shlex, email.utils, calendar, http.cookiejar,
urllib.parse; packaging 26.2), with the harness of ``benchmarks/explore_crosshair.py``
(same budget for both tools, CrossHair on a ladder of budgets, both input sets measured
by coverage.py the same way).  Not a test.

    nice python benchmarks/explore/run_realcode.py --budget 10 --ladder 1,2,4 \\
        --out /work/results/explore/realcode.jsonl
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import explore_crosshair as harness  # noqa: E402

harness.EXAMPLES = HERE
harness.PROGRAMS = [(name, "realcode.py", name) for name in (
    "quote", "unquote", "monthrange", "reach", "_splitnetloc", "_splitport",
    "canonicalize_name", "_parse_letter_version")]

if __name__ == "__main__":
    harness.main()
