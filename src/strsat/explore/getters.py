"""``operator.itemgetter``, ``attrgetter`` and ``methodcaller`` objects called on values
that hold symbolic ones (issue 38: they are C callables, so the runtime made what they
were given concrete -- ``sorted(pairs, key=itemgetter(1))`` aside, which passes keys
along).  Each is what it stands for, run through the runtime's own hooks: ``g(obj)`` is
``obj[i]`` (a tuple of them for several items), ``obj.a.b`` (dotted names followed), or
``obj.name(*args, **kwargs)``, so a symbolic subscript, a property of a followed class
or a ``str`` method of a symbolic string is the layer's.  The objects' settings come from
their ``__reduce__`` (CPython's own description of them)."""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import Any

#: the getter types modelled
GETTERS = frozenset({operator.itemgetter, operator.attrgetter, operator.methodcaller})


def getter_call(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                getitem: Callable[[Any, Any], Any], attribute: Callable[[Any, str], Any],
                method: Callable[..., Any]) -> Callable[[], Any] | None:
    """The call ``f(*args, **kwargs)`` of a getter, ready to run through the runtime's
    ``getitem``/``attribute``/``method`` hooks; None for another callable or a call of
    the wrong shape (CPython's own call raises its ``TypeError``)."""
    if type(f) not in GETTERS or len(args) != 1 or kwargs:
        return None
    obj = args[0]
    made, spec = f.__reduce__()
    if type(f) is operator.itemgetter:
        if len(spec) == 1:
            return lambda: getitem(obj, spec[0])
        return lambda: tuple(getitem(obj, i) for i in spec)
    if type(f) is operator.attrgetter:
        def path(dotted: str) -> Any:
            value = obj
            for name in dotted.split("."):
                value = attribute(value, name)
            return value
        if len(spec) == 1:
            return lambda: path(spec[0])
        return lambda: tuple(path(d) for d in spec)
    if type(made) is functools.partial:  # methodcaller(name, *args, **kwargs)
        name, given, keywords = made.args[0], spec, made.keywords
    else:
        name, given, keywords = spec[0], spec[1:], {}
    return lambda: method(obj, name, *given, **keywords)


__all__ = ["GETTERS", "getter_call"]
