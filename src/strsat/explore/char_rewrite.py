"""The rewriting of a comprehension over characters into ``__strsat_chars__`` (issue 38).

A generator expression (or a list comprehension passed directly to a call) with one
``for`` over a plain name, whose condition and element are made of names, constants,
attribute loads, comparisons, memberships, ``and``/``or``/``not``, ``ord(x)`` and the
target's argument-less ``is...()`` methods, becomes (:func:`summarized`)::

    __strsat_chars__(iterable, lambda c: PROBE(cond), lambda c: PROBE(elt),
                     lambda __strsat_it__: <the comprehension over __strsat_it__>,
                     kind, element_map)

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
#: the hook of a loop keeping characters (:func:`accumulated`)
ACCUMULATE = "__strsat_accumulate__"
HOOKS = (CHARS, ACCUMULATE, P_AND, P_OR, P_NOT, P_CALL, P_METHOD, P_IN, P_COMPARE)
#: the attribute marking a list comprehension to summarize: "list" (a call's argument),
#: "seq" (a name's value, :func:`mark_function`)
KIND = "strsat_kind"
#: the attribute marking a ``for`` statement to summarize (:func:`mark_function`)
LOOP = "strsat_loop"
#: the parameter of the comprehension's stand-in
_SOURCE = "__strsat_it__"
#: the names of the hooks a probe's calls are rewritten from, by the rewriter's spelling
_PROBED = {"__strsat_call__": P_CALL, "__strsat_method__": P_METHOD,
           "__strsat_in__": P_IN, "__strsat_compare__": P_COMPARE}
#: the methods a summarized condition may call (on the target, without arguments):
#: predicates of the layer, run by the probe (:func:`.char_filters.p_method`)
METHODS = frozenset({"isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum",
                      "isupper", "islower", "isspace", "isascii", "isprintable",
                      "isidentifier", "istitle"})
_PLAIN_NODES = (ast.Name, ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Attribute,
                ast.Call, ast.Tuple, ast.List, ast.Set, ast.Load, ast.boolop, ast.cmpop,
                ast.Not)


def summarizable(node: ast.GeneratorExp | ast.ListComp) -> bool:
    """Whether the (not yet rewritten) comprehension has the shape summarized."""
    if len(node.generators) != 1:
        return False
    if index_shape(node) is not None:
        return True
    gen = node.generators[0]
    if gen.is_async or not isinstance(gen.target, ast.Name):
        return False
    target = gen.target.id
    return (plain_predicate(node.elt, target) or element_map(node) != "") and \
        all(plain_predicate(e, target) for e in gen.ifs)


#: the maps of a kept character a join reads (its element ``c.upper()``): the case maps
#: whose value for a string is the concatenation of their values for its characters
#: (``lower`` but for a final sigma, :func:`.char_filters.join`)
_MAPS = frozenset({"upper", "lower"})


def element_map(node: ast.GeneratorExp | ast.ListComp) -> str:
    """``"same"`` for an element that is the target itself, the method's name for
    ``c.upper()``/``c.lower()``, ``"index"`` for ``i`` of :func:`index_shape`, else
    ``""`` (the not yet rewritten ``node``)."""
    if index_shape(node) is not None:
        return "index"
    gen = node.generators[0]
    target = getattr(gen.target, "id", None)
    elt = node.elt
    if isinstance(elt, ast.Name):
        return "same" if elt.id == target else ""
    if isinstance(elt, ast.Call) and not elt.args and not elt.keywords and \
            isinstance(elt.func, ast.Attribute) and elt.func.attr in _MAPS and \
            isinstance(elt.func.value, ast.Name) and elt.func.value.id == target:
        return elt.func.attr
    return ""


def index_shape(node: ast.GeneratorExp | ast.ListComp) -> tuple[str, str, int] | None:
    """``(i, c, start)`` of the generator ``(i for i, c in enumerate(s[, start]) if
    P(c))`` (``start`` a constant int, ``P`` a character predicate not reading ``i``,
    at least one condition): the positions of the characters of a class, read by
    ``next`` as the first (:func:`.char_filters.first`); None for any other."""
    if not isinstance(node, ast.GeneratorExp) or len(node.generators) != 1:
        return None
    gen = node.generators[0]
    target, it = gen.target, gen.iter
    if gen.is_async or not gen.ifs or not isinstance(target, ast.Tuple) or \
            len(target.elts) != 2 or not all(isinstance(t, ast.Name) for t in target.elts):
        return None
    index, char = (t.id for t in target.elts)  # type: ignore[attr-defined]
    if index == char or not (isinstance(node.elt, ast.Name) and node.elt.id == index):
        return None
    start = enumerated(it)
    if start is None or any(not plain_predicate(e, char) or _reads(e, index)
                            for e in gen.ifs):
        return None
    return index, char, start


def enumerated(it: ast.expr) -> int | None:
    """``start`` of ``enumerate(x[, start])`` (``start`` a constant int, 0 when left
    out; ``x`` a name or attribute chain); None for any other expression."""
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and
            it.func.id == "enumerate" and not it.keywords and 1 <= len(it.args) <= 2 and
            dotted(it.args[0])):
        return None
    if len(it.args) == 1:
        return 0
    start = it.args[1]
    return start.value if isinstance(start, ast.Constant) and type(start.value) is int \
        else None


def _reads(expr: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(expr))


def plain_predicate(expr: ast.expr, target: str) -> bool:
    for n in ast.walk(expr):
        if not isinstance(n, _PLAIN_NODES):
            return False
        if isinstance(n, ast.UnaryOp) and not isinstance(n.op, ast.Not):
            return False
        if isinstance(n, ast.Compare) and any(isinstance(o, ast.Is | ast.IsNot) for o in n.ops):
            return False
        if isinstance(n, ast.Call) and not _allowed_call(n, target):
            return False
        if isinstance(n, ast.Attribute) and not dotted(n.value):
            return False
    return True


def _allowed_call(n: ast.Call, target: str) -> bool:
    if n.keywords:
        return False
    if isinstance(n.func, ast.Name):  # ord(c), range(48, 58)
        return (n.func.id == "ord" and len(n.args) == 1) or (
            n.func.id == "range" and 1 <= len(n.args) <= 3 and
            all(_int_constant(a) for a in n.args))
    return isinstance(n.func, ast.Attribute) and not n.args and \
        n.func.attr in METHODS and isinstance(n.func.value, ast.Name) and \
        n.func.value.id == target


def dotted(e: ast.expr) -> bool:
    """A name or an attribute chain on a name (``x``, ``self.pos``)."""
    while isinstance(e, ast.Attribute):
        e = e.value
    return isinstance(e, ast.Name)


def summarized(node: ast.GeneratorExp | ast.ListComp, kind: str, plain: str,
               iterate: ast.expr) -> ast.expr:
    """The call of ``__strsat_chars__`` standing for the *rewritten* ``node`` (its
    iterable ``__strsat_iter__(x)``); ``iterate`` makes ``__strsat_iter__(name)``."""
    gen = node.generators[0]
    source = gen.iter.args[0] if isinstance(gen.iter, ast.Call) else gen.iter
    extra: list[ast.expr] = []
    if plain == "index":  # __strsat_iter__(__strsat_call__(enumerate, s[, k]))
        made = source
        assert isinstance(made, ast.Call)
        extra, source = [made.args[0]], made.args[1]
        target = gen.target.elts[1].id  # type: ignore[attr-defined]
        element: ast.expr = ast.Constant(_start(made))
        made.args[1] = ast.Name(_SOURCE, ast.Load())
        iterate = gen.iter
    else:
        target = gen.target.id  # type: ignore[attr-defined]
        element = probe_form(copy.deepcopy(node.elt))
    conditions = [probe_form(copy.deepcopy(c)) for c in gen.ifs]
    condition: ast.expr = ast.Constant(True) if not conditions else conditions[0] \
        if len(conditions) == 1 else hook_call(P_AND, conditions)
    gen.iter = iterate
    call = hook_call(CHARS, [source, lambda_of(target, condition), lambda_of(target, element),
                         lambda_of(_SOURCE, node), ast.Constant(kind), ast.Constant(plain),
                         *extra])
    ast.copy_location(call, node)
    return ast.fix_missing_locations(call)


def _start(call: ast.Call) -> int:
    """The constant start of a rewritten ``enumerate`` call (its arguments after the
    callee)."""
    if len(call.args) < 3:
        return 0
    start = call.args[2]
    assert isinstance(start, ast.Constant) and type(start.value) is int
    return start.value


def lambda_of(name: str, body: ast.expr) -> ast.Lambda:
    return ast.Lambda(ast.arguments(posonlyargs=[], args=[ast.arg(name)], vararg=None,
                                    kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]),
                      body)


def hook_call(name: str, args: list[ast.expr]) -> ast.Call:
    return ast.Call(ast.Name(name, ast.Load()), args, [])


class _ProbeForm(ast.NodeTransformer):
    """A rewritten expression with the probe's operations (see the module docstring)."""

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        return hook_call(P_AND if isinstance(node.op, ast.And) else P_OR, node.values)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        operand = node.operand
        if isinstance(operand, ast.Call) and getattr(operand.func, "id", "") == \
                "__strsat_truth__":
            operand = operand.args[0]
        return hook_call(P_NOT, [operand])

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        """A chained comparison (left as written by the rewriter): each link, conjoined."""
        self.generic_visit(node)
        links: list[ast.expr] = []
        left = node.left
        for op, right in zip(node.ops, node.comparators, strict=True):
            if isinstance(op, ast.In | ast.NotIn):
                link: ast.expr = hook_call(P_IN, [left, right])
                if isinstance(op, ast.NotIn):
                    link = hook_call(P_NOT, [link])
            else:
                spelling = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
                            ast.Eq: "==", ast.NotEq: "!="}[type(op)]
                link = hook_call(P_COMPARE, [left, right, ast.Constant(spelling)])
            links.append(link)
            left = right
        return links[0] if len(links) == 1 else hook_call(P_AND, links)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        name = getattr(node.func, "id", "")
        if name in _PROBED:
            node.func = ast.Name(_PROBED[name], ast.Load())
        return node


