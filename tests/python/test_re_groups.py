"""Groups inside alternations, optional groups and repetitions (strsat.python.re_walk):
for every match, ``group``/``start``/``end``/``span``/``groups``/``groupdict`` of a
symbolic subject agree with CPython on the concrete value, and their terms evaluate (with
the reference evaluator) to CPython's values, on random subjects and on subjects built
from the pattern (oracle: ``semantics_oracle.check``)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re

SEMVER = (r"^(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
          r"(?:-(?P<prerelease>(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)"
          r"(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
          r"(?:\+(?P<build>[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$")
TZ = r"^([-+])?(\d\d?):?(\d\d)?$"
#: _pydecimal's format specifier (CPython 3.11.7)
FORMAT_SPEC = r"""\A
(?:
   (?P<fill>.)?
   (?P<align>[<>=^])
)?
(?P<sign>[-+ ])?
(?P<no_neg_0>z)?
(?P<alt>\#)?
(?P<zeropad>0)?
(?P<minimumwidth>(?!0)\d+)?
(?P<thousands_sep>,)?
(?:\.(?P<precision>0|(?!0)\d+))?
(?P<type>[eEfFgGn%])?
\Z
"""

#: (pattern, flags, the characters of random subjects)
PATTERNS = [
    (SEMVER, re.ASCII, "0129.-+aZ\n"),
    (TZ, 0, "+-:0129\n"),
    (r"(a|bc)(?:-(x+))?\Z", 0, "abcx-"),
    (r"([ab]+|c)\.(\d\d?)(\d)?", 0, "abc.12"),
    (r"(?P<k>\w+)(?:=(?P<v>[^;]*))?(;)?", 0, "ab=;1 "),
    (r"(a)?(a|b)", 0, "ab"),
    (r"(\d+)(?:\.(\d+))?(?:\.(\d+))?$", 0, "12.\n"),
    (r"(x?)(y)?z", 0, "xyz"),
    (r"(?:(a)|b)+(c)", 0, "abc"),
    (r"(a|b)*(c)?(d)", 0, "abcd"),
    (r"([^,]*)(,(.*))?", re.DOTALL, "ab,\n"),
    (r"(a+?)(b)?(c|dd)", 0, "abcd"),
    (r"(?i:(a))?(b|A)", 0, "aAbB"),
    (r"((a)|(b))(c)?", 0, "abc"),
    (r"(\w+)(?:@(\w+(?:\.\w+)*))?(?:/(.*))?", 0, "ab@./."),
    (r"(a)\d", 0, "a1"),  # fixed_layout: group 1 of a fullmatch is not the whole subject
    # the third survey's: _pydecimal's format spec (ten optional groups, one groupdict())
    # and lib2to3's string-literal escapes (a group of six alternatives)
    (FORMAT_SPEC, re.VERBOSE | re.DOTALL, "x<^0+ z#1,.9fn%"),
    (r"\\(\'|\"|\\|[abfnrtv]|x.{0,2}|[0-7]{1,3})", 0, "\\'ax1807n"),
]


def _subjects(pattern: str, flags: int, chars: str) -> st.SearchStrategy[str]:
    built = st.from_regex(re.compile(pattern, flags), fullmatch=True).filter(
        lambda t: all(ord(c) < 0x30000 for c in t))  # the SMT-LIB alphabet
    tails = st.text(alphabet=chars, max_size=2)
    return st.one_of(st.text(alphabet=chars, max_size=8), built,
                     st.tuples(built, tails).map("".join),
                     st.tuples(tails, built).map("".join))


def _extents(m):  # noqa: ANN001, ANN202
    """Everything a match object tells about where its groups are."""
    if m is None:
        return None
    n = (m.re.groups if isinstance(m, re.Match) else re.compile(m.re_pattern, m.flags).groups)
    out = [m.groups(), m.groups("-"), m.groupdict(), m.groupdict(0), m.span(), m.group()]
    for i in range(n, -1, -1):  # last group first: the walk runs on from any group
        out.append((m.group(i), m.start(i), m.end(i), m.span(i), m[i]))
    return tuple(out)


@pytest.mark.parametrize("mode", ["match", "fullmatch", "search"])
@pytest.mark.parametrize("case", range(len(PATTERNS)))
@settings(derandomize=True, max_examples=40, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_groups_agree_with_cpython(case: int, mode: str, data: st.DataObject) -> None:
    pattern, flags, chars = PATTERNS[case]
    subject = data.draw(_subjects(pattern, flags, chars))

    def op(s, p, f):  # noqa: ANN001, ANN202
        return _extents(getattr(sym_re, mode)(p, s, f))
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, flags])


def _notes(pattern: str, flags: int, mode: str, subject: str, group: int) -> list[str]:
    s = SymStr("s", subject)
    trace = Trace({s.term: subject})
    with trace:
        m = getattr(sym_re, mode)(pattern, s, flags)
        assert m is not None
        m.group(group)
    return list(trace.notes)


def test_the_two_patterns_are_modelled_without_pins() -> None:
    """semver's and http.cookiejar's time-zone patterns: every group is modelled."""
    for subject in ["1.2.3", "1.2.3-rc.1+b.5", "0.10.0+x"]:
        for g in range(6):
            assert _notes(SEMVER, re.ASCII, "match", subject, g) == []
    for subject in ["+0100", "-1", "123", "12:30", "1:23"]:
        for g in range(4):
            assert _notes(TZ, 0, "search", subject, g) == []


def test_optional_part_is_a_decision() -> None:
    """``(\\d\\d)?`` present or absent is one decision of the path, which a flip turns."""
    s = SymStr("s", "+01")
    trace = Trace({s.term: "+01"})
    with trace:
        m = sym_re.search(TZ, s)
        assert m is not None and m.group(3) is None
    # ([-+])?, \d? inside group 2 and (\d\d)?; ":?" is a run (":" cannot start what follows)
    assert sum(d.what.startswith("Match.group: optional part")
               for d in trace.decisions) == 3
    # each labelled by its group (the explorer's loop bound counts a label's decisions)
    assert len({d.what for d in trace.decisions
                if d.what.startswith("Match.group: optional part")}) == 3


def test_groups_in_repetitions_and_after_anchors_are_modelled() -> None:
    """A group inside a repetition keeps its last iteration; anchors do not stop the
    walk; a backreference to a group of a few strings is modelled, and so is one to a
    group inside a repetition (step by step, :mod:`strsat.python.re_backtrack`), unless
    it compares case-insensitively: that runs on the concrete match (a note)."""
    assert _notes(r"(?:(a)|b)+(c)", 0, "match", "abc", 1) == []
    assert _notes(r"(a)\b(b)?", 0, "match", "a", 2) == []
    assert _notes(r"(a|bc)\1", 0, "match", "bcbc", 1) == []
    assert _notes(r"(?:(a)|b)+\1", 0, "match", "aa", 1) == []
    assert _notes(r"(?i)(?:(a)|b)+\1", 0, "match", "aA", 1) != []


#: random patterns: sequences of characters, classes, groups (capturing or not), optional
#: parts, alternations and repetitions, sometimes anchored
ATOMS = st.sampled_from(["a", "b", "1", "-", "[ab]", "[^a]", r"\d", ".", "a|b", r"\d\d?"])
QUANTIFIERS = st.sampled_from(["", "", "", "?", "?", "*", "+", "{2}", "??"])


def _group(inner: str, kind: str) -> str:
    return f"({inner})" if kind == "(" else f"(?:{inner})"


PARTS = st.recursive(ATOMS, lambda inner: st.one_of(
    st.builds(_group, st.lists(inner, min_size=1, max_size=3).map("".join),
              st.sampled_from(["(", "(", "(?:"])),
    st.builds(lambda a, b: f"(?:{a}|{b})", inner, inner),
    st.builds(lambda a, q: f"(?:{a}){q}", inner, QUANTIFIERS)), max_leaves=6)


@settings(derandomize=True, max_examples=400, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(parts=st.lists(PARTS, min_size=1, max_size=4), data=st.data(),
       mode=st.sampled_from(["match", "fullmatch", "search"]),
       ends=st.tuples(st.sampled_from(["", "^"]), st.sampled_from(["", "", "$", r"\Z"])))
def test_random_patterns_agree_with_cpython(parts: list[str], data: st.DataObject,
                                            mode: str, ends: tuple[str, str]) -> None:
    pattern = ends[0] + "".join(parts) + ends[1]
    if not re.compile(pattern).groups:
        return
    subject = data.draw(_subjects(pattern, 0, "ab1-\n"))

    def op(s, p, f):  # noqa: ANN001, ANN202
        return _extents(getattr(sym_re, mode)(p, s, f))
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, 0])
