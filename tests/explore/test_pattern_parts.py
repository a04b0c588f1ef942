"""The optional parts, alternatives and repetitions of one pattern are different choices,
not the iterations of a loop (``strsat.python.re_walk.Walk._about``): each decision's
label names its group, so the explorer's loop bound (four decisions of one site per run)
no longer stops flipping a pattern's fifth part; the alternatives of one ``|`` are
numbered (lib2to3's string-literal escapes never reached their fifth, ``x``).
``_pydecimal._parse_format_specifier`` (``m.groupdict()`` of ten optional groups) had 9
of its 24 branch arcs, every one of its zero-padding, width, precision and type branches
out of reach, and "exhausted"."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

SOURCE = textwrap.dedent('''
    import re

    SPEC = re.compile(r"(?P<fill>[a-c])?(?P<sign>[-+])?(?P<alt>#)?(?P<zero>0)?"
                      r"(?P<width>[1-9])?(?P<comma>,)?(?P<type>[eEf])?\\Z")


    def spec(s: str):
        m = SPEC.match(s)
        if m is None:
            return "invalid"
        d = m.groupdict()
        if d["type"] is not None:
            return "typed"
        if d["comma"] is not None:
            return "grouped"
        if d["width"] is not None:
            return "wide"
        return "plain"


    ESCAPE = re.compile(r"\\\\(a|b|f|n|r|t|x[0-9a-f]{2}|[0-7]{1,3})")


    def escape(s: str):
        m = ESCAPE.match(s)
        if m is None:
            return "none"
        tail = m.group(1)
        if tail.startswith("x"):
            return "hex"
        if tail[0].isdigit():
            return "octal"
        return "simple"
    ''')


def test_every_optional_group_of_a_pattern_is_flipped(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "spec.py", SOURCE, "spec")
    assert outcomes(result) == {("return", v) for v in
                                ("invalid", "typed", "grouped", "wide", "plain")}
    s = result.summary
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches
    assert not s.bounded, s.bounded


def test_every_alternative_of_a_group_is_flipped(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "escape.py", SOURCE, "escape")
    assert outcomes(result) == {("return", v) for v in ("none", "simple", "hex", "octal")}
    assert not result.summary.bounded, result.summary.bounded
