"""A flip's wall-clock backstop follows the CPU share the process gets (unknown39): the
check's work decides, and the backstop, :data:`BACKSTOP` times the budget's seconds
stretched by the wall seconds per CPU second of the recent checks, stops a check after
about the same CPU time under any load.  The clocks are injected; nothing here depends
on the machine's speed or load."""

from __future__ import annotations

import time
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import strsat.explore.solving as solving
from strsat.explore.search import BACKSTOP, Explorer, Options
from strsat.explore.solving import (
    GAUGE_DECAY,
    GAUGE_MIN_CPU,
    MAX_STRETCH,
    Entry,
    LoadGauge,
    PrefixSolver,
)
from strsat.terms import INT, integer, mk, var

x, y = var("x", INT), var("y", INT)


def test_an_unmeasured_gauge_does_not_stretch() -> None:
    gauge = LoadGauge()
    assert gauge.stretch() == 1.0
    gauge.record(10.0, GAUGE_MIN_CPU / 2)  # too little CPU to be a measure
    assert gauge.stretch() == 1.0


def test_the_stretch_is_wall_per_cpu_second_within_its_bounds() -> None:
    gauge = LoadGauge()
    gauge.record(3.0, 1.0)
    assert gauge.stretch() == pytest.approx(3.0)
    idle = LoadGauge()
    idle.record(0.5, 1.0)  # more CPU than wall (z3's threads): never below 1
    assert idle.stretch() == 1.0
    busy = LoadGauge()
    busy.record(100.0, 1.0)
    assert busy.stretch() == MAX_STRETCH


@given(st.lists(st.tuples(st.floats(0, 50), st.floats(0, 50)), min_size=1, max_size=30))
def test_the_gauge_is_the_decayed_ratio_of_its_checks(checks: list[tuple[float, float]]
                                                      ) -> None:
    gauge = LoadGauge()
    for wall, cpu in checks:
        gauge.record(wall, cpu)
    n = len(checks)
    wall = sum(w * GAUGE_DECAY ** (n - 1 - i) for i, (w, _c) in enumerate(checks))
    cpu = sum(c * GAUGE_DECAY ** (n - 1 - i) for i, (_w, c) in enumerate(checks))
    stretch = gauge.stretch()
    assert 1.0 <= stretch <= MAX_STRETCH
    if cpu >= GAUGE_MIN_CPU * (1 + 1e-9):
        assert stretch == pytest.approx(min(MAX_STRETCH, max(1.0, wall / cpu)), rel=1e-6)
    elif cpu < GAUGE_MIN_CPU * (1 - 1e-9):
        assert stretch == 1.0


def test_the_recent_checks_weigh_most() -> None:
    gauge = LoadGauge()
    gauge.record(40.0, 10.0)  # a loaded stretch: 4
    for _ in range(40):
        gauge.record(1.0, 1.0)  # then an idle machine
    assert gauge.stretch() < 1.1


def _identity(s: str) -> str:
    return s


def test_the_backstop_is_stretched_by_the_gauge_and_the_work_is_not() -> None:
    explorer = Explorer(_identity, _identity, set(), "f", Options(timeout=None))
    backstop, units = explorer._limit(0.5)
    assert backstop == pytest.approx(BACKSTOP * 0.5)
    explorer.solver.gauge.record(3.0, 1.0)
    stretched, same = explorer._limit(0.5)
    assert stretched == pytest.approx(BACKSTOP * 0.5 * 3.0) and same == units
    explorer.deadline = time.monotonic() + 0.2  # and never past the exploration's end
    assert explorer._limit(0.5)[0] <= 0.2


def test_reproducible_checks_have_no_backstop_to_stretch() -> None:
    explorer = Explorer(_identity, _identity, set(), "f",
                        Options(timeout=None, reproducible=True))
    before = explorer._limit(0.5)
    explorer.solver.gauge.record(3.0, 1.0)
    assert explorer._limit(0.5) == before


def test_a_check_records_its_wall_and_cpu_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gauge reads the check as a whole (the push of the prefix included), on the
    wall clock and on the process's CPU clock."""

    class Clock:
        wall = 100.0
        cpu = 10.0

        def perf_counter(self) -> float:
            self.wall += 1.5
            return self.wall

        def process_time(self) -> float:
            self.cpu += 0.5
            return self.cpu

        def __getattr__(self, name: str) -> Any:
            return getattr(time, name)

    solver = PrefixSolver()
    monkeypatch.setattr(solving, "time", Clock())
    answer = solver.check([Entry((), mk(">", x, integer(5)))], Entry((), mk("<", y, x)),
                          [x, y], 5.0)
    assert answer.status == "sat"
    # process_time is read at the start and the end of the call; perf_counter there
    # and around the engine's check inside it
    assert solver.gauge.cpu == pytest.approx(0.5)
    assert solver.gauge.wall >= 1.5 and solver.gauge.stretch() >= 3.0
