"""The classes the twenty-eighth survey took (issue 38; benchmarks/explore/2026-12-06-survey28.md).

1. A quotient of symbolic ints by a constant read by fixed-point formatting (humanize's
   ``intword``: ``chopped = value / power`` then ``format % chopped`` with ``"%.1f"``):
   the float (``float_quotient.QuotientFloat``) was formatted by CPython, its ints
   pinned with a note ("a float of symbolic ints ..., read by printf-style
   formatting"), so no flip of a test on the text (``== "12.5"``, ``endswith(".0")``)
   was ever feasible.  Now ``float_format`` formats it as the one-shape literal ``N /
   D`` of ``float_steps.Stepped`` (the windows clear of the rounding points, no exact
   class), its sign ``N``'s."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, notes_naming, outcomes

SIZE = textwrap.dedent('''
    def size(text):
        if not text.isdigit() or len(text) > 12:
            return "?"
        n = int(text)
        if n < 1000:
            return "small"
        shown = "%.1f" % (n / 1000)
        if shown == "12.5":
            return "twelve and a half"
        if shown.endswith(".0"):
            return "round"
        return "other"
''')


def test_a_quotient_of_ints_formatted_fixed_point(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s28_size.py", SIZE, "size", max_paths=8)
    got = {value for _, value in outcomes(result)}
    assert {"?", "small", "twelve and a half", "round", "other"} <= got, got
    # a tie of the exact quotient (1.05 for "%.1f") is still read: the search may pick one
    tied = [e for e in result.examples
            if any("float of symbolic ints" in n for n in e.notes)]
    assert len(tied) <= 2, [e.args for e in tied]
    assert len(notes_naming(result, "float of symbolic ints")) <= 4, result.summary.notes
