"""Instances of a ``str`` or ``int`` subclass holding a symbolic value (brief loopbound,
issue 38; ``int`` subclasses: brief classes23).

``class Terminal(str)`` (``email._header_value_parser``), a ``class Name(str)`` of a
program: CPython builds them with ``str.__new__(cls, value)``, which takes a real string,
so a symbolic value given to one used to be made concrete.  Here such an instance is a
:class:`~strsat.python.SymStr` of a class made for ``cls`` (:func:`hybrid_class`), so
every ``str`` operation on it (methods, comparisons, slicing, ``in``, ``len``) stays
symbolic, while the subclass's own attributes stay its own:

* the hybrid classes mirror the part of ``cls``'s method resolution order that comes
  before ``str`` (``ValueTerminal`` -> ``Terminal``), one class each, each holding the
  special methods (``__eq__``, ``__str__``, ``__hash__`` ...) its class defines, so
  Python's operators find an override before ``SymStr``'s; a zero-argument ``super()``
  in such a method reaches the next class of the chain, and from the last one
  ``SymStr`` (``str``'s behaviour, symbolic);
* every other attribute (methods, properties, class attributes) is found by
  :func:`class_attribute` along ``cls``'s own order, which the explorer's attribute
  hook uses (the names may clash with the layer's own: ``ValueTerminal.value`` is a
  property, ``SymStr.value`` the concrete value);
* instances take attributes (``self.token_type = ...``), in their ``__dict__``;
* ``isinstance``/``type`` see ``cls`` (:func:`stands_for`), and code that needs a real
  string gets a real instance of ``cls`` with the same attributes (:func:`real`).

The same holds for a subclass of ``int`` (pydantic's ``ByteSize``, pyasn1's
``SizedInteger``): its instance is a :class:`~strsat.python.SymInt` of a hybrid class, so
arithmetic and comparisons on it decide on the input and give plain ``int`` results, as
CPython's ``int`` methods do on a subclass.

Partial: ``cls`` with ``__slots__`` keeps its attributes in the ``__dict__``; a
subclass that sets an attribute named ``term`` or ``value`` on itself overwrites the
layer's fields (refused: ``AttributeError``); classes after ``str`` in the order (a mixin
in ``class X(str, Mixin)``) lend their non-special attributes only.
"""

from __future__ import annotations

import types
from typing import Any

from .strings import SymStr
from .values import SymInt, SymValue

#: the builtin classes whose subclasses get hybrid classes, and the layer's class of each
_LAYER: dict[type, type] = {str: SymStr, int: SymInt}
#: the class attribute naming the ``str`` subclass a hybrid class stands for
STANDS_FOR = "__strsat_class__"
#: what a hybrid class never copies: the class's own bookkeeping and construction
#: (an instance is made by :func:`subclass_value`, not by calling the class)
_KEPT_OUT = frozenset({
    "__new__", "__init__", "__module__", "__qualname__", "__doc__", "__dict__",
    "__weakref__", "__slots__", "__init_subclass__", "__class_getitem__",
    "__getnewargs__", "__getnewargs_ex__", "__reduce__", "__reduce_ex__", "__getstate__",
    "__setstate__", "__annotations__", "__abstractmethods__", "__parameters__",
    "__orig_bases__", "__class__", "__getattribute__", "__setattr__", "__delattr__",
    "__match_args__", "__firstlineno__", "__static_attributes__"})
#: the layer's own fields, which an instance may not set
_FIELDS = frozenset(SymValue.__slots__)
_MISSING = object()
_HYBRIDS: dict[type, type] = {}
#: :func:`rebased` functions by the id of the original and the hybrid class (the
#: originals live in their classes' dicts)
_REBASED: dict[tuple[int, type], Any] = {}


def _set(self: Any, name: str, value: Any) -> None:
    if name in _FIELDS:
        raise AttributeError(f"strsat: a symbolic {type(self).__name__} cannot set "
                             f"its attribute {name!r} (the layer's own)")
    object.__setattr__(self, name, value)


def _delete(self: Any, name: str) -> None:
    if name in _FIELDS:
        raise AttributeError(f"strsat: a symbolic {type(self).__name__} cannot delete "
                             f"its attribute {name!r}")
    object.__delattr__(self, name)


def builtin_base(cls: type) -> type | None:
    """The first of ``str`` and ``int`` in ``cls``'s method resolution order, else None
    (``bool`` is no such subclass: it cannot be subclassed, and the layer has its own)."""
    if cls is bool:
        return None
    return next((klass for klass in cls.__mro__ if klass in _LAYER), None)


def _before_base(cls: type) -> list[type]:
    """The classes of ``cls``'s method resolution order before ``str`` (or ``int``)."""
    order = []
    for klass in cls.__mro__:
        if klass in _LAYER:
            break
        order.append(klass)
    return order


