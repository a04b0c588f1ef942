"""Rewriting any pure-Python function on its first call (issue 38, item 1).

The explored module is executed rewritten as a whole (:mod:`.instrument`).  A callee
defined anywhere else -- another module of the package, the standard library,
site-packages -- is rewritten *one function at a time*, when a call first hands it
symbolic values, and cached per code object: a large module costs one parse (per
file) and the compilation of the functions the run enters, not of the whole module.

The rewritten function keeps the original's globals (the module's own ``__dict__``:
a module whose globals the program or the library mutates is seen as it is), its
defaults and its closure cells: only its code changes.  The hooks of
:mod:`.runtime` reach the code as free variables (the function is compiled inside a
scope that binds them), so nothing is added to the module.  A method is compiled
inside a class of its class's name (private names are mangled the same way and a
zero-argument ``super()`` finds its ``__class__`` cell, which is the original's).
Functions without source (made by ``exec``/``eval``: a namedtuple's ``__new__``, a
dataclass's ``__init__``) cannot be rewritten and run as they are, the Python functions
they call rebound to rewritten ones for the call (:mod:`.generated`).
"""

from __future__ import annotations

import ast
import copy
import linecache
import types
from typing import Any

from .instrument import HOOKS, Rewriter

#: the most functions one exploration rewrites (a callee past it runs as written)
MAX_FUNCTIONS = 5_000

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPE = "__strsat_scope__"
_LAMBDA = "__strsat_lambda__"


class Callees:
    """The rewritten twins of the functions calls entered, for one exploration.

    ``hooks`` are the runtime's hook functions (by their names in
    :data:`.instrument.HOOKS`)."""

    def __init__(self, hooks: dict[str, Any]) -> None:
        self.hooks = hooks
        #: by file: its module's syntax tree's functions, by (name, first line)
        self._index: dict[str, dict[tuple[str, int], list[tuple[ast.AST, list[ast.AST]]]]
                          | None] = {}
        #: the rewritten code of each original code object (None: cannot be rewritten)
        self._codes: dict[types.CodeType, types.CodeType | None] = {}
        #: every code object compiled here (nested ones included), by id, kept alive
        self._mine: dict[int, types.CodeType] = {}

    def mine(self, code: types.CodeType) -> bool:
        """Whether ``code`` is rewritten code compiled here (a nested function or lambda
        made by a rewritten function is too)."""
        return self._mine.get(id(code)) is code

    def rewritten(self, f: types.FunctionType) -> types.FunctionType | None:
        """``f`` with its code rewritten (same globals, defaults and closure), or None when
        its source cannot be found or compiled."""
        code = f.__code__
        if code not in self._codes:
            self._codes[code] = self._compile(code, f.__globals__) \
                if len(self._codes) < MAX_FUNCTIONS else None
        new = self._codes[code]
        if new is None:
            return None
        closure = _closure(f, new, self.hooks)
        if closure is None:
            return None
        g = types.FunctionType(new, f.__globals__, f.__name__, f.__defaults__, closure)
        g.__kwdefaults__ = f.__kwdefaults__
        g.__qualname__ = f.__qualname__
        g.__module__ = f.__module__
        g.__doc__ = f.__doc__
        g.__dict__.update(f.__dict__)
        return g

    # -- compiling ------------------------------------------------------------------------

    def _compile(self, code: types.CodeType, globals_: dict[str, Any]
                 ) -> types.CodeType | None:
        file = code.co_filename
        if file.startswith("<frozen "):  # a frozen module of the standard library
            file = globals_.get("__file__") or file
        index = self._file_index(file, globals_)
        if index is None:
            return None
        found = index.get((code.co_name, code.co_firstlineno), [])
        if len(found) != 1:
            return None  # no source for it, or two candidates (two lambdas on one line)
        node, parents = found[0]
        try:
            module = _scope(node, parents, code)
            compiled = compile(module, file, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, TypeError, RecursionError):
            return None
        target = _find(compiled, code.co_name, _first_line(node, decorated=False))
        if target is None:
            return None
        for c in _nested(target):
            self._mine[id(c)] = c
        return target

    def _file_index(self, file: str, globals_: dict[str, Any]
                    ) -> dict[tuple[str, int], list[tuple[ast.AST, list[ast.AST]]]] | None:
        if file not in self._index:
            self._index[file] = _index(file, globals_)
        return self._index[file]


