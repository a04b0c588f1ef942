"""The classes follow38 took (issue 38; benchmarks/explore/2026-12-03-follow38.md):
a chained assignment with a subscript target (``r = d[k] = v``: on main CPython's own
store hashed the symbolic key, a note), and a module's top-level cache or registry that
a run stores symbolic keys into (``_cache[k] = v``, ``_seen.add(k)``: on main the next
runs found the earlier runs' keys, ran off their path, and the branch after the lookup
was never taken); a cache a dict subclass's ``__missing__`` fills and a set union of
symbolic bytes (``urllib.parse``'s ``_Quoter``: on main a note on every run)."""

from __future__ import annotations

import textwrap
import types

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


    _SAFE = frozenset(b"abc")


    class _Quoter(dict):
        def __missing__(self, b):
            res = chr(b) if b in _SAFE else "%{:02X}".format(b)
            self[b] = res
            return res


    _quoter = _Quoter()


    def quote(data: bytes) -> str:
        safe = _SAFE.union(data[1:2])
        out = "".join([_quoter[c] for c in data[:1]])
        if out == "%41":
            return "quoted"
        if ord("A") in safe:
            return "made safe"
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


def test_a_cache_kept_by_missing_and_a_union_of_symbolic_bytes(tmp_path) -> None:  # noqa: ANN001
    # main: "_Quoter.__missing__ stored symbolic values ... (a cache outlives the run)" on
    # every run, and `_SAFE.union(data[1:2])` hashed the symbolic byte (a note)
    from strsat.explore import explore_file

    path = tmp_path / "follow38.py"
    path.write_text(PROGRAMS, encoding="utf-8")
    result = explore_file(str(path), "quote", timeout=None, max_paths=12, coverage=False)
    assert {("return", "made safe"), ("return", "other")} <= outcomes(result)
    assert not result.summary.notes, result.summary.notes


BRANCHY = textwrap.dedent('''
    def sign(n: int) -> str:
        if n > 0:
            return "positive"
        if n < 0:
            return "negative"
        return "zero"
''')


def test_the_coverage_replay_stops_at_the_deadline(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    # main: branch_coverage had no deadline; every found input was replayed
    import importlib.util

    import strsat.explore.measure as measure

    path = tmp_path / "branchy.py"
    path.write_text(BRANCHY, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("branchy", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    calls = [([1], {}, 0.1), ([-1], {}, 0.2), ([0], {}, 0.3)]
    whole = measure.branch_coverage(module.sign, calls, str(path), ["sign"])
    assert (whole.covered, whole.not_replayed) == (4, 0)
    readings = iter([0.0, 5.0])  # then 10.0: the deadline (7.0) passes before the third

    monkeypatch.setattr(measure, "time", types.SimpleNamespace(
        monotonic=lambda: next(readings, 10.0)))
    part = measure.branch_coverage(module.sign, calls, str(path), ["sign"], deadline=7.0)
    assert part.not_replayed == 1
    assert part.covered < whole.covered
