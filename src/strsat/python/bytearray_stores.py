"""The stores of a ``bytearray`` over symbolic bytes (issue 38; base64's
``decoded[-5:] = last[:leftover]``), as new contents.

Each function takes the content (a ``bytes`` or a :class:`.SymBytes`) and returns the
new one, checking its operands in CPython 3.11's order (``bytearray_ass_subscript``,
``bytearray_pop_impl``, ``bytearray_insert_impl``, ``bytearray_remove_impl``,
``_getbytevalue``) with CPython's exceptions and messages; a condition that depends on
a symbolic value is a decision (:data:`~.context.Kind.RAISE`).

* ``b[i] = x``: the byte first (``TypeError`` for a non-int, ``ValueError`` outside
  0..255, GH-91153's order), then the index (``IndexError``); the content becomes
  ``b[:p] + chr(x) + b[p+1:]`` with ``p = i`` or ``i + len(b)``.
* ``b[i:j] = x`` (step 1, bounds ints, symbolic ints or None): ``x`` bytes-like or an
  iterable of ints (a number or ``str``: ``TypeError``); the content becomes
  ``b[:p] + x + b[max(p, q):]`` with ``p``, ``q`` CPython's adjusted bounds
  (``PySlice_AdjustIndices``), as ``ite`` terms over ``len(b)``, so no decision.
* an extended slice (constant step other than 1): once per length (a decision that
  ``len(b)`` is the current one, as ``hex()``'s), position by position; its size
  ``ValueError``; an empty ``x`` deletes.
* ``del b[i]``, ``del b[i:j]``, ``pop``, ``insert``, ``remove`` (``str.indexof``),
  ``reverse`` (``str.rev``).

What the layer does not model (a symbolic step or a symbolic bound of an extended
slice) returns :data:`NOT_MODELLED`; the caller runs it on the concrete values with a
note.
"""

from __future__ import annotations

import sys
from typing import Any

from ..terms import STRING, Term, integer, mk
from . import termops as T
from .bytes_values import SymBytes, bytes_of, fixed_length, known_length
from .context import Kind, decide
from .values import SymInt, SymValue, int_of, python_type_name

#: what a store the layer does not model returns
NOT_MODELLED: Any = object()

_BYTE_RANGE = "byte must be in range(0, 256)"
_INDEX_RANGE = "bytearray index out of range"
_ASSIGN = "can assign only bytes, buffers, or iterables of ints in range(0, 256)"
_SLICE_INDEX = "slice indices must be integers or None or have an __index__ method"
_SSIZE = sys.maxsize

Content = Any  # bytes | SymBytes


def _parts(data: Content) -> tuple[Term, bytes | None]:
    got = bytes_of(data)
    assert got is not None
    return got


def _made(term: Term, value: bytes | None) -> Content:
    """The new content: a plain ``bytes`` for a constant term."""
    if term.op == "const" and isinstance(term.value, str):
        return term.value.encode("latin-1")
    return SymBytes(term, value)


def _as_int(value: object) -> tuple[Term, int | None] | None:
    got = int_of(value)
    if got is None or (isinstance(value, SymValue) and value.term.sort is STRING):
        return None
    return got


def byte_value(value: object) -> tuple[Term, int | None]:
    """``_getbytevalue``: an int in 0..255 (the range a decision)."""
    got = _as_int(value)
    if got is None:
        raise TypeError(f"'{python_type_name(value)}' object cannot be interpreted as an "
                        "integer")
    t, v = got
    if decide(Kind.RAISE, T.disj(T.lt(t, 0), T.gt(t, 255)),
              None if v is None else not 0 <= v < 256, "bytearray byte", ValueError):
        raise ValueError(_BYTE_RANGE)
    return got


