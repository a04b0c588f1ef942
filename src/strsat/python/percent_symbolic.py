"""``fmt % args`` of a symbolic format string (brief "exclass", issue 38 class 4).

A pure-Python reference of CPython's printf-style formatting (``PyUnicode_Format``),
written from its documented behaviour over the layer's string operations, for the
common conversions: each ``%`` found is a decision (``partition``), and the character after
it is compared with ``%``, ``s``, ``r``, ``a``, ``d``, ``i``, ``c`` (decisions), so the literal
text between stays symbolic.  ``%s`` of a symbolic ``str``/``int`` stays symbolic
(``str()``), ``%d``/``%i`` of a symbolic ``int`` too, ``%c`` is
:func:`.char_codes.percent_c`; ``%r``/``%a`` are the layer's
``repr()``/``ascii()`` (:mod:`.str_repr`).  CPython's errors are kept:
``ValueError("incomplete format")``
for a ``%`` at the end, ``TypeError`` for too few or too many arguments and for ``%d``
of a string.  A mapping argument (``%(name)s``), a flag, width or precision, or another
conversion makes the whole call run on the concrete values, with a note (partial).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .builtins import str_
from .char_codes import percent_c
from .context import fallback
from .str_repr import str_repr_of
from .strings import SymStr
from .values import SymBool, SymInt

#: the conversions modelled
_CONVERSIONS = ("s", "r", "a", "d", "i", "c")


def percent_symbolic(fmt: SymStr, args: object) -> Any:
    """``fmt % args`` for a symbolic ``fmt`` (see the module docstring)."""
    if isinstance(args, Mapping) or (not isinstance(args, tuple) and hasattr(
            args, "__getitem__") and not isinstance(args, str | SymStr)):
        return _whole(fmt, args, "a mapping argument")
    items = args if isinstance(args, tuple) else (args,)
    pieces: list[Any] = []
    used = 0
    rest: Any = fmt
    while True:
        head, sep, tail = rest.partition("%")
        pieces.append(head)
        if sep == "":
            break
        if tail == "":
            raise ValueError("incomplete format")
        c, rest = tail[0], tail[1:]
        if c == "%":
            pieces.append("%")
            continue
        kind = next((k for k in _CONVERSIONS if c == k), None)
        if kind is None:
            return _whole(fmt, args, "a flag, width, precision or another conversion")
        if used >= len(items):
            raise TypeError("not enough arguments for format string")
        pieces.append(_convert(kind, items[used]))
        used += 1
    if used < len(items):
        raise TypeError("not all arguments converted during string formatting")
    out: Any = ""
    for piece in pieces:
        out = piece if isinstance(out, str) and out == "" else out + piece
    return out


def _convert(kind: str, value: Any) -> Any:
    if kind == "s":
        return value if isinstance(value, SymStr) else str_(value)
    if kind in "ra":
        return str_repr_of(value, ascii_only=kind == "a")
    if kind == "c":
        return percent_c(value)
    if isinstance(value, str | SymStr):
        raise TypeError(f"%{kind} format: a real number is required, not str")
    if isinstance(value, SymInt):
        return str_(value)
    if isinstance(value, SymBool):
        return str_(value.as_int())
    return f"%{kind}" % value  # a plain value: CPython's own (its TypeError too)


def _whole(fmt: SymStr, args: object, why: str) -> Any:
    """The whole call on the concrete values (a tuple's items made concrete one by one)."""
    what = f"printf-style formatting of a symbolic format string with {why}"
    if isinstance(args, tuple):
        return fallback(what, [fmt, *args], lambda f, *a: f % a)
    return fallback(what, [fmt, args], lambda f, a: f % a)


__all__ = ["percent_symbolic"]
