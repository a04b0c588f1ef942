"""Calls the explorer routes (issue 38, classes from a sweep of unseen modules): a
metaclass's ``super().__call__(*args)`` with symbolic arguments makes the instance as
``type.__call__`` does, ``__init__`` rewritten (fsspec's caching metaclass pinned every
path it was given, "a call to type.__call__"); C code reading a symbolic attribute; a
``staticmethod`` object called."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAM = os.path.join(HERE, "call_route_programs.py")


@pytest.mark.parametrize(("name", "expected"), [
    ("fs_kind", {"remote", "root", "local"}),
    ("setting", {"debug", "quiet", "unset"}),
])
def test_a_metaclass_call_keeps_the_arguments_symbolic(name: str, expected: set[str]) -> None:
    result = explore_file(PROGRAM, name, timeout=None, check_timeout=300.0, max_paths=30)
    check_reproducible(result, result.module, name)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert expected <= got, got
    assert not any("made concrete" in n for n in result.summary.notes), result.summary.notes


def test_c_code_reading_a_symbolic_attribute_gets_its_concrete_value() -> None:
    """``csv.reader(lines, Dialect)`` with ``Dialect.delimiter`` the input: the C reader
    refuses the symbolic string (``TypeError: "delimiter" must be string, not SymStr``,
    where CPython returns); the attribute is made concrete (noted) and the call made
    again, so every run reproduces CPython's outcome."""
    result = explore_file(PROGRAM, "split_with", timeout=None, check_timeout=300.0,
                          max_paths=20)
    check_reproducible(result, result.module, "split_with")
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert 2 in got, got
    assert any("attribute delimiter" in n for n in result.summary.notes), result.summary.notes
    assert not any("the plain call" in n for n in result.summary.notes), result.summary.notes


def test_a_staticmethod_object_called_runs_rewritten() -> None:
    """A ``staticmethod`` object called directly (callable since Python 3.10) is its
    function, rewritten: no C call pins the input (pyparsing's ``convert_to_float``)."""
    result = explore_file(PROGRAM, "staticmethod_action", timeout=None, check_timeout=300.0,
                          max_paths=20)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert got == {"capital", "other"}, got
    assert not any("made concrete" in n for n in result.summary.notes), result.summary.notes
