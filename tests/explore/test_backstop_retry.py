"""A flip whose short check the wall-clock backstop stopped with under half of its work
units spent is asked again at once with the whole check's budget (issue 38, checks28):
its units say it is cheap; the backstop, that its units cost more wall time than the
calibration's (checks27: s3 check-34 stopped at a third of its units, sat with the
whole budget).  The backstop is simulated by a solver answering the first short check
of the flip with the backstop's ``unknown``, so nothing depends on the machine."""

from __future__ import annotations

import os
import textwrap
from typing import Any

import pytest

from strsat.explore import explore_file
from strsat.explore.search_state import SHORT, WORK_PER_SECOND
from strsat.explore.solving import Answer, PrefixSolver

PROGRAM = textwrap.dedent('''
    def f(s: str) -> int:
        if s == "abc":
            return 1
        if s == "xy":
            return 2
        return 0
''')

CHECK_TIMEOUT = 5.0
WHOLE = int(CHECK_TIMEOUT * WORK_PER_SECOND)


def _explore(tmp_path: Any, monkeypatch: pytest.MonkeyPatch, spent: int
             ) -> tuple[Any, list[int]]:
    """Explore ``f``; the first short check answers the backstop's ``unknown`` after
    ``spent`` units.  The work budgets of the checks, in order."""
    path = os.path.join(str(tmp_path), "abc.py")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(PROGRAM)
    works: list[int] = []
    real = PrefixSolver.check

    def check(self: PrefixSolver, prefix: Any, last: Any, variables: Any, timeout: float,
              work: int | None = None) -> Answer:
        works.append(work or 0)
        if work is not None and work < WHOLE and len(works) == 1:
            return Answer("unknown", reason="timeout (timeout during a test's backstop)",
                          seconds=timeout, units=spent)
        return real(self, prefix, last, variables, timeout, work)

    monkeypatch.setattr(PrefixSolver, "check", check)
    result = explore_file(path, "f", timeout=None, max_paths=6,
                          check_timeout=CHECK_TIMEOUT, coverage=False)
    return result, works


def test_a_cheap_flip_stopped_by_the_backstop_is_asked_again_with_the_whole_budget(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    result, works = _explore(tmp_path, monkeypatch, spent=WHOLE // SHORT // 3)
    assert works[:2] == [WHOLE // SHORT, WHOLE]
    assert result.summary.retried == 1
    assert 1 in {e.value for e in result.examples}


def test_a_flip_that_spent_its_units_is_not(tmp_path: Any,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """It waits for the flips ahead of the covered ones (:meth:`Search._retried`): the
    next check is the other branch's, with a tenth."""
    result, works = _explore(tmp_path, monkeypatch, spent=WHOLE // SHORT)
    assert works[:2] == [WHOLE // SHORT, WHOLE // SHORT]
    assert {1, 2} <= {e.value for e in result.examples}
