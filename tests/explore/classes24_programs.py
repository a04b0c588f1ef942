"""Small programs for the classes of brief classes24 (issue 38): each is one class seen on
library code (see tests/explore/test_classes24.py), written here without the library."""

from __future__ import annotations

import ast
import codecs


def grammar_literal(s: str) -> str:
    """lark's ``load_grammar.eval_escaping``: a grammar literal's escapes evaluated by
    ``ast.literal_eval`` of ``u'''...'''`` around it (quotes escaped first)."""
    w = s.replace("'", "\\'")
    try:
        value = ast.literal_eval("u'''%s'''" % w)  # noqa: UP031 - lark's own spelling
    except SyntaxError:
        return "bad escape"
    if value in ("\n", "A\t"):
        return "newline" if value == "\n" else "A tab"
    if value.startswith("\\"):
        return "backslash" if len(value) == 1 else "other"
    return "e acute" if value == "\u00e9" else "other"


def unicode_escaped(s: str) -> str:
    """``codecs.decode(data, 'unicode_escape')`` of an ASCII text."""
    if not s.isascii():
        return "not ascii"
    try:
        value = codecs.decode(s.encode("ascii"), "unicode_escape")
    except UnicodeDecodeError:
        return "bad escape"
    lines = value.split("\n")
    if len(lines) == 2 and lines[0] == "a":
        return "two lines"
    return "nul" if value == "\x00" else "other"
