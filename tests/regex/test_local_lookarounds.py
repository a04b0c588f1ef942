"""Lookarounds of one character class that look only at the text their repetition's
iteration consumes (botocore's host label ``((?!-)[A-Z\\d-]{1,63}(?<!-)\\.)*``): the
iteration's language is exact on its own (``sre_language.local_body``), so such a
repetition, bounded or not, is modelled; for random patterns and subjects, the rest of the
subject after a position lies in the language exactly when CPython matches there."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from strsat.errors import UnsupportedError
from strsat.regex.sre_language import contexts_of, local_body, membership, term_of
from strsat.regex.sre_tree import parse
from strsat.terms import mk
from strsat.terms import string as lit
from strsat.terms.evaluate import Evaluator

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


def _holds(formula: object) -> bool:
    return bool(Evaluator({}).holds(formula))


def _agrees(pattern: str, subject: str, pos: int, mode: str) -> None:
    tree = parse(pattern, 0)
    pos = min(pos, len(subject))
    ctx = contexts_of(tree.root).after(subject[:pos])
    language = membership(tree, mode, ctx)
    want = getattr(re.compile(pattern), mode)(subject, pos) is not None
    got = _holds(mk("str.in_re", lit(subject[pos:]), term_of(language)))
    assert got == want, (pattern, subject, pos, mode)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_local_lookarounds_in_repetitions_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        _agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


def test_the_host_label_is_modelled() -> None:
    label = r"^((?!-)[A-Z\d-]{1,63}(?<!-)\.)*((?!-)[A-Z\d-]{1,63}(?<!-))$"
    for subject in ("a-b.c", "-a.b", "a-.b", "a.b-", "ab", "a..b", "", "x" * 64, "x" * 63):
        _agrees(label, subject, 0, "match")
        _agrees(label.replace("[A-Z", "[a-z"), subject, 0, "fullmatch")


def test_lookarounds_that_see_past_the_iteration_are_not_local() -> None:
    """``(?:a(?!b))*``: the lookahead sees the next iteration's (or the rest's) text."""
    for pattern in ("(?:a(?!b))*", "(?:(?<!a)b)*", "(?:(?=a))*", "(?:(?!ab)[ab])*"):
        assert local_body(parse(pattern, 0).root[4]) is None, pattern
    assert local_body(parse("(?:(?!-)[a-]{1,3}(?<!-))*", 0).root[4]) is not None
