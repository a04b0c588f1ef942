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
    if value == "\n":
        return "newline"
    if value == "A\t":
        return "A tab"
    if value == "\u00e9":
        return "e acute"
    if value == "\\":
        return "backslash"
    return "other"


def unicode_escaped(s: str) -> str:
    """``codecs.decode(data, 'unicode_escape')`` of an ASCII text."""
    if not s.isascii():
        return "not ascii"
    try:
        value = codecs.decode(s.encode("ascii"), "unicode_escape")
    except UnicodeDecodeError:
        return "bad escape"
    if value == "\x00":
        return "nul"
    if value == "\u20ac":
        return "euro"
    if value == "a\nb":
        return "two lines"
    return "other"
