"""Builtins whose work is a slot the argument's class writes: ``len(obj)``, ``int(obj)``
and ``float(obj)`` of an object whose ``__len__``/``__int__``/``__float__`` is pure
Python, and ``str()``/``repr()``/``ascii()`` of an exception holding symbolic values.

CPython's ``len`` calls ``__len__`` and then needs a real int (``slot_sq_length``:
``__index__`` of the result, ``ValueError`` below zero), so a ``__len__`` that sums
symbolic lengths (``email.header``'s ``_Accumulator``) had its result made concrete in
C.  ``int()`` calls ``__int__`` (else ``__index__``) and needs a real int back
(``PyNumber_Long``), and it runs the method as written, so ``int(Decimal(s))`` of the
pure-Python twin read the symbolic digits in ``int(self._int)`` with CPython's ``int``.
Here the method is called through the runtime (:meth:`.runtime.Runtime.call`:
rewritten), its result checked as CPython checks it, and a symbolic int handed back as
it is; the truth of such an object (``if acc:``, ``not acc``) likewise
(:func:`truth`).  ``str(exc)``/``repr(exc)`` of an exception are CPython's C methods over
``args``: :mod:`strsat.python.exception_text` writes them.
"""

from __future__ import annotations

import builtins
import operator
import types
import warnings
from collections.abc import Callable
from typing import Any

from ..python import SymBool, SymInt, SymStr, SymValue
from ..python import termops as T
from ..python.context import Kind, decide
from ..python.exception_text import exception_repr, exception_str, holds_symbolic_args
from ..python.str_subclass import class_attribute, is_hybrid, missing, rebased, stands_for
from ..terms import Term

#: returned when the call is not one of these (the caller goes on)
NOT_HERE = object()


def slot_call(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
              call: Callable[..., Any], holds: Callable[[Any], bool],
              attribute: Callable[[type, str], Any]) -> Any:
    """``f(*args, **kwargs)`` when ``f`` is ``len``, ``int``, ``float``, ``str``, ``repr``
    or ``ascii`` of one argument handled here (see the module docstring), else
    :data:`NOT_HERE`.  ``call`` runs a bound method (rewritten), ``holds`` tells
    whether an object holds symbolic values, ``attribute`` looks a name up in a class's
    MRO (None if absent)."""
    if len(args) != 1 or kwargs:
        return NOT_HERE
    obj = args[0]
    if is_hybrid(type(obj)):  # a str/int subclass's instance: only the class's own slot
        # (pyasn1's ``SizedInteger.__len__``, its bit length: a symbolic int)
        slot = {builtins.len: "__len__", builtins.int: "__int__",
                builtins.float: "__float__"}.get(f)
        if slot is None or missing(class_attribute(obj, slot)[0]):
            return NOT_HERE
        attribute = _own_slot(obj, attribute)
    elif isinstance(obj, SymValue) or _layer(obj):
        return NOT_HERE
    if isinstance(obj, BaseException):
        if not holds_symbolic_args(obj):
            return NOT_HERE
        made = exception_str(obj) if f is builtins.str else \
            exception_repr(obj, f is builtins.ascii) if f in (builtins.repr, builtins.ascii) \
            else None
        return NOT_HERE if made is None else made
    if f is builtins.len:
        method = attribute(type(obj), "__len__")
        if type(method) is types.FunctionType and holds(obj):
            return _length(call(types.MethodType(method, obj)))
    elif f is builtins.int:
        method = attribute(type(obj), "__int__")
        name = "__int__"
        if method is None:
            method, name = attribute(type(obj), "__index__"), "__index__"
        if type(method) is types.FunctionType and holds(obj):
            return _integer(call(types.MethodType(method, obj)), name)
    elif f is builtins.float:
        method = attribute(type(obj), "__float__")
        if type(method) is types.FunctionType and holds(obj):
            return _floating(call(types.MethodType(method, obj)))
    return NOT_HERE


def _own_slot(obj: Any, attribute: Callable[[type, str], Any]
              ) -> Callable[[type, str], Any]:
    """``attribute`` for the hybrid ``obj``: a slot its ``str``/``int`` subclass writes
    (rebased for ``super()``), None for the others (``SymInt``'s own ``__int__`` is the
    layer's, not the program's)."""
    def own(kind: type, name: str) -> Any:
        raw, owner = class_attribute(obj, name)
        return None if missing(raw) else rebased(raw, owner)
    return own


