"""``str()`` and ``repr()`` of an exception whose ``args`` hold symbolic values
(``str(exc)`` of ``ValueError(s)``, ``"%s in %r" % (exc, s)``, ``f"{exc}"``), exactly.

Library code reports a bad input by raising with the input in the message and then
formats the exception it caught: ``ipaddress`` re-raises ``"%s in %r" % (exc, ip_str)``,
``validators`` returns ``str(exp)``.  CPython writes these in C, so a symbolic argument
was made concrete there.  CPython 3.11 (Objects/exceptions.c):

* ``BaseException.__str__`` (``BaseException_str``): ``""`` for no argument, ``str()``
  of the only one, else ``str()`` of the ``args`` tuple (its ``repr()``);
* ``KeyError.__str__`` (``KeyError_str``): ``repr()`` of the only argument, else as
  ``BaseException``'s;
* ``BaseException.__repr__`` (``BaseException_repr``): the class's ``__name__`` and
  ``(repr(arg))`` for one argument, else the name and ``repr(args)``.

Those are modelled for a class that keeps the method (``ValueError``, ``TypeError``,
``AddressValueError``, any Python subclass without an override); a class with another
C method (``OSError``, ``UnicodeError``'s, ``SyntaxError``, ``ImportError``) or an
argument the layer does not write is left to CPython (``None`` here: the caller's
concrete path, with its note).  The pieces are the layer's own ``str()``/``repr()``
of a symbolic ``str``/``int``/``bool`` (:func:`.conversions.sym_str`,
:func:`.str_repr.str_repr_of`) and of containers holding them
(:mod:`.container_repr`), joined by concatenation: one string term, nothing concrete.
"""

from __future__ import annotations

from typing import Any

from .container_repr import container_repr, holds_symbolic
from .conversions import sym_str
from .strings import SymStr
from .values import SymBool, SymInt, SymValue

#: how deep exceptions held as arguments of exceptions are looked into
_DEPTH = 4


def holds_symbolic_args(obj: object, depth: int = 0) -> bool:
    """Whether ``obj`` is an exception with a symbolic value among its ``args``
    (directly, in a list/tuple/dict, or in an exception given as an argument)."""
    if not isinstance(obj, BaseException) or depth > _DEPTH:
        return False
    args = obj.args
    return type(args) is tuple and any(
        isinstance(a, SymValue) or holds_symbolic(a) or holds_symbolic_args(a, depth + 1)
        for a in args)


def exception_str(exc: BaseException, depth: int = 0) -> Any | None:
    """``str(exc)`` as CPython writes it, for an exception :func:`holds_symbolic_args`
    accepts whose class keeps ``BaseException``'s or ``KeyError``'s ``__str__``; None
    for anything else (the caller runs CPython's)."""
    if not holds_symbolic_args(exc, depth):
        return None
    method = type(exc).__str__
    args = exc.args
    if method is KeyError.__str__ and len(args) == 1:
        return _repr(args[0], False, depth)
    if method is not BaseException.__str__ and method is not KeyError.__str__:
        return None
    if not args:
        return ""
    if len(args) == 1:
        return _str(args[0], depth)
    return _repr(args, False, depth)


def exception_repr(exc: BaseException, ascii_only: bool = False,
                   depth: int = 0) -> Any | None:
    """``repr(exc)`` (``ascii(exc)``) as CPython writes it, for an exception
    :func:`holds_symbolic_args` accepts whose class keeps ``BaseException``'s
    ``__repr__``; None for anything else."""
    if not holds_symbolic_args(exc, depth) or type(exc).__repr__ is not BaseException.__repr__:
        return None
    name = type(exc).__name__
    if ascii_only and not name.isascii():
        return None
    args = exc.args
    inner = _repr(args[0], ascii_only, depth) if len(args) == 1 else \
        _repr(args, ascii_only, depth)
    if inner is None:
        return None
    return _join(name + "(", inner, ")") if len(args) == 1 else _join(name, inner)


def _str(value: Any, depth: int) -> Any | None:
    """The layer's ``str()`` of one argument, or None where it is not modelled here."""
    if isinstance(value, SymStr | SymInt | SymBool):
        return sym_str(value)
    if holds_symbolic(value):
        return container_repr(value)  # str() of a list, tuple or dict is its repr()
    if isinstance(value, BaseException) and holds_symbolic_args(value, depth + 1):
        return exception_str(value, depth + 1)
    return None if isinstance(value, SymValue) else str(value)


def _repr(value: Any, ascii_only: bool, depth: int) -> Any | None:
    """The layer's ``repr()`` of one argument (or of the ``args`` tuple)."""
    from .str_repr import str_repr_of  # str_repr imports this module

    if isinstance(value, BaseException) and holds_symbolic_args(value, depth + 1):
        return exception_repr(value, ascii_only, depth + 1)
    if type(value) is tuple and any(isinstance(v, BaseException) and
                                    holds_symbolic_args(v, depth + 1) for v in value):
        return None  # a tuple of such exceptions: container_repr writes them concretely
    if isinstance(value, SymValue) and not isinstance(value, SymStr | SymInt | SymBool):
        return None
    return str_repr_of(value, ascii_only)


def _join(*pieces: Any) -> Any:
    out: Any = ""
    for piece in pieces:
        out = piece if isinstance(out, str) and out == "" else out + piece
    return out


__all__ = ["exception_repr", "exception_str", "holds_symbolic_args"]
