"""``regex``'s own character classes written out for ``re`` (issue 38, survey 29:
titlecase's ``[\\p{Letter}]``, ``[\\p{Uppercase_Letter}]``, ``^([Mm]c|MC)(\\w.+)``).

``\\p{...}``/``\\P{...}``/``\\pL`` are not ``re``'s, and without ``ASCII`` the shorthands
``\\d \\D \\w \\W \\s \\S`` follow ``regex``'s own Unicode tables, not ``str``'s
predicates (:mod:`.re_mrab`).  Each is one character of a set, and which characters is
asked of ``regex`` itself: one ``finditer`` of ``(?:TOKEN)+`` over the string of every
code point, compiled with the pattern's flags, gives the set as maximal runs of code
points (:func:`class_ranges`).  :func:`spelled_out` puts each such token in the pattern
as an explicit ``re`` set of those runs (``[...]`` outside a set, its ranges inside
one), so the language is ``regex``'s by construction.

Not written out (the caller keeps the C call): a pattern with ``IGNORECASE`` (a
case-insensitive set is widened by each engine's own folding) or ``VERBOSE`` (a token in
a comment), any inline flag (``(?a)`` changes what ``\\w`` means), an empty set inside
a set, a token that is a range's end inside a set
(``[\\w-x]``: ``re`` rejects it), or a token ``regex`` does not compile alone."""

from __future__ import annotations

import functools
import re as _re
import sys
from typing import Any

#: a ``regex`` token of one character of a property or Unicode shorthand class
_TOKEN = _re.compile(r"\\(?:[pP](?:\{[^}]*\}|[A-Za-z])|[dDwWsS])")
_INLINE_FLAGS = _re.compile(r"\(\?[aiLmsux-]+[:)]")
_IGNORECASE = 0x2
_VERBOSE = 0x40
_ASCII = 0x80


@functools.lru_cache(maxsize=1)
def _every_code_point() -> str:
    return "".join(map(chr, range(sys.maxunicode + 1)))


@functools.lru_cache(maxsize=256)
def class_ranges(token: str, flags: int) -> tuple[tuple[int, int], ...] | None:
    """The code points ``regex`` matches with the one-character ``token`` under
    ``flags``, as maximal runs ``(first, last)``; None if ``regex`` rejects it or it
    matches anything but one character."""
    mrab: Any = sys.modules.get("regex")
    if mrab is None:
        return None
    try:
        compiled = mrab.compile(f"(?:{token})+", flags)
    except Exception:  # noqa: BLE001 - regex's error (an unknown property): the C call
        return None
    if compiled.match("") is not None:
        return None
    return tuple((m.start(), m.end() - 1) for m in compiled.finditer(_every_code_point()))


def set_of(ranges: tuple[tuple[int, int], ...]) -> str:
    """The runs as the inside of an ``re`` set (every code point escaped)."""
    return "".join(f"\\U{a:08x}" if a == b else f"\\U{a:08x}-\\U{b:08x}"
                   for a, b in ranges)


def set_state(pattern: str, i: int, in_set: bool, set_start: int) -> tuple[bool, int]:
    """Whether a scan is in a set after the unescaped ``pattern[i]``, and where the set's
    items start (a ``]`` there is a literal; ``regex``'s version 0 nests no sets)."""
    c = pattern[i]
    if c == "[" and not in_set:
        return True, i + 1 + (pattern[i + 1:i + 2] == "^")
    if c == "]" and in_set and i > set_start:
        return False, set_start
    return in_set, set_start


def boundary_of(escape: str, flags: int) -> str | None:
    """``\\b``/``\\B`` of ``regex``'s version 0 as lookarounds over its own ``\\w`` set
    (under ``flags``): a boundary is where the characters either side (none at an end)
    differ in being word characters, ``\\B`` where they agree (so ``\\B`` matches the
    empty string, as in ``regex``); None for another escape, with ``VERBOSE``, or with an
    inline flag in the pattern (checked by the caller)."""
    if escape not in ("\\b", "\\B") or flags & _VERBOSE:
        return None
    ranges = class_ranges("\\w", flags)
    if not ranges:
        return None
    w = f"[{set_of(ranges)}]"
    if escape == "\\b":
        return f"(?:(?<={w})(?!{w})|(?<!{w})(?={w}))"
    return f"(?:(?<={w})(?={w})|(?<!{w})(?!{w}))"


def spelled_out(pattern: str, flags: int) -> str | None:
    """``pattern`` (``regex``'s, compiled with ``regex``'s ``flags``) with each of its
    property and Unicode shorthand tokens written out as the set ``regex`` gives it
    (the module docstring); the pattern itself when it has none; None where a token
    cannot be written out soundly."""
    ascii_ = bool(flags & _ASCII)
    out: list[str] = []
    i, n, in_set, set_start, changed = 0, len(pattern), False, 0, False
    while i < n:
        c = pattern[i]
        token = _TOKEN.match(pattern, i) if c == "\\" else None
        if token is not None and not (ascii_ and token.group()[1] in "dDwWsS"):
            end = token.end()
            if flags & (_IGNORECASE | _VERBOSE) or _INLINE_FLAGS.search(pattern) or \
                    (in_set and ("-" in (pattern[i - 1:i], pattern[end:end + 1]))):
                return None
            ranges = class_ranges(token.group(), flags)
            if ranges is None or (in_set and not ranges):
                return None
            inside = set_of(ranges)
            out.append(inside if in_set else f"[{inside}]" if inside else "(?!)")
            i, changed = end, True
            continue
        if c == "\\" and not in_set and not ascii_ and pattern[i + 1:i + 2] in ("b", "B"):
            boundary = None if _INLINE_FLAGS.search(pattern) else \
                boundary_of(pattern[i:i + 2], flags)
            if boundary is None:
                return None
            out.append(boundary)
            i, changed = i + 2, True
            continue
        if c == "\\":
            out.append(pattern[i:i + 2])
            i += 2
            continue
        in_set, set_start = set_state(pattern, i, in_set, set_start)
        out.append(c)
        i += 1
    return "".join(out) if changed else pattern


__all__ = ["boundary_of", "class_ranges", "set_of", "set_state", "spelled_out"]
