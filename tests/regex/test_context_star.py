"""A repetition whose body reads the text around each iteration: a lookbehind of one
class at its start (``html.parser``'s ``(?:(?<=['"\\s/])[^\\s/>]...)*``: the previous
iteration's last character, or the text before the repetition), lookaheads of one class
reading the character after it, inside nested repetitions too
(``strsat.regex.sre_context_star``); and a trailing lookahead whose continuation depends
on the context the repetition ends in (``sre_trailing_look.solve_in_contexts``).  For
random patterns and subjects, the rest of the subject after a position lies in the
language exactly when CPython matches there."""

from __future__ import annotations

import html.parser
import itertools

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees

from strsat.errors import UnsupportedError

SETTINGS = settings(derandomize=True, max_examples=400, deadline=None,
                    suppress_health_check=list(HealthCheck))

BEHIND = st.sampled_from(["(?<=a)", "(?<![ab])", "(?<=-)", "(?<=[a-])", ""])
AHEAD = st.sampled_from(["(?!a)", "(?=b)", "(?![ab])", ""])
ATOM = st.sampled_from(["a", "b", "[ab]", "-", "[^a]", "a+", "b*-", "(?:a|-b)", "(?:-|a(?!b))*a",
                        "\\b-"])
PIECE = st.builds(lambda behind, atoms, ahead: behind + "".join(atoms) + ahead, BEHIND,
                  st.lists(ATOM, min_size=1, max_size=2), AHEAD)
BODY = st.lists(PIECE, min_size=1, max_size=2).map("|".join)
PATTERN = st.builds(lambda pre, body, q, post: f"{pre}(?:{body}){q}{post}",
                    st.sampled_from(["", "^", "a", "-", "b?"]), BODY,
                    st.sampled_from(["*", "+", "*?"]),
                    st.sampled_from(["", "$", "b", "(?<=a)b", "(?<!-)", "\\b", "-?$"]))
SUBJECT = st.text(alphabet="ab-.", max_size=8)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_repetitions_read_around_their_iterations_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


#: each needs the context an iteration ends in: the next iteration's lookbehind reads it
CHOSEN = ["(?:a|(?<=a)b)*$", "(?:(?<=a)b|a)*", "(?:(?<![ab])-|a-?)+$", "(?:a(?!-)|(?<=a)-)*b",
          "(?:(?<=-)a|-(?=a))*$", "-(?:(?<=[a-])[ab]+(?:-(?!a))*)*$", "(?:-|a(?!b))*(?<=a)b",
          "(?:a(?!-)|b)*(?<!a)-", r"(?:\ba)+", r"-(?:\b[ab]\B[ab]?-)*\b"]


@pytest.mark.parametrize("pattern", CHOSEN)
def test_chosen_patterns_agree_on_every_short_subject(pattern: str) -> None:
    for n in range(5):
        for letters in itertools.product("ab-", repeat=n):
            for pos in range(min(n, 2) + 1):
                for mode in ("match", "fullmatch"):
                    agrees(pattern, "".join(letters), pos, mode)


def test_html_parsers_start_tag_pattern_is_modelled() -> None:
    """``locatestarttagend_tolerant`` on chosen tags, characters past U+2FFF0 (the
    markers' code points) among them."""
    pattern = html.parser.locatestarttagend_tolerant.pattern
    verbose = "(?x)" + pattern
    for subject in ("<a>", "<a b>", "<a b=c d='e' f=\"g\"/>", "<a/b>", "<a b = / c>",
                    "<a'b>", "<a b='>", "<a \U0002ffff=x>", "<a b=\U0002fffe\U0002ffff>",
                    "<a  b/=c>", "<a b=\"c\"d>", "<a\tb\n=\nc >"):
        for mode in ("match", "fullmatch"):
            agrees(verbose, subject, 0, mode)
