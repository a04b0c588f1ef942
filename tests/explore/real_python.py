"""Programs that use Python's own builtins, decorators, methods and bool arithmetic
(issue 24), explored by test_real_python.py."""

import functools
import os
import re
from dataclasses import dataclass


def kinds(x: str, n: int, b: bool) -> str:
    if not isinstance(x, str) or not isinstance(n, int) or not isinstance(b, int):
        return "bad"
    if isinstance("plain", str) and type(x) is str and issubclass(type(n), int):
        if str(n) == x:
            return "same"
        return str.upper(x)[:2]
    return "no"


@functools.lru_cache(maxsize=64)
def cached(s: str) -> int:
    if s.startswith("a"):
        return 1
    return 2


def caller(s: str) -> int:
    return cached(s) + 1


def path(p: str) -> str:
    p = os.fspath(p)
    if p.endswith("/"):
        return "dir"
    return "file"


@dataclass
class Point:
    name: str
    n: int = 0

    def label(self, suffix: str) -> str:
        if suffix == "x":
            return self.name + suffix
        return "no"

    @staticmethod
    def check(s: str) -> bool:
        if s == "ok":
            return True
        return False

    @classmethod
    def make(cls, s: str) -> str:
        p = cls(s)
        return p.label(s)


def bools(s: str) -> int:
    pos = 0
    has_sep = s.startswith("-")
    pos += has_sep
    pos = pos - (s == "") - (s == "a")
    if pos > 0:
        return pos
    return -pos


def subber(s: str) -> str:
    pat = re.compile(r"\s+")
    t = pat.sub("", s)
    if t == "ab":
        return "ab"
    return "other"


def joined(a: int, b: str) -> str:
    text = ",".join(map(str, [a, a + 1]))
    words = sorted([b, "m"], key=str.lower)
    if text == "3,4" and words[0] == "B":
        return "found"
    return "no"


class ParseError(ValueError):
    pass


def own_error(s: str) -> int:
    if s.startswith("-"):
        raise ParseError("dash")
    return len(s)


_join = "".join


def bound_join(s: str) -> str:
    parts = [s, "-"]
    if _join(parts) == "ab-":
        return "found"
    return "no"


_BLANK_LINES = re.compile("^[ \t]+$", re.MULTILINE)
_INDENTS = re.compile("(^[ \t]*)(?:[^ \t\n])", re.MULTILINE)


def indents(text: str) -> str:
    """textwrap.dedent's two MULTILINE patterns, modelled line by line."""
    text = _BLANK_LINES.sub("", text)
    found = _INDENTS.findall(text)
    if len(found) >= 2 and found[0] != found[1]:
        return "mixed"
    if found and found[0]:
        return "indented"
    return "flat"


def lines(text: str) -> str:
    """``str.splitlines`` of a symbolic string (textwrap, email and config parsers)."""
    rows = text.splitlines(True)
    if len(rows) == 3 and rows[1] == "ab\r\n":
        return "three"
    if len(rows) == 2:
        return "two"
    return "other"


def capital(name: str) -> str:
    """``str.capitalize`` of a symbolic string (inflection, string.capwords)."""
    if name.capitalize() == "Ab":
        return "ab"
    return "other"


def shouting(word: str) -> str:
    """``isupper``/``islower`` of a symbolic string (inflection, email header names)."""
    if word.isupper() and len(word) > 1:
        return "upper"
    if word.islower():
        return "lower"
    return "mixed"


def slug(title: str) -> str:
    """``str.translate`` with a ``str.maketrans`` table (slugifiers)."""
    text = title.translate({ord(" "): "-", ord("_"): "-", ord("!"): None})
    if text == "a-b":
        return "found"
    return "other"


def folded(name: str) -> str:
    """``str.casefold`` of a symbolic string (case-insensitive keys)."""
    if name.casefold() == "key":
        return "key"
    return "other"


def templated(name: str, host: str) -> str:
    """``str.format_map`` of a plain dict (URL and message templates)."""
    url = "{scheme}://{host}/{name}".format_map({"scheme": "https", "host": host, "name": name})
    if url == "https://a/b":
        return "found"
    return "other"


def versions(a1: int, a2: int, b1: int, b2: int) -> str:
    """Version pairs compared as tuples (semver's ``_cmp``): one formula, not a decision
    per item, so equal versions are one flip away."""
    x = ((a1, a2) > (b1, b2)) - ((a1, a2) < (b1, b2))
    if x:
        return "newer" if x > 0 else "older"
    return "same"
