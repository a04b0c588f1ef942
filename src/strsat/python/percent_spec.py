"""One printf-style conversion with flags, a width or a precision (``'%02x' % n``,
``'%-8s' % s``) of a symbolic value, as the format spec that formats the same
(issue 38, brief "survey7": a format spec over a symbolic int).

CPython's ``%`` conversions ``d i u x X o`` of an ``int`` (or ``bool``) and ``s`` of a
``str`` are, flag by flag, a ``format()`` spec (Python's documentation, "printf-style
String Formatting"):

* ``-`` left-adjusts (``<``) and overrides ``0``; ``0`` pads with zeros after the sign
  (the spec's ``0`` flag); with neither a number is right-adjusted (``format``'s default)
  and a string too (``>``: ``format`` left-adjusts strings);
* ``+`` and the space are the spec's signs; ``#`` is the spec's alternate form for
  ``x X o`` (``0x``, ``0X``, ``0o``, as ``format`` writes them) and changes nothing for
  ``d``;
* a precision keeps a prefix of a string (``.p``).  Of an int it is a minimum number of
  digits, which no spec writes: not modelled (None);
* ``0`` and the space flag change nothing for ``%s``;
* ``f``/``F`` (``e``/``E``, ``g``/``G``) of a decimal literal's float
  (:mod:`.float_format`) are the spec's ``.pf`` (``p`` 6 without a precision), with the
  same flags (``#`` keeps the point, and ``g``'s trailing zeros).

:func:`printf_as_format` returns the spec or None; the caller formats with
:func:`~.format_spec.format_value` (which returns None for what it does not model) and runs
anything else on the concrete values, with a note.
"""

from __future__ import annotations

from typing import Any

from .float_format import formattable
from .strings import SymStr
from .values import SymBool, SymInt

#: the int conversions modelled, with the spec's presentation type
_INT_TYPES = {"d": "d", "i": "d", "u": "d", "x": "x", "X": "X", "o": "o"}


def printf_as_format(value: Any, flags: str, width: str, precision: str | None,
                     conversion: str) -> str | None:
    """The ``format()`` spec of ``%{flags}{width}.{precision}{conversion}`` applied to
    the symbolic ``value``, or None where the two differ or the value's type does not fit
    the conversion (CPython's ``TypeError`` is then raised by the concrete run)."""
    left = "-" in flags
    if conversion == "s" and isinstance(value, SymStr):
        align = "<" if left else ">"
        cut = "" if precision is None else f".{precision or 0}"
        return f"{align}{width}{cut}" if width else cut
    if conversion in _INT_TYPES and isinstance(value, SymInt | SymBool):
        if precision is not None:
            return None
        return _number_spec(flags, width, "#" in flags and conversion in "xXo",
                            _INT_TYPES[conversion])
    if conversion in "fFeEgG" and formattable(value):
        digits = 6 if precision is None else int(precision or 0)
        return _number_spec(flags, width, "#" in flags, f".{digits}{conversion}")
    return None


def _number_spec(flags: str, width: str, alt: bool, tail: str) -> str:
    """The spec of a number's conversion: its sign, ``#``, padding, then ``tail``."""
    sign = "+" if "+" in flags else (" " if " " in flags else "")
    mark = "#" if alt else ""
    if width and "-" in flags:
        return f"<{sign}{mark}{width}{tail}"
    pad = (f"0{width}" if "0" in flags else width) if width else ""
    return f"{sign}{mark}{pad}{tail}"