def truth(obj: Any, call: Callable[..., Any], holds: Callable[[Any], bool],
          attribute: Callable[[type, str], Any]) -> Any:
    """The truth of ``obj`` for ``if``/``while``/``not``: of an object holding symbolic
    values whose class writes ``__bool__`` (else ``__len__``) in Python, that method's
    answer (a ``SymBool`` as it is, CPython's ``TypeError`` for a ``__bool__`` giving
    a non-bool, ``len() != 0`` with ``len()``'s checks); else ``obj`` itself (its truth
    is CPython's, or the layer's for a symbolic value)."""
    if isinstance(obj, SymValue) or type(obj) in _PLAIN_TRUTH or _layer(obj):
        return obj
    method = attribute(type(obj), "__bool__")
    if method is None:
        method = attribute(type(obj), "__len__")
        if type(method) is not types.FunctionType or not holds(obj):
            return obj
        length = _length(call(types.MethodType(method, obj)))
        return length != 0
    if type(method) is not types.FunctionType or not holds(obj):
        return obj
    result = call(types.MethodType(method, obj))
    if not isinstance(result, SymBool | bool):
        raise TypeError(f"__bool__ should return bool, returned {type(result).__name__}")
    return result


class PythonStr:
    """``str(obj)`` where CPython would call a slot written in Python: ``obj``'s class
    writes ``__str__`` (or ``__repr__`` and no ``__str__``: ``object.__str__`` calls it)
    as a Python function and ``obj`` holds symbolic values (a ``TokenList`` of
    ``email._header_value_parser`` joining its symbolic tokens).  ``str.format``, an
    f-string field and ``%s`` of such an object call ``format(obj, "")`` /
    ``str(obj)`` in C, which ran the method as written (its ``str(x)`` of each token made
    the token concrete); here :meth:`applies` tells whether a value is one, and calling
    the instance runs the method through the runtime (``run``: rewritten, with
    CPython's ``TypeError`` for a non-string result, ``PyObject_Str``)."""

    def __init__(self, run: Callable[[Any], Any], holds: Callable[[Any], bool],
                 attribute: Callable[[type, str], Any],
                 run_repr: Callable[[Any], Any] | None = None,
                 run_format: Callable[[Any, str], Any] | None = None) -> None:
        self._run, self._holds, self._attribute = run, holds, attribute
        self._run_repr, self._run_format = run_repr, run_format

    def applies_repr(self, obj: Any) -> bool:
        """Whether ``repr(obj)`` runs a ``__repr__`` written in Python over symbolic
        values: of an instance of a ``str`` subclass holding a symbolic string whose
        class writes one (``email``'s ``Terminal``: ``ValueTerminal('ab')``, where
        ``str``'s repr would be ``'ab'``), or of an object holding symbolic values."""
        if self._run_repr is None or _layer(obj):
            return False
        if isinstance(obj, SymValue):
            cls = stands_for(type(obj)) if is_hybrid(type(obj)) else None
            return cls is not None and not missing(class_attribute(obj, "__repr__")[0])
        if type(obj) in _PLAIN_TRUTH:
            return False
        return type(self._attribute(type(obj), "__repr__")) is types.FunctionType and \
            self._holds(obj)

    def repr(self, obj: Any) -> Any:
        """``repr(obj)`` for an ``obj`` :meth:`applies_repr` accepts."""
        assert self._run_repr is not None
        return string_result(self._run_repr(obj), "__repr__")

    def applies_format(self, obj: Any, spec: Any = "") -> bool:
        """Whether ``format(obj, spec)`` runs a ``__format__`` written in Python over
        symbolic values (a ``Decimal`` of the ``_pydecimal`` twin holding symbolic
        digits: ``format(d, "f")``, ``f"{d:,}"``, ``"{:f}".format(d)``).  CPython's C
        ``format`` would run it as written, reading the digits with CPython's ``len``
        and ``"".join`` and making them concrete."""
        if self._run_format is None or type(spec) is not str or isinstance(obj, SymValue) \
                or type(obj) in _PLAIN_TRUTH or _layer(obj):
            return False
        return type(self._attribute(type(obj), "__format__")) is types.FunctionType and \
            self._holds(obj)

    def format(self, obj: Any, spec: str) -> Any:
        """``format(obj, spec)`` for an ``obj`` :meth:`applies_format` accepts, with
        CPython's ``TypeError`` for a result that is not a string."""
        assert self._run_format is not None
        result = self._run_format(obj, spec)
        if isinstance(result, str | SymStr):
            return result
        raise TypeError(f"__format__ must return a str, not {type(result).__name__}")

    def applies(self, obj: Any, formatted: bool = False) -> bool:
        """Whether ``str(obj)`` (``formatted``: ``format(obj, "")``, which is ``str(obj)``
        only under ``object.__format__``) runs a Python method over symbolic values."""
        kind = type(obj)
        if isinstance(obj, SymValue) or kind in _PLAIN_TRUTH or _layer(obj):
            return False
        if formatted and self._attribute(kind, "__format__") is not object.__format__:
            return False
        method = self._attribute(kind, "__str__")
        if method is object.__str__:
            method = self._attribute(kind, "__repr__")
        return type(method) is types.FunctionType and self._holds(obj)

    def __call__(self, obj: Any) -> Any:
        return self._run(obj)


