"""The class the tenth survey took (issue 38; benchmarks/explore/2026-12-03-survey10.md):
a module-level memo dict filled by the explored code (``platform._sys_version``'s
``_sys_version_cache``).  On main the first run that returned stored its symbolic input
as a key; every later run found its own input "equal" to it (the same term), returned
the stored result at the first line and left its path, and the search ended "exhausted"
with the body behind the lookup unexplored.  Each run now starts from the module's
containers as they were before the first one (:mod:`strsat.explore.module_state`).  And
a twin module's class tests (isodate's ``parse_time``: the twin ``datetime.time()``
refused isodate's ``Utc``, a subclass of the C ``tzinfo``; every run with a time zone
left its path): a twin class stands for its public C class there
(:func:`strsat.explore.twins.twin_isinstance`)."""

from __future__ import annotations

import datetime
import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.explore.module_state import ModuleState
from strsat.explore.runtime import Runtime
from strsat.explore.twins import twin_isinstance, twin_issubclass

PROGRAMS = textwrap.dedent('''
    import re

    _CACHE = {}
    _SEEN = set()
    _LOG = []
    _PATTERN = re.compile(r'(\\w+) \\((\\d+)\\)')


    def parse(text: str):
        result = _CACHE.get(text, None)
        if result is not None:
            return result
        if 'X' in text:
            kind = 'x'
        else:
            kind = 'plain'
        match = _PATTERN.match(text)
        if match is None:
            raise ValueError('bad')
        name, number = match.groups()
        if len(name) == 3:
            kind += '3'
        result = (kind, name, number)
        _CACHE[text] = result
        return result


    def first_time(word: str) -> str:
        _LOG.append(word)
        if word in _SEEN:
            return "again"
        _SEEN.add(word)
        if word.startswith("ab"):
            return "ab"
        return "new"
''')


def test_a_memo_dict_does_not_carry_one_run_into_the_next(tmp_path) -> None:  # noqa: ANN001
    # main: 3 paths, "exhausted", 2 runs off their path; ('x3', ...) and ('plain3', ...)
    # never returned
    result = explore_source(tmp_path, "survey10_memo.py", PROGRAMS, "parse")
    values = {e.value_repr or repr(e.value) for e in result.examples
              if e.outcome == "return"}
    assert any("'plain3'" in v for v in values), values
    assert any("'x3'" in v for v in values), values
    assert any("'plain'" in v for v in values), values
    assert ("raise", "ValueError") in outcomes(result)
    assert result.summary.diverged == 0, result.summary


def test_a_seen_set_and_a_log_start_each_run_as_the_first(tmp_path) -> None:  # noqa: ANN001
    # main: after the first run the set held its symbolic word, which every later word
    # "was": "again" every time, "ab" never
    result = explore_source(tmp_path, "survey10_seen.py", PROGRAMS, "first_time")
    assert {("return", "ab"), ("return", "new")} <= outcomes(result)
    assert ("return", "again") not in outcomes(result)  # CPython: no call sees another's
    assert result.summary.diverged == 0, result.summary


class _Holder:
    table: dict[str, int] = {"a": 1}


def test_module_state_puts_back_what_a_run_changed() -> None:
    cache: dict[str, int] = {"k": 1}
    seen = {1, 2}
    log = ["x"]
    untouched = {"z": 0}
    namespace = {"cache": cache, "seen": seen, "log": log, "untouched": untouched,
                 "Holder": _Holder, "__builtins__": {}}
    state = ModuleState([namespace])
    cache["new"] = 2
    del cache["k"]
    seen.add(3)
    log.append("y")
    _Holder.table["b"] = 2
    assert state.restore() == 4
    assert cache == {"k": 1} and list(cache) == ["k"]
    assert seen == {1, 2} and log == ["x"] and _Holder.table == {"a": 1}
    assert namespace["cache"] is cache and untouched == {"z": 0}
    assert state.restore() == 0
    value = object()
    cache["k"] = value  # type: ignore[assignment]  # same key, another value object
    assert state.restore() == 1 and cache == {"k": 1}


ZONES = textwrap.dedent('''
    import datetime


    class Zone(datetime.tzinfo):
        def utcoffset(self, dt):
            return datetime.timedelta(hours=1)

        def dst(self, dt):
            return None

        def tzname(self, dt):
            return "ZONE"


    def stamp(text: str) -> str:
        hour = int(text[:2])
        moment = datetime.time(hour, tzinfo=Zone())
        if moment.hour > 12:
            return "pm"
        return "am"

''')


def test_a_program_tzinfo_passes_the_twin_datetime_test(tmp_path) -> None:  # noqa: ANN001
    # main: "the concolic run gave raise TypeError('tzinfo argument must be None or of a
    # tzinfo subclass'), the plain call return ..." (isodate's parse_time): the twin
    # time() tested the tzinfo against the twin's own tzinfo class
    result = explore_source(tmp_path, "survey10_zone.py", ZONES, "stamp")
    assert {("return", "am"), ("return", "pm")} <= outcomes(result)
    assert not notes_naming(result, "concolic run"), result.summary.notes


class _Zone(datetime.tzinfo):
    def utcoffset(self, dt: object) -> datetime.timedelta:
        return datetime.timedelta(0)


class _Plain:
    pass


_OBJECTS = [_Zone(), datetime.UTC, datetime.date(2024, 1, 2),
            datetime.datetime(2024, 1, 2, 3), datetime.time(4), datetime.timedelta(1),
            _Plain(), None, 3, "text"]
_NAMES = ["tzinfo", "timezone", "date", "datetime", "time", "timedelta"]


@settings(max_examples=60, deadline=None)
@given(obj=st.sampled_from(_OBJECTS),
       names=st.lists(st.sampled_from(_NAMES), min_size=1, max_size=3),
       as_tuple=st.booleans())
def test_twin_class_tests_agree_with_cpython(obj: object, names: list[str],
                                             as_tuple: bool) -> None:
    # in the twin module a twin class stands for the public C class: isinstance and
    # issubclass agree with CPython's on the C classes (objects of C classes, a program's
    # subclass of tzinfo, and others), for a class and a tuple of classes
    pure = Runtime().twins.pure("datetime")
    twin = tuple(getattr(pure, n) for n in names)
    public = tuple(getattr(datetime, n) for n in names)
    twin_info: object = twin if as_tuple else twin[0]
    public_info: object = public if as_tuple else public[0]
    assert twin_isinstance(obj, twin_info) == isinstance(obj, public_info)  # type: ignore[arg-type]
    assert twin_issubclass(type(obj), twin_info) == \
        issubclass(type(obj), public_info)  # type: ignore[arg-type]
    assert pure.isinstance is twin_isinstance and pure.issubclass is twin_issubclass
