"""``int.to_bytes`` and ``struct``'s integer formats over symbolic values (issue 38's
sixth survey).

A reader of binary headers takes its fields with ``struct.unpack("<BBIxx", header)``, a
decoder packs what it computed with ``struct.Struct("!I").pack(acc)`` or
``acc.to_bytes(5)``: C code, which made the input concrete (a note, one path).  Each is a
sum of bytes here:

* ``int.to_bytes(length, byteorder, signed=...)``: ``OverflowError`` exactly where CPython
  raises it (``x < 0`` unsigned, ``x`` outside ``[-2^(8L-1), 2^(8L-1))`` signed, ``x >=
  256^L`` unsigned) as ``RAISE`` decisions; the bytes are ``from_code((u div 256^k) mod
  256)`` of ``u = x`` (``x + 256^L`` for a negative ``x``), most significant first for
  ``"big"``.
* ``struct.unpack(fmt, buffer)`` (``Struct.unpack`` too) with a symbolic ``bytes``: the
  buffer's length against ``calcsize(fmt)`` is a ``RAISE`` decision (``struct.error``,
  CPython's message), each integer field the base-256 sum of its bytes' codes (signed
  codes subtract ``256^size`` when the top byte is at least 128), ``s``/``c`` fields
  slices, ``?`` a byte's truth, pad bytes skipped.
* ``struct.pack(fmt, *values)`` (``Struct.pack`` too) with symbolic ints: each field's
  range is a ``RAISE`` decision (CPython's ``struct.error``, its message taken from
  CPython's own ``pack`` of the value, which is out of range on that side too), the
  bytes as ``to_bytes``; ``s`` fields truncated or padded with NUL bytes.

Field offsets are ``calcsize`` of the format's prefixes, so native alignment (``@``) is
CPython's own.  The float codes ``e f d``: ``pack`` of a plain number is CPython's bytes
(its ``OverflowError`` too), ``unpack`` makes the field's bytes concrete (a note naming
the field: a float is no term of the theory) and keeps the other fields symbolic.
A buffer may be the layer's ``bytearray`` or ``memoryview`` (their content is read).
``struct.unpack_from(fmt, buffer, offset)`` reads the same fields at ``offset`` (an int or
a symbolic int; a negative one counts from the end), its ``struct.error`` one ``RAISE``
decision over the buffer's length and the offset; ``struct.iter_unpack`` checks that the
length is a multiple of the size (a ``RAISE`` decision) and yields the records lazily, one
``BRANCH`` decision per record (is there another one).  The Pascal-string code ``p``: its
first byte is the count ``min(len, size - 1, 255)``, ``unpack`` reads ``min(count, size -
1)`` bytes after it.

A symbolic format (``"%dB" % len(data)``) is decided to its text for the current input
(a ``BRANCH``: another text is another run) and then read as a plain one; so is
``struct.calcsize``'s.
Partial: the pointer code ``P``, ``0p``, ``pack_into`` (it writes into a buffer), a
non-int value for an integer code, and ``to_bytes`` longer than
:data:`MAX_LENGTH` bytes run on concrete values (a note).
"""

from __future__ import annotations

import re
import struct
import sys
from collections.abc import Callable, Iterator
from typing import Any

from ..terms import Term, integer, mk, string
from . import termops as T
from .bytes_values import MutableBytes, SymBytes, bytes_of
from .context import MINOR, Kind, active, decide, fallback
from .re_template import decided_text
from .values import SymBool, SymInt, SymValue, int_of

#: ``to_bytes`` and struct fields longer than this run concretely (the term grows with it)
MAX_LENGTH = 64

_ITEM = re.compile(r"\s*(\d*)([xcbB?hHiIlLqQnNsefdpP])\s*")
_INT_CODES = "bBhHiIlLqQnN"
#: the float codes: packed from plain numbers exactly, unpacked concretely (a float is
#: no term of the theory)
_FLOAT_CODES = "efd"
#: the standard byte-order prefix of a layout's order (the float codes' sizes are the
#: standard ones in every mode)
_ORDER = {True: "<", False: ">"}


