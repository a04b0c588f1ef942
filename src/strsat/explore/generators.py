"""A generator made by code that ran as written, stepped later with symbolic values
around (issue 38, item 1; brief "leftovers38" class 1).

``email.feedparser.FeedParser.__init__`` runs on concrete values (nothing symbolic is
given to it) and keeps ``self._parse = self._parsegen().__next__``: a generator of the
*original* ``_parsegen``, not yet started.  Later calls hand the parser symbolic lines
(``feed``, rewritten since its argument is symbolic), and each ``self._parse()`` steps
that generator, whose unrewritten code gives the lines to C code (``re``'s matching
raised ``TypeError: expected string or bytes-like object, got 'SymStr'``).

A generator that has not started yet holds nothing but its function's arguments (its
frame's locals), so it can be replaced whole: the first time the program steps it
(``next(g)``, ``g.__next__()``, ``g.send(v)``, a loop over it) while one of its
arguments holds symbolic values, the function's rewritten code is called with the same
arguments, and that generator stands for the original for the rest of the run (each
later step of the original goes to it).  A generator that started already runs as it is.

A generator expression made by a library function that ran as written (brief survey29:
natsort's ``try_float(x, map=True)``, called with an iterator, returns ``(fast_float(y,
nan=nan, key=on_fail) for y in x)``) is replaced the same way: its argument ``.0`` is an
iterator, which holds symbolic values when one of CPython's iterators (``iter(list)``,
``filter``, ``map`` ...) goes over values that do (read off its ``__reduce__``, not
stepped: :func:`_iterator_holds`), and its free variables get the *same* cells: CPython
3.11 copies them into the generator's frame before it returns the generator
(``COPY_FREE_VARS`` precedes ``RETURN_GENERATOR``) and the generator's traversal reports
them (``gc.get_referents``), the free ones last (:func:`_free_cells`), so the rewritten
generator sees a later rebinding as the original would.  When the cells cannot be told
apart the generator runs as it is.  As written, such a generator handed the symbolic
values to C code: ``unicodedata.numeric(x, ...)`` raised ``TypeError``, which natsort
catches, and the run's result differed from CPython's.
"""

from __future__ import annotations

import gc
import inspect
import types
import weakref
from collections.abc import Callable
from typing import Any

from ..python.context import active

#: generators replaced by their rewritten twin, each with the tracer of its run
_SWAPPED: weakref.WeakKeyDictionary[types.GeneratorType[Any, Any, Any],
                                    tuple[object, types.GeneratorType[Any, Any, Any]]] = \
    weakref.WeakKeyDictionary()


def _arguments(gen: types.GeneratorType[Any, Any, Any]
               ) -> tuple[list[Any], dict[str, Any]] | None:
    """The positional and keyword arguments the generator's function was called with
    (read off its frame before the first step), or None."""
    code = gen.gi_code
    frame = gen.gi_frame
    if frame is None:
        return None
    local = frame.f_locals
    names = code.co_varnames
    n, k = code.co_argcount, code.co_kwonlyargcount
    try:
        positional = [local[name] for name in names[:n]]
        keywords = {name: local[name] for name in names[n:n + k]}
        at = n + k
        if code.co_flags & inspect.CO_VARARGS:
            positional.extend(local[names[at]])
            at += 1
        if code.co_flags & inspect.CO_VARKEYWORDS:
            keywords.update(local[names[at]])
    except KeyError:
        return None
    return positional, keywords


#: CPython's iterators whose ``__reduce__`` tells what they iterate without stepping them
_REDUCIBLE: frozenset[type] = frozenset(map(type, (
    iter([0]), iter((0,)), iter(range(0)), filter(None, ()), map(abs, ()), zip(),
    enumerate(()), reversed([0]))))


def _iterator_holds(value: Any, holds: Callable[[Any], bool], depth: int = 0) -> bool:
    """Whether ``value`` is one of CPython's iterators, or a generator that has not
    started, over something that ``holds`` symbolic values (the iterator's
    ``__reduce__``'s arguments, the generator's, iterators in turn, a few deep:
    natsort's ``sep_inserter(try_float(filter(None, parts)))``)."""
    if depth > 4:
        return False
    parts: tuple[Any, ...] = ()
    if type(value) is types.GeneratorType:
        called = _arguments(value) if inspect.getgeneratorstate(value) == \
            inspect.GEN_CREATED else None
        parts = () if called is None else (*called[0], *called[1].values())
    elif type(value) in _REDUCIBLE:
        reduced = value.__reduce__()
        parts = reduced[1] if len(reduced) > 1 and isinstance(reduced[1], tuple) else ()
    return any(holds(p) or _iterator_holds(p, holds, depth + 1) for p in parts)


def _free_cells(gen: types.GeneratorType[Any, Any, Any]) -> tuple[types.CellType, ...] | None:
    """The cells of the free variables of a generator that has not started, in
    ``co_freevars``' order (``()`` for none), or None when they cannot be told apart:
    the frame's cells as the generator's traversal reports them (its cell variables,
    then its free ones), each holding what the frame reads under that name."""
    code = gen.gi_code
    n = len(code.co_freevars)
    frame = gen.gi_frame
    if not n or frame is None:
        return () if not n else None
    cells = [r for r in gc.get_referents(gen) if type(r) is types.CellType]
    if len(cells) != len(code.co_cellvars) + n:
        return None  # (a local holding a cell object of its own)
    free = tuple(cells[len(cells) - n:])
    local = frame.f_locals
    for name, cell in zip(code.co_freevars, free, strict=True):
        try:
            held = cell.cell_contents
        except ValueError:  # empty: a name the enclosing scope binds later
            if name in local:
                return None
            continue
        if name not in local or local[name] is not held:
            return None
    return free


def stand_in(gen: types.GeneratorType[Any, Any, Any],
             rewritten: Callable[[types.FunctionType], types.FunctionType | None],
             holds: Callable[[Any], bool]) -> types.GeneratorType[Any, Any, Any] | None:
    """The generator of rewritten code standing for ``gen`` in this run (made now when
    ``gen`` has not started and one of its arguments ``holds`` symbolic values), else
    None (``gen`` runs as it is)."""
    tracer = active()
    got = _SWAPPED.get(gen)
    if got is not None:
        if got[0] is tracer:
            return got[1]
        del _SWAPPED[gen]
    if inspect.getgeneratorstate(gen) != inspect.GEN_CREATED:
        return None
    called = _arguments(gen)
    if called is None or not any(holds(a) or _iterator_holds(a, holds)
                                 for a in (*called[0], *called[1].values())):
        return None
    cells = _free_cells(gen)
    if cells is None:
        return None
    frame = gen.gi_frame
    assert frame is not None
    func = types.FunctionType(gen.gi_code, frame.f_globals, gen.__name__, None, cells or None)
    func.__qualname__ = gen.__qualname__
    g = rewritten(func)
    if g is None or g.__code__ is gen.gi_code:
        return None
    made = g(*called[0], **called[1])
    if type(made) is not types.GeneratorType:
        return None
    _SWAPPED[gen] = (tracer, made)
    return made


__all__ = ["stand_in"]
