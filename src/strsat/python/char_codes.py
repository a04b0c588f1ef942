"""A character's code and back, beyond ``str``: ``ord()`` of a bytes-like and printf's
``%c`` (survey9, issue 38).

* ``ord(b)`` of a symbolic ``bytes`` (or the layer's ``bytearray`` holding one) is the
  byte's value, an ``int`` in 0..255: the code of the one character of the byte string's
  term (a ``bytes`` is a string over code points 0-255, :mod:`.bytes_values`).  CPython
  raises ``TypeError("ord() expected a character, but string of length N found")`` when
  the length is not 1, for ``bytes`` and ``bytearray`` alike; so does this, as a
  decision.  Before, CPython's ``ord`` saw the layer's object and raised a ``TypeError``
  that the plain run did not (urllib3's ``_encode_invalid_chars``: every run off its
  path).
* ``'%c' % v`` (:func:`percent_c`): a ``str`` of length 1 is itself, another length
  ``TypeError("%c requires int or char")``; an ``int`` (or ``bool``) is ``chr(v)``, with
  ``OverflowError("%c arg not in range(0x110000)")`` outside 0..0x10FFFF, as
  ``PyUnicode_Format``'s ``formatchar`` does; any other type is CPython's own (its
  ``TypeError``).  Before, the value was made concrete with a note.
"""

from __future__ import annotations

import builtins as _py
from typing import Any

from ..terms import integer, mk
from . import termops as T
from .bytes_values import MutableBytes, SymBytes
from .context import Kind, decide
from .conversions import chr_
from .strings import SymStr
from .values import SymBool, SymInt, SymValue


def is_symbolic_bytes_like(value: object) -> bool:
    """A symbolic ``bytes``, or the layer's ``bytearray`` holding one."""
    return isinstance(value, SymBytes) or (
        isinstance(value, MutableBytes) and isinstance(value.data, SymBytes))


def ord_bytes(value: SymBytes | MutableBytes) -> Any:
    """``ord(b)`` of a bytes-like: a symbolic ``int`` for a symbolic content."""
    data = value.data if isinstance(value, MutableBytes) else value
    if not isinstance(data, SymBytes):
        return _py.ord(data)
    n = T.length(data.term)
    concrete = None if data.value is None else len(data.value) != 1
    if decide(Kind.RAISE, T.neg(T.eq(n, integer(1))), concrete, "ord()", TypeError):
        size = "?" if data.value is None else len(data.value)
        raise TypeError(f"ord() expected a character, but string of length {size} found")
    return SymInt(mk("str.to_code", data.term),
                  None if data.value is None else data.value[0])


#: CPython's messages for ``%c``
_NOT_CHAR = "%c requires int or char"
_RANGE = "%c arg not in range(0x110000)"


def percent_c(value: Any) -> Any:
    """The text ``'%c' % value`` puts in place of ``%c`` (see the module docstring)."""
    if isinstance(value, SymStr):
        n = T.length(value.term)
        concrete = None if value.value is None else len(value.value) != 1
        if decide(Kind.RAISE, T.neg(T.eq(n, integer(1))), concrete, "%c", TypeError):
            raise TypeError(_NOT_CHAR)
        return value
    if isinstance(value, SymInt | SymBool):
        code = value if isinstance(value, SymInt) else value.as_int()
        outside = T.disj(T.lt(code.term, 0), T.gt(code.term, 0x10FFFF))
        concrete = None if code.value is None else not 0 <= code.value <= 0x10FFFF
        if decide(Kind.RAISE, outside, concrete, "%c", OverflowError):
            raise OverflowError(_RANGE)
        return chr_(code)
    if isinstance(value, SymValue):  # a symbolic bytes: not an int nor a str
        raise TypeError(_NOT_CHAR)
    return "%c" % (value,)  # noqa: UP031 (printf-style is what is modelled)


__all__ = ["is_symbolic_bytes_like", "ord_bytes", "percent_c"]
