"""``regex``'s property classes and Unicode shorthands written out as the sets ``regex``
itself gives them (:mod:`strsat.python.re_mrab_classes`): titlecase's ``[\\p{Letter}]``
and ``(\\w.+)`` patterns ran concretely, with a note, in survey29."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.python.re_mrab import as_re
from strsat.python.re_mrab_classes import spelled_out

_PIECES = ["a", "B", "\\p{Letter}", "\\P{L}", "\\pN", "[\\p{Lu}x]", "[^\\w]", "[{}]", "[\\d-]",
           "\\w", "\\d", "\\s", "\\S", "\\W", "(?a)", "[\\w-x]", "[^]\\s]", "\\p{Nope}", "+",
           "*?", "(", ")", "|", "{2}", "\\b", "\\p{^L}", "[\\P{Lu}]"]
_SUBJECTS = "aB1 _-x{}\u0301\u200c\u00a0\u2028\x1c\u0663\u00b2\u2160\u00aa\u0130\u01c5]"


@pytest.mark.parametrize("mode", ["match", "fullmatch", "search"])
def test_written_out_classes_agree_with_the_regex_package(mode: str) -> None:
    """Hypothesis: where :func:`as_re` takes a pattern with such a class, both packages
    find the same match (span and groups) on every subject and ``pos``."""
    regex = pytest.importorskip("regex")
    flags = st.sampled_from([0, regex.A, regex.I, regex.M | regex.S, regex.X, regex.V1])

    @settings(max_examples=300, deadline=None)
    @given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=5), flags,
           st.text(_SUBJECTS, max_size=6), st.integers(0, 2))
    def agree(pieces: list[str], flag: int, subject: str, pos: int) -> None:
        try:
            compiled = regex.compile("".join(pieces), flag)
        except (regex.error, ValueError, OverflowError):
            return
        same = as_re(compiled.pattern, compiled.flags)
        if same is None:
            return
        theirs = getattr(compiled, mode)(subject, pos)
        ours = getattr(same, mode)(subject, pos)
        assert (theirs is None) == (ours is None), (compiled, subject, pos)
        if theirs is not None and ours is not None:
            assert theirs.span() == ours.span()
            assert theirs.groups() == ours.groups()

    agree()


def test_titlecase_s_letter_classes_are_taken() -> None:
    regex = pytest.importorskip("regex")
    for pattern in (r"^[!\-.]*?([\p{Letter}])", r"^([Mm]c|MC)(\w.+)",
                    r"^(?:[\p{Uppercase_Letter}]{1}\.{1})+$", r"[{}\w]+"):
        assert as_re(pattern, regex.compile(pattern).flags) is not None, pattern
    for pattern, flags in ((r"[\w-x]", 0), (r"\p{L}", regex.I), (r"(?a)\w", 0),
                           (r"\w # \p{L}", regex.X), (r"\p{Nope}", 0)):
        assert spelled_out(pattern, flags | regex.V0) is None, pattern


PROGRAM = textwrap.dedent(r'''
    import regex

    CAPFIRST = regex.compile(r"^[-.]*?([\p{Letter}])")
    MAC = regex.compile(r"^([Mm]c|MC)(\w.+)")

    def word(s: str):
        if MAC.match(s):
            return "mac"
        m = CAPFIRST.search(s)
        if m is None:
            return "none"
        return "upper" if m.group(1).isupper() else "other"
''')


def test_a_letter_property_class_stays_symbolic(tmp_path: Path) -> None:
    pytest.importorskip("regex")
    result = explore_source(tmp_path, "mrab_classes.py", PROGRAM, "word", max_paths=12)
    assert {("return", "mac"), ("return", "none"), ("return", "upper"),
            ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "not modelled"), result.summary.notes
