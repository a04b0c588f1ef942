"""Patterns of the ``regex`` package (mrab-regex; cfn-lint's ``import regex as re``) on
symbolic strings, where they mean what CPython's ``re`` means (issue 38, survey 22).

A library that compiles its patterns with ``regex`` at import hands the explorer a
``_regex.Pattern``, a C object the layer's ``re`` (:mod:`.regexes`) does not stand for:
its ``match``/``fullmatch``/``search`` ran on concrete values.  ``regex``'s version 0
(its default) is written to be ``re``'s language, and the layer's ``re`` is used for a
pattern when nothing in its text or flags can mean something else (:func:`as_re`):

* flags: only ``ASCII``, ``IGNORECASE`` (without ``ASCII`` each item is written out as
  the set ``regex``'s own case folding gives it, :mod:`.re_mrab_fold`), ``MULTILINE``,
  ``DOTALL``, ``VERBOSE``, ``UNICODE`` and ``VERSION0``; ``FULLCASE``, ``VERSION1``,
  ``WORD``, ``BESTMATCH``, ``ENHANCEMATCH``, ``POSIX``, ``REVERSE`` and ``LOCALE`` keep
  the C call;
* text: ``\\d \\w \\s`` and their negations without ``ASCII``, and ``\\p{...}``, are
  written out as the sets ``regex``'s own Unicode tables give them
  (:mod:`.re_mrab_classes`; ``\\s`` is ``White_Space``, not ``str.isspace``); ``\\b``
  only with ``ASCII``; no ``\\B`` (which ``regex`` lets match an empty string); no ``\\N``;
  a ``{`` only as a counted repetition (``{e<=1}`` is ``regex``'s fuzzy matching, a
  literal in ``re``); no inline ``i``/``L``/``u`` flag without ``ASCII``; and ``re``
  must compile it without a warning (``[[``, ``--``, ``&&``, ``||``, ``~~`` in a set:
  ``regex``'s POSIX classes and set operations).

The three match methods are taken, and ``split``/``findall`` of a pattern that matches
no empty string (its least width above 0: :func:`_never_empty`): ``regex``'s version 0
``split``/``sub`` treat empty matches as ``re`` did before 3.7, which a pattern without
empty matches never meets; ``sub``/``subn`` of such a pattern too, with a function or a
template ``regex`` reads as ``re`` does (:func:`same_template`: ``regex`` reads
``\\x41`` in a template, ``re`` rejects it).
``partial=True``, a ``timeout`` or an unknown keyword keeps the C call (on concrete
values, with a note).  A match is the layer's
:class:`~strsat.python.re_match.SymMatch` whose ``re`` is the ``regex`` pattern and whose
concrete fallbacks (``captures``, ``spans``, ``repr`` ... of ``regex``'s ``Match``) run
``regex`` on the concrete subject (:class:`MrabMatch`).  A ``pos``/``endpos`` other than
a plain int from 0 keeps the C call too (``regex`` counts a negative one from the end)."""

from __future__ import annotations

import functools
import re as _re
import sys
import warnings
from collections.abc import Callable
from typing import Any

from . import re_iter
from .context import fallback
from .re_match import SymMatch, find
from .re_mrab_classes import set_state, spelled_out
from .re_mrab_fold import folded_out
from .re_template import decided_text
from .strings import SymStr

#: ``regex``'s flag bits (its own values) -> ``re``'s
_FLAGS = {0x80: _re.ASCII, 0x2: _re.IGNORECASE, 0x8: _re.MULTILINE, 0x10: _re.DOTALL,
          0x40: _re.VERBOSE, 0x20: _re.UNICODE}
_VERSION0 = 0x2000
#: the match methods taken (see the module docstring)
MODES = ("match", "fullmatch", "search")
#: the methods giving lists, taken for a pattern without empty matches (:func:`_listing`)
LISTING = ("split", "findall")
#: the replacing methods, taken for a pattern without empty matches (:func:`_replacing`)
REPLACING = ("sub", "subn")
_SHORTHANDS = frozenset("dDwWsSb")
_COUNTED = _re.compile(r"\{(?:\d+(?:,\d*)?|,\d+)\}")
_INLINE_FLAGS = _re.compile(r"\(\?([aiLmsux-]+)[:)]")


def is_mrab_pattern(obj: object) -> bool:
    """Whether ``obj`` is a compiled pattern of the ``regex`` package."""
    kind = type(obj)
    return kind.__name__ == "Pattern" and kind.__module__ == "_regex"


def _re_flags(flags: int) -> int | None:
    """``re``'s flags for ``regex``'s, or None if one has no ``re`` counterpart."""
    rest, out = flags & ~_VERSION0, 0
    for bit, flag in _FLAGS.items():
        if rest & bit:
            out |= flag
            rest &= ~bit
    return None if rest else out


