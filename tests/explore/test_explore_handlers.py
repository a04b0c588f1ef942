"""strsat explore through the codecs' error handlers and a pattern built from a symbolic
string (issue 38, items 4 and 5): nothing is made concrete on the way."""

from __future__ import annotations

import os

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "bytes_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def test_surrogateescape_decoding_is_followed_without_a_pin() -> None:
    result = explore_file(PROGRAMS, "fs_name", timeout=None, max_paths=4)
    check_reproducible(result, result.module, "fs_name")
    assert outcomes(result) == {("return", "escaped ff"), ("return", "plain")}
    assert not result.summary.notes  # nothing made concrete


def test_dedent_margin_pattern_is_a_decision_not_a_pin() -> None:
    result = explore_file(PROGRAMS, "margin_strip", **SLOW, max_paths=6)
    check_reproducible(result, result.module, "margin_strip")
    assert outcomes(result) == {("return", "x"), ("return", "other")}
    assert not result.summary.notes  # re.sub('(?m)^' + margin, ...) pins nothing
