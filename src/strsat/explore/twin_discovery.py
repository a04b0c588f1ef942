"""Which C accelerators replace a module's pure-Python definitions (the discovery of
:mod:`.twins`): a small scan of a module's syntax tree for imports in a module-level
``try`` whose handler catches ``ImportError``, from a module that is not Python source; the
loaded modules importing a C module so; and the pure copy of a module executed with its
accelerators blocked."""

from __future__ import annotations

import ast
import builtins
import functools
import importlib.util
import re
import sys
import types
from typing import Any

_INDENTED_IMPORT = re.compile(r"^[ \t]+(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w.]+))",
                              re.M)


@functools.lru_cache(maxsize=2048)
def indented_imports(file: str) -> tuple[str, ...]:
    """The modules named by indented imports of ``file`` (a cheap test before parsing).
    (Process-wide and bounded: a pure function of a file.)"""
    try:
        with open(file, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return ()
    return tuple({a or b for a, b in _INDENTED_IMPORT.findall(text)})


@functools.lru_cache(maxsize=1024)
def _guarded_imports(file: str, package: str
                     ) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """The imports in the body of ``file``'s module-level ``try`` statements whose handler
    catches ``ImportError``: (absolute module name, ``(name, bound name)`` of each name
    of a ``from`` import, ``("*", "*")`` for a star).
    (Process-wide and bounded: a pure function of a file, which does not change.)"""
    try:
        with open(file, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return ()
    if "try" not in text or "import" not in text:
        return ()
    try:
        tree = ast.parse(text, file)
    except (SyntaxError, ValueError, RecursionError):
        return ()
    found: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If):  # if sys.platform ...: try: ...
            todo.extend(node.body + node.orelse)
        if not isinstance(node, ast.Try) or not any(_catches_import_error(h)
                                                     for h in node.handlers):
            continue
        for stmt in node.body:
            if isinstance(stmt, ast.ImportFrom):
                name = _absolute(stmt.module or "", stmt.level, package)
                if name:
                    found.append((name, tuple((a.name, a.asname or a.name)
                                              for a in stmt.names)))
            elif isinstance(stmt, ast.Import):
                found.extend((a.name, ()) for a in stmt.names)
    return tuple(found)


def accelerator_imports(file: str, package: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The imports in the body of ``file``'s module-level ``try`` statements whose handler
    catches ``ImportError``: (absolute module name, names bound or ``("*",)``)."""
    return tuple((module, tuple(bound for _, bound in names))
                 for module, names in _guarded_imports(file, package))


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    kinds = handler.type
    if kinds is None:
        return True
    names = kinds.elts if isinstance(kinds, ast.Tuple) else [kinds]
    return any(isinstance(n, ast.Name) and n.id in (
        "ImportError", "ModuleNotFoundError", "Exception", "BaseException") for n in names)


def _absolute(module: str, level: int, package: str) -> str:
    if level == 0:
        return module
    parts = package.split(".")
    if level > len(parts):
        return ""
    base = ".".join(parts[:len(parts) - level + 1])
    return f"{base}.{module}" if module else base


def python_file(module: Any) -> str | None:
    file = getattr(module, "__file__", None)
    return file if isinstance(file, str) and file.endswith(".py") else None


def c_module(name: str) -> bool:
    """Whether the loaded module ``name`` is not Python source (built-in, extension)."""
    module = sys.modules.get(name)
    return module is not None and python_file(module) is None


def accelerators_of(module: Any) -> tuple[str, ...]:
    """The C modules whose guarded imports replace definitions of ``module``."""
    file = python_file(module)
    if file is None or not any(n.startswith(".") or c_module(n)
                               for n in indented_imports(file)):
        return ()
    package = module.__name__ if hasattr(module, "__path__") else \
        module.__name__.rpartition(".")[0]
    return tuple(dict.fromkeys(name for name, _ in accelerator_imports(file, package)
                               if c_module(name)))


def c_backed(value: Any) -> bool:
    """Whether ``value`` is a Python class built on a class of a C module (PyYAML's
    ``CSafeLoader`` on LibYAML's ``_yaml.CParser``): its construction runs C code."""
    if not isinstance(value, type) or not python_callable(value):
        return False
    return any(k.__module__ != "builtins" and c_module(k.__module__) and not python_callable(k)
               for k in value.__mro__[1:])


def refused_imports(module: Any) -> tuple[tuple[str, str, str], ...]:
    """``(M, name, bound)`` of each guarded ``from M import name as bound`` of ``module``
    from a *Python* module ``M`` whose binding is :func:`c_backed`: mkdocs'
    ``try: from yaml import CSafeLoader as SafeLoader`` / ``except ImportError: from yaml
    import SafeLoader``.  The twin module runs with those imports refused, so its
    handler binds the pure class (a C module's imports are :func:`accelerators_of`)."""
    file = python_file(module)
    if file is None:
        return ()
    package = module.__name__ if hasattr(module, "__path__") else \
        module.__name__.rpartition(".")[0]
    found: list[tuple[str, str, str]] = []
    for source, names in _guarded_imports(file, package):
        if python_file(sys.modules.get(source)) is None:
            continue
        found.extend((source, name, bound) for name, bound in names
                     if bound != "*" and c_backed(vars(module).get(bound)))
    return tuple(found)


def _refusing(refused: tuple[tuple[str, str, str], ...]) -> dict[str, Any]:
    """Builtins whose ``__import__`` raises ``ImportError`` for the ``from M import name``
    of ``refused`` (:func:`refused_imports`), for a twin module's execution."""
    names = {(source, name) for source, name, _ in refused}

    def import_(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (),
                level: int = 0) -> Any:
        package = (globals or {}).get("__package__") or ""
        target = importlib.util.resolve_name("." * level + name, package) if level else name
        for item in fromlist or ():
            if (target, item) in names:
                raise ImportError(f"cannot import name {item!r} from {target!r} "
                                  "(refused for the pure twin)")
        return builtins.__import__(name, globals, locals, fromlist, level)

    return {**vars(builtins), "__import__": import_}


class _Importers:
    """Which loaded Python modules import from a C module in a guarded ``try``: the
    loaded modules are scanned once per C module asked about (their indented imports,
    read once per file; the few naming it parsed), and again as modules are loaded.
    (Process-wide, bounded by the modules loaded times the C modules asked about.)"""

    def __init__(self) -> None:
        self.by_accelerator: dict[str, tuple[list[str], set[str]]] = {}

    def __call__(self, accelerator: str) -> list[str]:
        found, scanned = self.by_accelerator.setdefault(accelerator, ([], set()))
        if len(scanned) < len(sys.modules):
            for name, module in list(sys.modules.items()):
                if name in scanned:
                    continue
                scanned.add(name)
                file = python_file(module)
                if file is not None and any(n == accelerator or n.startswith(".")
                                            for n in indented_imports(file)) and \
                        accelerator in accelerators_of(module):
                    found.append(name)
        return found


importers = _Importers()


def pure_module(module: str, blocked: tuple[str, ...],
                refused: tuple[tuple[str, str, str], ...] = ()) -> Any:
    """The module ``module`` executed again with the modules ``blocked`` failing to
    import (CPython's ``import_fresh_module`` of its tests), and the names of ``refused``
    too (:func:`refused_imports`), not registered in ``sys.modules``; None if that
    fails."""
    spec = importlib.util.find_spec(module)
    if spec is None or spec.loader is None:
        return None
    saved = {name: sys.modules.get(name) for name in blocked}
    for name in blocked:
        sys.modules[name] = None  # type: ignore[assignment]
    try:
        fresh = importlib.util.module_from_spec(spec)
        if refused:
            vars(fresh)["__builtins__"] = _refusing(refused)
        spec.loader.exec_module(fresh)
    except Exception:  # noqa: BLE001 - no twin: the C callable is made concrete
        return None
    finally:
        for name, old in saved.items():
            if old is None:
                del sys.modules[name]
            else:
                sys.modules[name] = old
    return fresh


def python_callable(value: Any) -> bool:
    if type(value) is types.FunctionType:
        return True
    return isinstance(value, type) and any(type(v) is types.FunctionType
                                           for v in vars(value).values())


#: ``Py_TPFLAGS_IMMUTABLETYPE`` and ``Py_TPFLAGS_HEAPTYPE`` (CPython's ``object.h``)
_IMMUTABLE, _HEAP = 1 << 8, 1 << 9


def python_class(value: Any) -> bool:
    """Whether ``value`` is a class made by Python code (a ``class`` statement): one with
    a Python function, or -- a class of data only, such as ``collections._Link`` (slots,
    no methods) -- a heap type that Python may change, with no slot wrapper or C
    ``__new__`` of its own.  A C class is a static type, an immutable heap type (the
    standard library's since 3.10), or one whose dictionary holds C slots (``_json``'s
    ``Scanner``); an exception class made by C (``PyErr_NewException``) passes for one
    made by Python."""
    if not isinstance(value, type):
        return False
    own = vars(value).values()
    if any(type(v) is types.FunctionType for v in own):
        return True
    flags = value.__flags__
    return bool(flags & _HEAP) and not flags & _IMMUTABLE and not any(
        type(v) in (types.WrapperDescriptorType, types.BuiltinFunctionType) for v in own)


def code_names(code: types.CodeType) -> set[str]:
    out = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out |= code_names(const)
    return out


__all__ = ["accelerator_imports", "accelerators_of", "c_backed", "c_module", "code_names",
           "importers", "indented_imports", "pure_module", "python_callable", "python_class",
           "python_file",
           "refused_imports"]
