"""``re.VERBOSE`` rewritten away (strsat.python.re_verbose), checked against CPython."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python.re_verbose import strip_verbose, unverbose

#: pieces of verbose patterns: whitespace, comments, classes (with ``]``, ``#`` and
#: spaces inside), escapes (of a space, of ``#``), groups, quantifiers
PIECES = ["a", "b", " ", "\n", "\t", "# c d\n", "#", "[ #]", "[]a]", "[^ ]", "\\ ", "\\#",
          "(", ")", "(?P<g>", "(?:", "|", "*", "+", "?", "{1,2}", "\\d", "-", "."]
SUBJECTS = st.text(alphabet="ab #]-\n1", max_size=6)


@settings(derandomize=True, max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=8), st.lists(SUBJECTS, max_size=8))
def test_unverbose_matches_as_cpython(pieces: list[str], subjects: list[str]) -> None:
    pattern = "".join(pieces)
    try:
        compiled = re.compile(pattern, re.VERBOSE)
    except re.error:
        return
    plain, flags = unverbose(pattern, re.VERBOSE)
    if flags & re.VERBOSE:
        assert plain == pattern  # not shown equal: left as it was
        return
    other = re.compile(plain, flags)
    assert other.groupindex == compiled.groupindex
    for s in subjects:
        m, n = compiled.fullmatch(s), other.fullmatch(s)
        assert (m is None) == (n is None), (pattern, plain, s)
        if m is not None and n is not None:
            assert m.groups() == n.groups()
        m, n = compiled.search(s), other.search(s)
        assert (None if m is None else (m.span(), m.groups())) == \
            (None if n is None else (n.span(), n.groups()))


def test_a_verbose_pattern_loses_its_whitespace_comments_and_flag() -> None:
    pattern = r"""
        (?P<major> 0 | [1-9]\d* )   # no leading zero
        \.  [ #]                    # a class keeps its space and its '#'
        \ x                         # an escaped space is a space
    """
    plain, flags = unverbose(pattern, re.VERBOSE | re.ASCII)
    assert plain == r"(?P<major>0|[1-9]\d*)\.[ #]\ x"
    assert flags == re.ASCII
    assert re.fullmatch(plain, "10.  x", flags) and re.fullmatch(pattern, "10.  x", re.X)


def test_an_unproven_rewrite_keeps_the_flag() -> None:
    # '( ?:a)' is an error in CPython's verbose mode; stripped it would be a valid group
    assert strip_verbose("( ?:a)") == "(?:a)"
    assert unverbose("(?x)a b", 0) == ("(?x)a b", 0)  # no flag argument: not rewritten
    assert unverbose("a b", 0) == ("a b", 0)