def _same_text(pattern: str, ascii_: bool) -> bool:
    """Whether nothing in ``pattern``'s text may mean something else in ``regex``
    (the module docstring's list; a ``{`` in a set is a literal to both)."""
    i, n, in_set, set_start = 0, len(pattern), False, 0
    while i < n:
        c = pattern[i]
        if c == "\\":
            nxt = pattern[i + 1:i + 2]
            if nxt in ("B", "N") or (nxt in _SHORTHANDS and not ascii_):
                return False
            i += 2
            continue
        in_set, set_start = set_state(pattern, i, in_set, set_start)
        if c == "{" and not in_set and not _COUNTED.match(pattern, i):
            return False
        if c == "(" and not ascii_:
            inline = _INLINE_FLAGS.match(pattern, i)
            if inline and any(f in inline.group(1) for f in "iLu"):
                return False
        i += 1
    return True


@functools.lru_cache(maxsize=256)
def as_re(pattern: object, flags: int) -> _re.Pattern[str] | None:
    """CPython's ``re`` pattern of the same language as ``regex``'s ``pattern`` compiled
    with ``flags``, or None where the two may differ (the module docstring)."""
    re_flags = _re_flags(flags)
    if not isinstance(pattern, str) or re_flags is None:
        return None
    folded = bool(re_flags & _re.IGNORECASE and not re_flags & _re.ASCII)
    # \p{Letter}, Unicode \w, case-insensitive items: the sets regex itself gives them
    pattern = (folded_out if folded else spelled_out)(pattern, flags)
    if pattern is None:
        return None
    if folded:
        re_flags &= ~_re.IGNORECASE
    ascii_ = bool(re_flags & _re.ASCII)
    if (re_flags & _re.IGNORECASE and not ascii_) or not _same_text(pattern, ascii_):
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            return _re.compile(pattern, re_flags & ~_re.UNICODE if ascii_ else re_flags)
        except (_re.error, Warning, ValueError, TypeError, OverflowError, RecursionError):
            return None


class MrabMatch(SymMatch):
    """A :class:`SymMatch` standing for a ``regex`` match: ``re`` is the ``regex``
    pattern, and any attribute of ``regex``'s ``Match`` the layer does not model runs on
    the concrete subject (``regex``'s own match, recorded as a fallback)."""

    @property
    def re(self) -> Any:
        return self._owner

    def __getattr__(self, name: str) -> Any:
        mrab = sys.modules.get("regex")
        if name.startswith("_") or not hasattr(getattr(mrab, "Match", _re.Match), name):
            raise AttributeError(name)
        return self._fall(name)


def _bound(value: Any) -> bool:
    """Whether ``pos``/``endpos`` means the same to both: absent or a plain int from 0
    (``regex`` counts a negative one from the end, ``re`` as 0)."""
    return value is None or (type(value) is int and value >= 0)


def _never_empty(pattern: _re.Pattern[str]) -> bool:
    """Whether ``pattern`` matches no empty string anywhere (its least width, as
    ``re``'s parser computes it, is above 0)."""
    parser: Any = getattr(_re, "_parser", None) or sys.modules.get("sre_parse")
    try:
        return bool(parser.parse(pattern.pattern, pattern.flags).getwidth()[0] > 0)
    except Exception:  # noqa: BLE001 - a pattern the parser reads otherwise: C code
        return False


def mrab_method(owner: Any, name: str) -> Callable[..., Any] | None:
    """The layer's ``owner.<name>`` for a ``regex`` pattern ``owner`` of ``re``'s
    language (:func:`as_re`), else None (the C method stays)."""
    if name not in MODES and name not in LISTING and name not in REPLACING:
        return None
    real = as_re(owner.pattern, owner.flags)
    if real is None:
        return None
    if name in LISTING or name in REPLACING:
        if not _never_empty(real):
            return None
        return (_listing if name in LISTING else _replacing)(owner, name, real)
    c_method = getattr(owner, name)

    def method(string: Any, pos: Any = None, endpos: Any = None, concurrent: Any = None,
               partial: Any = False, timeout: Any = None, **kwargs: Any) -> Any:
        plain = [string, pos, endpos, concurrent, partial, timeout]
        if kwargs or partial is not False or timeout is not None or \
                not isinstance(string, SymStr) or not (_bound(pos) and _bound(endpos)):
            return fallback(f"regex Pattern.{name}", plain,
                            lambda *a: c_method(*a, **kwargs))
        got = find(name, real.pattern, real.flags & ~_re.UNICODE, string, pos, endpos,
                   what=f"regex Pattern.{name}", owner=owner,
                   concrete=lambda text, *bounds: getattr(owner, name)(text, *bounds))
        if isinstance(got, SymMatch):
            got.__class__ = MrabMatch
        return got

    return method


