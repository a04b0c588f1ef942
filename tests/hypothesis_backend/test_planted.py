"""The benchmark's planted bugs (``benchmarks/hypothesis/planted.py``) found with
``backend="strsat"`` within a small ``max_examples``, and its controls passing (slow:
each property solves tens of flips)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks" / "hypothesis"))
from planted import CONTROLS, PROPERTIES, PlantedBug, Property  # noqa: E402

#: the properties strsat's backend finds within 300 test cases: all of them
FOUND = PROPERTIES


def _test(prop: Property, n: int) -> Any:
    return settings(backend="strsat", max_examples=n, database=None, deadline=None,
                    suppress_health_check=list(HealthCheck))(
        given(**prop.strategies)(prop.body))


@pytest.mark.slow
@pytest.mark.parametrize("prop", FOUND, ids=[p.name for p in FOUND])
def test_the_planted_bug_is_found(prop: Property) -> None:
    with pytest.raises(PlantedBug):
        _test(prop, 300)()


@pytest.mark.slow
@pytest.mark.parametrize("prop", CONTROLS, ids=[p.name for p in CONTROLS])
def test_a_control_passes(prop: Property) -> None:
    _test(prop, 200)()
