"""``regex``'s property classes and Unicode shorthands written out as the sets ``regex``
itself gives them (:mod:`strsat.python.re_mrab_classes`): titlecase's ``[\\p{Letter}]``
and ``(\\w.+)`` patterns ran concretely, with a note, in survey29."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, notes_naming, outcomes
from strsat.python.re_mrab import as_re
from strsat.python.re_mrab_classes import spelled_out

_PIECES = ["a", "B", "\\p{Letter}", "\\P{L}", "\\pN", "[\\p{Lu}x]", "[^\\w]", "[{}]", "[\\d-]",
           "\\w", "\\d", "\\s", "\\S", "\\W", "(?a)", "[\\w-x]", "[^]\\s]", "\\p{Nope}", "+",
           "*?", "(", ")", "|", "{2}", "\\b", "\\p{^L}", "[\\P{Lu}]", "\\B", "[[x]"]
_SUBJECTS = "aB1 _-x{}\u0301\u200c\u00a0\u2028\x1c\u0663\u00b2\u2160\u00aa\u0130\u01c5]['"
_FOLD_PIECES = ["a", "K", "s", "i", "\u00df", "\u03c3", "[a-z]", "[^k]", "\\p{Lu}", "\\w", ".",
                "(?:", "(?P<n>", "(?=", "(?!", ")", "|", "*", "+?", "{2}", "{", "^", "$",
                "\\A", "\\Z", "\\x4b", "\\.", "(?P=n)", "(?i)", "(?#c)", "\\b", "\\1", "[\\w-]",
                "\\B", "[[k]", "[[:alpha:]]"]
_FOLD_SUBJECTS = "aAkK\u212asS\u017fiI\u0130\u0131\u00df\u1e9e\u03c3\u03a3\u03c2.1[ \u0301"


def _finds_alike(regex: Any, text: str, flag: int, subject: str, pos: int,
                 mode: str) -> None:
    """Where :func:`as_re` takes ``regex.compile(text, flag)``, ``re``'s pattern (case
    sensitive) finds the same match (span, groups) on ``subject`` from ``pos``."""
    try:
        compiled = regex.compile(text, flag)
    except (regex.error, ValueError, OverflowError):
        return
    same = as_re(compiled.pattern, compiled.flags)
    if same is not None:
        assert same.flags & re.ASCII or not same.flags & re.IGNORECASE  # written out
        found = [getattr(p, mode)(subject, pos) for p in (compiled, same)]
        assert [m and (m.span(), m.groups()) for m in found] == \
            [found[0] and (found[0].span(), found[0].groups())] * 2, (compiled, subject)


@pytest.mark.parametrize("mode", ["match", "fullmatch", "search"])
@pytest.mark.parametrize("folding", [False, True])
def test_written_out_classes_agree_with_the_regex_package(mode: str, folding: bool) -> None:
    """Hypothesis: where :func:`as_re` takes a pattern with such a class, or a
    case-insensitive one (written out by :mod:`strsat.python.re_mrab_fold`: ``folding``),
    both packages find the same match (span and groups) on every subject and ``pos``."""
    regex = pytest.importorskip("regex")
    flags = [regex.I, regex.I | regex.M, regex.I | regex.S] if folding else \
        [0, regex.A, regex.I, regex.M | regex.S, regex.X, regex.V1]

    @settings(max_examples=250, deadline=None)
    @given(st.lists(st.sampled_from(_FOLD_PIECES if folding else _PIECES), min_size=1,
                    max_size=5), st.sampled_from(flags),
           st.text(_FOLD_SUBJECTS if folding else _SUBJECTS, max_size=6), st.integers(0, 2))
    def agree(pieces: list[str], flag: int, subject: str, pos: int) -> None:
        _finds_alike(regex, "".join(pieces), flag, subject, pos, mode)

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


def test_titlecase_s_case_insensitive_patterns_are_taken() -> None:
    regex = pytest.importorskip("regex")
    for pattern in (r"^(a|an|of|vs?\.?)$", r"^((m((rs?)|s))|Dr)$", r"\A[bcdfg]+\Z",
                    r"^([!\[.]*)(a|of)\b", r"\ba"):
        assert as_re(pattern, regex.compile(pattern, regex.I).flags) is not None, pattern
    for pattern in (r"(a)\1", r"(?i)a", r"(?#x)a", r"[[:alpha:]]"):
        assert as_re(pattern, regex.compile(pattern, regex.I).flags) is None, pattern


FOLD_PROGRAM = textwrap.dedent(r'''
    import regex

    SMALL = regex.compile(r"^(of|to|vs?\.?)$", regex.I)

    def small(s: str):
        m = SMALL.match(s)
        if m is None:
            return "word"
        return "lower" if m.group(1).islower() else "cased"
''')


BOUNDARY_PROGRAM = textwrap.dedent(r'''
    import regex

    LAST = regex.compile(r"\b(of|to)[.!]?$", regex.I)

    def last(s: str):
        m = LAST.search(s)
        if m is None:
            return "none"
        return "start" if m.start() == 0 else "later"
''')


@pytest.mark.parametrize(("program", "name", "wanted"), [
    (PROGRAM, "word", {"mac", "none", "upper", "other"}),
    (FOLD_PROGRAM, "small", {"word", "lower", "cased"}),
    (BOUNDARY_PROGRAM, "last", {"none", "start", "later"})],
    ids=["classes", "folding", "boundary"])
def test_such_patterns_stay_symbolic(tmp_path: Path, program: str, name: str,
                                     wanted: set[str]) -> None:
    pytest.importorskip("regex")
    result = explore_source(tmp_path, f"mrab_{name}.py", program, name, max_paths=12)
    assert {("return", w) for w in wanted} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "not modelled"), result.summary.notes
