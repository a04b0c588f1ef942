"""Code with planted bugs of the kinds real code has, and a property test of each (issue 42).

Each ``check_*`` function is a small piece of parsing or validation code with one
planted bug (it raises :class:`PlantedBug` on the inputs that reach it, or a plain
Python error the code lets through); each entry of :data:`PROPERTIES` is the property
a developer would write for it: a strategy and a test body.  ``CONTROLS`` are
properties that hold (a backend must not report them).  ``run.py`` runs them under
each backend.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st


class PlantedBug(Exception):  # noqa: N818 - the benchmark's planted failure
    """The planted bug was reached."""


def check_record(line: str) -> list[str]:
    """A CSV record ``id,NUMBER,name``: the number field's range check is off by one."""
    parts = line.split(",")
    if len(parts) != 3 or parts[0] != "id":
        return []
    field = parts[1]
    if field.isascii() and field.isdigit():
        n = int(field)
        if 1000 <= n <= 1010:
            raise PlantedBug(f"record number {n} in the reserved range")
    return parts


def check_code(code: str) -> bool:
    """A product code of five digits whose last is a checksum of the first four: the
    validator crashes on codes that start with 7 and pass the checksum."""
    if len(code) != 5 or not (code.isascii() and code.isdigit()):
        return False
    total = sum(int(c) for c in code[:4])
    if total % 10 != int(code[4]):
        return False
    if code[0] == "7":
        raise PlantedBug("checksum path for a 7-code")
    return True


def check_pair(text: str) -> tuple[str, str] | None:
    """``key=value``: equal lengths of the two fields (at least 3) hit a bug."""
    if text.count("=") != 1:
        return None
    key, value = text.split("=")
    if len(key) >= 3 and len(key) == len(value):
        raise PlantedBug("key and value of equal length")
    return key, value


def unescape(text: str) -> str:
    """Backslash escapes ``\\n``, ``\\t``, ``\\\\`` and ``\\xHH``: ``\\x`` with a
    value past 0x7f is planted wrong."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = text[i + 1] if i + 1 < len(text) else ""
        if nxt == "n":
            out.append("\n")
            i += 2
        elif nxt == "t":
            out.append("\t")
            i += 2
        elif nxt == "x" and re.fullmatch(r"[0-9a-f]{2}", text[i + 2:i + 4]):
            value = int(text[i + 2:i + 4], 16)
            if value > 0x7F:
                raise PlantedBug("\\x escape past ASCII")
            out.append(chr(value))
            i += 4
        else:
            out.append(c)
            i += 1
    return "".join(out)


def check_query(query: str) -> str:
    """A query filter: a case-insensitive ``DROP`` keyword after a comment marker is
    planted as an unguarded path."""
    lowered = query.lower()
    if lowered.startswith("drop ") and "--" in query:
        raise PlantedBug("comment after a DROP")
    return query


def check_email(address: str) -> str:
    """``local@domain``: a long local part at a ``.io`` domain crashes the normaliser."""
    if address.count("@") != 1:
        raise ValueError("not an address")
    local, domain = address.split("@")
    if not local or "." not in domain:
        raise ValueError("not an address")
    if domain.endswith(".io") and len(local) > 6:
        raise PlantedBug("long local part at .io")
    return local.lower() + "@" + domain.lower()


def check_port(host: str, port: int) -> str:
    """``host:port``: a port in a planted window together with a ``local`` host."""
    if port < 0 or port > 65535:
        raise ValueError("port out of range")
    if host.startswith("local") and 8080 < port < 8090:
        raise PlantedBug("local dev port")
    return f"{host}:{port}"


def check_version(text: str) -> tuple[int, int, int]:
    """``MAJOR.MINOR.PATCH``: a pre-release major of 0 with a minor over 20 is planted."""
    parts = text.split(".")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts):
        raise ValueError("not a version")
    major, minor, patch = (int(p) for p in parts)
    if major == 0 and minor > 20 and patch == 0:
        raise PlantedBug("0.x.0 past 20")
    return major, minor, patch


def check_totals(items: list[int]) -> int:
    """A budget of three items adding up to 42 exactly is planted."""
    total = sum(items)
    if len(items) == 3 and total == 42:
        raise PlantedBug("three items adding up to 42")
    return total


def check_palindrome_flag(flag: bool, word: str) -> bool:
    """A flag and a palindrome of at least four letters."""
    if flag and len(word) >= 4 and word == word[::-1]:
        raise PlantedBug("flagged palindrome")
    return flag


def check_slug(slug: str) -> str:
    """A slug from ``[a-z]+-[0-9]+``: the number 42 is planted."""
    name, _, number = slug.partition("-")
    if number == "42":
        raise PlantedBug("slug number 42")
    return name


def check_linear(a: int, b: int) -> int:
    """Two integers with ``3a - 2b == 17`` and ``a > 100``."""
    if 3 * a - 2 * b == 17 and a > 100:
        raise PlantedBug("linear relation")
    return a - b


@dataclass(frozen=True)
class Property:
    """A property test: its name, the strategies of its arguments, and its body."""

    name: str
    strategies: dict[str, Any]
    body: Callable[..., Any]
    kind: str  # what kind of bug it plants


def _call(f: Callable[..., Any]) -> Callable[..., Any]:
    def body(**kwargs: Any) -> None:
        try:
            f(**kwargs)
        except ValueError:
            pass  # a rejected input is fine; PlantedBug (and any other error) is not

    body.__name__ = f"test_{f.__name__}"
    return body


PROPERTIES = [
    Property("record", {"line": st.text()}, _call(check_record),
             "separator count and numeric field range"),
    Property("checksum", {"code": st.text()}, _call(check_code), "checksum"),
    Property("pair", {"text": st.text()}, _call(check_pair), "equal lengths of two fields"),
    Property("escape", {"text": st.text()}, _call(unescape), "escape sequence"),
    Property("keyword", {"query": st.text()}, _call(check_query),
             "case-insensitive keyword"),
    Property("email", {"address": st.text()}, _call(check_email),
             "domain suffix and field length"),
    Property("port", {"host": st.text(), "port": st.integers()}, _call(check_port),
             "string prefix and integer window"),
    Property("version", {"text": st.text()}, _call(check_version),
             "three numeric fields"),
    Property("totals", {"items": st.lists(st.integers())}, _call(check_totals),
             "list length and sum"),
    Property("palindrome", {"flag": st.booleans(), "word": st.text()},
             _call(check_palindrome_flag), "boolean and reversed string"),
    Property("slug", {"slug": st.from_regex(r"[a-z]+-[0-9]+", fullmatch=True)},
             _call(check_slug), "value from a regex strategy"),
    Property("linear", {"a": st.integers(), "b": st.integers()}, _call(check_linear),
             "linear integer relation"),
]


def _roundtrip(text: str) -> None:
    escaped = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    assert escaped.replace("\\n", "\n").replace("\\t", "\t") is not None
    assert len(escaped) >= len(text)


def _split_join(line: str) -> None:
    assert ",".join(line.split(",")) == line


CONTROLS = [
    Property("escape_length", {"text": st.text()}, _roundtrip, "control (holds)"),
    Property("split_join", {"line": st.text()}, _split_join, "control (holds)"),
]

__all__ = ["CONTROLS", "PROPERTIES", "PlantedBug", "Property"]