def _ssize(value: object, overflow: type[Exception], message: str
           ) -> tuple[Term, int | None]:
    """An index argument (``PyNumber_AsSsize_t``): an int, the ``TypeError`` of other
    types, ``overflow`` for a constant outside C's ``Py_ssize_t``."""
    got = _as_int(value)
    if got is None:
        raise TypeError(message.format(type=python_type_name(value)))
    t, v = got
    outside = None if v is None else not -_SSIZE - 1 <= v <= _SSIZE
    if outside if not isinstance(value, SymValue) else decide(
            Kind.RAISE, T.disj(T.lt(t, integer(-_SSIZE - 1)), T.gt(t, integer(_SSIZE))),
            outside, "index size", overflow):  # a symbolic index too: CPython converts it
        # before it reads the value stored
        raise overflow("cannot fit 'int' into an index-sized integer"
                       if overflow is IndexError else
                       "Python int too large to convert to C ssize_t")
    return got


def index_argument(value: object) -> tuple[Term, int | None]:
    """A bytearray index read by ``b[i]`` (:func:`_ssize` with its messages): a symbolic
    one past ``Py_ssize_t`` is CPython's ``IndexError``, a decision."""
    return _ssize(value, IndexError, "bytearray indices must be integers or slices, not {type}")


def _position(t: Term, v: int | None, n: Term, nv: int | None, what: str,
              message: str) -> tuple[Term, int | None]:
    """An index inside the content (``IndexError(message)`` outside), as a position."""
    outside = T.disj(T.lt(T.add(t, n), 0), T.ge(t, n))
    concrete = None if v is None or nv is None else not -nv <= v < nv
    if decide(Kind.RAISE, outside, concrete, what, IndexError):
        raise IndexError(message)
    pos = T.ite(T.lt(t, 0), T.add(t, n), t)
    return pos, None if v is None or nv is None else (v + nv if v < 0 else v)


def _adjusted(t: Term, n: Term) -> Term:
    """One bound of a step-1 slice, ``PySlice_AdjustIndices``: clamped into 0..n."""
    shifted = T.add(t, n)
    low = T.ite(T.lt(shifted, 0), integer(0), shifted)
    high = T.ite(T.gt(t, n), n, t)
    if t.op == "const" and isinstance(t.value, int):
        return low if t.value < 0 else high
    return T.ite(T.lt(t, 0), low, high)


def _spliced(d: Term, p: Term, q: Term, piece: Term) -> Term:
    """``d[:p] + piece + d[q:]`` for positions ``0 <= p <= q <= len(d)``."""
    n = T.length(d)
    return T.concat(T.substr(d, 0, p), piece, T.substr(d, q, T.sub(n, q)))


def _concrete(data: Content, run: Any, *args: Any) -> bytes | None:
    """The new value by CPython on the concrete values (None when one is unknown)."""
    value = _parts(data)[1]
    plain = [a.value if isinstance(a, SymValue) else a for a in args]
    if value is None or any(p is None for p in plain):
        return None
    buffer = bytearray(value)
    run(buffer, *plain)
    return bytes(buffer)


def _bound(x: object) -> tuple[Term, int | None] | None:
    if x is None:
        return None
    got = _as_int(x)
    if got is None:
        raise TypeError(_SLICE_INDEX)
    return got


def _piece(value: object) -> tuple[Term, bytes | None]:
    """The bytes a slice is assigned (``PyByteArray_FromObject`` of ``value``)."""
    got = bytes_of(value)
    if got is not None:
        return got
    if isinstance(value, int | float | complex | str | SymValue) or \
            hasattr(value, "__index__") or hasattr(value, "__float__"):
        raise TypeError(_ASSIGN)
    if not hasattr(value, "__iter__"):
        raise TypeError(f"cannot convert '{python_type_name(value)}' object to bytearray")
    pieces, values = [], []
    for item in list(value):  # type: ignore[call-overload,unused-ignore]
        t, v = byte_value(item)
        pieces.append(mk("str.from_code", t))
        values.append(v)
    known = [v for v in values if v is not None]
    return T.concat(*pieces), bytes(known) if len(known) == len(values) else None


