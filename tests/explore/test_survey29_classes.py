"""The classes the twenty-ninth survey took (issue 38; benchmarks/explore/2026-12-06-survey29.md).

1. An integral read of a float quotient of a symbolic int by a constant (webcolors'
   ``html5_parse_legacy_color``: ``length = int(len(value) / 3)``) pinned the int ("a
   float of symbolic ints ..., read by float.__int__", 18 notes a run): no later test of
   the length could be flipped.  Now ``int()``, ``math.trunc``/``floor``/``ceil``,
   ``round()`` and ``is_integer()`` of such a quotient are integer divisions of the
   rational (``python/float_quotient.py``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

LEGACY = textwrap.dedent('''
    import math


    def thirds(value: str):
        value = value.strip()
        while len(value) == 0 or len(value) % 3 != 0:
            value += "0"
        length = int(len(value) / 3)
        if length > 8:
            return "long"
        if math.ceil(len(value) / 4) == 2:
            return "ceil"
        if round(len(value) / 6) == 3:
            return "round"
        return "three" if length == 3 else "other"
    ''')


def test_an_int_of_a_quotient_stays_symbolic(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s29_program.py", LEGACY, "thirds", max_paths=30)
    got = {value for _, value in outcomes(result)}
    assert {"long", "ceil", "round", "three", "other"} <= got, got
    assert not result.summary.notes, result.summary.notes
