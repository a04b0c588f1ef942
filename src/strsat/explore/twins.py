"""C accelerators and their pure-Python twins (issue 38, item 1).

Many modules of the standard library (and some of site-packages) define a function or
a class in Python and then replace it by an import from a C module when that import
works::

    try:
        from _datetime import *          # datetime, and the same for _heapq, _bisect,
    except ImportError:                  # _operator, _functools.reduce, _stat, _json,
        pass                             # _collections.OrderedDict, binascii in quopri,
                                         # _elementtree, _pickle, _statistics ...

A C callable reached with symbolic arguments stops the trace; its *twin* -- the pure
definition the import replaced -- runs instead, rewritten like any callee, so its tests
of the input are decisions.  The pairs are found, not listed:

* **Discovery** (:func:`accelerator_imports`): a small scan of a module's syntax tree
  (cached per file) finds the imports in the body of a module-level ``try`` whose
  handler catches ``ImportError`` (or everything), from a module that is not Python
  source (a built-in or an extension), and (:func:`refused_imports`) the names such a
  ``try`` imports from a Python module when the name is bound to a Python class built on
  a C class (mkdocs' ``from yaml import CSafeLoader as SafeLoader``, whose handler binds
  the pure ``SafeLoader``).  Which module imported a C function is found by
  scanning the loaded modules' files once (:func:`importers`); a C class names its
  public module itself (``datetime.date.__module__``).
* **The twin module** (:meth:`Twins.pure`): the importing module's source executed once
  more with those C modules blocked (``import_fresh_module`` of CPython's tests), once
  per exploration (its classes hold the exploration's hooks); the refused names fail to
  import there (its ``__import__`` raises ``ImportError`` for them).  Two modules cannot
  be found so, and a short table names their twins: ``decimal`` (its fallback imports
  ``_pydecimal``, which is a module of its own) and ``io`` (``_pyio``: ``io`` imports
  ``_io`` without a fallback).
* **The twin of a callable**: the twin module's binding of a name the public module
  binds to the C callable (``scanstring`` is ``c_scanstring or py_scanstring``), if it
  is Python code.  A C method bound to a class (``date.fromisoformat``) or to an object
  of a twinned class that is a value (``d.replace(day=n)``, the object converted; not a
  mutable one such as a ``BytesIO``, which a copy cannot stand for), a method descriptor
  and a call of an object of a twinned class (``itemgetter(1)(row)``) go to the twin
  class's method.  A Python function of such a module that names an accelerated name
  that the layer does not model (``JSONEncoder.iterencode``'s ``c_make_encoder``) runs
  as the twin module's function, which takes the pure path.  One naming only modelled
  names runs as written (``quopri.decodestring``: ``binascii.a2b_qp`` is modelled, and
  quopri's pure ``decode`` computes another function).

Not covered, and why: C modules without a Python fallback (``_sre``'s matcher is the
layer's ``re`` model; ``_csv``, ``_struct``, ``math``, ``zlib``, ``_hashlib``: no pure
definition exists); a module whose pure copy fails to execute with the accelerators
blocked (``random`` needs ``_random``); C objects made before the call
(``json``'s scanner objects have a handler of their own in the runtime); functions
defined in C whose twin binding is not Python (``None`` in the twin module); ``io``'s
files (:data:`NOT_TWINNED`: ``_pyio``'s would be the program's file objects).

Values (:meth:`Twins.to_twin`, :meth:`Twins.to_c`): an object of a twin class that
holds symbolic values stays a twin object, so the program's tests of its fields are
decisions.  ``isinstance``/``type`` see it as the public C class; its operators accept
the C class's objects (converted exactly through their ``__reduce__``), so comparisons
and arithmetic with C objects work both ways; ``str``/``repr`` are the twin's (the
same text); ``hash`` is the C object's (its fields made concrete, with a note).  What
reaches the program from a twin (a result, an exception) is converted at the boundary:
an object without symbolic values becomes the C object (exactly), an exception of a twin
class the C class's.  C code handed a twin object gets the C object, made concrete with
a note -- but C code that keeps its identity (a weak reference, ``id``) or a builtin base's
slot acting on it as receiver gets the object itself (:func:`by_identity`).  Module
state is the twin's own (``_pydecimal``'s context is not ``decimal``'s: a program that
changes the C context sees the twin compute under the default one).

Each call of a twinned C callable whose arguments are plain values is checked: the C
callable runs too, on the concrete values (unrecorded); where it disagrees with the twin
(CPython 3.11's pure ``fromisoformat`` accepts strings the C one rejects), its outcome
is the call's, the arguments made concrete with a note.
"""

