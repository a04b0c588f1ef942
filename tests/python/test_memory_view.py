"""``memoryview`` of symbolic bytes (:mod:`strsat.python.memory_view`) against CPython
(oracle: ``semantics_oracle.check``: the result or the exception's class, every
decision's condition and the result's term): its attributes, ``len``, indexing (an int),
slices (views), ``tobytes``/``bytes``, ``tolist``, ``hex``, ``==``, iteration and
``bytes + view``."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_INT, agreement_tests

from strsat.python.builtins import len_
from strsat.python.bytes_builtins import bytes_
from strsat.python.memory_view import ByteView, memoryview_
from strsat.python.values import SymValue

Y, I, P = SYM_BYTES, SYM_INT, PLAIN


def _view(b: Any) -> Any:
    return memoryview_(b) if isinstance(b, SymValue) else memoryview(b)


def _length(v: Any) -> Any:
    return len_(v) if isinstance(v, ByteView) else len(v)


def _bytes(v: Any) -> Any:
    return bytes_(v) if isinstance(v, ByteView) else bytes(v)


def _attributes(b: Any) -> Any:
    v = _view(b)
    return (v.format, v.itemsize, v.ndim, v.readonly, v.strides, _length(v), v.nbytes,
            v.shape, isinstance(v, memoryview), v.contiguous)


def _reads(b: Any, i: Any) -> Any:
    v = _view(b)
    return v[i], v[1:].tobytes(), _bytes(v[i:]), v[:i].tolist(), v.hex(), v.hex(":")


def _compare(b: Any, c: Any) -> Any:
    v = _view(b)
    return v == c, v != c, v[:2] == c[:2], v == "text", v.cast("B").tobytes() == c


def _walk(b: Any) -> Any:
    total = 0
    for byte in _view(b):
        total = total * 3 + byte
    return total, [x for x in _view(b)[::2]]


def _concat(b: Any, c: Any) -> Any:
    """``bytes + view`` is bytes (a view on either side of symbolic or plain bytes);
    ``view + bytes`` is CPython's ``TypeError``."""
    return c + _view(b), b + _view(c), c + _view(b)[1:]


def _view_first(b: Any, c: Any) -> Any:
    return _view(b) + c


def _stores(b: Any) -> Any:
    v = _view(b)
    v[0] = 1  # read-only: CPython's TypeError


texts = st.binary(max_size=6)
OPERATIONS = {
    "attributes": (_attributes, [Y], [texts]),
    "reads": (_reads, [Y, I], [texts, st.integers(-7, 7)]),
    "compare": (_compare, [Y, P], [texts, st.sampled_from([b"", b"ab", b"\x00", b"abc"])]),
    "walk": (_walk, [Y], [texts]),
    "stores": (_stores, [Y], [texts]),
    "concat": (_concat, [Y, P], [texts, st.sampled_from([b"", b"ab", b"\xff"])]),
    "view_first": (_view_first, [Y, P], [texts, st.sampled_from([b"", b"ab"])]),
}

#: every operation agrees with CPython (40 examples each; 400 in the slow run)
test_memoryview_agrees_with_cpython, test_memoryview_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 400)
