"""Small programs for the classes of brief classes26 (issue 38): each is one class seen on
library code (see tests/explore/test_classes26.py), written here without the library."""

from __future__ import annotations

import base64
import binascii
import re


def mime_body(s: str) -> str:
    """``email.base64mime.body_decode``/``b64decode`` without ``validate``: a body whose
    lines end with a line break -- never canonical base64."""
    try:
        data = base64.b64decode(s + "\n")
    except binascii.Error:
        return "bad"
    if data == b"ok":
        return "ok"
    if data[:1] == b"\x89":
        return "png"
    return "other"


def wheel_name(filename: str) -> str:
    """packaging's ``parse_wheel_filename``: the dashes counted, then a split with a
    maxsplit that depends on the count (a build tag when there are five parts)."""
    if not filename.endswith(".whl"):
        return "not a wheel"
    dashes = filename.count("-")
    if dashes not in (4, 5):
        return "wrong parts"
    parts = filename.split("-", dashes - 2)
    if len(parts[0]) == 0:
        return "no name"
    if dashes == 5 and not parts[2][:1].isdigit():
        return "bad build"
    if "-" in parts[-1] and parts[-1].startswith("py3"):
        return "py3 tag"
    return "other"


def last_fields(line: str, keep: int) -> str:
    """``rsplit`` with a maxsplit from the input."""
    if not 0 <= keep <= 3:
        return "out of range"
    fields = line.rsplit(":", keep)
    if len(fields) == keep + 1 and fields[0] == "root":
        return "root head"
    if len(fields) <= keep:
        return "short"
    return "full"


class Directives(dict[str, str]):
    """werkzeug's ``CallbackDict``/``_CacheControl``: a dict subclass whose ``__init__``
    passes the parsed items to ``dict.__init__`` and whose stores notify."""

    def __init__(self, initial: dict[str, str] | None = None) -> None:
        super().__init__(initial or {})
        self.changed = 0

    def __setitem__(self, key: str, value: str) -> None:
        self.changed += 1
        super().__setitem__(key, value)


def cache_control(header: str) -> str:
    """``parse_cache_control_header``: ``key=value`` items of a header, keys from the
    input, in a dict subclass; then lookups by constant keys."""
    items = {}
    for part in header.split(",")[:3]:
        key, _, value = part.strip().partition("=")
        items[key] = value
    directives = Directives(items)
    if directives.changed:
        return "notified"
    if "no-cache" in directives:
        return "no cache"
    if directives.get("max-age") == "0":
        return "expired"
    if len(directives) == 2:
        return "two"
    return "other"


class Plain(dict[str, str]):
    """A dict subclass without an ``__init__`` of its own."""


def cookie_pairs(header: str) -> str:
    """``parse_cookie``'s ``MultiDict``: pairs with input keys given as a list to
    ``dict.update`` of a subclass, and a keyword."""
    pairs = [(p.partition("=")[0], p.partition("=")[2]) for p in header.split(";")[:2]]
    jar = Directives()
    dict.update(jar, pairs, source="header")
    if jar.get("session") == "x":
        return "session"
    if Plain(pairs).get("id") == "7":  # a subclass without an __init__ of its own
        return "id"
    if len(jar) == 2:
        return "one cookie"
    return "other"


_NORMALIZED = re.compile(r"[a-z0-9]|[a-z0-9]([a-z0-9-](?!--))*[a-z0-9]")


def normalized_name(name: str) -> str:
    """packaging's ``is_normalized_name``: a name of lower-case letters, digits and
    single dashes (``(?!--)`` at the end of each iteration)."""
    if name.startswith("-"):
        return "leading dash"
    if _NORMALIZED.fullmatch(name) is None:
        return "not normalized"
    if "-" in name:
        return "dashed"
    return "plain"


def banner(title: str, width: int, fill: str) -> str:
    """jinja2's ``do_center`` (``value.center(80)``) and a banner of an input width and
    fill character."""
    line = title.center(80)
    if line.startswith("   x") and line.endswith("y "):
        return "wide"
    if not 0 <= width <= 200:
        return "out of range"
    try:
        framed = title.rjust(width, fill)
    except TypeError:
        return "bad fill"
    if framed.startswith("**") and len(framed) == 100:
        return "framed"
    return "other"
