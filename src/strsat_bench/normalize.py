"""Rewrite SMT-LIB 2.5 spellings into 2.6 for peers that need it.

cvc5 refuses 2.5 operator names (``str.in.re``, ``str.to.int``, ...), so the
bench hands peers a copy with every legacy spelling of the operator table
(:mod:`strsat.terms.ops` aliases, extensions excepted) renamed to its 2.6 name.
Names inside string literals, quoted symbols and comments are left alone.

String-literal escapes follow strsat's parser (:mod:`strsat.smtlib.literals`):
by default every file is read with the 2.6 rules (``"\\x41"`` is four
characters), as z3 5.4 and cvc5 1.4 read them and as the corpus labels assume,
so literals are copied unchanged.  With ``escapes="2.5"`` (``strsat bench
--escapes 2.5``) literals are decoded with the 2.5 rules by strsat's own decoder
and written back in 2.6 form (``\\u{..}``), so that peers give them the meaning
strsat gives them under ``--escapes 2.5``.
"""

from __future__ import annotations

import re

from strsat.terms.ops import OPS

from .script import scan, string_literals

#: Legacy spelling -> 2.6 name, from the operator table.  Extension operators
#: are excluded: their alternative spellings are dialects, not 2.5 names.
LEGACY_NAMES: dict[str, str] = {
    alias: op.name
    for op in OPS.values()
    if not op.extension
    for alias in op.aliases
}

_LEGACY_RE = re.compile(
    r"(?<![A-Za-z0-9~!@$%^&*_\-+=<>.?/])("
    + "|".join(re.escape(a) for a in sorted(LEGACY_NAMES, key=len, reverse=True))
    + r")(?![A-Za-z0-9~!@$%^&*_\-+=<>.?/])"
)


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
    """``"2.5"`` if the script declares version 2.5 or uses a legacy name, else ``"2.6"``."""
    version = scan(text).version
    if version is not None:
        return "2.5" if version.startswith(("2.5", "2.0")) else "2.6"
    for s, e, lit in _code_segments(text):
        if not lit and _LEGACY_RE.search(_strip_comments(text[s:e])):
            return "2.5"
    return "2.6"


def encode_26(value: str) -> str:
    """A 2.6 string literal (with quotes) denoting ``value``; printable ASCII kept."""
    out = ['"']
    for ch in value:
        c = ord(ch)
        if ch == '"':
            out.append('""')
        elif 0x20 <= c < 0x7F and ch != "\\":
            out.append(ch)
        else:
            out.append(f"\\u{{{c:x}}}")
    out.append('"')
    return "".join(out)


def to_26(text: str, escapes: str = "2.6") -> str:
    """The script with 2.6 operator names (and literals re-encoded if ``escapes="2.5"``).

    Returns ``text`` itself when nothing needs to change.
    """
    if escapes != "2.5" and not _LEGACY_RE.search(text):
        return text
    if escapes == "2.5":
        from strsat.smtlib.literals import decode_25
    parts: list[str] = []
    for s, e, lit in _code_segments(text):
        seg = text[s:e]
        if lit:
            if escapes == "2.5" and "\\" in seg:
                seg = encode_26(decode_25(seg[1:-1]))
            parts.append(seg)
        else:
            seg = _LEGACY_RE.sub(lambda m: LEGACY_NAMES[m.group(1)], seg)
            parts.append(re.sub(r"(:smt-lib-version\s+)2\.[05]", r"\g<1>2.6", seg))
    out = "".join(parts)
    return text if out == text else out
