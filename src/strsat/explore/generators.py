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
later step of the original goes to it).  A generator that started already, or whose
code has free variables (its closure is not reachable from the generator), runs as it is.
"""

from __future__ import annotations

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
    if inspect.getgeneratorstate(gen) != inspect.GEN_CREATED or gen.gi_code.co_freevars:
        return None
    called = _arguments(gen)
    if called is None or not any(map(holds, (*called[0], *called[1].values()))):
        return None
    frame = gen.gi_frame
    assert frame is not None
    func = types.FunctionType(gen.gi_code, frame.f_globals, gen.__name__)
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
