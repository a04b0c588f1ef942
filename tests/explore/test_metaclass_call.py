"""A metaclass's ``super().__call__(*args)`` with symbolic arguments makes the instance
as ``type.__call__`` does, ``__init__`` rewritten (issue 38: fsspec's caching
metaclass pinned every path it was given, "a call to type.__call__")."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAM = os.path.join(HERE, "metaclass_programs.py")


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
