"""Module-level instances holding state between runs (issue 38, follow38's left class): a
``dict`` subclass used as a ``__missing__`` memo, a ``list`` subclass, and an object whose
attributes are a dict and a list.  On main only exact ``dict``/``list``/``set`` objects were
put back before each run: the runs after the first found the earlier runs' keys, ran off
their path, and the branch after the lookup was never taken (memo: 30 paths, 16 off their
path; registry: 1 path; names: 2 of 3 runs off)."""

from __future__ import annotations

import textwrap

from explore.helpers import check_reproducible, outcomes
from strsat.explore import Exploration, explore_file

PROGRAMS = textwrap.dedent('''
    import collections


    class _Memo(dict):
        def __missing__(self, key):
            res = key + "!"
            self[key] = res
            return res


    _memo = _Memo()


    def memo(s: str) -> str:
        r = _memo[s]
        if r == "ab!":
            return "ab"
        if len(_memo) > 1:
            return "stale"
        return "other"


    class Registry:
        def __init__(self):
            self.seen = {}
            self.order = []

        def add(self, k):
            if k in self.seen:
                return False
            self.seen[k] = 1
            self.order.append(k)
            return True


    REG = Registry()


    def register(s: str) -> str:
        if not REG.add(s):
            return "again"
        if s == "q" and len(REG.order) == 1:
            return "q"
        return "other"


    class Names(list):
        pass


    class Counts(collections.Counter):
        def __setitem__(self, key, value):
            raise AssertionError("restored through the subclass")


    NAMES = Names()
    COUNTS = Counts()


    def names(s: str) -> str:
        if s in NAMES:
            return "again"
        NAMES.append(s)
        dict.__setitem__(COUNTS, s, 1)
        if s == "z" and len(COUNTS) == 1:
            return "z"
        return "other"
''')


def _explore(folder, name: str) -> Exploration:  # noqa: ANN001
    path = folder / "state38.py"
    path.write_text(PROGRAMS, encoding="utf-8")
    # at most 12 paths: on main the memo grows by a key a run, and the search never ends
    result = explore_file(str(path), name, timeout=None, max_paths=12, check_timeout=300.0)
    check_reproducible(result, result.module, name)
    return result


def test_a_dict_subclass_memo_starts_each_run_empty(tmp_path) -> None:  # noqa: ANN001
    result = _explore(tmp_path, "memo")
    assert outcomes(result) == {("return", "ab"), ("return", "other")}
    assert result.summary.diverged == 0


def test_an_instances_containers_start_each_run_as_loaded(tmp_path) -> None:  # noqa: ANN001
    result = _explore(tmp_path, "register")
    assert outcomes(result) == {("return", "q"), ("return", "other")}
    assert result.summary.diverged == 0


def test_list_and_counter_subclasses_restored_by_their_base(tmp_path) -> None:  # noqa: ANN001
    result = _explore(tmp_path, "names")
    assert outcomes(result) == {("return", "z"), ("return", "other")}
    assert result.summary.diverged == 0
