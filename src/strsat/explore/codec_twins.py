"""Codecs written in Python, run rewritten on symbolic values (issue 38, item 4; brief
"leftovers38" class 3).

The layer models ascii, latin-1, utf-8, the escape codecs and ``idna`` of an ASCII name
(:mod:`strsat.python.codecs_model`).  Other text codecs of CPython are, some of them,
pure Python: ``encodings.idna`` (nameprep, ``ToASCII``/``ToUnicode``, RFC 3490) and
``encodings.punycode`` (RFC 3492).  ``s.encode(name)``, ``b.decode(name)``, ``str(b,
name)`` and ``codecs.encode``/``codecs.decode`` of a symbolic value under such a codec
call the codec's own ``encode``/``decode`` (its ``CodecInfo``'s, as CPython's
``PyCodec_Decode`` does) through the explorer's runtime, so that the codec's code runs
rewritten like any pure-Python callee and the value stays symbolic through it: each test
the codec makes is a decision, its ``UnicodeError`` raised where CPython's is.  The
codec must be a text encoding (``bytes.decode('hex')`` is CPython's ``LookupError``, left
to CPython) given plain names.  ``idna`` of an ASCII string keeps the layer's one
decision (its fast path); beyond ASCII the codec's code runs.  A codec written in C
(``utf-7``, ``utf-16`` ...) is still the layer's note.

Only the value the codec returns is used (CPython checks it is a ``str`` (``bytes``)
and takes the first item of the pair).
"""

from __future__ import annotations

import codecs
import types
from collections.abc import Callable
from typing import Any

from ..errors import StrsatError
from ..python import SymStr, SymValue
from ..python.bytes_values import SymBytes
from ..python.codecs_model import MODELLED

#: not a pure-Python codec (the caller goes on as before)
MISSING = object()


def _plain_name(value: Any) -> bool:
    return type(value) is str


def pure_codec(obj: Any, method: str, args: tuple[Any, ...], kwargs: dict[str, Any],
               call: Callable[..., Any]) -> Any:
    """``obj.method(*args, **kwargs)`` (``method`` ``"encode"`` of a symbolic ``str``,
    ``"decode"`` of a symbolic ``bytes``) by the codec's pure-Python function through
    ``call``; :data:`MISSING` when the codec is not one (see the module docstring)."""
    if not (method == "encode" and isinstance(obj, SymStr)) and \
            not (method == "decode" and isinstance(obj, SymBytes)):
        return MISSING
    named = _codec(args, kwargs)
    if named is None:
        return MISSING  # (an unknown codec: CPython's error, by the layer)
    info, encoding, errors = named
    if info.name in MODELLED[method] and (info.name != "idna" or bool(obj.isascii())):
        return MISSING
    return _run_codec(info, obj, method, encoding, errors, call)


def _run_codec(info: Any, obj: Any, method: str, encoding: str, errors: str,
               call: Callable[..., Any]) -> Any:
    """The codec's own ``encode``/``decode`` of ``obj`` through ``call`` (rewritten), its
    errors wrapped as CPython's ``wrap_codec_error`` does; :data:`MISSING` when the
    function is C (utf-7, utf-16 ...: the layer's note)."""
    function = info.decode if method == "decode" else info.encode
    if type(function) not in (types.FunctionType, types.MethodType):
        return MISSING
    try:
        result = call(function, obj, errors)
    except Exception as exc:  # noqa: BLE001 - CPython's wrapping of the codec's error
        wrapped = _wrapped(exc, method, encoding)
        if wrapped is None:
            raise
        raise wrapped from exc
    return result[0]


