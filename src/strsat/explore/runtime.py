"""The hooks the rewritten module calls (see :mod:`.instrument`).

Calls are split in two.  The module's own functions and classes, the methods of
symbolic values, the containers' methods and the builtins that only pass values
along (``sorted``, ``zip``, ``max`` ...) get symbolic arguments as they are, so
every decision inside them is recorded.  Anything else -- C code, other
libraries, I/O -- gets plain values: each symbolic argument (also inside lists,
tuples, sets and dicts) is made concrete, which the tracer records as
``term == value`` (a *pin*: later inputs keep that value), with a note naming
the callee; so does an explicit ``hash()``.  ``print`` shows the concrete values without pinning.

The module keeps Python's own builtins (``str``, ``int``, ``bool``, ``len``,
``isinstance``, ``type`` ...): a *call* of one of them with a symbolic argument
goes to the layer's version (``str(n)`` is the symbolic ``str_(n)``), and
``isinstance``/``type`` see a ``SymStr`` as a ``str`` and a ``SymInt`` as an
``int``.  A cache (``functools.lru_cache``/``cache``) around a module function is
called through to the function when an argument is symbolic (hashing would pin
it); ``functools.partial`` of a module function passes its arguments along.

A lookup in a dict or a set (``d[k]``, ``d.get(k)``, ``k in d``) where the key or
a stored key is symbolic compares the keys one by one (a decision each, as a
chain of ``if`` s would be): hashing decides nothing the solver could flip.
"""

from __future__ import annotations

import builtins
import functools
import os
import re
import sys
import types
from collections.abc import Callable
from functools import reduce
from typing import Any

from ..python import SymBool, SymInt, SymStr, SymValue, active, str_method
from ..python import re as python_re
from ..python.builtins import bool_, chr_, int_, len_, ord_, range_, str_
from ..python.bytes_builtins import bytearray_, bytes_, bytes_method
from ..python.bytes_values import SymBytes
from ..python.sequences import OPERATORS, compare_sequences
from .instrument import (
    BRANCH,
    CALL,
    COMPARE,
    FORMAT,
    FSTRING,
    GETITEM,
    IN,
    METHOD,
    PERCENT,
    uncached,
)

#: Builtins that only pass their arguments along (or call their methods): symbolic
#: values go through them unchanged.
PASS_THROUGH = (
    "abs", "all", "any", "callable", "delattr", "dict", "divmod", "enumerate", "filter",
    "frozenset", "getattr", "hasattr", "id", "isinstance", "issubclass", "iter", "list",
    "map", "max", "min", "next", "object", "pow", "repr", "reversed", "round", "set", "setattr",
    "slice", "sorted", "sum", "super", "tuple", "type", "vars", "zip", "ascii", "format",
    "property", "staticmethod", "classmethod",
)
_PASS_IDS = frozenset(id(getattr(builtins, n)) for n in PASS_THROUGH)
_CONTAINERS = (list, tuple, dict, set, frozenset)
#: What a call of a builtin becomes when an argument is symbolic.
_SYMBOLIC_BUILTINS: dict[int, Callable[..., Any]] = {
    id(builtins.len): len_, id(builtins.int): int_, id(builtins.str): str_,
    id(builtins.ord): ord_, id(builtins.chr): chr_, id(builtins.bool): bool_,
    id(builtins.range): range_, id(builtins.isinstance): lambda o, c: isinstance_(o, c),
    id(builtins.bytes): bytes_, id(builtins.bytearray): bytearray_,
    id(builtins.type): lambda *a: type_(*a),
    id(os.fspath): lambda p: fspath(p), id(os.fsdecode): lambda p: fspath(p),
}
#: Largest dict or set whose keys a symbolic key is compared with one by one.
KEY_LIMIT = 256
_DEPTH = 4


