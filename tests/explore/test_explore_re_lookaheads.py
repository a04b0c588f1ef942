"""strsat explore on code whose ``re`` patterns hold lookaheads inside repetitions (brief
"regex29"): a tempered dot (Markdown's comment pattern) and doctest's example parser, whose
expected-output lines are ``(?:(?![ ]*$)(?![ ]*>>>).+$\\n?)*``.  Before, their subjects
were made concrete (``an anchor or lookaround inside an unbounded repetition``)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "re29_programs.py")


def test_a_tempered_dot_is_explored_without_pinning() -> None:
    result = explore_file(PROGRAMS, "strip_comment", timeout=None, check_timeout=300.0)
    s = result.summary
    assert s.notes == [] and s.diverged == 0 and not s.unknown, s.notes
    assert outcomes(result) == {("return", "none"), ("return", "more"), ("return", "all")}
    assert s.stopped == "exhausted"


@pytest.mark.slow
def test_doctests_example_pattern_is_explored_without_pinning() -> None:
    result = explore_file(PROGRAMS, "example_output", max_paths=10, timeout=None,
                          check_timeout=300.0)
    s = result.summary
    assert not any("lookaround" in note or "finditer" in note for note in s.notes), s.notes
    assert {("return", "no output"), ("return", "one line")} <= outcomes(result)
