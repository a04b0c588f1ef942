"""``python -m strsat_bench PATH...`` runs a batch; ``... report R.jsonl`` reports."""

import sys

from .cli import bench_main, report_main

if len(sys.argv) > 1 and sys.argv[1] == "report":
    sys.exit(report_main(sys.argv[2:]))
if len(sys.argv) > 1 and sys.argv[1] == "bench":
    sys.exit(bench_main(sys.argv[2:]))
sys.exit(bench_main(sys.argv[1:]))
