"""Python's ``re`` with ``bytes`` patterns over symbolic ``bytes``: :class:`BytesPattern`.

A symbolic ``bytes`` is a String of code points 0..255 (:mod:`.bytes_values`), byte ``k``
the character U+00``k``.  A ``bytes`` pattern means on a byte string what its latin-1
reading means on the latin-1 reading of the subject, under the ``ASCII`` flag: CPython's
``bytes`` patterns have ASCII-only ``\\w \\d \\s \\b`` and ASCII-only ``IGNORECASE``, which is
what ``re.ASCII`` gives a ``str`` pattern, and the escapes a ``bytes`` pattern accepts
(``\\xhh``, octal, the classes) name the same code points in both readings (``\\u``,
``\\U`` and ``\\N`` are refused by CPython's compile of the ``bytes`` pattern first).  So a
``BytesPattern`` holds the layer's ``str`` pattern of the latin-1 text
(:class:`.regexes.SymPattern`: every mode, ``pos``/``endpos``, the loops and ``sub``
templates, the walk of the groups) and turns what it returns back into bytes: strings
to ``bytes``, match objects to :class:`BytesMatch` (groups as ``bytes``, ``string`` the
subject as given, ``re`` the ``bytes`` pattern).  A template of ``sub`` is checked by
CPython's ``bytes`` pattern (its ``re.error``) before its latin-1 reading is used; a
replacement function gets :class:`BytesMatch` objects and must return bytes (CPython's
``TypeError`` otherwise).

A pattern with ``re.LOCALE`` (its classes follow the C locale) runs on the concrete
values, with a note.  Mixing types raises CPython's ``TypeError``.
"""

from __future__ import annotations

import re as _re
from collections.abc import Callable, Iterator
from typing import Any

from .bytes_values import SymBytes, from_latin1, latin1, to_bytes
from .context import fallback
from .strings import SymStr
from .values import SymValue

_MAXSIZE = 2**63 - 1
_BYTES_PATTERN = "cannot use a bytes pattern on a string-like object"
_ITEM = "sequence item {}: expected a bytes-like object, {} found"


def is_bytes_pattern(pattern: object) -> bool:
    """Whether ``pattern`` is a ``bytes`` pattern (text, compiled or the layer's)."""
    if isinstance(pattern, BytesPattern):
        return True
    if isinstance(pattern, _re.Pattern):
        return isinstance(pattern.pattern, bytes)
    return isinstance(pattern, bytes | bytearray | memoryview | SymBytes)


def _text(value: Any) -> Any:
    """A bytes-like operand as its latin-1 reading (a :class:`SymStr` for a symbolic
    one); None for any other type."""
    if isinstance(value, SymBytes):
        return SymStr(value.term, latin1(value.value))
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).decode("latin-1")
    return None


class BytesMatch:
    """A ``re.Match`` of a ``bytes`` pattern: the ``str`` pattern's match (the layer's or
    CPython's) read back as bytes."""

    def __init__(self, match: Any, pattern: BytesPattern, subject: Any) -> None:
        self._m = match
        self._pattern = pattern
        self._subject = subject

    def __bool__(self) -> bool:
        return True

    @property
    def re(self) -> BytesPattern:
        return self._pattern

    @property
    def string(self) -> Any:
        return self._subject

    def group(self, *groups: Any) -> Any:
        return to_bytes(self._m.group(*groups))

    def __getitem__(self, group: Any) -> Any:
        return to_bytes(self._m[group])

    def groups(self, default: Any = None) -> tuple[Any, ...]:
        return tuple(default if g is None else to_bytes(g) for g in self._m.groups())

    def groupdict(self, default: Any = None) -> dict[str, Any]:
        return {k: default if g is None else to_bytes(g) for k, g in self._m.groupdict().items()}

    def expand(self, template: Any) -> Any:
        text = _text(template)
        if text is None:
            raise TypeError(_ITEM.format(0, type(template).__name__))
        return to_bytes(self._m.expand(text))

    def __copy__(self) -> BytesMatch:
        return self

    def __deepcopy__(self, memo: Any) -> BytesMatch:
        return self

    def __repr__(self) -> str:
        return f"<re.Match object; span={self.span()!r}, match={self.group()!r}>"

    def __getattr__(self, name: str) -> Any:
        # start end span pos endpos lastindex lastgroup regs: the same in both readings
        if name.startswith("_") or not hasattr(_re.Match, name):
            raise AttributeError(name)
        return getattr(self._m, name)


class Compiled:
    """What a layer's compiled pattern shares with CPython's (``_real``): ``pattern``,
    ``flags``, ``groups``, ``groupindex``, equality, hashing, ``repr``, and copies that are
    the pattern itself."""

    _real: Any

    @property
    def pattern(self) -> Any:
        return self._real.pattern

    @property
    def flags(self) -> int:
        return int(self._real.flags)

    @property
    def groups(self) -> int:
        return int(self._real.groups)

    @property
    def groupindex(self) -> Any:
        return self._real.groupindex

    def __eq__(self, other: object) -> bool:
        return bool(self._real == getattr(other, "_real", other))

    def __hash__(self) -> int:
        return hash(self._real)

    def __repr__(self) -> str:
        return repr(self._real)

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: Any) -> Any:
        return self

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


