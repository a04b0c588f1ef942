"""``re.VERBOSE`` patterns as the same pattern without the flag.

CPython's ``re.VERBOSE`` (``re.X``) is syntax only: outside a character class and not
escaped, whitespace is ignored and ``#`` starts a comment to the end of the line
(Python's ``re`` documentation, "re.VERBOSE").  :func:`unverbose` drops those and the
flag, and keeps the result only when CPython's own parser (``re._parser.parse``) gives
the same tree, group names and flags for both: the regular-language translation
(:mod:`strsat.regex.from_python`) then sees an ordinary pattern, and the concrete runs
use the very same regex.  Anything the rewrite cannot show equal (an escape it does not
know, a token split by whitespace such as ``( ?:``) keeps ``VERBOSE`` and stays
unmodelled, as before.
"""

from __future__ import annotations

import contextlib
import io
import re
from functools import lru_cache
from typing import Any

_WHITESPACE = " \t\n\r\f\v"


def strip_verbose(pattern: str) -> str:
    """``pattern`` without the whitespace and ``#`` comments that ``re.VERBOSE`` ignores
    (outside character classes, not escaped); not checked (see :func:`unverbose`)."""
    out: list[str] = []
    i, n = 0, len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\" and i + 1 < n:
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            out.append(c)
            if c == "]":
                in_class = False
            i += 1
            continue
        if c == "[":
            # a class: ``]`` right after ``[`` or ``[^`` is a member, not its end
            j = i + 1
            if j < n and pattern[j] == "^":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            out.append(pattern[i:j])
            in_class = True
            i = j
            continue
        if c in _WHITESPACE:
            i += 1
            continue
        if c == "#":
            while i < n and pattern[i] != "\n":
                i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _shape(pattern: str, flags: int) -> Any:
    """CPython's parse of ``pattern`` (its tree as printed by ``dump``, group names,
    flags without ``VERBOSE``), or None when it does not parse."""
    from re import _parser  # type: ignore[attr-defined]

    try:
        parsed = _parser.parse(pattern, flags)
    except (re.error, RecursionError, OverflowError):
        return None
    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        parsed.dump()
    state = parsed.state
    return (text.getvalue(), dict(state.groupdict), state.groups,
            state.flags & ~re.VERBOSE)


@lru_cache(maxsize=512)
def unverbose(pattern: str, flags: int) -> tuple[str, int]:
    """``(pattern, flags)`` with ``re.VERBOSE`` rewritten away when CPython parses the
    rewrite to the same regex; otherwise the arguments unchanged."""
    if not flags & re.VERBOSE or not isinstance(pattern, str):
        return pattern, flags
    plain, plain_flags = strip_verbose(pattern), flags & ~re.VERBOSE
    before = _shape(pattern, flags)
    if before is None or before != _shape(plain, plain_flags):
        return pattern, flags
    return plain, plain_flags


__all__ = ["strip_verbose", "unverbose"]
