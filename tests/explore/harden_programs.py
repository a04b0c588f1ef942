"""Programs of issue 38's robustness items: a library's callback handed to a model, a
large constant table, attributes set by a symbolic name."""

from __future__ import annotations

import html
from html.entities import codepoint2name


def unescaped(s: str) -> str:
    return html.unescape(s)


def code_point_name(n: int) -> str:
    name = codepoint2name.get(n)
    if name is None:
        return "none"
    if name.startswith("a"):
        return "a"
    return "other"


class Settings:
    def __init__(self) -> None:
        self.host = "localhost"


def configured(key: str, value: str) -> str:
    """A config object filled by a symbolic name, read later by constant names."""
    s = Settings()
    setattr(s, key, value)
    port = getattr(s, "port", "")
    if port == "80":
        return "port 80"
    return "user set" if hasattr(s, "user") else (
        "host set" if s.host == "example.org" else "defaults")


def header(data: bytes) -> str:
    """A header read through a memoryview of the input."""
    view = memoryview(data)
    if len(view) < 3:
        return "short"
    if view[0] != 0x7F:
        return "bad magic"
    body = view[1:].tobytes()
    return "elf" if body.startswith(b"EL") else "other"
