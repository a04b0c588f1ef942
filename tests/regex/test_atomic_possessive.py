"""gaps20, class 4: atomic groups and possessive repeats (Python 3.11), against CPython.

``(?>...)`` of options of one width each (the first option that matches here is kept),
of a repetition of a class or of a plain piece of one width (greedy: the longest run of
blocks, possessive; lazy: the fewest iterations), and ``X*+``/``X++``/``X{m,n}+`` of such
bodies: for random patterns and subjects, the rest of the subject after a position lies
in the language exactly when CPython's ``Pattern.<mode>(subject, pos)`` matches."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from sre_agreement import agrees

from strsat.errors import UnsupportedError
from strsat.regex.sre_language import contexts_of, membership
from strsat.regex.sre_tree import parse

SETTINGS = settings(derandomize=True, max_examples=300, deadline=None,
                    suppress_health_check=list(HealthCheck))

ATOMS = st.sampled_from(["a", "b", "ab", "ba", "[ab]", r"\d", "a1", "[ab]b", "."])
BODIES = st.one_of(ATOMS, st.builds(lambda a, b: f"{a}|{b}", ATOMS, ATOMS),
                   st.builds(lambda a, b, c: f"{a}|{b}|{c}", ATOMS, ATOMS, ATOMS))
QUANTIFIERS = st.sampled_from(["*", "+", "?", "{2}", "{1,3}", "{0,2}"])
ATOMIC = st.one_of(
    st.builds(lambda b: f"(?>{b})", BODIES),
    st.builds(lambda a, q, lazy: f"(?>(?:{a}){q}{'?' if lazy else ''})", ATOMS, QUANTIFIERS,
              st.booleans()),
    st.builds(lambda a, q: f"(?:{a}){q}+", ATOMS, QUANTIFIERS))
REST = st.sampled_from(["", "a", "b", "ab", "a*", "[ab]*", "b?", "1", "(?:ab|a)", "$"])
PATTERN = st.builds(lambda pre, piece, rest: pre + piece + rest,
                    st.sampled_from(["", "a", "b?"]), ATOMIC, REST)
SUBJECT = st.text(alphabet="ab1", max_size=8)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, pos=st.integers(0, 3),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_atomic_groups_and_possessive_repeats_agree_with_cpython(
        pattern: str, subject: str, pos: int, mode: str) -> None:
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


@pytest.mark.parametrize(("pattern", "subject"), [
    ("(?>ab|a)c", "abc"), ("(?>ab|a)c", "ac"), ("(?>a|ab)c", "abc"), ("(?>a*?)a", "a"),
    ("(?>a*?)a", "aa"), ("(?:ab)*+ab", "abab"), ("(?:ab)*+a", "aba"), ("(?:ab){1,2}+b", "ababb"),
    ("(?>(?:a1)+)a", "a1a1a"), ("(?>[ab]b|a)b", "abb"),
])
def test_the_edges(pattern: str, subject: str) -> None:
    for mode in ("match", "fullmatch", "search"):
        agrees(pattern, subject, 0, mode)


@pytest.mark.parametrize("pattern", ["(?>a+b|a)c", "(?:a|ab)*+c", "(?>(a|ab))c"])
def test_outside_the_model_they_are_named(pattern: str) -> None:
    """Options of several widths (a choice the atomic group may cut), bodies with
    choices of several widths: refused with the construct's name, never a guess."""
    with pytest.raises(UnsupportedError, match="atomic|possessive"):
        membership(parse(pattern, 0), "fullmatch", contexts_of(parse(pattern, 0).root).after(""))
