"""``getattr``/``hasattr``/``setattr``/``delattr`` with a symbolic attribute name (issue
38, fifth and seventh surveys).

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

``setattr``/``delattr`` by a symbolic name (``tarfile``'s pax fields, a config object
filled from ``key=value`` lines) take the same decision over the names ``dir(obj)``
lists before the store, where the type's ``__setattr__``/``__delattr__`` is
``object``'s, ``type``'s or a module's (what they do then depends on the name alone),
and store under the name the run chose; a name none of the object's is a new
attribute.  A later read of that object by a constant name none of its names before the
store (``o.port``, ``getattr(o, "port")``, ``hasattr(o, "port")`` after
``setattr(o, key, value)``) decides whether the symbolic name was that name
(:func:`tie_constant`), so a flip asks for the input that stores it there.  Partial: a
later lookup by another *symbolic* name sees the stored name as a concrete one, and
``vars(o)``/``o.__dict__`` are read as they are.  A type with its own ``__setattr__``
gets the concrete name, with the note, as before.
"""

from __future__ import annotations

import types
import weakref
from collections.abc import Callable
from typing import Any

from ..python import Kind, SymStr
from ..python.context import Tracer, active, decide
from ..python.tables import one_of
from ..python.which import decide_member

_PLAIN_GETATTRIBUTE = (object.__getattribute__, type.__getattribute__,
                       types.ModuleType.__getattribute__)
_PLAIN_DIR = (object.__dir__, type.__dir__, types.ModuleType.__dir__)
_MISSING = object()


def _names(obj: Any, storing: bool = False) -> list[str] | None:
    """The names ``getattr(obj, name)`` finds, if ``dir(obj)`` lists all of them (None
    for an object whose lookups run code of its own).  For a store (``storing``) the
    lookup hooks do not matter (a plain ``__setattr__`` calls neither
    ``__getattribute__`` nor ``__getattr__``: execnet's ``XSpec`` has a
    ``__getattr__``), only that ``dir`` is CPython's own listing."""
    kind = type(obj)
    if (getattr(kind, "__module__", None) or "").startswith("strsat."):
        return None  # the layer's own values (a SymStr, a match): dir() is not CPython's
    if storing:
        if getattr(kind, "__dir__", None) not in _PLAIN_DIR:
            return None
    elif getattr(kind, "__getattribute__", None) not in _PLAIN_GETATTRIBUTE or \
            hasattr(kind, "__getattr__") or (
                isinstance(obj, types.ModuleType) and "__getattr__" in vars(obj)):
        return None
    try:
        return sorted(n for n in dir(obj) if type(n) is str)
    except Exception:  # noqa: BLE001 - a __dir__ that fails: no decision
        return None


def _decide_name(name: SymStr, names: list[str], what: str) -> None:
    """The decisions over the names (sorted): the name is one of ``names`` or none, and
    found, which (:func:`~strsat.python.which.decide_member`: halving the names, so each
    name the model may choose is flippable).  A decision "the name is the run's" changed
    its condition with the run: jmespath's ``getattr(self, '_token_nud_' + kind, ...)``,
    53 of 165 runs off their path."""
    decide_member(name.term, names, name.value, what)


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
    _decide_name(name, names, what)
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
    """``hasattr(obj, name)``; ``fallback`` makes the name concrete.  Of a plain module,
    one decision (:func:`_module_has`)."""
    if isinstance(name, SymStr):
        has = _module_has(obj, name)
        if has is not None:
            return has
    found = _lookup(obj, name, "hasattr() by a symbolic name") \
        if isinstance(name, SymStr) else None
    return fallback(obj, name) if found is None else found[0]


def _module_has(obj: Any, name: SymStr) -> bool | None:
    """``hasattr(module, name)`` of a module without a ``__getattr__`` or ``__dir__`` of
    its own: the names it finds are its ``__dict__``'s and its type's, so the answer is
    one decision, the name one of those or none; which one does not change it (a lookup
    that returns the object, ``getattr``, decides which).  bitmath's ``hasattr(module,
    unit)`` halved its 250 names first, each halving a flip to a name of no use to
    the path.  None: not such a module (or CPython's answer differs, then the general
    lookup decides)."""
    if type(obj) is not types.ModuleType or name.value is None or \
            "__getattr__" in vars(obj) or "__dir__" in vars(obj):
        return None
    names = sorted({n for n in (*vars(obj), *dir(type(obj))) if type(n) is str})
    found = hasattr(obj, name.value)
    if found != (name.value in names):
        return None
    decide(Kind.BRANCH, one_of(name.term, names), found, "hasattr() of a module")
    return found