def _value_of(x: Any) -> Any:
    """The concrete value of a symbolic value (evaluated when it carries none)."""
    if not isinstance(x, SymValue):
        return x
    if x.value is not None:
        return x.value
    tracer = active()
    got = None if tracer is None else tracer.evaluate(x.term)
    if isinstance(x, SymBytes) and isinstance(got, str):
        return got.encode("latin-1")
    return got


def _byte_term(u: Term, k: int) -> Term:
    """The ``k``-th byte (from the least significant) of a non-negative ``u``."""
    shifted = u if k == 0 else mk("div", u, integer(256 ** k))
    return mk("str.from_code", mk("mod", shifted, integer(256)))


def _bytes_term(x: Term, length: int, little: bool) -> Term:
    """The ``length`` bytes of ``x`` (in range, two's complement when negative)."""
    u = T.ite(T.lt(x, 0), T.add(x, 256 ** length), x)
    order = range(length) if little else range(length - 1, -1, -1)
    return T.concat(*(_byte_term(u, k) for k in order)) if length else string("")


def to_bytes(x: Any, length: Any = 1, byteorder: Any = "big", *, signed: Any = False) -> Any:
    """``x.to_bytes(length, byteorder, signed=signed)`` of a symbolic int (see the module
    docstring)."""
    got = int_of(x)
    plain_args = not any(isinstance(a, SymValue) for a in (length, byteorder, signed))
    if got is None or not plain_args or not isinstance(length, int) or \
            length > MAX_LENGTH:
        return fallback("int.to_bytes", [x, length, byteorder, signed],
                        lambda v, n, o, s: v.to_bytes(n, o, signed=s))
    if length < 0:
        raise ValueError("length argument must be non-negative")
    if byteorder not in ("big", "little"):
        raise ValueError("byteorder must be either 'little' or 'big'")
    term, value = got
    if signed:
        # CPython's quirk: length 0 holds -1 as well as 0 (two's complement of no bytes)
        low, high = (-(2 ** (8 * length - 1)), 2 ** (8 * length - 1)) if length else (-1, 1)
    else:
        if decide(Kind.RAISE, T.lt(term, 0), None if value is None else value < 0,
                  "int.to_bytes", OverflowError):
            raise OverflowError("can't convert negative int to unsigned")
        low, high = 0, 256 ** length
    outside = T.disj(T.lt(term, low), T.ge(term, high))
    if decide(Kind.RAISE, outside, None if value is None else not low <= value < high,
              "int.to_bytes", OverflowError):
        raise OverflowError("int too big to convert")
    made = None if value is None else value.to_bytes(length, byteorder, signed=bool(signed))
    return SymBytes(_bytes_term(term, length, byteorder == "little"), made)


# ---- struct -------------------------------------------------------------------------------

def _layout(fmt: Any) -> tuple[bool, int, list[tuple[str, int, int]]] | None:
    """``(little, size, items)`` of a format whose codes are modelled, each item ``(code,
    offset, size)`` (``s``: size the count); None for another format (or an invalid one:
    CPython raises its error on the concrete call)."""
    if isinstance(fmt, bytes):
        fmt = fmt.decode("latin-1")
    if not isinstance(fmt, str):
        return None
    try:
        size = struct.calcsize(fmt)
    except struct.error:
        return None
    order, body = (fmt[0], fmt[1:]) if fmt[:1] in ("@", "=", "<", ">", "!") else ("@", fmt)
    little = order == "<" or (order in "@=" and sys.byteorder == "little")
    items: list[tuple[str, int, int]] = []
    prefix, pos = order, 0
    while pos < len(body):
        m = _ITEM.match(body, pos)
        if m is None:
            return None
        count, code = int(m.group(1) or "1"), m.group(2)
        if code == "P" or (code == "p" and count == 0):
            return None  # a pointer; ``0p`` is a SystemError in CPython
        pos = m.end()
        if code in "sp":
            prefix += f"{count}s"
            items.append((code, struct.calcsize(prefix) - count, count))
            continue
        for _ in range(count):
            prefix += code
            one = struct.calcsize(order + code)
            if code != "x":
                items.append((code, struct.calcsize(prefix) - one, one))
    if any(n > MAX_LENGTH for _, _, n in items):
        return None
    return little, size, items


