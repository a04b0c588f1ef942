"""A constant ``old`` of ``s.replace(old, new)`` is one decision of the layer's own
(absent or present), recorded on both sides: flipping "absent" gives a run whose decision
at that site is the flipped one, so no run goes off its target's path (uuid.UUID's
``hex.replace('urn:', '').replace('uuid:', '')``: 11 of 19 runs did, when only the absent
side recorded a decision)."""

from __future__ import annotations

from typing import Any

from explore.helpers import explore_source, outcomes

PROGRAM = """
def clean(s: str) -> str:
    t = s.replace('urn:', '').replace('-', '')
    if len(t) == 3:
        return 'three' if '-' in s else 'three-plain'
    return 'other'
"""


def test_flips_to_present_stay_on_their_path(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "replace_flip.py", PROGRAM, "clean",
                            max_paths=30, coverage=False)
    assert result.summary.diverged == 0
    assert {("return", "three"), ("return", "three-plain"), ("return", "other")} \
        <= outcomes(result)
