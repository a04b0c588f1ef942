"""The classes follow38 took (issue 38; benchmarks/explore/2026-12-03-follow38.md):
a chained assignment with a subscript target (``r = d[k] = v``: on main CPython's own
store hashed the symbolic key, a note), and a module's top-level cache or registry that
a run stores symbolic keys into (``_cache[k] = v``, ``_seen.add(k)``: on main the next
runs found the earlier runs' keys, ran off their path, and the branch after the lookup
was never taken)."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAMS = textwrap.dedent('''
    def chained(a: str) -> str:
        d = {}
        r = d[a] = a + "x"
        if r == "zx":
            return "z"
        if len(d) == 1 and d.get("q") == "qx":
            return "q"
        return "other"


    _cache = {}


    def cached(a: str) -> str:
        r = _cache.get(a)
        if r is None:
            r = a + "x"
            _cache[a] = r
        if r == "zx":
            return "z"
        return "other"


    _seen = set()
    _order = []


    def registry(a: str) -> str:
        if a in _seen:
            return "again"
        _seen.add(a)
        _order.append(a)
        if a == "q" and len(_order) == 1:
            return "q"
        return "other"
''')


def test_chained_assignment_stores_the_symbolic_key(tmp_path) -> None:  # noqa: ANN001
    # main: "hash() of a symbolic value (a dict or set placing it)" at `r = d[a] = ...`
    result = explore_source(tmp_path, "follow38.py", PROGRAMS, "chained")
    assert {("return", "z"), ("return", "q"), ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "hash()", "concolic run"), result.summary.notes


def test_a_module_cache_starts_each_run_as_loaded(tmp_path) -> None:  # noqa: ANN001
    # main: 1 path, a run off its path (the second run found the first run's key)
    result = explore_source(tmp_path, "follow38.py", PROGRAMS, "cached")
    assert {("return", "z"), ("return", "other")} <= outcomes(result)
    assert result.summary.diverged == 0
    assert not notes_naming(result, "hash()", "concolic run"), result.summary.notes


def test_a_module_set_and_list_start_each_run_as_loaded(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "follow38.py", PROGRAMS, "registry")
    assert {("return", "q"), ("return", "other")} <= outcomes(result)
    assert ("return", "again") not in outcomes(result)  # the first call never repeats
    assert result.summary.diverged == 0
    assert not notes_naming(result, "hash()", "concolic run"), result.summary.notes
