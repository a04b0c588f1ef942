"""A C function whose work is a call of a pure-Python function of another module
(``time.strptime`` calls ``_strptime._strptime_time``) runs that function rewritten
(``strsat.explore.twins.DELEGATES``): its tests of the string are decisions, where the C
call made the string concrete."""

from __future__ import annotations

import time

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.explore.twins import DELEGATES

SOURCE = '''
import time


def clock(s: str) -> str:
    try:
        t = time.strptime(s, "%H:%M")
    except ValueError:
        return "bad"
    return "late" if t.tm_hour > 20 else "early"
'''


def test_time_strptime_runs_the_pure_parser(tmp_path: object) -> None:
    result = explore_source(tmp_path, "clock.py", SOURCE, "clock")
    assert {("return", "bad"), ("return", "late"), ("return", "early")} <= outcomes(result)
    assert not notes_naming(result, "a call to time.strptime")


def test_each_delegate_names_a_function_that_exists() -> None:
    import importlib

    for (module, name), (target, function) in DELEGATES.items():
        assert callable(getattr(importlib.import_module(module), name))
        assert callable(getattr(importlib.import_module(target), function))
    assert time.strptime("10:30", "%H:%M").tm_min == 30
