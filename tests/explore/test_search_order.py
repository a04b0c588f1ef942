"""The search order's bookkeeping (issue 24, third round): the frontier of sites with a
side no run has taken, where each taken side leads, and where flips to an exception no
run raised rank (``strsat.explore.search.Explorer._priority``)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from strsat.explore import explore_file
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


    def _is_x(c: str):
        if c == "x":
            return True
        return False


    def count_x(s: str):
        if len(s) < 3:  # every run past this line reaches the loop's bound
            return -1
        n = 0
        for c in s:
            if _is_x(c):
                n += 1
        return n


    def _scan(s: str):
        for c in s:
            if str(c) == "y":  # a call: no one term of .char_finds, a decision per character
                return True
        return False


    def scan_once(s: str):
        if len(s) < 3:  # every run past this line reaches the loop's bound
            return False
        return _scan(s)


    def both(s: str):
        hits = 0
        if s.startswith("a"):
            hits += 1
        if s.endswith("b"):
            hits += 1
        if hits == 2:  # a test of a plain int: no symbolic decision
            return "both"
        return "other"


    def mixed(s: str):
        parts = []
        if s == "x" or parts:  # the symbolic test when true, a plain [] when false
            return "x"
        return "other"


    def bracket(s: str):
        j = 1
        while j < len(s) and s[j] != "]" and j < 40:  # reads j: a loop, not a scan
            j = j + 1
        if s.find("-", 2, j) >= 0:
            return "range"
        return "plain"
    ''')


def _explorer(tmp_path: Path, name: str, max_paths: int | None,
              loop_bound: int = 4) -> Explorer:
    path = tmp_path / "order.py"
    path.write_text(SOURCE, encoding="utf-8")
    module = load_file(str(path), Runtime())
    original, rewritten = module.function(name)
    explorer = Explorer(rewritten, original, module.files or {module.path}, name,
                        Options(timeout=None, max_paths=max_paths,
                                loop_bound=loop_bound))
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
    full = _explorer(tmp_path, "nested", max_paths=None)
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


def _line(text: str) -> int:
    return next(n for n, line in enumerate(SOURCE.splitlines(), 1) if text in line)


def test_a_helper_called_by_a_loop_is_cut_at_the_loop_bound(tmp_path: Path) -> None:
    """Each call of ``_is_x`` is an activation of its own, but its round is the loop's
    iteration: its test is flipped for the first two characters only (it was flipped at
    every character, the regression of ``checksum``), as if written inline."""
    explorer = _explorer(tmp_path, "count_x", max_paths=None, loop_bound=2)
    s = explorer.summary
    assert s.stopped == "exhausted"
    test, loop = _line('if c == "x"'), _line("for c in s:")
    assert s.bounded[f"line {test} (truth value)"] == 3
    assert s.bounded[f"line {loop} (for ch in s)"] >= 3
    rounds = [(t.run.trace.rounds[t.index], t.occurrence) for t in explorer.targets.values()
              if t.site.line == test]
    assert rounds and all(r == k and k <= 2 for r, k in rounds)


def test_a_helper_called_once_keeps_its_own_loop_bound(tmp_path: Path) -> None:
    """Round 1 for a helper called once: its own loop is counted within its call."""
    explorer = _explorer(tmp_path, "scan_once", max_paths=None, loop_bound=2)
    test = _line('if str(c) == "y"')
    occurrences = {t.occurrence for t in explorer.targets.values() if t.site.line == test}
    assert occurrences == {1, 2}
    assert explorer.summary.bounded[f"line {test} (truth value)"] == 3


def test_a_loop_exit_is_found_in_a_run(tmp_path: Path) -> None:
    """The exit of ``while j < len(s) and s[j] != "]"`` (its last test, false after being
    true, on the same line): the decision whose flip runs the loop once more when a flip
    after it is refuted (``find`` over ``s[2:j]`` holds ``j`` as a constant)."""
    explorer = _explorer(tmp_path, "bracket", max_paths=1)
    run = explorer._execute({explorer.variables[0]: "[ab]x"})
    explorer._record(run, None)
    exits = explorer._loop_exits(run, len(run.nodes))
    decisions = [run.trace.decisions[run.nodes[k][1]] for k in exits]
    loop = _line("while j < len(s)")
    assert [run.trace.sites[run.nodes[k][1]].line for k in exits] == [loop]
    assert [(d.what, d.taken) for d in decisions] == [("truth value", False)]
    assert "]" in str(decisions[0].condition)
    full = _explorer(tmp_path, "bracket", max_paths=None)
    assert {e.value for e in full.examples} == {"range", "plain"}


def test_a_boosted_flip_to_a_branch_refuted_twice_ranks_with_the_covered(tmp_path: Path) -> None:
    """A core promotes the flips of its decisions to rank 0; not when the flip's own branch
    was refuted REFUTED_LIMIT times and no run took it (translate's ``stuff[0]`` raising,
    lifted again by every core that named ``stuff[0]`` not raising)."""
    from strsat.explore.search import REFUTED_LIMIT

    explorer = _explorer(tmp_path, "indexed", max_paths=2)
    target = next(t for t in explorer.targets.values()
                  if (t.site.what, t.flip[1]) == ("s[i]", True))
    branch = (target.site, target.context, target.flip[1])
    explorer.boosted[target.key] = 1
    explorer.refuted[branch] = REFUTED_LIMIT - 1
    assert explorer._priority(target)[0] == 0
    explorer.refuted[branch] = REFUTED_LIMIT
    assert explorer._priority(target)[0] == 3


def test_a_side_whose_flips_were_all_refuted_waits(tmp_path: Path) -> None:
    """A flip to a side whose flips were refuted REFUTED_LIMIT times or more and never
    solved ranks with the flips to covered branches, one decision later per refutation
    (``fnmatch.translate``'s loop exit ``j >= n`` after the bracket closed ranked as a flip
    to the frontier and was refuted 21 times before the range chunks); a side solved once
    keeps its rank."""
    from strsat.explore.search import REFUTED_LIMIT

    explorer = _explorer(tmp_path, "count_x", max_paths=3)
    assert sum(explorer.solved.values()) >= 2  # the flips that made runs 2 and 3
    targets = [t for t in explorer.targets.values()
               if t.flip not in t.node and t.key not in explorer.attempted
               and t.key not in explorer.boosted]
    covered = next(t for t in targets
                   if (t.site, t.context, t.flip[1]) in explorer.covered_any
                   and explorer._priority(t)[0] < 3)
    frontier = _explorer(tmp_path, "nested", max_paths=2)
    untaken = next(t for t in frontier.targets.values()
                   if (t.site, t.context, t.flip[1]) not in frontier.covered_any
                   and t.key not in frontier.attempted)
    for which, target in ((explorer, covered), (frontier, untaken)):
        branch = (target.site, target.context, target.flip[1])
        before = which._priority(target)
        which.refuted[branch] = REFUTED_LIMIT + 3
        which.solved[branch] = 0
        assert which._priority(target) == (3, target.occurrence,
                                            target.depth + REFUTED_LIMIT + 3)
        which.solved[branch] = 1
        if target is covered:  # solved once: its rank again (an untaken one stays at 3)
            assert which._priority(target) == before


def test_a_side_whose_solved_flips_covered_nothing_new_stops_leading(tmp_path: Path) -> None:
    """A flip to a covered side that leads on to the frontier ranks 1; once
    REFUTED_LIMIT of that side's solved flips gave runs that covered no new branch, it
    ranks as a flip to a covered branch (``fnmatch.translate``'s outer loop test ``i < n``,
    one more character after a closed bracket, was solved five times at 0.1-0.4 s each
    without a new branch before the range chunks).  A solved flip is counted barren only
    when its run covered nothing new."""
    from strsat.explore.search import REFUTED_LIMIT

    explorer = _explorer(tmp_path, "nested", max_paths=2)
    assert not explorer.barren  # each run so far covered a new branch
    target = next(t for t in explorer.targets.values()
                  if t.site.line == _line('if s == "a"') and t.flip[1])
    branch = (target.site, target.context, target.flip[1])
    assert explorer._priority(target)[0] == 1  # line 4's True side is the frontier
    explorer.barren[branch] = REFUTED_LIMIT - 1
    assert explorer._priority(target)[0] == 1
    explorer.barren[branch] = REFUTED_LIMIT
    assert explorer._priority(target) == (3, target.occurrence, target.depth)
    looped = _explorer(tmp_path, "count_x", max_paths=None, loop_bound=2)
    assert looped.barren and all(
        0 < n <= looped.solved[key] for key, n in looped.barren.items())


def test_a_concrete_branch_with_an_untaken_side_is_on_the_frontier(tmp_path: Path) -> None:
    """``if hits == 2`` tests a plain int: the runs record its outcomes (the rewritten
    test), its untaken side is on the frontier, and a flip to a covered side that leads
    to it (``endswith`` true, after ``startswith`` true) ranks 2, ahead of the other flips
    to covered branches (``normpath``'s ``elif new_comps:``)."""
    explorer = _explorer(tmp_path, "both", max_paths=3)
    test = _line("if hits == 2")
    assert {(branch[1], side) for branch, _, side in explorer.covered_any
            if isinstance(branch, tuple) and branch in explorer.concrete} == {(test, False)}
    assert {branch[1] for branch, _ in explorer.open_concrete} == {test}
    pending = [t for t in explorer.targets.values()
               if t.key not in explorer.attempted and t.flip not in t.node]
    flip = next(t for t in pending if t.site.line == _line('if s.endswith("b")'))
    assert (flip.site, flip.context, flip.flip[1]) in explorer.covered_any
    assert explorer._priority(flip)[0] == 2
    full = _explorer(tmp_path, "both", max_paths=None)
    assert {e.value for e in full.examples} == {"both", "other"}
    assert full.open_concrete == set()


def test_a_branch_whose_test_is_sometimes_symbolic_records_the_side_the_decision_took(
        tmp_path: Path) -> None:
    """``s == "x" or parts``: false, the test is the plain ``[]``; true, it is the symbolic
    comparison, which a decision decides.  Its true side is never seen as a concrete
    outcome, yet it is taken: the decision's side is recorded for the branch, which is not
    on the concrete frontier once both are taken (``normpath``'s line 47 held every flip to
    its covered sides at rank 2 until they were barren)."""
    explorer = _explorer(tmp_path, "mixed", max_paths=None)
    assert {e.value for e in explorer.examples} == {"x", "other"}
    test = _line('if s == "x" or parts')
    assert {side for branch, _, side in explorer.covered_any
            if isinstance(branch, tuple) and branch[1] == test} == {False, True}
    assert explorer.open_concrete == set()


MIXED_LOOP = textwrap.dedent('''
    def fields(s: str):
        parts = s.split(",")
        if "id" in parts and len(parts) == 7:
            return "seven"
        return "other"
    ''')


def test_a_mixed_branch_with_an_untaken_side_deepens_the_loop_bound(tmp_path: Path) -> None:
    """``"id" in parts and len(parts) == 7``: the test is the symbolic membership when it
    is false, the plain ``len(parts) == 7`` when it is true.  No run within the first loop
    bound (four parts) takes the true side, and every decision has both sides: the branch's
    untaken side is on the concrete frontier, so the search deepens the bound instead of
    ending (it ended after 10 paths without ``"seven"``)."""
    path = tmp_path / "fields.py"
    path.write_text(MIXED_LOOP, encoding="utf-8")
    examples = explore_file(str(path), "fields", timeout=None, max_paths=40,
                            check_timeout=300.0).examples
    assert "seven" in {e.value for e in examples}


LOOKUP = textwrap.dedent('''
    DOC = {"name": "strsat", "tags": ["smt", "strings"], "meta": {"owner": "x"}}


    def lookup(pointer: str):
        parts = pointer.split("/")
        if parts.pop(0) != "":
            return "relative"
        doc = DOC
        for part in parts:
            if isinstance(doc, dict):
                if part not in doc:
                    return "no key"
                doc = doc[part]
            elif isinstance(doc, list):
                if not part.isdigit():
                    return "bad index"
                if int(part) >= len(doc):
                    return "out of range"
                doc = doc[int(part)]
            else:
                return "scalar"
        return "found"
''')


def _lookup(tmp_path: Path, max_paths: int | None) -> Explorer:
    path = tmp_path / "lookup.py"
    path.write_text(LOOKUP, encoding="utf-8")
    module = load_file(str(path), Runtime())
    original, rewritten = module.function("lookup")
    explorer = Explorer(rewritten, original, module.files or {module.path}, "lookup",
                        Options(timeout=None, max_paths=max_paths))
    explorer.explore()
    return explorer


def test_a_flip_whose_short_check_ran_out_is_retried(tmp_path: Path, monkeypatch: Any) -> None:
    """Flips to branches some run took get a tenth of the check's work first; one that ran
    out of it is retried with the whole check (``Search._retried``).  With that tenth
    made a single work unit, only the retries reach a key of the second level (a
    lookup that finds a key on a path of two parts: jsonpointer's ``/tags/0``).  (The
    retries were dropped from 8794f0a on: a retried flip counted as tried already.)"""
    from strsat.explore import flipping

    monkeypatch.setattr(flipping, "SHORT", 10**9)
    explorer = _lookup(tmp_path, max_paths=None)
    values = {e.value for e in explorer.examples}
    assert {"found", "bad index", "out of range", "scalar"} <= values
    assert not explorer.retry and explorer.summary.stopped == "exhausted"


def test_a_covered_branch_after_another_prefix_is_a_new_context(tmp_path: Path) -> None:
    """A flip to a branch some run took at its iteration ranks with the near flips when no
    run took it after the same set of branches (``Search._new_context``): the key lookup's
    found side after a prefix of two parts, once ``/name`` found it after one part."""
    from strsat.explore.search import Rank

    explorer = _lookup(tmp_path, max_paths=8)
    test = _line_of(LOOKUP, "if part not in doc")
    pending = [t for t in explorer.targets.values()
               if t.key not in explorer.attempted and t.flip not in t.node
               and t.site.line == test and (t.site, t.context, 1, t.flip[1]) in explorer.covered]
    assert [list(t.run.values.values()) for t in pending] == [["//"]]
    flip = pending[0]
    assert explorer._new_context(flip) and explorer._priority(flip).rank == Rank.NEAR
    # its branch taken after the same set of branches: no longer new
    explorer.taken_in[flip.site, flip.context, 1, flip.flip[1]].add(
        flip.run.contexts[flip.depth])
    assert not explorer._new_context(flip)
    assert explorer._priority(flip).rank == Rank.COVERED


def _line_of(source: str, text: str) -> int:
    return next(n for n, line in enumerate(source.splitlines(), 1) if text in line)
