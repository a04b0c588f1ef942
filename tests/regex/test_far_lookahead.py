"""A repetition whose iterations start with lookaheads that read past the next
character (``strsat.regex.sre_far_look``): doctest's ``(?:(?![ ]*$)(?![ ]*>>>).+$\\n?)*``
under ``MULTILINE``, tempered dots ``(?:(?!ab).)*``.  Taken when the lookahead's verdict is
fixed by the iteration and the character after it; for random patterns and subjects,
the rest of the subject after a position lies in the language exactly when CPython
matches there."""

from __future__ import annotations

import doctest
import itertools

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees

from strsat.errors import UnsupportedError
from strsat.regex.sre_language import membership
from strsat.regex.sre_tree import parse

SETTINGS = settings(derandomize=True, max_examples=200, deadline=None,
                    suppress_health_check=list(HealthCheck))

LOOKED = st.sampled_from(["ab", "a-b", "a-", "-*$", "b*a", "a?b", "(?:ab|-)", "[ab]-", "-*b-",
                          "$"])
GUARD = st.builds(lambda neg, x: ("(?!" if neg else "(?=") + x + ")", st.booleans(), LOOKED)
CONSUMED = st.sampled_from([".", "[ab]", "[^-]+", "[^\\n]+$\\n?", "a-?", ".(?!-)", "[ab-]\\n?",
                            "-$"])
BODY = st.builds(lambda guards, c: "".join(guards) + c,
                 st.lists(GUARD, min_size=1, max_size=2), CONSUMED)
PATTERN = st.builds(lambda flag, pre, bodies, q, post:
                    f"{flag}{pre}(?:{'|'.join(bodies)}){q}{post}",
                    st.sampled_from(["", "(?m)", "(?s)"]), st.sampled_from(["", "^", "a", "\\n?"]),
                    st.lists(BODY, min_size=1, max_size=2), st.sampled_from(["*", "+", "*?"]),
                    st.sampled_from(["", "$", "b", "-", "\\Z", "(?=a)"]))
SUBJECT = st.text(alphabet="ab-\n", max_size=8)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_leading_lookaheads_reading_further_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


#: each is taken (its lookaheads are decided by an iteration and the next character)
CHOSEN = ["(?:(?!ab).)*$", "(?:(?!a-)[ab-])+b", "(?m)(?:(?!-*$).+$\\n?)*", "(?:(?=a-).-?)*$",
          "(?m)(?:(?![ ]*$)(?![ ]*>>>).+$\\n?)*b", "(?s)(?:(?!-\\n).)*?-"]


def agrees_on_short_subjects(pattern: str, wide: str, narrow: str, n: int) -> None:
    """Every subject of up to ``n - 1`` characters of ``wide`` and of ``n`` of ``narrow``,
    from its first three positions, in each mode."""
    for size in range(n + 1):
        letters = narrow if size == n else wide
        for chars in itertools.product(letters, repeat=size):
            subject = "".join(chars)
            for pos in range(min(size, 2) + 1):
                for mode in ("match", "fullmatch", "search"):
                    agrees(pattern, subject, pos, mode)


@pytest.mark.parametrize("pattern", CHOSEN)
def test_chosen_patterns_agree_on_every_short_subject(pattern: str) -> None:
    agrees_on_short_subjects(pattern, "ab- \n>", "a-\n", 5)


LONG = st.sampled_from(["ab-", "-a-b", "a-*b", "(?:ab|--)", "a(?=-b)", "a$", "[ab]{3}", "-\\Z"])
LONG_GUARD = st.builds(lambda neg, x: ("(?!" if neg else "(?=") + x + ")", st.booleans(), LONG)
LONG_BODY = st.builds(lambda guards, c: "".join(guards) + c,
                      st.lists(LONG_GUARD, min_size=1, max_size=2),
                      st.sampled_from([".", "[ab]", "a-?", "[^-]b", "(?:a|-b)"]))
LONG_PATTERN = st.builds(lambda flag, pre, body, q, post: f"{flag}{pre}(?:{body}){q}{post}",
                         st.sampled_from(["", "(?m)", "(?s)"]), st.sampled_from(["", "a", "-?"]),
                         LONG_BODY, st.sampled_from(["*", "+", "*?", "+?"]),
                         st.sampled_from(["", "$", "b", "-b", "\\Z", "(?=a)", "a*-"]))


@SETTINGS
@given(pattern=LONG_PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_lookaheads_of_any_reach_then_a_plain_body_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    """``strsat.regex.sre_far_star``: the lookaheads read past the next character."""
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


#: tempered dots and their kin whose lookaheads read further (sre_far_star), with the
#: letters of their subjects
FAR = [("(?:(?!abc).)*$", "abc-"), ("(?s)<!--(?:(?!<!--|-->).)*-->", "<!->"),
       ("(?:(?!a-b)(?=[ab]).)+-", "ab-"), ("(?:(?!ab-).)*?-", "ab-"),
       ("a(?:(?=a.-)..)*b", "ab-")]


@pytest.mark.parametrize(("pattern", "letters"), FAR)
def test_far_reaching_lookaheads_agree_on_every_short_subject(pattern: str, letters: str
                                                              ) -> None:
    agrees_on_short_subjects(pattern, letters, letters[:2], 6)


def test_a_lookahead_that_reads_the_text_before_stays_unsupported() -> None:
    """``(?:(?!\\babc).)*``: the guard's language depends on the character before each
    iteration, which neither construction reads."""
    with pytest.raises(UnsupportedError):
        membership(parse("(?:(?!\\babc).)*$", 0), "match")


def test_doctests_example_pattern_is_modelled() -> None:
    """``DocTestParser._EXAMPLE_RE`` (``MULTILINE``, ``VERBOSE``) on chosen docstrings."""
    regex = doctest.DocTestParser._EXAMPLE_RE
    pattern = f"(?mx){regex.pattern}"
    for subject in (">>> 1\n1\n", "  >>> x\n  ... y\n  2\n\n", ">>> a\n   \nb\n",
                    "x\n>>> f()\nout\n>>> g()\n", ">>> 1\n>>>\n", ">>> 1\n>>>2\n  >>> \n",
                    ">>> 1\n  out\n x\n"):
        for pos in range(3):
            for mode in ("match", "search"):
                agrees(pattern, subject, pos, mode)
