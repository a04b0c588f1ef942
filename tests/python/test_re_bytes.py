"""``bytes`` patterns on symbolic ``bytes`` against CPython (issue 38, brief ``exbytes``):
random patterns of the modelled fragment, with bytes beyond ASCII in patterns and
subjects (where ``\\w``, ``\\s``, ``\\b`` and ``IGNORECASE`` are ASCII-only for bytes), through
every function, ``Match`` attribute and loop, each run by the oracle
(``semantics_oracle.check``: CPython, a concrete execution, the terms alone, a path
condition), with CPython's exceptions when types are mixed, and without a note wherever
the ``str`` reading is in the walk's fragment."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from re_oracle import bounded, compiles, looping, matching, modelled, no_notes
from semantics_oracle import PLAIN, SYM_BYTES, SYM_INT, check

from strsat.python import SymBytes, SymStr, Trace
from strsat.python import re as sym_re
from strsat.python.re_bytes import BytesMatch, BytesPattern

SETTINGS = settings(derandomize=True, max_examples=100, deadline=None,
                    suppress_health_check=list(HealthCheck))

ATOMS = st.sampled_from([b"a", b"A", b"1", b" ", b"[ab]", b"[^a]", rb"\d", rb"\w", rb"\s",
                         b".", rb"\xe9", rb"\xc9", rb"[\x80-\xff]", rb"\W", rb"\S", b"\xa0",
                         rb"\b", rb"\B", b"$", b"^"])
QUANTIFIERS = st.sampled_from([b"", b"", b"?", b"*", b"+", b"{1,2}", b"*?", b"+?"])
FLAGS = st.sampled_from([0, 0, re.I, re.M, re.S, re.A, re.I | re.M])
PIECE = st.recursive(ATOMS, lambda inner: st.one_of(
    st.builds(lambda p, n: b"(" + p + b")" if n == 0 else b"(?P<g%d>" % n + p + b")"
              if n < 3 else b"(?:" + p + b")",
              st.lists(inner, min_size=1, max_size=3).map(b"".join), st.integers(0, 4)),
    st.builds(lambda a, b: b"(" + a + b"|" + b + b")", inner, inner),
    st.builds(lambda a: b"(?i:" + a + b")", inner),
    st.builds(lambda a, q: b"(?:" + a + b")" + q if q else a, inner, QUANTIFIERS)),
    max_leaves=5)
PATTERN = st.lists(PIECE, min_size=1, max_size=3).map(b"".join)
#: bytes whose case or class differs between the ASCII and the latin-1 readings
SUBJECT = st.lists(st.sampled_from(b"aA1 \n\xe9\xc9\xa0\x85\xff_"), max_size=6).map(bytes)


@SETTINGS
@given(pattern=PATTERN, flags=FLAGS, subject=SUBJECT,
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_matching_agrees_with_cpython(pattern: bytes, flags: int, subject: bytes,
                                      mode: str) -> None:
    assume(compiles(pattern, flags))
    op = matching(mode, subject)
    check(op, [SYM_BYTES, PLAIN, PLAIN], [subject, pattern, flags])
    if modelled(pattern, flags):
        no_notes(op, subject, pattern, flags)


@SETTINGS
@given(pattern=PATTERN, flags=FLAGS, subject=SUBJECT, pos=st.integers(-1, 7),
       endpos=st.one_of(st.none(), st.integers(0, 7)),
       mode=st.sampled_from(["match", "fullmatch", "search"]))
def test_pos_and_endpos_agree_with_cpython(pattern: bytes, flags: int, subject: bytes,
                                           pos: int, endpos: int | None, mode: str) -> None:
    assume(compiles(pattern, flags))
    op = bounded(mode, subject)
    check(op, [SYM_BYTES, SYM_INT, PLAIN, PLAIN, PLAIN], [subject, pos, pattern, flags, endpos])


@SETTINGS
@given(pattern=PATTERN, flags=FLAGS, subject=SUBJECT, limit=st.integers(-1, 3),
       what=st.sampled_from(["split", "findall", "finditer", "sub", "subn", "subfn"]))
def test_loops_agree_with_cpython(pattern: bytes, flags: int, subject: bytes, limit: int,
                                  what: str) -> None:
    assume(compiles(pattern, flags))
    op = looping(what, pattern, flags, subject)
    check(op, [SYM_BYTES, PLAIN, PLAIN, PLAIN], [subject, pattern, flags, limit])
    if modelled(pattern, flags):
        no_notes(op, subject, pattern, flags, limit)


@settings(derandomize=True, max_examples=60, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(subject=st.lists(st.sampled_from(b"a.*\\ (]-#\n\xff\x00"), max_size=6).map(bytes),
       replacement=st.sampled_from([b"", b"x", b"\\\\", b"\xe9"]))
def test_escape_and_symbolic_replacements_agree_with_cpython(subject: bytes,
                                                             replacement: bytes) -> None:
    check(sym_re.escape, [SYM_BYTES], [subject])

    def op(s, r):  # noqa: ANN001, ANN202
        return sym_re.sub(sym_re.escape(b"a."), r, s)
    check(op, [SYM_BYTES, SYM_BYTES], [subject, replacement])


def _cases():  # noqa: ANN202
    """Misuses, each with CPython's exception type."""
    return [
        lambda s: sym_re.search(b"a", SymStr("x", "a")),  # a bytes pattern, a str subject
        lambda s: sym_re.search("a", s),  # a str pattern, a bytes subject
        lambda s: sym_re.compile("a").match(s),
        lambda s: sym_re.compile(b"a", re.U),
        lambda s: sym_re.sub(b"(a)", b"\\2", s),
        lambda s: sym_re.sub(b"a", "x", s),
        lambda s: sym_re.sub(b"a", lambda m: "x", s),
        lambda s: sym_re.compile(b"(a)").fullmatch(s).expand("x"),
        lambda s: sym_re.compile(sym_re.compile(b"a"), re.I),
    ]


