"""Session 35's lead sweep, second file: counting, ciphers, checksums, hex, escaping,
padding, literal_eval, format-string parsing (shapes of application code)."""

import ast
import heapq
import posixpath
import re
import shlex
import string
from collections import defaultdict


def most_common_word(s: str) -> str:
    counts: defaultdict[str, int] = defaultdict(int)
    for w in s.split():
        counts[w] += 1
    if not counts:
        return "empty"
    best = max(counts, key=counts.__getitem__)
    if counts[best] > 2:
        return "repeated " + best
    return "unique"


def longest_words(s: str) -> str:
    words = heapq.nlargest(2, s.split(), key=len)
    if len(words) < 2:
        return "few"
    if len(words[0]) > 6:
        return "long"
    if words[0] == words[1]:
        return "twins"
    return "short"


def caesar(s: str) -> str:
    out = "".join(chr((ord(c) - 97 + 3) % 26 + 97) if "a" <= c <= "z" else c for c in s)
    if out == "khoor":
        return "hello"
    if out.startswith("d"):
        return "starts a"
    return "other"


def checksum(s: str) -> str:
    total = sum(ord(c) for c in s) % 256
    if total == 0 and s:
        return "zero"
    if total > 200:
        return "high"
    return "low"


def hex_bytes(s: str) -> str:
    try:
        b = bytes.fromhex(s)
    except ValueError:
        return "invalid"
    n = int.from_bytes(b, "big")
    if n == 0xCAFE:
        return "cafe"
    if len(b) > 3:
        return "long"
    return "short"


def find_word(word: str, text: str) -> str:
    if not word:
        return "no word"
    if re.search(r"\b" + re.escape(word) + r"\b", text):
        return "found"
    if word.lower() in text.lower():
        return "inside"
    return "absent"


def quoted(s: str) -> str:
    q = shlex.quote(s)
    if q == s:
        return "safe"
    if q.startswith("'\"'"):
        return "quote first"
    return "quoted"


def padded_id(s: str) -> str:
    if not s.isdigit():
        return "not digits"
    z = s.zfill(5)
    label = "%-8s|" % z  # noqa: UP031 - user code as written
    if z != s and label.endswith("   |"):
        return "padded"
    if len(z) > 5:
        return "long"
    return "exact"


def literal(s: str) -> str:
    try:
        v = ast.literal_eval(s)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return "invalid"
    if isinstance(v, int) and v > 10:
        return "big int"
    if isinstance(v, str):
        return "string"
    return "other"


def template_fields(s: str) -> str:
    try:
        fields = [f for _, f, _, _ in string.Formatter().parse(s) if f is not None]
    except ValueError:
        return "invalid"
    if not fields:
        return "plain"
    if "name" in fields:
        return "named"
    return "fields"


def relative(path: str) -> str:
    if not path.startswith("/"):
        return "relative"
    r = posixpath.relpath(path, "/srv/app")
    if r.startswith(".."):
        return "outside"
    if r == ".":
        return "root"
    return "inside"
