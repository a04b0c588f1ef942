"""Reading z3py expressions as strsat terms (the half of :mod:`.z3interop` that
:mod:`.expr` needs, so that expressions accept z3py operands without an import circle).

It calls none of z3's String/Seq/Regex functions: declarations and sorts are read
by their SMT-LIB names, string literals from z3's SMT-LIB 2.6 text.  z3's
``seq.last_indexof`` becomes :func:`.encodings.last_indexof`, ``(_ re.loop i)`` an
unbounded loop; a construct with no strsat counterpart raises
:class:`~strsat.api.errors.ApiSortError` naming it.
"""

from __future__ import annotations

from typing import Any

from ..smtlib.literals import decode_literal
from ..terms import BOOL, INT, REGLAN, STRING, Sort, Term, boolean, integer, mk, string, var
from ..terms.functions import FunctionSymbol, apply, function
from ..terms.ops import lookup
from .encodings import last_indexof
from .errors import ApiSortError

#: z3 declaration names that differ from strsat's spelling.
_RENAMED = {"if": "ite", "implies": "=>", "iff": "="}


def _sort_of(e: Any) -> Sort:
    return _sort(e.sort(), e)


def _sort(s: Any, e: Any) -> Sort:
    """The strsat sort of the z3 sort ``s`` (of ``e``, named in the error)."""
    import z3

    if s.kind() == z3.Z3_BOOL_SORT:
        return BOOL
    if s.kind() == z3.Z3_INT_SORT:
        return INT
    # String and regex sorts are recognised by their SMT-LIB names, so the module
    # reads z3's AST without z3's sequence API
    name = s.sexpr()
    if name == "String":
        return STRING
    if name == "(RegEx String)":
        return REGLAN
    raise ApiSortError("from_z3", e, "a Bool, Int, String or regex (of strings) expression; "
                       f"strsat has no sort {s}")


def term_of_z3(expr: Any) -> Term:
    """The strsat term of a z3py expression (its AST walked iteratively)."""
    import z3

    if not isinstance(expr, z3.ExprRef):
        raise ApiSortError("from_z3", expr, "a z3 expression")
    done: dict[int, Term] = {}
    stack: list[tuple[Any, bool]] = [(expr, False)]
    while stack:
        e, ready = stack.pop()
        key = e.get_id()
        if key in done:
            continue
        if z3.is_quantifier(e):
            raise ApiSortError("from_z3", e, "a quantifier-free expression")
        children = [e.arg(i) for i in range(e.num_args())]
        if not ready and children:
            stack.append((e, True))
            stack.extend((c, False) for c in children if c.get_id() not in done)
            continue
        done[key] = _node(e, [done[c.get_id()] for c in children])
    return done[expr.get_id()]


def _node(e: Any, args: list[Term]) -> Term:
    import z3

    if z3.is_true(e):
        return boolean(True)
    if z3.is_false(e):
        return boolean(False)
    if z3.is_int_value(e):
        return integer(e.as_long())
    decl = e.decl()
    if (not args and decl.kind() != z3.Z3_OP_UNINTERPRETED
            and e.sort().sexpr() == "String"):
        # the only interpreted String constants are literals (z3 prints "" for str.empty)
        return string(decode_literal(e.sexpr()))
    name = decl.name()
    if decl.kind() == z3.Z3_OP_UNINTERPRETED:
        if args:
            return apply(function_of_z3(decl), *args)
        return var(name, _sort_of(e))
    if name == "seq.last_indexof":
        return last_indexof(args[0], args[1])
    if name == "re.loop":
        bounds = decl.params()
        if len(bounds) == 1:
            return mk("re.++", mk("re.^", args[0], indices=(bounds[0],)), mk("re.*", args[0]))
        return mk("re.loop", args[0], indices=tuple(bounds))
    if name in ("re.^", "re.power"):
        return mk("re.^", args[0], indices=tuple(decl.params()))
    if name == "-" and len(args) == 1:
        return mk("-", args[0])
    op = lookup(_RENAMED.get(name, name))
    if op is None:
        raise ApiSortError("from_z3", e, f"an operator strsat knows; z3's {name} has no "
                           "counterpart")
    try:
        return mk(op.name, *args)
    except Exception as exc:  # an ill-sorted reading (sequences of other element sorts)
        raise ApiSortError("from_z3", e, f"an expression strsat can represent ({exc})") \
            from None


def function_of_z3(decl: Any) -> FunctionSymbol:
    """The function a z3py ``FuncDeclRef`` of arguments declares."""
    domain = [_sort(decl.domain(i), decl) for i in range(decl.arity())]
    try:
        return function(decl.name(), domain, _sort(decl.range(), decl))
    except Exception as exc:  # a function over regular languages
        raise ApiSortError("from_z3", decl, f"a function strsat can represent ({exc})") \
            from None


__all__ = ["function_of_z3", "term_of_z3"]
