"""Kept results charge their filling's units once per check (strsat.kept_units, issue 40)."""

from __future__ import annotations

from strsat.deadline import Deadline
from strsat.kept_units import Charges, Cost, filling, hit, opened


def _work(deadline: Deadline, units: int) -> None:
    for _ in range(units):
        deadline.check("test")


class _Table:
    """A kept table of two results, the outer one using the inner one."""

    def __init__(self) -> None:
        self.costs: dict[str, Cost] = {}

    def get(self, name: str, deadline: Deadline) -> None:
        if name in self.costs:
            hit(self.costs[name], deadline, "test")
            return
        with filling() as fill:
            if name == "outer":
                self.get("inner", deadline)
                _work(deadline, 5)
            else:
                _work(deadline, 7)
        self.costs[name] = fill.cost


def _check(table: _Table, record: Charges, names: list[str]) -> int:
    root = Deadline(None).work(10**9)
    with opened(record, root) as deadline:
        for name in names:
            table.get(name, deadline)
    return root.spent


def test_a_kept_result_is_charged_once_per_check_as_if_computed() -> None:
    record = Charges()
    fresh = _check(_Table(), record, ["outer", "inner", "outer"])
    assert fresh == 12
    table = _Table()
    _check(table, record, ["inner"])
    _check(table, record, ["outer"])
    # the same check after two histories: the same units
    assert _check(table, record, ["outer", "inner", "outer"]) == fresh
    assert _check(table, record, ["inner", "outer"]) == fresh
    # a hit charges no more than its fill: the inner result alone
    assert _check(table, record, ["inner"]) == 7
    assert table.costs["outer"].own == 5 and table.costs["outer"].total == 12


def test_a_filling_stopped_by_an_exception_leaves_its_work_to_its_parent() -> None:
    record = Charges()
    root = Deadline(None).work(10**9)
    with opened(record, root) as deadline:
        with filling() as outer:
            _work(deadline, 2)
            try:
                with filling():
                    _work(deadline, 3)
                    raise ValueError
            except ValueError:
                pass
        assert record.frames == []
    assert outer.cost.own == 5 and outer.cost.deps == ()


def test_outside_a_check_a_hit_charges_its_whole_cost() -> None:
    inner = Cost(3)
    outer = Cost(4, (inner, inner))
    d = Deadline(None).work(100)
    hit(outer, d, "test")
    hit(outer, d, "test")
    assert d.spent == 14
