"""The explorer's per-flip check limits are engine work, not seconds (issue 24, tenth
round; docs/explanation/engine.md#budgets): under two different clocks the same exploration makes
the same flips and gets the same answers, as long as the wall-clock backstop is not reached.
The clocks are artificial (each reading of the engine's deadline advances them by a fixed
step), so the test does not depend on the machine's speed or load."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest

import strsat.deadline as deadline_module
import strsat.explore.flipping as flipping
import strsat.explore.search as search
import strsat.explore.solving as solving
from strsat.api import Int, Solver, String, sat, unknown
from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import Explorer, Options

SOURCE = textwrap.dedent('''
    def bracket(s: str):
        if len(s) < 2 or s[0] != "[":
            return "none"
        j = 1
        while j < len(s) and s[j] != "]":
            j = j + 1
        if j >= len(s):
            return "open"
        stuff = s[1:j]
        if stuff.find("-") >= 0:
            if stuff.startswith("!"):
                return "negated range"
            return "range"
        if "^" in stuff:
            return "caret"
        return "plain"
    ''')


class _StepClock:
    """``time.monotonic`` that advances ``step`` seconds at every reading."""

    def __init__(self, step: float) -> None:
        self.now = 1000.0
        self.step = step

    def monotonic(self) -> float:
        self.now += self.step
        return self.now

    def __getattr__(self, name: str) -> Any:
        import time

        return getattr(time, name)


def _explore(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: float
             ) -> list[tuple[Any, ...]]:
    """The flips of one exploration of ``bracket`` and their answers, under a clock
    advancing ``step`` seconds per reading of a deadline."""
    answers: list[tuple[Any, ...]] = []
    check = solving.PrefixSolver.check

    def logged(self: solving.PrefixSolver, prefix: Any, last: Any, variables: Any,
               timeout: float, work: int | None = None) -> solving.Answer:
        answer = check(self, prefix, last, variables, timeout, work)
        answers.append((len(prefix), str(last.literal), answer.status, answer.reason,
                        answer.units, work))
        return answer

    with monkeypatch.context() as m:
        m.setattr(deadline_module, "time", _StepClock(step))
        m.setattr(solving.PrefixSolver, "check", logged)
        # the test is about the work limit: the backstop is far away under either clock
        m.setattr(flipping, "BACKSTOP", 10**9)
        path = tmp_path / "budget.py"
        path.write_text(SOURCE, encoding="utf-8")
        module = load_file(str(path), Runtime())
        original, rewritten = module.function("bracket")
        explorer = Explorer(rewritten, original, module.files or {module.path}, "bracket",
                            Options(timeout=None, max_paths=40, check_timeout=0.05))
        explorer.explore()
    return answers


@pytest.mark.slow
def test_the_flips_and_answers_do_not_depend_on_the_clock(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    still = _explore(tmp_path, monkeypatch, 0.0)
    # 2 ms per reading: a short check's 5 ms of wall clock (a tenth of 0.05 s) would
    # end after three readings
    fast = _explore(tmp_path, monkeypatch, 0.002)
    # the flips and their answers (the units spent may differ by a few: caches the first
    # exploration left in the process)
    assert [a[:4] for a in still] == [a[:4] for a in fast]
    assert any(status == "sat" for _, _, status, *_ in still)
    # some short check read its deadline more often than its old wall-clock limit allowed
    assert any(units > 3 and work is not None and work < 0.05 * search.WORK_PER_SECOND
               for *_, units, work in still)


def test_a_check_with_a_work_limit_answers_by_its_units_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``Solver.set(rlimit=n)``: the same check under a still and a racing clock (a
    timeout far away on either) gives the same answer and spends the same units;
    too few units give ``unknown`` whatever the clock."""
    x, n = String("x"), Int("n")
    from strsat.api import Concat, Length, StringVal

    def run(step: float, rlimit: int) -> tuple[Any, int, str]:
        with monkeypatch.context() as m:
            m.setattr(deadline_module, "time", _StepClock(step))
            s = Solver()
            s.set(timeout=10**9, rlimit=rlimit)
            s.add(Concat(x, StringVal("ab")) == Concat(StringVal("ba"), x),
                  Length(x) == n, n > 3)
            result = s.check()
            return result, int(s.statistics()["rlimit count"]), s.reason_unknown()

    plenty = [run(step, 10**6) for step in (0.0, 0.5)]
    assert plenty[0] == plenty[1] and plenty[0][0] == sat and plenty[0][1] > 1
    starved = [run(step, 1) for step in (0.0, 0.5)]
    assert all(r[0] == unknown and "work limit" in r[2] for r in starved)


def test_a_bad_work_limit_is_refused_by_name() -> None:
    from strsat.api.errors import ApiSortError

    for bad in (-1, 1.5, True):
        with pytest.raises(ApiSortError, match="work limit"):
            Solver().set(rlimit=bad)