from __future__ import annotations

import importlib
import sys
import types
import weakref
from collections.abc import Callable
from typing import Any

from .twin_discovery import (
    accelerator_imports,
    accelerators_of,
    c_module,
    code_names,
    importers,
    pure_module,
    python_callable,
    python_class,
    python_file,
    refused_imports,
)
from .twin_values import PLAIN, comparable, fields, rebuild, same_exception, same_value, value_type

#: public modules whose twin is a module of its own (discovery cannot find it)
EXPLICIT = {"decimal": "_pydecimal", "io": "_pyio"}
#: C functions whose work is a call of a pure-Python function of another module (CPython's
#: ``time_strptime`` calls ``_strptime._strptime_time``): (module, name) -> that function
DELEGATES = {("time", "strptime"): ("_strptime", "_strptime_time"),
             # no pure twin exists: strsat's own (:mod:`.socket_twins`)
             ("_socket", "inet_aton"): ("strsat.explore.socket_twins", "inet_aton"),
             ("_socket", "inet_pton"): ("strsat.explore.socket_twins", "inet_pton")}
#: names whose twin would reach the operating system (a file opened by ``_pyio``'s code
#: would be the program's file object): they stay C code
NOT_TWINNED = {"io": frozenset({"open", "open_code", "FileIO", "TextIOWrapper",
                                "BufferedReader", "BufferedWriter", "BufferedRandom",
                                "BufferedRWPair"})}
#: the operators of a twin class that accept the public C class's objects
_OPERATORS = tuple(f"__{n}__" for n in (
    "eq ne lt le gt ge add radd sub rsub mul rmul truediv rtruediv floordiv rfloordiv "
    "mod rmod divmod rdivmod pow rpow and rand or ror xor rxor lshift rlshift rshift "
    "rrshift").split())
#: every twin class of every exploration, with the :class:`Twins` that made it
TWIN_CLASSES: weakref.WeakKeyDictionary[type, Twins] = weakref.WeakKeyDictionary()
_FIELDS_DEPTH = 2


def _delegate(f: Any) -> Any:
    """The pure-Python function the C function ``f`` calls to do its work
    (:data:`DELEGATES`), else None."""
    if type(f) is not types.BuiltinFunctionType:
        return None
    module = getattr(f, "__module__", None) or ""
    target = DELEGATES.get((module, f.__name__))
    if target is None or getattr(sys.modules.get(module), f.__name__, None) is not f:
        return None
    return getattr(importlib.import_module(target[0]), target[1], None)


#: C callables that keep or compare the identity of an argument (a weak reference to it,
#: its ``id``, a count of its weak references): an object of a twin class is given as it
#: is (:func:`by_identity`)
_IDENTITY_CALLABLES = frozenset(map(id, (weakref.ref, weakref.proxy, weakref.getweakrefcount,
                                         weakref.getweakrefs, id)))


#: the slots of a builtin container that act on the receiver without comparing its keys
#: or items (C code comparing a symbolic key would decide nothing: ``dict.__eq__`` gets
#: the rebuilt object, made concrete with a note)
_RECEIVER_SLOTS = frozenset({"clear", "copy", "popitem", "keys", "values", "items", "__len__",
                             "__iter__", "__reversed__", "append", "extend", "reverse"})


