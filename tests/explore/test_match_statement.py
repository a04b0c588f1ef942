"""``match`` statements in explored code (:mod:`strsat.explore.matching`): CPython ran
the patterns in its own opcodes, so a class pattern (``case str():``, ``case int(n)``)
asked the real type and never matched a symbolic value, and a mapping pattern looked
symbolic keys up by hash -- silently (no note, those cases never reached).  Each case is
now a hook call testing through the runtime, every example reproduces on the original
function (``check_reproducible``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAM = textwrap.dedent('''
    from dataclasses import dataclass

    @dataclass
    class Point:
        x: int
        y: str

    def keyed(s: str):
        match {s: 1}:
            case {"key": 1}:
                return "hit"
        return "miss"

    def typed(s: str):
        match s:
            case "abc":
                return "abc"
            case "x" | "y" as letter:
                return "letter " + letter
            case str() if len(s) > 3:
                return "long"
        return "other"

    def number(s: str):
        n = int(s) if s.isdigit() and len(s) < 4 else -1
        match n:
            case 0:
                return "zero"
            case int(k) if k > 100:
                return "big"
            case bool():
                return "bool"
        return "other"

    def record(s: str):
        match {"kind": s.strip(), "extra": 1}:
            case {"kind": "file", **rest}:
                return "file" if rest == {"extra": 1} else "odd"
            case {"kind": str(k)} if k.startswith("dir"):
                return "dir"
        return "other"

    def words(s: str):
        match s.split(","):
            case [first, "b", *others]:
                return "b second" if not others else "b second, more"
            case [single]:
                return "one"
        return "other"

    def point(s: str):
        match Point(len(s), s):
            case Point(x=0):
                return "empty"
            case Point(y="ab"):
                return "ab"
            case Point(3, y):
                return "three " + y[0]
        return "other"
''')

CASES = {
    "keyed": {"hit", "miss"},
    "typed": {"abc", "letter x", "letter y", "long", "other"},
    "number": {"zero", "big", "other"},
    "record": {"file", "dir", "other"},
    "words": {"b second", "b second, more", "one", "other"},
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_case_is_reached(tmp_path: Path, name: str) -> None:
    result = explore_source(tmp_path, "matches.py", PROGRAM, name, max_paths=40)
    assert {("return", v) for v in CASES[name]} <= outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete", "concolic run gave"), \
        result.summary.notes


def test_class_patterns_with_match_args_and_keywords(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "matches.py", PROGRAM, "point", max_paths=40)
    got = {v for kind, v in outcomes(result) if kind == "return"}
    assert {"empty", "ab", "other"} <= got and any(str(v).startswith("three ") for v in got), got
