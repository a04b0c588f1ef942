"""Lookaheads inside unbounded repetitions through the layer's ``re`` (brief "regex29"),
against CPython (the oracle runs every function and ``Match`` attribute: CPython, a
concrete execution, the terms alone, a path condition) and without a note: tempered dots
``(?:(?!X).)*`` of any reach (``sre_far_star``) and line loops whose leading lookaheads
each line decides (``sre_far_look``, doctest's expected output), groups around and
inside."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from re_oracle import compiles, looping, matching, modelled, no_notes
from semantics_oracle import PLAIN, SYM_STR, check

SETTINGS = settings(derandomize=True, max_examples=100, deadline=None,
                    suppress_health_check=list(HealthCheck))

LOOPS = st.sampled_from([
    "(?:(?!ab-).)*", "(?:(?!a-|-b)[ab-])+", "((?!--)[ab-])*", "(?:(?=a)(?!ab-)(.))*?",
    "(?m)(?:(?! *$)(?! *>)(.+)$\\n?)*", "(?m)(?:(?!-*$).+$\\n?)+"])
PATTERN = st.builds(lambda pre, loop, post: pre + f"({loop})" + post,
                    st.sampled_from(["", "a", "(-)?"]), LOOPS,
                    st.sampled_from(["", "-", "(b)", "$", "b?-"]))
SUBJECT = st.text(alphabet="ab- >\n", max_size=8)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, mode=st.sampled_from(["match", "fullmatch",
                                                                "search"]))
def test_lookahead_loops_match_as_cpython(pattern: str, subject: str, mode: str) -> None:
    assume(compiles(pattern, 0))
    op = matching(mode, subject)
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, 0])
    assert modelled(pattern, 0), pattern
    no_notes(op, subject, pattern, 0)


@settings(derandomize=True, max_examples=40, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(pattern=PATTERN, subject=SUBJECT, what=st.sampled_from(["finditer", "sub", "split"]))
def test_lookahead_loops_in_loops_as_cpython(pattern: str, subject: str, what: str) -> None:
    assume(compiles(pattern, 0))
    op = looping(what, pattern, 0, subject)
    check(op, [SYM_STR, PLAIN, PLAIN, PLAIN], [subject, pattern, 0, 0])
