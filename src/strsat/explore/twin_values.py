"""Values at the boundary between C classes and their pure-Python twins (:mod:`.twins`):
an object's stored fields, an object made again from its ``__reduce__`` value with its
classes swapped, and the comparisons of a twin's outcome with the C callable's."""

from __future__ import annotations

import copyreg
from collections.abc import Callable
from typing import Any


def fields(obj: Any) -> list[tuple[str, Any]]:
    """The attributes an object stores (``__dict__`` and ``__slots__``)."""
    out: list[tuple[str, Any]] = []
    state = getattr(obj, "__dict__", None)
    if type(state) is dict:
        out.extend(state.items())
    for klass in type(obj).__mro__:
        slots = vars(klass).get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name in ("__dict__", "__weakref__"):
                continue
            mangled = f"_{klass.__name__.lstrip('_')}{name}" if name.startswith("__") \
                and not name.endswith("__") else name
            try:
                out.append((mangled, object.__getattribute__(obj, mangled)))
            except AttributeError:
                continue
    return out


def rebuild(reduced: Any, classes: dict[type, type], convert: Callable[[Any], Any]) -> Any:
    """An object made again from its ``__reduce__`` value with its classes swapped
    (``classes``) and its arguments converted."""
    if isinstance(reduced, str):
        raise TypeError("cannot convert a global reference")
    make, args, *rest = (*reduced, None, None, None)[:5]
    if make is copyreg.__newobj__:  # type: ignore[attr-defined]
        cls = classes.get(args[0], args[0])
        obj = cls.__new__(cls, *(convert(a) for a in args[1:]))
    else:
        make = classes.get(make, make) if isinstance(make, type) else make
        obj = make(*(convert(a) for a in args))
    state, items, pairs = rest
    if state is not None:
        setstate = getattr(obj, "__setstate__", None)
        if setstate is not None:
            setstate(convert(state) if not isinstance(state, tuple) else
                     tuple(convert(s) for s in state))
        elif isinstance(state, dict):
            obj.__dict__.update({k: convert(v) for k, v in state.items()})
    for item in items or ():
        obj.append(convert(item))
    for key, value in pairs or ():
        obj[convert(key)] = convert(value)
    return obj


PLAIN = (str, int, float, bool, bytes, type(None), complex)


def value_type(kind: type) -> bool:
    """Whether objects of ``kind`` are values (hashed by value: a date, a Decimal), which
    a copy stands for; not a mutable object the program keeps (a BytesIO, a dict)."""
    hashing = getattr(kind, "__hash__", None)
    return hashing is not None and hashing is not object.__hash__ and \
        not issubclass(kind, dict | list | set)


def comparable(value: Any, depth: int = 0) -> bool:
    """Whether a C result can be compared with the twin's (not an iterator, a file ...)."""
    if isinstance(value, PLAIN) or depth > 3:
        return True
    if type(value) in (tuple, list):
        return all(comparable(v, depth + 1) for v in value)
    if type(value) is dict:
        return all(comparable(k, depth + 1) and comparable(v, depth + 1)
                   for k, v in value.items())
    equal: Any = type(value).__eq__
    return equal is not object.__eq__


def same_value(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    try:
        if a == b:
            return True
    except Exception:  # noqa: BLE001 - compared by text below
        pass
    return repr(a) == repr(b)


def same_exception(a: BaseException, b: BaseException) -> bool:
    return type(a) is type(b) or isinstance(a, type(b)) or isinstance(b, type(a))


__all__ = ["PLAIN", "comparable", "fields", "rebuild", "same_exception",
           "same_value", "value_type"]