def string_result(result: Any, slot: str) -> Any:
    """``result`` of a ``__str__``/``__repr__`` as ``str()``/``repr()`` accept it
    (``PyObject_Str``: a ``str`` or an instance of a subclass), else CPython's
    ``TypeError``."""
    if isinstance(result, str | SymStr):
        return result
    raise TypeError(f"{slot} returned non-string (type {type(result).__name__})")


def _layer(obj: Any) -> bool:
    """Whether ``obj`` is one of the layer's own objects (a ``ByteView``, a
    ``TextBuffer``, a match): their builtins are the layer's models, not slots."""
    return type(obj).__module__.startswith("strsat.")


#: types whose truth is CPython's own (the quick path of :func:`truth`)
_PLAIN_TRUTH = frozenset({str, int, bool, float, list, tuple, dict, set, frozenset, bytes,
                          type(None)})


def _length(result: Any) -> Any:
    """``len()``'s checks of what ``__len__`` returned (CPython's ``slot_sq_length``)."""
    if isinstance(result, SymBool):
        result = result.as_int()
    if isinstance(result, SymInt):
        if not _non_negative(result.term) and decide(Kind.RAISE, T.lt(result.term, 0),
                  None if result.value is None else result.value < 0, "len(): __len__ < 0",
                  ValueError):
            raise ValueError("__len__() should return >= 0")
        return result
    n = operator.index(result)  # CPython's TypeError for a non-integer
    if n < 0:
        raise ValueError("__len__() should return >= 0")
    return n


def _non_negative(term: Term) -> bool:
    """Whether ``term`` is non-negative by its shape: a sum or product of lengths and
    non-negative constants (``_Accumulator.__len__``'s ``sum(len(fws) + len(part))``),
    so that ``len()``'s check below zero needs no decision (and no solver check)."""
    if term.op == "const":
        return isinstance(term.value, int) and term.value >= 0
    if term.op == "str.len":
        return True
    return term.op in ("+", "*") and all(_non_negative(a) for a in term.args)


def _floating(result: Any) -> Any:
    """``float()``'s check of what ``__float__`` returned (``PyNumber_Float``): a float
    (the layer's symbolic floats are ``float`` instances) as it is, else CPython's
    ``TypeError``."""
    if isinstance(result, float):
        return result
    raise TypeError(f"__float__ returned non-float (type {type(result).__name__})")


def _integer(result: Any, name: str) -> Any:
    """``int()``'s checks of what ``__int__`` (``__index__``) returned
    (``PyNumber_Long``): an exact int as it is, an int subclass converted with
    CPython's ``DeprecationWarning``, anything else CPython's ``TypeError``."""
    if isinstance(result, SymInt) or type(result) is int:
        return result
    if isinstance(result, SymBool | bool):
        warnings.warn(f"{name} returned non-int (type bool).  The ability to return an "
                      "instance of a strict subclass of int is deprecated, and may be "
                      "removed in a future version of Python.", DeprecationWarning,
                      stacklevel=3)
        return result.as_int() if isinstance(result, SymBool) else int(result)
    if isinstance(result, int):
        warnings.warn(f"{name} returned non-int (type {type(result).__name__}).  The "
                      "ability to return an instance of a strict subclass of int is "
                      "deprecated, and may be removed in a future version of Python.",
                      DeprecationWarning, stacklevel=3)
        return int(result)
    raise TypeError(f"{name} returned non-int (type {type(result).__name__})")
