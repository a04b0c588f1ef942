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


def test_a_replay_that_met_the_deadline_first_reports_no_figure(tmp_path) -> None:  # noqa: ANN001
    # main: "branch coverage (coverage.py): 0/0 (100%)" when the exploration overran its
    # time and the replay started after the deadline
    import importlib.util

    import strsat.explore.measure as measure
    from strsat.explore.report import Summary

    path = tmp_path / "branchy.py"
    path.write_text(BRANCHY, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("branchy", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    calls = [([1], {}, 0.1), ([-1], {}, 0.2)]
    none = measure.branch_coverage(module.sign, calls, str(path), ["sign"], deadline=0.0)
    assert none.not_replayed == 2
    text = Summary("sign", coverage=none).text()
    assert "not measured" in text and "0/0" not in text and "100%" not in text, text


RAISER = textwrap.dedent('''
    def kind(cmd: str, k: str) -> str:
        if k not in ("--", "-.", "f-"):
            raise ValueError(f"bad kind {k!r} for {cmd!r}: " + "%r" % (cmd[:2],))
        if k[0] == "f" and not cmd.startswith("x"):
            raise ValueError("f must start %s" % repr(cmd))
        return cmd + k
''')


def test_decisions_building_an_exception_are_flipped_after_the_branches(tmp_path) -> None:  # noqa: ANN001
    # main: no decision was told apart; a message's `!r`/`%r`/`repr()` decisions ranked
    # with the function's own untaken branches
    import types as _types

    from strsat.explore.explorer import Explorer
    from strsat.explore.instrument import load_file
    from strsat.explore.runtime import Runtime
    from strsat.explore.search_state import Options, Rank

    path = tmp_path / "raiser.py"
    path.write_text(RAISER, encoding="utf-8")
    module = load_file(str(path), Runtime())
    original, rewritten = module.function("kind")
    explorer = Explorer(rewritten, original, module.files or {module.path}, "kind",
                        Options(timeout=None), followed=module.followed)
    explorer.start()
    values = explorer.signature.input_values({"cmd": "a'b\"c", "k": "zz"})
    run = explorer._execute(values)  # noqa: SLF001 - one run, to read its trace
    trace = run.trace
    assert run.outcome == "raise"
    lines = {trace.sites[i].line for i in trace.in_raise}
    assert lines == {4}, (lines, [(s.line, s.what) for s in trace.sites])
    test_line = [i for i, s in enumerate(trace.sites) if s.line == 3]
    assert test_line and not set(test_line) & trace.in_raise
    for i in trace.in_raise:
        target = _types.SimpleNamespace(index=i, run=run, place=0, depth=i)
        priority = explorer._in_raise(target, None)  # noqa: SLF001 - the rule itself
        assert priority is not None and priority.rank is Rank.COVERED
    assert explorer._in_raise(_types.SimpleNamespace(  # noqa: SLF001
        index=test_line[0], run=run, place=0, depth=0), None) is None
