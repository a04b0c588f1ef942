"""A repetition whose body ends in a lookahead of a fixed string that may read past the
next iteration (packaging's ``is_normalized_name``,
``[a-z0-9]|[a-z0-9]([a-z0-9-](?!--))*[a-z0-9]``): the language of the repetition and its
continuation solves regular equations over sets of prefix tests
(``strsat.regex.sre_string_look``).  For random patterns and subjects, the rest of the
subject after a position lies in the language exactly when CPython matches there."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees

from strsat.errors import UnsupportedError
from strsat.regex.sre_language import _plain
from strsat.regex.sre_string_look import string_pieces
from strsat.regex.sre_tree import parse

SETTINGS = settings(derandomize=True, max_examples=300, deadline=None,
                    suppress_health_check=list(HealthCheck))

LOOK = st.sampled_from(["(?!--)", "(?=ab)", "(?!ab)", "(?!a-|b)", "(?!aba)", "(?=-a)",
                        "(?!a)", "(?!a-a)"])
PIECE = st.builds(lambda c, n, look: f"{c}{n}{look}",
                  st.sampled_from(["a", "b", "[ab]", "-", "[a-]", "ab"]),
                  st.sampled_from(["", "+", "{2}"]), st.one_of(LOOK, st.just("")))
BODY = st.lists(PIECE, min_size=1, max_size=3).map("|".join)
PATTERN = st.builds(lambda pre, body, q, post: f"{pre}(?:{body}){q}{post}",
                    st.sampled_from(["", "^", "a", "-"]), BODY,
                    st.sampled_from(["*", "+", "*?"]),
                    st.sampled_from(["", "$", "b", "a", "-", "(?!a)", "[ab]$", "-a"]))
SUBJECT = st.text(alphabet="ab-.", max_size=9)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_string_lookaheads_in_repetitions_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


def test_packagings_normalized_name_is_modelled() -> None:
    pattern = r"[a-z0-9]|[a-z0-9]([a-z0-9-](?!--))*[a-z0-9]"
    for subject in ("a", "ab", "a-b", "a--b", "a-b-c", "-a", "a-", "a---b", "ab--", "a-b--c",
                    "A", "", "a.b", "a-bc-d"):
        for mode in ("match", "fullmatch", "search"):
            agrees(pattern, subject, 0, mode)


def test_other_bodies_are_not_taken() -> None:
    """A lookahead of classes only (sre_trailing_look's), of a repetition, a nullable
    piece, a positive lookahead of two strings."""
    for pattern in ("(?:a(?!b))*", "(?:a(?!b+c))*", "(?:a?(?!bc))*", "(?:a(?=bc|cd))*"):
        assert string_pieces(parse(pattern, 0).root[4], _plain) is None, pattern
    assert string_pieces(parse("(?:a(?!bc|d)|c)*", 0).root[4], _plain) is not None