def probe_form(expr: ast.expr) -> ast.expr:
    made = _ProbeForm().visit(expr)
    assert isinstance(made, ast.expr)
    return made


def mark_function(func: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """Mark, in a (not yet rewritten) function, the list comprehensions of characters kept
    in a name that only :class:`.char_filters.CharSeq`'s uses read (:func:`_seq_uses`),
    and the loops that only keep characters in a string (:func:`loop_shape`)."""
    parents: dict[int, ast.AST] = {}
    names: dict[str, list[ast.Name]] = {}
    declared: set[str] = set()
    for n in ast.walk(func):
        for child in ast.iter_child_nodes(n):
            parents[id(child)] = n
        if isinstance(n, ast.Name):
            names.setdefault(n.id, []).append(n)
        elif isinstance(n, ast.Global | ast.Nonlocal):
            declared.update(n.names)
    for n in ast.walk(func):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and \
                isinstance(n.targets[0], ast.Name) and isinstance(n.value, ast.ListComp) and \
                n.targets[0].id not in declared and _keeps_characters(n.value) and \
                all(u is n.targets[0] or _seq_use(u, parents)
                    for u in names.get(n.targets[0].id, [])):
            setattr(n.value, KIND, "seq")
        elif isinstance(n, ast.For) and (shape := loop_shape(n)) is not None:
            target = n.target.id  # type: ignore[attr-defined]
            inside = {id(m) for m in ast.walk(n)}
            if target not in declared and \
                    all(id(u) in inside for u in names.get(target, [])) and \
                    (shape[2] != APPEND or _kept_list(func, n, shape[1], names, parents,
                                                      declared)):
                setattr(n, LOOP, True)


def _kept_list(func: ast.FunctionDef | ast.AsyncFunctionDef, loop: ast.For, acc: str,
               names: dict[str, list[ast.Name]], parents: dict[int, ast.AST],
               declared: set[str]) -> bool:
    """Whether the list ``acc`` a loop appends characters to is a local made once by
    ``acc = []`` and otherwise read only as :class:`.char_filters.CharSeq` reads it."""
    step = loop.body[0].body[0]  # type: ignore[attr-defined]
    appended = step.value.func.value
    params = {a.arg for a in (*func.args.posonlyargs, *func.args.args,
                              *func.args.kwonlyargs, func.args.vararg, func.args.kwarg)
              if a is not None}
    made = 0
    for u in names.get(acc, []):
        up = parents.get(id(u))
        if isinstance(u.ctx, ast.Store) and isinstance(up, ast.Assign) and \
                up.targets == [u] and isinstance(up.value, ast.List) and not up.value.elts:
            made += 1
        elif u is not appended and not _seq_use(u, parents):
            return False
    return made == 1 and acc not in declared and acc not in params


def _keeps_characters(node: ast.ListComp) -> bool:
    gen = node.generators[0] if node.generators else None
    return gen is not None and summarizable(node) and element_map(node) == "same"


def _seq_use(use: ast.Name, parents: dict[int, ast.AST]) -> bool:
    """Whether ``use`` of a list of characters is ``len(x)``, ``"".join(x)``, ``x[k]``
    (``k`` a constant int), ``x[k] = v`` or a truth test."""
    if not isinstance(use.ctx, ast.Load):
        return False
    up = parents.get(id(use))
    if isinstance(up, ast.Call) and up.args == [use] and not up.keywords:
        f = up.func
        return (isinstance(f, ast.Name) and f.id == "len") or (
            isinstance(f, ast.Attribute) and f.attr == "join" and
            isinstance(f.value, ast.Constant) and f.value.value == "")
    if isinstance(up, ast.Subscript) and up.value is use and _int_constant(up.slice):
        if isinstance(up.ctx, ast.Load):
            return True
        above = parents.get(id(up))
        return isinstance(up.ctx, ast.Store) and isinstance(above, ast.Assign) and \
            above.targets == [up]
    return _tested(use, parents)


def _int_constant(e: ast.expr) -> bool:
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub):
        e = e.operand
    return isinstance(e, ast.Constant) and type(e.value) is int