class Runtime:
    """The hooks for one rewritten module and the modules of its package that its calls
    enter (``files``: their source files; ``modules``: their ``__name__``, which their
    classes carry; ``root``: the package's folder; all set by :meth:`bind`)."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.modules: set[str] = set()
        self.root: str | None = None
        #: the rewritten namespaces of the package's other modules, by file
        self.loaded: dict[str, dict[str, Any] | None] = {}

    @property
    def module(self) -> str:
        return next(iter(self.modules), "")

    def bind(self, file: str, module: str, root: str | None = None) -> None:
        self.files.add(file)
        self.modules.add(module)
        if self.root is None:
            self.root = root

    def hooks(self) -> dict[str, Any]:
        table: dict[str, Any] = {}
        table.update({CALL: self.call, METHOD: self.method, IN: contains, GETITEM: getitem,
                      FSTRING: fstring, FORMAT: format_piece, PERCENT: percent,
                      BRANCH: branch, COMPARE: compare,
                      "print": print_plain,
                      "__import__": import_})
        return table

    # -- calls ------------------------------------------------------------------------------

    def call(self, f: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        if getattr(f, "__self__", None) is python_re and _bytes_pattern(args, kwargs):
            # the layer's re models str patterns; a bytes pattern is the real module's
            real = getattr(re, getattr(f, "__name__", ""))
            return self.foreign(real, args, kwargs) if _symbolic_in(args, kwargs) \
                else real(*args, **kwargs)
        if id(f) in _HIGHER_ORDER:  # map(str, xs), sorted(xs, key=str.lower) ...
            if args and id(f) in (_MAP, _FILTER):
                args = (symbolic_callable(args[0]), *args[1:])
            if "key" in kwargs:
                kwargs["key"] = symbolic_callable(kwargs["key"])
        if not _symbolic_in(args, kwargs):
            if type(f) is types.MethodType:  # the instance may hold symbolic values
                twin = self.twin(f)
                if twin is not None:
                    return twin(*args, **kwargs)
            return f(*args, **kwargs)
        replacement = _SYMBOLIC_BUILTINS.get(id(f))
        if replacement is not None:
            return replacement(*args, **kwargs)
        if type(f) is types.BuiltinMethodType and type(f.__self__) is str:
            return str_method(f.__self__, f.__name__, *args, **kwargs)  # _join = "".join
        if type(f) is types.BuiltinMethodType and (type(f.__self__) is bytes
                                                   or f.__self__ is bytes):
            return bytes_method(f.__self__, f.__name__, *args, **kwargs)  # bytes.fromhex
        owner = getattr(f, "__self__", None)  # (a C method bound with its class: PyCMethod)
        if type(owner) is re.Pattern and isinstance(owner.pattern, str):
            # a pattern compiled outside the rewritten code (by another module, a class
            # of another module of the package): the layer's pattern of the same text
            method = getattr(_layer_pattern(owner.pattern, owner.flags),
                             getattr(f, "__name__", ""), None)
            if method is not None:
                return method(*args, **kwargs)
        if isinstance(f, type):  # a class of another module of the package: its twin
            construct = self._twin_class(f)
            if construct is not None:
                return construct(*args, **kwargs)
        if self.own(f):
            return f(*args, **kwargs)
        twin = self.twin(f)
        if twin is not None:
            return twin(*args, **kwargs)
        cached = uncached(f)
        if cached is not f and self.own(cached):
            return cached(*args, **kwargs)
        return self.foreign(f, args, kwargs)

    def method(self, obj: Any, name: str, /, *args: Any, **kwargs: Any) -> Any:
        if type(obj) is str and (name == "join" or _symbolic_in(args, kwargs)):
            return str_method(obj, name, *args, **kwargs)
        if obj is str and args and isinstance(args[0], str | SymStr) and (
                name == "join" or _symbolic_in(args, kwargs)):
            return str_method(args[0], name, *args[1:], **kwargs)  # str.lower(s)
        if (type(obj) is bytes or obj is bytes) and (name == "join"
                                                     or _symbolic_in(args, kwargs)):
            return bytes_method(obj, name, *args, **kwargs)  # b",".join(parts)
        if name == "get" and args and not kwargs and isinstance(obj, dict) \
                and _keyed_symbolically(obj, args[0]):
            found = _find_key(obj, args[0])
            return obj[found[0]] if found else (args[1] if len(args) > 1 else None)
        return self.call(getattr(obj, name), *args, **kwargs)

    def own(self, f: Any) -> bool:
        """Whether ``f`` takes symbolic arguments as they are (see the module docstring)."""
        if id(f) in _PASS_IDS:
            return True
        kind = type(f)
        if kind is types.FunctionType:
            return _rewritten_code(f) and f.__code__.co_filename in self.files or _layer(f)
        if kind is types.MethodType:
            return isinstance(f.__self__, SymValue) or self.own(f.__func__)
        if kind is types.BuiltinMethodType:  # also C methods bound to an object
            owner = f.__self__
            return isinstance(owner, _CONTAINERS) or owner is builtins and \
                id(f) in _PASS_IDS
        if isinstance(f, type):
            return f in _CONTAINERS or f.__module__ in self.modules or \
                issubclass(f, BaseException)
        if isinstance(f, functools.partial):
            return self.own(f.func)
        return _layer(f)

    def twin(self, f: Any) -> Any:
        """The rewritten version of a function of another module of the package (the
        module is rewritten on the first such call), else None.  A bound method (an
        instance's method, a ``classmethod`` bound to its class) becomes the rewritten
        function bound to the same object; a class of the package whose ``__init__`` has a
        twin is called as ``__new__`` then that ``__init__`` (the instance stays of the
        original class)."""
        f = uncached(f)
        if type(f) is types.MethodType:
            func = self._twin_function(uncached(f.__func__))
            return None if func is None else types.MethodType(func, f.__self__)
        if isinstance(f, type):
            return self._twin_class(f)
        if type(f) is not types.FunctionType:
            return None
        namespace, first, rest = self._twin_namespace(f)
        if namespace is None:
            return None
        obj = namespace.get(first)
        for part in rest:
            obj = getattr(obj, part, None)
        return uncached(obj) if callable(obj) else None

    def _twin_namespace(self, f: types.FunctionType
                        ) -> tuple[dict[str, Any] | None, str, list[str]]:
        """The rewritten namespace of ``f``'s module (None: not of the package, or not
        rewritable) and ``f``'s qualified name split at its first dot."""
        first, *rest = f.__qualname__.split(".")
        if _rewritten_code(f) or "<locals>" in f.__qualname__:
            return None, first, rest
        file = _realpath(f.__code__.co_filename)
        if file not in self.files and (
                self.root is None or not file.startswith(self.root + os.sep)):
            return None, first, rest
        if file not in self.loaded:
            import sys

            from .instrument import rewritten_namespace

            module = sys.modules.get(f.__module__)
            same = module is not None and os.path.realpath(
                getattr(module, "__file__", "") or "") == file
            try:
                self.loaded[file] = rewritten_namespace(module, file, self) \
                    if same and module is not None else None
            except Exception:  # noqa: BLE001 - a module that cannot be rewritten stays as is
                self.loaded[file] = None
        return self.loaded[file], first, rest

    def _twin_function(self, f: Any) -> types.FunctionType | None:
        """The rewritten plain function of the function ``f`` (a method's, a
        classmethod's or a staticmethod's own function: looked up in the class's
        ``__dict__``, not bound)."""
        if type(f) is not types.FunctionType:
            return None
        namespace, first, rest = self._twin_namespace(f)
        if namespace is None:
            return None
        obj: Any = namespace.get(first)
        for i, part in enumerate(rest):
            if obj is None:
                return None
            obj = vars(obj).get(part) if isinstance(obj, type) and i == len(rest) - 1 \
                else getattr(obj, part, None)
        obj = getattr(obj, "__func__", obj)  # classmethod / staticmethod
        obj = uncached(obj)
        return obj if type(obj) is types.FunctionType else None

    def _twin_class(self, cls: type) -> Any:
        """``cls(...)`` running the rewritten ``__init__`` of a class of the package."""
        init, new = getattr(cls, "__init__"), getattr(cls, "__new__")  # noqa: B009
        if type(init) is not types.FunctionType or new is not object.__new__ or \
                type(cls) is not type:
            return None
        func = self._twin_function(init)
        if func is None:
            return None

        def construct(*args: Any, **kwargs: Any) -> Any:
            obj: Any = object.__new__(cls)
            func(obj, *args, **kwargs)
            return obj

        return construct

    def foreign(self, f: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        name = getattr(f, "__qualname__", None) or getattr(f, "__name__", None) or repr(f)
        module = getattr(f, "__module__", None)
        what = f"a call to {module + '.' if module and module != 'builtins' else ''}{name}"
        tracer = active()
        if tracer is not None and hasattr(tracer, "notes"):
            note = f"{what}: symbolic arguments made concrete"
            if note not in tracer.notes:
                tracer.notes.append(note)
        plain_args = tuple(concrete(a, what) for a in args)
        plain_kwargs = {k: concrete(v, what) for k, v in kwargs.items()}
        return f(*plain_args, **plain_kwargs)


def import_(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (),
            level: int = 0) -> Any:
    """``import``, where ``re`` is the layer's (its matching functions are symbolic)."""
    if name == "re" and level == 0:
        return python_re
    return builtins.__import__(name, globals, locals, fromlist, level)


_AS_TYPE = {SymStr: str, SymInt: int, SymBool: bool, SymBytes: bytes}
_MAP, _FILTER = id(builtins.map), id(builtins.filter)
_HIGHER_ORDER = frozenset(id(getattr(builtins, n)) for n in ("map", "filter", "sorted", "min",
                                                              "max"))
_STR_METHOD = type(str.lower)


@functools.lru_cache(maxsize=1024)
def _realpath(file: str) -> str:
    """``os.path.realpath`` of a code object's file, remembered (a method call of a
    class outside the rewritten module asks for it each time)."""
    return os.path.realpath(file)


@functools.lru_cache(maxsize=256)
def _layer_pattern(pattern: str, flags: int) -> Any:
    """The layer's compiled pattern of a ``re.Pattern``'s text and flags."""
    return python_re.compile(re.compile(pattern, flags))


def symbolic_callable(f: Any) -> Any:
    """``f`` as passed to ``map``/``filter``/``key=``: a builtin with a symbolic version
    (``str``, ``len`` ...) becomes that version, an unbound ``str`` method (``str.lower``)
    one that accepts a ``SymStr``."""
    if not callable(f):
        return f
    replacement = _SYMBOLIC_BUILTINS.get(id(f))
    if replacement is not None:
        return replacement
    if type(f) is types.BuiltinMethodType and type(f.__self__) is str:
        receiver, name = f.__self__, f.__name__
        return lambda *a, **k: str_method(receiver, name, *a, **k)
    if type(f) is _STR_METHOD and getattr(f, "__objclass__", None) is str:
        name = f.__name__
        return lambda obj, *a, **k: str_method(obj, name, *a, **k) \
            if isinstance(obj, str | SymStr) else f(obj, *a, **k)
    if type(f) is _STR_METHOD and getattr(f, "__objclass__", None) is bytes:
        name = f.__name__  # map(bytes.decode, parts)
        return lambda obj, *a, **k: getattr(obj, name)(*a, **k) \
            if isinstance(obj, SymBytes) else f(obj, *a, **k)
    return f


def type_(*args: Any) -> Any:
    """``type(x)``: ``str`` for a ``SymStr``, ``int`` for a ``SymInt``, ``bool`` for a
    ``SymBool``."""
    if len(args) == 1 and type(args[0]) in _AS_TYPE:
        return _AS_TYPE[type(args[0])]
    return type(*args)


def isinstance_(obj: Any, classinfo: Any) -> bool:
    """``isinstance`` seeing symbolic values as the types they stand for (``str | None``
    and nested tuples included)."""
    kind = _AS_TYPE.get(type(obj))
    if kind is None:
        return isinstance(obj, classinfo)
    return issubclass(kind, classinfo)


def fspath(path: Any) -> Any:
    """``os.fspath``/``os.fsdecode`` of a ``SymStr``: the string itself (CPython returns a
    ``str`` argument as it is); other values as CPython."""
    if isinstance(path, SymStr):
        return path
    return os.fspath(path)


def _bytes_pattern(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """Whether the pattern of a call of the ``re`` module is a ``bytes`` one."""
    pattern = args[0] if args else kwargs.get("pattern")
    if isinstance(pattern, re.Pattern):
        pattern = pattern.pattern
    return isinstance(pattern, bytes | bytearray | SymBytes)


def _rewritten_code(f: types.FunctionType) -> bool:
    """Whether ``f`` is a function of a rewritten module (its builtins hold the hooks)."""
    table = f.__globals__.get("__builtins__")
    return isinstance(table, dict) and CALL in table


def _layer(f: Any) -> bool:
    module = getattr(f, "__module__", None) or ""
    return module.startswith("strsat.python")


def _symbolic_in(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    return any(symbolic(a) for a in args) or any(symbolic(v) for v in kwargs.values())


def symbolic(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` is or holds (in builtin containers) a symbolic value."""
    if isinstance(value, SymValue):
        return True
    if depth >= _DEPTH or type(value) not in _CONTAINERS:
        return False
    if type(value) is dict:
        return any(symbolic(k, depth + 1) or symbolic(v, depth + 1) for k, v in value.items())
    return any(symbolic(v, depth + 1) for v in value)


def concrete(value: Any, what: str, depth: int = 0) -> Any:
    """``value`` with its symbolic values made concrete (recorded by the tracer)."""
    if isinstance(value, SymValue):
        return value._concrete(what)
    if depth >= _DEPTH or not symbolic(value):
        return value
    if type(value) is dict:
        return {concrete(k, what, depth + 1): concrete(v, what, depth + 1)
                for k, v in value.items()}
    return type(value)(concrete(v, what, depth + 1) for v in value)


def plain(value: Any, depth: int = 0) -> Any:
    """``value`` with symbolic values replaced by their concrete values, unrecorded
    (for output only)."""
    if isinstance(value, SymValue):
        return value.value
    if depth >= _DEPTH or type(value) not in _CONTAINERS:
        return value
    if type(value) is dict:
        return {plain(k, depth + 1): plain(v, depth + 1) for k, v in value.items()}
    return type(value)(plain(v, depth + 1) for v in value)


def print_plain(*args: Any, **kwargs: Any) -> None:
    """``print`` of the concrete values (printing decides nothing: no pin)."""
    builtins.print(*(plain(a) for a in args), **kwargs)


# -- membership and lookups ------------------------------------------------------------------


_STR_LIKE = (str, SymStr)
_INT_LIKE = (int, SymInt, SymBool)
_BYTES_LIKE = (bytes, SymBytes)


def _compatible(a: Any, b: Any) -> bool:
    return any(isinstance(a, kind) and isinstance(b, kind)
               for kind in (_STR_LIKE, _INT_LIKE, _BYTES_LIKE))


def _keyed_symbolically(container: Any, key: Any) -> bool:
    """Whether a lookup of ``key`` in the dict or set ``container`` compares keys one by
    one: the key or a stored key is symbolic (hashing would not record the equality)."""
    if not isinstance(container, dict | set | frozenset) or len(container) > KEY_LIMIT:
        return False
    return isinstance(key, SymValue) or any(isinstance(k, SymValue) for k in container)


def _find_key(container: Any, key: Any) -> tuple[Any] | None:
    """The key of ``container`` equal to ``key``, deciding each symbolic equality in turn."""
    for k in container:
        if isinstance(k, SymValue) or isinstance(key, SymValue):
            if _compatible(k, key) and k == key:
                return (k,)
        elif k == key:
            return (k,)
    return None


def contains(item: Any, container: Any) -> Any:
    """``item in container``."""
    if isinstance(item, SymValue) and type(container) is str:
        return str_method(container, "__contains__", item)
    if isinstance(item, SymValue) and type(container) is bytes:
        return bytes_method(container, "__contains__", item)
    if _keyed_symbolically(container, item):
        return _find_key(container, item) is not None
    return item in container


def compare(left: Any, right: Any, op: str) -> Any:
    """``left op right``; two tuples or two lists with symbolic items give one formula
    instead of a decision per item (:func:`strsat.python.sequences.compare_sequences`)."""
    if isinstance(left, tuple | list) and isinstance(right, tuple | list):
        outcome = compare_sequences(op, left, right)
        if outcome is not None:
            return outcome
    return OPERATORS[op](left, right)


def getitem(obj: Any, key: Any) -> Any:
    """``obj[key]``; in a dict with a symbolic key (given or stored), keys are compared
    one by one."""
    if _keyed_symbolically(obj, key) and isinstance(obj, dict):
        found = _find_key(obj, key)
        if found:
            return obj[found[0]]
        if type(obj) is dict:
            raise KeyError(key.value if isinstance(key, SymValue) else key)
    return obj[key]


# -- f-strings --------------------------------------------------------------------------------


def format_piece(value: Any, conversion: int, spec: Any) -> Any:
    """One ``{value!conversion:spec}`` of an f-string; a symbolic ``str``/``int``
    without a format spec stays symbolic."""
    if isinstance(value, SymValue) and not spec and conversion in (-1, ord("s")):
        return value if isinstance(value, SymStr) else str_(value)
    if conversion == ord("r"):
        value = repr(value)
    elif conversion == ord("s"):
        value = str(value)
    elif conversion == ord("a"):
        value = ascii(value)
    return format(value, spec if spec is not None else "")


def branch(test: Any, line: int, column: int) -> Any:
    """The test of an ``if``/``while``/conditional expression: a symbolic value passes
    through (its ``__bool__`` records the decision in the frame that tests it); a concrete
    one is tested here, once, and the outcome recorded by the run's tracer, if any."""
    tracer = active()
    record = getattr(tracer, "concrete_branch", None)
    if isinstance(test, SymValue):
        if record is not None:  # the test's outcome is a decision: None, not recorded
            record(sys._getframe(1).f_code, line, column, None)
        return test
    taken = bool(test)
    if record is not None:
        record(sys._getframe(1).f_code, line, column, taken)
    return taken


def fstring(*pieces: Any) -> Any:
    if not any(isinstance(p, SymStr) for p in pieces):
        return "".join(pieces)
    return reduce(lambda a, b: a + b, pieces)


_PERCENT = re.compile(r"%(?:\(([^()]*)\))?(.)", re.DOTALL)


def percent(left: Any, right: Any) -> Any:
    """``left % right``; a plain format string with only ``%s``, ``%d``, ``%i`` and ``%%``
    (also ``%(name)s`` with a dict) keeps symbolic ``str``/``int`` arguments symbolic
    (other specifications, or a mismatch, format the concrete values as CPython does)."""
    if type(left) is bytes and symbolic(right):
        return bytes_method(left, "__mod__", right)
    if type(left) is not str or not symbolic(right):
        return left % right
    by_name = type(right) is dict
    args = right if type(right) is tuple else (right,)
    pieces: list[Any] = []
    pos, used = 0, 0
    for m in _PERCENT.finditer(left):
        key, spec = m.group(1), m.group(2)
        if spec not in "sdi%" or (key is not None) != (by_name and spec != "%") or (
                key is None and spec != "%" and used >= len(args)) or (
                key is not None and key not in right):
            return left % concrete(right, "printf-style formatting")
        pieces.append(left[pos:m.start()])
        pos = m.end()
        if spec == "%":
            pieces.append("%")
            continue
        if key is not None:
            value = right[key]
        else:
            value = args[used]
            used += 1
        if spec == "s":
            pieces.append(value if isinstance(value, SymStr) else str_(value))
        elif isinstance(value, SymInt | SymBool):
            pieces.append(str_(value if isinstance(value, SymInt) else value.as_int()))
        else:
            pieces.append(f"%{spec}" % concrete(value, "printf-style formatting"))
    if (not by_name and used != len(args)) or "%" in left[pos:]:
        return left % concrete(right, "printf-style formatting")
    pieces.append(left[pos:])
    return fstring(*pieces)


__all__ = ["KEY_LIMIT", "PASS_THROUGH", "Runtime", "concrete", "contains", "format_piece",
           "fstring", "getitem", "percent", "plain", "print_plain", "symbolic"]
