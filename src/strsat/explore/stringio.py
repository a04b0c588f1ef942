"""``io.StringIO`` over a symbolic string (issue 38, item 1).

CPython's ``StringIO`` is C code: a program that wraps its input in one (``shlex``
reads a character at a time from it) would otherwise make the whole input concrete
at once.  :class:`TextBuffer` is a pure-Python ``StringIO`` written from its
documented behaviour, for the default ``newline="\\n"`` (no translation): reads are
slices of the string, so a symbolic string stays symbolic and each test of what is
read is a decision.  The explorer's runtime builds one in place of ``io.StringIO``
when the initial value is symbolic.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from ..python import SymStr
from ..python.builtins import len_


class InMemory:
    """What the in-memory files share (:class:`TextBuffer`, and ``BytesIO``'s
    :class:`~.bytesio.ByteBuffer`): a value read and written at a position, usable until
    closed.  Mixed in before the ``io`` base class, whose ``closed`` it reads."""

    _value: Any
    _pos: Any

    def readline(self, size: Any = -1) -> Any:  # pragma: no cover - each buffer has its own
        raise NotImplementedError

    def _check(self) -> None:
        if getattr(self, "closed"):  # noqa: B009 - the io base class's property
            raise ValueError("I/O operation on closed file.")

    def readable(self) -> bool:
        self._check()
        return True

    def writable(self) -> bool:
        self._check()
        return True

    def seekable(self) -> bool:
        self._check()
        return True

    def getvalue(self) -> Any:
        self._check()
        return self._value

    def tell(self) -> Any:
        self._check()
        return self._pos

    def readlines(self, hint: Any = -1) -> list[Any]:
        lines: list[Any] = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len_(line)
            if 0 < hint <= total:
                return lines

    def __iter__(self) -> Iterator[Any]:
        self._check()
        return self

    def __next__(self) -> Any:
        line = self.readline()
        if not line:
            raise StopIteration
        return line


class TextBuffer(InMemory, io.TextIOBase):
    """A ``StringIO`` (``newline="\\n"``) whose value may be a symbolic string."""

    def __init__(self, initial_value: Any = "", newline: str | None = "\n") -> None:
        super().__init__()
        if newline != "\n":
            raise ValueError("TextBuffer models StringIO(newline='\\n') only")
        if initial_value is None:
            initial_value = ""
        self._value: Any = initial_value
        self._pos = 0

    def seek(self, pos: int, whence: int = 0) -> Any:
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"Negative seek position {pos}")
            self._pos = pos
        elif whence in (1, 2) and pos == 0:
            self._pos = self._pos if whence == 1 else len_(self._value)
        elif whence in (1, 2):
            raise OSError("Can't do nonzero cur-relative seeks")
        else:
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        return self._pos

    def read(self, size: int | None = -1) -> Any:
        self._check()
        start = self._pos
        end = len_(self._value) if size is None or size < 0 else start + size
        end = max(start, min(end, len_(self._value)))
        self._pos = end
        return self._value[start:end]

    def readline(self, size: int | None = -1) -> Any:
        self._check()
        start = self._pos
        found = self._value.find("\n", start)
        end = len_(self._value) if found == -1 else found + 1
        if size is not None and size >= 0:
            end = min(end, start + size)
        end = max(start, end)
        self._pos = end
        return self._value[start:end]

    def write(self, s: Any) -> Any:
        """The characters written: ``len(s)``, a symbolic int for a symbolic ``s``."""
        self._check()
        if not isinstance(s, str | SymStr):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        n = len_(s)
        if n:
            value = self._value
            if self._pos > len_(value):
                value = value + "\0" * (self._pos - len_(value))
            self._value = value[:self._pos] + s + value[self._pos + n:]
            self._pos += n
        return n

    def truncate(self, size: int | None = None) -> int:
        self._check()
        size = self._pos if size is None else size
        if size < 0:
            raise ValueError(f"Negative size value {size}")
        self._value = self._value[:size]
        return size


__all__ = ["InMemory", "TextBuffer"]