class BytesPattern(Compiled):
    """A compiled ``bytes`` pattern whose methods accept symbolic ``bytes`` (see the
    module docstring); ``pattern``, ``flags``, ``groups``, ``groupindex`` are CPython's."""

    def __init__(self, real: _re.Pattern[bytes]) -> None:
        from .regexes import SymPattern  # regexes builds on this module

        self._real = real
        self._locale = bool(real.flags & _re.LOCALE)
        self._text = SymPattern(real.pattern.decode("latin-1"),
                                (real.flags & ~_re.LOCALE) | _re.ASCII)

    # -- the methods ---------------------------------------------------------------------------

    def _run(self, name: str, subject: Any, *args: Any) -> Any:
        """``name`` of the ``str`` pattern on the latin-1 reading of ``subject`` (the
        real pattern where the operand is not bytes-like: CPython's TypeError), or
        concretely for a ``LOCALE`` pattern."""
        text = _text(subject)
        if text is None:
            if isinstance(subject, SymValue):  # a symbolic str
                raise TypeError(_BYTES_PATTERN)
            return getattr(self._real, name)(subject, *args)
        if self._locale and any(isinstance(a, SymValue) for a in (subject, *args)):
            return fallback(f"Pattern.{name} with re.LOCALE ({self._real.pattern!r})",
                            [subject, *args],
                            lambda *v: _listed(name, getattr(self._real, name)(*v)))
        return getattr(self._text, name)(text, *args)

    def _match(self, mode: str, string: Any, pos: Any, endpos: Any) -> Any:
        got = self._run(mode, string, pos, endpos)
        return None if got is None else self._wrap(got, string)

    def _wrap(self, match: Any, string: Any) -> Any:
        if isinstance(match, _re.Match) and isinstance(match.string, bytes):
            return match  # CPython's own (a LOCALE pattern, a non-bytes subject)
        return BytesMatch(match, self, string)

    def match(self, string: Any, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        return self._match("match", string, pos, endpos)

    def fullmatch(self, string: Any, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        return self._match("fullmatch", string, pos, endpos)

    def search(self, string: Any, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        return self._match("search", string, pos, endpos)

    def finditer(self, string: Any, pos: Any = 0, endpos: Any = _MAXSIZE) -> Iterator[Any]:
        return iter([self._wrap(m, string) for m in self._run("finditer", string, pos, endpos)])

    def findall(self, string: Any, pos: Any = 0, endpos: Any = _MAXSIZE) -> list[Any]:
        return to_bytes(list(self._run("findall", string, pos, endpos)))  # type: ignore[no-any-return]

    def split(self, string: Any, maxsplit: Any = 0) -> list[Any]:
        return to_bytes(list(self._run("split", string, maxsplit)))  # type: ignore[no-any-return]

    def sub(self, repl: Any, string: Any, count: Any = 0) -> Any:
        return self._sub("sub", repl, string, count)

    def subn(self, repl: Any, string: Any, count: Any = 0) -> Any:
        return self._sub("subn", repl, string, count)

    def _sub(self, name: str, repl: Any, string: Any, count: Any) -> Any:
        text = _text(string)
        if text is None or self._locale:
            if isinstance(string, SymValue) and text is None:
                raise TypeError(_BYTES_PATTERN)
            if text is None or not any(isinstance(a, SymValue) for a in (repl, string, count)):
                return getattr(self._real, name)(repl, string, count)
            return fallback(f"Pattern.{name} with re.LOCALE ({self._real.pattern!r})",
                            [repl, string, count],
                            lambda r, s, c: getattr(self._real, name)(r, s, c))
        got = getattr(self._text, name)(self._template(repl), text, count)
        return to_bytes(got)

    def _template(self, repl: Any) -> Any:
        """The replacement for the ``str`` pattern: a bytes template's latin-1 reading
        (checked by CPython's ``bytes`` pattern first), a function wrapped to see
        :class:`BytesMatch` objects and give bytes."""
        text = _text(repl)
        if text is not None:
            if not isinstance(repl, SymBytes):  # (a symbolic one: as a str template)
                self._real.sub(repl, b"", 0)  # CPython's re.error for a bad template
            return text
        if not callable(repl):  # a str template: TypeError at the first match, as CPython
            def refuse(match: Any) -> Any:
                raise TypeError(_ITEM.format(0, type(repl).__name__))
            return refuse
        return _repl_function(repl, self)


def _repl_function(repl: Callable[[Any], Any], pattern: BytesPattern) -> Callable[[Any], Any]:
    def run(match: Any) -> Any:
        got = repl(BytesMatch(match, pattern, None))
        if got is None:
            return None
        text = _text(got)
        if text is None:
            raise TypeError(_ITEM.format(0, type(got).__name__))
        return text
    return run


def _listed(name: str, value: Any) -> Any:
    """An iterator of matches as a list (the fallback's value is recorded)."""
    return list(value) if name == "finditer" else value


def compile_bytes(pattern: Any, flags: Any) -> BytesPattern:
    """``re.compile`` of a ``bytes`` pattern (CPython's errors for a bad one)."""
    if isinstance(pattern, BytesPattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if isinstance(pattern, SymBytes):
        from .re_template import decided_text

        pattern = decided_text(pattern, "re with a symbolic bytes pattern")
    return BytesPattern(_re.compile(pattern, flags))


def escape_bytes(pattern: SymBytes) -> SymBytes:
    """``re.escape`` of a symbolic ``bytes``: CPython escapes its latin-1 reading."""
    from .regexes import escape

    got = escape(SymStr(pattern.term, latin1(pattern.value)))
    return SymBytes(got.term, from_latin1(got.value))


__all__ = ["BytesMatch", "BytesPattern", "Compiled", "compile_bytes", "escape_bytes",
           "is_bytes_pattern"]
