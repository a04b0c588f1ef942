"""The classes the eighth survey took (issue 38; benchmarks/explore/2026-12-03-survey8.md):
a ``bytearray`` that gathers symbolic bytes (``label += byte_``, ``extend``, ``append``,
then ``bytes(label)``: dnspython's name parser), the layer's own ``bytearray``
(:mod:`strsat.python.bytes_array`).  Each program explored here gave fewer outcomes on
main, the bytes made concrete at the first ``+=`` with a note."""

from __future__ import annotations

import struct
import textwrap

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAMS = textwrap.dedent('''
    import struct


    def first_label(text: bytes) -> str:
        label = bytearray()
        rest = text[:3]
        while rest:
            byte_, rest = rest[:1], rest[1:]
            if byte_ == b".":
                break
            label += byte_
        name = bytes(label)
        if name == b"ww":
            return "ww"
        if len(label) == 0:
            return "empty"
        if name.startswith(b"x"):
            return "x"
        return "other"


    def grow(data: bytes) -> str:
        buffer = bytearray(b"<")
        buffer.extend(data[:2])
        buffer.append(62)
        buffer += data[2:3]
        if buffer[1:3] == b"hi":
            return "hi"
        if isinstance(buffer, bytearray) and buffer.decode("latin-1").endswith(">!"):
            return "bang"
        return "other"


    def packed(data: bytes) -> str:
        buffer = bytearray(b"\\x00" * 4)
        struct.pack_into(">H", buffer, 1, 258)
        if buffer[1] == 1 and data[:1] == b"a":
            return "one"
        return "other"
''')


def test_a_bytearray_gathering_symbolic_bytes(tmp_path) -> None:  # noqa: ANN001
    # main: label += byte_ made each byte concrete ("bytearray + bytes"), "ww" unseen
    result = explore_source(tmp_path, "survey8.py", PROGRAMS, "first_label")
    assert {("return", r) for r in ("ww", "empty", "x", "other")} <= outcomes(result)
    assert not notes_naming(result, "bytearray"), result.summary.notes


def test_bytearray_extend_and_append_of_symbolic_bytes(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "survey8.py", PROGRAMS, "grow")
    assert {("return", r) for r in ("hi", "bang", "other")} <= outcomes(result)
    assert not notes_naming(result, "bytearray"), result.summary.notes


def test_c_code_writing_into_a_bytearray_is_seen(tmp_path) -> None:  # noqa: ANN001
    # the layer's bytearray handed to C code: pack_into's write is copied back
    result = explore_source(tmp_path, "survey8.py", PROGRAMS, "packed")
    assert {("return", "one"), ("return", "other")} <= outcomes(result)
    assert struct.pack(">H", 258)[0] == 1  # what "one" needs
