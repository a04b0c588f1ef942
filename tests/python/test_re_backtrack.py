"""Backreferences to groups of infinitely many strings, followed step by step
(:mod:`strsat.python.re_backtrack`), against CPython: every function and ``Match``
attribute through the oracle (a concrete execution whose decisions and terms evaluate
to what happened, the terms alone, a path condition), and nothing made concrete."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from re_oracle import compiles, looping, matching, no_notes
from semantics_oracle import PLAIN, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re

SETTINGS = settings(derandomize=True, max_examples=150, deadline=None,
                    suppress_health_check=list(HealthCheck))

GROUPS = st.sampled_from([r"(\w+)", r"(a*)", r"(.+?)", r"([ab]+)", r"(\w)", r"(a|b+)",
                          r"((a)b*)", r"(?P<q>['a])", r"(\d*?)", r"(?:(a)|b)+"])
FILLER = st.sampled_from(["", "", " ", "-", ".*", r"\W+", "b?", "(?=a)", r"\b", "x*?"])
REFERENCE = st.sampled_from([r"\1", r"\1+", r"(?:\1)?", r"\1*?", r"(?P=q)", r"\2", r"\1\1",
                             r"(?!\1)", r"(?=\1)", r"\1{2}", r"(?>\1)"])
TAIL = st.sampled_from(["", "", "$", r"\b", "a", r"\Z"])
PATTERN = st.builds(lambda g, f, r, t: g + f + r + t, GROUPS, FILLER, REFERENCE, TAIL)
SUBJECT = st.text(alphabet="ab1 -'x", max_size=8)
MODES = st.sampled_from(["match", "fullmatch", "search"])


@SETTINGS
@given(pattern=PATTERN, flags=st.sampled_from([0, re.M, re.S, re.A]), subject=SUBJECT,
       mode=MODES)
def test_backreferences_agree_with_cpython(pattern: str, flags: int, subject: str,
                                           mode: str) -> None:
    assume(compiles(pattern, flags))
    op = matching(mode, subject)
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, flags])
    no_notes(op, subject, pattern, flags)


@SETTINGS
@given(pattern=PATTERN, subject=SUBJECT, n=st.integers(0, 2),
       what=st.sampled_from(["split", "findall", "finditer", "sub", "subn", "subfn"]))
def test_loops_over_backreferences_agree_with_cpython(pattern: str, subject: str, n: int,
                                                      what: str) -> None:
    assume(compiles(pattern, 0))
    op = looping(what, pattern, 0, subject)
    check(op, [SYM_STR, PLAIN, PLAIN, PLAIN], [subject, pattern, 0, n])


@SETTINGS
@given(pattern=st.sampled_from([r"(?<=\ba)b", r"(?:a(?=b*c))+", r"(?>[ab]*b)c",
                                r"(?:(?<=a)b|c)+", r"(?>a|ab)c", r"(a)?(?(1)a|b)"]),
       subject=st.text(alphabet="abc ", max_size=8), mode=MODES)
def test_other_constructs_the_languages_refuse_are_followed(pattern: str, subject: str,
                                                            mode: str) -> None:
    # a lookbehind holding an anchor, a lookahead in an unbounded repetition, an atomic
    # group it backtracks into, a conditional
    op = matching(mode, subject)
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, 0])
    no_notes(op, subject, pattern, 0)


def test_each_test_is_named_by_the_node_that_makes_it() -> None:
    # the repetition's tests share one label (the explorer's loop bound cuts them), the
    # characters of the tag and the reference have labels of their own; the positions are
    # constants, so another subject of the same shape makes the same decisions
    labels = []
    for text in ("<ab>x</ab>", "<cd>y</cd>"):
        s = SymStr("s", text)
        with Trace({s.term: text}) as trace:
            m = sym_re.match(r"<(\w+)>.*</\1>", s)
            assert m is not None and m.group(1).value == text[1:3]
        labels.append([(d.what, str(d.condition)) for d in trace.decisions])
        assert trace.notes == []
    assert labels[0] == labels[1]
    names = {w for w, _ in labels[0]}
    assert len(names) >= 5, names


def test_past_the_bounds_the_match_runs_concretely_with_a_note() -> None:
    for pattern, text, word in [(r"(?i)(\w+) \1", "ab AB", "case-insensitively"),
                                (r"(\w+) \1", "a " * 70, "longer than")]:
        s = SymStr("s", text)
        with Trace({s.term: text}) as trace:
            got = sym_re.search(pattern, s)
        real = re.search(pattern, text)
        assert (got is None) == (real is None)
        assert trace.notes and word in trace.notes[0], trace.notes
