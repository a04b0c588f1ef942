"""A case-insensitive ``regex`` pattern (``regex.I`` without ``ASCII``: ``regex``'s own
simple case folding) written out for ``re`` as a case-sensitive one (issue 38, survey
29: titlecase's ``SMALL_WORDS``, ``MR_MRS_MS_DR``, ``regex.search(..., flags=I)``).

Version 0 without ``FULLCASE`` matches case-insensitively one character at a time, so a
literal character, a set, a property or a shorthand under ``IGNORECASE`` is one
character of a set, and which is asked of ``regex`` itself
(:func:`~.re_mrab_classes.class_ranges`, compiled with the pattern's flags): each is
written out as that set and the pattern compiled without ``IGNORECASE``.  Group
openings, counted repeats, anchors and the other metacharacters are copied; ``\\b`` and
``\\B`` become lookarounds over ``regex``'s ``\\w`` (:func:`.re_mrab_classes.boundary_of`).
Anything else (a backreference, which compares case-insensitively; an inline flag; a
POSIX class; an escape not of one character; ``VERBOSE``) gives None: the C call stays.
"""

from __future__ import annotations

import re as _re

from .re_mrab_classes import boundary_of, class_ranges, set_of

_IGNORECASE = 0x2
_VERBOSE = 0x40
#: a group's opening copied as it is (not ``(?P=name)``, ``(?#``, ``(?>``, inline flags)
_GROUP_OPEN = _re.compile(r"\((?!\?)|\(\?(?::|P<[A-Za-z_][A-Za-z0-9_]*>|<?[=!])")
_COUNTED = _re.compile(r"\{(?:\d+(?:,\d*)?|,\d+)\}\??")
#: an escape of one character, or of a property or shorthand class
_ONE_CHAR = _re.compile(r"\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[afnrtv]"
                        r"|[^A-Za-z0-9]|[pP](?:\{[^}]*\}|[A-Za-z])|[dDwWsS])")
_COPIED = frozenset(".^$|)*+?")


def _set_end(pattern: str, i: int) -> int | None:
    """The end of the set opening at ``pattern[i]``; None for an unclosed one or one with
    a POSIX class."""
    j = i + 1
    first = j + (pattern[j:j + 1] == "^")
    j = first
    while j < len(pattern):
        c = pattern[j]
        if c == "\\":
            j += 2
            continue
        if c == "]" and j > first:
            return j + 1
        if c == "[" and pattern[j + 1:j + 2] in (":", "=", "."):
            return None  # a POSIX class (a literal "[" otherwise: version 0 nests no sets)
        j += 1
    return None


def _token_end(pattern: str, i: int) -> int | None:
    """The end of the one-character item at ``pattern[i]`` (None if it is not one)."""
    c = pattern[i]
    if c == "[":
        return _set_end(pattern, i)
    if c == "\\":
        escape = _ONE_CHAR.match(pattern, i)
        return None if escape is None else escape.end()
    return i + 1


def folded_out(pattern: str, flags: int) -> str | None:
    """``pattern``, compiled by ``regex`` with ``flags`` (``IGNORECASE``, no ``ASCII``),
    as a pattern of the same language without ``IGNORECASE`` (the module docstring), or
    None."""
    if flags & _VERBOSE:
        return None
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        copied = _GROUP_OPEN.match(pattern, i) if c == "(" else \
            _COUNTED.match(pattern, i) if c == "{" else None
        if copied is not None:
            out.append(copied.group())
            i = copied.end()
            continue
        if c in _COPIED or pattern[i:i + 2] in ("\\A", "\\Z"):
            step = 1 if c in _COPIED else 2
            out.append(pattern[i:i + step])
            i += step
            continue
        boundary = boundary_of(pattern[i:i + 2], flags)  # \b, \B: over regex's \w
        if boundary is not None:
            out.append(boundary)
            i += 2
            continue
        end = None if c in "({" else _token_end(pattern, i)  # (?i), (?#, a{: the C call
        if end is None:
            return None
        ranges = class_ranges(pattern[i:end], flags)
        if not ranges:
            return None
        out.append(f"[{set_of(ranges)}]")
        i = end
    return "".join(out)


__all__ = ["folded_out"]