def _index(file: str, globals_: dict[str, Any]
           ) -> dict[tuple[str, int], list[tuple[ast.AST, list[ast.AST]]]] | None:
    """The functions and lambdas of ``file``'s source, by (code name, first line), each
    with its enclosing definitions (outermost first).

    Each entry of :mod:`linecache` is one line, its end included as ``readlines`` keeps
    it; a library that registers the text it compiled may leave the ends out (cattrs 26's
    generated structure and unstructure functions, compiled from ``"\\n".join(lines)``
    and cached as ``(size, None, lines, name)``), which ``"".join`` would run into one
    line."""
    lines = linecache.getlines(file, globals_)
    if not lines:
        return None
    try:
        tree = ast.parse("".join(line if line.endswith("\n") else line + "\n"
                                 for line in lines), file)
    except (SyntaxError, ValueError, RecursionError):
        return None
    index: dict[tuple[str, int], list[tuple[ast.AST, list[ast.AST]]]] = {}
    todo: list[tuple[ast.AST, list[ast.AST]]] = [(tree, [])]
    while todo:
        node, parents = todo.pop()
        inner = parents
        if isinstance(node, _DEFS):
            index.setdefault((node.name, _first_line(node, decorated=True)), []).append(
                (node, parents))
            inner = [*parents, node]
        elif isinstance(node, ast.Lambda | ast.GeneratorExp):
            # a generator expression's code, for a generator made by code that ran as
            # written (:mod:`.generators`)
            name = "<lambda>" if isinstance(node, ast.Lambda) else "<genexpr>"
            index.setdefault((name, node.lineno), []).append((node, parents))
            inner = [*parents, node]
        elif isinstance(node, ast.ClassDef):
            inner = [*parents, node]
        todo.extend((child, inner) for child in ast.iter_child_nodes(node))
    return index


def _first_line(node: ast.AST, decorated: bool) -> int:
    line: int = node.lineno  # type: ignore[attr-defined]
    if decorated and isinstance(node, _DEFS):
        line = min([line, *(d.lineno for d in node.decorator_list)])
    return line


def _scope(node: ast.AST, parents: list[ast.AST], code: types.CodeType) -> ast.Module:
    """A module defining ``__strsat_scope__()``, whose locals are the hooks and the
    function's free variables, holding the rewritten function (in a class of its
    innermost enclosing class's name, if any)."""
    classes = [p for p in parents if isinstance(p, ast.ClassDef)]
    target = copy.deepcopy(node)
    target = Rewriter(classes[-1].name if classes else None).visit(target)
    if isinstance(target, _DEFS):
        target.decorator_list = []
        body: ast.stmt = target
    else:  # a lambda, a generator expression
        body = ast.Assign([ast.Name(_LAMBDA, ast.Store())], target)
    line = node.lineno  # type: ignore[attr-defined]
    if classes:
        body = ast.ClassDef(classes[-1].name, [], [], [body], [])
    names = [*HOOKS, *(n for n in code.co_freevars if n != "__class__")]
    bind = ast.Assign([ast.Name(n, ast.Store()) for n in names], ast.Constant(None))
    statements: list[ast.stmt] = [bind, body]
    if isinstance(body, (*_DEFS, ast.ClassDef)) and body.name not in code.co_freevars:
        # the def (or the class around it) must not bind its name in the scope: a
        # recursive call, or ``Decimal`` named in ``Decimal.__new__``, is to the global
        statements.insert(0, ast.Global([body.name]))
    scope = ast.FunctionDef(_SCOPE, ast.arguments([], [], None, [], [], None, []),
                            statements, [], None)
    module = ast.Module([scope], [])
    end = getattr(node, "end_lineno", None) or line
    for n in (scope, *statements, *bind.targets, bind.value):
        n.lineno, n.end_lineno = line, end  # type: ignore[attr-defined]
        n.col_offset = n.end_col_offset = 0  # type: ignore[attr-defined]
    ast.fix_missing_locations(module)
    return module


def _find(code: types.CodeType, name: str, line: int) -> types.CodeType | None:
    """The code object ``name`` at ``line`` nested in ``code`` (breadth first)."""
    todo = [code]
    while todo:
        c = todo.pop(0)
        for const in c.co_consts:
            if isinstance(const, types.CodeType):
                if const.co_name == name and const.co_firstlineno == line:
                    return const
                todo.append(const)
    return None


def _nested(code: types.CodeType) -> list[types.CodeType]:
    out, todo = [], [code]
    while todo:
        c = todo.pop()
        out.append(c)
        todo.extend(k for k in c.co_consts if isinstance(k, types.CodeType))
    return out


def _closure(f: types.FunctionType, new: types.CodeType, hooks: dict[str, Any]
             ) -> tuple[types.CellType, ...] | None:
    """The cells of ``new``'s free variables: the original's, and a cell per hook."""
    if not new.co_freevars:
        return None if f.__code__.co_freevars else ()
    cells = dict(zip(f.__code__.co_freevars, f.__closure__ or (), strict=True))
    out = []
    for name in new.co_freevars:
        if name in cells:
            out.append(cells[name])
        elif name in hooks:
            out.append(types.CellType(hooks[name]))
        else:
            return None  # a free variable the original does not have
    return tuple(out)


__all__ = ["MAX_FUNCTIONS", "Callees"]
