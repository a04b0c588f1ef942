"""Builtins and ``itertools`` iterating symbolic strings (brief "exclass", class 5).

CPython's ``list()``, ``sorted()``, ``tuple()`` ... ask an iterable for its length first
(``__len__`` as a length hint), which for a symbolic ``str`` would pin its length.  They
get the layer's iterator of the string instead (:func:`chars`: one decision ``i <
len(s)`` per character, as ``for ch in s``), and ``reversed(s)`` the list of those
characters.

The functions of ``itertools`` only pass values along, compare them (``groupby``'s
``==``, a decision of the layer) or call the callables they are given: with a
symbolic argument they run as they are (nothing is made concrete), their iterable
arguments as :func:`chars`, their callables as the explorer passes them to ``map``
(:data:`ITERTOOLS` says which argument is which).  ``repeat(s, n)`` repeats the object
itself.  A symbolic count (``islice(it, n)``) is made concrete by C's ``__index__``, with
a note.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from ..python import SymStr
from ..python.bytes_values import SymBytes

#: the arguments of an ``itertools`` function: the positions of its iterable arguments
#: (None: every positional one), of its callable ones, and its callable keywords
Spec = tuple[tuple[int, ...] | None, tuple[int, ...], tuple[str, ...]]
_SPECS: dict[str, Spec] = {
    "chain": (None, (), ()), "zip_longest": (None, (), ()), "product": (None, (), ()),
    "islice": ((0,), (), ()), "permutations": ((0,), (), ()),
    "combinations": ((0,), (), ()), "combinations_with_replacement": ((0,), (), ()),
    "pairwise": ((0,), (), ()), "groupby": ((0,), (1,), ("key",)),
    "takewhile": ((1,), (0,), ()), "dropwhile": ((1,), (0,), ()),
    "filterfalse": ((1,), (0,), ()), "starmap": ((1,), (0,), ()),
    "compress": ((0, 1), (), ()), "accumulate": ((0,), (1,), ("func",)),
    "tee": ((0,), (), ()), "cycle": ((0,), (), ()), "repeat": ((), (), ()),
    "count": ((), (), ()),
}
#: the ``itertools`` functions by id, with their :data:`Spec`
ITERTOOLS: dict[int, Spec] = {id(getattr(itertools, name)): spec
                              for name, spec in _SPECS.items() if hasattr(itertools, name)}


def chars(obj: Any, sequence: bool = False) -> Any:
    """A symbolic ``str``/``bytes`` as the layer's iterator of its items (``sequence``:
    the list of them, for ``reversed``); anything else as it is."""
    if not isinstance(obj, SymStr | SymBytes):
        return obj
    return list(iter(obj)) if sequence else iter(obj)


def itertools_call(f: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                   iterable: Callable[[Any], Any], callable_: Callable[[Any], Any]) -> Any:
    """``f(*args, **kwargs)`` for an ``itertools`` function (see the module docstring):
    ``iterable`` and ``callable_`` prepare its iterable and callable arguments."""
    positions, callables, keywords = ITERTOOLS[id(f)]
    spots = range(len(args)) if positions is None else positions
    prepared = list(args)
    for i in spots:
        if i < len(prepared):
            prepared[i] = chars(iterable(prepared[i]))
    for i in callables:
        if i < len(prepared) and prepared[i] is not None:
            prepared[i] = callable_(prepared[i])
    for name in keywords:
        if kwargs.get(name) is not None:
            kwargs[name] = callable_(kwargs[name])
    return f(*prepared, **kwargs)


__all__ = ["ITERTOOLS", "chars", "itertools_call"]
