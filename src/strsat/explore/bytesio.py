"""``io.BytesIO`` over a symbolic ``bytes`` (issue 38's sixth survey).

CPython's ``BytesIO`` is C code: a program that hands its input to a reader as a file
(``gzip``'s header reader, ``tokenize.detect_encoding(io.BytesIO(data).readline)``,
``pickletools``' argument readers) would otherwise make the whole input concrete at the
constructor, with a note, and explore one path.  :class:`ByteBuffer` is a pure-Python
``BytesIO`` written from its documented behaviour (the C module's ``seek`` clamps a
position before the start to 0, ``truncate`` keeps the position, a write past the end
pads with NUL bytes): reads are slices of the bytes, so a symbolic ``bytes`` stays
symbolic and each test of what is read is a decision.  The explorer's runtime builds one
in place of ``io.BytesIO`` when the initial value is symbolic; C code handed one gets
CPython's ``BytesIO`` at the same position (pinned, with a note).

A ``BytesIO`` built from plain bytes stays CPython's until its first method call given a
symbolic value (``quopri.decode``'s ``output.write(new + b'\\n')`` into the caller's
``BytesIO()``): from there a :class:`ByteBuffer` holding its value and position stands
for it, and its later method calls in the run go to that buffer
(:func:`shadow_bytes_method`, as :func:`.stringio.shadow_method` does for ``StringIO``).

Partial: ``getbuffer()`` and ``readinto()`` hand out memory, so they make the value
concrete (a note); C code handed a shadowed ``BytesIO`` itself (not through a method
call of the program's) sees its value before the shadow.
"""

from __future__ import annotations

import io
import weakref
from collections.abc import Iterable
from typing import Any

from ..python import SymInt
from ..python.builtins import len_
from ..python.bytes_values import MutableBytes, SymBytes
from ..python.context import fallback
from ..python.values import SymValue
from ..terms import string
from .stringio import InMemory, shadowed


def _as_bytes(value: Any, what: str) -> Any:
    """A bytes-like ``value`` as ``bytes`` (a ``SymBytes`` as it is), else CPython's
    ``TypeError``."""
    if isinstance(value, SymBytes | bytes):
        return value
    if isinstance(value, MutableBytes):  # the layer's bytearray
        return value.data
    if isinstance(value, str):
        raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")
    try:
        return bytes(memoryview(value))
    except TypeError:
        raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'"
                        ) from None


def _size(size: Any) -> Any:
    """A read's ``size``: ``None`` or an int (CPython's ``TypeError`` otherwise)."""
    if size is None or isinstance(size, int | SymInt):
        return -1 if size is None else size
    raise TypeError(f"argument should be integer or None, not '{type(size).__name__}'")


class ByteBuffer(InMemory, io.BufferedIOBase):
    """A ``BytesIO`` whose value may be a symbolic ``bytes``."""

    def __init__(self, initial_bytes: Any = b"") -> None:
        super().__init__()
        self._value: Any = b"" if initial_bytes is None else _as_bytes(initial_bytes,
                                                                        "BytesIO")
        self._pos: Any = 0

    def isatty(self) -> bool:
        self._check()
        return False

    def seek(self, pos: Any, whence: int = 0) -> Any:
        self._check()
        if not isinstance(pos, int | SymInt):
            raise TypeError(f"'{type(pos).__name__}' object cannot be interpreted as an "
                            "integer")
        if whence == 0:
            if pos < 0:
                raise ValueError(f"negative seek value {pos}")
        elif whence == 1:
            pos = self._pos + pos
        elif whence == 2:
            pos = len_(self._value) + pos
        else:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        self._pos = 0 if pos < 0 else pos
        return self._pos

    def _from(self, size: Any) -> tuple[Any, Any, Any] | None:
        """``(start, length, size)`` of a read at the position, None past the end."""
        self._check()
        size = _size(size)
        start, n = self._pos, len_(self._value)
        return None if start >= n else (start, n, size)

    def read(self, size: Any = -1) -> Any:
        got = self._from(size)
        if got is None:
            return b""
        start, n, size = got
        end = n if size < 0 else min(start + size, n)
        self._pos = end
        return self._value[start:end]

    read1 = read

    def readline(self, size: Any = -1) -> Any:
        got = self._from(size)
        if got is None:
            return b""
        start, n, size = got
        found = self._value.find(b"\n", start)
        end = n if found == -1 else found + 1
        if size >= 0:
            end = min(end, start + size)
        self._pos = end
        return self._value[start:end]

    def readinto(self, buffer: Any) -> int:
        """Memory handed out: the bytes read are made concrete (a note)."""
        data = self.read(len(memoryview(buffer).cast("B")))
        plain = fallback("BytesIO.readinto", [data], lambda v: v)
        memoryview(buffer).cast("B")[:len(plain)] = plain
        return len(plain)

    def getbuffer(self) -> memoryview:
        """Memory handed out: the value is made concrete (a note)."""
        self._check()
        return memoryview(bytearray(fallback("BytesIO.getbuffer", [self._value],
                                             lambda v: v)))

    def write(self, b: Any) -> Any:
        """The bytes written: ``len(b)``, a symbolic int for a symbolic ``b``."""
        self._check()
        data = _as_bytes(b, "write")
        n = len_(data)
        if n:
            value = self._value
            if isinstance(value, bytes) and isinstance(data, SymValue) or \
                    isinstance(self._pos, SymValue):  # slices at symbolic places: terms
                value = SymBytes(string(value.decode("latin-1")), value) \
                    if isinstance(value, bytes) else value
            if self._pos > len_(value):
                value = value + b"\0" * (self._pos - len_(value))
            self._value = value[:self._pos] + data + value[self._pos + n:]
            self._pos += n
        return n

    def writelines(self, lines: Iterable[Any]) -> None:
        for line in lines:
            self.write(line)

    def truncate(self, size: Any = None) -> Any:
        self._check()
        size = self._pos if size is None else size
        if not isinstance(size, int | SymInt):
            raise TypeError(f"'{type(size).__name__}' object cannot be interpreted as an "
                            "integer")
        if size < 0:
            raise ValueError(f"negative size value {size}")
        if size < len_(self._value):
            self._value = self._value[:size]
        return size


#: CPython ``BytesIO`` objects made where the values were concrete and given a symbolic
#: value later, each with the tracer of its run and the :class:`ByteBuffer` standing for it
_SHADOWS: weakref.WeakKeyDictionary[io.BytesIO, tuple[object, ByteBuffer]] = \
    weakref.WeakKeyDictionary()


def shadow_bytes_method(f: Any, create: bool) -> Any:
    """The method of the :class:`ByteBuffer` that stands for the CPython ``BytesIO`` of
    the bound C method ``f`` (its value and position read off ``__getstate__``), made by
    the first call given a symbolic value (``create``), in this run; else None (``f``
    runs as it is)."""
    def made(obj: Any) -> ByteBuffer:
        value, pos, _ = obj.__getstate__()
        shadow = ByteBuffer(value)
        shadow._pos = pos
        return shadow

    return shadowed(f, create, _SHADOWS, made)


__all__ = ["ByteBuffer", "shadow_bytes_method"]
