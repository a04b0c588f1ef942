"""A repetition whose body ends in a lookahead of one character class that tests the
character after the iteration (``html.parser``'s ``(?:\\s|/(?!>))*``, pycparser 3's
escapes ``\\\\(?:\\d+(?!\\d)|x[0-9a-f]+(?![0-9a-f]))`` inside ``(...)*``): the language of
the repetition and its continuation solves a small system of regular equations
(``strsat.regex.sre_trailing_look``).  For random patterns and subjects, the rest of the
subject after a position lies in the language exactly when CPython matches there."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees

from strsat.errors import UnsupportedError
from strsat.regex.sre_language import _plain
from strsat.regex.sre_trailing_look import pieces
from strsat.regex.sre_tree import parse

SETTINGS = settings(derandomize=True, max_examples=400, deadline=None,
                    suppress_health_check=list(HealthCheck))

LOOK = st.sampled_from(["(?!a)", "(?=a)", "(?!b)", "(?![ab])", "(?=[b-])", "(?!-)"])
PIECE = st.builds(lambda c, n, look: f"{c}{n}{look}", st.sampled_from(["a", "b", "[ab]", "-"]),
                  st.sampled_from(["", "+", "{2}"]), st.one_of(LOOK, st.just("")))
BODY = st.lists(PIECE, min_size=1, max_size=3).map("|".join)
PATTERN = st.builds(lambda pre, body, q, post: f"{pre}(?:{body}){q}{post}",
                    st.sampled_from(["", "^", "a", "-"]), BODY,
                    st.sampled_from(["*", "+", "*?"]),
                    st.sampled_from(["", "$", "b", "a", "-", "(?!a)", "[ab]$"]))
SUBJECT = st.text(alphabet="ab-.", max_size=9)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_trailing_lookaheads_in_repetitions_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


def test_the_library_patterns_are_modelled() -> None:
    attrs = r"<a(?:\s|/(?!>))*>"
    for subject in ("<a>", "<a />", "<a/>", "<a//>", "<a / >", "<a/ />", "<a x>"):
        agrees(attrs, subject, 0, "match")
    char = r"'(?:[^'\\\n]|\\(?:[a-wyz]|x(?![0-9a-f])|\d+(?!\d)|x[0-9a-f]+(?![0-9a-f])))*'"
    for subject in ("'a'", r"'\x'", r"'\x1f'", r"'\12'", r"'\1a'", "''", r"'\'", r"'\xg'"):
        agrees(char, subject, 0, "match")
        agrees(char, subject, 0, "fullmatch")


def test_other_bodies_are_not_taken() -> None:
    """A lookahead in the middle of a piece, one of two classes, a nullable piece."""
    for pattern in ("(?:a(?!b)c)*", "(?:a(?!bc))*", "(?:a?(?!b))*", "(?:(?!b))*"):
        assert pieces(parse(pattern, 0).root[4], _plain) is None, pattern
    assert pieces(parse("(?:a(?!b)|c)*", 0).root[4], _plain) is not None
