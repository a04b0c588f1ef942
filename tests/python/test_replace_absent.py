"""``s.replace(c, r, k)`` with a constant ``c`` that the run's value does not hold is one
decision of the layer's own, ``c`` absent, and the result is ``s``'s own term (issue 38:
urlsplit's ``url.replace('\\t', '')`` for each of three characters left each later check
a chain of ``str.replace_all`` the engine had to see through).  Where ``c`` is present the
result is a replace term, and the same decision is recorded, taken the other way: a run
that flipped it to "present" stays on its target's path (uuid.UUID's
``hex.replace('urn:', '')``: 11 of 19 runs went off their path when the present side made
no decision).  The values agree with CPython's either way."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.context import MINOR
from strsat.terms import mk, string

TEXTS = ["", "a", "a\tb", "\t", "ab:cd", "x\r\ny"]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("count", [-1, 1, 2])
@pytest.mark.parametrize("old", ["\t", "\r\n", "ab"])
def test_an_absent_constant_keeps_the_term(text: str, count: int, old: str) -> None:
    with Trace({"s": text}) as trace:
        s = SymStr("s", text)
        got = s.replace(old, "", count)
    assert got.value == text.replace(old, "", count)
    [absent] = [d for d in trace.decisions if "absent" in d.what]
    assert absent.what in MINOR and absent.taken == (old not in text)
    assert absent.condition == mk("not", mk("str.contains", s.term, string(old)))
    if old in text:
        assert got.term != s.term
    else:
        assert isinstance(got, SymStr) and got.term == s.term


@given(st.text("ab\t:", max_size=6), st.sampled_from(["\t", "a", "b:", "ab"]),
       st.text("xy", max_size=2), st.sampled_from([-1, 1, 2, 3]))
def test_values_agree_with_cpython(text: str, old: str, new: str, count: int) -> None:
    with Trace({"s": text}):
        got = SymStr("s", text).replace(old, new, count)
    assert got.value == text.replace(old, new, count)


def _absent_splits(trace: Trace) -> list[str]:
    return [d.what for d in trace.decisions if "absent" in d.what]


def test_a_class_sub_adds_no_absent_split_per_character() -> None:
    """``re.sub('[<>&]', ...)`` runs as one replace per character of the class, the
    layer's own chain: none of them is the user's clean-up, so none adds a decision."""
    from strsat.python import regexes

    with Trace({"s": "a<b"}) as trace:
        got = regexes.re.sub("[<>&\"']", "_", SymStr("s", "a<b"))
    assert got.value == "a_b"
    assert _absent_splits(trace) == []


def test_a_user_replace_after_a_class_sub_keeps_its_split() -> None:
    from strsat.python import regexes

    with Trace({"s": "a<b"}) as trace:
        got = regexes.re.sub("[<>]", "_", SymStr("s", "a<b")).replace("\t", "")
    assert got.value == "a_b"
    assert _absent_splits(trace) == ["str.replace (old absent)"]


@pytest.mark.parametrize("newline", [None, "\r\n", "\r"])
def test_a_stream_translating_newlines_adds_no_absent_split(newline: str | None) -> None:
    from strsat.explore.stringio import TextBuffer

    with Trace({"s": "ab"}) as trace:
        buffer = TextBuffer(newline=newline)
        buffer.write(SymStr("s", "ab"))
        got = buffer.getvalue()
    assert got.value == "ab"
    assert _absent_splits(trace) == []

