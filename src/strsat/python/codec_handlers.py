"""The error handlers ``surrogateescape``, ``surrogatepass``, ``backslashreplace`` and
``xmlcharrefreplace`` of the ascii, latin-1 and utf-8 codecs (:mod:`.codecs_model`).

A handler is consulted only on what the codec cannot code: on encoding, the characters
beyond the codec's range (U+0080.. for ascii, U+0100.. for latin-1, the surrogates
U+D800..U+DFFF for utf-8); on decoding, the bytes 0x80..0xFF (ascii) or the ill-formed
subparts of UTF-8.  Each handler either raises CPython's own exception (on the
characters it does not handle) or puts an image of each character (byte) it is given:

==================  ====================================================================
handler             image
==================  ====================================================================
surrogateescape     encode: U+DC80..U+DCFF to the byte 0x80..0xFF, other characters
                    raise ``UnicodeEncodeError``; decode: each byte ``b`` to U+DC00+b
surrogatepass       utf-8 only: a surrogate encodes as its 3-byte sequence (ED A0..BF
                    80..BF), which decodes back; ascii/latin-1 behave as ``strict``
backslashreplace    ``\\xhh``, ``\\uhhhh`` or ``\\Uhhhhhhhh`` of the code point (encode),
                    ``\\xhh`` of each byte (decode)
xmlcharrefreplace   encode only: ``&#`` decimal code point ``;`` (``str.from_int``)
==================  ====================================================================

Whether the handler is consulted at all is one decision (the text holds a character
the codec cannot code); when it is, the result is built one piece per character of the
string (its length decided first, as the utf-8 codec does), each piece an ``ite``
between the codec's own image and the handler's.  The raising condition is a
membership: the text holds a character the handler refuses.  A :class:`~.context.Path`
(no concrete values) models only the text the handler is never consulted on.
"""

from __future__ import annotations

from ..terms import Term, integer, mk, string
from . import termops as T
from .bytes_values import _hex_digit

SURROGATE_ESCAPE = "surrogateescape"
SURROGATE_PASS = "surrogatepass"
BACKSLASH = "backslashreplace"
XMLCHARREF = "xmlcharrefreplace"
#: The handlers this module models, by direction.
ENCODE_HANDLERS = (SURROGATE_ESCAPE, SURROGATE_PASS, BACKSLASH, XMLCHARREF)
DECODE_HANDLERS = (SURROGATE_ESCAPE, SURROGATE_PASS, BACKSLASH)
#: The lone surrogates ``surrogateescape`` maps back to bytes (it decodes 0x80..0xFF only).
ESCAPED_LO, ESCAPED_HI = 0xDC80, 0xDCFF
_ESCAPE_BASE = 0xDC00


def char_range(lo: int, hi: int) -> Term:
    return mk("re.range", string(chr(lo)), string(chr(hi)))


def _code(c: Term) -> Term:
    return mk("str.to_code", c)


def _hex(x: Term, width: int) -> Term:
    """The ``width`` lower-case hex digits of the integer term ``x`` (0 <= x < 16**width)."""
    digits = []
    for k in range(width - 1, -1, -1):
        part = mk("div", x, integer(16 ** k)) if k else x
        digits.append(_hex_digit(mk("mod", part, integer(16))))
    return T.concat(*digits)


def refused(handler: str, consulted: Term, utf8: bool) -> Term | None:
    """The characters (one-character RegLan) that ``handler`` refuses to encode among
    those the codec consults it on (``consulted``): None when it takes them all."""
    if handler == SURROGATE_ESCAPE:
        return mk("re.diff", consulted, char_range(ESCAPED_LO, ESCAPED_HI))
    if handler == SURROGATE_PASS:
        return None if utf8 else consulted
    return None


def encode_image(handler: str, c: Term) -> Term:
    """The bytes (a latin-1 String) ``handler`` puts for the one-character string ``c``
    it is consulted on and does not refuse."""
    x = _code(c)
    if handler == SURROGATE_ESCAPE:
        return mk("str.from_code", T.sub(x, _ESCAPE_BASE))
    if handler == BACKSLASH:
        return T.ite(T.lt(x, 0x100), T.concat(string("\\x"), _hex(x, 2)),
                     T.ite(T.lt(x, 0x10000), T.concat(string("\\u"), _hex(x, 4)),
                           T.concat(string("\\U"), _hex(x, 8))))
    if handler == XMLCHARREF:
        return T.concat(string("&#"), mk("str.from_int", x), string(";"))
    raise ValueError(f"no image of {handler!r}")  # surrogatepass: the codec's own bytes


def decode_image(handler: str, byte: Term) -> Term:
    """The text ``handler`` puts for the one byte ``byte`` (a one-character String of
    code point 0x80..0xFF) it is given on decoding."""
    x = _code(byte)
    if handler == SURROGATE_ESCAPE:
        return mk("str.from_code", T.add(x, _ESCAPE_BASE))
    if handler == BACKSLASH:
        return T.concat(string("\\x"), _hex(x, 2))
    raise ValueError(f"no image of {handler!r}")


__all__ = ["BACKSLASH", "DECODE_HANDLERS", "ENCODE_HANDLERS", "SURROGATE_ESCAPE",
           "SURROGATE_PASS", "XMLCHARREF", "char_range", "decode_image", "encode_image",
           "refused"]
