"""``binascii``'s uuencoding over symbolic ``bytes`` and ``str``
(:mod:`strsat.python.binascii_uu`, brief "leftovers38") agrees with CPython
(``semantics_oracle.check``: values, decisions and exception types); on main f52f1cf
``a2b_uu`` and ``b2a_uu`` ran on the concrete value, with a note."""

from __future__ import annotations

import binascii

from hypothesis import given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, Operation, agreement_tests, check

from strsat.python import Trace
from strsat.python.binascii_uu import a2b_uu, b2a_uu
from strsat.python.bytes_values import SymBytes

# length bytes, legal characters of both ends, a backtick, line ends, spaces, and bytes
# below and above the legal range
UU_BYTES = b" !\"#%A`_@\n\r \x1f\x7fax\x00\xe9"
uu_data = st.lists(st.sampled_from(list(UU_BYTES)), max_size=10).map(bytes)
uu_text = st.lists(st.sampled_from(list(' !"#A`_\n x\xe9')), max_size=8).map("".join)
plain_data = st.binary(max_size=12)
flags = st.sampled_from([False, True, 0, 1])

OPERATIONS: dict[str, Operation] = {
    "a2b_uu": (a2b_uu, [SYM_BYTES], [uu_data]),
    "a2b_uu_str": (a2b_uu, [SYM_STR], [uu_text]),
    "b2a_uu": (lambda b, t: b2a_uu(b, backtick=t), [SYM_BYTES, PLAIN], [plain_data, flags]),
}

test_uu_agrees_with_cpython, test_uu_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=150, long_examples=600)


@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=45), backtick=st.booleans())
def test_a_line_round_trips(data: bytes, backtick: bool) -> None:
    """``a2b_uu(b2a_uu(b)) == b`` with both symbolic, as CPython."""
    line = binascii.b2a_uu(data, backtick=backtick)
    check(lambda b: a2b_uu(b2a_uu(b, backtick=backtick)), [SYM_BYTES], [data])
    assert binascii.a2b_uu(line) == data


def test_a_long_line_is_cpythons_error() -> None:
    with Trace({"b": "a" * 46}):
        try:
            b2a_uu(SymBytes("b", b"a" * 46))
        except binascii.Error as exc:
            assert str(exc) == "At most 45 bytes at once"
        else:
            raise AssertionError("no error")