def _tested(node: ast.expr, parents: dict[int, ast.AST]) -> bool:
    """Whether only the truth of ``node`` is read: a ``not``'s operand, or the test of an
    ``if``/``while``/conditional expression/``assert`` through ``and``/``or``."""
    up = parents.get(id(node))
    if isinstance(up, ast.UnaryOp) and isinstance(up.op, ast.Not):
        return True
    if isinstance(up, ast.If | ast.While | ast.IfExp | ast.Assert):
        return up.test is node
    if isinstance(up, ast.BoolOp):
        return _tested(up, parents)
    return False


#: the step of a loop appending the characters kept to a list (:func:`loop_shape`)
APPEND = "append"


def loop_shape(node: ast.For) -> tuple[str, str, int | str | None] | None:
    """``(target, accumulator, step)`` of ``for c in s: if P(c): acc += c`` (or ``acc =
    acc + c``; ``step`` None), ``acc.append(c)`` (:data:`APPEND`) or ``acc += k`` (``k``
    a constant int, a count), ``P``
    summarizable and not reading ``acc``, no ``else``; None otherwise."""
    if node.orelse or len(node.body) != 1 or not isinstance(node.target, ast.Name):
        return None
    test = node.body[0]
    if not isinstance(test, ast.If) or test.orelse or len(test.body) != 1:
        return None
    target, step = node.target.id, test.body[0]
    added = _appended(step, target)
    if added is None:
        return None
    acc, amount = added
    if acc == target or not plain_predicate(test.test, target) or any(
            isinstance(n, ast.Name) and n.id == acc for n in ast.walk(test.test)):
        return None
    return target, acc, amount


