"""``_codecs.charmap_decode(data, errors, table)`` of symbolic bytes with a ``str``
decoding table: the single-byte codecs of ``encodings`` (cp1252, cp437, koi8_r,
mac_roman ...: ``bytes((n,)).decode("cp1252")``, w3lib's ``replace_entities`` of
``&#128;``), whose ``Codec.decode`` is ``codecs.charmap_decode(input, errors,
decoding_table)``.

CPython (``PyUnicode_DecodeCharmap``, a ``str`` mapping): byte ``b`` is the table's
character ``b``; a byte past the table's end or mapped to U+FFFE is undefined, and under
``strict`` the first one raises ``UnicodeDecodeError``.  Here: whether some byte is
undefined is one ``RAISE`` decision (the data against ``Σ*·U·Σ*``, ``U`` the undefined
codes); the error itself is CPython's on the data made concrete (its message names the
byte and its position), with a note.  Otherwise each byte is ``str.at(table, code)``,
one step (a ``BRANCH`` on the length, constant for data of a known length) a byte, up to
:data:`~strsat.python.bytes_values.PIECE_LIMIT` bytes; the result is ``(text,
len(data))``.  Another error handler, a ``dict`` mapping, plain data: CPython's function
(the symbolic operands made concrete, with a note).

The C decoders the pure-Python codecs of the layer's modelled encodings call are
``bytes.decode`` of the layer: ``_codecs.utf_8_decode(data, errors, True)`` (``final``:
``utf_8_sig``'s ``decode``, which ``json.loads`` of bytes with a byte order mark
reaches), ``latin_1_decode`` and ``ascii_decode``, each ``(data.decode(codec, errors),
len(data))``; ``utf_8_decode`` without ``final`` (an incremental decoder's step, which
leaves an incomplete sequence at the end unconsumed) runs as CPython's, the operands made
concrete with a note.
"""

from __future__ import annotations

import codecs
from typing import Any

from ..regex.charset import INTERVALS
from ..regex.to_term import charset_to_term
from ..terms import mk, string
from . import termops as T
from .binascii_model import TooLong, byte_code, byte_steps
from .bytes_values import SymBytes
from .context import Kind, decide, fallback
from .strings import SymStr
from .values import SymInt, SymValue

UNDEFINED = "codecs.charmap_decode: a byte the table leaves undefined"
STEP = "codecs.charmap_decode, one byte at a time"


def charmap_decode(data: Any, errors: Any = None, mapping: Any = None) -> Any:
    """``_codecs.charmap_decode`` (see the module docstring)."""
    if not isinstance(data, SymBytes) or not isinstance(mapping, str) or \
            errors not in (None, "strict"):
        if isinstance(data, SymValue) or isinstance(errors, SymValue):
            return fallback("codecs.charmap_decode", [data, errors, mapping],
                            codecs.charmap_decode)
        return codecs.charmap_decode(data, errors, mapping)
    v = data.value
    undefined = [b for b in range(256) if b >= len(mapping) or mapping[b] == "\ufffe"]
    if undefined:
        cls = charset_to_term(INTERVALS.of_ranges((b, b) for b in undefined))
        some = mk("str.in_re", data.term, mk("re.++", mk("re.all"), cls, mk("re.all")))
        if decide(Kind.RAISE, some, None if v is None else not set(undefined).isdisjoint(v),
                  UNDEFINED, UnicodeDecodeError):
            return fallback("codecs.charmap_decode of an undefined byte",
                            [data, errors, mapping], codecs.charmap_decode)
    table = string(mapping)
    out = []
    try:
        for i in byte_steps(data, 1, STEP):
            out.append(T.at(table, byte_code(data.term, i)))
    except TooLong:
        return fallback("codecs.charmap_decode of a long string", [data, errors, mapping],
                        codecs.charmap_decode)
    text = T.concat(*out) if out else string("")
    return (SymStr(text, None if v is None else codecs.charmap_decode(v, errors, mapping)[0]),
            SymInt(T.length(data.term), None if v is None else len(v)))


def _decoder(name: str, run: Any, final_needed: bool) -> Any:
    """The model of ``_codecs.<name>`` (see the module docstring)."""
    codec = {"utf_8_decode": "utf-8", "latin_1_decode": "latin-1", "ascii_decode": "ascii"}[name]

    def decode(data: Any, errors: Any = None, *rest: Any) -> Any:
        final = rest[0] if final_needed and len(rest) == 1 else None
        modelled = isinstance(data, SymBytes) and not isinstance(errors, SymValue) and \
            (not final_needed or (len(rest) == 1 and final is True)) and \
            (final_needed or not rest)
        if not modelled:
            if any(isinstance(x, SymValue) for x in (data, errors, *rest)):
                return fallback(f"codecs.{name}", [data, errors, *rest], run)
            return run(data, errors, *rest)
        text = data.decode(codec, "strict" if errors is None else errors)
        return text, SymInt(T.length(data.term), None if data.value is None else len(data.value))

    return decode


MODELS = {codecs.charmap_decode: charmap_decode,
          codecs.utf_8_decode: _decoder("utf_8_decode", codecs.utf_8_decode, True),
          codecs.latin_1_decode: _decoder("latin_1_decode", codecs.latin_1_decode, False),
          codecs.ascii_decode: _decoder("ascii_decode", codecs.ascii_decode, False)}

__all__ = ["MODELS", "charmap_decode"]
