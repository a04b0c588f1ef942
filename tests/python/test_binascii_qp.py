"""``binascii``'s quoted-printable codec over symbolic ``bytes`` and ``str``
(:mod:`strsat.python.binascii_qp`) agrees with CPython (``semantics_oracle.check``: values,
decisions and exception types), and with ``quopri``'s pure-Python fallback it does not
(why the model, not that fallback, stands for ``a2b_qp``)."""

from __future__ import annotations

import binascii
import io
import quopri

from hypothesis import given, settings
from hypothesis import strategies as st
from semantics_oracle import (
    PLAIN,
    SYM_BOOL,
    SYM_BYTES,
    SYM_INT,
    SYM_STR,
    Operation,
    agreement_tests,
    check,
)

from strsat.python import Trace
from strsat.python.binascii_qp import a2b_qp, b2a_qp
from strsat.python.bytes_values import SymBytes

# the bytes quoted-printable treats apart: '=', hex digits of both cases, a non-hex
# letter, line ends, tab and space, '_', '.', NUL, a control byte, beyond ASCII
QP_BYTES = b"=0aFgz\r\n\t _.\x00\x01\xe9~\x7f"
qp_data = st.lists(st.sampled_from(list(QP_BYTES)), max_size=9).map(bytes)
# long lines (soft breaks at 76 characters) of a few kinds of byte
long_data = st.lists(st.sampled_from(list(b"a =\n\xff")), min_size=60, max_size=90).map(bytes)
flags = st.sampled_from([False, True, 0, 1])

OPERATIONS: dict[str, Operation] = {
    "a2b_qp": (a2b_qp, [SYM_BYTES], [qp_data]),
    "a2b_qp_header": (lambda b, h: a2b_qp(b, header=h), [SYM_BYTES, PLAIN],
                      [qp_data, flags]),
    "a2b_qp_str": (a2b_qp, [SYM_STR], [qp_data.map(lambda b: b.decode("latin-1"))]),
    "a2b_qp_bad_flag": (lambda b, h: a2b_qp(b, header=h), [SYM_BYTES, PLAIN],
                        [qp_data, st.sampled_from([1.5, "x", None])]),
    "b2a_qp": (b2a_qp, [SYM_BYTES], [qp_data]),
    "b2a_qp_flags": (b2a_qp, [SYM_BYTES, PLAIN, PLAIN, PLAIN],
                     [qp_data, flags, flags, flags]),
    "b2a_qp_str": (b2a_qp, [SYM_STR], [st.sampled_from(["", "a="])]),
    "b2a_qp_symbolic_flags": (b2a_qp, [SYM_BYTES, SYM_BOOL, SYM_BOOL, SYM_INT],
                              [qp_data, st.booleans(), st.booleans(), st.integers(0, 2)]),
    "a2b_qp_symbolic_header": (lambda b, h: a2b_qp(b, header=h), [SYM_BYTES, SYM_BOOL],
                               [qp_data, st.booleans()]),
}

test_qp_agrees_with_cpython, test_qp_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=120, long_examples=600)


@settings(max_examples=15, deadline=None)
@given(long_data, flags)
def test_long_lines_get_cpythons_soft_breaks(data: bytes, quotetabs: bool) -> None:
    check(lambda b: b2a_qp(b, quotetabs=quotetabs), [SYM_BYTES], [data])
    check(a2b_qp, [SYM_BYTES], [binascii.b2a_qp(data)])


def test_the_model_is_binascii_not_quopris_pure_decode() -> None:
    """``quopri``'s own fallback differs from ``a2b_qp`` on these: the model follows the
    C function, which ``quopri.decodestring`` calls."""
    def pure(data: bytes) -> bytes:
        out = io.BytesIO()
        saved, quopri.a2b_qp = quopri.a2b_qp, None  # type: ignore[attr-defined]
        try:
            quopri.decode(io.BytesIO(data), out)
        finally:
            quopri.a2b_qp = saved  # type: ignore[attr-defined]
        return out.getvalue()

    for data in (b"=", b" \n", b"=0=", b"_="):
        with Trace({}):
            got = a2b_qp(SymBytes("b", data))
        assert isinstance(got, SymBytes) and got.value == binascii.a2b_qp(data)
        assert got.value == quopri.decodestring(data) != pure(data)
