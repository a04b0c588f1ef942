"""``unicodedata``'s functions of one character (issue 38, brief classes25 item 1):
``category``, ``bidirectional``, ``name``, ``decomposition``, ``combining``,
``east_asian_width``, ``mirrored``, ``decimal``, ``digit`` and ``numeric``, each with
its ``default`` where it takes one, also of ``unicodedata.ucd_3_2_0``.

A symbolic argument that is not one character raises CPython's ``TypeError`` (a
``RAISE`` decision on its length); one character gives
:func:`~strsat.python.char_image.materialize` of the function: ``name(c)``'s
``ValueError`` for an unnamed character is a ``RAISE`` decision, ``combining(c)`` an
``ite`` over its 56 values, the strings (``category(c)``, ``name(c)``) values whose tests
(``"WITH GRAVE" in name(c)``, ``decomposition(c).startswith("<compat>")``) are
memberships of ``c`` in the characters they hold for (charset_normalizer's
``is_accentuated``, ``is_latin``, ``is_cjk``; email_validator's
``"002E" in decomposition(c).split(" ")``).  ``numeric(c)``'s floats (143 values) make
the character concrete, with a note.  A symbolic ``default`` (natsort's
``unicodedata.numeric(x, key(x))``, brief survey29) is the function's outcome for the
default ``None``, the "no value" outcome one more class of characters: where the
character has no value the result is the symbolic default itself.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from ..terms import integer, mk
from .char_image import CharFunction, materialize, plain_operand
from .context import Kind, decide, fallback
from .strings import SymStr
from .values import SymValue

#: the functions of one character modelled here
NAMES = ("category", "bidirectional", "name", "decomposition", "combining",
         "east_asian_width", "mirrored", "decimal", "digit", "numeric")


def of_character(read: Callable[..., Any], label: str, char: Any, *args: Any) -> Any:
    """``read(char, *args)`` for a ``read`` of :data:`NAMES` (module docstring)."""
    if len(args) == 1 and isinstance(args[0], SymValue):  # a symbolic default
        got = of_character(read, label, char, None)  # (no value is None but the default)
        return args[0] if got is None else got
    if not isinstance(char, SymStr):
        if any(isinstance(a, SymValue) for a in args):
            return fallback(f"{label} with a symbolic default", [char, *args], read)
        return read(char, *args)
    if not all(plain_operand(a) for a in args):
        return fallback(f"{label} with a symbolic default", [char, *args], read)
    one = mk("=", mk("str.len", char.term), integer(1))
    known = None if char.value is None else len(char.value) != 1
    if decide(Kind.RAISE, mk("not", one), known, label, TypeError):
        if char.value is not None:
            read(char.value, *args)  # CPython's TypeError, with its message
        raise TypeError(f"{label} argument must be a unicode character, not str")
    return materialize(CharFunction(f"{label}(c)", read, args), char)


def _models(db: Any, prefix: str) -> dict[str, Callable[..., Any]]:
    def model(name: str) -> Callable[..., Any]:
        read = getattr(db, name)
        return lambda char, *args: of_character(read, f"{prefix}.{name}", char, *args)
    return {name: model(name) for name in NAMES}


#: the models of ``unicodedata``'s functions of :data:`NAMES`, by name
MODELS = _models(unicodedata, "unicodedata")
#: the same over the Unicode 3.2 database (``unicodedata.ucd_3_2_0``)
UCD_3_2_0 = _models(unicodedata.ucd_3_2_0, "unicodedata.ucd_3_2_0")

__all__ = ["MODELS", "NAMES", "UCD_3_2_0", "of_character"]