def _wrapped(exc: Exception, method: str, encoding: str) -> Exception | None:
    """The exception CPython raises in place of ``exc`` coming out of a Python codec
    (``Python/codecs.c``'s ``wrap_codec_error``, ``_PyErr_TrySetFromCause``): one of the
    same type, "decoding with 'idna' codec failed (UnicodeError: label too long)", when
    the type stores nothing but its arguments (``BaseException``'s ``__new__`` and
    ``__init__``, its size, give or take a weak reference slot) and the instance no
    attributes, and its arguments are none or one string; else None (``exc`` goes through
    as it is: ``UnicodeDecodeError``, idna's ``UnicodeError("IDNA does not round-trip",
    label, label2)``)."""
    kind = type(exc)
    if isinstance(exc, StrsatError):  # the layer's own signals go through
        return None
    if len(exc.args) > 1 or (len(exc.args) == 1 and type(exc.args[0]) is not str
                             and not isinstance(exc.args[0], SymStr)):
        return None
    size = BaseException.__basicsize__
    if not (kind.__basicsize__ == size or (kind.__weakrefoffset__ == size
                                           and kind.__basicsize__ == size + 8)):
        return None
    for klass in kind.__mro__:
        if klass is BaseException:
            break
        if any(type(vars(klass).get(n)) is types.FunctionType for n in ("__init__", "__new__")):
            return None
    if getattr(exc, "__dict__", None):
        return None
    # the message of the concrete arguments: a message decides nothing (neither pinned
    # nor decided; a punycode error names the symbolic character)
    text = str(kind(*(a.value if isinstance(a, SymValue) else a for a in exc.args)))
    return kind(f"{method[:-1]}ing with '{encoding}' codec failed ({kind.__name__}: {text})")


def codecs_call(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                call: Callable[..., Any]) -> Any:
    """``codecs.encode(obj, encoding, errors)``/``codecs.decode(...)`` as
    :func:`pure_codec`; :data:`MISSING` for anything else."""
    if (f is not codecs.encode and f is not codecs.decode) or not args or "obj" in kwargs:
        return MISSING
    method = "encode" if f is codecs.encode else "decode"
    coded = _converter(args[0], method, args[1:], kwargs, call)
    if coded is not MISSING:
        return coded
    coded = pure_codec(args[0], method, args[1:], kwargs, call)
    if coded is MISSING:
        return _modelled(args[0], method, args[1:], kwargs)
    return coded


def _converter(obj: Any, method: str, args: tuple[Any, ...], kwargs: dict[str, Any],
               call: Callable[..., Any]) -> Any:
    """``codecs.encode(s, 'rot13')`` and the other codecs that are no text encoding
    (``rot_13``: str to str; ``hex_codec``, ``base64_codec``: bytes to bytes) whose
    function is Python: CPython's ``codecs.encode`` calls it on the object as it is (no
    type check of its own: the codec's errors are CPython's, wrapped as
    ``wrap_codec_error`` does); :data:`MISSING` for anything else."""
    if not isinstance(obj, SymValue):
        return MISSING
    named = _codec(args, kwargs, text=False)
    if named is None or getattr(named[0], "_is_text_encoding", True):
        return MISSING
    info, encoding, errors = named
    return _run_codec(info, obj, method, encoding, errors, call)


def _modelled(obj: Any, method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``codecs.decode(b, name)`` of a symbolic ``bytes`` (``codecs.encode(s, name)`` of
    a ``str``) under a codec the layer models (:data:`MODELLED`: ``unicode_escape``,
    utf-8 ...): the layer's ``b.decode(name, errors)``, as CPython's ``codecs.decode``
    calls the same codec (a C function: the value was made concrete before);
    :data:`MISSING` for anything else."""
    if not (method == "encode" and isinstance(obj, SymStr)) and \
            not (method == "decode" and isinstance(obj, SymBytes)):
        return MISSING
    named = _codec(args, kwargs)
    if named is None or named[0].name not in MODELLED[method]:
        return MISSING
    return getattr(obj, method)(named[1], named[2])


def _codec(args: tuple[Any, ...], kwargs: dict[str, Any], text: bool = True
           ) -> tuple[Any, str, str] | None:
    """The codec (its ``CodecInfo``), its name as given and the error handler that
    ``encoding`` and ``errors`` name, by position or keyword; None when they are not
    plain names of a codec (of a text codec, with ``text``)."""
    names = ("encoding", "errors")
    given = dict(zip(names, args, strict=False))
    if len(args) > 2 or any(k not in names for k in kwargs) or set(given) & set(kwargs):
        return None
    given.update(kwargs)
    encoding, errors = given.get("encoding", "utf-8"), given.get("errors", "strict")
    if not (_plain_name(encoding) and _plain_name(errors)):
        return None
    try:
        info = codecs.lookup(encoding)
    except LookupError:
        return None
    if text and not getattr(info, "_is_text_encoding", True):
        return None
    return info, encoding, errors


__all__ = ["MISSING", "codecs_call", "pure_codec"]
