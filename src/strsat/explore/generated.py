"""Functions made by ``exec``/``eval``, and the Python functions they call (issue 38).

A dataclass's ``__init__``, an attrs class's ``__init__``, a namedtuple's ``__new__``
are compiled from generated text: they have no source, so :mod:`.callees` cannot
rewrite them, and they run as written.  What they mostly do is store their arguments
(symbolic values stay symbolic), but they also *call* Python code: a dataclass's
``__init__`` calls ``self.__post_init__()`` and its fields' default factories, an attrs
``__init__`` its converters and validators.  Called from code as written, those
functions would run as written too, so the checks a library puts in ``__post_init__``
would make the input concrete (``int(self.text)``) where the same lines in a plain
method stay symbolic.

:func:`run_generated` runs such a function with the Python functions its code reaches
*rebound* for the call: the globals it loads, the functions in its closure cells and the
attributes it reads of its first argument's class.  Each is replaced by a function that
hands the call to the runtime (``call``: rewritten, or a model), and put back when the
call returns or raises.  Bindings that are not plain Python functions (C functions,
classes, descriptors, the program's own rewritten code) are left alone.
"""

from __future__ import annotations

import dis
import os
import types
import weakref
from collections.abc import Callable
from typing import Any

#: the names a generated code object loads: (globals, attributes), by code object; an
#: entry leaves with its code (a long session makes classes, and their ``__init__``, anew)
_NAMES: weakref.WeakKeyDictionary[types.CodeType, tuple[tuple[str, ...], tuple[str, ...]]] = \
    weakref.WeakKeyDictionary()

_GLOBAL_OPS = frozenset({"LOAD_GLOBAL", "LOAD_NAME"})
_ATTRIBUTE_OPS = frozenset({"LOAD_ATTR", "LOAD_METHOD"})


def generated(f: object) -> bool:
    """Whether ``f`` is a pure-Python function compiled from text no file holds: its code
    names a made-up file, one that opens with an angle bracket as ``compile`` callers
    write it (``exec``'s ``"<string>"``; networkx's ``argmap`` wrappers, every
    ``@nx._dispatchable`` function, compile theirs as ``"<class '...argmap'> compilation
    4"``) and is no file on disk, other than a frozen module's (``"<frozen posixpath>"``,
    whose module has its own source file).  A path (a module in a zip archive, a
    relative name) is not taken for one.

    Asked once the explorer found no source to rewrite ``f`` from (an IPython cell or a
    ``doctest`` example, whose text :mod:`linecache` holds, is rewritten before).
    :mod:`linecache` is no witness here: ``linecache.getlines(name, f.__globals__)``
    hands back the defining module's source under any name (its loader's
    ``get_source``), which is networkx's ``decorators.py`` for its compiled wrappers."""
    if type(f) is not types.FunctionType:
        return False
    name = f.__code__.co_filename
    return name == "<string>" or (name.startswith("<") and not name.startswith("<frozen ")
                                  and not os.path.isfile(name))


def _names(code: types.CodeType) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The global names and the attribute names ``code`` loads."""
    known = _NAMES.get(code)
    if known is None:
        loads = [(ins.opname, ins.argval) for ins in dis.get_instructions(code)]
        known = (tuple(dict.fromkeys(str(v) for op, v in loads if op in _GLOBAL_OPS)),
                 tuple(dict.fromkeys(str(v) for op, v in loads if op in _ATTRIBUTE_OPS)))
        _NAMES[code] = known
    return known


def run_generated(f: types.FunctionType, args: tuple[Any, ...], kwargs: dict[str, Any],
                  call: Callable[..., Any], routable: Callable[[object], bool]) -> Any:
    """``f(*args, **kwargs)`` with the Python functions its code reaches rebound to
    ``call`` for the call (``routable`` says which functions to hand over)."""
    undo: list[_Binding] = []
    try:
        _rebind_globals(f, routable, call, undo)
        _rebind_cells(f, routable, call, undo)
        if args:
            _rebind_attributes(f.__code__, type(args[0]), routable, call, undo)
        return f(*args, **kwargs)
    finally:
        for binding in reversed(undo):
            binding.restore()


class _Binding:
    """One binding rebound for the call, and how to put it back: a key of a namespace
    dict, a closure cell, or an attribute of a class (deleted again when the class did
    not hold it itself)."""

    __slots__ = ("where", "key", "value", "had")

    def __init__(self, where: Any, key: str, value: object, had: bool = True) -> None:
        self.where, self.key, self.value, self.had = where, key, value, had

    def restore(self) -> None:
        if isinstance(self.where, dict):
            self.where[self.key] = self.value
        elif isinstance(self.where, types.CellType):
            self.where.cell_contents = self.value
        elif self.had:
            setattr(self.where, self.key, self.value)
        else:
            delattr(self.where, self.key)


def _routed(original: Any, call: Callable[..., Any]) -> Callable[..., Any]:
    """A plain function (bound as a method where a class holds it) that hands its call
    of ``original`` to ``call``."""

    def routed(*args: Any, **kwargs: Any) -> Any:
        return call(original, *args, **kwargs)

    routed.__name__ = getattr(original, "__name__", "routed")
    routed.__qualname__ = getattr(original, "__qualname__", "routed")
    return routed


def _rebind_globals(f: types.FunctionType, routable: Callable[[object], bool],
                    call: Callable[..., Any], undo: list[_Binding]) -> None:
    space = f.__globals__
    for name in _names(f.__code__)[0]:
        value = space.get(name)
        if routable(value):
            undo.append(_Binding(space, name, value))
            space[name] = _routed(value, call)


def _rebind_cells(f: types.FunctionType, routable: Callable[[object], bool],
                  call: Callable[..., Any], undo: list[_Binding]) -> None:
    for cell in f.__closure__ or ():
        try:
            value = cell.cell_contents
        except ValueError:  # an empty cell
            continue
        if routable(value):
            undo.append(_Binding(cell, "cell_contents", value))
            cell.cell_contents = _routed(value, call)


def _rebind_attributes(code: types.CodeType, cls: type, routable: Callable[[object], bool],
                       call: Callable[..., Any], undo: list[_Binding]) -> None:
    for name in _names(code)[1]:
        for klass in cls.__mro__:
            if name in vars(klass):
                value = vars(klass)[name]
                break
        else:
            continue
        if not routable(value):
            continue
        binding = _Binding(cls, name, value, name in vars(cls))
        try:
            setattr(cls, name, _routed(value, call))
        except (AttributeError, TypeError):  # a C class, a frozen namespace
            continue
        undo.append(binding)
