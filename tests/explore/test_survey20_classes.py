"""The classes the twentieth survey took (issue 38; benchmarks/explore/2026-12-05-survey20.md).

``s.rsplit(None, k)`` (py-cpuinfo's ``hz.rsplit(None, 1)[1]`` of a CPU brand string) and
``s.split(None, k)`` with a count: on main the layer built their parts from
``str.indexof_re`` terms (of ``str.rev(s)`` for ``rsplit``), whose flips the engine ran
to their work limit; now word equations, one decision a word.  A program branching on
the last word and on the rest is explored to exhaustion, each outcome reached and
checked by CPython (``explore_source``), without a note."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, outcomes

PROGRAM = textwrap.dedent('''
    def brand(text: str):
        words = text.rsplit(None, 1)
        if not words:
            return "blank"
        if len(words) == 1:
            return "one word"
        if words[1].endswith("GHz"):
            return "ghz" if words[0].endswith(" ") else "ghz after " + words[0][-1:]
        return "other"


    def command(line: str):
        head = line.split(None, 1)
        if len(head) < 2:
            return "bare"
        if head[1].startswith("-"):
            return "option"
        return "argument"
''')


def test_rsplit_whitespace_reaches_each_case(tmp_path):  # type: ignore[no-untyped-def]
    result = explore_source(tmp_path, "survey20_brand.py", PROGRAM, "brand")
    got = {v for kind, v in outcomes(result) if kind == "return"}
    assert {"blank", "one word", "other"} <= got
    assert any(v.startswith("ghz after ") for v in got)
    assert "ghz" not in got  # rsplit drops the whitespace before the last word
    assert result.summary.notes == []


def test_split_whitespace_with_a_count_reaches_each_case(tmp_path):  # type: ignore[no-untyped-def]
    result = explore_source(tmp_path, "survey20_command.py", PROGRAM, "command")
    assert {v for _, v in outcomes(result)} == {"bare", "option", "argument"}
    assert result.summary.notes == []
