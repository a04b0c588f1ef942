"""How ``str.encode``, ``bytes.decode`` and ``str.format`` reach the modules that build
on the value classes, without importing them.

The two types refer to each other (``str.encode`` gives ``bytes``, ``bytes.decode``
gives ``str``) and the codecs (:mod:`.codecs_model`) build values of both, so
:class:`.strings.SymStr` and :class:`.bytes_values.SymBytes` call the codecs through
this module, which sits below all three: the package's ``__init__`` installs
:mod:`.codecs_model`'s ``encode`` and ``decode`` here once, at import (as CPython's
``str.encode`` looks its codec up in the ``codecs`` registry).  The imports of the
``str``/``bytes``/codecs modules then run one way: strings <- bytes_values <-
codecs_model.  ``str.format`` of a symbolic format string (:mod:`.format_symbolic`, which
builds on :mod:`.strings` and the formatting modules) is installed here the same way, and
so are ``format_map`` and ``%`` (:mod:`.percent_symbolic`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: ``encode(s, encoding, errors)`` or ``decode(b, encoding, errors)``.
Coder = Callable[[Any, object, object], Any]


#: ``format(s, args, kwargs)``: CPython's ``s.format(*args, **kwargs)`` (``args`` None:
#: ``s.format_map(kwargs)``).
Formatter = Callable[[Any, tuple[Any, ...] | None, dict[str, Any]], Any]
#: ``percent(s, args)``: CPython's ``s % args``.
Percent = Callable[[Any, object], Any]


class _Codecs:
    """The installed functions: set once by the package's ``__init__``, never changed
    after (a wiring of the process, not a cache)."""

    encode: Coder | None = None
    decode: Coder | None = None
    format: Formatter | None = None
    percent: Percent | None = None


def install(encode: Coder, decode: Coder) -> None:
    """Make ``encode``/``decode`` what ``SymStr.encode``/``SymBytes.decode`` call."""
    _Codecs.encode, _Codecs.decode = encode, decode


def encode(s: Any, encoding: object, errors: object) -> Any:
    """CPython's ``s.encode(encoding, errors)`` by the installed codecs."""
    if _Codecs.encode is None:
        raise RuntimeError("strsat.python: the codecs are not installed (import strsat.python)")
    return _Codecs.encode(s, encoding, errors)


def decode(b: Any, encoding: object, errors: object) -> Any:
    """CPython's ``b.decode(encoding, errors)`` by the installed codecs."""
    if _Codecs.decode is None:
        raise RuntimeError("strsat.python: the codecs are not installed (import strsat.python)")
    return _Codecs.decode(b, encoding, errors)


def install_format(format_symbolic: Formatter, percent: Percent | None = None) -> None:
    """Make ``format_symbolic`` what ``SymStr.format`` and ``SymStr.format_map`` call, and
    ``percent`` what ``SymStr.__mod__`` calls."""
    _Codecs.format = format_symbolic
    _Codecs.percent = percent


def percent_str(s: Any, args: object) -> Any:
    """CPython's ``s % args`` by the installed formatter."""
    if _Codecs.percent is None:
        raise RuntimeError("strsat.python: str % is not installed (import strsat.python)")
    return _Codecs.percent(s, args)


def format_str(s: Any, args: tuple[Any, ...] | None, kwargs: dict[str, Any]) -> Any:
    """CPython's ``s.format(*args, **kwargs)`` by the installed formatter (``args`` None:
    ``s.format_map(kwargs)``)."""
    if _Codecs.format is None:
        raise RuntimeError("strsat.python: str.format is not installed (import strsat.python)")
    return _Codecs.format(s, args, kwargs)