#: the ``__setattr__``/``__delattr__`` of plain objects, classes and modules: what they
#: do with a name depends on the object's names only
_PLAIN_SETATTR = (object.__setattr__, type.__setattr__, types.ModuleType.__setattr__)
_PLAIN_DELATTR = (object.__delattr__, type.__delattr__, types.ModuleType.__delattr__)


def _store(obj: Any, name: Any, hooks: tuple[Any, ...], hook: str, what: str
           ) -> tuple[str, list[str]] | None:
    """The concrete name ``setattr``/``delattr`` of ``obj`` takes, after the decision over
    the object's names (one of ``dir(obj)``, and which; or none), and those names; None
    where the names do not describe what the store does (a ``__setattr__`` of the type's
    own, the layer's values): then the caller makes the name concrete, with its note."""
    if not isinstance(name, SymStr) or name.value is None:
        return None
    if getattr(type(obj), hook, None) not in hooks:
        return None
    names = _names(obj, storing=True)
    if names is None:
        return None
    plain: str = name.value
    _decide_name(name, names, what)
    return plain, names


#: per run (its tracer), by id: each object given an attribute by a symbolic name none
#: of its names, the object, and per such store the name and the names it had before
_ADDED: weakref.WeakKeyDictionary[Tracer, dict[int, tuple[Any, list[tuple[SymStr,
                                                                          frozenset[str]]]]]]
_ADDED = weakref.WeakKeyDictionary()


def _remember(obj: Any, name: SymStr, names: list[str]) -> None:
    tracer = active()
    if tracer is None:
        return
    stores = _ADDED.setdefault(tracer, {})
    entry = stores.get(id(obj))
    if entry is None or entry[0] is not obj:
        entry = stores[id(obj)] = (obj, [])
    entry[1].append((name, frozenset(names)))


def tying() -> bool:
    """Whether some object of a run got an attribute by a symbolic name (cheap: the
    runtime asks at every attribute read)."""
    return bool(_ADDED)


def tie_constant(obj: Any, attr: Any) -> None:
    """A read of ``obj``'s attribute ``attr`` by a constant name (``obj.attr``,
    ``getattr(obj, "attr")``, ``hasattr``): for each attribute a store gave ``obj`` by a
    symbolic name none of its names then, a decision whether that name is ``attr``
    (where ``attr`` was none of them), so that the read belongs to the path and its
    flip stores under ``attr``."""
    tracer = active()
    stores = _ADDED.get(tracer) if tracer is not None else None
    entry = stores.get(id(obj)) if stores and type(attr) is str else None
    if entry is None or entry[0] is not obj:
        return
    for name, before in entry[1]:
        if attr not in before:
            decide(Kind.BRANCH, one_of(name.term, [attr]), name.value == attr,
                   "an attribute set by a symbolic name")


def setattr_(fallback: Callable[..., Any], obj: Any, name: Any, value: Any) -> Any:
    """``setattr(obj, name, value)``: a symbolic name is one decision over the object's
    attribute names (the one the run set, or a new one, remembered for later reads by
    constant names: :func:`tie_constant`); the value is stored as it is (symbolic stays
    symbolic).  ``fallback`` makes the name concrete."""
    stored = _store(obj, name, _PLAIN_SETATTR, "__setattr__", "setattr() by a symbolic name")
    if stored is None:
        return fallback(obj, name, value)
    plain, names = stored
    setattr(obj, plain, value)  # CPython's errors (a read-only attribute, slots)
    if plain not in names:
        _remember(obj, name, names)
    return None


def delattr_(fallback: Callable[..., Any], obj: Any, name: Any) -> Any:
    """``delattr(obj, name)``, as :func:`setattr_`: a name none of the object's is
    CPython's ``AttributeError``."""
    stored = _store(obj, name, _PLAIN_DELATTR, "__delattr__", "delattr() by a symbolic name")
    if stored is None:
        return fallback(obj, name)
    return delattr(obj, stored[0])
