"""Text beyond the SMT-LIB alphabet meeting a symbolic value: the operation runs on
concrete values, with a note (issue 38).

SMT-LIB 2.6's strings are sequences of code points U+0000..U+2FFFF; CPython's ``str``
reaches U+10FFFF.  A symbolic string is a String term, so it always stands for text of
the alphabet, but the *plain* text it meets (``s + "\\U00030000"``, ``"\\U00030000" in s``,
a dict key, a pattern, a replacement, a fill character) may lie beyond it: there is no
String literal for it (:func:`strsat.terms.string` raises
:class:`~strsat.errors.OutsideAlphabetError`).  Such an operation is outside the
modelled fragment, like every operation :func:`~strsat.python.context.fallback` runs:
in a concrete execution its operands are made concrete (each a recorded ``CONCRETE``
decision, so the path stays sound) and CPython's own operation computes the result,
with a note naming the operation (and, under ``strsat explore``, the line); outside one
(a :class:`~strsat.python.Path`) it is an :class:`~strsat.errors.UnsupportedError`.

The guard sits at each *entry* of the layer, where the operation CPython would run is
known: every method and operator of :class:`~strsat.python.strings.SymStr`
(:func:`guard_methods`, CPython's ``str`` method of the same name), and the explorer's
hooks (``in``, ``obj[key]``, comparisons, calls of a model), each wrapped by
:func:`guarded` with the plain operation.  The operands are made concrete deeply: a
tuple of prefixes or a list of parts holding symbolic strings gives plain ones.
"""

from __future__ import annotations

import functools
import threading
import types
from collections.abc import Callable
from typing import Any, TypeVar

from ..errors import OutsideAlphabetError
from .context import fallback

F = TypeVar("F", bound=Callable[..., Any])

#: the reflected operators of ``str``, which ``str`` itself does not define
_REFLECTED: dict[str, Callable[[Any, Any], Any]] = {
    "__radd__": lambda a, b: b + a, "__rmul__": lambda a, b: b * a,
    "__rmod__": lambda a, b: b % a}


def concrete(value: Any, what: str) -> Any:
    """``value`` with every symbolic value in it (in lists, tuples, sets, dicts, one
    level of nesting after another) made concrete: a recorded ``CONCRETE`` decision
    each (:meth:`strsat.python.values.SymValue._concrete`)."""
    if hasattr(value, "_concrete") and getattr(value, "term", None) is not None:
        return value._concrete(what)
    kind = type(value)
    if kind is list or kind is tuple:
        return kind(concrete(x, what) for x in value)
    if kind is set or kind is frozenset:
        return kind(concrete(x, what) for x in value)
    if kind is dict:
        return {concrete(k, what): concrete(v, what) for k, v in value.items()}
    return value


def run_concretely(what: str, run: Callable[..., Any], args: tuple[Any, ...],
                   kwargs: dict[str, Any],
                   made_concrete: Callable[[Any, str], Any] = concrete) -> Any:
    """``run`` on the concrete values of ``args``/``kwargs`` (``made_concrete``, by
    default :func:`concrete`), with a note, in a concrete execution
    (:class:`~strsat.python.Trace`); an ``UnsupportedError`` elsewhere: the layer's
    :func:`~strsat.python.context.fallback`, with operands made concrete deeply."""
    detail = f"{what} with text beyond U+2FFFF (outside the SMT-LIB alphabet)"

    def plain_run() -> Any:  # the operands made concrete deeply, once fallback allows it
        return run(*(made_concrete(a, detail) for a in args),
                   **{k: made_concrete(v, detail) for k, v in kwargs.items()})

    return fallback(detail, [], plain_run)


def guarded(run: Callable[..., Any], what: str) -> Callable[[F], F]:
    """A decorator: the function, and where it meets text beyond the alphabet
    (:class:`~strsat.errors.OutsideAlphabetError`), ``run`` (the plain operation, on the
    same arguments) by :func:`run_concretely`; a guarded operation inside another leaves
    the error to the outer one."""

    def wrap(fn: F) -> F:
        @functools.wraps(fn)
        def guard(*args: Any, **kwargs: Any) -> Any:
            if _OUTERMOST.depth:  # inside another guarded operation: it names the note
                return fn(*args, **kwargs)
            _OUTERMOST.depth = 1
            try:
                return fn(*args, **kwargs)
            except OutsideAlphabetError:
                _OUTERMOST.depth = 0
                return run_concretely(what, run, args, kwargs)
            finally:
                _OUTERMOST.depth = 0
        return guard  # type: ignore[return-value]
    return wrap


class _Depth(threading.local):
    """Whether a guarded operation is running (in this thread): only the outermost one
    catches, so that the note names the operation the program wrote (``re.sub``, not
    the ``+`` it is built from)."""

    depth = 0


_OUTERMOST = _Depth()


#: methods of ``SymStr`` not guarded: they meet no text of their own
_UNGUARDED = frozenset({
    "__init__", "__new__", "__len__", "__bool__", "__iter__", "__hash__", "__repr__",
    "__str__", "__int__", "__float__", "__getattr__", "__format__", "of", "length"})


def guard_methods(base: type | types.ModuleType, prefix: str) -> Callable[[type], type]:
    """A class decorator: every public method and operator the class defines that
    ``base`` (``str``) has too, reflected operators included, guarded with ``base``'s
    own (:func:`guarded`; the note names ``prefix.name``).  ``base`` a module (``re``,
    whose stand-in the class is): the module's function of the name, without the
    stand-in instance."""

    def decorate(cls: type) -> type:
        for name, fn in list(vars(cls).items()):
            if name in _UNGUARDED or not callable(fn) or isinstance(fn, type):
                continue
            if name.startswith("_") and not (name.startswith("__") and name.endswith("__")):
                continue
            run = _REFLECTED.get(name) or getattr(base, name, None)
            if run is None:
                continue
            if isinstance(base, types.ModuleType):  # a stand-in's method: the module's function
                run = functools.partial(_unbound, run)
            if isinstance(fn, staticmethod | classmethod):
                continue
            setattr(cls, name, guarded(run, _label(prefix, name))(fn))
        return cls
    return decorate


def _unbound(run: Callable[..., Any], _stand_in: Any, *args: Any, **kwargs: Any) -> Any:
    return run(*args, **kwargs)


_OPERATORS = {"__add__": "+", "__radd__": "+", "__mul__": "*", "__rmul__": "*",
              "__mod__": "%", "__rmod__": "%", "__lt__": "<", "__le__": "<=", "__gt__": ">",
              "__ge__": ">=", "__eq__": "==", "__ne__": "!=", "__contains__": "in",
              "__getitem__": "[]"}


def _label(prefix: str, name: str) -> str:
    op = _OPERATORS.get(name)
    if op is not None:
        return f"{prefix} {op}"
    return f"{prefix}.{name}"


__all__ = ["concrete", "guard_methods", "guarded", "run_concretely"]
