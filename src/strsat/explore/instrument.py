"""Loading a module so that its code runs over symbolic values (issue 12).

The Python-semantics layer (:mod:`strsat.python`) makes symbolic ``str``,
``int`` and ``bool`` values behave like CPython's, but a few things in a
program reach past their methods: the builtins (``len`` must return a real
``int``), method calls on plain strings with a symbolic argument
(``",".join(parts)``, ``"._-".find(ch)``), ``x in "abc"`` (CPython's
``str.__contains__`` refuses a non-``str``), f-strings, dictionary lookups
with a symbolic key (hashing would fix the key), and calls into code that is
not the module's own (C code, other libraries), whose arguments must become
plain values.  This module re-executes the module's source with those points
rewritten into calls of the hooks of :mod:`.runtime`:

* ``f(args)`` becomes ``__strsat_call__(f, args)`` and ``x.m(args)`` becomes
  ``__strsat_method__(x, "m", args)``;
* ``a in b`` / ``a not in b`` become ``__strsat_in__(a, b)`` (negated), and a comparison
  ``a < b`` (one of ``< <= > >= == !=``, not chained) becomes
  ``__strsat_compare__(a, b, "<")`` (two tuples or lists of symbolic items compare as one
  formula, :mod:`strsat.python.sequences`);
* ``x[k]`` (a load) becomes ``__strsat_getitem__(x, k)``;
* an f-string becomes ``__strsat_fstring__(...)`` of its pieces, and ``a % b``
  becomes ``__strsat_percent__(a, b)`` (printf-style formatting of a plain string);
* the test of an ``if``, ``while`` or conditional expression becomes
  ``__strsat_branch__(test, line, column)``: a concrete outcome is recorded, and the
  operand of ``not`` becomes ``__strsat_truth__(x)`` (an object's Python ``__bool__`` or
  ``__len__`` runs rewritten in both);
* the iterable of a ``for`` or a comprehension, of ``*x`` in a list, tuple or call, of
  ``yield from x`` and of an unpacking assignment ``a, b = x`` becomes
  ``__strsat_iter__(iterable)``, and an attribute load ``x.name`` becomes
  ``__strsat_attr__(x, "name")``.
* ``x[k] = v`` becomes ``__strsat_setitem__(v, x, k)`` (also as a target of a chained
  assignment ``a = x[k] = v``), ``x[k] op= v``
  ``__strsat_augitem__(x, k, "op", v)`` (``v`` a function giving it, unless it is a name or a
  constant), ``del x[k]`` ``__strsat_delitem__(x, k)``, a dict display with computed keys
  ``__strsat_dict__(k1, v1, ...)``, a set display with computed items and set and dict
  comprehensions ``__strsat_setof__``/``__strsat_dictof__`` of a generator: a dict or set
  receiving symbolic keys keeps them symbolic (:mod:`.keyed`);
* ``a + b`` (every binary operator but ``%``), ``-a``/``+a``/``~a`` and ``x op= v`` (a
  name or ``name.attr`` target) become ``__strsat_binop__(a, b, "+")``,
  ``__strsat_unop__(a, "-")`` and ``x = __strsat_inplace__(x, v, "op")``: an operator
  method written in Python runs rewritten (:mod:`.operators`);
* the exception of ``raise E(args)`` becomes ``__strsat_raised__(__strsat_mark__(), E(args))``
  (the decisions its building makes are told apart).

The rewritten code keeps the module's file name and line numbers, so
tracebacks and decision sites read as the original.  ``import re`` gives the
layer's ``re`` (whose ``fullmatch``/``match``/``search`` are symbolic).
"""

from __future__ import annotations

import ast
import builtins
import importlib.util
import inspect
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import StrsatError
from .char_finds import FIND, find_shape, found, mark_reads
from .char_rewrite import HOOKS as CHAR_HOOKS
from .char_rewrite import (
    KIND,
    LOOP,
    accumulated,
    element_map,
    loop_shape,
    mark_function,
    summarizable,
    summarized,
)
from .char_scans import SCAN, scan_shape, scanned
from .foreign import attr_or, has_attr
from .match_rewrite import describe
from .module_state import ModuleState

#: The hook names, bound in the rewritten module's ``__builtins__``.
CALL, METHOD, IN, GETITEM, FSTRING, FORMAT, PERCENT, BRANCH, COMPARE, ITER, ATTR = (
    "__strsat_call__", "__strsat_method__", "__strsat_in__", "__strsat_getitem__",
    "__strsat_fstring__", "__strsat_format__", "__strsat_percent__", "__strsat_branch__",
    "__strsat_compare__", "__strsat_iter__", "__strsat_attr__")
#: the comparisons that become ``__strsat_compare__`` calls, by their spelling
_COMPARISONS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
                ast.NotEq: "!="}
