"""Batch runs of strsat side by side with peer solvers, results, reports and plots.

Entry points: :func:`strsat_bench.cli.bench_main` (``strsat bench``) and
:func:`strsat_bench.cli.report_main` (``strsat report``); also
``python -m strsat_bench [report] ...``.  See ``docs/howto/benchmarks.md``.
"""
