"""The seventh survey's table (``2026-12-03-survey7.md``): strsat before and after beside
CrossHair, from the JSON lines of ``run_library.py survey7`` runs.  Not a test.

``survey6_table.py``'s table: ``survey7.py`` did not change between the runs, so every
function's arcs are on the same lines in both.

    python benchmarks/explore/survey7_table.py --before before.jsonl \\
        --after after-a.jsonl after-b.jsonl
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import survey5_table  # noqa: E402

if __name__ == "__main__":
    survey5_table._first = lambda taken: 0  # no shift: the lines did not move
    survey5_table.main()
