"""Small programs over ``bytes`` and codecs with known paths, explored by the tests."""

import re
import textwrap

_DIGITS = re.compile(rb"[0-9]+")


def to_ascii_label(label: str) -> bytes:
    """An IDNA-like label converter: ASCII labels as they are (checked), others
    ``xn--`` and their UTF-8 bytes (a stand-in for punycode)."""
    try:
        out = label.encode("ascii")
    except UnicodeEncodeError:
        return b"xn--" + label.encode("utf-8")
    if len(out) > 63:
        raise ValueError("label too long")
    if out.startswith(b"-"):
        raise ValueError("leading hyphen")
    return out.lower()


def header_kind(raw: bytes) -> str:
    """Decodes a header line and branches on it."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "binary"
    name, sep, value = text.partition(":")
    if not sep:
        return "no colon"
    if name.strip().lower() == "host":
        return "host"
    if "\u00e9" in value:
        return "accented"
    return "other"


def magic(data: bytes) -> str:
    """Bytes indexing, prefixes and predicates."""
    if len(data) < 2:
        return "short"
    if data[0] == 0xFF and data[1] == 0xD8:
        return "jpeg"
    if data.startswith(b"\x89PNG"):
        return "png"
    if data.isdigit():
        return "digits"
    if isinstance(data, bytes) and data.hex() == "cafe":
        return "cafe"
    return "other"


def utf8_width(s: str) -> str:
    """Branches on the length of the UTF-8 encoding of a one-character string."""
    if len(s) != 1:
        return "not one character"
    n = len(s.encode("utf-8", "replace"))
    if n == 1:
        return "ascii"
    if n == 2:
        return "two"
    if n == 3:
        return "three"
    return "four"


def decode_kind(raw: bytes) -> str:
    """Branches on whether the bytes decode, and on the decoded text."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "binary"
    if text.isascii():
        return "ascii"
    if text.startswith("\u00e9"):
        return "e-acute"
    return "other"


def latin1_roundtrip(s: str, keep: bool = False) -> str:
    """latin-1 both ways, with a handler chosen by a bool."""
    data = s.encode("latin-1", "ignore" if keep else "replace")
    if b"?" in data:
        return "replaced"
    if data.decode("latin-1") != s:
        return "dropped"
    return "same"


def ascii_or_latin1(raw: bytes) -> str:
    """ascii, else latin-1 (which never fails)."""
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError:
        return "latin-1:" + raw.decode("latin-1")
    if text.isupper():
        return "upper"
    return text


def bytes_pattern(raw: bytes) -> str:
    """``bytes`` regular expressions, one compiled at import, one by ``re.match``."""
    if _DIGITS.fullmatch(raw):
        return "digits"
    if re.match(rb"ab", raw):
        return "ab"
    return "other"


def query_pair(raw: bytes) -> str:
    """``map(bytes.decode, ...)`` over the parts of a split."""
    names = list(map(bytes.decode, raw.split(b"=")))
    if len(names) != 2:
        return "not a pair"
    if names[0] == "id" and names[1].isdigit():
        return "id"
    return "other"


def fs_name(raw: bytes) -> str:
    """A file name as os.fsdecode reads it: undecodable bytes escaped."""
    name = raw.decode("utf-8", "surrogateescape")
    return "escaped ff" if name.endswith("\udcff") else "plain"


def margin_strip(text: str) -> str:
    return "x" if textwrap.dedent(text).startswith("x") else "other"