def hybrid_class(cls: type) -> type:
    """The ``SymStr`` (``SymInt``) subclass standing for the ``str`` (``int``) subclass
    ``cls`` (see the module docstring), made once per class."""
    known = _HYBRIDS.get(cls)
    if known is not None:
        return known
    base: type = _LAYER[builtin_base(cls) or str]
    for klass in reversed(_before_base(cls)):
        made = _HYBRIDS.get(klass)
        if made is None:
            made = type(klass.__name__, (base,), {
                "__module__": klass.__module__, "__qualname__": klass.__qualname__,
                STANDS_FOR: klass, "__setattr__": _set, "__delattr__": _delete})
            for name, raw in vars(klass).items():
                if name.startswith("__") and name.endswith("__") and name not in _KEPT_OUT \
                        and type(raw) is not types.MemberDescriptorType:
                    setattr(made, name, rebased(raw, made))
            _HYBRIDS[klass] = made
        base = made
    return base


def is_hybrid(kind: type) -> bool:
    """Whether ``kind`` is a hybrid class (:func:`hybrid_class`)."""
    return STANDS_FOR in getattr(kind, "__dict__", {})


def stands_for(kind: type) -> type | None:
    """The ``str`` subclass the hybrid class ``kind`` stands for, else None."""
    return vars(kind).get(STANDS_FOR) if is_hybrid(kind) else None


def own_repr(obj: Any) -> bool:
    """Whether ``obj`` is an instance of a hybrid class whose ``str`` subclass (or a base
    before ``str``) writes ``__repr__``: its ``repr()`` is that method, not ``str``'s."""
    return is_hybrid(type(obj)) and not missing(class_attribute(obj, "__repr__")[0])


def subclass_value(cls: type, value: SymValue) -> Any:
    """An instance of ``cls`` (a ``str`` or ``int`` subclass) whose value is ``value`` (a
    ``SymStr`` or ``SymInt``): what ``str.__new__(cls, value)`` (``int.__new__``) makes."""
    obj: Any = object.__new__(hybrid_class(cls))
    SymValue.__init__(obj, value.term, value.value)
    return obj


def class_attribute(obj: Any, name: str, start: type | None = None
                    ) -> tuple[Any, type | None]:
    """``name`` as the class ``obj`` stands for (or a base before ``str``, or a class
    after it that ``str`` does not shadow) defines it, unbound, with the hybrid class of
    the class that defines it (None for a class after ``str``); ``(_MISSING, None)`` when
    only ``str`` (``SymStr``) or the instance has it.  For an ``int`` subclass, ``int``
    in place of ``str``.  ``start``: look after that class
    of the order only (``super()`` in one of its methods)."""
    cls = stands_for(type(obj))
    if cls is None:
        return _MISSING, None
    base = builtin_base(cls) or str
    order = cls.__mro__
    if start is not None and start in order:
        order = order[order.index(start) + 1:]
    after = base not in order
    for klass in order:
        if klass is base:
            if name in vars(base):
                return _MISSING, None
            after = True
            continue
        if klass is object:
            break
        found = vars(klass).get(name, _MISSING)
        if found is not _MISSING:
            return found, None if after else _HYBRIDS.get(klass)
    return _MISSING, None


def missing(raw: Any) -> bool:
    return raw is _MISSING


def rebased(raw: Any, owner: type | None) -> Any:
    """``raw`` (a function, or a property, staticmethod or classmethod of functions) with
    the ``__class__`` cell of its zero-argument ``super()`` pointing at the hybrid class
    ``owner``, so that ``super()`` works on a hybrid instance."""
    if owner is None:
        return raw
    key = (id(raw), owner)
    known = _REBASED.get(key)
    if known is None:
        known = _REBASED[key] = _rebase(raw, owner)
    return known


def _rebase(raw: Any, owner: type) -> Any:
    if isinstance(raw, property):
        fget, fset, fdel = (rebased(f, owner) if f is not None else None
                            for f in (raw.fget, raw.fset, raw.fdel))
        return property(fget, fset, fdel, raw.__doc__)
    if isinstance(raw, staticmethod | classmethod):
        return type(raw)(rebased(raw.__func__, owner))
    if type(raw) is not types.FunctionType or "__class__" not in raw.__code__.co_freevars:
        return raw
    cells = tuple(types.CellType(owner) if var == "__class__" else cell
                  for var, cell in zip(raw.__code__.co_freevars, raw.__closure__ or (),
                                       strict=True))
    made = types.FunctionType(raw.__code__, raw.__globals__, raw.__name__,
                              raw.__defaults__, cells)
    made.__kwdefaults__ = raw.__kwdefaults__
    made.__qualname__ = raw.__qualname__
    made.__dict__.update(raw.__dict__)
    return made


def real(obj: Any, value: str | int) -> Any:
    """A real instance of the class the hybrid ``obj`` stands for, of the string (int)
    ``value``, with ``obj``'s attributes: what C code and the output get."""
    cls = stands_for(type(obj))
    assert cls is not None
    made: Any = (builtin_base(cls) or str).__new__(cls, value)
    state = getattr(made, "__dict__", None)
    if state is not None:
        state.update(vars(obj))
    return made


__all__ = ["builtin_base", "class_attribute", "hybrid_class", "is_hybrid", "missing",
           "own_repr", "real", "rebased", "stands_for", "subclass_value"]
