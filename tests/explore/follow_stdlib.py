"""Functions that call the standard library and branch on what it returns (issue 38)."""

import csv
import datetime
import decimal
import io
import ipaddress
import json
import mimetypes
import shlex
import string
import unicodedata
import urllib.parse


def normalize_path(path: str) -> str:
    path = urllib.parse.unquote(path)
    if path.startswith("/"):
        return "absolute"
    return "relative"


def command_name(line: str) -> str:
    try:
        words = shlex.split(line)
    except ValueError:
        return "unbalanced"
    if not words:
        return "empty"
    return words[0]


def content_kind(filename: str) -> str:
    kind, _ = mimetypes.guess_type(filename)
    if kind is None:
        return "unknown"
    if kind.startswith("text/"):
        return "text"
    return "other"


def json_kind(document: str) -> str:
    try:
        value = json.loads(document)
    except ValueError:
        return "invalid"
    if isinstance(value, list):
        return "list"
    return "other"


def make_date(year: int, month: int, day: int) -> str:
    try:
        made = datetime.date(year, month, day)
    except ValueError:
        return "invalid"
    return "monday" if made.weekday() == 0 else "other"


def price(text: str) -> str:
    try:
        value = decimal.Decimal(text)
    except decimal.InvalidOperation:
        return "invalid"
    return "number" if value.is_finite() else "special"


def csv_rows(text: str) -> str:
    rows = list(csv.reader(io.StringIO(text)))
    return "one row" if len(rows) == 1 else "other"


def templated(name: str) -> str:
    text = string.Template("hello $who").safe_substitute(who=name)
    return "long" if len(text) > 8 else "short"


def decoded(document: str) -> str:
    decoder = json.JSONDecoder()
    try:
        value = decoder.decode(document)
    except ValueError:
        return "invalid"
    return "list" if isinstance(value, list) else "other"


def host(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    if parts.hostname is None:
        return "none"
    if parts.hostname == "a":
        return "a"
    return "other"


def format_fields(fmt: str) -> str:
    """logging's check of a ``{``-style format: ``string.Formatter().parse``."""
    try:
        fields = [name for _, name, _, _ in string.Formatter().parse(fmt) if name]
    except ValueError:
        return "bad"
    if not fields:
        return "no fields"
    if fields[0] == "msg":
        return "message first"
    return "fields"


_HEX = frozenset("0123456789abcdefABCDEF")


def hextet(text: str) -> int:
    """ipaddress's check of an IPv6 group: ``frozenset.issuperset`` of the string."""
    if not _HEX.issuperset(text):
        raise ValueError("not hex")
    if len(text) > 4:
        raise ValueError("too long")
    return 1


def letter_kind(char: str) -> str:
    """``unicodedata.category`` of a character (C, modelled exactly)."""
    if len(char) != 1:
        return "not one"
    kind = unicodedata.category(char)
    if kind == "Lu":
        return "upper"
    if kind.startswith("N"):
        return "number"
    return "other"


def address_class(n: int) -> str:
    if not 0 <= n < 2 ** 32:
        return "range"
    ip = ipaddress.IPv4Address(n)
    if ip.is_private:  # a property over functools.lru_cache: hashing would pin ``n``
        if ip.is_loopback:
            return "loopback"
        return "private"
    if ip.is_multicast:
        return "multicast"
    return "public"