#: the hooks of stores by key and of dict and set displays (:mod:`.keyed`)
SETITEM, DELITEM, AUGITEM, DICT, DICTOF, SETOF = (
    "__strsat_setitem__", "__strsat_delitem__", "__strsat_augitem__", "__strsat_dict__",
    "__strsat_dictof__", "__strsat_setof__")
#: the hook of a store to an attribute (:meth:`Rewriter._attribute_store`)
SETATTR = "__strsat_setattr__"
#: the hooks around the exception of a ``raise`` (:meth:`Rewriter.visit_Raise`)
MARK, RAISED = "__strsat_mark__", "__strsat_raised__"
#: the hook around the operand of ``not`` (:meth:`Rewriter.visit_UnaryOp`)
TRUTH = "__strsat_truth__"
#: the hook around the mapping of a call's ``**mapping`` (:func:`.keyed.keyword_names`)
KWARGS = "__strsat_kwargs__"
#: the hooks of operators whose methods may be Python (:mod:`.operators`)
BINOP, UNOP, INPLACE = "__strsat_binop__", "__strsat_unop__", "__strsat_inplace__"
#: the binary operators, by their spelling
_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
           ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&",
           ast.BitOr: "|", ast.BitXor: "^", ast.MatMult: "@"}
#: the unary operators other than ``not``, by their spelling
_UNARY = {ast.USub: "-", ast.UAdd: "+", ast.Invert: "~"}
#: the name holding the value of a chained assignment with a subscript target
CHAINED = "__strsat_chained__"
#: the names holding the items of an unpacking with a subscript target (``.format(k)``)
UNPACKED = "__strsat_unpacked{}__"
#: the in-place operators of an augmented assignment, by their spelling
_INPLACE = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
            ast.Mod: "%", ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>",
            ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^", ast.MatMult: "@"}
#: every hook name the rewritten code may refer to
#: the hook that matches a ``case`` pattern (:mod:`.matching`)
MATCH = "__strsat_match__"
HOOKS = (CALL, METHOD, IN, GETITEM, FSTRING, FORMAT, PERCENT, BRANCH, COMPARE, ITER, ATTR,
         SETITEM, DELITEM, AUGITEM, DICT, DICTOF, SETOF, MARK, RAISED, TRUTH, BINOP, UNOP,
         INPLACE, KWARGS, MATCH, SETATTR, SCAN, FIND, *CHAR_HOOKS)


def _matched(bound: str) -> ast.expr:
    """``bound is not None``: the case's pattern matched."""
    return ast.Compare(ast.Name(bound, ast.Load()), [ast.IsNot()], [ast.Constant(None)])


class ExploreError(StrsatError):
    """The target cannot be explored (no source, not a function, unsupported parameters)."""


def _callee(func: ast.expr) -> list[ast.expr]:
    """The callee of a call with ``**mapping``, for :func:`.keyed.keyword_names`, where
    reading it again runs nothing: a plain name, or ``(obj, "attribute")`` of a plain
    name ``obj`` (the attribute looked up statically there); else nothing."""
    if isinstance(func, ast.Name) and func.id != "super":
        return [ast.Name(func.id, ast.Load())]
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return [ast.Tuple([ast.Name(func.value.id, ast.Load()), ast.Constant(func.attr)],
                          ast.Load())]
    return []


