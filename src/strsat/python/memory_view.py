"""``memoryview`` of symbolic bytes (issue 38's known model gaps).

A parser that slices a header without copying (``view = memoryview(data); kind =
view[0]; body = view[1:].tobytes()``) made its input concrete at ``memoryview(...)``
(a C call, with a note), one path.  :class:`ByteView` is a read-only view whose content
is a ``bytes`` or a :class:`.SymBytes`: indexing gives the byte's ``int`` (symbolic),
slicing a view of the slice, ``tobytes()``/``bytes(v)`` the content, ``tolist()`` its
ints, ``hex()``, ``==`` against any bytes-like object and ``len`` are the content's; its
``format`` is ``'B'``, ``itemsize`` 1, ``ndim`` 1, ``shape`` and ``nbytes`` the
(symbolic) length, ``readonly`` as CPython's for the source; ``isinstance(v,
memoryview)`` holds.  The explorer's runtime builds one for ``memoryview(b)`` of a
symbolic ``bytes`` or of the layer's ``bytearray``.

Partial: a view of the layer's ``bytearray`` holds its content when made (a store into
the bytearray afterwards is not seen through the view, nor a store through the view:
item assignment runs on the concrete content, with a note); ``cast`` to another format
than ``'B'``, and C code handed a view (which gets CPython's ``memoryview`` of the
concrete content), run on concrete values.  ``type(v) is memoryview`` is False.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .bytes_values import MutableBytes, SymBytes, bytes_of
from .context import fallback


class ByteView(MutableBytes):
    """A read-only ``memoryview`` (format ``'B'``) whose content may be symbolic."""

    def __init__(self, data: Any, obj: Any = None, readonly: bool = True) -> None:
        self.data: Any = data
        self.obj = data if obj is None else obj
        self.readonly = readonly
        self.format = "B"
        self.itemsize = 1
        self.ndim = 1
        self.strides = (1,)
        self.suboffsets = ()
        self.c_contiguous = self.f_contiguous = self.contiguous = True

    @classmethod
    def of(cls, source: Any) -> ByteView:
        """``memoryview(source)`` of a symbolic ``bytes`` or of the layer's bytearray
        (writable, as CPython's view of one)."""
        if isinstance(source, ByteView):
            return cls(source.data, source.obj, source.readonly)
        if isinstance(source, MutableBytes):
            return cls(source.data, source, readonly=False)
        return cls(source)

    @property  # type: ignore[misc]
    def __class__(self) -> type:  # isinstance(v, memoryview), as CPython's
        return memoryview

    # ---- the view's attributes ------------------------------------------------------------

    @property
    def nbytes(self) -> Any:
        from .builtins import len_  # a cycle: len_ knows the layer's byte containers
        return len_(self.data)

    @property
    def shape(self) -> tuple[Any, ...]:
        return (self.nbytes,)

    def __len__(self) -> int:  # the layer's len() is symbolic (builtins.len_)
        return len(self._plain("len() of a memoryview"))

    # ---- reads ----------------------------------------------------------------------------

    def __getitem__(self, key: object) -> Any:
        got = self.data[key]
        return ByteView(got, self.obj, self.readonly) if isinstance(key, slice) else got

    def __iter__(self) -> Iterator[Any]:
        return iter(self.data)

    def tobytes(self, order: Any = None) -> Any:
        return self.data

    def __bytes__(self) -> bytes:  # the layer's bytes() keeps the content (bytes_)
        return self._plain("bytes() of a memoryview")

    def tolist(self) -> list[Any]:
        return list(self.data)

    def hex(self, *args: Any) -> Any:
        return self.data.hex(*args)

    def toreadonly(self) -> ByteView:
        return ByteView(self.data, self.obj)

    def cast(self, format: Any, *shape: Any) -> Any:  # noqa: A002 - CPython's name
        if format == "B" and not shape:
            return ByteView(self.data, self.obj, self.readonly)
        return fallback(f"memoryview.cast({format!r})", [self.data],
                        lambda b: memoryview(b).cast(format, *shape))

    def release(self) -> None:
        pass

    def __enter__(self) -> ByteView:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def __setitem__(self, key: object, value: object) -> None:
        if self.readonly:
            raise TypeError("cannot modify read-only memory")
        buffer = bytearray(self._plain("memoryview item assignment"))
        memoryview(buffer)[key] = value  # type: ignore[call-overload]  # CPython's errors
        self.data = bytes(buffer)

    def _plain(self, what: str) -> bytes:
        if isinstance(self.data, bytes):
            return self.data
        return self.data._concrete(what)  # type: ignore[no-any-return]

    def __eq__(self, other: object) -> Any:
        if bytes_of(other) is None:
            return False  # a memoryview is never equal to a non-buffer, as CPython's
        return self.data == (other.data if isinstance(other, MutableBytes) else other)

    def __ne__(self, other: object) -> Any:
        if bytes_of(other) is None:
            return True
        return self.data != (other.data if isinstance(other, MutableBytes) else other)

    def __hash__(self) -> int:
        if not self.readonly:
            raise ValueError("cannot hash writable memoryview object")
        return hash(self._plain("hash() of a memoryview"))

    def __bool__(self) -> bool:
        return bool(self.data)

    def __radd__(self, other: object) -> Any:
        """``bytes + view`` is ``bytes`` (CPython's concatenation takes any buffer: msgpack's
        fallback ``Unpacker`` extends its buffer with a ``memoryview``); ``view + x``
        stays CPython's ``TypeError`` (a memoryview has no ``+``)."""
        if isinstance(other, bytes | SymBytes):
            return other + self.data
        return NotImplemented

    def __repr__(self) -> str:
        return f"<memory at {id(self):#x}>"


def memoryview_(source: Any) -> Any:
    """``memoryview(source)``: the layer's view of symbolic bytes, CPython's otherwise."""
    if isinstance(source, SymBytes | MutableBytes):
        return ByteView.of(source)
    return memoryview(source)


__all__ = ["ByteView", "memoryview_"]
