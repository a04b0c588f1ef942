"""A loop stopping at the first character of a class, as one term (issue 38).

The statement forms of "the first position where ``P`` holds"::

    for i, c in enumerate(s):          for c in s:
        if P(c):                           if P(c):
            break   # or return ...            break
    ... i ...                              i += 1

Run as written, each character is a decision on the loop (one more character) and one
on ``P``, so the position found is *this path's*: a later ``s[:i] == "2024"`` needs a
path that stopped there, and the loop bound cuts at a few.  Here, when ``P`` is a
character predicate (:mod:`.char_filters`' probe), the loop becomes the first match of
the class (``str.indexof_re``) for every length, with whether one exists as one
decision (:data:`FOUND`); the loop's names are then what the loop leaves in them:

* found: ``i``/``c`` the position (plus ``enumerate``'s start) and its character,
  each counter (``n += k`` after the ``if``) ``k`` times the position, then the ``if``'s
  body (its final ``break`` dropped);
* not found: each counter ``k`` times the length, ``i``/``c`` the last position and
  character when the string is not empty (a decision, only when a name is read after
  the loop), then the loop's ``else``.

The rewriter (:func:`find_shape`, :func:`found`) turns the loop into (``s`` evaluated
once, the loop as written iterating over that value)::

    __strsat_find_r__ = __strsat_find__(s, start, lambda c: PROBE(P), lambda c: P,
                                        enumerate_or_None, names_read_after)
    if __strsat_find_r__ is None:
        <the loop, rewritten as any other>
    else:
        n += __strsat_find_r__[3] * k ...
        if __strsat_find_r__[1]:
            i, c = __strsat_find_r__[2], __strsat_find_r__[4]
        if __strsat_find_r__[0]:
            <the if's body>
        else:
            <the loop's else>

and :func:`find` answers None (the loop runs as written) over anything but a symbolic
``str``, an ``enumerate`` that is not the builtin, a test the probe cannot read, or a
term that disagrees with the loop run on the concrete string (CPython's answer).
"""

from __future__ import annotations

import ast
import builtins
import copy
from collections.abc import Callable
from typing import Any

from ..python import SymInt, SymStr
from ..python import termops as T
from ..python.case_image import settled
from ..python.context import MINOR, Kind, decide
from ..terms import integer, mk
from .char_filters import disagrees, probe_class
from .char_rewrite import dotted, enumerated, hook_call, lambda_of, plain_predicate, probe_form

#: the hook of a loop stopping at a class's first character
FIND = "__strsat_find__"
#: the attribute :func:`mark_reads` sets on a loop: whether its names are read after it
LIVE = "strsat_find_live"
#: the decisions of a find: a character of the class exists; the string is not empty
#: (not found, the loop's names read after it)
FOUND, RAN = "a loop finds a character of a class", "a loop ran over a character"
MINOR.add(RAN)


class Shape:
    """A loop of :func:`find_shape`: its string, index name (None: ``for c in s``),
    character name, ``enumerate``'s start, test, the ``if``'s body and the counters."""

    __slots__ = ("text", "index", "char", "start", "test", "body", "counters")

    def __init__(self, text: ast.expr, index: str | None, char: str, start: int,
                 test: ast.expr, body: list[ast.stmt], counters: list[tuple[str, int]]
                 ) -> None:
        self.text, self.index, self.char, self.start = text, index, char, start
        self.test, self.body, self.counters = test, body, counters


