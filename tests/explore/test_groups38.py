"""A flip over the groups of ``re.sub`` with greedy ``\\w+`` groups (issue 38, brief
groups38): the match starts at ``str.indexof_re`` of the pattern, and the fixed-length
search reads that definition as the membership of the first match's place
(:func:`strsat.theory.fixed_length.problem.first_match`), so the flip is answered on its
first check (a tenth of its budget)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest

import strsat.explore.solving as solving
from explore.helpers import explore_source, outcomes

SOURCE = textwrap.dedent('''
    import re


    def colon_pair(s: str) -> str:
        t = re.sub(r"(\\w+):(\\w+)", r"\\2/\\1", s, count=1)
        if t == s:
            return "same"
        if t.startswith("blue/") and len(t) < 12:
            return "blue"
        return "other"
    ''')


def test_a_flip_on_swapped_greedy_groups_is_answered_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``blue`` (``x:blue``) within three paths, no check unknown, 2,709 units in all; on
    599d35d8 the flip's first check (40,000 units) and another ran out, its retry found
    it (83,758 units in all)."""
    answers: list[tuple[str, int]] = []
    check = solving.PrefixSolver.check

    def logged(self: solving.PrefixSolver, prefix: Any, last: Any, variables: Any,
               timeout: float, work: int | None = None) -> solving.Answer:
        answer = check(self, prefix, last, variables, timeout, work)
        answers.append((answer.status, answer.units))
        return answer

    monkeypatch.setattr(solving.PrefixSolver, "check", logged)
    result = explore_source(tmp_path, "pairs.py", SOURCE, "colon_pair", max_paths=3,
                            check_timeout=10.0, coverage=False, reproducible=True)
    assert ("return", "blue") in outcomes(result)
    assert all(status != "unknown" for status, _ in answers), answers
    assert sum(units for _, units in answers) < 40_000, answers
