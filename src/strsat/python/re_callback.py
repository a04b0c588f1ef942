"""``Pattern.sub(function, text)`` on a plain text whose function returns symbolic values
(issue 38).

``string.Template.substitute`` is ``self.pattern.sub(convert, self.template)``: the
template is the program's constant, the pattern a compiled ``re.Pattern``, and
``convert`` returns ``str(mapping[name])`` -- a symbolic value when the mapping holds
one (paginate's pager: ``Template("$link_previous ~2~ $link_next")`` filled with links
built from the page number).  No argument of the call is symbolic, so CPython's C
``sub`` ran it, and what ``convert`` returned had to be made concrete for the C code to
join it (a note, a pin).

The matching is on a plain text, so it is CPython's own: :func:`sub_with_function`
walks ``pattern.finditer(text)`` (the same matches ``sub`` replaces: since Python 3.7
both take an empty match next to a previous non-empty one), calls the function on each
match, and joins the pieces as ``_sre.c``'s ``pattern_subx`` does: the text between
matches when it is not empty, each result unless it is ``None``, at most ``count``
replacements (``0``: all).  When every piece is a ``str`` the join is ``"".join`` of
them (CPython's value); with symbolic ``str`` pieces it is their concatenation, a
symbolic ``str``; any other piece raises what ``"".join`` (``PyUnicode_Join``, which
``pattern_subx`` calls) raises, with the symbolic pieces made concrete first (a note).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .context import fallback
from .strings import SymStr
from .values import SymValue


def applies(pattern: object, function: object, text: object, count: object) -> bool:
    """Whether ``pattern.sub(function, text, count)`` is one :func:`sub_with_function`
    runs: a compiled ``str`` pattern, a Python function or method, a plain ``str``
    text and a plain count of at least zero."""
    return (type(pattern) is re.Pattern and isinstance(pattern.pattern, str)
            and callable(function) and not isinstance(function, str | bytes | SymValue)
            and type(text) is str and type(count) is int and count >= 0)


def sub_with_function(pattern: re.Pattern[str], function: Callable[[re.Match[str]], Any],
                      text: str, count: int = 0, with_count: bool = False) -> Any:
    """``pattern.sub(function, text, count)`` (``subn`` with ``with_count``), the
    function's results joined symbolically (see the module docstring)."""
    pieces: list[Any] = []
    last = replaced = 0
    for match in pattern.finditer(text):
        if count and replaced >= count:
            break
        if match.start() > last:
            pieces.append(text[last:match.start()])
        item = function(match)
        if item is not None:
            pieces.append(item)
        last = match.end()
        replaced += 1
    if last < len(text):
        pieces.append(text[last:])
    joined = _join(pieces)
    return (joined, replaced) if with_count else joined


def _join(pieces: list[Any]) -> Any:
    """``"".join(pieces)``, symbolic ``str`` pieces concatenated as they are."""
    if not any(isinstance(p, SymStr) for p in pieces):
        return "".join(pieces)
    if not all(type(p) is str or isinstance(p, SymStr) for p in pieces):
        plain = [fallback("a value returned to Pattern.sub, joined with a non-str",
                          [p], lambda v: v) if isinstance(p, SymValue) else p for p in pieces]
        return "".join(plain)  # raises CPython's TypeError
    out: Any = ""
    for piece in pieces:
        out = out + piece
    return out


__all__ = ["applies", "sub_with_function"]
