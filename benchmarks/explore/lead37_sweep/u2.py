"""lead37 sweep, file 2: user-style functions over PyPI packages no survey used."""
import bech32
import iso8601
import rfc3339_validator
import webencodings
from word2number import w2n


def stamp_ok(s: str) -> str:
    if not rfc3339_validator.validate_rfc3339(s):
        return "invalid"
    if s.endswith("Z"):
        return "utc"
    if "." in s:
        return "fraction"
    return "offset"


def address_kind(s: str) -> str:
    hrp, data = bech32.bech32_decode(s)
    if hrp is None:
        return "invalid"
    if hrp == "bc":
        return "bitcoin"
    if data and data[0] == 0:
        return "witness v0"
    return "other"


def iso_kind(s: str) -> str:
    try:
        d = iso8601.parse_date(s)
    except iso8601.ParseError:
        return "invalid"
    if d.tzinfo is not None and d.utcoffset().total_seconds() != 0:
        return "offset"
    if d.microsecond:
        return "fraction"
    return "utc"


def charset_name(label: str) -> str:
    enc = webencodings.lookup(label)
    if enc is None:
        return "unknown"
    if enc.name == "utf-8":
        return "utf8"
    if enc.name == "windows-1252":
        return "latin"
    return "other"


def spoken(s: str) -> str:
    try:
        n = w2n.word_to_num(s)
    except ValueError:
        return "not a number"
    if n == 42:
        return "answer"
    if n > 1000:
        return "large"
    return "small"
