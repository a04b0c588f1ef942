"""Deadlines: the wall clock as the outer limit, work budgets inside searches (issue 25 §7)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strsat.deadline import Deadline, Meter
from strsat.errors import ResourceLimit


def test_a_work_budget_expires_after_its_readings() -> None:
    d = Deadline.never().work(3)
    for _ in range(3):
        d.check()
    assert d.spent == 3 and not d.work_spent
    with pytest.raises(ResourceLimit, match="work limit"):
        d.check("the test")
    assert d.work_spent and d.expired()


def test_readings_of_a_child_spend_every_ancestor_budget() -> None:
    outer = Deadline.never().work(5)
    inner = outer.work(100)  # larger than the outer's: the outer still binds
    timed = inner.sub(60.0)  # a wall-clock child spends the work budgets above it
    for _ in range(5):
        timed.check()
    assert outer.spent == 5 and inner.spent == 5
    assert timed.expired()  # the sixth reading
    assert outer.work_spent and not inner.work_spent


def test_a_spent_child_leaves_its_parent_usable() -> None:
    outer = Deadline.never().work(10)
    inner = outer.work(2)
    assert not inner.expired() and not inner.expired() and inner.expired()
    assert not outer.expired() and outer.spent == 4


def test_the_wall_clock_still_bounds_a_work_budget() -> None:
    past = Deadline(0.0)
    child = past.work(10**9)
    assert child.expired()
    with pytest.raises(ResourceLimit, match="timeout"):
        child.check()


def test_plain_deadlines_count_nothing() -> None:
    d = Deadline(None)
    for _ in range(10):
        d.check()
    assert d.spent == 0 and not d.work_spent and d.sub(None).spent == 0


def test_a_budget_has_a_wall_clock_backstop() -> None:
    d = Deadline.never().budget(10**9, backstop=0.0)
    assert d.expired() and not d.work_spent
    roomy = Deadline.never().budget(2, backstop=3600.0)
    assert not roomy.expired() and not roomy.expired() and roomy.expired()
    assert roomy.work_spent


def test_spending_at_once_counts_like_readings() -> None:
    d = Deadline.never().work(10)
    d.spend(9)
    assert not d.expired()  # the tenth reading
    assert d.expired() and d.work_spent


def test_a_reading_may_count_several_units() -> None:
    d = Deadline.never().work(100)
    d.check("a loop", 60)
    assert not d.expired(39)  # 99 spent
    assert d.spent == 99
    with pytest.raises(ResourceLimit, match="work limit during a loop"):
        d.check("a loop", 2)


def test_under_the_users_work_limit_no_backstop_and_no_seconds_apply() -> None:
    """``--rlimit``: the answer depends on the work only, never on the clock."""
    user = Deadline.never().work(10**6, exact=True)
    inner = user.work(5).budget(10**9, backstop=0.0)
    assert inner.exact and not inner.expired() and inner.end is None
    assert user.sub(0.0).end is None
    # the user's time limit still binds
    timed = Deadline(0.0).work(10**6, exact=True)
    assert timed.budget(10**9, backstop=3600.0).expired()
    # without the user's work limit the backstop binds as before
    assert Deadline.never().work(10**6).budget(10**9, backstop=0.0).expired()


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 40)), max_size=60),
       st.integers(1, 20))
def test_a_meter_charges_a_unit_per_so_many_steps(calls: list[tuple[bool, int]],
                                                 per_unit: int) -> None:
    """:class:`Meter` (the Nielsen procedure's steps, issue 40): whatever the mix of
    readings and steps spent at once, the deadline is charged the complete units of the
    steps counted, no more and no fewer."""
    d = Deadline.never().work(10**9)
    meter = Meter(d, per_unit)
    total = 0
    for reading, steps in calls:
        if reading:
            meter.check("the test", steps)
        else:
            meter.spend(steps)
        total += steps
        assert d.spent == total // per_unit
    assert meter.remaining() is None


def test_a_meter_reads_its_deadline_when_a_unit_is_complete() -> None:
    """The work limit stops a metered loop at the step that completes the unit past
    it, and the wall clock is read there too."""
    meter = Meter(Deadline.never().work(2), 16)
    for _ in range(3 * 16 - 1):  # two units and 15 steps: within the limit
        meter.check()
    with pytest.raises(ResourceLimit, match="work limit during the test"):
        meter.check("the test")
    late = Meter(Deadline(0.0), 4)
    for _ in range(3):
        late.check()  # the expired clock is not read between units
    with pytest.raises(ResourceLimit, match="timeout"):
        late.check()
