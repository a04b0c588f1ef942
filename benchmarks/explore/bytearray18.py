# ruff: noqa  (wrappers of library code, kept short)
"""Brief "bytearray18"'s survey (``run_library.py bytearray18``, issue 38): functions that
build their output in a ``bytearray`` -- item and slice stores, ``+=``, ``append``,
``int.to_bytes`` of a symbolic int -- each run unchanged from CPython 3.11.7's standard
library or an installed PyPI package through a small wrapper that hands it what a
user's code would; the library code's own arcs are measured (``ALSO_MEASURE``):

base64's ``b32decode`` (``b32_kind``: the lead's unseen17 trial, ``decoded[-5:] =
last[:leftover]``), ``b32encode`` (``encoded[-6:] = b'======'``), ``b16decode``,
``b85decode`` and ``a85decode`` (``struct.pack`` of a symbolic int into a list), and
encodings.punycode's ``punycode_encode`` (``bytearray.append`` of code points).

PyPI, as installed (their code does not enter this repository): msgpack's pure-Python
``fallback.Unpacker`` fed once and iterated (its ``bytearray`` buffer, ``extend`` and
``del buffer[:checkpoint]``; survey14 ran ``unpackb``), dnspython's ``rdtypes.svcbbase._unescape``
and ``tokenizer.Token.unescape_to_bytes`` (``unescaped += b"%c" % codepoint``) and
``rdtypes.util.Bitmap.from_rdtypes`` (``bitmap[byte] = bitmap[byte] | (0x80 >> bit)``).
"""

import base64
import binascii
import encodings.punycode

import dns.rdtypes.svcbbase
import dns.rdtypes.util
import dns.tokenizer
import msgpack.fallback


# ---- the standard library ----------------------------------------------------------------

def b32_kind(s: str) -> str:
    try:
        out = base64.b32decode(s.encode("ascii"), casefold=True)
    except (binascii.Error, ValueError, UnicodeEncodeError):
        return "bad"
    if out == b"hi":
        return "hi"
    return "short" if len(out) < 3 else "long"


def b32_encode(s: str):
    return base64.b32encode(s.encode("latin-1"))


def b16_decode(s: str):
    return base64.b16decode(s, casefold=True)


def b85_decode(s: str):
    return base64.b85decode(s)


def a85_decode(s: str):
    return base64.a85decode(s)


def puny_encode(s: str):
    return encodings.punycode.punycode_encode(s)


# ---- PyPI, as installed ------------------------------------------------------------------

def msgpack_stream(s: str):
    unpacker = msgpack.fallback.Unpacker()
    unpacker.feed(s.encode("latin-1"))
    return list(unpacker)


def svcb_unescape(value: str):
    return dns.rdtypes.svcbbase._unescape(value)


def token_unescape(value: str):
    return dns.tokenizer.Token(dns.tokenizer.QUOTED_STRING, value).unescape_to_bytes().value


def nsec_bitmap(text: str):
    types = [int(t) for t in text.split(" ", 2)[:2]]
    return dns.rdtypes.util.Bitmap.from_rdtypes(types).windows
