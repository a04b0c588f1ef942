"""C slots of ``object`` and of the builtin containers called on an explicit receiver
(issue 38: they made their arguments concrete).

Library code calls the base type's slot by name to skip its own class's override:
``object.__setattr__(self, "int", value)`` (``uuid.UUID``, every frozen dataclass),
``dict.__setitem__(self, key, morsel)`` (``http.cookies``), ``dict.get(table, key)``,
``list.append(items, s)``, ``tuple.__new__(cls, items)`` (a namedtuple's ``_make``), and
their ``super()`` forms (``super().__setattr__(k, v)`` is
a method-wrapper bound to the receiver).  These are C callables, so the runtime made
every symbolic argument concrete before calling them.  Here they run as CPython runs
them, on the symbolic values:

* storing slots (``object.__setattr__``/``__delattr__``/``__getattribute__``,
  ``list.append``/``insert``/``__setitem__``, ``dict.__setitem__`` and ``set.add`` with a
  plain key, ``tuple.__new__(cls, items)`` of a namedtuple's ``_make``) only store the
  value or read by a plain name: the slot itself is called, the value stays symbolic (a
  symbolic attribute name is made concrete, with a note);
* with a symbolic key, ``dict.__setitem__`` stores under the stored key it equals, or
  under itself (one decision over the keys, as ``d[k] = v``:
  :func:`strsat.explore.keyed.find_key`), through the very slot called, so a subclass's
  override is still skipped; ``dict.pop``/``__delitem__``/``setdefault`` act on the
  stored key it equals (the pure ``OrderedDict.popitem``'s ``dict.pop(self, key)``);
  ``dict.get``/``__getitem__``/``__contains__`` and
  ``set.__contains__`` are the keyed lookups, ``set.add`` the keyed insertion;
* ``dict.__init__``/``dict.update`` on a receiver (a dict subclass's
  ``super().__init__(items)``: werkzeug's ``CallbackDict``, ``MultiDict``) of a plain
  dict, a list or tuple of pairs, and keywords: CPython's ``dict_merge``/``merge from
  seq2`` insert pair by pair with the dict's own insertion (never a subclass's
  ``__setitem__``), so each pair is stored through ``dict.__setitem__`` as above -- a
  symbolic key under the stored key it equals or under itself (:func:`dict_merge`).

Anything else (a symbolic list index, a mapping other than a plain dict, another slot)
returns None: the runtime's foreign call makes it concrete, with a note."""

from __future__ import annotations

import collections
import types
from collections.abc import Callable
from typing import Any

from ..python import SymValue
from .keyed import (
    contains,
    dict_get,
    dict_getitem,
    keyed_slot,
    keyed_symbolically,
    set_add,
    store_key,
)

#: the slot types that carry their owner as ``__objclass__``
_SLOTS = (types.WrapperDescriptorType, types.MethodDescriptorType, types.MethodWrapperType)
#: ``object``'s slots that read or write an attribute by name
_ATTRIBUTE_SLOTS = frozenset({"__setattr__", "__delattr__", "__getattribute__"})
#: ``list``'s slots that store or read a value at a plain index
_LIST_SLOTS = frozenset({"append", "insert", "__setitem__", "__getitem__", "pop"})
#: ``dict``'s slots that remove or store by a key (the most arguments each takes, the
#: key included): :func:`.keyed.keyed_slot`
_KEYED_SLOTS = {"pop": 2, "__delitem__": 1, "setdefault": 2}
#: the keyed lookups of dicts and sets, by slot name
_LOOKUPS: dict[str, Callable[..., Any]] = {
    "get": dict_get, "__getitem__": dict_getitem, "__contains__": contains}


def receiver_call(f: Any, args: tuple[Any, ...]) -> tuple[Any, str, Any, tuple[Any, ...]] | None:
    """``(owner, name, receiver, rest)`` of a call of a slot of ``object``, ``dict``,
    ``set``/``frozenset`` or ``list`` on an instance of it, else None."""
    if type(f) not in _SLOTS:
        return None
    owner = getattr(f, "__objclass__", None)
    if owner not in (object, dict, set, frozenset, list):
        return None
    if type(f) is types.MethodWrapperType:
        receiver, rest = f.__self__, args
    elif args:
        receiver, rest = args[0], args[1:]
    else:
        return None
    if not isinstance(receiver, owner):
        return None
    return owner, f.__name__, receiver, rest


