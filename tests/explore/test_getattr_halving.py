"""``getattr(obj, name)`` by a symbolic name decides which of the object's names it is by
halving the sorted names, each half a decision of its own depth
(:func:`strsat.explore.attributes._decide_name`): the conditions name the halves alone,
so a run whose name differs from its target's makes the same decisions up to the flip.
A decision "the name is the run's own" changed with the run (a dispatch table read with
``getattr(self, 'do_' + cmd)``: runs off their path)."""

from __future__ import annotations

from typing import Any

from explore.helpers import explore_source, outcomes

PROGRAM = """
class Shell:
    def do_add(self):
        return "add"

    def do_del(self):
        return "del"

    def do_get(self):
        return "get"

    def do_put(self):
        return "put"

    def missing(self):
        return "missing"

    def run(self, cmd):
        return getattr(self, "do_" + cmd, self.missing)()

def shell(s: str) -> str:
    return Shell().run(s)
"""


def test_dispatch_by_getattr_stays_on_its_path(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "shell.py", PROGRAM, "shell", max_paths=12,
                            coverage=False, check_timeout=20.0)
    assert result.summary.diverged == 0
    assert {("return", v) for v in ("add", "del", "get", "put", "missing")} <= outcomes(result)