class Rewriter(ast.NodeTransformer):
    """The rewriting described in the module docstring.  ``owner``: the name of the class
    the rewritten code is in, if any (a function rewritten alone, :mod:`.callees`)."""

    def __init__(self, owner: str | None = None) -> None:
        self.classes: list[str] = [owner] if owner else []
        #: how many function definitions the node being visited is inside
        self.functions = 0

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        self.classes.append(node.name)
        try:
            self.generic_visit(node)
        finally:
            self.classes.pop()
        return node

    def _name(self, attribute: str) -> ast.Constant:
        """An attribute's name as the compiler spells it inside the class: ``__x`` is
        ``_Class__x`` (private name mangling), since the hooks get it as a string."""
        if self.classes and attribute.startswith("__") and not attribute.endswith("__"):
            owner = self.classes[-1].lstrip("_")
            if owner:
                attribute = f"_{owner}{attribute}"
        return ast.Constant(attribute)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        mark_function(node)  # lists and loops keeping characters (:mod:`.char_rewrite`)
        mark_reads(node)  # loops stopping at a class's first character (:mod:`.char_finds`)
        self.functions += 1
        try:
            self.generic_visit(node)
        finally:
            self.functions -= 1
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Assign(self, node: ast.Assign) -> ast.AST | list[ast.stmt]:
        self.generic_visit(node)
        target = node.targets[0]
        if len(node.targets) != 1:
            return self._chained(node)
        if isinstance(target, ast.Tuple | ast.List) and \
                not isinstance(node.value, ast.Tuple | ast.List):
            node.value = self._iter(node.value)  # a, b = s: iterated as a loop iterates
        if isinstance(target, ast.Tuple | ast.List):
            return self._unpacked(node, target)
        if isinstance(target, ast.Attribute):
            return self._attribute_store(node, target)
        if not isinstance(target, ast.Subscript):
            return node
        call = ast.Call(ast.Name(SETITEM, ast.Load()), [node.value, target.value, target.slice],
                        [])
        return ast.copy_location(ast.Expr(ast.copy_location(call, node)), node)

    def _attribute_store(self, node: ast.Assign, target: ast.Attribute) -> ast.stmt:
        """``obj.name = value`` becomes ``__strsat_setattr__(value, obj, "name")`` (the
        value evaluated first, as CPython does): a property's setter or a ``__setattr__``
        written in Python runs rewritten (CPython's store would run it as written, where
        a symbolic value meets C code: netaddr's ``EUI.value`` setter, whose
        ``isinstance(value, str)`` was false for a symbolic string)."""
        call = ast.Call(ast.Name(SETATTR, ast.Load()),
                        [node.value, target.value, self._name(target.attr)], [])
        return ast.copy_location(ast.Expr(ast.copy_location(call, node)), node)

    @staticmethod
    def _unpacked(node: ast.Assign, target: ast.Tuple | ast.List) -> ast.Assign | list[ast.stmt]:
        """``a[i], a[j] = a[j], a[i]`` (an unpacking with a subscript among its targets: a
        swap): the value unpacked into :data:`UNPACKED` names, then each target assigned
        from its name, left to right as CPython does (a target's object and key evaluated
        when it is assigned), a subscript by ``__strsat_setitem__`` (CPython's store made
        a symbolic key concrete); the names are deleted after."""
        if not any(isinstance(t, ast.Subscript) for t in target.elts):
            return node
        names = [UNPACKED.format(k) for k in range(len(target.elts))]
        held: list[ast.expr] = [
            ast.Starred(ast.Name(n, ast.Store()), ast.Store()) if isinstance(t, ast.Starred)
            else ast.Name(n, ast.Store()) for n, t in zip(names, target.elts, strict=True)]
        statements: list[ast.stmt] = [ast.Assign([ast.Tuple(held, ast.Store())], node.value)]
        for name, elt in zip(names, target.elts, strict=True):
            value = ast.Name(name, ast.Load())
            if isinstance(elt, ast.Subscript):
                statements.append(ast.Expr(ast.Call(ast.Name(SETITEM, ast.Load()),
                                                    [value, elt.value, elt.slice], [])))
            else:
                statements.append(ast.Assign(
                    [elt.value if isinstance(elt, ast.Starred) else elt], value))
        statements.append(ast.Delete([ast.Name(n, ast.Del()) for n in names]))
        return [ast.fix_missing_locations(ast.copy_location(s, node)) for s in statements]

    @staticmethod
    def _chained(node: ast.Assign) -> ast.Assign | list[ast.stmt]:
        """``a = x[k] = v`` (a chained assignment with a subscript among its targets):
        ``v`` evaluated once into :data:`CHAINED`, then each target assigned from it, left
        to right as CPython does, a subscript by ``__strsat_setitem__``; the name is
        deleted after (at module or class level it would stay)."""
        if not any(isinstance(t, ast.Subscript) for t in node.targets):
            return node
        statements: list[ast.stmt] = [ast.Assign([ast.Name(CHAINED, ast.Store())], node.value)]
        for target in node.targets:
            value = ast.Name(CHAINED, ast.Load())
            if isinstance(target, ast.Subscript):
                call = ast.Call(ast.Name(SETITEM, ast.Load()),
                                [value, target.value, target.slice], [])
                statements.append(ast.Expr(call))
            else:
                statements.append(ast.Assign([target], value))
        statements.append(ast.Delete([ast.Name(CHAINED, ast.Del())]))
        return [ast.copy_location(s, node) for s in statements]

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        target, operand = node.target, node.value
        load: ast.expr | None = None
        if isinstance(target, ast.Name):
            load = ast.Name(target.id, ast.Load())
        elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
            load = ast.Attribute(ast.Name(target.value.id, ast.Load()), target.attr, ast.Load())
        if load is not None:
            # ``x op= v`` as ``x = __strsat_inplace__(x, v, "op")`` (:mod:`.operators`)
            call = ast.Call(ast.Name(INPLACE, ast.Load()), [
                ast.copy_location(load, target), operand,
                ast.Constant(_INPLACE[type(node.op)])], [])
            store = ast.copy_location(ast.Assign([target], ast.copy_location(call, node)), node)
            if isinstance(target, ast.Attribute):
                return self._attribute_store(store, target)
            return store
        if not isinstance(target, ast.Subscript) or (not self.functions and not isinstance(
                operand, ast.Constant | ast.Name)) or any(
                isinstance(n, ast.Yield | ast.YieldFrom | ast.Await | ast.NamedExpr)
                for n in ast.walk(operand)):
            return node
        thunk = not isinstance(operand, ast.Constant | ast.Name)
        if thunk:  # evaluated after the load of ``x[k]``, as CPython does
            operand = ast.Lambda(ast.arguments([], [], None, [], [], None, []), operand)
        call = ast.Call(ast.Name(AUGITEM, ast.Load()), [
            target.value, target.slice, ast.Constant(_INPLACE[type(node.op)]), operand,
            ast.Constant(thunk)], [])
        return ast.copy_location(ast.Expr(ast.copy_location(call, node)), node)

    def visit_Raise(self, node: ast.Raise) -> ast.AST:
        """``raise E(args)`` becomes ``raise __strsat_raised__(__strsat_mark__(), E(args))``:
        the decisions made while the exception and its message are built (``%r``,
        ``repr()``, f-strings) are known as such to the search, which tries them after
        the function's own branches (:meth:`.tracer.RunTrace.raising`)."""
        self.generic_visit(node)
        if node.exc is None:
            return node
        node.exc = ast.copy_location(ast.Call(ast.Name(RAISED, ast.Load()), [
            ast.Call(ast.Name(MARK, ast.Load()), [], []), node.exc], []), node.exc)
        return node

    def visit_Delete(self, node: ast.Delete) -> ast.AST:
        self.generic_visit(node)
        if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Subscript):
            return node
        target = node.targets[0]
        call = ast.Call(ast.Name(DELITEM, ast.Load()), [target.value, target.slice], [])
        return ast.copy_location(ast.Expr(ast.copy_location(call, node)), node)

    def visit_Dict(self, node: ast.Dict) -> ast.AST:
        self.generic_visit(node)
        if any(k is None for k in node.keys) or all(isinstance(k, ast.Constant)
                                                    for k in node.keys):
            return node  # ``**`` unpacking, or constant keys: as written
        flat: list[ast.expr] = [part for k, v in zip(node.keys, node.values, strict=True)
                                if k is not None for part in (k, v)]
        return ast.copy_location(ast.Call(ast.Name(DICT, ast.Load()), flat, []), node)

    def visit_Set(self, node: ast.Set) -> ast.AST:
        self.generic_visit(node)
        for item in node.elts:  # {*s}: a set of the items, in any order (not noted)
            if isinstance(item, ast.Starred) and isinstance(item.value, ast.Call) and \
                    getattr(item.value.func, "id", "") == ITER:
                item.value = item.value.args[0]
        if all(isinstance(e, ast.Constant) for e in node.elts):
            return node
        items = ast.Tuple(node.elts, ast.Load())
        return ast.copy_location(ast.Call(ast.Name(SETOF, ast.Load()), [items], []), node)

    def visit_DictComp(self, node: ast.DictComp) -> ast.AST:
        self.generic_visit(node)
        pairs = ast.GeneratorExp(ast.Tuple([node.key, node.value], ast.Load()),
                                 node.generators)
        return ast.copy_location(ast.Call(ast.Name(DICTOF, ast.Load()), [pairs], []), node)

    def visit_SetComp(self, node: ast.SetComp) -> ast.AST:
        self.generic_visit(node)
        items = ast.GeneratorExp(node.elt, node.generators)
        return ast.copy_location(ast.Call(ast.Name(SETOF, ast.Load()), [items], []), node)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        func = node.func
        for a in node.args:  # a list made for the call alone: read as a generator is
            if isinstance(a, ast.ListComp):
                setattr(a, KIND, "list")
        if isinstance(func, ast.Attribute):  # the method's object, not its attribute load
            func.value = self.visit(func.value)
            node.args = [self.visit(a) for a in node.args]
            node.keywords = [self.visit(k) for k in node.keywords]
        else:
            self.generic_visit(node)
            func = node.func
        for k in node.keywords:
            if k.arg is None:  # f(**mapping): a symbolic key becomes the name it holds
                k.value = ast.copy_location(
                    ast.Call(ast.Name(KWARGS, ast.Load()), [k.value, *_callee(func)], []),
                    k.value)
        if isinstance(func, ast.Name) and func.id == "super":
            return node  # zero-argument super() reads its caller's frame
        if isinstance(func, ast.Attribute):
            # ``super().m(...)`` too: ``super()`` is still evaluated in the method's frame
            target = func.value
            args = [target, self._name(func.attr), *node.args]
            new = ast.Call(ast.Name(METHOD, ast.Load()), args, node.keywords)
        else:
            new = ast.Call(ast.Name(CALL, ast.Load()), [func, *node.args], node.keywords)
        return ast.copy_location(new, node)

    def visit_If(self, node: ast.If) -> ast.AST:
        self.generic_visit(node)
        if not isinstance(node.test, ast.Constant):  # ``while True:`` has one side
            node.test = self._branch(node.test)
        return node

    def visit_While(self, node: ast.While) -> ast.AST | list[ast.stmt]:
        """A scanning loop (``while i < len(s) and P(s[i]): i += 1``) becomes one
        ``__strsat_scan__`` with the loop as its fallback (:mod:`.char_scans`); any
        other loop is a branch, as ``if``."""
        shape = scan_shape(node)
        if shape is None:
            return self.visit_If(node)  # type: ignore[arg-type]
        return scanned(node, shape, self.visit, self.visit_If)  # type: ignore[arg-type]

    def visit_Match(self, node: ast.Match) -> list[ast.stmt]:
        """``match`` as ``if`` statements (:mod:`.matching`): the subject held once, each
        ``case`` a call ``__strsat_match__(subject, description, names)`` giving the
        values its pattern binds (None: no match), the names bound, then the guard as a
        branch and the body, the later cases in the ``else``."""
        where = f"{node.lineno}_{node.col_offset}"
        subject = f"__strsat_subject_{where}__"
        held: ast.stmt = ast.Assign([ast.Name(subject, ast.Store())], self.visit(node.subject))
        rest: list[ast.stmt] = []
        for case in reversed(node.cases):
            bound = f"__strsat_bound_{case.pattern.lineno}_{case.pattern.col_offset}__"
            described, names = describe(case.pattern, self.visit)
            call = ast.Call(ast.Name(MATCH, ast.Load()), [
                ast.Name(subject, ast.Load()), described,
                ast.Tuple([ast.Constant(n) for n in names], ast.Load())], [])
            steps: list[ast.stmt] = [ast.Assign([ast.Name(bound, ast.Store())], call)]
            if names:
                steps.append(ast.If(_matched(bound), [ast.Assign(
                    [ast.Tuple([ast.Name(n, ast.Store()) for n in names], ast.Store())],
                    ast.Name(bound, ast.Load()))], []))
            test: ast.expr = _matched(bound)
            if case.guard is not None:
                test = ast.BoolOp(ast.And(), [test, self._branch(self.visit(case.guard))])
            body: list[ast.stmt] = []
            for statement in case.body:
                done = self.visit(statement)
                body.extend(done if isinstance(done, list) else [done])
            steps.append(ast.If(test, body, rest))
            for step in steps:
                ast.copy_location(step, case.pattern)
            rest = steps
        statements = [ast.copy_location(held, node), *rest]
        for statement in statements:
            ast.fix_missing_locations(statement)
        return statements
    visit_IfExp = visit_If  # type: ignore[assignment]

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        """``not x`` becomes ``not __strsat_truth__(x)``: the truth of an object whose class
        writes ``__bool__``/``__len__`` in Python runs that method rewritten (CPython's
        ``not`` would run it as written)."""
        plain = isinstance(node.operand, ast.Compare | ast.Constant)
        self.generic_visit(node)
        if isinstance(node.op, ast.Not) and not plain:
            node.operand = ast.copy_location(
                ast.Call(ast.Name(TRUTH, ast.Load()), [node.operand], []), node.operand)
        elif type(node.op) in _UNARY and not isinstance(node.operand, ast.Constant):
            return ast.copy_location(ast.Call(ast.Name(UNOP, ast.Load()), [
                node.operand, ast.Constant(_UNARY[type(node.op)])], []), node)
        return node

    @staticmethod
    def _branch(test: ast.expr) -> ast.expr:
        """``__strsat_branch__(test, line, column)``: a test on a concrete value is recorded
        as a branch taken (the explorer's frontier sees branches no symbolic decision
        makes); a symbolic one passes through untouched, to decide where it stands."""
        where = [ast.Constant(test.lineno), ast.Constant(test.col_offset)]
        return ast.copy_location(ast.Call(ast.Name(BRANCH, ast.Load()), [test, *where], []),
                                 test)

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        """``x.name`` (a load) becomes ``__strsat_attr__(x, "name")``: a property of a
        library's object runs its rewritten getter."""
        self.generic_visit(node)
        if not isinstance(node.ctx, ast.Load):
            return node
        new = ast.Call(ast.Name(ATTR, ast.Load()), [node.value, self._name(node.attr)], [])
        return ast.copy_location(new, node)

    def visit_Starred(self, node: ast.Starred) -> ast.AST:
        """``*x`` unpacked into a list, tuple or call becomes ``*__strsat_iter__(x)``: it
        is iterated as a ``for`` loop iterates (a set holding symbolic values read in its
        hash order is noted, an iterator of a library class runs rewritten)."""
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load):
            node.value = self._iter(node.value)
        return node

    def visit_For(self, node: ast.For) -> ast.AST | list[ast.stmt]:
        """A loop only keeping characters (``for c in s: if P(c): acc += c``, marked by
        :func:`.char_rewrite.mark_function`) becomes one ``__strsat_accumulate__``; one
        stopping at the first character of a class (``for i, c in enumerate(s): if
        P(c): break``), one ``__strsat_find__`` (:mod:`.char_finds`)."""
        shape = loop_shape(node) if getattr(node, LOOP, False) else None
        if shape is None:
            first = find_shape(node)
            if first is not None:
                return found(node, first, self.visit, self._loop)
        self._loop(node)
        if shape is None:
            return node
        return accumulated(node, shape, self._iter(ast.Name("__strsat_it__", ast.Load())))

    def _loop(self, node: ast.For) -> ast.For:
        """The loop rewritten as any other."""
        self.generic_visit(node)
        node.iter = self._iter(node.iter)
        return node

    def visit_YieldFrom(self, node: ast.YieldFrom) -> ast.AST:
        """``yield from x`` becomes ``yield from __strsat_iter__(x)``: a generator
        delegating to a set holding symbolic values reads it in its hash order, noted as
        a ``for`` loop's is (a generator stays a generator, so ``send``/``throw`` reach
        it)."""
        self.generic_visit(node)
        node.value = self._iter(node.value)
        return node

    def visit_comprehension(self, node: ast.comprehension) -> ast.AST:
        self.generic_visit(node)
        node.iter = self._iter(node.iter)
        return node

    def visit_GeneratorExp(self, node: ast.GeneratorExp) -> ast.AST:
        """A generator over characters with a character predicate becomes
        ``__strsat_chars__(...)`` (:mod:`.char_rewrite`): one term for its consumer
        (``"".join``, ``any``, ``all``, ``sum``) over a symbolic string."""
        return self._characters(node, "gen")

    def visit_ListComp(self, node: ast.ListComp) -> ast.AST:
        """A list comprehension passed directly to a call, as a generator is
        (:meth:`visit_GeneratorExp`; ``len([...])``, ``"".join([...])``), or kept in a
        name only read as :class:`.char_filters.CharSeq` reads it
        (:func:`.char_rewrite.mark_function`)."""
        return self._characters(node, getattr(node, KIND, ""))

    def _characters(self, node: ast.GeneratorExp | ast.ListComp, kind: str) -> ast.AST:
        eligible = kind != "" and summarizable(node)
        plain = element_map(node) if eligible else ""
        self.generic_visit(node)
        if not eligible:
            return node
        return summarized(node, kind, plain, self._iter(ast.Name("__strsat_it__", ast.Load())))

    @staticmethod
    def _iter(iterable: ast.expr) -> ast.expr:
        """``__strsat_iter__(iterable)``: an iterator of a library class runs its rewritten
        ``__next__`` (the loop's own iteration protocol would run the original)."""
        return ast.copy_location(ast.Call(ast.Name(ITER, ast.Load()), [iterable], []),
                                 iterable)

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        if len(node.ops) != 1:
            return node
        spelling = _COMPARISONS.get(type(node.ops[0]))
        if spelling is not None:
            new = ast.Call(ast.Name(COMPARE, ast.Load()),
                           [node.left, node.comparators[0], ast.Constant(spelling)], [])
            return ast.copy_location(new, node)
        if isinstance(node.ops[0], ast.Is | ast.IsNot) and any(
                isinstance(side, ast.Constant) and type(side.value) is bool
                for side in (node.left, node.comparators[0])):
            # ``s.isdigit() is False`` (aniso8601): a symbolic bool is no bool singleton
            new = ast.Call(ast.Name(COMPARE, ast.Load()), [
                node.left, node.comparators[0],
                ast.Constant("is" if isinstance(node.ops[0], ast.Is) else "is not")], [])
            return ast.copy_location(new, node)
        if not isinstance(node.ops[0], ast.In | ast.NotIn):
            return node
        test: ast.expr = ast.Call(ast.Name(IN, ast.Load()), [node.left, node.comparators[0]],
                                  [])
        if isinstance(node.ops[0], ast.NotIn):
            test = ast.UnaryOp(ast.Not(), test)
        return ast.copy_location(test, node)

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        self.generic_visit(node)
        if not isinstance(node.ctx, ast.Load):
            return node
        new = ast.Call(ast.Name(GETITEM, ast.Load()), [node.value, node.slice], [])
        return ast.copy_location(new, node)

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.left, ast.Constant) and isinstance(node.right, ast.Constant):
            return node
        if not isinstance(node.op, ast.Mod):
            return ast.copy_location(ast.Call(ast.Name(BINOP, ast.Load()), [
                node.left, node.right, ast.Constant(_BINARY[type(node.op)])], []), node)
        new = ast.Call(ast.Name(PERCENT, ast.Load()), [node.left, node.right], [])
        return ast.copy_location(new, node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        pieces: list[ast.expr] = []
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                spec = self.visit(part.format_spec) if part.format_spec is not None \
                    else ast.Constant(None)
                value = self.visit(part.value)
                pieces.append(ast.Call(ast.Name(FORMAT, ast.Load()),
                                       [value, ast.Constant(part.conversion), spec], []))
            else:
                pieces.append(part)
        return ast.copy_location(ast.Call(ast.Name(FSTRING, ast.Load()), pieces, []), node)


def rewrite(source: str, filename: str) -> types.CodeType:
    """The module's code, rewritten (see the module docstring)."""
    tree = ast.parse(source, filename)
    tree = Rewriter().visit(tree)
    ast.fix_missing_locations(tree)
    return compile(tree, filename, "exec", dont_inherit=True)


@dataclass
class Module:
    """A module's source executed twice: as written (``original``, for reproducing
    and measuring) and rewritten (``namespace``, for exploring)."""

    path: str
    name: str
    original: types.ModuleType
    namespace: dict[str, Any] = field(default_factory=dict)
    #: the files whose rewritten code runs (this one, and the modules of its package that
    #: calls entered); shared with the runtime, so it grows during the exploration
    files: set[str] = field(default_factory=set)
    #: the files of other modules whose functions calls entered, rewritten one function
    #: at a time (:mod:`.callees`); shared with the runtime
    followed: set[str] = field(default_factory=set)
    #: the module's containers before the first run (:meth:`reset`)
    state: ModuleState | None = None
    _files_seen: set[str] = field(default_factory=set)
    _entered_namespaces: list[dict[str, Any]] = field(default_factory=list)

    def function(self, qualname: str) -> tuple[Any, Any]:
        """The original and the rewritten function ``qualname`` (a method of a class is
        bound to an instance made by calling the class without arguments; the rewritten
        one is taken from under a ``functools`` cache, so that symbolic arguments are not
        hashed)."""
        return _lookup(vars(self.original), qualname, self.path), \
            uncached(_lookup(self.namespace, qualname, self.path))

    def reset(self) -> None:
        """Before a run (or a call that confirms or measures one): put back the
        containers of the module and of the modules runs followed into as they were
        first seen, and empty their ``functools`` caches (:mod:`.module_state`), so that
        each call sees the module as the first did."""
        if self.state is None:  # both versions' containers and functools caches
            self.state = ModuleState()
            self.state.add((vars(self.original), self.namespace), caches=True)
        self.state.restore()
        self.state.add(self._entered(), caches=True)
        self.state.clear_recorded()

    def _entered(self) -> list[dict[str, Any]]:
        """The namespaces of the other modules whose code runs entered (:attr:`files`,
        :attr:`followed`), found in ``sys.modules`` by their files."""
        files = (self.files | self.followed) - {self.path}
        if files != self._files_seen:
            by_file = {getattr(m, "__file__", None): m for m in list(sys.modules.values())
                       if isinstance(m, types.ModuleType)}
            self._entered_namespaces = [vars(by_file[f]) for f in sorted(files)
                                        if by_file.get(f) is not None
                                        and by_file[f] is not self.original]
            self._files_seen = set(files)
        return self._entered_namespaces


def uncached(f: Any) -> Any:
    """The function under a ``functools`` cache (also as a bound method), else ``f``."""
    if isinstance(f, types.MethodType):
        inner = uncached(f.__func__)
        return f if inner is f.__func__ else types.MethodType(inner, f.__self__)
    if has_attr(f, "cache_clear") and callable(attr_or(f, "__wrapped__")):
        return f.__wrapped__
    return f


def resolve(namespace: dict[str, Any], qualname: str, path: str) -> Any:
    """The function ``qualname`` of a module's namespace; a method of a class bound to an
    instance made from default arguments (as :meth:`Module.function` does)."""
    return _lookup(namespace, qualname, path)


def _lookup(namespace: dict[str, Any], qualname: str, path: str) -> Any:
    if "<locals>" in qualname:
        raise ExploreError(f"{qualname} is defined inside another function; only functions "
                           f"at the top level of {path} can be explored")
    first, *rest = qualname.split(".")
    if first not in namespace:
        raise ExploreError(f"{path} has no function {qualname!r}")
    obj = namespace[first]
    for part in rest:
        owner = obj
        try:
            obj = getattr(owner, part)
        except AttributeError:
            raise ExploreError(f"{path} has no function {qualname!r}") from None
        if isinstance(owner, type) and instance_method(owner, part):
            obj = getattr(_instance(owner, qualname), part)
    if not callable(obj) or isinstance(obj, type):
        raise ExploreError(f"{qualname} in {path} is not a function")
    return obj


def instance_method(cls: type, name: str) -> bool:
    """Whether ``name`` is a plain (instance) method of ``cls``."""
    for klass in cls.__mro__:
        if name in vars(klass):
            raw = vars(klass)[name]
            return not isinstance(raw, staticmethod | classmethod) and callable(raw)
    return False


#: the value given to a required str/int/bool parameter of a class made for a method
ZEROS: dict[Any, Any] = {str: "", int: 0, bool: False, "str": "", "int": 0, "bool": False}


def _instance(cls: type, qualname: str) -> Any:
    """``cls()``, with ``""``/0/False for required ``str``/``int``/``bool`` parameters."""
    kwargs: dict[str, Any] = {}
    try:
        for p in inspect.signature(cls).parameters.values():
            if p.default is p.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) \
                    and p.annotation in ZEROS:
                kwargs[p.name] = ZEROS[p.annotation]
    except (TypeError, ValueError):
        pass
    try:
        return cls(**kwargs)
    except Exception as exc:  # noqa: BLE001 - any failure means: no default instance
        raise ExploreError(f"{qualname} is a method of {cls.__qualname__}, which cannot be "
                           f"made from default arguments ({type(exc).__name__}: {exc}); "
                           "explore a function that makes the instance instead") from None


