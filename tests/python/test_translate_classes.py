"""``str.translate`` and ``bytes.translate`` write the characters mapped to the same
replacement with one ``str.replace_re_all`` of their class (``textwrap``'s six
whitespace characters to ``" "`` were a chain of five ``replace_all`` under every later
term of the wrapped text), and agree with CPython (``semantics_oracle.check``)."""

from __future__ import annotations

import textwrap
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, check

from strsat.python import SymBytes, SymStr, Trace
from strsat.terms import Term

#: ``textwrap``'s table (each whitespace character to a space, the space itself too)
WHITESPACE = textwrap.TextWrapper.unicode_whitespace_trans
TABLES = [WHITESPACE, str.maketrans("abc", "xxy", "d"), str.maketrans("ab\t", "--=", " "),
          {97: None, 98: None, 99: "z"}]
BYTE_TABLES = [(bytes.maketrans(b"+/", b"-_"), b""), (bytes.maketrans(b"+/-", b"___"), b""),
               (bytes.maketrans(b"\t\n\r", b"   "), b"x")]


def _ops(t: Term) -> list[str]:
    out, stack, seen = [], [t], set()
    while stack:
        u = stack.pop()
        if u.id in seen:
            continue
        seen.add(u.id)
        out.append(u.op)
        stack.extend(u.args)
    return out


def test_characters_with_one_replacement_are_one_class() -> None:
    with Trace({}):
        got = SymStr("s", "a\tb\nc").translate(WHITESPACE)
    assert got.value == "a b c"
    ops = _ops(got.term)
    assert ops.count("str.replace_re_all") == 1 and "str.replace_all" not in ops, ops


def test_bytes_written_alike_are_one_class() -> None:
    table = bytes.maketrans(b"\t\n\r\x0b\x0c+", b"     -")
    with Trace({}):
        got = SymBytes("b", b"a\tb\nc\rd+").translate(table)
    assert isinstance(got, SymBytes) and got.value == b"a b c d-"
    ops = _ops(got.term)
    assert ops.count("str.replace_re_all") == 1 and ops.count("str.replace_all") == 1, ops


texts = st.text(alphabet=" \t\n\x0b\x0c\r\x1c\xa0abcd-_+/=", max_size=10)
byte_texts = st.binary(max_size=10).map(lambda b: bytes(c % 128 for c in b)) | \
    st.sampled_from([b"a+b/c", b"\t\n x\r", b"+/-", b""])


@settings(max_examples=60, deadline=None)
@given(texts, st.sampled_from(TABLES))
def test_str_translate_agrees_with_cpython(s: str, table: Any) -> None:
    check(lambda x, t: x.translate(t), [SYM_STR, PLAIN], [s, table])


@settings(max_examples=60, deadline=None)
@given(byte_texts, st.sampled_from(BYTE_TABLES))
def test_bytes_translate_agrees_with_cpython(b: bytes, table: tuple[bytes, bytes]) -> None:
    check(lambda x, t, d: x.translate(t, d), [SYM_BYTES, PLAIN, PLAIN], [b, *table])


@pytest.mark.parametrize("text", ["", "a b\tc\nd", "\x0b\x0c\r x"])
def test_textwrap_munging_agrees(text: str) -> None:
    check(lambda x: x.translate(WHITESPACE), [SYM_STR], [text])
