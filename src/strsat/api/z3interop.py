"""Conversion between z3py expressions and strsat expressions (issue 11, item 3).

It *converts*; solving stays strsat's own.  It calls none of z3's
String/Seq/Regex functions either: z3 expressions are read by their declaration
and sort names (SMT-LIB text), and written as SMT-LIB text that z3 parses.
A tool built on z3py (CrossHair, claripy, PyExZ3-style executors) can hand its
string path conditions over unchanged: ``Solver.add`` accepts z3 Bool expressions, and
:func:`from_z3`/:func:`to_z3` convert explicitly.

* :func:`from_z3` walks the z3 AST (iteratively) and maps each declaration by its
  SMT-LIB name onto strsat's operator table; z3's ``seq.last_indexof`` becomes
  :func:`~strsat.api.functions.LastIndexOf`'s encoding, ``(_ re.loop i)`` an
  unbounded loop, string literals are read from z3's SMT-LIB 2.6 text.  A
  construct with no strsat counterpart (characters ``seq.nth``, sequences of
  other sorts, uninterpreted functions, reals, bit-vectors, quantifiers) raises
  :class:`~strsat.api.errors.ApiSortError` naming it.
* :func:`to_z3` prints the strsat term as SMT-LIB and lets z3 parse it (every
  SMT-LIB 2.6 operator reads the same in both); strsat's extensions that z3
  lacks (``str.rev``, ``str.to_lower``, ``str.to_upper``, ``str.update``,
  ``str.indexof_re``) raise :class:`~strsat.api.errors.ApiSortError`.
"""

from __future__ import annotations

from typing import Any

from ..smtlib.literals import decode_literal
from ..terms import BOOL, INT, REGLAN, STRING, Sort, Term, boolean, integer, mk, string, var
from ..terms.ops import lookup
from ..terms.printer import quote_symbol, term_to_smtlib
from ..terms.walk import free_vars, postorder
from .errors import ApiSortError
from .expr import Expr, any_term, wrap

#: strsat operators z3 does not have.
NOT_IN_Z3 = frozenset({"str.rev", "str.to_lower", "str.to_upper", "str.update",
                       "str.indexof_re"})
#: z3 declaration names that differ from strsat's spelling.
_RENAMED = {"if": "ite", "implies": "=>", "iff": "="}


def _sort_of(e: Any) -> Sort:
    import z3

    s = e.sort()
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


def from_z3(expr: Any) -> Expr:
    """The strsat expression of a z3py expression."""
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
    return wrap(done[expr.get_id()])


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
            raise ApiSortError("from_z3", e, "no uninterpreted functions (only constants)")
        return var(name, _sort_of(e))
    if name == "seq.last_indexof":
        from .functions import LastIndexOf

        return LastIndexOf(args[0], args[1]).term
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


def to_z3(expr: object, ctx: Any = None) -> Any:
    """The z3py expression of a strsat expression (or Python constant)."""
    import z3

    term = any_term(expr, "to_z3")
    decls = [f"(declare-const {quote_symbol(str(v.value))} {v.sort})"
             for v in sorted(free_vars(term), key=lambda v: (str(v.value), str(v.sort)))]
    # z3 reads seq.last_indexof (which SMT-LIB lacks) in its own input: each of
    # LastIndexOf's encodings becomes a macro over the earlier ones (postorder)
    holes = {t: var(f"strsat!last_indexof!{t.id}", INT) for t in postorder(term)
             if _is_last_indexof(t)}
    macros: list[tuple[Term, list[Term]]] = []
    if holes:
        from ..terms.walk import substitute

        macros = [(hole, [substitute(a, holes) for a in t.args[0].args])
                  for t, hole in holes.items()]
        term = substitute(term, holes)
    for part in [term, *(a for _, args in macros for a in args)]:
        for t in postorder(part):
            if t.op in NOT_IN_Z3:
                raise ApiSortError("to_z3", wrap(t), f"an operator z3 has ({t.op} is a "
                                   "strsat extension)")
    decls += [f"(define-fun {quote_symbol(str(hole.value))} () Int (seq.last_indexof "
              + " ".join(map(term_to_smtlib, args)) + "))" for hole, args in macros]
    out = "strsat!to_z3"
    script = "\n".join(decls) + f"\n(declare-const |{out}| {term.sort})\n" \
        f"(assert (= |{out}| {term_to_smtlib(term)}))\n"
    return z3.parse_smt2_string(script, ctx=ctx)[0].arg(1)


def _is_last_indexof(t: Term) -> bool:
    """``t`` is :func:`~strsat.api.functions.LastIndexOf`'s encoding (z3's
    ``seq.last_indexof``, which SMT-LIB lacks)."""
    from .functions import LastIndexOf

    if t.op != "ite" or t.args[0].op != "str.contains":
        return False
    s, sub = t.args[0].args
    return LastIndexOf(s, sub).term is t


__all__ = ["NOT_IN_Z3", "from_z3", "to_z3"]
