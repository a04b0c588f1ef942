"""How ``str.encode`` and ``bytes.decode`` reach the codecs without importing them.

The two types refer to each other (``str.encode`` gives ``bytes``, ``bytes.decode``
gives ``str``) and the codecs (:mod:`.codecs_model`) build values of both, so
:class:`.strings.SymStr` and :class:`.bytes_values.SymBytes` call the codecs through
this module, which sits below all three: the package's ``__init__`` installs
:mod:`.codecs_model`'s ``encode`` and ``decode`` here once, at import (as CPython's
``str.encode`` looks its codec up in the ``codecs`` registry).  The imports of the
``str``/``bytes``/codecs modules then run one way: strings <- bytes_values <-
codecs_model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: ``encode(s, encoding, errors)`` or ``decode(b, encoding, errors)``.
Coder = Callable[[Any, object, object], Any]


class _Codecs:
    """The installed pair: set once by the package's ``__init__``, never changed after
    (a wiring of the process, not a cache)."""

    encode: Coder | None = None
    decode: Coder | None = None


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