def load_file(path: str, runtime: Any) -> Module:
    """Import the file ``path`` (its directory first on ``sys.path``) and execute its
    rewritten source with the hooks of ``runtime`` (a :class:`.runtime.Runtime`) among
    the builtins."""
    original = load_original(path)
    return _rewritten(original, str(Path(path).resolve()), runtime)


def load_original(path: str) -> types.ModuleType:
    """The module of the file ``path`` as written: imported (its directory first on
    ``sys.path``), or the module already imported from it.  A file inside a package
    (folders with ``__init__.py``) is imported by its dotted name, so that its relative
    imports work."""
    file = Path(path).resolve()
    if not file.is_file():
        raise ExploreError(f"{path}: no such file")
    name, folder = file.stem, file.parent
    while (folder / "__init__.py").is_file():
        name, folder = f"{folder.name}.{name}", folder.parent
    if name.endswith(".__init__"):
        name = name[: -len(".__init__")]
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    original = sys.modules.get(name)
    if original is not None and _file_of(original) == file:
        return original
    if "." in name:
        try:
            original = importlib.import_module(name)
        except ModuleNotFoundError:
            original = None  # another package of that name comes first: load the file
        except Exception as exc:
            raise ExploreError(f"importing {path} raised {type(exc).__name__}: {exc}") \
                from exc
        if original is not None and _file_of(original) == file:
            return original
    if sys.modules.get(name) is not None:
        name = f"strsat_explore.{name}"  # a module of that name exists
        original = sys.modules.get(name)
        if original is not None and _file_of(original) == file:
            return original
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise ExploreError(f"{path}: not a Python module")
    original = importlib.util.module_from_spec(spec)
    sys.modules[name] = original
    try:
        spec.loader.exec_module(original)
    except Exception as exc:
        del sys.modules[name]
        raise ExploreError(f"importing {path} raised {type(exc).__name__}: {exc}") from exc
    return original


