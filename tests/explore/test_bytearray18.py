"""Symbolic values stored into a ``bytearray`` (issue 38, brief "bytearray18";
benchmarks/explore/2026-12-05-bytearray18.md): base64's ``decoded[-5:] = last[:leftover]``,
dnspython's ``bitmap[byte] = bitmap[byte] | (0x80 >> bit)``, ``del``, ``pop`` and
``insert``.  On main each store made the value concrete ("a symbolic value stored into
a bytearray", "bytearray.__setitem__") and the outcomes behind it were not reached; now
:mod:`strsat.python.bytearray_stores` keeps them symbolic, without a note."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAMS = textwrap.dedent('''
    def tail(data: bytes) -> str:
        out = bytearray(b"....")
        out[-2:] = data[:2]
        if bytes(out) == b"..hi":
            return "hi"
        if out[3] == 0x21:
            return "bang"
        return "other"


    def patched(data: bytes) -> str:
        if len(data) != 2:
            return "size"
        buf = bytearray(3)
        buf[1] = data[0]
        buf[2] = data[1]
        del buf[0]
        if buf == b"ab":
            return "ab"
        return "other"


    def bits(text: str) -> str:
        if len(text) != 1 or not text.isdigit():
            return "bad"
        n = int(text)
        bitmap = bytearray(b"\\0" * 2)
        byte = n // 8
        bitmap[byte] = bitmap[byte] | (0x80 >> (n % 8))
        if bitmap[1] == 0x40:
            return "nine"
        return "other"


    def rotated(data: bytes) -> str:
        buf = bytearray(data[:3])
        if not buf:
            return "empty"
        last = buf.pop()
        buf.insert(0, last)
        if buf == b"cab":
            return "cab"
        return "other"
''')


def _explored(tmp_path, name: str):  # noqa: ANN001, ANN202
    result = explore_source(tmp_path, "bytearray18.py", PROGRAMS, name)
    assert not notes_naming(result, "bytearray"), result.summary.notes
    return result


def test_a_slice_store_of_symbolic_bytes(tmp_path) -> None:  # noqa: ANN001
    # main: the store made data[:2] concrete, "hi" and "bang" unreached
    result = _explored(tmp_path, "tail")
    assert {("return", r) for r in ("hi", "bang", "other")} <= outcomes(result)


def test_item_stores_and_a_delete_of_symbolic_bytes(tmp_path) -> None:  # noqa: ANN001
    result = _explored(tmp_path, "patched")
    assert {("return", r) for r in ("ab", "other", "size")} <= outcomes(result)


def test_a_store_at_a_symbolic_index(tmp_path) -> None:  # noqa: ANN001
    # dnspython's Bitmap.from_rdtypes: the index and the value both symbolic
    result = _explored(tmp_path, "bits")
    assert {("return", r) for r in ("nine", "other", "bad")} <= outcomes(result)


def test_pop_and_insert_of_symbolic_bytes(tmp_path) -> None:  # noqa: ANN001
    result = _explored(tmp_path, "rotated")
    assert {("return", r) for r in ("cab", "other", "empty")} <= outcomes(result)
