"""The ``raw-unicode-escape`` and ``unicode-escape`` codecs.

* encoding with ``raw-unicode-escape`` maps every character up to U+00FF to its byte
  (as latin-1) and spells the others ``\\uXXXX``/``\\UXXXXXXXX``;
* encoding with ``unicode-escape`` keeps the printable ASCII characters but the
  backslash, and spells the others as escapes (``\\\\ \\t \\n \\r``, ``\\xXX``,
  ``\\uXXXX``, ``\\UXXXXXXXX``, lowercase hex digits);
* decoding with either reads a byte string without a backslash as latin-1; with
  ``unicode-escape`` (strict) one with a backslash has its escapes evaluated
  (:mod:`.escapes`: ``UnicodeDecodeError`` where CPython's decoder raises it).

Encoding is first one decision of the layer's own (:data:`~.context.MINOR`): the string
needs no escape, and the result is the same term (``email.header.decode_header``'s
``bytes(word, 'raw-unicode-escape')`` of an ASCII word); on the other side, once the
length is decided (another decision of the layer's own), one piece per character, an
``ite`` over its code point (up to :data:`~.bytes_values.PIECE_LIMIT` characters;
longer strings run concretely, with a note).  Both codecs encode every string, so no
error handler is consulted.  Decoding bytes that hold a backslash with
``raw-unicode-escape``, or under another handler than ``strict``, runs on the concrete
value, with a note (partial).
"""

from __future__ import annotations

from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .bytes_values import PIECE_LIMIT, SymBytes, fixed_length, known_length, latin1
from .context import MINOR, Kind, decide, fallback
from .escapes import unescape
from .strings import SymStr

ESCAPE_CODECS = ("raw-unicode-escape", "unicode-escape")
ENCODE_PLAIN = "str.encode of an escape codec (no escape needed)"
ENCODE_LENGTH = "str.encode of an escape codec (length)"
DECODE_PLAIN = "bytes.decode of an escape codec (no backslash)"
MINOR.update({ENCODE_PLAIN, ENCODE_LENGTH, DECODE_PLAIN})


def _range(lo: str, hi: str) -> Any:
    return mk("re.range", string(lo), string(hi))


#: The strings each codec encodes as their latin-1 reading.
_PLAIN = {
    "raw-unicode-escape": mk("re.*", _range("\x00", "\xff")),
    "unicode-escape": mk("re.*", mk("re.union", _range(" ", "["), _range("]", "~"))),
}


def _plain_text(name: str, text: str) -> bool:
    if name == "raw-unicode-escape":
        return all(ord(c) < 256 for c in text)
    return all(" " <= c <= "~" and c != "\\" for c in text)


def encode_escape(s: SymStr, name: str, handler: str, what: str) -> Any:
    """``s.encode(name, handler)`` for an escape codec ``name``: the latin-1 identity on
    the plain side, else one piece per character once the length is decided (both codecs
    encode every string: no handler is consulted)."""
    holds = None if s.value is None else _plain_text(name, s.value)
    if decide(Kind.BRANCH, mk("str.in_re", s.term, _PLAIN[name]), holds, ENCODE_PLAIN):
        return SymBytes(s.term, None if s.value is None else s.value.encode("latin-1"))
    n = known_length(s.term, s.value)
    if n is None or n > PIECE_LIMIT:
        return fallback(what, [s], lambda v: v.encode(name, handler))
    fixed_length(s.term, n, ENCODE_LENGTH)
    piece = _raw_escaped if name == "raw-unicode-escape" else _escaped
    value = None if s.value is None else s.value.encode(name, handler)
    return SymBytes(T.concat(*[piece(T.at(s.term, i)) for i in range(n)]), value)


def _hex(x: Term, digits: int) -> Term:
    """The ``digits`` lowercase hexadecimal digits of the code point ``x``."""
    pieces = []
    for k in range(digits - 1, -1, -1):
        d = mk("mod", mk("div", x, integer(16 ** k)) if k else x, integer(16))
        pieces.append(mk("str.from_code", T.add(d, T.ite(T.gt(d, 9), integer(87),
                                                          integer(48)))))
    return T.concat(*pieces)


def _wide(x: Term) -> Term:
    """``\\uXXXX`` below U+10000, else ``\\UXXXXXXXX``."""
    return T.ite(T.lt(x, 0x10000), T.concat(string("\\u"), _hex(x, 4)),
                 T.concat(string("\\U"), _hex(x, 8)))


def _raw_escaped(c: Term) -> Term:
    """``raw-unicode-escape`` of the one-character string ``c``: itself up to U+00FF."""
    x = mk("str.to_code", c)
    return T.ite(T.lt(x, 0x100), c, _wide(x))


def _escaped(c: Term) -> Term:
    """``unicode-escape`` of the one-character string ``c``: printable ASCII but the
    backslash as itself; ``\\\\``, ``\\t``, ``\\n``, ``\\r``; ``\\xXX`` below
    U+0100; else :func:`_wide`."""
    x = mk("str.to_code", c)
    spelled = T.ite(T.lt(x, 0x100), T.concat(string("\\x"), _hex(x, 2)), _wide(x))
    for char, escape in (("\\", "\\\\"), ("\t", "\\t"), ("\n", "\\n"),
                         ("\r", "\\r")):
        spelled = T.ite(T.eq(c, string(char)), string(escape), spelled)
    printable = T.conj(T.ge(x, 0x20), T.lt(x, 0x7F), mk("not", T.eq(c, string("\\"))))
    return T.ite(printable, c, spelled)


def decode_escape(b: SymBytes, name: str, handler: str, what: str) -> Any:
    """``b.decode(name, handler)`` for an escape codec ``name``."""
    holds = None if b.value is None else b"\\" not in b.value
    if decide(Kind.BRANCH, T.neg(mk("str.contains", b.term, string("\\"))), holds,
              DECODE_PLAIN):
        return SymStr(b.term, latin1(b.value))
    if name != "unicode-escape" or handler != "strict":
        return fallback(what, [b], lambda v: v.decode(name, handler))

    def cpython(_: Any = None) -> Any:  # CPython's decoder on the concrete bytes
        return b.value.decode(name, handler) if b.value is not None else \
            fallback(what, [b], lambda v: v.decode(name, handler))

    return unescape(SymStr(b.term, latin1(b.value)), codec=True, invalid=cpython,
                    concrete=cpython)


__all__ = ["ESCAPE_CODECS", "decode_escape", "encode_escape"]
