"""A pin (a symbolic value made concrete for a C call) is flipped to other values while a
branch after it has an untaken side (strsat.explore.pin_flips, issue 38)."""

from __future__ import annotations

import os
from typing import Any

from explore.helpers import HERE, check_reproducible, notes_naming, outcomes
from strsat.explore import explore_file
from strsat.explore.pin_flips import LADDER, MAX_VALUES

PROGRAMS = os.path.join(HERE, "pin_programs.py")
OPTIONS = {"timeout": None, "check_timeout": 300.0, "stall": 60.0}


def run(name: str, **options: Any) -> Any:
    result = explore_file(PROGRAMS, name, **{**OPTIONS, **options})
    check_reproducible(result, result.module, name)
    return result


def test_a_pinned_character_is_flipped_across_classes() -> None:
    """``unicodedata.name(c).encode()`` is beyond the model (bytes of 130,000 values):
    the first character is pinned, and the branches on its name are decided on plain
    values.  Flips of the pin ask for characters outside
    wider classes each time: a letter, a digit, punctuation, a control character."""
    result = run("char_name", max_paths=30)
    assert notes_naming(result, "unicodedata.name", "made concrete"), result.summary.notes
    expected = {"empty", "unnamed", "digit", "latin", "other"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_pin_flips_stop_when_no_branch_after_them_is_open() -> None:
    """Once both sides of the branch after the pin are taken, no more values are asked
    for: the runs stay few."""
    result = run("name_length", max_paths=30)
    assert {("return", "long name"), ("return", "short name")} <= outcomes(result)
    assert result.summary.runs <= 4 + MAX_VALUES


def test_the_ladder_widens() -> None:
    assert len(LADDER) >= 4 and MAX_VALUES > len(LADDER) // 2