def _int_of_bytes(data: Term, offset: T.IntLike, size: int, little: bool,
                  signed: bool) -> Term:
    codes = [mk("str.to_code", T.at(data, T.add(offset, k))) for k in range(size)]
    if not little:
        codes.reverse()  # least significant first
    u = T.add(*(c if k == 0 else mk("*", integer(256 ** k), c) for k, c in enumerate(codes)))
    if not signed:
        return u
    return T.ite(T.ge(codes[-1], 128), T.sub(u, 256 ** size), u)


def _fields(layout: tuple[bool, int, list[tuple[str, int, int]]], data: Term,
            base: T.IntLike, value: bytes | None, start: int | None,
            plain: tuple[Any, ...] | None) -> tuple[Any, ...]:
    """The fields of the record at ``base`` of ``data`` (``start``: its concrete offset in
    ``value``; ``plain``: CPython's record, when the values are known)."""
    little, _size, items = layout
    out: list[Any] = []
    for k, (code, offset, n) in enumerate(items):
        seen = None if plain is None else plain[k]
        at = T.add(base, offset)
        if code in "sc":
            out.append(SymBytes(T.substr(data, at, n), seen))
        elif code == "p":  # a count byte, then at most n - 1 bytes
            count = mk("str.to_code", T.at(data, at))
            keep = T.ite(T.ge(count, n - 1), integer(n - 1), count)
            out.append(SymBytes(T.substr(data, T.add(at, 1), keep), seen))
        elif code in _FLOAT_CODES:  # a float is no term: its bytes made concrete, noted
            raw = None if value is None or start is None else \
                value[start + offset:start + offset + n]
            out.append(fallback(f"struct.unpack's {code!r} field (a float)",
                                [SymBytes(T.substr(data, at, n), raw)],
                                lambda b, c=code: struct.unpack(_ORDER[little] + c, b)[0]))
        elif code == "?":
            byte = mk("str.to_code", T.at(data, at))
            out.append(SymBool(mk("not", T.eq(byte, integer(0))), seen))
        else:
            out.append(SymInt(_int_of_bytes(data, at, n, little, code in "bhilqn"), seen))
    return tuple(out)


#: the decision on a symbolic format's text (flipped after the program's own branches)
FORMAT_TEXT = "struct: the text of a symbolic format"
MINOR.add(FORMAT_TEXT)


def _format(fmt: Any) -> Any:
    """A symbolic format (``"%dB" % len(data)``, ``f"<{n}H"``) as its text for the current
    input, a ``BRANCH`` ``fmt == text`` (:func:`~.re_template.decided_text`): the run is
    exact for that record layout, another count is another run (before: the format and
    the count it came from were made concrete, and its ``repr`` in the note pinned it)."""
    return decided_text(fmt, "struct with a symbolic format", FORMAT_TEXT) \
        if isinstance(fmt, SymValue) else fmt


def calcsize(fmt: Any) -> int:
    """``struct.calcsize(fmt)`` of a symbolic format (:func:`_format`)."""
    return struct.calcsize(_format(fmt))


def _content(buffer: Any) -> Any:
    """The bytes a buffer holds: the layer's ``bytearray`` or ``memoryview`` (brief
    survey30: msgpack's ``Unpacker`` reads its fields from a ``bytearray`` it extends
    with the input) is its content, a ``bytes`` or a :class:`.SymBytes`; CPython's
    ``struct`` reads no more of a buffer than its bytes."""
    return buffer.data if isinstance(buffer, MutableBytes) else buffer


def unpack(fmt: Any, buffer: Any) -> tuple[Any, ...]:
    """``struct.unpack(fmt, buffer)`` (see the module docstring)."""
    fmt, buffer = _format(fmt), _content(buffer)
    layout = _layout(fmt)
    if layout is None or isinstance(fmt, SymValue) or not isinstance(buffer, SymBytes):
        return fallback(f"struct.unpack of {fmt!r}", [fmt, buffer], struct.unpack)
    size = layout[1]
    data, value = buffer.term, buffer.value
    if decide(Kind.RAISE, mk("not", T.eq(T.length(data), integer(size))),
              None if value is None else len(value) != size, "struct.unpack", struct.error):
        raise struct.error(f"unpack requires a buffer of {size} bytes")
    plain = None if value is None else struct.unpack(fmt, value)
    return _fields(layout, data, 0, value, 0, plain)


