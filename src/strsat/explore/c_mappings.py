"""Lookups by a symbolic key in a C mapping that is not a ``dict`` (survey 25: rpds'
``HashTrieMap``, where referencing and jsonschema keep their resources and anchors:
``self._anchors.get((uri, name))``, ``self._resources.get(uri)``).

CPython hands the key to the C type's ``get``/``__getitem__``/``__contains__``, which
hashes it: the key was made concrete (a note per lookup), and no later flip could make
it another stored key.  A C type registered as a :class:`collections.abc.Mapping`
(not a ``dict``, whose lookups :mod:`.keyed` models already) is read here as the plain
``dict`` of its items -- the same key and value objects -- and the lookup is that
dict's (:mod:`.keyed`: one decision over the stored keys), when

* its keys are plain ``str``/``int``/``bytes`` or tuples of them (compared by their
  builtin ``==``; at most :data:`ITEM_LIMIT` of them), and
* the C lookup *agrees* with the dict's on this run's key, read unrecorded: the same
  value object, the same membership, or both raising ``KeyError``.  A mapping that finds
  keys its own way (a case-insensitive one finds ``"A"`` stored as ``"a"``) disagrees on
  the keys that tell, and its lookup is then CPython's, on the concrete key, noted
  (:meth:`~strsat.explore.runtime.Runtime.foreign`).

The decisions a lookup records are its dict's, so the run's own values are CPython's.
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from typing import Any

from ..python import SymValue

#: the lookups read through the dict of the items
LOOKUP_NAMES = frozenset({"get", "__getitem__", "__contains__"})
#: the most items of a C mapping read as a dict for one lookup
ITEM_LIMIT = 4096
_C_SLOTS = (types.WrapperDescriptorType, types.MethodDescriptorType,
            types.BuiltinFunctionType, types.BuiltinMethodType)
_ABSENT = object()


def c_mapping(obj: Any) -> bool:
    """Whether ``obj`` is an instance of a C mapping type (registered as a
    :class:`~collections.abc.Mapping`, not a ``dict``, its lookups C's)."""
    kind = type(obj)
    if isinstance(obj, dict | types.MappingProxyType) or not isinstance(obj, Mapping):
        return False
    return all(type(getattr(kind, name, None)) in _C_SLOTS for name in LOOKUP_NAMES)


def _plain_key(key: Any) -> bool:
    if type(key) is tuple:
        return all(map(_plain_key, key))
    return type(key) in (str, int, bytes)


def _probe(key: Any) -> Any:
    """This run's concrete value of ``key`` (a symbolic value or a tuple of them),
    unrecorded."""
    if isinstance(key, SymValue):
        return key.value
    if type(key) is tuple:
        return tuple(map(_probe, key))
    return key


def _lookup(mapping: Any, key: Any) -> Any:
    try:
        return mapping[key]
    except KeyError:
        return _ABSENT


def items_dict(obj: Any, key: Any) -> dict[Any, Any] | None:
    """The ``dict`` of ``obj``'s items a lookup of the symbolic ``key`` reads (see the
    module docstring), or None: the C lookup runs (on the concrete key, noted)."""
    if not c_mapping(obj):
        return None
    try:
        if len(obj) > ITEM_LIMIT:
            return None
        items = dict(obj.items())
        probe = _probe(key)
        if any(isinstance(k, SymValue) for k in items) or not all(map(_plain_key, items)):
            return None
        found = _lookup(obj, probe)
        if found is not _lookup(items, probe) or (probe in obj) is not (probe in items):
            return None
    except Exception:  # noqa: BLE001 - a C mapping's own error: its own lookup then
        return None
    return items


__all__ = ["ITEM_LIMIT", "LOOKUP_NAMES", "c_mapping", "items_dict"]
