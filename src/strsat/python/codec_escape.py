"""The ``raw-unicode-escape`` and ``unicode-escape`` codecs where they are the identity
on the latin-1 reading, and concretely (with a note) elsewhere.

* encoding with ``raw-unicode-escape`` maps every character up to U+00FF to its byte
  (as latin-1) and spells the others ``\\uXXXX``/``\\UXXXXXXXX``;
* encoding with ``unicode-escape`` keeps the printable ASCII characters but the
  backslash, and spells the others as escapes;
* decoding with either reads a byte string without a backslash as latin-1.

Each is one decision of the layer's own (:data:`~.context.MINOR`): the string is in
that set, and the result is the same term (``email.header.decode_header``'s
``bytes(word, 'raw-unicode-escape')`` of an ASCII word); on the other side the codec runs
on the concrete value, with a note.  No error handler is consulted on these sides, as in
CPython.
"""

from __future__ import annotations

from typing import Any

from ..terms import mk, string
from . import termops as T
from .bytes_values import SymBytes, latin1
from .context import MINOR, Kind, decide, fallback
from .strings import SymStr

ESCAPE_CODECS = ("raw-unicode-escape", "unicode-escape")
ENCODE_PLAIN = "str.encode of an escape codec (no escape needed)"
DECODE_PLAIN = "bytes.decode of an escape codec (no backslash)"
MINOR.update({ENCODE_PLAIN, DECODE_PLAIN})


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
    """``s.encode(name, handler)`` for an escape codec ``name``."""
    holds = None if s.value is None else _plain_text(name, s.value)
    if decide(Kind.BRANCH, mk("str.in_re", s.term, _PLAIN[name]), holds, ENCODE_PLAIN):
        return SymBytes(s.term, None if s.value is None else s.value.encode("latin-1"))
    return fallback(what, [s], lambda v: v.encode(name, handler))


def decode_escape(b: SymBytes, name: str, handler: str, what: str) -> Any:
    """``b.decode(name, handler)`` for an escape codec ``name``."""
    holds = None if b.value is None else b"\\" not in b.value
    if decide(Kind.BRANCH, T.neg(mk("str.contains", b.term, string("\\"))), holds,
              DECODE_PLAIN):
        return SymStr(b.term, latin1(b.value))
    return fallback(what, [b], lambda v: v.decode(name, handler))


__all__ = ["ESCAPE_CODECS", "decode_escape", "encode_escape"]