def _appended(step: ast.stmt, target: str) -> tuple[str, int | str | None] | None:
    """The accumulator of ``acc += target`` / ``acc = acc + target`` (with None), of
    ``acc.append(target)`` (with :data:`APPEND`), or of ``acc += k`` (with the int
    ``k``)."""
    if isinstance(step, ast.Expr) and isinstance(step.value, ast.Call):
        call = step.value
        if isinstance(call.func, ast.Attribute) and call.func.attr == "append" and \
                isinstance(call.func.value, ast.Name) and not call.keywords and \
                len(call.args) == 1 and isinstance(call.args[0], ast.Name) and \
                call.args[0].id == target:
            return call.func.value.id, APPEND
        return None
    if isinstance(step, ast.AugAssign) and isinstance(step.op, ast.Add) and \
            isinstance(step.target, ast.Name):
        value = step.value
        if isinstance(value, ast.Name) and value.id == target:
            return step.target.id, None
        if isinstance(value, ast.Constant) and type(value.value) is int and value.value:
            return step.target.id, value.value
        return None
    if isinstance(step, ast.Assign) and len(step.targets) == 1 and \
            isinstance(step.targets[0], ast.Name) and isinstance(step.value, ast.BinOp) and \
            isinstance(step.value.op, ast.Add) and isinstance(step.value.left, ast.Name) and \
            step.value.left.id == step.targets[0].id and \
            isinstance(step.value.right, ast.Name) and step.value.right.id == target:
        return step.targets[0].id, None
    return None


