"""Programs for ``test_leftovers38.py`` (brief "leftovers38"): C containers of
``collections`` holding symbolic values, a generator made by a library's ``__init__``,
codecs, and the summary's end-of-run counts."""

from __future__ import annotations

import binascii
import collections
import email.feedparser


def deque_ops(s: str) -> str:
    d: collections.deque[str] = collections.deque(["x"])
    d.extendleft(s.split(","))
    d.rotate(1)
    if d[0] == "x" and d[1] == "ab":
        return "index"
    if "cd" in d:
        return "in"
    for item in reversed(d):
        if item == "ef":
            return "iter"
    d.popleft()
    if d and d.pop() == "gh":
        return "pop"
    return "other"


def deque_search(s: str) -> str:
    d = collections.deque(s.split(":"), maxlen=3)
    try:
        d.remove("k")
    except ValueError:
        return "missing"
    if d.index("v") == 1:
        return "v second"
    return "removed"


def feed_subject(text: str) -> str:
    parser = email.feedparser.FeedParser()
    parser.feed(text)
    msg = parser.close()
    if msg["Subject"] == "hi":
        return "hi"
    return "other"


def idna_text(data: bytes) -> str:
    try:
        text = data.decode("idna")
    except UnicodeError:
        return "invalid"
    if text.startswith("a"):
        return "a"
    return "other"


def puny_text(data: bytes) -> str:
    try:
        text = data.decode("punycode")
    except UnicodeError:
        return "invalid"
    if text == "":
        return "empty"
    return "text"


def many_decisions(s: str) -> str:
    for i in range(40):
        if len(s) == i + 100:
            return "long"
    return "none"


def uu_text(line: bytes) -> str:
    try:
        return "hi" if binascii.a2b_uu(line) == b"hi" else "other"
    except binascii.Error:
        return "error"