@pytest.mark.parametrize("case", range(len(_cases())))
def test_misuse_raises_cpythons_exception(case: int) -> None:
    op = _cases()[case]
    subject = b"a"
    try:
        expected: type[BaseException] | None = None
        _cpython(case, subject)
    except (TypeError, ValueError, re.error) as exc:
        expected = type(exc)
    b = SymBytes("b", subject)
    with Trace({b.term: "a"}):
        if expected is None:
            op(b)
        else:
            with pytest.raises(expected):
                op(b)


def _cpython(case: int, s: bytes) -> object:
    runs = [
        lambda: re.search(b"a", "a"),
        lambda: re.search("a", s),
        lambda: re.compile("a").match(s),
        lambda: re.compile(b"a", re.U),
        lambda: re.sub(b"(a)", b"\\2", s),
        lambda: re.sub(b"a", "x", s),
        lambda: re.sub(b"a", lambda m: "x", s),
        lambda: re.compile(b"(a)").fullmatch(s).expand("x"),  # type: ignore[union-attr]
        lambda: re.compile(re.compile(b"a"), re.I),
    ]
    return runs[case]()


def test_match_objects_read_as_bytes() -> None:
    b = SymBytes("b", b"* 3 FETCH (FLAGS (\\Seen \\Deleted))")
    trace = Trace({b.term: b.value.decode("latin-1")})
    with trace:
        p = sym_re.compile(rb".*FLAGS \((?P<flags>[^\)]*)\)")
        assert isinstance(p, BytesPattern) and p.pattern.startswith(b".*")
        m = p.match(b)
        assert isinstance(m, BytesMatch) and m.string is b and m.re is p
        flags = m.group("flags")
        assert isinstance(flags, SymBytes) and flags.value == b"\\Seen \\Deleted"
        assert [x.value for x in sym_re.split(rb"\s+", flags)] == [b"\\Seen", b"\\Deleted"]
    assert trace.notes == []


def test_locale_patterns_run_concretely_with_a_note() -> None:
    b = SymBytes("b", b"ab")
    trace = Trace({b.term: "ab"})
    with trace:
        m = sym_re.compile(rb"\w+", re.L).match(b)
        assert m is not None and m.group() == b"ab"
    assert any("LOCALE" in n for n in trace.notes), trace.notes
