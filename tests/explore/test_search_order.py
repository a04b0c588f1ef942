"""The search order's bookkeeping (issue 24, third round): the frontier of sites with a
side no run has taken, where each taken side leads, and where flips to an exception no
run raised rank (``strsat.explore.search.Explorer._priority``)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from strsat.explore.instrument import load_file
from strsat.explore.runtime import Runtime
from strsat.explore.search import Explorer, Options

SOURCE = textwrap.dedent('''
    def nested(s: str, t: str):
        if s == "a":
            if t == "b":
                return 2
            return 1
        return 0


    def indexed(s: str):
        if len(s) < 2:
            return ""
        return s[0]
    ''')


def _explorer(tmp_path: Path, name: str, max_paths: int) -> Explorer:
    path = tmp_path / "order.py"
    path.write_text(SOURCE, encoding="utf-8")
    module = load_file(str(path), Runtime())
    original, rewritten = module.function(name)
    explorer = Explorer(rewritten, original, module.files or {module.path}, name,
                        Options(timeout=None, max_paths=max_paths))
    explorer.explore()
    return explorer


def _lines(places: set[tuple[Any, Any]]) -> set[int]:
    return {site.line for site, _ in places}


def test_the_frontier_and_where_a_side_leads(tmp_path: Path) -> None:
    explorer = _explorer(tmp_path, "nested", max_paths=2)
    # runs: s != "a"; then s == "a", t != "b": line 4's True side is the frontier
    assert _lines(explorer.open) == {4}
    led = {(site.line, side): {s.line for s, _ in places}
           for (site, _, side), places in explorer.leads.items()}
    assert led == {(3, True): {4}, (3, False): set(), (4, False): set()}
    full = _explorer(tmp_path, "nested", max_paths=None)  # type: ignore[arg-type]
    assert full.open == set() and full.summary.paths == 3


def test_an_exception_no_run_raised_ranks_after_untaken_branches(tmp_path: Path) -> None:
    explorer = _explorer(tmp_path, "indexed", max_paths=1)
    ranks = {(t.site.what, t.flip[1]): explorer._priority(t)[0]
             for t in explorer.targets.values()}
    assert ranks[("truth value", False)] == 0  # len(s) >= 2: an untaken branch
    explorer = _explorer(tmp_path, "indexed", max_paths=2)
    ranks = {(t.site.what, t.flip[1]): explorer._priority(t)[0]
             for t in explorer.targets.values()}
    assert ranks[("s[i]", True)] == 1  # s[0] raising (infeasible after the length test)
