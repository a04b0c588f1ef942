"""A construction of one piece per character (``bytes.fromhex``, ``bytes.hex``, utf-8
``encode``/``decode``) decides the length it is built for as a chain ``len == 0``,
``len == 1`` ... each length a site of its own (``bytes_values.fixed_length``): one
decision ``len == n`` changed its condition with ``n``, so a flip to another length gave
a run whose decision there was another one (a run off its path, each time)."""

from __future__ import annotations

from typing import Any

from explore.helpers import explore_source, outcomes

PROGRAM = """
def hexed(s: str) -> str:
    b = s.encode("utf-8")
    if len(b) == 3:
        return "three"
    return "short" if len(b) < 3 else "long"
"""


def test_other_lengths_stay_on_their_path(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "chain.py", PROGRAM, "hexed", max_paths=12,
                            coverage=False, check_timeout=20.0)
    assert result.summary.diverged == 0
    assert {("return", "three"), ("return", "short"), ("return", "long")} <= outcomes(result)
