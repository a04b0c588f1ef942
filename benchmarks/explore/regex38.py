"""Small functions that branch on ``json``'s escapes and on ``base64``-decoded bytes
(brief "regex38", issue 38 item 5).  Measured in 2026-12-02-regex38.md.  Not a test."""

import base64
import json
from json.encoder import encode_basestring_ascii


def dumps_kind(s: str) -> str:
    out = json.dumps(s)
    if out == '"ok"':
        return "ok"
    if "\\n" in out:
        return "newline"
    if "\\u" in out:
        return "unicode"
    if len(out) > len(s) + 2:
        return "escaped"
    return "plain"


def ascii_kind(s: str) -> str:
    out = encode_basestring_ascii(s)
    if out.startswith('"\\u'):
        return "starts escaped"
    if '\\"' in out:
        return "quote"
    return "other"


def b64_equal(s: str) -> str:
    try:
        data = base64.b64decode(s)
    except ValueError:
        return "invalid"
    if data == b"hello":
        return "hello"
    return "other"


def b64_prefix(s: str) -> str:
    try:
        data = base64.b64decode(s)
    except ValueError:
        return "invalid"
    if data.startswith(b"GIF8"):
        return "gif"
    if data[:2] == b"PK":
        return "zip"
    return "other"
