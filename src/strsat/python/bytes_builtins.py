"""The builtins ``bytes(...)`` and ``bytearray(...)`` and ``bytes.fromhex`` over
symbolic values, and plain ``bytes`` receivers with symbolic arguments.

``bytes(s, encoding)`` is :func:`.codecs_model.encode`; ``bytes([i, j])`` the characters
of the ints, each ``ValueError`` outside 0..255 a ``RAISE`` decision;
``bytes.fromhex(s)`` raises ``ValueError`` exactly when ``s`` is not pairs of hex
digits with ASCII whitespace between them (a regular language), and is one byte per
pair once the length is decided.  ``bytearray(...)`` is the layer's
(:mod:`.bytes_array`); ``bytes(n)`` and ``bytearray(n)`` of a symbolic ``n`` run on the
concrete values, with a note.
"""

from __future__ import annotations

from typing import Any

from ..terms import STRING, Term, integer, mk, string
from . import termops as T
from .bytes_values import (
    ASCII_SPACE,
    PIECE_LIMIT,
    MutableBytes,
    SymBytes,
    fixed_length,
    known_length,
    known_text,
    ranges,
)
from .codecs_model import encode
from .context import MINOR, Kind, decide, fallback
from .strings import SymStr
from .values import SymBool, SymInt, SymValue, int_of, python_type_name

FROMHEX_LENGTH = "bytes.fromhex (length)"
MINOR.add(FROMHEX_LENGTH)


def _hex_value(c: Term) -> Term:
    """The value of the hex digit ``c`` (either case)."""
    x = mk("str.to_code", c)
    return T.ite(T.le(x, 57), T.sub(x, 48), T.ite(T.le(x, 70), T.sub(x, 55), T.sub(x, 87)))


_HEX = ranges(("0", "9"), ("A", "F"), ("a", "f"))
_SPACE = mk("re.union", *[mk("str.to_re", string(c)) for c in ASCII_SPACE])
#: ``bytes.fromhex``'s language: pairs of hex digits, ASCII whitespace between them
_FROMHEX = mk("re.++", mk("re.*", mk("re.++", mk("re.*", _SPACE), _HEX, _HEX)),
              mk("re.*", _SPACE))