def find_shape(node: ast.For) -> Shape | None:
    """The :class:`Shape` of the (not yet rewritten) loop, or None (see the module
    docstring: the ``if`` first, its body ending in ``break``/``return``/``raise`` with
    no other ``break``/``continue`` of this loop, then only ``name += k`` counters)."""
    target, body = node.target, node.body
    if not body or not isinstance(body[0], ast.If) or body[0].orelse:
        return None
    index: str | None = None
    if isinstance(target, ast.Name) and dotted(node.iter):
        char, start, text = target.id, 0, node.iter
    elif isinstance(target, ast.Tuple) and len(target.elts) == 2 and \
            all(isinstance(t, ast.Name) for t in target.elts):
        index, char = (t.id for t in target.elts)  # type: ignore[attr-defined]
        found = enumerated(node.iter)
        if found is None or index == char:
            return None
        start, text = found, node.iter.args[0]  # type: ignore[attr-defined]
    else:
        return None
    test = body[0]
    counters = [_counter(s) for s in body[1:]]
    names = {index, char}
    if any(c is None or c[0] in names for c in counters) or not test.body or \
            not isinstance(test.body[-1], ast.Break | ast.Return | ast.Raise) or \
            _jumps(test.body[:-1]) or _jumps(test.body[-1:], final=True):
        return None
    read = {n.id for n in ast.walk(test.test) if isinstance(n, ast.Name)}
    if not plain_predicate(test.test, char) or char not in read or index in read or \
            any(c[0] in read for c in counters if c is not None):
        return None
    kept = test.body[:-1] if isinstance(test.body[-1], ast.Break) else test.body
    return Shape(text, index, char, start, test.test, kept,
                 [c for c in counters if c is not None])


def _counter(statement: ast.stmt) -> tuple[str, int] | None:
    """``(name, k)`` of ``name += k`` (``k`` a constant int)."""
    if isinstance(statement, ast.AugAssign) and isinstance(statement.op, ast.Add) and \
            isinstance(statement.target, ast.Name) and \
            isinstance(statement.value, ast.Constant) and type(statement.value.value) is int:
        return statement.target.id, statement.value.value
    return None


def _jumps(statements: list[ast.stmt], final: bool = False) -> bool:
    """Whether a ``break``/``continue`` of the enclosing loop is in ``statements`` (the
    last statement's own ``break`` excepted when ``final``)."""
    todo: list[ast.AST] = list(statements)
    while todo:
        n = todo.pop()
        if isinstance(n, ast.Break | ast.Continue) and not (final and n is statements[-1]):
            return True
        if isinstance(n, ast.For | ast.AsyncFor | ast.While):
            todo.extend(n.orelse)  # a nested loop's own jumps are its own
            continue
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        todo.extend(ast.iter_child_nodes(n))
    return False


