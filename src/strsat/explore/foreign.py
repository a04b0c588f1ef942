"""Reading an attribute of a library's object for the explorer's own bookkeeping (issue
38, survey 22).

The explorer looks over the namespaces of the modules a run follows (their ``functools``
caches to empty, the functions whose arcs to measure) and asks each object for
``__func__``, ``__wrapped__``, ``cache_clear`` or ``__code__``.  ``getattr`` with a
default only swallows ``AttributeError``; an object whose own ``__getattr__`` raises
something else for every name it lacks (pyasn1's schema objects and its ``noValue``
raise ``PyAsn1Error``; a proxy outside its context raises ``RuntimeError``) would stop
the exploration, or make the plain call that confirms an input raise where the
program does not.  Such an object has no such attribute, as far as the explorer cares.
"""

from __future__ import annotations

from typing import Any


def attr_or(obj: Any, name: str, default: Any = None) -> Any:
    """``getattr(obj, name, default)``, with ``default`` also when the object's own
    attribute hook raises any other exception."""
    try:
        return getattr(obj, name, default)
    except Exception:  # noqa: BLE001 - a foreign __getattr__'s error means "no attribute"
        return default


def has_attr(obj: Any, name: str) -> bool:
    """``hasattr(obj, name)``, false also when the object's attribute hook raises."""
    marker = object()
    return attr_or(obj, name, marker) is not marker


def unwrapped(f: Any) -> Any:
    """``inspect.unwrap(f)`` (the function under decorators that keep it as
    ``__wrapped__``), reading ``__wrapped__`` with :func:`attr_or`; at most 100 levels."""
    for _ in range(100):
        inner = attr_or(f, "__wrapped__")
        if inner is None or inner is f:
            return f
        f = inner
    return f
