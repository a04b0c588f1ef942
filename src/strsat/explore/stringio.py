"""``io.StringIO`` over a symbolic string (issue 38, item 1).

CPython's ``StringIO`` is C code: a program that wraps its input in one (``shlex``
reads a character at a time from it) would otherwise make the whole input concrete
at once.  :class:`TextBuffer` is a pure-Python ``StringIO`` written from its
documented behaviour, for every ``newline`` mode: reads are slices of the string, so a
symbolic string stays symbolic and each test of what is read is a decision.  The
explorer's runtime builds one in place of every ``io.StringIO`` the program makes
(an empty one written to later is the common case: its writes are symbolic), and one
for a CPython ``StringIO`` made elsewhere (a library's ``__init__`` run on concrete
values: ``email.feedparser``'s ``StringIO(newline='')``) at its first call given a
symbolic value, its later method calls in the run going to it (:func:`shadow_method`).

The modes, as CPython's ``_io.StringIO`` (``Modules/_io/stringio.c``; ``io`` docs,
"newline"): ``"\\n"`` stores what is written, lines end at ``"\\n"``; ``""`` stores it
too, lines end at ``"\\n"``, ``"\\r"`` or ``"\\r\\n"`` (universal); ``None`` stores each
write with ``"\\r\\n"`` and ``"\\r"`` made ``"\\n"`` (per write: a ``"\\r"`` ending one write
and a ``"\\n"`` starting the next are two lines), lines end at ``"\\n"``; ``"\\r"`` and
``"\\r\\n"`` store each ``"\\n"`` written as that string, lines end at it.  ``write``
returns the length of what it was given, the position moves by what was stored.
"""

from __future__ import annotations

import io
import weakref
from collections.abc import Iterator
from typing import Any

from ..python import SymStr, str_transform
from ..python.builtins import len_
from ..python.context import active
from ..python.values import SymValue
from ..terms import string


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


def _lifted(value: Any, *operands: Any) -> Any:
    """``value``, a plain ``str`` made the layer's constant when an operand is symbolic:
    its slices at symbolic positions are terms, not ``__index__`` pins."""
    if isinstance(value, str) and any(isinstance(o, SymValue) for o in operands):
        return SymStr(string(value), value)
    return value


#: ``StringIO``'s newline modes
_NEWLINES = (None, "", "\n", "\r", "\r\n")


class TextBuffer(InMemory, io.TextIOBase):
    """A ``StringIO`` (any ``newline`` mode) whose value may be a symbolic string."""

    def __init__(self, initial_value: Any = "", newline: Any = "\n") -> None:
        super().__init__()
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"newline must be str or None, not {type(newline).__name__}")
        if newline not in _NEWLINES:
            raise ValueError(f"illegal newline value: {newline!r}")
        self._newline: str | None = newline
        self._value: Any = "" if initial_value is None else self._stored(initial_value)
        self._pos = 0

    def _stored(self, s: Any) -> Any:
        """What a write of ``s`` stores: ``None`` makes ``"\\r\\n"`` and ``"\\r"`` ``"\\n"``,
        ``"\\r"``/``"\\r\\n"`` make ``"\\n"`` that string (see the module docstring)."""
        if self._newline is None:
            return _translated(_translated(s, "\r\n", "\n"), "\r", "\n")
        if self._newline in ("\r", "\r\n"):
            return _translated(s, "\n", self._newline)
        return s

    def _line_end(self, start: Any) -> Any:
        """Where the line from ``start`` ends: past its line ending, else the end."""
        value = self._value
        if self._newline == "":  # universal: "\n", "\r" or "\r\n", the first met
            found = value.find("\n", start)
            cr = value.find("\r", start)
            if cr == -1 or (found != -1 and found < cr):
                return len_(value) if found == -1 else found + 1
            return cr + 2 if value[cr + 1:cr + 2] == "\n" else cr + 1
        ending = "\n" if self._newline is None else self._newline
        found = value.find(ending, start)
        return len_(value) if found == -1 else found + len(ending)

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
        self._value = _lifted(self._value, start, size)
        end = len_(self._value) if size is None or size < 0 else start + size
        end = max(start, min(end, len_(self._value)))
        self._pos = end
        return self._value[start:end]

    def readline(self, size: int | None = -1) -> Any:
        self._check()
        start = self._pos
        self._value = _lifted(self._value, start, size)
        end = self._line_end(start)
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
            stored = self._stored(s)
            m = n if stored is s else len_(stored)
            value = _lifted(self._value, stored, self._pos)
            if self._pos > len_(value):
                value = value + "\0" * (self._pos - len_(value))
            self._value = value[:self._pos] + stored + value[self._pos + m:]
            self._pos += m
        return n

    def truncate(self, size: int | None = None) -> int:
        self._check()
        size = self._pos if size is None else size
        if size < 0:
            raise ValueError(f"Negative size value {size}")
        self._value = self._value[:size]
        return size


