"""Slices and indexes at positions the layer computed (``s[s.rfind('.') + 1:]``) leave out
the clamps that can never apply (:mod:`strsat.python.index_bounds`); each agrees with
CPython (``semantics_oracle.check``: values, exceptions, every decision and the result's
term), including the empty needles for which ``rfind`` is ``len(s)`` and a clamp does
apply, and the -1 of a missing needle."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, agreement_tests

from strsat.python import SymStr, Trace, index_bounds
from strsat.terms import Term, mk

S, P = SYM_STR, PLAIN
texts = st.text(alphabet="ab./", max_size=6)
needles = st.text(alphabet="a./", max_size=2)

OPERATIONS = {
    "after the last": (lambda s, t: s[s.rfind(t) + 1:], [S, S], [texts, needles]),
    "after the last constant": (lambda s: s[s.rfind(".") + 1:], [S], [texts]),
    "before the last": (lambda s, t: s[:s.rfind(t)], [S, S], [texts, needles]),
    "from the last constant": (lambda s: s[s.rfind("/"):], [S], [texts]),
    "splitext": (lambda s: (s[:s.rfind(".")], s[s.rfind("."):], s[s.rfind("/") + 1:
                                                                  s.rfind("/") + 2]),
                 [S], [texts]),
    "from the first": (lambda s, t: s[s.find(t):], [S, P], [texts, needles]),
    "past the first": (lambda s, t: s[s.find(t) + len(t):], [S, P], [texts, needles]),
    "last character": (lambda s: s[len(s) - 1], [S], [texts]),
    "after the last index": (lambda s: s[s.rfind(".") + 1], [S], [texts]),
    "two back": (lambda s: s[s.rfind("a") - 2:], [S], [texts]),
}

test_agrees_with_cpython, test_agrees_with_cpython_long = agreement_tests(OPERATIONS, 30, 300)


@pytest.mark.parametrize("text", ["a.b", "ab", ".", ""])
def test_a_slice_after_rfind_has_no_clamp(text: str) -> None:
    with Trace({"s": text}):
        s = SymStr("s", text)
        k = s.rfind(".")
        assert index_bounds.lower((k + 1).term) == 0
        assert index_bounds.above_length((k + 1).term, s.term) == 0
        got = s[k + 1:]
    assert got.value == text[text.rfind(".") + 1:]
    assert not any(t.op == "ite" for t in _subterms(got.term))


def _subterms(t: Term) -> Iterator[Term]:
    yield t
    for a in t.args:
        yield from _subterms(a)


def test_no_tracer_no_facts() -> None:
    s = SymStr("s", None)
    assert index_bounds.above_length(mk("str.len", s.term), s.term) == 0
    assert index_bounds.lower(mk("str.len", s.term)) == 0
