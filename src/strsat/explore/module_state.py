"""The explored module's containers as they were before the first run, restored before
every run (issue 38's tenth survey: a memo dict that outlives its run).

A module-level cache filled by the explored code (``_cache[text] = result``, the
``platform._sys_version`` kind) keeps what one concolic run stored in it: symbolic keys
and values whose terms speak of the *inputs*, which in the next run stand for other
strings.  The next lookup then finds the key equal to itself (the same term) and returns
the earlier result, the run leaves its path at the first line, and the search ends
"exhausted" with the function's body unexplored.  CPython calls the function on one input
at a time; each concolic run (and each call that confirms or measures it) should see the
module as the first call did.  :mod:`functools` caches are emptied for the same reason
(:meth:`ModuleState.clear_recorded`); this is the same rule for the plain
containers: the ``dict``, ``set`` and ``list`` objects bound to the names of the module
(both its namespaces) and to the attributes of its classes are recorded once, shallow,
and put back in place (same objects, same order) when a run changed them; its
``functools`` caches are found once and emptied before every call.

The modules a run followed into (the standard library's, a package's: ``urllib.parse``'s
``lru_cache``'d ``_byte_quoter_factory`` keeps a ``_Quoter`` dict that fills with the
bytes one run quoted, and the next run's lookups then decide over them and leave the
path) get the same two rules from the first reset after a run entered them: their
``functools`` caches emptied, their containers put back as they were then, a symbolic
item recorded as its concrete value (what CPython's own call would have stored).

The containers are found by kind, subclasses included: an instance of a ``dict``, ``list``
or ``set`` subclass (a ``__missing__`` memo, ``_quoter = _Quoter()``) is restored as its
base class stores (``dict.update``, not a subclass's ``__setitem__``); and one level
down, the containers an object holds in its ``__dict__`` (``REGISTRY.seen``, a
module-level instance's cache attributes).  Deeper state (a container inside a
container, an attribute rebound to another object) is not restored.
"""

from __future__ import annotations

import collections
import functools
import types
from collections.abc import Iterable
from typing import Any

from ..python import SymValue
from .foreign import attr_or, has_attr

#: the container classes restored in place, and their subclasses (``clear`` and
#: ``update``/``extend`` are the base class's, not a subclass's: :func:`_put_back`)
_KINDS: tuple[type, ...] = (dict, set, list, collections.deque)

#: objects whose ``__dict__`` is not looked into: code, classes (their attributes are
#: looked at as such), modules
_OPAQUE: tuple[type, ...] = (type, types.ModuleType, types.FunctionType, types.MethodType,
                             types.BuiltinFunctionType, types.BuiltinMethodType,
                             functools.partial, property, staticmethod, classmethod)


def _held(value: Any) -> tuple[Any, ...]:
    """The objects to look at for ``value`` bound to a name: itself, a class's attributes,
    and an instance's attributes (its ``__dict__``, read without its class's code)."""
    if isinstance(value, type):
        return (value, *vars(value).values())
    if isinstance(value, _OPAQUE + _KINDS + (SymValue,)):
        return (value,)
    try:
        state = object.__getattribute__(value, "__dict__")
    except Exception:  # noqa: BLE001 - no instance dict (slots, a C object)
        return (value,)
    return (value, *state.values()) if type(state) is dict else (value,)


def _containers(namespaces: Iterable[dict[str, Any]]) -> list[Any]:
    """The distinct restorable containers of ``namespaces``' names, of their classes'
    attributes and of their instances' attributes (one level, as
    :func:`cache_clearers` looks)."""
    seen: set[int] = set()
    out: list[Any] = []
    for namespace in namespaces:
        for name, value in list(namespace.items()):
            if name.startswith("__") and name.endswith("__"):
                continue
            for obj in _held(value):
                if isinstance(obj, _KINDS) and id(obj) not in seen and obj is not namespace:
                    seen.add(id(obj))
                    out.append(obj)
    return out


