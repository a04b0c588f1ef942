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
of a string.  A flag, width or precision, or another conversion makes the whole call run
on the concrete values, with a note (partial).

A *mapping* argument (CPython's ``PyMapping_Check``: any object whose type subscripts,
not a ``tuple`` or ``str``; babel's ``DateTimePattern.apply`` formats
``"%(yyyy)s-%(MM)s" % DateTimeFormat(...)``, the format built from the user's pattern)
follows ``unicode_format_arg_parse``: after ``%(`` the key runs to the ``)`` that
balances it (each ``(`` and ``)`` found a decision; none: ``ValueError("incomplete
format key")``), the key -- a symbolic slice of the format -- is looked up at once
(``lookup``: the explorer hands its ``getitem``, so a ``__getitem__`` written in Python
runs rewritten and a dict is searched by one decision over its keys), and the value found
is the next argument.  An unkeyed conversion takes the mapping itself, once:
``unicode_format_getnextarg``'s ``argidx`` starts at -2, a key resets it, and a second
take raises ``TypeError("not enough arguments for format string")``; no
``"not all arguments converted"`` with a mapping.  A key with a non-mapping argument is
CPython's ``TypeError("format requires a mapping")``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

from .builtins import str_
from .char_codes import percent_c
from .context import fallback
from .str_repr import str_repr_of
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

#: the conversions modelled
_CONVERSIONS = ("s", "r", "a", "d", "i", "c")


def percent_symbolic(fmt: SymStr, args: object,
                     lookup: Callable[[Any, Any], Any] = operator.getitem) -> Any:
    """``fmt % args`` for a symbolic ``fmt`` (see the module docstring); ``lookup(args,
    key)`` finds a ``%(key)`` in a mapping argument."""
    mapping = is_mapping_argument(args)
    items = args if isinstance(args, tuple) else (args,)
    pieces: list[Any] = []
    used = 0
    #: a mapping argument: what the next conversion takes and whether it was taken
    # (``unicode_format_getnextarg`` with ``arglen`` -1 and ``argidx`` -2 or -1)
    current, taken = args, False
    rest: Any = fmt
    while True:
        head, sep, tail = rest.partition("%")
        pieces.append(head)
        if sep == "":
            break
        if tail == "":
            raise ValueError("incomplete format")
        if tail[0] == "(":
            if not mapping:
                raise TypeError("format requires a mapping")
            key, tail = _key(tail[1:])
            current, taken = lookup(args, key), False
            if tail == "":
                raise ValueError("incomplete format")
        elif tail[0] == "%":
            pieces.append("%")
            rest = tail[1:]
            continue
        c, rest = tail[0], tail[1:]
        kind = next((k for k in _CONVERSIONS if c == k), None)
        if kind is None:
            return _whole(fmt, args, "a flag, width, precision or another conversion")
        if mapping:
            if taken:
                raise TypeError("not enough arguments for format string")
            value, taken = current, True
        else:
            if used >= len(items):
                raise TypeError("not enough arguments for format string")
            value = items[used]
            used += 1
        pieces.append(_convert(kind, value))
    if not mapping and used < len(items):
        raise TypeError("not all arguments converted during string formatting")
    out: Any = ""
    for piece in pieces:
        out = piece if isinstance(out, str) and out == "" else out + piece
    return out


def is_mapping_argument(args: object) -> bool:
    """CPython's test of a mapping argument (``PyMapping_Check``, not a ``tuple`` or a
    ``str``): its type subscripts -- a ``dict``, a list, ``bytes`` (and a symbolic
    ``bytes``), any class with ``__getitem__``; not a ``deque``, whose ``__getitem__`` is a
    sequence's item slot only (CPython's own ``PyMapping_Check`` answers for objects that
    are not the layer's)."""
    if isinstance(args, tuple | str | SymStr):
        return False
    if _MAPPING_CHECK is None or isinstance(args, SymValue):
        return hasattr(type(args), "__getitem__")
    return bool(_MAPPING_CHECK(args))


def _mapping_check() -> Callable[[object], int] | None:
    """CPython's ``PyMapping_Check`` (through ``ctypes``), or None where there is none."""
    try:
        import ctypes

        check = ctypes.pythonapi.PyMapping_Check
    except (ImportError, AttributeError):  # an interpreter without the C API
        return None
    check.argtypes = [ctypes.py_object]
    check.restype = ctypes.c_int
    return check


_MAPPING_CHECK = _mapping_check()


def _key(text: Any) -> tuple[Any, Any]:
    """The key of ``%(`` ... ``)`` at the start of ``text`` (after the ``(``) and the text
    after its ``)``: the ``)`` that balances the ``(`` (``unicode_format_arg_parse``'s
    ``pcount``), each parenthesis found a decision."""
    depth, at = 1, 0
    while True:
        close = text.find(")", at)
        if close == -1:
            raise ValueError("incomplete format key")
        opening = text.find("(", at, close)
        if opening == -1:
            depth -= 1
            at = close + 1
            if depth == 0:
                return text[:close], text[at:]
        else:
            depth += 1
            at = opening + 1


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


__all__ = ["is_mapping_argument", "percent_symbolic"]
