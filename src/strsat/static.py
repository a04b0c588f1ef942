"""Run-time stand-ins for the names strsat takes from :mod:`typing`, :mod:`contextlib` and
:mod:`contextvars` (issue 39: a plain ``strsat FILE.smt2`` run imports none of them).

Importing :mod:`typing` costs a plain run about as many instructions as the interpreter's
own start (it pulls in ``re``, ``enum``, ``contextlib``, ``collections``, ``functools``),
and strsat uses almost nothing of it at run time: annotations are strings
(``from __future__ import annotations``), so names used only in annotations are imported
under ``if TYPE_CHECKING:``; the few read at run time come from here:

* :func:`cast` returns its argument; :func:`overload` returns the function (the last,
  undecorated definition replaces it, as with :func:`typing.overload`);
* :class:`TypeVar` records its name; :class:`Generic` and :class:`Protocol` are empty
  bases (slot-free, so subclasses keep ``__slots__``) that can be subscripted
  (``Generic[T]`` is ``Generic``);
* :data:`Any` is a placeholder class (``dict[str, Any]`` is valid at run time);
* :func:`contextmanager` is :func:`contextlib.contextmanager` for ``with`` statements
  (the generator's exception protocol as in CPython's ``_GeneratorContextManager``);
* :class:`ContextVar` is :class:`contextvars.ContextVar` for a value set and reset around
  a synchronous block (``token = v.set(x)``, then ``v.reset(token)`` in a ``finally``),
  the only way strsat sets one: a value per thread, which is a value per context when no
  task switch can happen inside the block.  :mod:`contextvars` loads an extension
  module, about 0.8M instructions a run.

Beside them, :class:`Tally` counts as much of :class:`collections.Counter` as strsat
uses, and ``deque``, ``partial``, ``attrgetter``, ``itemgetter``, ``SimpleNamespace``,
``MappingProxyType`` and ``weak_ref`` (:class:`weakref.ref`) are the standard library's
own objects, taken from their C modules: ``collections`` (with ``keyword``,
``operator``, ``reprlib``), ``functools`` and ``weakref`` (with ``types``) cost a plain
run about 13M instructions where the interpreter's start has not loaded them already
(``python -S``, or a ``site`` without this machine's ``.pth`` imports).

The type checker sees the real names: under ``TYPE_CHECKING`` (true for mypy, false at
run time, as :data:`typing.TYPE_CHECKING`) this module re-exports them, and ruff reads it
as a typing module (``typing-modules`` in pyproject.toml).
"""

from __future__ import annotations

TYPE_CHECKING = False

if TYPE_CHECKING:
    from contextlib import contextmanager as contextmanager
    from contextvars import ContextVar as ContextVar
    from typing import Any as Any
    from typing import Generic as Generic
    from typing import Protocol as Protocol
    from typing import TypeVar as TypeVar
    from typing import cast as cast
    from typing import overload as overload