def _slice_parts(key: slice) -> tuple[Any, Any, int] | None:
    """The bounds and the constant step of a slice; None for a symbolic step."""
    start, stop = _bound(key.start), _bound(key.stop)
    step = _bound(key.step)
    if step is not None and (isinstance(key.step, SymValue) or step[1] is None):
        return None
    k = 1 if step is None else step[1]
    assert k is not None
    if k == 0:
        raise ValueError("slice step cannot be zero")
    return start, stop, k


def holds_symbolic(x: object) -> bool:
    """Whether an operand holds a symbolic value (a slice's bounds, a list's items)."""
    if isinstance(x, slice):
        return any(holds_symbolic(b) for b in (x.start, x.stop, x.step))
    if isinstance(x, list | tuple):
        return any(holds_symbolic(i) for i in x)
    return isinstance(x, SymValue) or isinstance(getattr(x, "data", None), SymBytes)


def _plainly(data: Content, run: Any, *operands: Any) -> Content:
    """A store of plain operands into a plain content: CPython's own."""
    buffer = bytearray(data)
    got = run(buffer, *operands)
    return bytes(buffer) if got is None else (bytes(buffer), got)


def set_item(data: Content, key: object, value: object) -> Content:
    """``b[key] = value``."""
    if isinstance(data, bytes) and not holds_symbolic(key) and not holds_symbolic(value):
        return _plainly(data, lambda b, k, v: b.__setitem__(k, v), key, value)
    d, dv = _parts(data)
    n, nv = T.length(d), None if dv is None else len(dv)
    if isinstance(key, slice):
        parts = _slice_parts(key)
        if parts is None:
            return NOT_MODELLED
        piece, pv = _piece(value)
        return _store_slice(data, key, parts, piece, pv)
    t, v = index_argument(key)
    bt, bv = byte_value(value)
    p, _ = _position(t, v, n, nv, "bytearray index", _INDEX_RANGE)
    new = _concrete(data, lambda b, i, x: b.__setitem__(i, x), v, bv)
    return _made(_spliced(d, p, T.add(p, 1), mk("str.from_code", bt)), new)


def _store_slice(data: Content, key: slice, parts: tuple[Any, Any, int], piece: Term,
                 pv: bytes | None) -> Content:
    d, dv = _parts(data)
    n = T.length(d)
    start, stop, step = parts
    if step == 1:
        p = integer(0) if start is None else _adjusted(start[0], n)
        q = n if stop is None else _adjusted(stop[0], n)
        q = T.ite(T.lt(q, p), p, q) if q is not n else q
        known = all(b is None or b[1] is not None for b in (start, stop))
        new = None
        if known and dv is not None and pv is not None:
            buffer = bytearray(dv)
            buffer[slice(None if start is None else start[1],
                         None if stop is None else stop[1])] = pv
            new = bytes(buffer)
        return _made(_spliced(d, p, q, piece), new)
    return _extended(data, key, parts, piece, pv)


def _extended(data: Content, key: slice, parts: tuple[Any, Any, int], piece: Term | None,
              pv: bytes | None) -> Content:
    """An extended slice: position by position for the content's current length."""
    d, dv = _parts(data)
    start, stop, step = parts
    if any(b is not None and (b[0].op != "const") for b in (start, stop)):
        return NOT_MODELLED
    nv = known_length(d, None if dv is None else dv.decode("latin-1"))
    if nv is None:
        return NOT_MODELLED
    if d.op != "const":
        fixed_length(d, nv, "bytearray extended slice (length)")
    indices = range(*slice(None if start is None else start[1],
                           None if stop is None else stop[1], step).indices(nv))
    chars = [T.at(d, i) for i in range(nv)]
    if piece is None:
        drop = set(indices)
        kept = [c for i, c in enumerate(chars) if i not in drop]
        new = None if dv is None else bytes(b for i, b in enumerate(dv) if i not in drop)
        return _made(T.concat(*kept), new)
    mv = known_length(piece, None if pv is None else pv.decode("latin-1"))
    if mv is None:
        return NOT_MODELLED
    if piece.op != "const":
        fixed_length(piece, mv, "bytearray extended slice (length)")
    if mv == 0:
        return _extended(data, key, parts, None, b"")
    if mv != len(indices):
        raise ValueError(f"attempt to assign bytes of size {mv} to extended slice of size "
                         f"{len(indices)}")
    for j, i in enumerate(indices):
        chars[i] = T.at(piece, j)
    new = None
    if dv is not None and pv is not None:
        buffer = bytearray(dv)
        buffer[key] = pv
        new = bytes(buffer)
    return _made(T.concat(*chars), new)


