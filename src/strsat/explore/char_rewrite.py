"""The rewriting of a comprehension over characters into ``__strsat_chars__`` (issue 38).

A generator expression (or a list comprehension passed directly to a call) with one
``for`` over a plain name, whose condition and element are made of names, constants,
attribute loads, comparisons, memberships, ``and``/``or``/``not``, ``ord(x)`` and the
target's argument-less ``is...()`` methods, becomes (:func:`summarized`)::

    __strsat_chars__(iterable, lambda c: PROBE(cond), lambda c: PROBE(elt),
                     lambda __strsat_it__: <the comprehension over __strsat_it__>,
                     kind, elt is c)

where ``PROBE`` is the rewritten expression with its connectives, calls, memberships and
comparisons turned into the probe's own operations (:mod:`.char_filters`: they build
terms or refuse, never decide).  At run time, over anything but a symbolic string, the
last lambda runs the comprehension exactly as before.
"""

from __future__ import annotations

import ast
import copy

#: the hook making a :class:`.char_filters.CharFilter`
CHARS = "__strsat_chars__"
#: the probe's operations (:mod:`.char_filters`)
P_AND, P_OR, P_NOT, P_CALL, P_METHOD, P_IN, P_COMPARE = (
    "__strsat_pand__", "__strsat_por__", "__strsat_pnot__", "__strsat_pcall__",
    "__strsat_pmethod__", "__strsat_pin__", "__strsat_pcompare__")
HOOKS = (CHARS, P_AND, P_OR, P_NOT, P_CALL, P_METHOD, P_IN, P_COMPARE)
#: the parameter of the comprehension's stand-in
_SOURCE = "__strsat_it__"
#: the names of the hooks a probe's calls are rewritten from, by the rewriter's spelling
_PROBED = {"__strsat_call__": P_CALL, "__strsat_method__": P_METHOD,
           "__strsat_in__": P_IN, "__strsat_compare__": P_COMPARE}
#: the methods a summarized condition may call (on the target, without arguments)
_METHODS = frozenset({"isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum",
                      "isupper", "islower", "isspace", "isascii", "isprintable",
                      "isidentifier", "istitle"})
_PLAIN_NODES = (ast.Name, ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Attribute,
                ast.Call, ast.Tuple, ast.List, ast.Set, ast.Load, ast.boolop, ast.cmpop,
                ast.Not)


def summarizable(node: ast.GeneratorExp | ast.ListComp) -> bool:
    """Whether the (not yet rewritten) comprehension has the shape summarized."""
    if len(node.generators) != 1:
        return False
    gen = node.generators[0]
    if gen.is_async or not isinstance(gen.target, ast.Name):
        return False
    target = gen.target.id
    return all(_plain(e, target) for e in (node.elt, *gen.ifs))


def _plain(expr: ast.expr, target: str) -> bool:
    for n in ast.walk(expr):
        if not isinstance(n, _PLAIN_NODES):
            return False
        if isinstance(n, ast.UnaryOp) and not isinstance(n.op, ast.Not):
            return False
        if isinstance(n, ast.Compare) and any(isinstance(o, ast.Is | ast.IsNot) for o in n.ops):
            return False
        if isinstance(n, ast.Call) and not _allowed_call(n, target):
            return False
        if isinstance(n, ast.Attribute) and not _dotted(n.value):
            return False
    return True


def _allowed_call(n: ast.Call, target: str) -> bool:
    if n.keywords:
        return False
    if isinstance(n.func, ast.Name):
        return n.func.id == "ord" and len(n.args) == 1
    return isinstance(n.func, ast.Attribute) and not n.args and \
        n.func.attr in _METHODS and isinstance(n.func.value, ast.Name) and \
        n.func.value.id == target


def _dotted(e: ast.expr) -> bool:
    while isinstance(e, ast.Attribute):
        e = e.value
    return isinstance(e, ast.Name)


def summarized(node: ast.GeneratorExp | ast.ListComp, kind: str, plain: bool,
               iterate: ast.expr) -> ast.expr:
    """The call of ``__strsat_chars__`` standing for the *rewritten* ``node`` (its
    iterable ``__strsat_iter__(x)``); ``iterate`` makes ``__strsat_iter__(name)``."""
    gen = node.generators[0]
    source = gen.iter.args[0] if isinstance(gen.iter, ast.Call) else gen.iter
    target = gen.target.id  # type: ignore[attr-defined]
    conditions = [_probe_form(copy.deepcopy(c)) for c in gen.ifs]
    condition: ast.expr = ast.Constant(True) if not conditions else conditions[0] \
        if len(conditions) == 1 else _call(P_AND, conditions)
    element = _probe_form(copy.deepcopy(node.elt))
    gen.iter = iterate
    call = _call(CHARS, [source, _lambda(target, condition), _lambda(target, element),
                         _lambda(_SOURCE, node), ast.Constant(kind), ast.Constant(plain)])
    ast.copy_location(call, node)
    return ast.fix_missing_locations(call)


def _lambda(name: str, body: ast.expr) -> ast.Lambda:
    return ast.Lambda(ast.arguments(posonlyargs=[], args=[ast.arg(name)], vararg=None,
                                    kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]),
                      body)


def _call(name: str, args: list[ast.expr]) -> ast.Call:
    return ast.Call(ast.Name(name, ast.Load()), args, [])


class _ProbeForm(ast.NodeTransformer):
    """A rewritten expression with the probe's operations (see the module docstring)."""

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        return _call(P_AND if isinstance(node.op, ast.And) else P_OR, node.values)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        operand = node.operand
        if isinstance(operand, ast.Call) and getattr(operand.func, "id", "") == \
                "__strsat_truth__":
            operand = operand.args[0]
        return _call(P_NOT, [operand])

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        """A chained comparison (left as written by the rewriter): each link, conjoined."""
        self.generic_visit(node)
        links: list[ast.expr] = []
        left = node.left
        for op, right in zip(node.ops, node.comparators, strict=True):
            if isinstance(op, ast.In | ast.NotIn):
                link: ast.expr = _call(P_IN, [left, right])
                if isinstance(op, ast.NotIn):
                    link = _call(P_NOT, [link])
            else:
                spelling = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
                            ast.Eq: "==", ast.NotEq: "!="}[type(op)]
                link = _call(P_COMPARE, [left, right, ast.Constant(spelling)])
            links.append(link)
            left = right
        return links[0] if len(links) == 1 else _call(P_AND, links)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        name = getattr(node.func, "id", "")
        if name in _PROBED:
            node.func = ast.Name(_PROBED[name], ast.Load())
        return node


def _probe_form(expr: ast.expr) -> ast.expr:
    made = _ProbeForm().visit(expr)
    assert isinstance(made, ast.expr)
    return made


__all__ = ["CHARS", "HOOKS", "summarizable", "summarized"]