def accumulated(node: ast.For, original: tuple[str, str, int | str | None], iterate: ast.expr
                ) -> list[ast.stmt]:
    """The *rewritten* loop ``node`` (of :func:`loop_shape` ``original``) as a local
    function running it, and ``acc = __strsat_accumulate__(acc, s, probe, function,
    step)``."""
    target, acc, amount = original
    name = f"__strsat_loop_{node.lineno}_{node.col_offset}__"
    source = node.iter.args[0] if isinstance(node.iter, ast.Call) else node.iter
    test = node.body[0].test  # type: ignore[attr-defined]
    inner = test.args[0] if isinstance(test, ast.Call) and \
        getattr(test.func, "id", "") == "__strsat_branch__" else test
    condition = probe_form(copy.deepcopy(inner))
    node.iter = iterate
    loop = ast.FunctionDef(
        name, ast.arguments(posonlyargs=[], args=[ast.arg(_SOURCE), ast.arg(acc)],
                            vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None,
                            defaults=[]),
        [node, ast.Return(ast.Name(acc, ast.Load()))], [], None)
    if "type_params" in ast.FunctionDef._fields:  # Python 3.12
        setattr(loop, "type_params", [])  # noqa: B010 - a field of 3.12 only
    call = hook_call(ACCUMULATE, [ast.Name(acc, ast.Load()), source, lambda_of(target, condition),
                              ast.Name(name, ast.Load()), ast.Constant(amount)])
    assign = ast.Assign([ast.Name(acc, ast.Store())], call)
    statements: list[ast.stmt] = [loop, assign]
    for statement in statements:
        ast.copy_location(statement, node)
        ast.fix_missing_locations(statement)
    return statements


__all__ = ["ACCUMULATE", "APPEND", "CHARS", "HOOKS", "KIND", "LOOP", "METHODS", "accumulated",
           "element_map", "enumerated", "index_shape", "loop_shape", "mark_function",
           "summarizable", "summarized"]
