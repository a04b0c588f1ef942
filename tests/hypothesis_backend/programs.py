"""Small programs with planted bugs for the backend's tests (the benchmark's are in
``benchmarks/hypothesis/planted.py``)."""

from __future__ import annotations

import re


class Planted(Exception):  # noqa: N818 - the planted failure
    pass


def key_value(text: str) -> tuple[str, str] | None:
    """``key:value`` whose value is its key reversed (two characters or more) is planted."""
    if ":" not in text:
        return None
    key, _, value = text.partition(":")
    if len(key) >= 2 and key == value[::-1]:
        raise Planted("mirrored")
    return key, value


def ticket(text: str) -> str:
    """A ticket id ``abc-42`` (the test's own ``re`` use) ending in 42 is planted."""
    if re.fullmatch(r"[a-z]{3}-[0-9]{2}", text) and text.endswith("42"):
        raise Planted("ticket 42")
    return text


def window(n: int, flag: bool) -> int:
    """An integer window with a flag."""
    if flag and 1000 < n < 1003:
        raise Planted("window")
    return n