def unpack_from(fmt: Any, buffer: Any, offset: Any = 0) -> tuple[Any, ...]:
    """``struct.unpack_from(fmt, buffer, offset)`` (see the module docstring)."""
    fmt, buffer = _format(fmt), _content(buffer)
    layout = _layout(fmt)
    got = int_of(offset)
    if layout is None or isinstance(fmt, SymValue) or not isinstance(buffer, SymBytes) \
            or got is None:
        return fallback(f"struct.unpack_from of {fmt!r}", [fmt, buffer, offset],
                        lambda f, b, o: struct.unpack_from(f, b, o))
    size = layout[1]
    data, value = buffer.term, buffer.value
    where, seen = got
    concrete = (value, seen) if value is not None and seen is not None else None
    # CPython: a negative offset counts from the end (an error past the start); then
    # the record must fit between the offset and the end
    base = T.ite(T.lt(where, 0), T.add(where, T.length(data)), where)
    bad = T.disj(T.lt(base, 0), T.lt(T.sub(T.length(data), base), size))
    if decide(Kind.RAISE, bad, None if concrete is None else
              _raises(struct.unpack_from, fmt, *concrete), "struct.unpack_from", struct.error):
        if concrete is not None:
            struct.unpack_from(fmt, *concrete)  # CPython's error and message
        raise struct.error(f"unpack_from requires a buffer of at least {size} bytes")
    start: int | None = None
    plain: tuple[Any, ...] | None = None
    if concrete is not None:
        raw, at = concrete
        start = at + len(raw) if at < 0 else at
        plain = struct.unpack_from(fmt, raw, at)
    return _fields(layout, data, base, value, start, plain)


def _raises(run: Callable[..., Any], *args: Any) -> bool:
    try:
        run(*args)
    except struct.error:
        return True
    return False


def iter_unpack(fmt: Any, buffer: Any) -> Iterator[tuple[Any, ...]]:
    """``struct.iter_unpack(fmt, buffer)`` (see the module docstring)."""
    fmt, buffer = _format(fmt), _content(buffer)
    layout = _layout(fmt)
    if layout is None or layout[1] == 0 or isinstance(fmt, SymValue) or \
            not isinstance(buffer, SymBytes):
        return fallback(f"struct.iter_unpack of {fmt!r}", [fmt, buffer],
                        lambda f, b: struct.iter_unpack(f, b))
    size = layout[1]
    data, value = buffer.term, buffer.value
    ragged = mk("not", T.eq(mk("mod", T.length(data), integer(size)), integer(0)))
    if decide(Kind.RAISE, ragged, None if value is None else len(value) % size != 0,
              "struct.iter_unpack", struct.error):
        raise struct.error(f"iterative unpacking requires a buffer of a multiple of "
                           f"{size} bytes")
    return _records(fmt, layout, data, value)


def _records(fmt: Any, layout: tuple[bool, int, list[tuple[str, int, int]]], data: Term,
             value: bytes | None) -> Iterator[tuple[Any, ...]]:
    size = layout[1]
    start = 0
    while decide(Kind.BRANCH, T.gt(T.length(data), start),
                 None if value is None else len(value) > start, "struct.iter_unpack"):
        plain = None if value is None else struct.unpack_from(fmt, value, start)
        yield _fields(layout, data, start, value, start, plain)
        start += size