def _listing(owner: Any, name: str, real: _re.Pattern[str]) -> Callable[..., Any]:
    """``regex``'s ``Pattern.split(string, maxsplit=0, concurrent=None, timeout=None)``
    or ``Pattern.findall(string, pos=None, endpos=None, overlapped=False, ...)`` as
    ``re``'s, for a symbolic string and the arguments both read alike."""
    c_method = getattr(owner, name)
    flags = real.flags & ~_re.UNICODE

    def split(string: Any, maxsplit: Any = 0, concurrent: Any = None, timeout: Any = None,
              **kwargs: Any) -> Any:
        if kwargs or timeout is not None or not isinstance(string, SymStr) or \
                type(maxsplit) is not int:
            return fallback("regex Pattern.split", [string, maxsplit],
                            lambda *a: c_method(*a, concurrent=concurrent, timeout=timeout,
                                                **kwargs))
        return re_iter.split(real.pattern, flags, string, maxsplit, owner=owner)

    def findall(string: Any, pos: Any = None, endpos: Any = None, overlapped: Any = False,
                concurrent: Any = None, timeout: Any = None, **kwargs: Any) -> Any:
        if kwargs or overlapped is not False or timeout is not None or \
                not isinstance(string, SymStr) or not (_bound(pos) and _bound(endpos)):
            return fallback("regex Pattern.findall", [string, pos, endpos],
                            lambda *a: c_method(*a, overlapped=overlapped,
                                                concurrent=concurrent, timeout=timeout,
                                                **kwargs))
        return re_iter.findall(real.pattern, flags, string, pos, endpos, owner=owner)

    return split if name == "split" else findall


#: a template escape both ``re`` and ``regex`` read alike (with its group existing):
#: ``\\``, a control escape, ``\g<name>``, ``\g<number>``, a group number of one or two
#: digits (``regex`` reads ``\x41`` as a character, ``re`` rejects it; their errors for a
#: missing group differ: anything else keeps the C call)
_SAME_ESCAPE = _re.compile(
    r"\\(?:[\\abfnrtv]|g<([0-9]+|[A-Za-z_][A-Za-z0-9_]*)>|([1-9][0-9]?)(?![0-9]))")


def same_template(real: _re.Pattern[str], template: str) -> bool:
    """Whether ``regex`` reads the replacement ``template`` of a pattern like ``real`` as
    ``re`` does (every backslash starts an escape of :data:`_SAME_ESCAPE` naming a group
    of ``real``)."""
    i = template.find("\\")
    while i >= 0:
        escape = _SAME_ESCAPE.match(template, i)
        if escape is None:
            return False
        group = escape.group(1) or escape.group(2)
        if group is not None and not (int(group) <= real.groups if group.isdigit()
                                      else group in real.groupindex):
            return False
        i = template.find("\\", escape.end())
    return True


def _replacing(owner: Any, name: str, real: _re.Pattern[str]) -> Callable[..., Any]:
    """``regex``'s ``Pattern.sub``/``subn(repl, string, count=0, flags=0, pos=None,
    endpos=None, concurrent=None, timeout=None)`` as ``re``'s, for a symbolic string, a
    function or a template both read alike (:func:`same_template`; a symbolic template is
    decided to its text first, :func:`~.re_template.decided_text`), and the other
    arguments at their defaults.  The pattern matches no empty string, so version 0's
    pre-3.7 treatment of empty matches never comes up."""
    c_method = getattr(owner, name)

    def replace(repl: Any, string: Any, count: Any = 0, flags: Any = 0, pos: Any = None,
                endpos: Any = None, concurrent: Any = None, timeout: Any = None,
                **kwargs: Any) -> Any:
        if isinstance(repl, SymStr) and "\\" in repl:
            repl = decided_text(repl, f"regex Pattern.{name} with a symbolic template")
        plain = kwargs or flags != 0 or pos is not None or endpos is not None or \
            timeout is not None or not isinstance(string, SymStr)
        if plain or not (callable(repl) or isinstance(repl, SymStr) or
                         (type(repl) is str and same_template(real, repl))):
            return fallback(f"regex Pattern.{name}", [repl, string, count],
                            lambda *a: c_method(*a, flags, pos, endpos, concurrent,
                                                timeout, **kwargs))
        return re_iter.sub(real.pattern, real.flags & ~_re.UNICODE, _mrab_repl(repl),
                           string, count, with_count=name == "subn", owner=owner)

    return replace


def _mrab_repl(repl: Any) -> Any:
    """A function replacement called with :class:`MrabMatch` objects (``regex``'s
    ``Match``), else ``repl``."""
    if not callable(repl):
        return repl

    def call(m: Any) -> Any:
        if isinstance(m, SymMatch):
            m.__class__ = MrabMatch
        return repl(m)
    return call


__all__ = ["LISTING", "MODES", "REPLACING", "MrabMatch", "as_re", "is_mrab_pattern",
           "mrab_method", "same_template"]