#: CPython ``StringIO`` objects made where the values were concrete (a library's
#: ``__init__``: ``email.feedparser``'s ``BufferedSubFile``) and written symbolic text
#: later, each with the tracer of its run and the :class:`TextBuffer` that stands for it
_SHADOWS: weakref.WeakKeyDictionary[io.StringIO, tuple[object, TextBuffer]] = \
    weakref.WeakKeyDictionary()


def shadow_method(f: Any, create: bool) -> Any:
    """The method of the :class:`TextBuffer` that stands for the CPython ``StringIO`` of
    the bound C method ``f`` (its value, mode and position read off ``__getstate__``),
    made by the first call given a symbolic value (``create``), in this run; else None
    (``f`` runs as it is)."""
    def made(obj: Any) -> TextBuffer:
        value, newline, pos, _ = obj.__getstate__()
        shadow = TextBuffer(newline=newline)
        shadow._value, shadow._pos = value, pos  # stored already: not translated again
        return shadow

    return shadowed(f, create, _SHADOWS, made)


def subclass_shadowed(cls: type[io.StringIO], args: tuple[Any, ...], kwargs: dict[str, Any]
                      ) -> io.StringIO:
    """``cls(*args, **kwargs)`` of a subclass of ``io.StringIO`` that makes its instances
    as ``StringIO`` does (caseconverter's ``StringBuffer(s)``): CPython's object made
    empty, in the same mode, and the :class:`TextBuffer` of the given value standing for
    it in this run (its C methods, ``super().write`` included, go to the buffer)."""
    shadow = TextBuffer(*args, **kwargs)
    made = cls(newline=shadow._newline)
    _SHADOWS[made] = (active(), shadow)
    return made


def shadowed(f: Any, create: bool, shadows: weakref.WeakKeyDictionary[Any, Any],
             made: Any) -> Any:
    """The method named as ``f`` of the buffer in ``shadows`` that stands for ``f``'s
    CPython object in this run, the buffer made by ``made(obj)`` at the first call given
    a symbolic value (``create``); else None."""
    obj = f.__self__
    tracer = active()
    got = shadows.get(obj)
    if got is not None and got[0] is not tracer:
        del shadows[obj]
        got = None
    if got is None:
        if not create or obj.closed:
            return None
        got = shadows[obj] = (tracer, made(obj))
    return getattr(got[1], f.__name__, None)


__all__ = ["InMemory", "TextBuffer", "shadow_method", "shadowed", "subclass_shadowed"]


def _translated(s: Any, old: str, new: str) -> Any:
    """``s.replace(old, new)`` for the stream's newline translation: the stream's own
    replace, so no absent-``old`` decision of the user's ``str.replace`` per write."""
    if isinstance(s, SymStr):
        return str_transform.replace(s, old, new, -1, split=False)
    return s.replace(old, new)