def pack(fmt: Any, *values: Any) -> Any:
    """``struct.pack(fmt, *values)`` (see the module docstring)."""
    fmt = _format(fmt)
    layout = _layout(fmt)
    fields = [] if layout is None else list(layout[2])
    usable = layout is not None and not isinstance(fmt, SymValue) and \
        len(values) == len(fields) and all(
            int_of(v) is not None if code in _INT_CODES
            else bytes_of(v) is not None if code in "scp" else not isinstance(v, SymValue)
            for (code, _, _), v in zip(fields, values, strict=False))
    if not usable or layout is None:
        return fallback(f"struct.pack of {fmt!r}", [fmt, *values],
                        lambda f, *v: struct.pack(f, *v))
    little, size, _ = layout
    pieces: list[Term] = []
    end = 0
    for (code, offset, n), v in zip(fields, values, strict=True):
        if offset > end:
            pieces.append(string("\0" * (offset - end)))
        end = offset + n
        if code in _INT_CODES:
            term, seen = int_of(v)  # type: ignore[misc]
            signed = code in "bhilqn"
            low, high = (-(2 ** (8 * n - 1)), 2 ** (8 * n - 1)) if signed else (0, 256 ** n)
            outside = T.disj(T.lt(term, low), T.ge(term, high))
            if decide(Kind.RAISE, outside, None if seen is None else not low <= seen < high,
                      "struct.pack", struct.error):
                struct.pack(fmt, *(_value_of(x) for x in values))  # CPython's error
                raise struct.error(f"argument out of range for {code!r}")  # not reached
            pieces.append(_bytes_term(term, n, little))
        elif code == "?":  # a plain value (a symbolic one falls back above)
            pieces.append(string("\1" if v else "\0"))
        elif code in _FLOAT_CODES:  # a plain number: CPython's bytes (or its error)
            pieces.append(string(struct.pack(_ORDER[little] + code, v).decode("latin-1")))
        else:
            data, _seen = bytes_of(v)  # type: ignore[misc]
            if code == "c":
                if decide(Kind.RAISE, mk("not", T.eq(T.length(data), integer(1))),
                          None if _seen is None else len(_seen) != 1, "struct.pack",
                          struct.error):
                    raise struct.error("char format requires a bytes object of length 1")
                pieces.append(data)
            elif code == "p":  # a count byte min(len, n - 1, 255), n - 1 bytes NUL-padded
                cut = T.substr(data, 0, n - 1)
                kept = T.length(cut)
                count = kept if n <= 256 else T.ite(T.ge(kept, 255), integer(255), kept)
                zeros = string("\0" * (n - 1))
                pieces.append(T.concat(mk("str.from_code", count), cut,
                                       T.substr(zeros, 0, T.sub(n - 1, kept))))
            else:  # "s": the first n bytes, NUL-padded
                cut = T.substr(data, 0, n)
                pad = T.sub(n, T.length(cut))
                zeros = string("\0" * n)
                pieces.append(T.concat(cut, T.substr(zeros, 0, pad)))
    if size > end:
        pieces.append(string("\0" * (size - end)))
    made = None
    if all(not isinstance(v, SymValue) or v.value is not None for v in values):
        made = struct.pack(fmt, *(v.value if isinstance(v, SymValue) else v for v in values))
    return SymBytes(T.concat(*pieces) if pieces else string(""), made)


def struct_method(owner: struct.Struct, name: str) -> Callable[..., Any] | None:
    """A compiled ``Struct``'s ``unpack``/``unpack_from``/``iter_unpack``/``pack`` as the
    models above, or None."""
    if name == "unpack":
        return lambda buffer: unpack(owner.format, buffer)
    if name == "unpack_from":
        return lambda buffer, offset=0: unpack_from(owner.format, buffer, offset)
    if name == "iter_unpack":
        return lambda buffer: iter_unpack(owner.format, buffer)
    if name == "pack":
        return lambda *values: pack(owner.format, *values)
    return None


#: the C functions these model (the explorer's runtime dispatches to them)
MODELS: dict[Any, Any] = {struct.unpack: unpack, struct.pack: pack,
                          struct.calcsize: calcsize,
                          struct.unpack_from: unpack_from, struct.iter_unpack: iter_unpack}

__all__ = ["FORMAT_TEXT", "MAX_LENGTH", "MODELS", "calcsize", "iter_unpack", "pack",
           "struct_method", "to_bytes", "unpack", "unpack_from"]
