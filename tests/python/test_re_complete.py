"""The layer's ``re`` against CPython's (issue 38, item 5): random patterns of the modelled
fragment (anchors, ``\\b``, lookarounds, flags inline and scoped, lazy and possessive
repetitions, named groups, backreferences) on random subjects, through every function and
``Match`` attribute, each run by the oracle (``semantics_oracle.check``: CPython, a concrete
execution, the terms alone, a path condition), and without a note (nothing made
concrete) whenever the pattern is in the fragment the walk models."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from re_oracle import bounded, compiles, looping, matching, modelled, no_notes
from semantics_oracle import PLAIN, SYM_INT, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re

SETTINGS = settings(derandomize=True, max_examples=120, deadline=None,
                    suppress_health_check=list(HealthCheck))

ATOMS = st.sampled_from(["a", "b", "A", "1", " ", "-", "[ab]", "[^a]", r"\d", r"\w", r"\s",
                         ".", r"\n", "[a-b1]", r"\W", "k"])
ANCHORS = st.sampled_from(["^", "$", r"\A", r"\Z", r"\b", r"\B", "(?=a)", "(?!b)",
                           r"(?=\w\w)", "(?<=a)", r"(?<![ \n])", "(?=(a))", "(?<=ab)",
                           r"(?<!\w-)", "(?<=a|1)", r"(?<=k\d|\dk)", "(?<!(?:ab|ba)a)",
                           r"(?:(?<=a)|(?<=\w\d))", r"(?=a(?<=ba))", r"(?<=\w{3})",
                           "(?<=(a)b)", r"(?<=((\w)-))"])
QUANTIFIERS = st.sampled_from(["", "", "?", "*", "+", "{2}", "{1,2}", "??", "*?", "+?", "*+",
                               "?+"])
FLAGS = st.sampled_from([0, 0, re.I, re.M, re.S, re.M | re.S, re.A, re.I | re.M, re.X])
INLINE = st.sampled_from(["", "", "(?i)", "(?m)", "(?s)", "(?x)", "(?ms)"])


def _quantified(body: str, q: str) -> str:
    return f"(?:{body}){q}" if q else body


PIECE = st.recursive(ATOMS, lambda inner: st.one_of(
    st.builds(lambda p, n: f"({p})" if n == 0 else f"(?P<g{n}>{p})" if n < 3 else f"(?:{p})",
              st.lists(inner, min_size=1, max_size=3).map("".join), st.integers(0, 4)),
    st.builds(lambda a, b: f"(?:{a}|{b})", inner, inner),
    st.builds(lambda a, b: f"({a}|{b})", inner, inner),
    st.builds(lambda a: f"(?i:{a})", inner),
    st.builds(_quantified, inner, QUANTIFIERS)), max_leaves=5)

PATTERN = st.builds(lambda flag, parts, anchors, ref: flag + "".join(
    a + p for a, p in zip(anchors, parts, strict=False)) + (anchors[-1] if len(anchors) >
                                                               len(parts) else "") + ref,
    INLINE, st.lists(PIECE, min_size=1, max_size=3),
    st.lists(st.one_of(st.just(""), st.just(""), ANCHORS), min_size=1, max_size=4),
    st.sampled_from(["", "", "", r"\1", r"(?:\1)?"]))
SUBJECT = st.text(alphabet="abAk1 -\n", max_size=7)


@SETTINGS
@given(pattern=PATTERN, flags=FLAGS, subject=SUBJECT,
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_matching_agrees_with_cpython(pattern: str, flags: int, subject: str,
                                      mode: str) -> None:
    assume(compiles(pattern, flags))
    op = matching(mode, subject)
    check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, flags])
    if modelled(pattern, flags):
        no_notes(op, subject, pattern, flags)


@SETTINGS
@given(pattern=PATTERN, flags=FLAGS, subject=SUBJECT, pos=st.integers(-2, 9),
       endpos=st.one_of(st.none(), st.integers(-1, 9)),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_pos_and_endpos_agree_with_cpython(pattern: str, flags: int, subject: str, pos: int,
                                           endpos: int | None, mode: str) -> None:
    assume(compiles(pattern, flags))
    op = bounded(mode, subject)
    check(op, [SYM_STR, SYM_INT, PLAIN, PLAIN, PLAIN], [subject, pos, pattern, flags, endpos])
    if modelled(pattern, flags) and (endpos is None or pos <= endpos or mode != "match"):
        no_notes(op, subject, pos, pattern, flags, endpos)


@SETTINGS
@given(pattern=PATTERN, flags=FLAGS, subject=SUBJECT, limit=st.integers(-1, 3),
       what=st.sampled_from(["split", "findall", "finditer", "sub", "subn", "subfn"]))
def test_loops_agree_with_cpython(pattern: str, flags: int, subject: str, limit: int,
                                  what: str) -> None:
    assume(compiles(pattern, flags))
    op = looping(what, pattern, flags, subject)
    check(op, [SYM_STR, PLAIN, PLAIN, PLAIN], [subject, pattern, flags, limit])
    if modelled(pattern, flags):
        no_notes(op, subject, pattern, flags, limit)


@settings(derandomize=True, max_examples=60, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(subject=st.text(alphabet="a.*\\ (]-#\n", max_size=6))
def test_escape_agrees_with_cpython(subject: str) -> None:
    check(sym_re.escape, [SYM_STR], [subject])
    check(lambda s: sym_re.fullmatch(sym_re.escape(s), s + ""), [SYM_STR], [subject])


#: Calls that raise in CPython, as functions of the ``re`` module and the subject.
ERRORS = [
    lambda m, s: m.sub("(a)", r"\2", s), lambda m, s: m.sub("a", r"\g<x>", s),
    lambda m, s: m.sub("a", "\\", s), lambda m, s: m.match("(", s),
    lambda m, s: m.compile("a").match(s, 1.5), lambda m, s: m.match(b"a", s),
    lambda m, s: m.match("a", 5), lambda m, s: m.match(m.compile("a"), s, re.I),
    lambda m, s: m.search("(a)", s).group(2), lambda m, s: m.search("(a)", s).group("x"),
    lambda m, s: m.sub("a", lambda g: 5, s), lambda m, s: m.split("a", s, "1"),
    lambda m, s: m.compile("(?P<x>a)").search(s).expand(r"\g<y>"),
]


def test_errors_are_cpythons() -> None:
    for k, call in enumerate(ERRORS):
        try:
            call(re, "ab")
        except Exception as exc:  # noqa: BLE001 - compared below
            expected: type[BaseException] | None = type(exc)
        else:
            expected = None
        s = SymStr("s", "ab")
        with Trace({s.term: "ab"}):
            try:
                call(sym_re, s)
            except Exception as exc:  # noqa: BLE001
                got: type[BaseException] | None = type(exc)
            else:
                got = None
        assert expected is not None and got is expected, (k, got, expected)


def _decisions(op, subject: str) -> list[str]:  # noqa: ANN001
    s = SymStr("s", subject)
    trace = Trace({s.term: subject})
    with trace:
        op(s)
    assert trace.notes == [], trace.notes
    return [d.what for d in trace.decisions]


def test_runs_need_no_decision_of_their_own() -> None:
    """json.decoder's STRINGCHUNK (a lazy run up to a class) and NUMBER_RE (runs ended by
    what cannot continue them, optional parts by one character) at a position: one
    decision for the match, one per optional part, none per character; nor for runs
    that end at the last or first character of a class."""
    chunk = sym_re.compile(r'(.*?)(["\\\x00-\x1f])', re.VERBOSE | re.MULTILINE | re.DOTALL)
    got = _decisions(lambda s: chunk.match(s, 1).groups(), '"abc def" x')
    assert got == ["Pattern.match"]
    number = sym_re.compile(r"(-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?")
    got = _decisions(lambda s: number.match(s, 2).groups(), "[ 12345.25e10, 3]")
    assert got == ["Pattern.match", "Match.group: alternative 1 (in group 1)",
                   "Match.group: optional part (group 2)",
                   "Match.group: optional part (group 3)"], got
    # a greedy run before a character of its own class ends at the last one (configparser's
    # section header), a lazy one at the first
    for pattern, subject in [(r"\[(?P<header>.+)\]", "[a]b]\nc]"), (r"(.*):(.*)", "a:b:c"),
                             (r'"(.*?)"', '"ab"c"')]:
        got = _decisions(lambda s, p=pattern: sym_re.match(p, s).groups(), subject)
        assert got == ["re.match"], (pattern, got)


def test_compiled_patterns_are_cpythons() -> None:
    for pattern, flags in [("(?P<a>x)(y)", 0), ("(?x) a b", re.I), ("a", re.A | re.M)]:
        mine, real = sym_re.compile(pattern, flags), re.compile(pattern, flags)
        assert (mine.pattern, mine.flags, mine.groups, dict(mine.groupindex)) == \
            (real.pattern, real.flags, real.groups, dict(real.groupindex))
        assert mine == real and hash(mine) == hash(real)
        s = SymStr("s", "xy a b")
        with Trace({s.term: "xy a b"}):
            m = mine.search(s)
            assert (m.re is mine) if m is not None else real.search("xy a b") is None


def test_what_is_not_modelled_runs_concretely_with_a_note() -> None:
    """Every path of the layer that runs a pattern concretely says so, naming it."""
    cases = [
        (lambda s: sym_re.match(r"(?i)(\w)\1", s), "case-insensitively"),
        (lambda s: sym_re.match(r"(\w)\1", s * 50), "longer than"),
        (lambda s: sym_re.findall(r"(a)?(?(1)a|b)", s), "conditional"),
        (lambda s: sym_re.compile("").match(s, 3, 1), "pos after endpos"),
        (lambda s: sym_re.search("(?<=(a)|(b))b", s).group(1), "lookbehind"),
    ]
    for op, word in cases:
        s = SymStr("s", "aab")
        trace = Trace({s.term: "aab"})
        with trace:
            op(s)
        assert trace.notes and word in trace.notes[0], (word, trace.notes)


def test_the_groups_of_a_lookbehind_are_placed() -> None:
    """A group at a fixed place in a positive lookbehind is that many characters before
    the point: spans, texts and ``lastindex`` as CPython's, nothing made concrete."""
    for pattern, subject in [(r"(?<=(\d{4})-)\d\d", "x2024-05"), (r"(?<=(a)(b))c", "abc"),
                             (r"(?<=((a)b))c(d)?", "abcd"), (r"x(?<=(a|b)x)", "ax"),
                             (r"(?<=(a)b)c|(z)", "z abc"), (r"(?=.(?<=(\w)-))", "a-b")]:
        op = matching("search", subject)
        check(op, [SYM_STR, PLAIN, PLAIN], [subject, pattern, 0])
        no_notes(op, subject, pattern, 0)