def slot_model(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
               make_concrete: Callable[[Any, str], Any]) -> Callable[[], Any] | None:
    """The call ``f(*args, **kwargs)`` of a slot on symbolic values (see the module
    docstring), ready to run; None when it is not modelled.  ``make_concrete`` is the
    runtime's (it records the value and notes it)."""
    if f is tuple.__new__ and not kwargs and len(args) == 2 and isinstance(args[0], type) \
            and issubclass(args[0], tuple) and type(args[1]) in (list, tuple):
        return lambda: f(*args)  # a namedtuple's _make: the items are only stored
    found = receiver_call(f, args)
    if found is None:
        return None
    owner, name, receiver, rest = found
    if owner is dict and name in ("__init__", "update"):
        return dict_merge(receiver, rest, kwargs)
    if kwargs:
        return None
    bound = type(f) is types.MethodWrapperType

    def slot(*values: Any) -> Any:
        return f(*values) if bound else f(receiver, *values)

    if owner is object:
        if name not in _ATTRIBUTE_SLOTS or not rest:
            return None
        attribute = make_concrete(rest[0], f"object.{name} by a symbolic attribute name")
        return lambda: slot(attribute, *rest[1:])
    if owner is list:
        index_plain = name == "append" or (rest and not isinstance(rest[0], SymValue))
        if name not in _LIST_SLOTS or not index_plain:
            return None
        return lambda: slot(*rest)
    if not rest:
        return None
    key = rest[0]
    if not keyed_symbolically(receiver, key):
        if name in ("__setitem__", "add") or name in _LOOKUPS or (
                owner is dict and name in _KEYED_SLOTS):
            return lambda: slot(*rest)  # a plain key: the value may stay symbolic
        return None
    if owner is dict and name == "__setitem__" and len(rest) == 2:
        return lambda: store_key(receiver, key, rest[1], slot)
    if owner is dict and len(rest) <= _KEYED_SLOTS.get(name, 0):  # dict.pop(self, key)
        return lambda: keyed_slot(receiver, name, key, rest[1:], slot)
    if owner is not dict and name == "add" and len(rest) == 1 and \
            type(receiver).add is owner.add:  # set_add stores through ``add``
        return lambda: set_add(receiver, key)
    if name in _LOOKUPS and (owner is dict or name == "__contains__"):
        return lambda: _LOOKUPS[name](receiver, *rest)
    return None


def dict_merge(receiver: dict[Any, Any], args: tuple[Any, ...], kwargs: dict[str, Any]
               ) -> Callable[[], None] | None:
    """``dict.__init__(receiver, *args, **kwargs)`` (or ``update``) as CPython's
    ``dict_update_arg``: the pairs of a plain dict (its items) or of a list or tuple of
    2-item tuples or lists, then the keywords, each inserted by ``dict.__setitem__``
    of the receiver -- a symbolic key found among the stored keys first
    (:func:`strsat.explore.keyed.store_key`).  None for other arguments (a mapping
    whose ``keys()`` may be Python, items of other lengths: CPython's errors), which
    the runtime runs as before."""
    if len(args) > 1 or isinstance(receiver, collections.OrderedDict):
        return None  # an OrderedDict's order is its own C links, beside the dict's
    pairs: list[tuple[Any, Any]] = []
    if args:
        items = args[0]
        if type(items) is dict:
            pairs = list(items.items())
        elif type(items) in (list, tuple) and all(
                type(p) in (list, tuple) and len(p) == 2 for p in items):
            pairs = [(p[0], p[1]) for p in items]
        else:
            return None
    pairs += kwargs.items()

    def store(key: Any, value: Any) -> None:
        dict.__setitem__(receiver, key, value)

    def merge() -> None:
        for key, value in pairs:
            if keyed_symbolically(receiver, key):
                store_key(receiver, key, value, store)
            else:
                store(key, value)
    return merge


__all__ = ["dict_merge", "receiver_call", "slot_model"]