def _file_of(module: types.ModuleType) -> Path | None:
    file = getattr(module, "__file__", None)
    return Path(file).resolve() if file else None


def load_function(function: Any, runtime: Any) -> tuple[Module, str]:
    """The module of ``function`` (already imported), rewritten; and its qualified name.
    A method (bound or not) or a ``functools`` cache is taken by its function's name (a
    method is then bound to a fresh instance, as :meth:`Module.function` does)."""
    function = uncached(getattr(function, "__func__", function))
    if not inspect.isfunction(function):
        raise ExploreError(f"{function!r} is not a Python function")
    module = sys.modules.get(function.__module__)
    source_file = inspect.getsourcefile(function)
    if module is None or source_file is None:
        raise ExploreError(f"the source of {function.__qualname__} is not available")
    return _rewritten(module, str(Path(source_file).resolve()), runtime), \
        function.__qualname__


def _rewritten(original: types.ModuleType, file: str, runtime: Any) -> Module:
    source = Path(file).read_text(encoding="utf-8")
    code = rewrite(source, file)
    name = original.__name__
    runtime.bind(file, name, _package_root(Path(file)))
    namespace: dict[str, Any] = {
        "__name__": name, "__file__": file, "__builtins__": _builtins(runtime.hooks()),
        "__package__": getattr(original, "__package__", None),
    }
    try:
        exec(code, namespace)  # noqa: S102 - the module's own code, as importing it does
    except Exception as exc:
        raise ExploreError(f"running the rewritten {file} raised {type(exc).__name__}: "
                           f"{exc}") from exc
    return Module(file, name, original, namespace, runtime.files,
                  getattr(runtime, "followed", set()))


def _package_root(file: Path) -> str | None:
    """The folder of the outermost package holding ``file``, None outside a package."""
    folder, root = file.parent, None
    while (folder / "__init__.py").is_file():
        root, folder = folder, folder.parent
    return None if root is None else str(root)


def _builtins(hooks: dict[str, Any]) -> dict[str, Any]:
    table = dict(vars(builtins))
    table.update(hooks)
    return table


__all__ = ["ATTR", "CALL", "MATCH", "FORMAT", "FSTRING", "GETITEM", "HOOKS", "IN", "ITER", "KWARGS",
           "METHOD",
           "ExploreError", "Module", "PERCENT", "Rewriter", "load_file", "load_function",
           "TRUTH", "load_original", "resolve", "rewrite", "uncached"]
