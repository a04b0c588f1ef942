"""The classes the thirty-first survey took (issue 38; benchmarks/explore/2026-12-07-survey31.md).

1. ``range()`` of a symbolic bound (antlr4's ``IntervalSet``: a list of ``range``
   objects, ``__len__`` is ``sum(len(i) for i in self.intervals)``, membership
   ``any(item in i for i in self.intervals)``): its ``len()`` was "len(range(...)): a
   symbolic value made concrete" (1,808 notes a run), each a pin that ended the run's
   flips there.  Now the length, an int's membership, the truth value and indexing are
   symbolic (``python/ranges.py``), and the layer's range is a ``range`` to
   ``isinstance``."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

INTERVALS = textwrap.dedent('''
    def intervals(lo: int, hi: int, x: int):
        spans = [range(lo, hi), range(20, 24)]
        size = sum(len(s) for s in spans)
        if not isinstance(spans[0], range):
            return "not a range"
        if size > 10:
            return "wide" if x in spans[0] else "wide, outside"
        if spans[0] and spans[0][-1] == x:
            return "last"
        return "narrow"
    ''')


def test_len_and_membership_of_a_range_of_symbolic_bounds_stay_symbolic(
        tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s31_intervals.py", INTERVALS, "intervals",
                            max_paths=20)
    got = {value for _, value in outcomes(result)}
    assert {"wide", "wide, outside", "last", "narrow"} <= got, got
    assert not result.summary.notes, result.summary.notes
