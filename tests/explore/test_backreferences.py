"""A backreference to a group of infinitely many strings (issue 38, item 5): the match is
followed step by step (:mod:`strsat.python.re_backtrack`), each test CPython's matcher
makes one decision at a constant position, so the explorer finds the inputs that match
(on 29173493 the pattern ran concretely, with a note, and no flip reached a match)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

PROGRAMS = textwrap.dedent(r'''
    import re


    def doubled(s: str):
        if re.search(r"(\w)\1+", s):
            return "repeat"
        return "none"


    def tag(s: str):
        m = re.match(r"<(\w+)>.*</\1>", s)
        if m:
            if m.group(1) == "b":
                return "bold"
            return "tag"
        return "none"


    def twice(s: str):
        if re.fullmatch(r"(\w+) \1", s):
            return "twice"
        return "no"
    ''')


def test_a_repeated_character_and_a_repeated_word_are_found(tmp_path: Path) -> None:
    for name, want in (("doubled", {"repeat", "none"}), ("twice", {"twice", "no"})):
        result = explore_source(tmp_path, f"backref_{name}.py", PROGRAMS, name,
                                max_paths=20, reproducible=True, check_timeout=5.0)
        assert {v for o, v in outcomes(result) if o == "return"} == want, outcomes(result)
        assert not result.summary.notes, result.summary.notes
        assert result.summary.diverged == 0


def test_a_closing_tag_that_names_the_opening_one(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "backref_tag.py", PROGRAMS, "tag", max_paths=40,
                            reproducible=True, check_timeout=5.0)
    assert {("return", "bold"), ("return", "tag"), ("return", "none")} <= outcomes(result)
    assert not result.summary.notes, result.summary.notes
