"""The tests folder is put on ``sys.path``: a helper module of one folder is imported by
its folder-qualified name from any other (``from terms.term_strategies import terms``),
whatever order the folders are collected in."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


# ---- Hypothesis: a quick count by default, the full count as a `slow` twin ------------

#: A property whose ``@settings`` asks for N examples runs ``quick_examples(N)`` of them
#: (a quarter, at least QUICK_FLOOR) in the default suite (`-m 'not slow'`), collected as
#: ``[quick]``, and is collected a second time as ``[full]``, marked ``slow``, with its own
#: N: the same strategies and assertions, the full count with `-m slow`.
QUICK_FLOOR = 20


def quick_examples(wanted: int) -> int:
    return min(wanted, max(QUICK_FLOOR, wanted // 4))


def _max_examples(function: object) -> int | None:
    if not getattr(function, "is_hypothesis_test", False):
        return None
    chosen = getattr(function, "_hypothesis_internal_use_settings", None)
    return None if chosen is None else chosen.max_examples


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    wanted = _max_examples(metafunc.function)
    if wanted is None or quick_examples(wanted) == wanted or \
            metafunc.definition.get_closest_marker("slow") is not None:
        return
    metafunc.parametrize("hypothesis_examples",
                         ["quick", pytest.param("full", marks=pytest.mark.slow)], indirect=True)


@pytest.fixture(autouse=True)
def hypothesis_examples(request: pytest.FixtureRequest) -> Iterator[None]:
    """Under ``[quick]``, the property's own settings with ``quick_examples`` of its count,
    for this call only (Hypothesis reads a test's settings when it is called)."""
    if getattr(request, "param", "full") != "quick":
        yield
        return
    function = getattr(request.node.obj, "__func__", request.node.obj)
    chosen = function._hypothesis_internal_use_settings
    function._hypothesis_internal_use_settings = settings(
        chosen, max_examples=quick_examples(chosen.max_examples))
    try:
        yield
    finally:
        function._hypothesis_internal_use_settings = chosen
