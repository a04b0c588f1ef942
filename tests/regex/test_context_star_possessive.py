"""A possessive repeat or an atomic group inside a repetition that reads around its
iterations (``strsat.regex.sre_context_star``): its end tests whether one more iteration
of its body matches, a test of the text after the iteration.  One character wide, the
body's classes join the tests; wider (``(?:ab)*+``, ``(?>ab|a)``), the repetition is not
taken.  Before, both were taken with the one-character stand-in for what follows, and
``(?:\\bxa*+)*ab`` matched ``xab`` (CPython does not)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees
from test_far_lookahead import agrees_on_short_subjects

from strsat.errors import UnsupportedError

SETTINGS = settings(derandomize=True, max_examples=200, deadline=None,
                    suppress_health_check=list(HealthCheck))

COMMITTED = st.sampled_from(["a*+", "a++", "(?:ab)*+", "(?>ab|a)", "(?:ab)?+", "[ab]++",
                             "(?:a|b)++", "b?+", "(?>a*)"])
PATTERN = st.builds(lambda look, piece, q, post: f"(?:{look}x{piece}){q}{post}",
                    st.sampled_from(["\\b", "(?=x)", "(?<!a)", "(?<=[ab])"]), COMMITTED,
                    st.sampled_from(["*", "+", "*?"]),
                    st.sampled_from(["", "ab", "b", "$", "a?b$", "\\b"]))


@SETTINGS
@given(pattern=PATTERN, subject=st.text(alphabet="xab", max_size=8), pos=st.integers(0, 2),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_committed_pieces_in_repetitions_read_around_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


#: each was given a wrong language before
WRONG_BEFORE = ["(?:\\bxa*+)*ab", "(?:(?=x)xa++)*ab", "(?:\\bx[ab]*+)*b"]


@pytest.mark.parametrize("pattern", WRONG_BEFORE)
def test_formerly_wrong_patterns_agree_on_every_short_subject(pattern: str) -> None:
    agrees_on_short_subjects(pattern, "xab", "xa", 6)


@pytest.mark.parametrize("pattern", ["(?:\\bx(?>ab|a))*b", "(?:(?=x)x(?:ab)*+)*ab$"])
def test_wider_committed_pieces_are_not_taken(pattern: str) -> None:
    with pytest.raises(UnsupportedError):
        agrees(pattern, "xab", 0, "match")