def fromhex(text: object) -> Any:
    """``bytes.fromhex(text)``: ``ValueError`` exactly when ``text`` is not pairs of hex
    digits with ASCII whitespace between them; the bytes piece by piece."""
    if not isinstance(text, SymStr):
        plain: Any = text  # a str, else CPython's own TypeError
        return bytes.fromhex(plain)
    valid = mk("str.in_re", text.term, _FROMHEX)
    ok = None
    if text.value is not None:
        try:
            bytes.fromhex(text.value)
            ok = True
        except ValueError:
            ok = False
    if decide(Kind.RAISE, T.neg(valid), None if ok is None else not ok, "bytes.fromhex",
              ValueError):
        bytes.fromhex(known_text(text))
        raise AssertionError("bytes.fromhex: CPython accepted what the layer refused")
    digits = mk("str.replace_re_all", text.term, _SPACE, string(""))
    dv = None if text.value is None else "".join(c for c in text.value if c not in ASCII_SPACE)
    n = known_length(digits, dv)
    if n is None or n > 2 * PIECE_LIMIT:
        return fallback("bytes.fromhex of a long or unknown string", [text], bytes.fromhex)
    fixed_length(digits, n, FROMHEX_LENGTH, 2)  # pairs: the language above holds it
    pieces = [mk("str.from_code", T.add(mk("*", integer(16), _hex_value(T.at(digits, 2 * i))),
                                         _hex_value(T.at(digits, 2 * i + 1))))
              for i in range(n // 2)]
    return SymBytes(T.concat(*pieces), None if text.value is None else bytes.fromhex(text.value))


_MISSING: Any = object()


def bytes_(source: Any = b"", encoding: Any = _MISSING, errors: Any = _MISSING) -> Any:
    """The builtin ``bytes(...)`` with symbolic arguments: of a ``str`` with an encoding
    (:func:`.codecs_model.encode`), of a ``SymBytes``, of an iterable of ints (each
    ``ValueError`` outside 0..255 a decision); ``bytes(n)`` of a symbolic ``n``
    concretely."""
    if isinstance(source, SymStr | str):
        if encoding is _MISSING:
            raise TypeError("string argument without an encoding")
        return encode(source, encoding, "strict" if errors is _MISSING else errors)
    if encoding is not _MISSING:
        raise TypeError("encoding without a string argument")
    if errors is not _MISSING:
        raise TypeError("errors without a string argument")
    if isinstance(source, SymBytes):
        return source
    if isinstance(source, MutableBytes):  # the layer's bytearray: its content
        return source.data
    if isinstance(source, SymInt | SymBool):
        n = source if isinstance(source, SymInt) else source.as_int()
        if decide(Kind.RAISE, T.lt(n.term, 0), None if n.value is None else n.value < 0,
                  "bytes(n)", ValueError):
            raise ValueError("negative count")
        return fallback("bytes(n) of a symbolic n", [n], bytes)
    if isinstance(source, bytes | bytearray | memoryview | int) or \
            not hasattr(source, "__iter__"):
        return bytes(source)
    items = list(source)
    if not any(isinstance(i, SymValue) for i in items):
        return bytes(items)
    pieces, values = [], []
    for item in items:
        got = int_of(item)
        if got is None or (isinstance(item, SymValue) and item.term.sort is STRING):
            raise TypeError(f"'{python_type_name(item)}' object cannot be interpreted as an "
                            "integer")
        t, v = got
        if decide(Kind.RAISE, T.disj(T.lt(t, 0), T.gt(t, 255)),
                  None if v is None else not 0 <= v < 256, "bytes()", ValueError):
            raise ValueError("bytes must be in range(0, 256)")
        pieces.append(mk("str.from_code", t))
        values.append(v)
    known = [v for v in values if v is not None]
    value = bytes(known) if len(known) == len(values) else None
    return SymBytes(T.concat(*pieces), value)


def bytearray_(*args: Any, **kwargs: Any) -> Any:
    """``bytearray(...)`` of symbolic values: the layer's ``bytearray``
    (:class:`.bytes_array.ByteArray`) over ``bytes(...)`` of the same arguments;
    ``bytearray(n)`` of a symbolic ``n`` concretely, with a note."""
    if args and isinstance(args[0], SymInt | SymBool):
        return fallback("bytearray(n) of a symbolic n", list(args),
                        lambda *a: bytearray(*a, **kwargs))
    from .bytes_array import ByteArray  # a cycle: a ByteArray's content is bytes_'s
    return ByteArray(*args, **kwargs)


def bytes_method(receiver: Any, name: str, *args: Any, **kwargs: Any) -> Any:
    """``receiver.name(*args)`` for a plain ``bytes`` receiver and symbolic arguments
    (``b",".join(parts)``, ``b"abc".startswith(x)``), or ``bytes.name(...)`` called on
    the class (``bytes.fromhex(s)``, ``bytes.decode(b)``)."""
    if receiver is bytes:
        if name == "fromhex":
            return fromhex(*args, **kwargs)
        if name == "maketrans":
            return SymBytes.maketrans(*args, **kwargs)
        if args and isinstance(args[0], bytes | SymBytes):
            return bytes_method(args[0], name, *args[1:], **kwargs)
        return getattr(bytes, name)(*args, **kwargs)
    if isinstance(receiver, bytes):
        receiver = SymBytes(string(receiver.decode("latin-1")), receiver)
    return getattr(receiver, name)(*args, **kwargs)


__all__ = ["bytearray_", "bytes_", "bytes_method", "fromhex"]
