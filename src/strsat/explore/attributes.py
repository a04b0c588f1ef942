"""``getattr``/``hasattr`` with a symbolic attribute name (issue 38, fifth survey).

An attribute lookup by a name the input holds (``getattr(obj, name)``, ``hasattr``,
``xmlrpc.server.resolve_dotted_attribute``'s dispatch, a command table read with
``getattr(self, 'do_' + cmd)``) is, as a dict lookup with a symbolic key is
(:mod:`.keyed`), one decision over the object's attribute names: the name is one of
``dir(obj)`` or none.  Found, a second decision ties the name to the attribute the run
took (the model's choice among the names is then flippable, one name at a time), so the
object the lookup returns, concrete, belongs to the path.  Not found, the lookup fails
with CPython's own ``AttributeError`` (or returns the default).

The decision holds only where ``dir`` tells the truth: an object whose type defines
``__getattr__`` or its own ``__getattribute__`` (a module with a module-level
``__getattr__``, a proxy), or a name that succeeds outside ``dir`` (a class's metaclass
attributes, such as ``__name__``), is looked up by the concrete name, with the note
``getattr() of a symbolic attribute name`` as before; so is an attribute of the layer's
own values (a ``SymStr`` standing for a ``str``), whose ``dir`` is not CPython's.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from ..python import Kind, SymStr
from ..python.context import decide
from ..python.tables import one_of

_PLAIN_GETATTRIBUTE = (object.__getattribute__, type.__getattribute__,
                       types.ModuleType.__getattribute__)
_MISSING = object()


def _names(obj: Any) -> list[str] | None:
    """The names ``getattr(obj, name)`` finds, if ``dir(obj)`` lists all of them (None
    for an object whose lookups run code of its own)."""
    kind = type(obj)
    if (getattr(kind, "__module__", None) or "").startswith("strsat."):
        return None  # the layer's own values (a SymStr, a match): dir() is not CPython's
    if getattr(kind, "__getattribute__", None) not in _PLAIN_GETATTRIBUTE:
        return None
    if hasattr(kind, "__getattr__"):
        return None
    if isinstance(obj, types.ModuleType) and "__getattr__" in vars(obj):
        return None
    try:
        return sorted(n for n in dir(obj) if type(n) is str)
    except Exception:  # noqa: BLE001 - a __dir__ that fails: no decision
        return None


def _lookup(obj: Any, name: SymStr, what: str) -> tuple[bool, Any] | None:
    """``(found, value)`` of ``getattr(obj, name)`` with the decisions over the names
    taken, or None where they would not describe the lookup (then the caller makes the
    name concrete, with its note).  An exception other than ``AttributeError`` (a
    property's) comes out after the decisions."""
    if name.value is None:
        return None
    names = _names(obj)
    if names is None:
        return None
    value = name.value
    listed = value in names
    try:
        got: Any = getattr(obj, value)
        found, error = True, None
    except AttributeError:
        got, found, error = _MISSING, False, None
    except Exception as exc:  # noqa: BLE001 - raised again after the decisions
        got, found, error = _MISSING, True, exc
    if found and not listed:
        return None  # found outside dir(): the names do not describe the lookup
    if names and decide(Kind.BRANCH, one_of(name.term, names), listed, what):
        decide(Kind.BRANCH, one_of(name.term, [value]), True, what)
    if error is not None:
        raise error
    return found, got


def getattr_(fallback: Callable[..., Any], obj: Any, name: Any, *default: Any) -> Any:
    """``getattr(obj, name[, default])``; ``fallback`` makes the name concrete."""
    found = _lookup(obj, name, "getattr() by a symbolic name") \
        if isinstance(name, SymStr) else None
    if found is None:
        return fallback(obj, name, *default)
    ok, value = found
    if ok:
        return value
    if default:
        return default[0]
    return getattr(obj, name.value)  # CPython's AttributeError, message and all


def hasattr_(fallback: Callable[..., Any], obj: Any, name: Any) -> Any:
    """``hasattr(obj, name)``; ``fallback`` makes the name concrete."""
    found = _lookup(obj, name, "hasattr() by a symbolic name") \
        if isinstance(name, SymStr) else None
    return fallback(obj, name) if found is None else found[0]
