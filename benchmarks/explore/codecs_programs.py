"""The small programs of benchmarks/explore/2026-12-02-codecs.md: error handlers of the
codecs, case maps beyond Latin-1, and textwrap helpers (a pattern built from a symbolic
string)."""

import textwrap


def fsname(raw: bytes) -> str:
    name = raw.decode("utf-8", "surrogateescape")
    if "\udcff" in name:
        return "escaped ff"
    if name.endswith("\u00e9"):
        return "accent"
    return "plain"


def to_ascii(text: str) -> bytes:
    data = text.encode("ascii", "backslashreplace")
    if data.startswith(b"\\u"):
        return b"bmp"
    if b"\\x" in data:
        return b"latin"
    return data


def xml(text: str) -> str:
    data = text.encode("latin-1", "xmlcharrefreplace")
    if b"&#8364;" in data:
        return "euro"
    return "other"


def greek(word: str) -> str:
    low = word.lower()
    if low == "\u03b1\u03b2":
        return "alpha beta"
    up = word.upper()
    if up.endswith("\u0416"):
        return "zhe"
    if word.title() == "\u01c5a":
        return "digraph"
    return "other"


def dd(text: str) -> str:
    out = textwrap.dedent(text)
    if out.startswith("x"):
        return "x"
    if "\n" in out:
        return "lines"
    return "other"


def ind(text: str) -> str:
    out = textwrap.indent(text, "> ")
    if out.endswith("> y"):
        return "y"
    return "other"