def _contents(obj: Any) -> list[Any]:
    """The items of a container as its base class holds them (a subclass's ``items`` or
    ``__iter__`` not called)."""
    if isinstance(obj, collections.OrderedDict):
        return list(collections.OrderedDict.items(obj))
    if isinstance(obj, dict):
        return list(dict.items(obj))
    if isinstance(obj, list):
        return list(list.__iter__(obj))
    if isinstance(obj, set):
        return list(set.__iter__(obj))
    return list(collections.deque.__iter__(obj))


def _put_back(obj: Any, then: list[Any]) -> None:
    """``obj`` emptied and refilled with ``then`` by its base class's own methods (a
    ``Counter``'s ``update`` would add counts, a subclass's ``__setitem__`` run code)."""
    if isinstance(obj, collections.OrderedDict):
        collections.OrderedDict.clear(obj)
        for k, v in then:
            collections.OrderedDict.__setitem__(obj, k, v)
    elif isinstance(obj, dict):
        dict.clear(obj)
        dict.update(obj, then)
    elif isinstance(obj, list):
        list.clear(obj)
        list.extend(obj, then)
    elif isinstance(obj, set):
        set.clear(obj)
        set.update(obj, then)
    else:
        collections.deque.clear(obj)
        collections.deque.extend(obj, then)


def _plain(x: Any) -> Any:
    return x.value if isinstance(x, SymValue) and x.value is not None else x


def _recorded(obj: Any) -> list[Any]:
    """The contents to put back, symbolic items as their concrete values."""
    if isinstance(obj, dict):
        return [(_plain(k), _plain(v)) for k, v in _contents(obj)]
    return [_plain(x) for x in _contents(obj)]


def _same(now: list[Any], then: list[Any]) -> bool:
    """Whether two contents hold the same objects in the same order (identity: the
    items may be symbolic, whose ``==`` is a decision)."""
    if len(now) != len(then):
        return False
    for a, b in zip(now, then, strict=True):
        if isinstance(a, tuple):  # a dict's item
            if a[0] is not b[0] or a[1] is not b[1]:
                return False
        elif a is not b:
            return False
    return True


def cache_clearers(namespaces: Iterable[dict[str, Any]]) -> list[Any]:
    """The ``cache_clear`` of each ``functools`` cache among the functions and methods of
    ``namespaces``."""
    out = []
    for namespace in namespaces:
        for value in list(namespace.values()):
            for obj in (value, *(vars(value).values() if isinstance(value, type) else ())):
                obj = attr_or(obj, "__func__", obj)
                clear = attr_or(obj, "cache_clear")
                if callable(clear) and has_attr(obj, "__wrapped__"):
                    out.append(clear)
    return out


class ModuleState:
    """The containers of modules' namespaces and their contents when first seen."""

    def __init__(self, namespaces: Iterable[dict[str, Any]] = ()) -> None:
        self._saved: list[tuple[Any, list[Any]]] = []
        self._seen: set[int] = set()
        self._clearers: list[Any] = []
        self.add(namespaces)

    def add(self, namespaces: Iterable[dict[str, Any]], caches: bool = False) -> None:
        """Record the containers of ``namespaces`` not recorded yet, as they are now (and,
        ``caches``, their ``functools`` caches, emptied by :meth:`clear_recorded`)."""
        fresh = []
        for namespace in namespaces:
            if id(namespace) not in self._seen:
                self._seen.add(id(namespace))
                fresh.append(namespace)
        for obj in _containers(fresh):
            if id(obj) not in self._seen:
                self._seen.add(id(obj))
                self._saved.append((obj, _recorded(obj)))
        if caches:
            self._clearers.extend(cache_clearers(fresh))

    def clear_recorded(self) -> None:
        """Empty the ``functools`` caches :meth:`add` recorded."""
        for clear in self._clearers:
            clear()

    def restore(self) -> int:
        """Put back every container a run changed; the number put back."""
        restored = 0
        for obj, then in self._saved:
            if _same(_contents(obj), then):
                continue
            _put_back(obj, then)
            restored += 1
        return restored
