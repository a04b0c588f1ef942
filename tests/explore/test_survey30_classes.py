"""The classes the thirtieth survey took (issue 38; benchmarks/explore/2026-12-06-survey30.md).

1. An integral read of a float quotient by a symbolic int (s3transfer's
   ``ChunksizeAdjuster``: ``int(math.ceil(file_size / float(chunksize)))`` in a loop that
   doubles ``chunksize``) pinned both ints ("a float of symbolic ints ..., read by
   float.__ceil__", 30 notes a run), so the loop was never entered.  Now the read is
   ``N div d`` where the divisor holds the run's value ``d``, a fresh int elsewhere
   (``python/float_quotient.py``; ``div`` by the divisor's term made z3's nonlinear
   integers overrun the check's limits)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

CHUNKS = textwrap.dedent('''
    import math


    def chunks(chunk: int, size: int):
        if chunk <= 0 or size < 0:
            return "bad"
        parts = int(math.ceil(size / float(chunk)))
        doubled = 0
        while parts > 2:
            chunk *= 2
            doubled += 1
            parts = int(math.ceil(size / float(chunk)))
        if doubled >= 2:
            return "twice"
        if doubled == 1:
            return "once"
        return "exact" if (size / chunk).is_integer() else "fits"
    ''')


def test_a_read_of_a_quotient_by_a_symbolic_int_stays_symbolic(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s30_chunks.py", CHUNKS, "chunks", max_paths=30)
    got = {value for _, value in outcomes(result)}
    assert {"bad", "twice", "once", "exact", "fits"} <= got, got
    assert not result.summary.notes, result.summary.notes
