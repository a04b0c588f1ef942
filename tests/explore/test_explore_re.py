"""strsat explore on code that branches on ``re`` (issue 38, item 5): a scanner calling
``Pattern.match(s, pos)`` in a loop, ``Pattern.split(s, 1)``, ``re.search`` with
``re.MULTILINE`` and ``re.sub`` with ``\\g<name>``: every branch CPython's results allow
is reached, and nothing is made concrete (no note)."""

from __future__ import annotations

import os

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "re_programs.py")
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(PROGRAMS, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    s = result.summary
    assert s.notes == [] and s.diverged == 0 and not s.unknown, s.notes
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches, s.coverage
    return result


def test_a_scanner_of_pattern_match_at_pos() -> None:
    result = run("scan", max_paths=30)
    got = outcomes(result)
    assert {("return", ""), ("return", "int"), ("return", "float"),
            ("raise", "ValueError")} <= got
    assert any(kind == "return" and "+" in str(value) for kind, value in got)


def test_pattern_split_with_maxsplit() -> None:
    result = run("header")
    assert outcomes(result) == {("return", "no colon"), ("return", "no name"),
                                ("return", "empty"), ("return", "ok")}
    assert result.summary.stopped == "exhausted"


def test_search_with_multiline() -> None:
    result = run("has_section")
    assert outcomes(result) == {("return", "none"), ("return", "main"), ("return", "other")}
    assert result.summary.stopped == "exhausted"


def test_sub_with_named_group_references() -> None:
    result = run("swap")
    assert outcomes(result) == {("return", "same"), ("return", "changed"),
                                ("return", "swapped")}
    assert result.summary.stopped == "exhausted"


def test_globs_with_two_stars_are_modelled() -> None:
    """``fnmatch`` of ``*X*``-style globs (an atomic ``(?>.*?X)``): every outcome, no note
    (before: "atomic group (?>...)" pinned the name)."""
    result = run("archive_kind", max_paths=20)
    got = {value for kind, value in outcomes(result) if kind == "return"}
    assert got == {"tarball", "test", "other"}, got
    assert not result.summary.notes, result.summary.notes
