"""``strip``/``lstrip``/``rstrip`` with a symbolic ``chars`` (``str`` and ``bytes``)
against CPython (brief ``exbytes``, issue 38): the oracle (``semantics_oracle.check``)
runs each on random strings and sets of characters, and nothing is made concrete."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, check

from strsat.python import SymBytes, SymStr, Trace
from strsat.python.builtins import str_method

SETTINGS = settings(derandomize=True, max_examples=150, deadline=None,
                    suppress_health_check=list(HealthCheck))
text = st.text(alphabet="ab/ \u00e9", max_size=6)
chars = st.text(alphabet="ab/\u00e9", max_size=3)
data = st.lists(st.sampled_from(b"ab/ \xff"), max_size=6).map(bytes)
byte_chars = st.lists(st.sampled_from(b"ab/\xff"), max_size=3).map(bytes)
METHODS = ["strip", "lstrip", "rstrip"]


@SETTINGS
@given(s=text, c=chars, y=data, d=byte_chars, name=st.sampled_from(METHODS))
def test_strip_with_symbolic_chars(s: str, c: str, y: bytes, d: bytes, name: str) -> None:
    def op(x, z):  # noqa: ANN001, ANN202
        return getattr(x, name)(z)
    check(op, [SYM_STR, SYM_STR], [s, c])
    check(lambda x, z: str_method(x, name, z), [PLAIN, SYM_STR], [s, c])
    check(op, [SYM_BYTES, SYM_BYTES], [y, d])


@pytest.mark.parametrize("name", METHODS)
def test_nothing_is_made_concrete(name: str) -> None:
    s, c = SymStr("s", "//a/b//"), SymStr("c", "/")
    b, d = SymBytes("b", b"\xff a \xff"), SymBytes("d", b"\xff ")
    trace = Trace({s.term: "//a/b//", c.term: "/", b.term: "\xff a \xff", d.term: "\xff "})
    with trace:
        assert getattr(s, name)(c).value == getattr("//a/b//", name)("/")
        assert getattr(b, name)(d).value == getattr(b"\xff a \xff", name)(b"\xff ")
    assert trace.notes == [], trace.notes
