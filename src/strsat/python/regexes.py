"""Python's ``re.fullmatch``/``re.match``/``re.search`` on symbolic strings.

Whether a Python pattern matches is a regular membership
(:mod:`strsat.regex.from_python`: ``fullmatch`` is the pattern's language,
``match`` a prefix in it, ``search`` a substring in it, with ``^``/``$``/``\\Z``
anchors, ``IGNORECASE``, ``DOTALL``, ``ASCII``).  ``re.search(p, s)`` returns a
match object or None: that choice is one decision (``if re.search(...)``).
:func:`matches` gives the same condition as a formula, without deciding.

Patterns that are not regular or not supported (backreferences, lookaround,
``MULTILINE`` ...) raise :class:`~strsat.regex.errors.RegexUnsupported`, which
says so; in a concrete execution they run on the concrete string instead.  What
a match object holds beyond ``group(0)`` of a ``fullmatch`` (spans, groups, the
extent of a ``search`` match — choices of the backtracking matcher, not of the
language) is taken from the concrete match in a concrete execution, and is not
modelled otherwise.
"""

from __future__ import annotations

import re as _re
from functools import lru_cache
from typing import Any

from ..errors import UnsupportedError
from ..terms import Term, mk
from .context import Kind, decide, fallback
from .strings import SymStr, str_of
from .values import SymBool, SymValue

MODES = ("fullmatch", "match", "search")


@lru_cache(maxsize=512)
def pattern_term(pattern: str, flags: int, mode: str) -> Term:
    """The RegLan term of the strings on which ``re.<mode>(pattern, s, flags)`` matches."""
    from ..regex.from_python import fullmatch_regex, match_regex, search_regex
    from ..regex.to_term import regex_to_term

    build = {"fullmatch": fullmatch_regex, "match": match_regex, "search": search_regex}[mode]
    return regex_to_term(build(pattern, flags))


def _pattern(pattern: object, flags: int) -> tuple[str, int]:
    if isinstance(pattern, _re.Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern.pattern, pattern.flags & ~_re.UNICODE
    if isinstance(pattern, SymPattern):
        return pattern.pattern, pattern.flags
    if isinstance(pattern, SymStr):
        pattern = pattern._concrete("a regex pattern")
    if not isinstance(pattern, str):
        raise TypeError("first argument must be string or compiled pattern")
    _re.compile(pattern, flags)  # a malformed pattern raises CPython's own re.error
    return pattern, int(flags)


def matches(pattern: object, string: object, flags: int = 0, mode: str = "search") -> SymBool:
    """``re.<mode>(pattern, string, flags) is not None`` as a formula."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    p, f = _pattern(pattern, flags)
    got = str_of(string)
    if got is None:
        raise TypeError(f"expected string or bytes-like object, got '{type(string).__name__}'")
    t, v = got
    concrete = None if v is None else getattr(_re, mode)(p, v, f) is not None
    return SymBool(mk("str.in_re", t, pattern_term(p, f, mode)), concrete)


class SymMatch:
    """The match object of a symbolic subject (always true, as ``re.Match`` is)."""

    def __init__(self, subject: SymStr, pattern: str, flags: int, mode: str,
                 concrete: _re.Match[str] | None) -> None:
        self.subject = subject
        self.re_pattern = pattern
        self.flags = flags
        self.mode = mode
        self._concrete = concrete
        self.string = subject
        #: for ``Pattern.<mode>(s, pos, endpos)``: ``(s, pos, endpos)``; the match is then
        #: of ``subject``, the clamped slice of ``s``
        self.full: tuple[Any, Any, Any] | None = None

    def __bool__(self) -> bool:
        return True

    def group(self, *groups: Any) -> Any:
        if self.mode == "fullmatch" and groups in ((), (0,)):
            return self.subject
        return self._fall("group")(*groups)

    def __getitem__(self, g: Any) -> Any:
        return self.group(g)

    def _fall(self, name: str) -> Any:
        def run(*args: Any) -> Any:
            if self.full is not None:
                string, pos, endpos = self.full
                bounds = [pos] if endpos is None else [pos, endpos]

                def in_full(text: str, *b: Any) -> Any:
                    compiled = _re.compile(self.re_pattern, self.flags)
                    return getattr(getattr(compiled, self.mode)(text, *b), name)(*args)
                return fallback(f"Match.{name} of a symbolic string", [string, *bounds],
                                in_full)

            def on_concrete(text: str) -> Any:
                m = getattr(_re, self.mode)(self.re_pattern, text, self.flags)
                return getattr(m, name)(*args)
            return fallback(f"Match.{name} of a symbolic string", [self.subject], on_concrete)
        return run

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or not hasattr(_re.Match, name):
            raise AttributeError(name)
        return self._fall(name)


def _match(mode: str, pattern: object, string: object, flags: int) -> Any:
    if not isinstance(string, SymStr):
        if isinstance(pattern, SymPattern):
            return getattr(pattern._compiled, mode)(string)
        return getattr(_re, mode)(pattern, string, flags)
    p, f = _pattern(pattern, flags)
    try:
        cond = matches(p, string, f, mode)
    except UnsupportedError as exc:
        return fallback(f"re.{mode} with {p!r}, whose {exc.feature} is not regular",
                        [string],
                        lambda text: getattr(_re, mode)(p, text, f))
    concrete_match = None if string.value is None else getattr(_re, mode)(p, string.value, f)
    if decide(Kind.BRANCH, cond.term, cond.value, f"re.{mode}"):
        return SymMatch(string, p, f, mode, concrete_match)
    return None


class SymPattern:
    """A compiled pattern (``re.compile``) whose methods accept symbolic strings."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled = _re.compile(pattern, flags)

    def fullmatch(self, string: object, *pos: Any) -> Any:
        return self._call("fullmatch", string, pos)

    def match(self, string: object, *pos: Any) -> Any:
        return self._call("match", string, pos)

    def search(self, string: object, *pos: Any) -> Any:
        return self._call("search", string, pos)

    def _call(self, mode: str, string: object, bounds: tuple[Any, ...]) -> Any:
        if len(bounds) > 2:
            raise TypeError(f"{mode}() takes at most 3 arguments ({len(bounds) + 1} given)")
        if not bounds:
            return _match(mode, self.pattern, string, self.flags)
        if not isinstance(string, SymStr) and not any(isinstance(b, SymValue) for b in bounds):
            return getattr(self._compiled, mode)(string, *bounds)
        if isinstance(string, SymStr) and not _anchored_at_start(self.pattern):
            return self._within(mode, string, *bounds)
        return fallback(f"Pattern.{mode} with pos/endpos", [string, *bounds],
                        lambda text, *b: getattr(self._compiled, mode)(text, *b))

    def _within(self, mode: str, string: SymStr, pos: Any = 0, endpos: Any = None) -> Any:
        """``Pattern.<mode>(s, pos, endpos)``: the pattern runs on ``s[pos:endpos]`` with
        both bounds clamped to ``0..len(s)`` (CPython's ``state_init``), and finds nothing
        when ``pos > endpos``.  Only for patterns without ``^``/``\\A``, which match at the
        real start of ``s``, not at ``pos``."""
        from .values import int_of

        for b in (pos, endpos):
            if b is not None and int_of(b) is None:
                raise TypeError(f"'{type(b).__name__}' object cannot be interpreted as an "
                                "integer")
        n = string.length()
        start = _clamp(pos, n)
        end = n if endpos is None else _clamp(endpos, n)
        if start > end:
            return None
        part = string[start:end]
        found = _match(mode, self.pattern, part, self.flags)
        if found is None or not isinstance(found, SymMatch):
            return found
        found.full = (string, pos, endpos)
        return found

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._compiled, name)
        if not callable(method):
            return method

        def run(*args: Any, **kwargs: Any) -> Any:
            if not any(isinstance(a, SymValue) for a in (*args, *kwargs.values())):
                return method(*args, **kwargs)
            names = list(kwargs)
            return fallback(f"Pattern.{name} of a symbolic string", [*args, *kwargs.values()],
                            lambda *values: method(*values[:len(args)], **dict(
                                zip(names, values[len(args):], strict=True))))
        return run


