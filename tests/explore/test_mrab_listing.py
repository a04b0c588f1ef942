"""``split``/``findall`` of a ``regex``-package pattern of ``re``'s language that matches no
empty string (:func:`strsat.python.re_mrab._never_empty`) are ``re``'s over a symbolic
string: ``regex``'s version 0 differs from ``re`` only on empty matches (titlecase's
``regex.split`` ran concretely, with a note, in survey29)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.python.re_mrab import _never_empty, as_re

PATTERNS = [r"[ \t]+", r",", r"(,)", r"a|bc", r"[ab](c)?", r"x*", r"(?=a)", r"\b", r"a?"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PATTERNS), st.text(alphabet="abcx ,\t", max_size=10),
       st.integers(0, 3))
def test_without_empty_matches_split_and_findall_are_res(pattern: str, text: str,
                                                         maxsplit: int) -> None:
    regex = pytest.importorskip("regex")
    mine = as_re(pattern, regex.compile(pattern).flags)
    assume(mine is not None)  # (\b keeps the C call: regex's own Unicode tables)
    assert mine is not None
    if _never_empty(mine):
        compiled = regex.compile(pattern)
        assert compiled.split(text, maxsplit) == re.split(pattern, text, maxsplit=maxsplit)
        assert compiled.findall(text) == re.findall(pattern, text)
    else:
        assert re.search(pattern, "") or re.search(pattern, "a") or re.search(pattern, "ab")


PROGRAM = textwrap.dedent(r'''
    import regex

    WORDS = regex.compile(r"[ \t]+")

    def words(s: str):
        parts = WORDS.split(s, maxsplit=2)
        return "middle" if len(parts) == 3 and parts[1] == "mid" else len(parts)
''')


def test_a_regex_package_split_stays_symbolic(tmp_path: Path) -> None:
    pytest.importorskip("regex")
    result = explore_source(tmp_path, "mrab_split.py", PROGRAM, "words", max_paths=20)
    assert {("return", "middle"), ("return", 1), ("return", 2)} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "not modelled"), result.summary.notes
