"""``bytearray`` over symbolic bytes (issue 38's eighth survey).

CPython's ``bytearray`` is a C buffer: a program that gathers a label byte by byte
(``label = bytearray(); label += byte_ ... bytes(label)``, dnspython's name parser) made
every symbolic byte concrete at the ``+=``, with a note, and explored one path.
:class:`ByteArray` is a pure-Python ``bytearray`` whose content is a ``bytes`` or a
:class:`.SymBytes`: ``+=``, ``extend`` and ``append`` concatenate (``append``'s
``ValueError`` outside 0..255 a decision, as ``bytes([i])``'s), ``bytes(b)`` is the
content, and every method that reads (``decode``, ``find``, ``split``, indexing, slicing,
``==``, ``len``) is the content's, a result CPython gives as a ``bytearray`` wrapped
again.  The explorer's runtime builds one in place of ``bytearray()``, ``bytearray(b)``
of a bytes-like ``b`` and ``bytearray(s, encoding)``; ``isinstance(b, bytearray)``
holds.

Partial: the other stores (``b[i] = x``, ``del b[i]``, ``insert``, ``pop``, ``remove``,
``reverse``, ``*=``) run on the concrete content (a note when it is symbolic); C code
handed one gets a CPython ``bytearray`` of the concrete content, and what it writes into
it is copied back (:meth:`ByteArray.copied_back`); ``type(b) is bytearray`` is False.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..terms import STRING, string
from . import bytearray_stores
from .bytes_values import MutableBytes, SymBytes, bytes_of
from .context import fallback
from .values import SymValue, int_of, python_type_name

#: methods whose result CPython gives as a ``bytearray`` (a list or tuple of them)
_WRAPPED = frozenset((
    "capitalize", "center", "expandtabs", "join", "ljust", "lower", "lstrip", "partition",
    "removeprefix", "removesuffix", "replace", "rjust", "rpartition", "rsplit", "rstrip",
    "split", "splitlines", "strip", "swapcase", "title", "translate", "upper", "zfill"))


def _wrap(result: Any) -> Any:
    if isinstance(result, bytes | SymBytes):
        return ByteArray(result)
    if isinstance(result, list):
        return [_wrap(r) for r in result]
    if isinstance(result, tuple):
        return tuple(_wrap(r) for r in result)
    return result


def _content(source: Any) -> Any:
    """The bytes a ``bytearray(source)`` holds (``bytes(source)``'s, CPython's
    ``TypeError`` for a ``str`` without an encoding)."""
    if isinstance(source, ByteArray):
        return source.data
    if isinstance(source, SymBytes | bytes):
        return source
    from .bytes_builtins import bytes_  # a cycle: bytes_ knows a ByteArray's content
    return bytes_(source)


class ByteArray(MutableBytes):
    """A ``bytearray`` whose content may be a symbolic ``bytes``."""

    __hash__ = None  # type: ignore[assignment]  # unhashable, as CPython's

    def __init__(self, source: Any = b"", encoding: Any = None, errors: Any = None) -> None:
        if encoding is not None or errors is not None:
            from .bytes_builtins import bytes_
            kwargs = {k: v for k, v in (("encoding", encoding), ("errors", errors))
                      if v is not None}
            self.data: Any = bytes_(source, **kwargs)
        else:
            self.data = _content(source)

    @property  # type: ignore[misc]
    def __class__(self) -> type:  # isinstance(b, bytearray), as CPython's
        return bytearray

    # ---- stores ---------------------------------------------------------------------------

    def __iadd__(self, other: object) -> ByteArray:
        if bytes_of(other) is None:
            raise TypeError(f"can't concat {type(other).__name__} to bytearray")
        self.data = self.data + (other.data if isinstance(other, ByteArray) else other)
        return self

    def extend(self, iterable: object) -> None:
        if isinstance(iterable, str):
            raise TypeError("expected iterable of integers; got: 'str'")
        if bytes_of(iterable) is not None:
            self += iterable
            return
        if not hasattr(iterable, "__iter__"):
            raise TypeError(f"can't extend bytearray with {type(iterable).__name__}")
        self._ints(list(iterable))

    def append(self, item: object) -> None:
        self._ints([item])

    def _ints(self, items: list[Any]) -> None:
        """Items as bytes (``bytes()``'s checks, each a decision), then appended."""
        from .bytes_builtins import bytes_
        try:
            self += bytes_(items)
        except ValueError:
            raise ValueError("byte must be in range(0, 256)") from None

    def clear(self) -> None:
        self.data = b""

    def copy(self) -> ByteArray:
        return ByteArray(self.data)

    def _on_concrete(self, what: str, run: Callable[..., Any], *operands: Any) -> Any:
        """A store the layer does not model: on a CPython ``bytearray`` of the concrete
        content (a note when it or an operand is symbolic), kept afterwards."""
        def go(value: bytes, *plain: Any) -> Any:
            buffer = bytearray(value)
            result = run(buffer, *plain)
            self.data = bytes(buffer)
            return result
        if isinstance(self.data, SymBytes) or any(isinstance(o, SymValue) for o in operands):
            return fallback(f"bytearray.{what}", [self.data, *operands], go)
        return go(self.data, *operands)

    def _stored(self, what: str, new: Any, run: Callable[..., Any], *operands: Any) -> None:
        """The content after a store of :mod:`.bytearray_stores` (not modelled: ``run`` on
        the concrete values, with a note)."""
        if new is bytearray_stores.NOT_MODELLED:
            self._on_concrete(what, run, *operands)
        else:
            self.data = new

    def __setitem__(self, key: object, value: object) -> None:
        self._stored("__setitem__", bytearray_stores.set_item(self.data, key, value),
                     lambda b, k, v: b.__setitem__(k, v), key, value)

    def __delitem__(self, key: object) -> None:
        self._stored("__delitem__", bytearray_stores.del_item(self.data, key),
                     lambda b, k: b.__delitem__(k), key)

    def pop(self, index: object = -1) -> Any:
        self.data, byte = bytearray_stores.pop(self.data, index)
        return byte

    def insert(self, index: object, item: object) -> None:
        self.data = bytearray_stores.insert(self.data, index, item)

    def remove(self, item: object) -> None:
        self.data = bytearray_stores.remove(self.data, item)

    def reverse(self) -> None:
        self.data = bytearray_stores.reverse(self.data)

    def __imul__(self, count: object) -> ByteArray:
        self.data = self.data * count
        return self

    def copied_back(self, buffer: bytearray) -> None:
        """What C code handed ``buffer`` (this one's concrete copy) wrote into it."""
        if isinstance(self.data, bytes):
            self.data = bytes(buffer)
        elif self.data.value is not None and bytes(buffer) != self.data.value:
            self.data = bytes(buffer)

    # ---- reads ----------------------------------------------------------------------------

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        method = getattr(self.data, name)
        if name in _WRAPPED:
            return lambda *a, **k: _wrap(method(*a, **k))
        return method

    def __len__(self) -> int:
        if isinstance(self.data, bytes):
            return len(self.data)
        return len(self.data._concrete("len() of a bytearray"))

    def _read(self, *operands: object) -> Any:
        """The content to read with ``operands``: a constant :class:`.SymBytes` for a plain
        content read with a symbolic operand (``b[i]`` of a symbolic ``i``: CPython's
        ``bytes`` would make it concrete)."""
        if isinstance(self.data, bytes) and any(bytearray_stores.holds_symbolic(o)
                                                for o in operands):
            return SymBytes(string(self.data.decode("latin-1")), self.data)
        return self.data

    def __getitem__(self, key: object) -> Any:
        if isinstance(key, slice):
            return _wrap(self._read(key)[key])
        if int_of(key) is None or (isinstance(key, SymValue) and key.term.sort is STRING):
            raise TypeError("bytearray indices must be integers or slices, not "
                            f"{python_type_name(key)}")
        if isinstance(key, SymValue):
            bytearray_stores.index_argument(key)  # past Py_ssize_t: CPython's IndexError
        try:
            return self._read(key)[key]
        except IndexError as exc:
            if "cannot fit" in str(exc):
                raise
            raise IndexError("bytearray index out of range") from None

    def __iter__(self) -> Iterator[Any]:
        return iter(self.data)

    def __contains__(self, item: object) -> bool:
        return item in self._read(item)

    def __bytes__(self) -> bytes:
        if isinstance(self.data, bytes):
            return self.data
        return self.data._concrete("bytes() of a bytearray")  # type: ignore[no-any-return]

    def __add__(self, other: object) -> ByteArray:
        if bytes_of(other) is None:
            raise TypeError(f"can't concat {type(other).__name__} to bytearray")
        return ByteArray(self.data + (other.data if isinstance(other, ByteArray) else other))

    def __radd__(self, other: object) -> Any:
        if isinstance(other, bytes | SymBytes):  # bytes + bytearray is bytes
            return other + self.data
        return NotImplemented

    def __mul__(self, count: object) -> ByteArray:
        return ByteArray(self.data * count)

    __rmul__ = __mul__

    def _compare(self, op: Callable[[Any, Any], Any], other: object) -> Any:
        if bytes_of(other) is None:
            return NotImplemented
        return op(self.data, other.data if isinstance(other, ByteArray) else other)

    def __eq__(self, other: object) -> Any:
        return self._compare(lambda a, b: a == b, other)

    def __ne__(self, other: object) -> Any:
        return self._compare(lambda a, b: a != b, other)

    def __lt__(self, other: object) -> Any:
        return self._compare(lambda a, b: a < b, other)

    def __le__(self, other: object) -> Any:
        return self._compare(lambda a, b: a <= b, other)

    def __gt__(self, other: object) -> Any:
        return self._compare(lambda a, b: a > b, other)

    def __ge__(self, other: object) -> Any:
        return self._compare(lambda a, b: a >= b, other)

    def __bool__(self) -> bool:
        return bool(self.data)

    def __repr__(self) -> str:
        return f"bytearray({self.data!r})"

    __str__ = __repr__


__all__ = ["ByteArray"]