def _makes_reference(f: Any) -> bool:
    """Whether ``f`` is the C ``__new__``/``__init__`` of ``weakref.ref`` reached by a
    subclass (``WeakValueDictionary``'s ``KeyedRef``: ``ref.__new__(type, ob, callback)``,
    ``super().__init__(ob, callback)``)."""
    if getattr(f, "__name__", None) not in ("__new__", "__init__") or \
            type(f) is types.FunctionType:
        return False
    owner = getattr(f, "__objclass__", None) or getattr(f, "__self__", None)
    return issubclass(owner if isinstance(owner, type) else type(owner), weakref.ref)


def by_identity(f: Any, value: Any, first: bool = False) -> bool:
    """Whether C code ``f`` takes ``value``, an object of a twin class, as it is rather
    than the C object rebuilt from it, a copy that would be another object: ``f`` only
    keeps or compares its identity (``weakref.ref(od)``, ``ref.__new__`` of a
    ``WeakValueDictionary``'s ``KeyedRef``, ``weakref.proxy``, ``id``: a weak reference
    to a copy is dead at once), or ``value`` is the receiver (``first``
    argument) of an unbound slot of a builtin class the twin class derives from (the
    pure ``OrderedDict.clear``'s ``dict.clear(self)``: a copy would be cleared)."""
    if type(value) not in TWIN_CLASSES:
        return False
    if id(f) in _IDENTITY_CALLABLES or _makes_reference(f):
        return True
    owner = getattr(f, "__objclass__", None)
    return first and type(f) in (types.WrapperDescriptorType, types.MethodDescriptorType) \
        and f.__name__ in _RECEIVER_SLOTS and isinstance(owner, type) \
        and owner.__module__ == "builtins" and isinstance(value, owner)


def is_twin_object(value: Any) -> bool:
    """Whether ``value`` is an object of a twin class (:data:`TWIN_CLASSES`)."""
    return type(value) in TWIN_CLASSES


def public_class(value: Any) -> type | None:
    """The public C class a twin object stands for, else None."""
    twins = TWIN_CLASSES.get(type(value))
    return None if twins is None else twins.c_class(type(value))


def _publics(classinfo: Any) -> tuple[type, ...]:
    """The public C classes of the twin classes among ``classinfo`` (a class or nested
    tuples of them)."""
    if isinstance(classinfo, tuple):
        return tuple(c for item in classinfo for c in _publics(item))
    twins = TWIN_CLASSES.get(classinfo) if isinstance(classinfo, type) else None
    public = None if twins is None else twins.c_class(classinfo)
    return () if public is None else (public,)


def twin_isinstance(obj: Any, classinfo: Any) -> bool:
    """``isinstance`` inside a twin module, where a twin class stands for its public C
    class (in CPython the two are one class): the twin ``datetime``'s
    ``isinstance(tz, tzinfo)`` accepts an object of a program's subclass of the C
    ``datetime.tzinfo`` (isodate's ``Utc``), as the C ``time()`` does."""
    if isinstance(obj, classinfo):
        return True
    publics = _publics(classinfo)
    return bool(publics) and isinstance(obj, publics)


def twin_issubclass(cls: Any, classinfo: Any) -> bool:
    """``issubclass`` inside a twin module, as :func:`twin_isinstance`."""
    if issubclass(cls, classinfo):
        return True
    publics = _publics(classinfo)
    return bool(publics) and issubclass(cls, publics)


def _own_class(public: Any, c: type) -> bool:
    """Whether ``c``, bound by the public module ``public``, is a class its own source
    made (:func:`.twin_discovery.python_class`: ``collections._Link``, slots and no
    method), not a C class: its twin module (the same source executed again, not an
    :data:`EXPLICIT` module of its own) made a copy of it, which is no twin.  Paired, an
    object of the copy would stand for a C object and C code would get a rebuilt one
    (``weakref.proxy(self.__hardroot)`` in the pure ``OrderedDict.__new__``: a proxy of
    a copy, dead at once)."""
    return public.__name__ not in EXPLICIT and c.__module__ == public.__name__ and \
        python_class(c)


def _bind_class_tests(pure: Any) -> None:
    """Bind :func:`twin_isinstance`/:func:`twin_issubclass` in the twin module's globals
    (they shadow the builtins there, in its rewritten and its plain code alike), unless
    the module binds those names itself."""
    for name, test in (("isinstance", twin_isinstance), ("issubclass", twin_issubclass)):
        vars(pure).setdefault(name, test)


