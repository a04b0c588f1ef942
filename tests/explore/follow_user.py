"""Functions whose branches depend on what a library returns (issue 38, item 1): the
library is ``follow_lib``, a package of its own, so its code runs rewritten only because
the explorer follows symbolic values into any pure-Python callee."""

import functools

import follow_lib
from follow_lib import (
    Address,
    Child,
    Tokens,
    depth,
    join_with,
    make_matcher,
    shout,
    split_once,
    words,
)

TABLE = {f"k{i:03d}": i for i in range(300)}
NAMES = frozenset(TABLE)
#: a table of many keys and many distinct values
#: (as mimetypes' suffixes): its values are a table value (strsat.python.tables)
TYPES = {f".x{i:03d}": ("text/" if i % 3 == 0 else "image/" if i % 3 == 1 else "font/")
         + f"t{i // 2}" for i in range(900)}


def parts(text: str) -> str:
    follow_lib.configure("=")
    try:
        found = split_once(text)
    except ValueError:
        return "none"
    if found.head == "key":
        return "key"
    return "other"


def count_words(text: str) -> str:
    for word in words(text):
        if word == "b":
            return "a b"
        return "other"
    return "none"


def loud(word: str) -> str:
    if shout(word) == "HI!":
        return "hi"
    return "other"


def prefixed(text: str) -> str:
    if make_matcher("ab")(text):
        return "ab"
    return "other"


def tokens(text: str) -> str:
    seen = ""
    for char in Tokens(text):
        if char == "x":
            return "x at " + seen
        seen += char
    return "no x"


def nested(text: str) -> str:
    if depth(text) == 3:
        return "three"
    return "other"


def kind(text: str) -> str:
    return Child().describe(text)


def lookup(name: str) -> str:
    value = TABLE.get(name.lower())
    if value is None:
        return "unknown"
    if value > 250:
        return "high"
    return "low"


def file_kind(name: str) -> str:
    kind = TYPES.get(name.lower())
    if kind is None:
        return "unknown"
    if kind.startswith("text/"):
        return "text"
    if kind.startswith("image/"):
        return "image"
    return "other"


def member(name: str) -> str:
    if name in NAMES:
        return "known"
    return "unknown"


def address(text: str) -> str:
    found = Address(text)
    if found.host is None:
        return "no host"
    if found.port is not None and found.port > 8000:
        return "high port"
    return "host"


def joined(text: str) -> str:
    if functools.partial(join_with, "-", text)("b") == "a-b":
        return "a"
    return "other"
