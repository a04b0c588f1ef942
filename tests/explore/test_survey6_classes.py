"""The classes the sixth survey found (issue 38; benchmarks/explore/2026-12-03-survey6.md):
a file object over the input (``io.BytesIO(data)``, :mod:`strsat.explore.bytesio`),
symbolic bytes stored into a ``bytearray`` (``base64``'s ``_b32decode``), a constant
repeated a symbolic number of times (``b"~" * padding``, :mod:`strsat.python.repeat`),
binary fields read and written with ``struct`` and ``int.to_bytes``
(:mod:`strsat.python.struct_model`), and a decoding table with holes indexed by an input
byte (:mod:`strsat.python.const_index`).  Each program explored here gave fewer outcomes
on main, the input made concrete with a note."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, outcomes

PROGRAMS = textwrap.dedent('''
    import io
    import struct


    def header_kind(data: bytes) -> str:
        fp = io.BytesIO(data)
        magic = fp.read(2)
        if magic != b"PK":
            return "not an archive"
        line = fp.readline()
        if line.endswith(b"\\n"):
            return "text " + str(len(line))
        return "binary"


    def record(data: bytes) -> str:
        if len(data) < 4:
            return "short"
        kind, flags, size = struct.unpack(">BBH", data[:4])
        if kind != 8:
            return "kind"
        if flags & 4:
            return "extra"
        if size > 1000:
            return "big"
        return "ok"


    PACK = struct.Struct("!I")


    def tagged(n: int) -> str:
        head = n.to_bytes(2, "big")
        if head[0] == 0xAB:
            return "tagged"
        word = PACK.pack(n)
        if word[3] == 7:
            return "seven"
        return "plain"


    TABLE = [None] * 256
    for i, c in enumerate(b"0123456789abcdef"):
        TABLE[c] = i


    def hex_pair(data: bytes) -> int:
        if len(data) != 2:
            return -1
        hi, lo = TABLE[data[0]], TABLE[data[1]]
        if hi is None or lo is None:
            return -2
        value = hi * 16 + lo
        if value > 200:
            return 1000
        return value


    def padded(data: str) -> str:
        text = data + "=" * (-len(data) % 4)
        if text.endswith("=="):
            return "two"
        if text.endswith("="):
            return "one"
        return "none"


    def patched(data: bytes) -> bytes:
        out = bytearray(b"[....]")
        out[1:3] = data[:2]
        if out[1] == 0x41:
            return b"A" + bytes(out)
        return bytes(out)
''')


def test_a_bytesio_over_the_input_keeps_it_symbolic(tmp_path) -> None:  # noqa: ANN001
    """Before, ``io.BytesIO(data)`` was a C call: the input made concrete at once (a
    note), and the magic number never found."""
    result = explore_source(tmp_path, "binary.py", PROGRAMS, "header_kind")
    got = outcomes(result)
    assert ("return", "not an archive") in got and ("return", "binary") in got, got
    assert any(v.startswith("text ") for k, v in got if k == "return"), got
    assert not [n for n in result.summary.notes if "BytesIO" in n], result.summary.notes


def test_struct_unpack_of_the_input_is_a_sum_of_its_bytes(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "binary.py", PROGRAMS, "record")
    assert {("return", r) for r in ("short", "kind", "extra", "big", "ok")} \
        <= outcomes(result), outcomes(result)
    assert not [n for n in result.summary.notes if "struct" in n], result.summary.notes


def test_to_bytes_and_struct_pack_of_a_symbolic_int(tmp_path) -> None:  # noqa: ANN001
    result = explore_source(tmp_path, "binary.py", PROGRAMS, "tagged")
    assert {("return", "tagged"), ("return", "seven"), ("return", "plain"),
            ("raise", "OverflowError")} <= outcomes(result), outcomes(result)
    assert not [n for n in result.summary.notes if "to_bytes" in n or "pack" in n], \
        result.summary.notes


def test_a_table_with_holes_indexed_by_an_input_byte(tmp_path) -> None:  # noqa: ANN001
    """``TABLE[c]`` of a list of ints and ``None`` (``base64``'s ``_b85dec``): whether the
    item is ``None`` is one decision, the int an ``ite`` over the positions."""
    result = explore_source(tmp_path, "binary.py", PROGRAMS, "hex_pair")
    got = outcomes(result)
    assert {("return", -1), ("return", -2), ("return", 1000)} <= got, got
    assert any(k == "return" and 0 <= v <= 200 for k, v in got), got
    assert not [n for n in result.summary.notes if "index" in n], result.summary.notes


def test_symbolic_bytes_stored_into_a_bytearray_stay_symbolic(tmp_path) -> None:  # noqa: ANN001
    """Before, ``out[1:3] = data[:2]`` handed a ``SymBytes`` to the C ``bytearray``, which
    raised ``TypeError`` where CPython returns (a "concolic run gave" note, the run lost);
    then the store made them concrete (a note); now the layer's ``bytearray`` keeps them
    (:mod:`strsat.python.bytearray_stores`, brief "bytearray18"), without a note."""
    result = explore_source(tmp_path, "binary.py", PROGRAMS, "patched")
    assert not [n for n in result.summary.notes if "concolic run gave" in n], \
        result.summary.notes
    assert not [n for n in result.summary.notes if "bytearray" in n], result.summary.notes
    assert all(e.outcome == "return" for e in result.examples)


def test_a_constant_repeated_a_symbolic_number_of_times(tmp_path) -> None:  # noqa: ANN001
    """Before, ``"=" * (-len(data) % 4)`` read the count as an index: made concrete (a
    note), the input's length pinned."""
    result = explore_source(tmp_path, "binary.py", PROGRAMS, "padded")
    assert {("return", "two"), ("return", "one"), ("return", "none")} <= outcomes(result)
    assert not [n for n in result.summary.notes if "s * n" in n or "index" in n], \
        result.summary.notes