def _clamp(bound: Any, n: Any) -> Any:
    """``bound`` clamped to ``0..n`` (symbolically when either is symbolic)."""
    if bound < 0:
        return 0
    if bound > n:
        return n
    return bound


def _anchored_at_start(pattern: str) -> bool:
    """Whether ``pattern`` may contain ``^`` or ``\\A`` (a textual over-approximation)."""
    return "^" in pattern or "\\A" in pattern


class ReModule:
    """A stand-in for the ``re`` module: ``fullmatch``/``match``/``search``/``compile``
    understand symbolic strings; everything else is the real module's (functions that
    get a symbolic string run on its concrete value in a concrete execution)."""

    def fullmatch(self, pattern: object, string: object, flags: int = 0) -> Any:
        return _match("fullmatch", pattern, string, flags)

    def match(self, pattern: object, string: object, flags: int = 0) -> Any:
        return _match("match", pattern, string, flags)

    def search(self, pattern: object, string: object, flags: int = 0) -> Any:
        return _match("search", pattern, string, flags)

    def matches(self, pattern: object, string: object, flags: int = 0,
                mode: str = "search") -> SymBool:
        """The condition of a match as a formula (see :func:`matches`)."""
        return matches(pattern, string, flags, mode)

    def compile(self, pattern: object, flags: int = 0) -> SymPattern:
        p, f = _pattern(pattern, flags)
        return SymPattern(p, f)

    def __getattr__(self, name: str) -> Any:
        real = getattr(_re, name)
        if not callable(real) or isinstance(real, type):
            return real

        def run(*args: Any, **kwargs: Any) -> Any:
            if not any(isinstance(a, SymValue) for a in (*args, *kwargs.values())):
                return real(*args, **kwargs)
            names = list(kwargs)
            return fallback(f"re.{name} of a symbolic string", [*args, *kwargs.values()],
                            lambda *values: real(*values[:len(args)], **dict(
                                zip(names, values[len(args):], strict=True))))
        return run


re = ReModule()

__all__ = ["MODES", "ReModule", "SymMatch", "SymPattern", "matches", "pattern_term", "re"]
