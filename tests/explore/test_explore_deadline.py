"""``strsat explore --timeout T`` ends near T (issue 38): a flip's check is bounded as a
whole, the engine's warm-up of the levels pushed for it and its work at a pop included,
and never past the exploration's deadline.  The clocks here are injected (a deadline in
the past, a clock that a push advances), so nothing depends on the machine's speed."""

from __future__ import annotations

import time
from typing import Any

import pytest

import strsat.deadline as deadline_module
import strsat.explore.solving as solving
from strsat.api import Length, Or, Solver, String
from strsat.deadline import Deadline, active, current
from strsat.engine import REGISTER_SECONDS
from strsat.explore.search import WORK_PER_SECOND, Explorer, Options
from strsat.explore.solving import Entry, PrefixSolver
from strsat.terms import INT, integer, mk, var

x, y = var("x", INT), var("y", INT)


def _warm_solver() -> Solver:
    """A solver whose engine has its loop (a check reached it), so that a push warms up
    the level's assertions."""
    s = Solver()
    a, b = String("a"), String("b")
    s.add(Or(a == "x", Length(a) > 3), Length(b) == Length(a) + 1)
    s.check()
    assert s._engine._loop is not None
    s.add(a != b)
    return s


def _registered(s: Solver, monkeypatch: pytest.MonkeyPatch) -> list[Deadline]:
    seen: list[Deadline] = []
    cdcl = s._engine._cdcl
    real = cdcl.register
    monkeypatch.setattr(cdcl, "register", lambda fs, d: (seen.append(d), real(fs, d)))
    return seen


def test_the_warm_up_of_a_pushed_level_stops_at_the_callers_deadline(
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = _warm_solver()
    seen = _registered(s, monkeypatch)
    with active(Deadline.at(time.monotonic() - 1.0)):  # the exploration's end has passed
        s.push()
    assert len(seen) == 1 and seen[0].expired()
    s.pop()
    s.add(String("c") == "z")
    before = time.monotonic()
    s.push()  # no caller's deadline: the warm-up's own second, as before
    assert len(seen) == 2 and not seen[1].expired()
    assert seen[1].end is not None and seen[1].end <= time.monotonic() + REGISTER_SECONDS
    assert seen[1].end >= before + REGISTER_SECONDS


def test_a_flips_check_is_bounded_as_a_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """The push of the prefix runs under the check's end (engine.current), and the
    engine's check gets what the push left of the timeout."""
    solver = PrefixSolver()
    first = solver.check([Entry((), mk(">", x, integer(5)))], Entry((), mk("<", y, x)),
                         [x, y], 5.0)
    assert first.status == "sat"
    ends: list[float | None] = []
    push = PrefixSolver._push_prefix

    class Clock:
        now = 1000.0

        def monotonic(self) -> float:
            return self.now

        def __getattr__(self, name: str) -> Any:
            return getattr(time, name)

    clock = Clock()

    def slow_push(self: PrefixSolver, prefix: Any) -> None:
        d = current()
        ends.append(None if d is None else d.end)
        push(self, prefix)
        clock.now += 2.5  # the warm-up took 2.5 s of the 3 s

    timeouts: list[int] = []
    real_set = solver.solver.set

    def set_(*args: Any, **kwargs: Any) -> None:
        if "timeout" in kwargs:
            timeouts.append(kwargs["timeout"])
        real_set(*args, **kwargs)

    monkeypatch.setattr(solving, "time", clock)
    monkeypatch.setattr(deadline_module, "time", clock)
    monkeypatch.setattr(PrefixSolver, "_push_prefix", slow_push)
    monkeypatch.setattr(solver.solver, "set", set_)
    answer = solver.check([Entry((), mk(">", x, integer(5))), Entry((), mk(">", y, x))],
                          Entry((), mk("<", y, integer(9))), [x, y], 3.0, work=10**6)
    assert answer.status == "sat"
    assert ends == [1003.0]
    assert timeouts == [500]  # 3 s less the push's 2.5 s, in milliseconds


def _identity(s: str) -> str:
    return s


def test_a_checks_backstop_never_passes_the_deadline() -> None:
    explorer = Explorer(_identity, _identity, set(), "f", Options(timeout=None))
    explorer.deadline = time.monotonic() + 0.2
    backstop, units = explorer._limit(5.0)
    assert backstop <= 0.2 and units == 5 * WORK_PER_SECOND
    explorer.deadline = time.monotonic() - 1.0  # past: the least a check gets
    assert explorer._limit(5.0)[0] == 0.05


def test_coverage_parses_the_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The measurement after the search (past ``--timeout``) parses the explored file
    once: the JSON report and the arcs share one file reporter (two parses before)."""
    import coverage.parser

    from explore.helpers import PROGRAMS
    from strsat.explore import explore_file

    parses: list[str] = []
    real = coverage.parser.PythonParser.parse_source

    def counted(self: Any) -> None:
        parses.append(self.filename)
        real(self)

    monkeypatch.setattr(coverage.parser.PythonParser, "parse_source", counted)
    result = explore_file(PROGRAMS, "classify", timeout=None, check_timeout=300)
    assert result.summary.coverage is not None and result.summary.coverage.covered == 6
    assert len(parses) == 1, parses


@pytest.mark.parametrize("coverage, timeout, searched", [
    (True, 20.0, 19.0), (True, 4.0, 3.8), (False, 20.0, 20.0), (True, None, None)])
def test_the_search_leaves_the_coverage_pass_its_share_of_the_timeout(
        monkeypatch: pytest.MonkeyPatch, coverage: bool, timeout: float | None,
        searched: float | None) -> None:
    """``--timeout`` bounds the whole command: with coverage measured, the search ends
    5 % of the timeout early (at most 1 s) so that the replay and the parse fit."""
    import strsat.explore as explore_package
    from explore.helpers import PROGRAMS
    from strsat.explore import explore_file

    seen: list[float | None] = []
    real = explore_package.Explorer

    def recording(*args: Any, **kwargs: Any) -> Any:
        seen.append(args[4].timeout)
        return real(*args, **kwargs)

    monkeypatch.setattr(explore_package, "Explorer", recording)
    explore_file(PROGRAMS, "classify", timeout=timeout, max_paths=1, coverage=coverage)
    assert seen == [pytest.approx(searched) if searched is not None else None]
