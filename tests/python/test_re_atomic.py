"""gaps20, class 4: atomic groups and possessive repeats through the layer's ``re``, against
CPython (the oracle runs every function and ``Match`` attribute: CPython, a concrete
execution, the terms alone, a path condition), and without a note where modelled: options
of one width each (``(?>ab|a)``, which sre factors into ``a(?:b|)``), repetitions of a
class or of a plain piece of one width (``(?:ab)*+``, ``(?>(?:a1)+)``, lazy inside an
atomic group), with groups inside and around."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from re_oracle import compiles, matching, modelled, no_notes
from semantics_oracle import PLAIN, SYM_STR, check

SETTINGS = settings(derandomize=True, max_examples=150, deadline=None,
                    suppress_health_check=list(HealthCheck))

ATOMS = st.sampled_from(["a", "b", "ab", "ba", "[ab]", r"\d", "a1", "(a)b", "(b)"])
BODIES = st.one_of(ATOMS, st.builds(lambda a, b: f"{a}|{b}", ATOMS, ATOMS))
PIECES = st.one_of(
    st.builds(lambda b: f"(?>{b})", BODIES),
    st.builds(lambda a, q, lazy: f"(?>(?:{a}){q}{'?' if lazy else ''})", ATOMS,
              st.sampled_from(["*", "+", "?", "{1,2}"]), st.booleans()),
    st.builds(lambda a, q: f"(?:{a}){q}+", ATOMS, st.sampled_from(["*", "+", "?", "{0,2}"])))
PATTERN = st.builds(lambda pre, piece, post: pre + piece + post,
                    st.sampled_from(["", "(a)?", "b"]), PIECES,
                    st.sampled_from(["", "(a)", "b?", "(1|a)", "$", "a*"]))
SUBJECT = st.text(alphabet="ab1", max_size=7)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, mode=st.sampled_from(["match", "fullmatch",
                                                                "search"]))
def test_atomic_and_possessive_matches_agree_with_cpython(pattern: str, subject: str,
                                                          mode: str) -> None:
    assume(compiles(pattern, 0))
    op = matching(mode, subject)
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, 0])
    assert modelled(pattern, 0), pattern
    no_notes(op, subject, pattern, 0)


@pytest.mark.parametrize(("pattern", "subject"), [
    ("x(?>ab|a)(c)", "xac"), ("x(?>ab|a)(c)", "xabc"), ("(?:ab)*+(a)?", "ababa"),
    ("(?>(a)b|(b))c", "abc"), ("(?>a*?)(a)", "aa"), ("(?:(a)1)++", "a1a1"),
])
def test_the_edges(pattern: str, subject: str) -> None:
    for mode in ("match", "fullmatch", "search"):
        op = matching(mode, subject)
        check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, 0])
        no_notes(op, subject, pattern, 0)
    assert re.compile(pattern)
