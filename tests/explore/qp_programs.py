"""Programs over ``quopri``/``binascii``'s quoted-printable codec and a ``BytesIO`` made
from plain bytes and written symbolic bytes (issue 38, bytes16)."""

from __future__ import annotations

import binascii
import email.header
import io
import quopri


def qp_length(s: str) -> str:
    out = quopri.decodestring(s.encode("latin-1")).decode("latin-1")
    if out == "x=y":
        return "decoded"
    if len(out) < len(s):
        return "shorter"
    return "same length"


def qp_header(raw: bytes) -> str:
    text = binascii.a2b_qp(raw, header=True)
    if text == b"a b":
        return "space"
    if text.endswith(b"\xff"):
        return "high byte"
    return "other"


def qp_encode(raw: bytes) -> str:
    encoded = quopri.encodestring(raw)
    if encoded.startswith(b"=3D"):
        return "escaped equals"
    if encoded.endswith(b"=20"):
        return "trailing space"
    if len(encoded) > len(raw):
        return "longer"
    return "same"


def buffered(raw: bytes) -> str:
    out = io.BytesIO()
    out.write(b"<")
    out.write(raw)
    out.write(b">")
    value = out.getvalue()
    if value == b"<ok>":
        return "ok"
    if out.tell() > 4:
        return "long"
    return "short"


def header_words(value: str) -> str:
    text = str(email.header.make_header(email.header.decode_header(value)))
    if text == "ab":
        return "ab"
    if text == value:
        return "unchanged"
    return "decoded"
