"""Parameters a library writes without ``str`` annotations (test_param_kinds.py)."""
# ruff: noqa: ANN001, ANN201

from collections.abc import Mapping
from typing import Optional


def capwords(s, sep=None):
    return (sep or " ").join(map(str.capitalize, s.split(sep)))


def strip_prefix(text: str, prefix: Optional[str] = None) -> str:  # noqa: UP045
    if prefix is None:
        return text.strip()
    if text.startswith(prefix):
        return text[len(prefix):]
    raise ValueError("no prefix")


def suffix(text: str, end: str | None = ".") -> str:
    if end is not None and text.endswith(end):
        return "ends"
    return "other"


def callback(s: str, key=None):
    if key is None:
        return s
    return key(s)


def unescape(data: str, entities={}) -> str:  # noqa: B006 - as xml.sax.saxutils writes it
    data = data.replace("&lt;", "<")
    if entities:
        for k, v in entities.items():
            data = data.replace(k, v)
    return data


def lookup(name: str, table: Mapping[str, str]) -> str:
    if name in table:
        return "known " + table[name]
    return "unknown"
