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
