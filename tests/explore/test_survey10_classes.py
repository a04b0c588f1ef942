"""The class the tenth survey took (issue 38; benchmarks/explore/2026-12-03-survey10.md):
a module-level memo dict filled by the explored code (``platform._sys_version``'s
``_sys_version_cache``).  On main the first run that returned stored its symbolic input
as a key; every later run found its own input "equal" to it (the same term), returned
the stored result at the first line and left its path, and the search ended "exhausted"
with the body behind the lookup unexplored.  Each run now starts from the module's
containers as they were before the first one (:mod:`strsat.explore.module_state`)."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, outcomes
from strsat.explore.module_state import ModuleState

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
