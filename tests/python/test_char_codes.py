"""``ord()`` of a bytes-like and printf's ``%c`` over symbolic values
(:mod:`strsat.python.char_codes`, issue 38's ninth survey) against CPython: results and
exception classes (``semantics_oracle.check``: CPython on the plain values, the layer on
the symbolic ones), and CPython's messages."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_BYTES, SYM_INT, SYM_STR, agreement_tests

from strsat.explore.runtime import percent
from strsat.python import SymBytes, SymInt, SymStr, Trace
from strsat.python import builtins as B
from strsat.python.char_codes import ord_bytes, percent_c

Y, I, S, BO, P = SYM_BYTES, SYM_INT, SYM_STR, SYM_BOOL, PLAIN

short_bytes = st.lists(st.sampled_from(b"a%\x00\x7f\x80\xff"), max_size=3).map(bytes)
short_text = st.lists(st.sampled_from("a%\x00\xe9\u20ac"), max_size=3).map("".join)
codes = st.one_of(st.integers(-3, 300), st.sampled_from([0x10FFFF, 0x110000, 2 ** 31,
                                                        -2 ** 31 - 1, 0x2FFFF]))
#: codes a symbolic string can hold beside (SMT-LIB's alphabet ends at U+2FFFF: ``chr()``
#: beyond it is a plain string, which a symbolic one cannot be joined with)
alphabet_codes = st.one_of(st.integers(-3, 300), st.sampled_from([0x2FFFF, 0x110000, 2 ** 31]))
formats = st.sampled_from(["%c", "<%c>", "%c%%", "%s%c", "a%c%c"])


def _ord_of_slice(b: Any, i: Any) -> Any:
    return B.ord_(b[i:i + 1])


def _ord_of_bytearray(b: Any) -> Any:
    return B.ord_(bytearray(b) if isinstance(b, bytes) else B.bytearray_(b))


def _percent(fmt: str, value: Any) -> Any:
    return percent(fmt, value)


def _percent_pair(value: Any, other: Any) -> Any:
    return percent("%c=%c", (value, other))


def _symbolic_format(fmt: Any, value: Any) -> Any:
    return fmt % (value,) if "%s%c" != fmt else fmt % ("x", value)


OPERATIONS = {
    "ord_bytes": (B.ord_, [Y], [short_bytes]),
    "ord_slice": (_ord_of_slice, [Y, P], [short_bytes, st.integers(-1, 3)]),
    "ord_bytearray": (_ord_of_bytearray, [Y], [short_bytes]),
    "percent_c_str": (_percent, [P, S], [formats, short_text]),
    "percent_c_int": (_percent, [P, I], [formats, codes]),
    "percent_c_bool": (_percent, [P, BO], [formats, st.booleans()]),
    "percent_c_pair": (_percent_pair, [S, I], [short_text, alphabet_codes]),
    "percent_c_bytes": (_percent, [P, Y], [formats, short_bytes]),
    "symbolic_format_str": (_symbolic_format, [S, S], [formats, short_text]),
    "symbolic_format_int": (_symbolic_format, [S, I], [formats, alphabet_codes]),
}

test_agrees_with_cpython, test_agrees_with_cpython_long = agreement_tests(OPERATIONS, 40, 300)


@pytest.mark.parametrize("value", [b"", b"ab", bytearray(b"xyz")])
def test_ord_messages_are_cpythons(value: bytes) -> None:
    with pytest.raises(TypeError) as theirs:
        ord(value)
    with Trace({}), pytest.raises(TypeError) as ours:
        ord_bytes(SymBytes(SymStr("b", bytes(value).decode("latin-1")).term, bytes(value)))
    assert str(ours.value) == str(theirs.value)


@pytest.mark.parametrize("value", ["", "ab", -1, 0x110000, 2 ** 40])
def test_percent_c_messages_are_cpythons(value: Any) -> None:
    with pytest.raises((TypeError, OverflowError)) as theirs:
        _ = "%c" % (value,)  # noqa: UP031
    sym = SymStr("s", value) if isinstance(value, str) else SymInt("i", value)
    with Trace({}), pytest.raises((TypeError, OverflowError)) as ours:
        percent_c(sym)
    assert type(ours.value) is type(theirs.value)
    assert str(ours.value) == str(theirs.value)


def test_ord_of_a_byte_is_a_symbolic_int() -> None:
    b = SymBytes("b", b"\x80")
    with Trace({b.term: "\x80"}):
        code = B.ord_(b)
    assert isinstance(code, SymInt) and code.value == 0x80