def del_item(data: Content, key: object) -> Content:
    """``del b[key]``."""
    if isinstance(data, bytes) and not holds_symbolic(key):
        return _plainly(data, lambda b, k: b.__delitem__(k), key)
    d, dv = _parts(data)
    n, nv = T.length(d), None if dv is None else len(dv)
    if isinstance(key, slice):
        parts = _slice_parts(key)
        if parts is None:
            return NOT_MODELLED
        if parts[2] == 1:
            return _store_slice(data, key, parts, T.concat(), b"")
        return _extended(data, key, parts, None, b"")
    t, v = index_argument(key)
    p, _ = _position(t, v, n, nv, "bytearray index", _INDEX_RANGE)
    new = _concrete(data, lambda b, i: b.__delitem__(i), v)
    return _made(_spliced(d, p, T.add(p, 1), T.concat()), new)


def pop(data: Content, index: object = -1) -> tuple[Content, Any]:
    """``b.pop(index)``: the new content and the byte."""
    if isinstance(data, bytes) and not holds_symbolic(index):
        return _plainly(data, lambda b, i: b.pop(i), index)  # type: ignore[no-any-return]
    t, v = _ssize(index, OverflowError, "'{type}' object cannot be interpreted as an integer")
    d, dv = _parts(data)
    n, nv = T.length(d), None if dv is None else len(dv)
    if decide(Kind.RAISE, T.eq(n, integer(0)), None if nv is None else nv == 0,
              "bytearray.pop", IndexError):
        raise IndexError("pop from empty bytearray")
    p, pv = _position(t, v, n, nv, "bytearray.pop", "pop index out of range")
    byte = SymInt(mk("str.to_code", T.at(d, p)),
                  None if dv is None or pv is None else dv[pv])
    new = _concrete(data, lambda b, i: b.pop(i), v)
    return _made(_spliced(d, p, T.add(p, 1), T.concat()), new), byte


def insert(data: Content, index: object, item: object) -> Content:
    """``b.insert(index, item)`` (the index clamped, as ``list.insert``)."""
    if isinstance(data, bytes) and not holds_symbolic(index) and not holds_symbolic(item):
        return _plainly(data, lambda b, i, x: b.insert(i, x), index, item)
    t, v = _ssize(index, OverflowError, "'{type}' object cannot be interpreted as an integer")
    bt, bv = byte_value(item)
    d, _ = _parts(data)
    p = _adjusted(t, T.length(d))
    new = _concrete(data, lambda b, i, x: b.insert(i, x), v, bv)
    return _made(_spliced(d, p, p, mk("str.from_code", bt)), new)


def remove(data: Content, item: object) -> Content:
    """``b.remove(item)``: its first occurrence (``ValueError`` when there is none)."""
    if isinstance(data, bytes) and not holds_symbolic(item):
        return _plainly(data, lambda b, x: b.remove(x), item)
    bt, bv = byte_value(item)
    d, dv = _parts(data)
    at = T.indexof(d, mk("str.from_code", bt))
    if decide(Kind.RAISE, T.lt(at, 0), None if dv is None or bv is None else bv not in dv,
              "bytearray.remove", ValueError):
        raise ValueError("value not found in bytearray")
    new = _concrete(data, lambda b, x: b.remove(x), bv)
    return _made(_spliced(d, at, T.add(at, 1), T.concat()), new)


def reverse(data: Content) -> Content:
    d, dv = _parts(data)
    return _made(T.rev(d), None if dv is None else dv[::-1])


__all__ = ["NOT_MODELLED", "byte_value", "del_item", "insert", "pop", "remove", "reverse",
           "holds_symbolic", "set_item"]
