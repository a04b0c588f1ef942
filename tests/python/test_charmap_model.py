"""``_codecs.charmap_decode`` of symbolic bytes with a ``str`` decoding table
(:mod:`strsat.python.charmap_model`: the single-byte codecs of ``encodings``, w3lib's
``bytes((n,)).decode("cp1252")``) agrees with CPython, and pins nothing unless a byte is
undefined."""

from __future__ import annotations

import codecs
import encodings.cp437
import encodings.cp1252
import encodings.iso8859_7
import encodings.koi8_r

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, Operation, agreement_tests

from strsat.python import Trace
from strsat.python.bytes_values import SymBytes
from strsat.python.charmap_model import MODELS, charmap_decode

TABLES = {"cp1252": encodings.cp1252.decoding_table, "cp437": encodings.cp437.decoding_table,
          "koi8_r": encodings.koi8_r.decoding_table,
          "iso8859_7": encodings.iso8859_7.decoding_table}
# ASCII, the bytes cp1252 and iso8859-7 leave undefined (0x81, 0xae, 0xff), C1 and high ones
data = st.binary(max_size=6) | st.lists(st.sampled_from(
    [0x41, 0x80, 0x81, 0x9f, 0xa0, 0xae, 0xd2, 0xff])).map(bytes)

OPERATIONS: dict[str, Operation] = {
    name: (lambda b, e, t=table: charmap_decode(b, e, t), [SYM_BYTES, PLAIN],
           [data, st.sampled_from([None, "strict"])])
    for name, table in TABLES.items()}

test_charmap_decode_agrees_with_cpython, test_charmap_decode_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=60, long_examples=300)


def test_a_defined_byte_pins_nothing() -> None:
    b = SymBytes("b", b"\x80a\x9e")
    trace = Trace({b.term: "\x80a\x9e"})
    with trace:
        text, n = charmap_decode(b, "strict", encodings.cp1252.decoding_table)
    assert (text.value, n.value) == codecs.charmap_decode(b"\x80a\x9e", "strict",
                                                          encodings.cp1252.decoding_table)
    assert trace.notes == []


UTF8 = st.binary(max_size=6) | st.lists(st.sampled_from(
    [0x41, 0x80, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xef, 0xbb, 0xbf, 0xff])).map(bytes)
DECODERS: dict[str, Operation] = {
    "utf_8_decode_final": (lambda b, e: MODELS[codecs.utf_8_decode](b, e, True),
                           [SYM_BYTES, PLAIN], [UTF8, st.sampled_from([None, "strict"])]),
    "latin_1_decode": (lambda b: MODELS[codecs.latin_1_decode](b), [SYM_BYTES], [UTF8]),
    "ascii_decode": (lambda b: MODELS[codecs.ascii_decode](b, "strict"), [SYM_BYTES], [UTF8]),
}

test_decoders_agree_with_cpython, test_decoders_agree_at_length = \
    agreement_tests(DECODERS, examples=60, long_examples=300)


def test_utf_8_sig_decodes_without_a_note() -> None:
    """``json.loads`` of bytes with a byte order mark: ``utf_8_sig``'s decode calls
    ``codecs.utf_8_decode(input, errors, True)``."""
    b = SymBytes("b", b"\xef\xbb\xbf{}")
    trace = Trace({b.term: "\xef\xbb\xbf{}"})
    with trace:
        text, n = MODELS[codecs.utf_8_decode](b[3:], "strict", True)
    assert (text.value, n.value) == ("{}", 2) and trace.notes == []