class Twins:
    """The twins of one exploration: the twin modules made (:meth:`pure`), the pairs of
    classes (twin, public C), and the twin of each C callable asked for.

    ``runtime`` is the exploration's :class:`.runtime.Runtime` (its ``call`` runs a twin,
    its ``twin`` rewrites a function); ``symbolic``/``concrete``/``plain`` its value
    helpers."""

    def __init__(self, runtime: Any, symbolic: Callable[[Any], bool],
                 concrete: Callable[[Any, str], Any], plain: Callable[[Any], Any],
                 modelled: Callable[[Any], bool] = lambda c: False) -> None:
        self.runtime = runtime
        #: whether the layer models a C callable (``binascii.a2b_qp``): a function naming
        #: only such accelerated names runs as written, its calls reaching the models
        self.modelled = modelled
        self.symbolic = symbolic
        self.concrete = concrete
        self.plain = plain
        #: the twin module of each public module (None: it could not be made)
        self.modules: dict[str, Any] = {}
        #: the bindings of each twin module as its execution made them
        self._originals: dict[str, dict[str, Any]] = {}
        #: the globals of every twin module, by id (a frame's ``f_globals`` tested)
        self.globals_ids: set[int] = set()
        self._to_c: dict[type, type] = {}
        self._to_twin: dict[type, type | None] = {}
        #: the twin of each C callable asked for, by id (the callable kept alive)
        self._callables: dict[int, tuple[Any, Any]] = {}
        #: a function's twin-module version, by code object (None: none)
        self._functions: dict[types.CodeType, types.FunctionType | None] = {}
        self.checked = 0
        self.disagreed = 0

    # -- modules and pairs --

    def pure(self, public: str) -> Any:
        """The twin module of the public module ``public`` (None: none)."""
        if public not in self.modules:
            self.modules[public] = None  # re-entry while it executes
            module = sys.modules.get(public)
            if public in EXPLICIT:
                made = pure_module(EXPLICIT[public], ())
            else:
                blocked = accelerators_of(module)
                refused = refused_imports(module) if module is not None else ()
                made = pure_module(public, blocked, refused) if blocked or refused else None
            if made is not None and module is not None:
                self._originals[public] = dict(vars(made))
                self._pair_classes(module, made)
                self._share(module, made)
                _bind_class_tests(made)
                self.globals_ids.add(id(vars(made)))
            self.modules[public] = made
        return self.modules[public]

    def _pair_classes(self, public: Any, pure: Any) -> None:
        """Pairs (twin class, public C class): a name the public module binds to a C
        class and the twin module to another class (made by its execution).  Not a class
        of data the public module's own source defines (:func:`_own_class`) and no
        guarded import of a C module rebinds, whose twin is a copy made by the same
        statement."""
        accelerated = self._accelerated_names(public)
        for name, c in vars(public).items():
            twin = vars(pure).get(name)
            if not (isinstance(c, type) and isinstance(twin, type)) or twin is c or \
                    python_callable(c) or twin in self._to_c or (
                        name not in accelerated and _own_class(public, c)):
                continue
            self._to_c[twin] = c
            self._to_twin.setdefault(c, twin)
            TWIN_CLASSES[twin] = self
            if not issubclass(twin, BaseException):
                self._wrap_operators(twin)

    def _share(self, public: Any, pure: Any) -> None:
        """The twin module's Python classes that are not accelerated become the public
        module's (``JSONDecodeError``, ``JSONEncoder``), so that the program's ``except
        json.JSONDecodeError`` catches what the twin raises.  Its functions and values
        stay its own (the functions name the accelerated names: the pure path)."""
        accelerated = self._accelerated_names(public)
        for name, value in vars(public).items():
            mine = vars(pure).get(name, _MISSING)
            if not isinstance(value, type) or not isinstance(mine, type) or \
                    mine is value or name in accelerated or \
                    not (python_callable(value) or _own_class(public, value)):
                continue  # values stay its own (a sentinel is a default argument too)
            setattr(pure, name, value)

    def c_class(self, twin: type) -> type | None:
        for klass in twin.__mro__:
            c = self._to_c.get(klass)
            if c is not None:
                return c
        return None

    def _candidates(self, key: Any) -> list[str]:
        """The public modules that may bind ``key`` (a C function or class)."""
        module = getattr(key, "__module__", None)
        if not isinstance(module, str) or module == "builtins":
            return []
        out = [module] if python_file(sys.modules.get(module)) is not None else []
        out.extend(importers(module) if c_module(module) else ())
        out.extend(p for p in EXPLICIT if p in sys.modules)
        return list(dict.fromkeys(out))

    def _named_twin(self, key: Any) -> Any:
        """The twin module's binding of a name its public module binds to ``key``."""
        for public in self._candidates(key):
            module = sys.modules.get(public)
            names = [n for n, v in vars(module).items() if v is key and
                     n not in NOT_TWINNED.get(public, ())] if module else []
            if not names:
                continue
            pure = self.pure(public)
            for name in names:
                twin = vars(pure).get(name) if pure is not None else None
                if twin is not None and twin is not key and python_callable(twin):
                    return twin
        return None

    # -- callables --

    def of(self, f: Any, checked: bool = True) -> Callable[..., Any] | None:
        """What runs instead of the C callable ``f`` (called with symbolic arguments):
        its twin, through :meth:`boundary`; None if it has none.  ``checked``: a call on
        plain values is checked against ``f`` (not for a call handed the program's
        callbacks, which the check would run a second time)."""
        owner = getattr(f, "__self__", None)
        if type(f) in (types.BuiltinMethodType, types.MethodWrapperType) and \
                owner is not None and not isinstance(owner, types.ModuleType):
            if isinstance(owner, type):  # a classmethod: date.fromisoformat
                twin_class = self._class_twin(owner)
                method = getattr(twin_class, f.__name__, None) if twin_class else None
                return None if method is None else self._guarded(f, method, checked=checked)
            twin_class = self._class_twin(type(owner))  # d.replace(day=n)
            if twin_class is None or not hasattr(twin_class, f.__name__) or \
                    not value_type(type(owner)):
                # a mutable C object (a BytesIO): a copy converted to the twin class
                # would take the call's effect, and the C object's method is this one
                return None
            name = f.__name__

            def bound(*args: Any, **kwargs: Any) -> Any:
                return self.runtime.call(getattr(self.to_twin(owner), name), *args, **kwargs)

            return self._guarded(f, bound, direct=True, checked=checked)
        if type(f) is types.MethodDescriptorType:  # Decimal.quantize(d, q)
            twin_class = self._class_twin(f.__objclass__)
            method = getattr(twin_class, f.__name__, None) if twin_class else None
            return None if method is None else self._guarded(f, method, checked=checked)
        delegate = _delegate(f)
        if delegate is not None:  # time.strptime: _strptime's, rewritten
            return self._guarded(f, delegate, checked=checked)
        if type(f) in (types.BuiltinFunctionType,) or isinstance(f, type):
            known = self._callables.get(id(f))
            if known is None or known[0] is not f:  # a Python class is not C code
                twin = None if python_callable(f) else self._named_twin(f)
                known = self._callables[id(f)] = (f, twin)
            return None if known[1] is None else self._guarded(f, known[1], checked=checked)
        twin_class = self._class_twin(type(f))  # itemgetter(1)(row)
        if twin_class is not None and callable(twin_class):
            def called(*args: Any, **kwargs: Any) -> Any:
                made = self.to_twin(f)
                return self.runtime.call(types.MethodType(type(made).__call__, made),
                                         *args, **kwargs)

            return self._guarded(f, called, direct=True, checked=checked)
        return None

    def _class_twin(self, c: type) -> type | None:
        if c not in self._to_twin:
            twin = self._named_twin(c)
            self._to_twin[c] = twin if isinstance(twin, type) else None
        return self._to_twin[c]

    def function(self, f: types.FunctionType) -> types.FunctionType | None:
        """The twin module's version of the Python function ``f`` of an accelerated
        module when ``f`` names an accelerated name (``json.JSONEncoder.iterencode``
        and ``c_make_encoder``) the layer does not model, else None (``quopri``'s
        ``a2b_qp``/``b2a_qp`` are modelled: its pure ``decode`` is another function,
        which strips trailing whitespace and keeps a final ``=``)."""
        code = f.__code__
        if code in self._functions:
            return self._functions[code]
        self._functions[code] = None
        module = sys.modules.get(f.__module__ or "")
        public = f.__module__ or ""
        if module is None or vars(module) is not f.__globals__ or "<locals>" in f.__qualname__:
            return None
        accelerated = frozenset(n for n in self._accelerated_names(module)
                                if not self.modelled(vars(module).get(n)))
        if not accelerated or not accelerated & code_names(code):
            return None
        if self.pure(public) is None:
            return None
        found: Any = self._originals[public]
        for part in f.__qualname__.split("."):
            table = found if isinstance(found, dict) else getattr(found, "__dict__", None)
            found = table.get(part) if table is not None else None
        if isinstance(found, staticmethod | classmethod):
            found = found.__func__
        if type(found) is types.FunctionType and (
                found.__code__.co_firstlineno == code.co_firstlineno
                or _alternative(found.__code__, code, accelerated)):
            self._functions[code] = found
        return self._functions[code]

    def _accelerated_names(self, module: Any) -> frozenset[str]:
        """The names of ``module`` bound by a guarded import of a C module, and the names
        bound to the same objects (``scanstring = c_scanstring or py_scanstring``)."""
        file = python_file(module)
        if file is None:
            return frozenset()
        package = module.__name__ if hasattr(module, "__path__") else \
            module.__name__.rpartition(".")[0]
        imported: set[str] = set()
        for name, names in accelerator_imports(file, package):
            if not c_module(name):
                continue
            if names == ("*",):
                c = sys.modules[name]
                imported.update(n for n in vars(module) if getattr(c, n, None) is
                                vars(module)[n] and not n.startswith("__"))
            else:
                imported.update(names)
        imported.update(bound for _, _, bound in refused_imports(module))
        objects = {id(vars(module)[n]) for n in imported if n in vars(module)}
        return frozenset(imported | {n for n, v in vars(module).items()
                                     if id(v) in objects and not isinstance(v, type)})

    # -- the boundary --

    def _guarded(self, c: Any, twin: Any, direct: bool = False, checked: bool = True
                 ) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            return self.boundary(c, twin, args, kwargs, direct, checked)

        return run

    def boundary(self, c: Any, twin: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                 direct: bool = False, checked: bool = True) -> Any:
        """The call ``c(*args, **kwargs)`` run by its twin: arguments of the public C
        classes converted to twins, the twin run by the runtime (rewritten), checked
        against ``c`` on the concrete values where the arguments are plain values, and
        what it gives settled (:meth:`settle`)."""
        check = checked and _plain_values(args, kwargs)
        twin_args = tuple(self.to_twin(a) for a in args)
        twin_kwargs = {k: self.to_twin(v) for k, v in kwargs.items()}
        try:
            got = twin(*twin_args, **twin_kwargs) if direct else \
                self.runtime.call(twin, *twin_args, **twin_kwargs)
        except Exception as exc:  # noqa: BLE001 - the twin's exception, compared
            if not check:
                raise self.exception(exc) from None
            c_outcome = self._c_outcome(c, args, kwargs)
            if c_outcome[0] == "raise" and same_exception(self.exception(exc), c_outcome[1]):
                raise c_outcome[1] from None
            return self._disagree(c, args, kwargs)
        if check:
            c_outcome = self._c_outcome(c, args, kwargs)
            # compared on the concrete values: the check decides nothing on the path
            # (a struct_time of symbolic ints compared item by item recorded each ==)
            if c_outcome[0] != "value" or (comparable(c_outcome[1]) and not same_value(
                    self.plain(got), c_outcome[1])):
                return self._disagree(c, args, kwargs)
        return self.settle(got)

    def _c_outcome(self, c: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
                   ) -> tuple[str, Any]:
        self.checked += 1
        try:
            return "value", c(*(self.to_c_plain(a) for a in args),
                              **{k: self.to_c_plain(v) for k, v in kwargs.items()})
        except Exception as exc:  # noqa: BLE001 - the outcome compared
            return "raise", exc

    def _disagree(self, c: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The twin and ``c`` disagree on these values: ``c`` runs on them, made
        concrete (with a note)."""
        self.disagreed += 1
        name = getattr(c, "__qualname__", None) or getattr(c, "__name__", repr(c))
        what = f"a call to {name}: its pure-Python twin disagrees with it here"
        return c(*(self.to_c(a, what) for a in args),
                 **{k: self.to_c(v, what) for k, v in kwargs.items()})

    def settle(self, value: Any, depth: int = 0) -> Any:
        """What a twin gives the program: a twin object without symbolic values as the
        public C object (exact), in tuples and lists too; other values as they are."""
        if type(value) in TWIN_CLASSES:
            if not value_type(type(value)) or any(
                    self.symbolic(v) or type(v) in TWIN_CLASSES for _, v in fields(value)):
                return value  # the program's own (mutable) object, or symbolic fields
            try:
                return self.to_c_plain(value)
            except Exception:  # noqa: BLE001 - kept as the twin object
                return value
        if depth < _FIELDS_DEPTH and type(value) in (tuple, list):
            return type(value)(self.settle(v, depth + 1) for v in value)
        return value

    def exception(self, exc: Exception) -> Exception:
        """``exc``, or the public C class's exception if its class is a twin class."""
        c = self.c_class(type(exc)) if type(exc) in TWIN_CLASSES or any(
            k in self._to_c for k in type(exc).__mro__) else None
        if c is None:
            return exc
        try:
            made: Exception = c(*self.plain(exc.args))
        except Exception:  # noqa: BLE001 - a C exception class with other arguments
            return exc
        made.__cause__ = exc.__cause__
        return made

    def method_call(self, f: types.MethodType, args: tuple[Any, ...],
                    kwargs: dict[str, Any]) -> Any:
        """A method of a twin object: rewritten; from outside the twin module its
        exception is the C class's and its result settled."""
        rewritten = self.runtime.twin(f) or f
        args = tuple(self.to_twin(a) for a in args)  # d.quantize(Decimal("0.01"))
        kwargs = {k: self.to_twin(v) for k, v in kwargs.items()}
        if self.inside(sys._getframe(1)):
            return rewritten(*args, **kwargs)
        try:
            got = rewritten(*args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - converted to the C class's
            raise self.exception(exc) from None
        return self.settle(got)

    # -- conversions --

    def to_twin(self, value: Any) -> Any:
        """An object of a public C class as its twin (through its ``__reduce__``: exact,
        nothing decided); other values as they are."""
        kind = type(value)
        if kind in TWIN_CLASSES or kind in PLAIN or kind in (tuple, list, dict):
            return value
        twin = self._class_twin(kind)
        if twin is None or not value_type(kind):
            return value
        return rebuild(value.__reduce_ex__(2), {c: t for c, t in self._to_twin.items()
                                                 if t is not None}, self.to_twin)

    def to_c(self, value: Any, what: str) -> Any:
        """A twin object as the public C object, its symbolic values made concrete
        (recorded, with the note ``what``); one that cannot be converted (a ``BytesIO``
        whose state the C class reads otherwise) is given as it is, its fields made
        concrete."""
        try:
            return self._convert(value, lambda v: self.concrete(v, what))
        except Exception:  # noqa: BLE001 - the twin object itself
            for name, v in fields(value):
                if self.symbolic(v):
                    object.__setattr__(value, name, self.concrete(v, what))
            return value

    def to_c_plain(self, value: Any) -> Any:
        """A twin object as the public C object from its concrete values, unrecorded
        (for checks and settled results); containers through."""
        if type(value) in (tuple, list):
            return type(value)(self.to_c_plain(v) for v in value)
        if type(value) is dict:
            return {self.to_c_plain(k): self.to_c_plain(v) for k, v in value.items()}
        if type(value) not in TWIN_CLASSES:
            return self.plain(value)
        return self._convert(value, self.plain)

    def _convert(self, value: Any, fix: Callable[[Any], Any]) -> Any:
        if type(value) not in TWIN_CLASSES:
            return fix(value)
        state = fields(value)
        if any(self.symbolic(v) or type(v) in TWIN_CLASSES for _, v in state) and \
                not isinstance(value, dict):
            clone = object.__new__(type(value))
            for name, v in state:
                object.__setattr__(clone, name, self._convert(v, fix))
            value = clone
        reduced = value.__reduce_ex__(2)
        return rebuild(reduced, self._to_c, lambda v: self._convert(v, fix))

    def _wrap_operators(self, twin: type) -> None:
        """The operators of ``twin`` take the public class's objects (converted), and its
        ``__hash__`` is the C object's; from outside the twin module what they give is
        settled."""
        for name in _OPERATORS:
            original = vars(twin).get(name)
            if type(original) is types.FunctionType:
                setattr(twin, name, self._operator(original))
        truth = vars(twin).get("__bool__")
        if type(truth) is types.FunctionType:
            def bool_(obj: Any) -> bool:  # CPython asks for a real bool: a decision
                rewritten = self.runtime.twin(truth) or truth
                return bool(rewritten(obj))

            twin.__bool__ = bool_  # type: ignore[attr-defined]
        if type(vars(twin).get("__hash__")) is types.FunctionType:
            def hash_(obj: Any) -> int:
                return hash(self.to_c(obj, f"hash() of a {type(obj).__name__} made by "
                                      "a pure-Python twin"))

            twin.__hash__ = hash_  # type: ignore[method-assign,assignment]

    def _operator(self, original: types.FunctionType) -> Callable[..., Any]:
        def operator(obj: Any, *args: Any) -> Any:
            args = tuple(self.to_twin(a) for a in args)
            if self.inside(sys._getframe(1)):
                return original(obj, *args)
            rewritten = self.runtime.twin(original) or original
            try:
                got = rewritten(obj, *args)
            except Exception as exc:  # noqa: BLE001 - converted to the C class's
                raise self.exception(exc) from None
            return self.settle(got)

        operator.__name__ = original.__name__
        operator.__qualname__ = original.__qualname__
        return operator

    def inside(self, frame: types.FrameType | None) -> bool:
        """Whether the first frame from ``frame`` up that is not strsat's is a twin
        module's code."""
        while frame is not None and str(frame.f_globals.get("__name__", "")).startswith(
                "strsat."):
            frame = frame.f_back
        return frame is not None and id(frame.f_globals) in self.globals_ids


def _alternative(twin: types.CodeType, public: types.CodeType, accelerated: frozenset[str]
                 ) -> bool:
    """Whether the twin module's function is the pure definition a guarded import's
    handler gives where the public module has another (``posixpath.normpath``: one
    ``def`` calls ``posix._path_normpath``, the other in the ``except ImportError:``
    does the work in Python): the same name in the same module (a frozen module's code
    names ``<frozen posixpath>`` as its file, its twin the source file), other lines,
    and the twin names none of the accelerated names."""
    return twin.co_name == public.co_name and not accelerated & code_names(twin)


_MISSING = object()


def _plain_values(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """Whether the arguments are values a second (C) run cannot change or observe:
    strings, numbers, bytes, symbolic ones, tuples of them, objects of twinned classes."""
    from ..python import SymValue

    def plain(v: Any, depth: int = 0) -> bool:
        if isinstance(v, (*PLAIN, SymValue)) or type(v) in TWIN_CLASSES:
            return True
        if type(v) is tuple and depth < 3:
            return all(plain(x, depth + 1) for x in v)
        return False

    return all(plain(a) for a in args) and all(plain(v) for v in kwargs.values())


__all__ = ["EXPLICIT", "TWIN_CLASSES", "Twins", "accelerator_imports", "accelerators_of",
           "by_identity",
           "importers", "is_twin_object", "public_class", "pure_module"]