def mark_reads(func: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """Mark each loop of :func:`find_shape` in ``func`` with whether its target's names
    are read outside its body (after it, or in its ``else``): only then does the
    not-found case decide whether the string is empty (:data:`RAN`)."""
    for n in ast.walk(func):
        if not isinstance(n, ast.For) or find_shape(n) is None:
            continue
        names = {t.id for t in ast.walk(n.target) if isinstance(t, ast.Name)}
        inside = {id(m) for s in n.body for m in ast.walk(s)} | \
            {id(m) for m in ast.walk(n.target)}
        # an ``else`` ending in return/raise: after the loop, it found (names assigned)
        scope: ast.AST = ast.Module(n.orelse, []) if n.orelse and \
            isinstance(n.orelse[-1], ast.Return | ast.Raise) else func
        live = any(isinstance(m, ast.Name) and m.id in names and id(m) not in inside
                   for m in ast.walk(scope))
        setattr(n, LIVE, live)


def found(node: ast.For, shape: Shape, rewrite: Callable[[ast.AST], Any],
          rewrite_loop: Callable[[ast.For], Any]) -> list[ast.stmt]:
    """The statements standing for the loop ``node`` of :func:`find_shape` ``shape``
    (``rewrite``: the rewriter's ``visit``; ``rewrite_loop``: its rewriting of the loop as
    any other).  Call on the loop not yet rewritten."""
    result = f"__strsat_find_{node.lineno}_{node.col_offset}__"

    def part(k: int) -> ast.expr:
        return ast.Subscript(ast.Name(result, ast.Load()), ast.Constant(k), ast.Load())

    def statements(items: list[ast.stmt]) -> list[ast.stmt]:
        done: list[ast.stmt] = []
        for item in items:
            made = rewrite(copy.deepcopy(item))
            done.extend(made if isinstance(made, list) else [made])
        return done or [ast.Pass()]

    plain = rewrite(copy.deepcopy(shape.test))
    probe = probe_form(copy.deepcopy(plain))
    enumerator: ast.expr = ast.Constant(None) if shape.index is None else \
        rewrite(copy.deepcopy(node.iter.func))  # type: ignore[attr-defined]
    held = f"__strsat_find_s_{node.lineno}_{node.col_offset}__"  # evaluated once
    hold = ast.Assign([ast.Name(held, ast.Store())], rewrite(copy.deepcopy(shape.text)))
    call = hook_call(FIND, [ast.Name(held, ast.Load()), ast.Constant(shape.start),
                            lambda_of(shape.char, probe), lambda_of(shape.char, plain),
                            enumerator, ast.Constant(getattr(node, LIVE, True))])
    assign = ast.Assign([ast.Name(result, ast.Store())], call)
    then: list[ast.stmt] = []
    for name, k in shape.counters:
        amount = part(3) if k == 1 else ast.BinOp(part(3), ast.Mult(), ast.Constant(k))
        then.extend(statements([ast.AugAssign(ast.Name(name, ast.Store()), ast.Add(),
                                              amount)]))
    targets: list[ast.expr] = [ast.Name(shape.char, ast.Store())]
    values = [part(4)]
    if shape.index is not None:
        targets.insert(0, ast.Name(shape.index, ast.Store()))
        values.insert(0, part(2))
    then.append(ast.If(part(1), [ast.Assign([ast.Tuple(targets, ast.Store())],
                                            ast.Tuple(values, ast.Load()))], []))
    then.append(ast.If(part(0), statements(shape.body), statements(node.orelse)
                       if node.orelse else []))
    if shape.index is None:
        node.iter = ast.Name(held, ast.Load())
    else:
        node.iter.args[0] = ast.Name(held, ast.Load())  # type: ignore[attr-defined]
    loop = rewrite_loop(node)
    fork = ast.If(ast.Compare(ast.Name(result, ast.Load()), [ast.Is()], [ast.Constant(None)]),
                  loop if isinstance(loop, list) else [loop], then)
    made: list[ast.stmt] = [hold, assign, fork]
    for statement in made:
        for n in ast.walk(statement):
            if not hasattr(n, "lineno") and isinstance(n, ast.stmt | ast.expr):
                ast.copy_location(n, node)
        ast.fix_missing_locations(statement)
    return made


# ---- the runtime's side ------------------------------------------------------------------


def find(text: Any, start: int, probe: Callable[[Any], Any], plain: Callable[[Any], Any],
         enumerator: Any, live: bool) -> tuple[bool, bool, Any, Any, Any] | None:
    """``(found, assigned, index, count, char)`` of the loop over ``text`` (see the module
    docstring), or None: the loop runs as written."""
    text = settled(text)
    if type(text) is not SymStr or enumerator not in (None, builtins.enumerate):
        return None
    keep = probe_class(probe)
    if keep is None:
        return None
    pos = mk("str.indexof_re", text.term, keep, integer(0))
    at: int | None = None
    if text.value is not None:
        at = next((k for k, c in enumerate(text.value) if plain(c)), -1)
        if disagrees(pos, at):
            return None
    n = T.length(text.term)
    size = None if text.value is None else len(text.value)
    if decide(Kind.BRANCH, T.ge(pos, integer(0)), None if at is None else at >= 0, FOUND):
        where = SymInt(pos, at)
        char = SymStr(mk("str.at", text.term, pos), None if at is None else text.value[at])
        return True, True, where + start if start else where, where, char
    count = SymInt(n, size)
    if not live or not decide(Kind.BRANCH, T.gt(n, integer(0)),
                              None if size is None else size > 0, RAN):
        return False, False, None, count, None
    last = mk("-", n, integer(1))
    index = SymInt(mk("+", last, integer(start)) if start else last,
                   None if size is None else size - 1 + start)
    return False, True, index, count, SymStr(mk("str.at", text.term, last),
                                             None if size is None else text.value[-1])


__all__ = ["FIND", "FOUND", "LIVE", "RAN", "Shape", "find", "find_shape", "found", "mark_reads"]
