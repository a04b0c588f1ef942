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


#: bodies of several widths whose first match is their committed form (sre_commit):
#: runs that end the body or are followed by other characters, options, optional parts
LARGER = st.sampled_from([r"\.\d+", r"\d+!", r"[._-]?a\d*", r"(?:ab|a)", r"a\d*",
                          r"x[ab]+", r"(?:a|1)b?", r"[._-]?(?:ab|a|b)[._-]?\d*", r"a+b",
                          r"(?:\d+!)?\d"])
COMMITTED = st.one_of(
    st.builds(lambda b, q: f"(?:{b}){q}+", LARGER, st.sampled_from(["*", "+", "?", "{0,2}"])),
    st.builds(lambda b: f"(?>{b})", LARGER),
    st.builds(lambda a, b: f"(?>{a}|{b})", LARGER, LARGER))
LARGER_PATTERN = st.builds(lambda pre, piece, rest: pre + piece + rest,
                           st.sampled_from(["", "a", "\\d*"]), COMMITTED,
                           st.sampled_from(["", "a", "b", "\\.", "[ab1.]*", "1", "!", "$",
                                            "\\d", "(?:\\.\\d+)?"]))


@SETTINGS
@given(pattern=LARGER_PATTERN, subject=st.text(alphabet="ab1.!x_", max_size=9),
       pos=st.integers(0, 2), mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_committed_bodies_agree_with_cpython(pattern: str, subject: str, pos: int,
                                             mode: str) -> None:
    """Possessive repeats and atomic groups of larger bodies (packaging's version
    pattern: ``(?:\\.[0-9]+)*+``, ``(?:[0-9]+!)?+``, an optional pre-release part)."""
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


def test_packagings_version_pattern_agrees_with_cpython() -> None:
    pattern = r"""v?+(?:(?P<epoch>[0-9]+)!)?+(?P<release>[0-9]+(?:\.[0-9]+)*+)
        (?P<pre>[._-]?+(?P<pre_l>alpha|a|beta|b|preview|pre|c|rc)[._-]?+(?P<pre_n>[0-9]+)?)?+
        (?P<post>(?:-(?P<post_n1>[0-9]+))|(?:[._-]?(?P<post_l>post|rev|r)[._-]?(?P<post_n2>[0-9]+)?))?+
        (?P<dev>[._-]?+(?P<dev_l>dev)[._-]?+(?P<dev_n>[0-9]+)?)?+"""
    pattern = pattern.replace("\n", "").replace(" ", "")
    for subject in ["1", "1.0", "v1.2.3", "1!2.0", "1.0a1", "1.0.a", "1.0-1", "1.0.post",
                    "1.0rev2.dev3", "1.0b2post1dev", "1..0", "1.0alph", "1.0-", "2.0rc1.dev0",
                    "1.0_pre_3", "1.0.r", "v", "1.0preview2"]:
        for mode in ("match", "fullmatch", "search"):
            agrees(pattern, subject, 0, mode)


@pytest.mark.parametrize("pattern", ["(?>a*ab)c", "(?:a|ab){2}+c", "(?:xy?)*+y",
                                     "(?>[ab]*b)c"])
def test_outside_the_model_they_are_named(pattern: str) -> None:
    """A piece the group may backtrack into (a run its own body gives back, two
    mandatory iterations of a choice, a committed run before the body's end, options of
    several widths): refused with the construct's name, never a guess."""
    with pytest.raises(UnsupportedError, match="atomic|possessive"):
        membership(parse(pattern, 0), "fullmatch", contexts_of(parse(pattern, 0).root).after(""))


@SETTINGS
@given(body=LARGER, subject=st.text(alphabet="ab1.!x_", max_size=8))
def test_the_texts_starting_with_a_match_keep_their_meaning(body: str, subject: str) -> None:
    """``then_anything(r)`` (a guard's smaller form of ``r·Σ*``) holds the same texts."""
    from strsat.regex import ast as R
    from strsat.regex.sre_language import plain_regex, term_of
    from strsat.terms import mk
    from strsat.terms import string as lit
    from strsat.terms.evaluate import Evaluator

    r = plain_regex(parse(body, 0).root)
    small, plain = R.then_anything(r), R.concat(r, R.ALL)
    holds = [bool(Evaluator({}).holds(mk("str.in_re", lit(subject), term_of(x))))
             for x in (small, plain)]
    assert holds[0] == holds[1], (body, subject)


#: fnmatch's translation of ``*X*``: ``(?>.*?X)`` then what follows (Python 3.11)
LAZY_HEADS = st.builds(lambda c, x: f"(?>{c}*?{x})", st.sampled_from([".", "[ab]", "[^1]", "a"]),
                       st.sampled_from(["a", "ab", "a1", "[ab]b", r"\d", "ba.", "aa"]))
LAZY_PATTERN = st.builds(lambda pre, head, rest: pre + head + rest,
                         st.sampled_from(["", "a", "(?s:"]), LAZY_HEADS,
                         st.sampled_from(["", ".*", "a", ".*b", "(?>.*?b).*", "b$", "[ab]*1"]))


@SETTINGS
@given(pattern=LAZY_PATTERN, subject=st.text(alphabet="ab1", max_size=9),
       pos=st.integers(0, 2), mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_first_lazy_matches_agree_with_cpython(pattern: str, subject: str, pos: int,
                                               mode: str) -> None:
    """``(?>C*?X)``: the shortest prefix ending in a match of ``X`` is kept (fnmatch's
    ``*a*b*``: ``(?s:(?>.*?a)(?>.*?b).*)\\Z``)."""
    if pattern.startswith("(?s:"):
        pattern += r")\Z"
    try:
        agrees(pattern, subject, pos, mode)
    except UnsupportedError:
        assume(False)


@pytest.mark.parametrize("glob", ["*a*", "a*b*c", "*ab*b", "*[0-9]?x*y", "*.tar.*", "*a*a*"])
def test_fnmatch_translations_agree_with_cpython(glob: str) -> None:
    import fnmatch
    import itertools

    pattern = fnmatch.translate(glob)
    for n in range(6):
        for letters in itertools.product("ab0x.", repeat=n):
            agrees(pattern, "".join(letters), 0, "match")
