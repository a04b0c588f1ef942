"""Rewrite SMT-LIB 2.5 string scripts into 2.6 spelling for peers that need it.

cvc5 refuses 2.5 operator names, and neither cvc5 nor z3 reads 2.5 escape
sequences inside string literals (``"\\x41"`` is four characters in 2.6, one in
2.5).  So that every peer gives a 2.5 file its 2.5 meaning, the bench hands
them this normalised copy.

Dialect rule (the bench's; keep in step with the parser in ``strsat.smtlib``):

* an explicit ``(set-info :smt-lib-version V)`` decides;
* otherwise a script that uses any legacy operator spelling (the ``aliases``
  column of :mod:`strsat.terms.ops` that are 2.5 names) is 2.5;
* otherwise it is 2.6 and is passed through unchanged.

In a 2.5 script, operator spellings are renamed to their 2.6 names and the
literal escapes ``\\xHH``, ``\\\\``, ``\\n \\t \\r \\v \\f \\a \\b`` are
rewritten as 2.6 ``\\u{H}`` escapes; every other backslash stays as written
(``\\u`` forms mean the same in both versions).
"""

from __future__ import annotations

import re

from ..terms.ops import OPS
from .script import scan, string_literals

#: Legacy spelling -> 2.6 name, from the operator table.  Extension operators
#: are excluded: their alternative spellings are dialects, not 2.5 names.
LEGACY_NAMES: dict[str, str] = {
    alias: op.name
    for op in OPS.values()
    if not op.extension
    for alias in op.aliases
}

_SYMBOL = re.compile(r"[A-Za-z0-9~!@$%^&*_\-+=<>.?/]+")
_LEGACY_RE = re.compile(
    r"(?<![A-Za-z0-9~!@$%^&*_\-+=<>.?/])("
    + "|".join(re.escape(a) for a in sorted(LEGACY_NAMES, key=len, reverse=True))
    + r")(?![A-Za-z0-9~!@$%^&*_\-+=<>.?/])"
)
_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{2}|[\\ntrvfab])")
_CONTROL = {"\\": 0x5C, "n": 0x0A, "t": 0x09, "r": 0x0D, "v": 0x0B, "f": 0x0C, "a": 0x07,
            "b": 0x08}


def _code_segments(text: str) -> list[tuple[int, int, bool]]:
    """Split ``text`` into (start, end, is_literal) segments."""
    out: list[tuple[int, int, bool]] = []
    pos = 0
    for s, e in string_literals(text):
        if s > pos:
            out.append((pos, s, False))
        out.append((s, e, True))
        pos = e
    if pos < len(text):
        out.append((pos, len(text), False))
    return out


def _strip_comments(code: str) -> str:
    return re.sub(r";[^\n]*", "", code)


def dialect(text: str) -> str:
    """``"2.5"`` or ``"2.6"`` for a script, by the rule in the module docstring."""
    version = scan(text).version
    if version is not None:
        return "2.5" if version.startswith("2.5") or version.startswith("2.0") else "2.6"
    for s, e, lit in _code_segments(text):
        if not lit and _LEGACY_RE.search(_strip_comments(text[s:e])):
            return "2.5"
    return "2.6"


def _escape_26(m: re.Match[str]) -> str:
    g = m.group(1)
    code = int(g[1:], 16) if g[0] == "x" else _CONTROL[g]
    return f"\\u{{{code:x}}}"


def to_26(text: str) -> str:
    """The script in SMT-LIB 2.6 spelling (unchanged if it already is 2.6)."""
    if dialect(text) == "2.6":
        return text
    parts: list[str] = []
    for s, e, lit in _code_segments(text):
        seg = text[s:e]
        if lit:
            parts.append(_ESCAPE.sub(_escape_26, seg))
        else:
            seg = _LEGACY_RE.sub(lambda m: LEGACY_NAMES[m.group(1)], seg)
            parts.append(re.sub(r"(:smt-lib-version\s+)2\.[05]", r"\g<1>2.6", seg))
    return "".join(parts)
