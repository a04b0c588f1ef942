"""A scanning loop over a symbolic string's characters as one term (issue 38).

Scanners advance an index while the character under it passes a test::

    while i < len(s) and s[i].isdigit():
        i += 1
    while self.pos < len(self.text) and self.text[self.pos] in " \\t":
        self.pos += 1

Run as written, each character is two decisions (the bound and the test), so the index
after the loop is *this path's* count: a later ``s[start:i] == "2024"`` needs a path that
advanced four times, and the loop bound cuts at a few.  Here, when the test is a
character predicate (:mod:`.char_filters`' probe: comparisons, memberships, ``ord``, the
``is...()`` methods, ``and``/``or``/``not``), the index after the loop is one term for
every length: the first position at or past ``i`` whose character fails the test
(``str.indexof_re`` of the complement class), or ``len(s)`` when none does, or ``i``
itself when it starts at or past the end.

The rewriter (:func:`scan_shape`, :func:`scanned`) turns the loop into::

    __strsat_scan_r__ = __strsat_scan__(s, i, lambda c: PROBE(test), lambda c: test)
    if __strsat_scan_r__ is None:
        <the loop, rewritten as any other>
    else:
        i = __strsat_scan_r__

and :func:`scan` answers None (the loop runs as written) over anything but a symbolic
``str`` and an ``int`` index, for a test the probe cannot read, a negative start (Python
would read from the end), or a term that disagrees with the loop run on the concrete
values (CPython's answer).  Two decisions of the layer's own (:data:`MINOR`: the loop
advanced, the loop stopped before the end) keep both sides of the loop's test reachable
for the search.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Callable
from typing import Any

from ..python import SymInt, SymStr
from ..python import char_summary as C
from ..python import termops as T
from ..python.case_image import settled
from ..python.context import MINOR, Kind, decide
from ..terms import integer, mk
from .char_filters import disagrees, probe_class
from .char_rewrite import dotted, hook_call, lambda_of, plain_predicate, probe_form

#: the hook of a scanning loop
SCAN = "__strsat_scan__"
#: the name the character takes in the loop's test (:func:`scan_shape`)
_CHAR = "__strsat_c__"
#: the layer's own splits of a scan (:func:`scan`), flipped after the program's branches
STARTS, ADVANCES, STOPS = ("a scan starts inside the string", "a scan advances",
                           "a scan stops before the end")
MINOR.update((STARTS, ADVANCES, STOPS))


# ---- the rewriter's side -----------------------------------------------------------------


def _same(a: ast.AST, b: ast.AST) -> bool:
    return ast.dump(a) == ast.dump(b)


class _Character(ast.NodeTransformer):
    """``s[i]`` (the loop's string at its index) replaced by the character's name."""

    def __init__(self, text: ast.expr, index: ast.expr) -> None:
        self.text, self.index = text, index

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and _same(node.value, self.text) and \
                _same(node.slice, self.index):
            return ast.Name(_CHAR, ast.Load())
        self.generic_visit(node)
        return node


def _step(statement: ast.stmt, index: ast.expr) -> bool:
    """``index += 1`` or ``index = index + 1``."""
    one = ast.Constant(1)
    if isinstance(statement, ast.AugAssign):
        return isinstance(statement.op, ast.Add) and _same(statement.value, one) and \
            _same(_loaded(statement.target), index)
    return isinstance(statement, ast.Assign) and len(statement.targets) == 1 and \
        _same(_loaded(statement.targets[0]), index) and \
        isinstance(statement.value, ast.BinOp) and isinstance(statement.value.op, ast.Add) and \
        _same(statement.value.left, index) and _same(statement.value.right, one)


def _loaded(target: ast.expr) -> ast.expr:
    """A store target as the same expression loaded."""
    made = copy.deepcopy(target)
    for n in ast.walk(made):
        if hasattr(n, "ctx"):
            n.ctx = ast.Load()
    return made


def scan_shape(node: ast.While) -> tuple[ast.expr, ast.expr, ast.expr] | None:
    """``(index, string, test)`` of ``while index < len(string) and test(string[index]):
    index += 1`` (``index`` and ``string`` names or attribute chains on a name, the test
    a character predicate of ``string[index]`` alone, written with :data:`_CHAR` for
    it; no ``else``), on the loop not yet rewritten; None for any other loop."""
    test = node.test
    if node.orelse or len(node.body) != 1 or not isinstance(test, ast.BoolOp) or \
            not isinstance(test.op, ast.And) or len(test.values) < 2:
        return None
    bound = test.values[0]
    if not (isinstance(bound, ast.Compare) and len(bound.ops) == 1 and
            isinstance(bound.ops[0], ast.Lt) and isinstance(bound.comparators[0], ast.Call)):
        return None
    index, length = bound.left, bound.comparators[0]
    if not (dotted(index) and isinstance(length.func, ast.Name) and length.func.id == "len"
            and len(length.args) == 1 and not length.keywords and dotted(length.args[0])):
        return None
    text = length.args[0]
    if not _step(node.body[0], index):
        return None
    rest = test.values[1:]
    condition = rest[0] if len(rest) == 1 else ast.BoolOp(ast.And(), rest)
    condition = _Character(text, index).visit(copy.deepcopy(condition))
    reads = {ast.dump(n) for n in ast.walk(condition)}
    if ast.dump(index) in reads or ast.dump(text) in reads or \
            not any(isinstance(n, ast.Name) and n.id == _CHAR for n in ast.walk(condition)) \
            or not plain_predicate(condition, _CHAR):
        return None
    return index, text, ast.fix_missing_locations(ast.copy_location(condition, test))


def scanned(node: ast.While, shape: tuple[ast.expr, ast.expr, ast.expr],
            rewrite: Callable[[ast.AST], Any], rewrite_loop: Callable[[ast.While], Any]
            ) -> list[ast.stmt]:
    """The statements standing for the loop ``node`` of :func:`scan_shape` ``shape``
    (``rewrite``: the rewriter's ``visit``, applied to each new part; ``rewrite_loop``:
    its rewriting of a loop as any other)."""
    index, text, condition = shape
    result = f"__strsat_scan_{node.lineno}_{node.col_offset}__"
    plain = rewrite(condition)
    probe = probe_form(copy.deepcopy(plain))
    call = hook_call(SCAN, [rewrite(copy.deepcopy(text)), rewrite(copy.deepcopy(index)),
                        lambda_of(_CHAR, probe), lambda_of(_CHAR, plain)])
    assign = ast.Assign([ast.Name(result, ast.Store())], call)
    store = copy.deepcopy(index)
    for n in ast.walk(store):
        if n is store and hasattr(n, "ctx"):
            n.ctx = ast.Store()
    update = rewrite(ast.Assign([store], ast.Name(result, ast.Load())))
    loop = rewrite_loop(node)
    fork = ast.If(ast.Compare(ast.Name(result, ast.Load()), [ast.Is()], [ast.Constant(None)]),
                  loop if isinstance(loop, list) else [loop],
                  update if isinstance(update, list) else [update])
    statements: list[ast.stmt] = [assign, fork]
    for statement in statements:
        ast.copy_location(statement, node)
        ast.fix_missing_locations(statement)
    return statements


# ---- the runtime's side ------------------------------------------------------------------


def scan(text: Any, start: Any, probe: Callable[[Any], Any], plain: Callable[[Any], Any]
         ) -> Any:
    """The index after ``while i < len(text) and plain(text[i]): i += 1`` from
    ``start``, as one term (see the module docstring), or None: the loop runs as
    written."""
    text = settled(text)
    if type(text) is not SymStr or type(start) not in (int, SymInt):
        return None
    keep = probe_class(probe)
    if keep is None:
        return None
    i = start.term if type(start) is SymInt else integer(start)
    first = start.value if type(start) is SymInt else start
    if type(start) is int and start < 0:
        return None
    if type(start) is SymInt and not decide(
            Kind.BRANCH, T.ge(i, 0), None if first is None else first >= 0, STARTS):
        return None
    n = T.length(text.term)
    stop = mk("str.indexof_re", text.term, mk("re.diff", C.ALLCHAR, keep), i)
    term = T.ite(T.ge(i, n), i, T.ite(T.eq(stop, integer(-1)), n, stop))
    value = None
    if text.value is not None and first is not None:
        value = first
        while value < len(text.value) and plain(text.value[value]):
            value += 1
        if disagrees(term, value):
            return None
    decide(Kind.BRANCH, T.gt(term, i), None if value is None else value > first, ADVANCES)
    decide(Kind.BRANCH, T.lt(term, n), None if value is None else value < len(text.value),
           STOPS)
    return SymInt(term, value)


__all__ = ["SCAN", "scan", "scan_shape", "scanned"]
