"""Builtins that understand symbolic values, for code run over them.

CPython's ``len``, ``int``, ``str``, ``ord``, ``chr``, ``bool`` must return real
ints, strings and bools, so on a symbolic value they can only make it concrete.
These replacements return symbolic values instead (``len(s)`` is the symbolic
length, ``int(s)`` the symbolic value with its ``ValueError`` condition), and
``isinstance`` treats symbolic strings as ``str``; on anything else they are
CPython's own.  An executor (``strsat explore``) puts them into the globals of
the code it runs: :data:`BUILTINS` maps the names to them.
"""

from __future__ import annotations

import builtins as _py
import sys as _sys
from collections.abc import Callable
from typing import Any

from ..api.expr import string_literal
from ..terms import string
from . import termops as T
from .beyond_alphabet import run_concretely
from .bytes_builtins import bytearray_, bytes_
from .bytes_values import MutableBytes, SymBytes
from .char_codes import ord_bytes
from .const_index import representable
from .container_repr import container_repr, holds_symbolic
from .context import fallback
from .conversions import chr_ as sym_chr
from .conversions import int_call, sym_str
from .conversions import ord_ as sym_ord
from .exception_text import exception_str
from .float_format import float_text, formattable
from .float_parse import float_
from .format_spec import format_value
from .formatting import format_map_string, format_string
from .ranges import SymRange, range_
from .str_repr import ascii_, repr_
from .strings import SymStr
from .values import SymBool, SymInt, SymValue, builtin_type


def len_(obj: Any) -> Any:
    if isinstance(obj, SymStr | SymBytes):
        return obj.length()
    if isinstance(obj, MutableBytes):  # the layer's bytearray
        return len_(obj.data)
    if type(obj) is SymRange:
        return obj.length()
    return _py.len(obj)


def int_(*args: Any, **kwargs: Any) -> Any:
    """``int(x=0, /, base=10)``: symbolic for a symbolic ``x`` (any base CPython
    accepts, :mod:`.int_parse`), CPython's own otherwise."""
    return int_call(args, kwargs)


def format_(value: Any, spec: Any = "") -> Any:
    """``format(value, spec)``: symbolic for a symbolic ``str``/``int``/``bool`` and a
    spec :mod:`.format_spec` models; CPython's own otherwise (a symbolic value made
    concrete, with a note)."""
    if (isinstance(value, SymValue) or formattable(value)) and type(spec) is str:
        got = format_value(value, spec)
        if got is not None:
            return got
        return fallback(f"format() with the spec {spec!r}", [value], lambda v: format(v, spec))
    return _py.format(value, spec)


def pow_(base: Any, exp: Any, mod: Any = None) -> Any:
    """``pow(base, exp, mod)``: CPython's ternary ``pow`` never tries the exponent's
    reflected method, so a plain base with a symbolic exponent goes to it here."""
    if mod is not None and isinstance(exp, SymValue) and not isinstance(base, SymValue):
        return exp.__rpow__(base, mod)  # type: ignore[attr-defined]
    return _py.pow(base, exp, mod)


def _radix(spec: str, name: str) -> Any:
    def convert(x: Any) -> Any:
        """``hex``/``oct``/``bin`` of a symbolic int: ``format(x, "#x")`` and the like."""
        if isinstance(x, SymInt | SymBool):
            return format_(x if isinstance(x, SymInt) else x.as_int(), spec)
        return getattr(_py, name)(x)
    convert.__name__ = f"{name}_"
    return convert


hex_ = _radix("#x", "hex")
oct_ = _radix("#o", "oct")
bin_ = _radix("#b", "bin")


def str_(obj: Any = "", *args: Any, **kwargs: Any) -> Any:
    """``str(x)``; ``str(b, encoding, errors)`` of a symbolic ``bytes`` decodes it, and
    so does a plain one (or a ``bytearray``) under a symbolic encoding or error handler."""
    if (args or kwargs) and isinstance(obj, MutableBytes):
        obj = obj.data
    if isinstance(obj, bytes) and any(isinstance(a, SymValue) for a in (*args, *kwargs.values())):
        obj = SymBytes(string(obj.decode("latin-1")), obj)  # decode() of a constant
    if isinstance(obj, SymBytes):
        if args or kwargs:
            return obj.decode(*args, **kwargs)
        return fallback("str() of a bytes (its repr)", [obj], _py.str)
    if isinstance(obj, SymStr | SymInt | SymBool) and not args and not kwargs:
        return sym_str(obj)
    if formattable(obj) and not args and not kwargs:  # a decimal literal's float
        made = float_text(obj, "")
        if made is not None:
            return made
    if isinstance(obj, SymStr):
        raise TypeError("decoding str is not supported")
    if not args and not kwargs and holds_symbolic(obj):
        return container_repr(obj)  # str() of a list, tuple or dict is its repr()
    if not args and not kwargs and isinstance(obj, BaseException):
        made = exception_str(obj)  # ValueError(s): CPython's str() of its args
        if made is not None:
            return made
    return _py.str(obj, *args, **kwargs)