else:
    def cast(_type, value):
        """:func:`typing.cast`: ``value`` itself."""
        return value

    def overload(function):
        """:func:`typing.overload`: the function (its final definition replaces it)."""
        return function

    class Any:
        """:data:`typing.Any` where a value is needed (``tuple[Any, ...]``)."""

    class TypeVar:
        """:class:`typing.TypeVar`: a name, its bound and constraints ignored."""

        __slots__ = ("__name__",)

        def __init__(self, name, *_constraints, **_options):
            self.__name__ = name

        def __repr__(self):
            return "~" + self.__name__

    class Generic:
        """:class:`typing.Generic`: ``Generic[T]`` (and ``Sub[T]``) is the class itself."""

        __slots__ = ()

        def __class_getitem__(cls, _params):
            return cls

    class Protocol(Generic):
        """:class:`typing.Protocol`: a plain base class (strsat never tests membership
        of a protocol at run time)."""

        __slots__ = ()

    class _GeneratorContext:
        """The context manager of one call of a :func:`contextmanager` function."""

        __slots__ = ("_gen",)

        def __init__(self, gen):
            self._gen = gen

        def __enter__(self):
            try:
                return next(self._gen)
            except StopIteration:
                raise RuntimeError("generator didn't yield") from None

        def __exit__(self, typ, value, traceback):
            if typ is None:
                try:
                    next(self._gen)
                except StopIteration:
                    return False
                raise RuntimeError("generator didn't stop")
            if value is None:
                value = typ()
            try:
                self._gen.throw(value)
            except StopIteration as exc:
                return exc is not value  # the generator swallowed the exception
            except RuntimeError as exc:
                if exc is value or (isinstance(value, StopIteration)
                                    and exc.__cause__ is value):
                    value.__traceback__ = traceback
                    return False
                raise
            except BaseException as exc:
                if exc is not value:
                    raise
                exc.__traceback__ = traceback
                return False
            raise RuntimeError("generator didn't stop after throw()")

    def contextmanager(function):
        """:func:`contextlib.contextmanager` (for ``with``; not a decorator of calls)."""
        def helper(*args, **kwargs):
            return _GeneratorContext(function(*args, **kwargs))

        helper.__name__ = function.__name__
        helper.__qualname__ = function.__qualname__
        helper.__doc__ = function.__doc__
        helper.__module__ = function.__module__
        helper.__wrapped__ = function
        return helper

    from _thread import _local

    _UNSET = object()

    class _Token:
        """What :meth:`ContextVar.set` returns: the value it replaced."""

        __slots__ = ("old_value",)

        def __init__(self, old_value):
            self.old_value = old_value

    class ContextVar:
        """:class:`contextvars.ContextVar` for blocks that set and reset it (the module
        doc): ``get``, ``set`` and ``reset``, one value per thread."""

        __slots__ = ("name", "_default", "_local")

        def __init__(self, name, *, default=_UNSET):
            self.name = name
            self._default = default
            self._local = _local()

        def get(self, default=_UNSET):
            value = getattr(self._local, "value", _UNSET)
            if value is _UNSET:
                value = self._default if default is _UNSET else default
                if value is _UNSET:
                    raise LookupError(self)
            return value

        def set(self, value):
            token = _Token(getattr(self._local, "value", _UNSET))
            self._local.value = value
            return token

        def reset(self, token):
            if token.old_value is _UNSET:
                del self._local.value
            else:
                self._local.value = token.old_value

        def __repr__(self):
            return f"<ContextVar name={self.name!r}>"

# The C types and functions behind collections.deque, functools.partial,
# operator.attrgetter/itemgetter and types.SimpleNamespace/MappingProxyType, without the
# pure-Python modules around them: importing collections (with keyword, operator and
# reprlib) and functools costs a run about 9M instructions, and a plain run needs
# nothing else of them (issue 39: start-up).
if TYPE_CHECKING:
    from collections import deque as deque
    from functools import partial as partial
    from operator import attrgetter as attrgetter
    from operator import itemgetter as itemgetter
    from types import MappingProxyType as MappingProxyType
    from types import SimpleNamespace as SimpleNamespace
    from weakref import ReferenceType as weak_ref
else:
    try:
        from _collections import deque
        from _functools import partial
        from _operator import attrgetter, itemgetter
    except ImportError:  # an interpreter without these C modules
        from collections import deque
        from functools import partial
        from operator import attrgetter, itemgetter
    import sys as _sys
    from _weakref import ref as weak_ref  # weakref.ref, without weakref.py

    SimpleNamespace = type(_sys.implementation)  # as types.py defines it
    MappingProxyType = type(type.__dict__)  # likewise

_K = TypeVar("_K")


class Tally(dict[_K, int]):
    """The part of :class:`collections.Counter` strsat's counters use (``--stats``'
    counters, the rewrite rules' counts, multisets of components): a :class:`dict` of
    counts where an absent key reads 0 without being inserted; ``tally[key] += n``
    counts.  Equality is the dict's, so a tally compared with another must hold no zero
    counts (Counter's ``==`` ignores them)."""

    __slots__ = ()

    def __missing__(self, key: _K) -> int:
        return 0


__all__ = ["TYPE_CHECKING", "Any", "ContextVar", "Generic", "MappingProxyType", "Protocol",
           "SimpleNamespace", "Tally", "TypeVar", "attrgetter", "cast", "contextmanager",
           "deque", "itemgetter", "overload", "partial", "weak_ref"]
