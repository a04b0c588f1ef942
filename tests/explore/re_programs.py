"""Functions whose branches depend on the re module (issue 38, item 5)."""

import re

# json.scanner's NUMBER_RE, with its flags
NUMBER = re.compile(r"(-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?",
                    re.VERBOSE | re.MULTILINE | re.DOTALL)
SPACE = re.compile(r"[ \t\n\r]*")


def scan(s: str) -> str:
    """A JSON-style scanner: numbers separated by commas, with Pattern.match(s, pos)."""
    idx = SPACE.match(s, 0).end()
    kinds = []
    while idx < len(s):
        m = NUMBER.match(s, idx)
        if m is None:
            raise ValueError("expected a number")
        integer, frac, exp = m.groups()
        kinds.append("float" if frac or exp else "int")
        idx = SPACE.match(s, m.end()).end()
        if idx < len(s):
            if s[idx] != ",":
                raise ValueError("expected a comma")
            idx = SPACE.match(s, idx + 1).end()
    return "+".join(kinds)


def header(line: str) -> str:
    """Pattern.split(s, 1): a header line's name and value."""
    parts = re.compile(r"\s*:\s*").split(line, 1)
    if len(parts) < 2:
        return "no colon"
    name, value = parts
    if not name:
        return "no name"
    return "empty" if not value else "ok"


def has_section(text: str) -> str:
    """re.search with re.MULTILINE: a line that is a section header."""
    m = re.search(r"^\[([a-z]+)\]$", text, re.MULTILINE)
    if m is None:
        return "none"
    return "main" if m.group(1) == "main" else "other"


def swap(pair: str) -> str:
    """re.sub with \\g<name> references."""
    out = re.sub(r"(?P<k>[a-z]+)=(?P<v>[a-z0-9]+)", r"\g<v>=\g<k>", pair, count=1)
    if out == pair:
        return "same"
    return "swapped" if out.startswith("x") else "changed"


def archive_kind(name: str) -> str:
    """fnmatch's translation of a glob with two stars holds an atomic group: ``*.tar.*``
    is ``(?s:(?>.*?\\.tar\\.).*)\\Z`` (Python 3.11)."""
    import fnmatch

    if fnmatch.fnmatch(name, "*.tar.*"):
        return "tarball"
    if fnmatch.fnmatchcase(name, "*test*.py"):
        return "test"
    return "other"