def ord_(c: Any) -> Any:
    if isinstance(c, SymStr):
        return sym_ord(c)
    if isinstance(c, SymBytes | MutableBytes):  # a byte's value (:mod:`.char_codes`)
        return ord_bytes(c)
    return _py.ord(c)


def chr_(i: Any) -> Any:
    if isinstance(i, SymInt | SymBool):
        return sym_chr(i if isinstance(i, SymInt) else i.as_int())
    return _py.chr(i)


def bool_(obj: Any = False) -> Any:
    """A symbolic truth value for a symbolic operand (deciding it waits for ``if``)."""
    if isinstance(obj, SymBool):
        return obj
    if isinstance(obj, SymStr | SymBytes):
        return SymBool(T.gt(T.length(obj.term), 0),
                       None if obj.value is None else _py.bool(obj.value))
    if isinstance(obj, SymInt):
        return obj != 0
    return _py.bool(obj)


def intern_(s: Any) -> Any:
    """``sys.intern(s)``: the string itself (CPython returns an equal ``str``, the one
    interned first; only identity tells them apart, and a symbolic string has no
    identity to share), so ``pathlib``'s parts stay symbolic.  A non-``str`` argument
    gets CPython's ``TypeError``; a case map's image is a ``str`` too
    (:data:`.values.BUILTIN_TYPES`)."""
    if builtin_type(type(s)) is str:
        return s
    return _sys.intern(s)


def isinstance_(obj: Any, classinfo: Any) -> bool:
    kind = builtin_type(type(obj))  # (a lazy image of a str included)
    if kind is not None:
        classes = classinfo if isinstance(classinfo, tuple) else (classinfo,)
        return any(c is object or (isinstance(c, type) and issubclass(kind, c))
                   or (isinstance(c, type) and _py.isinstance(obj, c)) for c in classes)
    if type(obj) is SymRange:  # the layer's range is a range
        return _py.isinstance(_RANGE, classinfo) or _py.isinstance(obj, classinfo)
    return _py.isinstance(obj, classinfo)


_RANGE = _py.range(0)


def str_method(receiver: Any, name: str, *args: Any, **kwargs: Any) -> Any:
    """``receiver.name(*args)`` where ``receiver`` may be a plain ``str`` and an argument
    symbolic: CPython's own ``str`` methods refuse symbolic arguments (``",".join(parts)``,
    ``"abc".find(s)``), so the receiver becomes a symbolic constant first.  An executor
    rewrites method calls on strings to this."""
    if name == "format" and type(receiver) is str:
        return format_string(receiver, args, kwargs)
    if name == "format_map" and type(receiver) is str and len(args) == 1 and not kwargs:
        return format_map_string(receiver, args[0])
    if name == "join" and isinstance(receiver, str) and len(args) == 1 \
            and not isinstance(args[0], str | SymValue):
        args = (list(args[0]),)  # an iterator is read once: its items decide
        symbolic_items = any(isinstance(a, SymValue) for a in args[0])
    else:
        symbolic_items = False
    if isinstance(receiver, str) and (
            symbolic_items or any(isinstance(a, SymValue) for a in args)
            or any(isinstance(a, SymValue) for a in kwargs.values())):
        if not representable(receiver):
            return run_concretely(f"str.{name}", _plain_method(name), (receiver, *args), kwargs)
        receiver = SymStr(string_literal(receiver, "a Python str"), receiver)
    return getattr(receiver, name)(*args, **kwargs)


def _plain_method(name: str) -> Callable[..., Any]:
    return lambda receiver, *args, **kwargs: getattr(receiver, name)(*args, **kwargs)


#: The replacements by builtin name.
BUILTINS: dict[str, Any] = {
    "len": len_, "int": int_, "str": str_, "ord": ord_, "chr": chr_, "bool": bool_,
    "isinstance": isinstance_, "range": range_, "bytes": bytes_, "bytearray": bytearray_,
    "format": format_, "hex": hex_, "oct": oct_, "bin": bin_, "pow": pow_,
    "repr": repr_, "ascii": ascii_, "float": float_,
}

__all__ = ["BUILTINS", "ascii_", "bin_", "bool_", "bytearray_", "bytes_", "chr_", "float_",
           "format_", "hex_", "int_", "intern_", "isinstance_", "len_", "oct_", "ord_", "pow_",
           "range_", "repr_", "str_", "str_method"]
