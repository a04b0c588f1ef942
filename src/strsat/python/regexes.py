"""Python's ``re`` module on symbolic strings: the layer's ``re`` (:data:`re`).

Whether a pattern matches is a regular membership of the subject
(:mod:`strsat.regex.sre_language`, read off CPython's own parser: flags ``IGNORECASE``,
``DOTALL``, ``MULTILINE``, ``VERBOSE``, ``ASCII``, inline and scoped; anchors ``^ $ \\A
\\Z \\b \\B``; lookaheads and lookbehinds of any fixed width; possessive runs), and a call
``re.search(p, s)`` that returns a match object or None is that one decision.  The
match object (:class:`~strsat.python.re_match.SymMatch`) places the match and its
groups by following CPython's backtracking matcher (:mod:`strsat.python.re_walk`).
``finditer``, ``findall``, ``split``, ``sub``/``subn`` (templates and functions as
replacement) loop as CPython does (:mod:`strsat.python.re_iter`), after exact shortcuts
without a decision per match (:mod:`strsat.python.re_shortcuts`).  ``Pattern`` methods
take ``pos``/``endpos`` (also symbolic).

What is not modelled (backreferences, conditionals, lookbehinds holding anchors, anchors inside
an unbounded repetition ...) raises :class:`~strsat.errors.UnsupportedError` naming it;
in a concrete execution (``Trace``, ``strsat explore``) the call runs on the concrete
values instead, with a note naming the operation and the construct.
"""

from __future__ import annotations

import re as _re
import sys
from typing import Any

from ..errors import UnsupportedError
from ..terms import mk
from . import re_escaped, re_iter, re_shortcuts, str_transform
from .beyond_alphabet import guard_methods
from .context import fallback
from .re_bytes import BytesPattern, Compiled, compile_bytes, escape_bytes, is_bytes_pattern
from .re_match import MODES, SymMatch, as_int, find, pattern_term
from .re_scanner import SymScanner
from .re_template import decided_text, pin
from .str_strip import evaluated
from .strings import SymStr, str_of
from .values import SymBool, SymValue

_MAXSIZE = sys.maxsize
_STR_PATTERN = "cannot use a string pattern on a bytes-like object"


