"""Small programs with planted bugs for the backend's tests (the benchmark's are in
``benchmarks/hypothesis/planted.py``)."""

from __future__ import annotations

import re


class Planted(Exception):  # noqa: N818 - the planted failure
    pass


def key_value(text: str) -> tuple[str, str] | None:
    """``key=value`` with equal lengths (at least 3) is planted."""
    if text.count("=") != 1:
        return None
    key, value = text.split("=")
    if len(key) >= 3 and len(key) == len(value):
        raise Planted("equal lengths")
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
