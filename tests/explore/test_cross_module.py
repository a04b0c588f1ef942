"""Calls into other modules of the explored function's package (issue 24, fifth round):
a classmethod and an instance method of another module's class run rewritten (bound to
the same class or instance), calling such a class runs its rewritten ``__init__``, a
pattern compiled by a module as written (CPython's ``re``) is matched by the layer, a
``re.VERBOSE`` pattern is modelled, and a re-exported function is explored where it is
defined."""

from __future__ import annotations

import os

from explore.helpers import HERE, outcomes
from strsat.explore import explore_file

PACKAGE = os.path.join(HERE, "cross_pkg")


def _explore(file: str, name: str):  # type: ignore[no-untyped-def]
    return explore_file(os.path.join(PACKAGE, file), name, timeout=None,
                        check_timeout=300.0, coverage=False, stall=60.0)


def test_a_classmethod_of_another_module_with_a_verbose_pattern_stays_symbolic() -> None:
    result = _explore("api.py", "check")
    got = outcomes(result)
    assert {("return", "old"), ("return", "new"), ("raise", "ValueError")} <= got
    # ValueError twice over: no match, and the reserved name decided in __init__
    inputs = {e.call[0][0] for e in result.examples if e.call is not None}
    assert any(s.startswith("xy-") for s in inputs), inputs
    assert not any("made concrete" in n or "not regular" in n
                   for n in result.summary.notes), result.summary.notes


def test_calling_a_class_of_another_module_runs_its_init_rewritten() -> None:
    result = _explore("api.py", "make")
    assert outcomes(result) == {("return", "ok"), ("raise", "ValueError")}
    assert not any("made concrete" in n for n in result.summary.notes)


def test_a_reexported_function_is_explored_where_it_is_defined() -> None:
    result = _explore("__init__.py", "shout")
    assert result.summary.function.endswith("util.shout")
    assert {e.value for e in result.examples} >= {"!", "!!"} or len(result.examples) == 2
    assert len({e.call[0][0].endswith("!") for e in result.examples
                if e.call is not None}) == 2
