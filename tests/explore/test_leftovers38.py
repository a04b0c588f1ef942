"""Brief "leftovers38" (issue 38): the classes the surveys left.

1. ``collections.deque`` holds symbolic values (:mod:`strsat.explore.deques`): on main
   f52f1cf every call of one of its methods given a symbolic value made it concrete with
   a note (``deque.extend`` in ``email.feedparser``); a generator a library made while the
   values were concrete runs rewritten once its arguments hold symbolic values
   (:mod:`strsat.explore.generators`: feedparser's ``_parsegen``)."""

from __future__ import annotations

import collections
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explore.helpers import HERE, check_reproducible, disagreements, notes_naming, outcomes
from strsat.explore import explore_file
from strsat.explore.deques import index, remove
from strsat.python import SymStr, Trace
from strsat.python.values import SymValue

PROGRAMS = os.path.join(HERE, "leftovers_programs.py")
OPTIONS = {"timeout": None, "check_timeout": 300.0, "stall": 60.0}


def run(name: str, **options: Any) -> Any:
    result = explore_file(PROGRAMS, name, **{**OPTIONS, **options})
    check_reproducible(result, result.module, name)
    return result


# -- 1. deque -------------------------------------------------------------------------------


def test_a_deque_keeps_symbolic_values() -> None:
    result = run("deque_ops", max_paths=60)
    assert notes_naming(result, "deque", "made concrete") == [], result.summary.notes
    expected = {"index", "in", "iter", "popleft", "other"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_a_deques_remove_and_index_decide_without_pins() -> None:
    result = run("deque_search", max_paths=60)
    assert notes_naming(result, "made concrete") == [], result.summary.notes
    expected = {"missing", "v second", "removed"}
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)


def test_feedparser_lines_stay_symbolic() -> None:
    """``FeedParser.feed`` pushes the lines into a deque and steps ``_parsegen``, a
    generator made in ``__init__`` on concrete values: both now keep the lines symbolic
    (on main: ``deque.extend`` made them concrete, and holding them symbolic made the
    unrewritten generator give them to C ``re``)."""
    result = run("feed_subject", max_paths=8)
    assert disagreements(result) == [], result.summary.notes
    assert notes_naming(result, "deque", "made concrete") == [], result.summary.notes


ITEMS = st.lists(st.sampled_from(["", "a", "b", "ab"]), max_size=5)


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, SymValue) else value


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(items=ITEMS, symbolic=st.lists(st.booleans(), min_size=5, max_size=5),
       item=st.sampled_from(["", "a", "b", "ab", "c"]), item_symbolic=st.booleans(),
       start=st.integers(-7, 7), stop=st.integers(-7, 7), maxlen=st.none() | st.integers(2, 6))
def test_deque_index_and_remove_agree_with_cpython(
        items: list[str], symbolic: list[bool], item: str, item_symbolic: bool, start: int,
        stop: int, maxlen: int | None) -> None:
    """The models of ``deque.index``/``remove`` over symbolic and plain items: CPython's
    results, exceptions and messages, and the deque left as CPython leaves it."""
    with Trace({}):
        def given_item(k: int, v: str) -> Any:
            return SymStr(f"s{k}", v) if symbolic[k] else v

        theirs = collections.deque(items, maxlen)
        mine = collections.deque((given_item(k, v) for k, v in enumerate(items)), maxlen)
        probe: Any = SymStr("x", item) if item_symbolic else item
        for name, expected_call, model_call in (
                ("index range", lambda: theirs.index(item, start, stop),
                 lambda: index(mine, probe, start, stop, plain=_plain)),
                ("index", lambda: theirs.index(item), lambda: index(mine, probe, plain=_plain)),
                ("remove", lambda: theirs.remove(item), lambda: remove(mine, probe, plain=_plain))):
            try:
                expected: Any = ("return", expected_call())
            except ValueError as exc:
                expected = ("raise", str(exc))
            try:
                got: Any = ("return", model_call())
            except ValueError as exc:
                got = ("raise", str(exc))
            assert got == expected, name
            assert [_plain(v) for v in mine] == list(theirs), name
