"""Lookarounds of one character class that look only at the text their repetition's
iteration consumes (botocore's host label ``((?!-)[A-Z\\d-]{1,63}(?<!-)\\.)*``): the
iteration's language is exact on its own (``sre_language.local_body``), so such a
repetition, bounded or not, is modelled; for random patterns and subjects, the rest of the
subject after a position lies in the language exactly when CPython matches there."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees

from strsat.errors import UnsupportedError
from strsat.regex.sre_language import local_body
from strsat.regex.sre_tree import parse

SETTINGS = settings(derandomize=True, max_examples=300, deadline=None,
                    suppress_health_check=list(HealthCheck))

LOOK = st.sampled_from(["(?!-)", "(?=a)", "(?!a)", "(?=[ab])", ""])
BEHIND = st.sampled_from(["(?<!-)", "(?<=b)", "(?<!a)", ""])
CLASS = st.sampled_from(["[ab-]", "[a-]", "a", "[ab]"])
COUNT = st.sampled_from(["{1,3}", "+", "{2}", "{1,12}"])
BODY = st.builds(lambda la, c, n, lb, sep: f"{la}{c}{n}{lb}{sep}", LOOK, CLASS, COUNT, BEHIND,
                 st.sampled_from(["", r"\.", "-"]))
PATTERN = st.builds(lambda pre, body, q, post: f"{pre}(?:{body}){q}{post}",
                    st.sampled_from(["", "^", "a"]), BODY, st.sampled_from(["*", "+", "{0,3}"]),
                    st.sampled_from(["", "$", "b", "(?<!-)$"]))
SUBJECT = st.text(alphabet="ab-.", max_size=9)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_local_lookarounds_in_repetitions_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


def test_the_host_label_is_modelled() -> None:
    label = r"^((?!-)[A-Z\d-]{1,63}(?<!-)\.)*((?!-)[A-Z\d-]{1,63}(?<!-))$"
    for subject in ("a-b.c", "-a.b", "a-.b", "a.b-", "ab", "a..b", "", "x" * 64, "x" * 63):
        agrees(label, subject, 0, "match")
        agrees(label.replace("[A-Z", "[a-z"), subject, 0, "fullmatch")


def test_lookarounds_that_see_past_the_iteration_are_not_local() -> None:
    """``(?:a(?!b))*``: the lookahead sees the next iteration's (or the rest's) text."""
    for pattern in ("(?:a(?!b))*", "(?:(?<!a)b)*", "(?:(?=a))*", "(?:(?!ab)[ab])*"):
        assert local_body(parse(pattern, 0).root[4]) is None, pattern
    assert local_body(parse("(?:(?!-)[a-]{1,3}(?<!-))*", 0).root[4]) is not None