def _pattern(pattern: object, flags: object) -> tuple[str, int]:
    """The pattern's text and flags (CPython's errors for a bad pattern or flags)."""
    if isinstance(flags, SymValue):
        flags = pin(flags, "re with symbolic flags")
    if isinstance(pattern, SymPattern | _re.Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        text, own = pattern.pattern, pattern.flags
        if isinstance(text, bytes):
            raise TypeError("cannot use a bytes pattern on a string-like object")
        return text, own & ~_re.UNICODE
    if isinstance(pattern, SymStr):
        pattern = decided_text(pattern, "re with a symbolic pattern")
    if isinstance(pattern, bytes):
        raise TypeError("cannot use a bytes pattern on a string-like object")
    if not isinstance(pattern, str):
        raise TypeError("first argument must be string or compiled pattern")
    given: Any = flags  # any object: CPython's own TypeError for a bad one
    _re.compile(pattern, given)
    return pattern, int(given) & ~_re.UNICODE


def _subject(string: object) -> SymStr:
    if getattr(string, "holds_bytes", False):
        raise TypeError(_STR_PATTERN)
    got = str_of(string)
    if got is None:
        raise TypeError(f"expected string or bytes-like object, got '{type(string).__name__}'")
    return string if isinstance(string, SymStr) else SymStr.of(got[0], got[1])


def matches(pattern: object, string: object, flags: int = 0, mode: str = "search") -> SymBool:
    """``re.<mode>(pattern, string, flags) is not None`` as a formula."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    p, f = _pattern(pattern, flags)
    t = _subject(string)
    concrete = None if t.value is None else getattr(_re, mode)(p, t.value, f) is not None
    return SymBool(mk("str.in_re", t.term, pattern_term(p, f, mode)), concrete)


def _concrete_args(args: list[Any]) -> list[Any]:
    return [a._real if isinstance(a, SymPattern | BytesPattern) else a for a in args]


def _unmodelled(name: str, *args: Any) -> Any:
    real = getattr(_re, name)
    if isinstance(args[0], SymStr):  # a symbolic pattern on plain operands: its text
        args = (_compiled(args[0], args[-1])._real, *args[1:-1], 0)
    if not any(isinstance(a, SymValue) for a in args):
        return real(*_concrete_args(list(args)))
    return fallback(f"re.{name} of a symbolic string", list(args),
                    lambda *values: real(*_concrete_args(list(values))))


class SymPattern(Compiled):
    """A compiled pattern whose methods accept symbolic strings (``pattern``,
    ``flags``, ``groups``, ``groupindex`` as CPython's)."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._real = _re.compile(pattern, flags)
        self._flags = flags

    def _bounds(self, pos: Any, endpos: Any) -> tuple[Any, Any]:
        for b in (pos, endpos):
            as_int(b)  # CPython's TypeError for a non-integer
        return (None if isinstance(pos, int) and not isinstance(pos, bool) and pos <= 0
                else pos), (None if endpos is _MAXSIZE else endpos)

    def _find(self, mode: str, string: object, pos: Any, endpos: Any) -> Any:
        if getattr(string, "holds_bytes", False):
            raise TypeError(_STR_PATTERN)
        if not isinstance(string, SymStr):
            if isinstance(pos, SymValue) or isinstance(endpos, SymValue):
                return fallback(f"Pattern.{mode} with a symbolic pos/endpos",
                                [string, pos, endpos],
                                lambda s, p, e: getattr(self._real, mode)(s, p, e))
            return getattr(self._real, mode)(string, pos, endpos)
        p, e = self._bounds(pos, endpos)
        return find(mode, self._real.pattern, self._flags, string, p, e,
                    what=f"Pattern.{mode}", owner=self)

    def match(self, string: object, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        return self._find("match", string, pos, endpos)

    def fullmatch(self, string: object, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        return self._find("fullmatch", string, pos, endpos)

    def search(self, string: object, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        return self._find("search", string, pos, endpos)

    def finditer(self, string: object, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        if not isinstance(string, SymStr):
            return _unmodelled_method(self, "finditer", string, pos, endpos)
        p, e = self._bounds(pos, endpos)
        return self._loop(re_iter.finditer, string, p, e)

    def findall(self, string: object, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        if not isinstance(string, SymStr):
            return _unmodelled_method(self, "findall", string, pos, endpos)
        p, e = self._bounds(pos, endpos)
        if p is None and e is None:
            short = re_shortcuts.findall(self._real.pattern, self._flags, string)
            if short is not re_shortcuts.NONE:
                return short
        return self._loop(re_iter.findall, string, p, e)

    def _loop(self, run: Any, string: SymStr, *args: Any) -> Any:
        try:
            pattern_term(self._real.pattern, self._flags, "search")
        except UnsupportedError as exc:
            name = run.__name__
            feature = getattr(exc, "construct", None) or str(exc)
            return fallback(f"re.{name} with {self._real.pattern!r} ({feature})",
                            [string, *(a for a in args if a is not None)],
                            lambda s, *b: _listed(getattr(self._real, name)(s, *b)))
        return run(self._real.pattern, self._flags, string, *args, owner=self)

    def split(self, string: object, maxsplit: Any = 0) -> Any:
        if not isinstance(string, SymStr):
            return _unmodelled_method(self, "split", string, maxsplit)
        limit = as_int(maxsplit)
        if limit.value is not None and limit.term.op == "const":
            short = re_shortcuts.split(self._real.pattern, self._flags, string, limit.value)
            if short is not re_shortcuts.NONE:
                return short
        return self._loop(re_iter.split, string, maxsplit)

    def sub(self, repl: object, string: object, count: Any = 0) -> Any:
        return self._sub(repl, string, count, False)

    def subn(self, repl: object, string: object, count: Any = 0) -> Any:
        return self._sub(repl, string, count, True)

    def _sub(self, repl: object, string: object, count: Any, with_count: bool) -> Any:
        name = "subn" if with_count else "sub"
        if isinstance(string, str) and isinstance(repl, SymStr):
            string = _subject(string)  # a symbolic replacement into a plain string
        if not isinstance(string, SymStr):
            return _unmodelled_method(self, name, repl, string, count)
        n = as_int(count)
        if n.value is not None and n.term.op == "const":
            short = re_shortcuts.sub(self._real.pattern, self._flags, repl, string, n.value,
                                     with_count)
            if short is not re_shortcuts.NONE:
                return short
        re_iter.replacer(self._real, repl)  # CPython's template errors come first
        try:
            pattern_term(self._real.pattern, self._flags, "search")
        except UnsupportedError as exc:
            feature = getattr(exc, "construct", None) or str(exc)
            return fallback(f"re.{name} with {self._real.pattern!r} ({feature})",
                            [repl, string, count],
                            lambda r, s, c: getattr(self._real, name)(r, s, c))
        return re_iter.sub(self._real.pattern, self._flags, repl, string, count,
                           with_count=with_count, owner=self)

    def scanner(self, string: object, pos: Any = 0, endpos: Any = _MAXSIZE) -> Any:
        """A scanner whose ``match``/``search`` continue where the last match ended
        (:class:`~strsat.python.re_scanner.SymScanner`) for a symbolic string."""
        if getattr(string, "holds_bytes", False):
            raise TypeError(_STR_PATTERN)
        if not isinstance(string, SymStr):
            return _unmodelled_method(self, "scanner", string, pos, endpos)
        p, e = self._bounds(pos, endpos)
        return SymScanner(self, self._real.pattern, self._flags, string, p, e)

def _listed(value: Any) -> Any:
    return list(value) if not isinstance(value, list | str | tuple) else value


def _unmodelled_method(pattern: SymPattern, name: str, *args: Any) -> Any:
    method = getattr(pattern._real, name)
    if not any(isinstance(a, SymValue) for a in args):
        return method(*args)
    return fallback(f"Pattern.{name} of a symbolic string", list(args),
                    lambda *values: _listed(method(*values)))


#: The characters ``re.escape`` escapes (CPython's ``_special_chars_map``).
_SPECIAL = "()[]{}?*+-|^$.&~# \t\n\r\v\f"


def escape(pattern: object) -> Any:
    """``re.escape``: a backslash before each special character (CPython's
    ``_special_chars_map``), as one ``replace_all`` per character, the backslash first
    (the later ones then never see an inserted backslash)."""
    if getattr(pattern, "holds_bytes", False):
        return escape_bytes(pattern)  # type: ignore[arg-type]
    if not isinstance(pattern, SymStr):
        plain: Any = pattern  # str or bytes, else CPython's own TypeError
        return _re.escape(plain)
    out: Any = str_transform.replace(pattern, "\\", "\\\\", -1, split=False)
    for ch in _SPECIAL:
        out = str_transform.replace(out, ch, "\\" + ch, -1, split=False)
    if isinstance(out, SymStr):
        re_escaped.remember(out.term, pattern.term)
    return out


def _compiled(pattern: object, flags: object) -> Any:
    if is_bytes_pattern(pattern):
        return compile_bytes(pattern, flags)
    if isinstance(pattern, re_escaped.EscapedPattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if isinstance(pattern, SymStr) and isinstance(flags, int):
        read = re_escaped.literal_pattern(pattern.term, flags)
        if read is not None:
            text = evaluated(pattern.term, pattern.value)
            if text is not None:
                _re.compile(text, flags)  # CPython's re.error first
            return re_escaped.EscapedPattern(pattern, flags, read)
    p, f = _pattern(pattern, flags)
    if isinstance(pattern, SymPattern):
        return pattern
    return SymPattern(p, f)


@guard_methods(_re, "re")
class ReModule:
    """A stand-in for the ``re`` module whose functions understand symbolic strings;
    everything else is the real module's (functions that get a symbolic string run on
    its concrete value in a concrete execution, with a note)."""

    def fullmatch(self, pattern: object, string: object, flags: int = 0) -> Any:
        return self._find("fullmatch", pattern, string, flags)

    def match(self, pattern: object, string: object, flags: int = 0) -> Any:
        return self._find("match", pattern, string, flags)

    def search(self, pattern: object, string: object, flags: int = 0) -> Any:
        return self._find("search", pattern, string, flags)

    def _find(self, mode: str, pattern: object, string: object, flags: object) -> Any:
        if is_bytes_pattern(pattern):
            return getattr(compile_bytes(pattern, flags), mode)(string)
        if isinstance(pattern, re_escaped.EscapedPattern):
            return getattr(_compiled(pattern, flags), mode)(string)
        if isinstance(pattern, SymStr) and isinstance(flags, int):
            read = re_escaped.literal_pattern(pattern.term, flags)
            if read is not None and str_of(string) is not None:
                return re_escaped.find(mode, read, pattern, flags, _subject(string),
                                       f"re.{mode}")
        if not isinstance(string, SymStr):
            if isinstance(pattern, SymStr):  # on a plain subject: the pattern's text
                pattern, flags = _compiled(pattern, flags), 0
            if isinstance(pattern, SymPattern):
                pattern = pattern._real
            return getattr(_re, mode)(pattern, string, flags)
        compiled = _compiled(pattern, flags)
        return find(mode, compiled.pattern, compiled._flags, string, what=f"re.{mode}",
                    owner=compiled)

    def matches(self, pattern: object, string: object, flags: int = 0,
                mode: str = "search") -> SymBool:
        """The condition of a match as a formula (see :func:`matches`)."""
        return matches(pattern, string, flags, mode)

    def compile(self, pattern: object, flags: int = 0) -> SymPattern | BytesPattern:
        compiled: SymPattern | BytesPattern = _compiled(pattern, flags)
        return compiled

    def escape(self, pattern: object) -> Any:
        return escape(pattern)

    def sub(self, pattern: object, repl: object, string: object, count: Any = 0,
            flags: int = 0) -> Any:
        if is_bytes_pattern(pattern):
            return compile_bytes(pattern, flags).sub(repl, string, count)
        if not isinstance(string, SymStr) and not isinstance(repl, SymStr):
            return _unmodelled("sub", pattern, repl, string, count, flags)
        return _compiled(pattern, flags).sub(repl, string, count)

    def subn(self, pattern: object, repl: object, string: object, count: Any = 0,
             flags: int = 0) -> Any:
        if is_bytes_pattern(pattern):
            return compile_bytes(pattern, flags).subn(repl, string, count)
        if not isinstance(string, SymStr) and not isinstance(repl, SymStr):
            return _unmodelled("subn", pattern, repl, string, count, flags)
        return _compiled(pattern, flags).subn(repl, string, count)

    def split(self, pattern: object, string: object, maxsplit: Any = 0,
              flags: int = 0) -> Any:
        if is_bytes_pattern(pattern):
            return compile_bytes(pattern, flags).split(string, maxsplit)
        if not isinstance(string, SymStr):
            return _unmodelled("split", pattern, string, maxsplit, flags)
        return _compiled(pattern, flags).split(string, maxsplit)

    def findall(self, pattern: object, string: object, flags: int = 0) -> Any:
        if is_bytes_pattern(pattern):
            return compile_bytes(pattern, flags).findall(string)
        if not isinstance(string, SymStr):
            return _unmodelled("findall", pattern, string, flags)
        return _compiled(pattern, flags).findall(string)

    def finditer(self, pattern: object, string: object, flags: int = 0) -> Any:
        if is_bytes_pattern(pattern):
            return compile_bytes(pattern, flags).finditer(string)
        if not isinstance(string, SymStr):
            return _unmodelled("finditer", pattern, string, flags)
        return _compiled(pattern, flags).finditer(string)

    def __getattr__(self, name: str) -> Any:
        real = getattr(_re, name)
        if not callable(real) or isinstance(real, type):
            return real

        def run(*args: Any, **kwargs: Any) -> Any:
            if not any(isinstance(a, SymValue) for a in (*args, *kwargs.values())):
                return real(*_concrete_args(list(args)), **kwargs)
            names = list(kwargs)
            return fallback(f"re.{name} of a symbolic string", [*args, *kwargs.values()],
                            lambda *values: real(*values[:len(args)], **dict(
                                zip(names, values[len(args):], strict=True))))
        return run


re = ReModule()

__all__ = ["MODES", "ReModule", "SymMatch", "SymPattern", "escape", "matches", "pattern_term",
           "re"]
