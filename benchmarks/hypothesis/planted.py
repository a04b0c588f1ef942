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


def check_date(text: str) -> tuple[int, int, int]:
    """An ISO date ``YYYY-MM-DD`` from a regex strategy: the day check lets 30 February
    through to a planted crash."""
    year, month, day = (int(p) for p in text.split("-"))
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        raise ValueError("not a date")
    if month == 2 and day == 30:
        raise PlantedBug("30 February")
    return year, month, day


def check_mailbox(address: str) -> str:
    """``user@host.tld`` from a regex strategy: a user of three letters or more named
    like its host at a ``.io`` domain is planted."""
    user, _, rest = address.partition("@")
    host, _, tld = rest.rpartition(".")
    if user == host and len(user) >= 3 and tld == "io":
        raise PlantedBug("user named like its host")
    return user


def check_tags(text: str) -> list[str]:
    """Hash tags in a text that contains at least one (``from_regex`` without
    ``fullmatch``): the same tag twice in a row is planted."""
    tags = re.findall(r"#[a-z]+", text)
    if len(tags) >= 2 and tags[0] == tags[1]:
        raise PlantedBug("a repeated tag")
    return tags


def check_header(blob: bytes) -> str:
    """A binary header: ELF's magic number with the 64-bit class byte is planted."""
    if len(blob) < 6 or blob[:4] != b"\x7fELF":
        return "unknown"
    if blob[4] == 2:
        raise PlantedBug("64-bit ELF")
    return "elf32"


def check_frame(blob: bytes) -> bytes:
    """A frame whose last byte is the sum of the others modulo 256: a valid frame of
    type 0xAA is planted."""
    if len(blob) < 3:
        raise ValueError("short frame")
    body, check = blob[:-1], blob[-1]
    if sum(body) % 256 != check:
        raise ValueError("bad checksum")
    if body[0] == 0xAA:
        raise PlantedBug("frame type 0xAA")
    return body


def check_amount(line: str) -> str:
    """A ``;``-separated record: five fields whose last is the currency ``EUR``
    (spaces around it allowed) is planted."""
    fields = line.split(";")
    if len(fields) == 5 and fields[4].strip() == "EUR":
        raise PlantedBug("a euro amount")
    return fields[0]


def check_statement(text: str) -> str:
    """A statement filter: a ``DELETE`` keyword in any case, at the start, without a
    ``WHERE``, is planted."""
    folded = text.casefold()
    if folded.startswith("delete ") and "where" not in folded:
        raise PlantedBug("DELETE without WHERE")
    return text


def check_age(field: str) -> int:
    """``age=N``: an age between 121 and 129 passes the parser's range check wrongly."""
    key, sep, value = field.partition("=")
    if key != "age" or not sep:
        raise ValueError("not an age")
    n = int(value)
    if n < 0 or n > 130:
        raise ValueError("out of range")
    if n > 120:
        raise PlantedBug("a centenarian past 120")
    return n


def check_request(method: str, path: str) -> str:
    """A router: a ``POST`` to an admin path with a trailing slash skips the permission
    check (planted)."""
    if method == "POST" and path.startswith("/admin") and path.endswith("/"):
        raise PlantedBug("admin POST with a trailing slash")
    return f"{method} {path}"


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
    Property("date", {"text": st.from_regex(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", fullmatch=True)},
             _call(check_date), "date-shaped value from a regex strategy"),
    Property("mailbox", {"address": st.from_regex(r"[a-z]{2,8}@[a-z]{2,8}\.(com|org|io)",
                                                  fullmatch=True)},
             _call(check_mailbox), "email-shaped value from a regex strategy, equal fields"),
    Property("tags", {"text": st.from_regex(r"#[a-z]+", fullmatch=False)}, _call(check_tags),
             "regex strategy without fullmatch, a repeated match"),
    Property("header", {"blob": st.binary()}, _call(check_header),
             "binary input with a magic header"),
    Property("frame", {"blob": st.binary(max_size=8)}, _call(check_frame),
             "checksum over bytes"),
    Property("amount", {"line": st.text()}, _call(check_amount),
             "separator count and a keyword field"),
    Property("statement", {"text": st.text()}, _call(check_statement),
             "case-insensitive keyword via casefold"),
    Property("age", {"field": st.text()}, _call(check_age),
             "numeric field parsed with int() and a range"),
    Property("request", {"method": st.sampled_from(["GET", "HEAD", "POST", "PUT", "DELETE"]),
                         "path": st.text()}, _call(check_request),
             "a sampled keyword and a path shape"),
]


def _roundtrip(text: str) -> None:
    escaped = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    assert escaped.replace("\\n", "\n").replace("\\t", "\t") is not None
    assert len(escaped) >= len(text)


def _split_join(line: str) -> None:
    assert ",".join(line.split(",")) == line


def _slug_parts(slug: str) -> None:
    name, number = slug.split("-")
    assert name.isalpha() and name.islower() and int(number) >= 0


def _hex_roundtrip(blob: bytes) -> None:
    assert bytes.fromhex(blob.hex()) == blob and len(blob.hex()) == 2 * len(blob)


CONTROLS = [
    Property("escape_length", {"text": st.text()}, _roundtrip, "control (holds)"),
    Property("split_join", {"line": st.text()}, _split_join, "control (holds)"),
    Property("slug_parts", {"slug": st.from_regex(r"[a-z]+-[0-9]+", fullmatch=True)},
             _slug_parts, "control (holds)"),
    Property("hex_roundtrip", {"blob": st.binary()}, _hex_roundtrip, "control (holds)"),
]

__all__ = ["CONTROLS", "PROPERTIES", "PlantedBug", "Property"]
