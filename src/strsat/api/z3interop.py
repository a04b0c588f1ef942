"""Conversion between z3py expressions and strsat expressions (issue 11, item 3).

It *converts*; solving stays strsat's own.  It calls none of z3's
String/Seq/Regex functions either: z3 expressions are read by their declaration
and sort names (SMT-LIB text), and written as SMT-LIB text that z3 parses.
A tool built on z3py (CrossHair, claripy, PyExZ3-style executors) can hand its
string path conditions over unchanged: ``Solver.add`` accepts z3 Bool expressions, and
:func:`from_z3`/:func:`to_z3` convert explicitly.

* :func:`from_z3` (:mod:`.z3_reading`) walks the z3 AST (iteratively) and maps each
  declaration by its SMT-LIB name onto strsat's operator table; z3's
  ``seq.last_indexof`` becomes :func:`.encodings.last_indexof`, ``(_ re.loop i)`` an
  unbounded loop, string literals are read from z3's SMT-LIB 2.6 text,
  applications of z3's uninterpreted functions become strsat's.  A
  construct with no strsat counterpart (characters ``seq.nth``, sequences of
  other sorts, reals, bit-vectors, quantifiers) raises
  :class:`~strsat.api.errors.ApiSortError` naming it.
* :func:`to_z3` prints the strsat term as SMT-LIB and lets z3 parse it (every
  SMT-LIB 2.6 operator reads the same in both); strsat's extensions that z3
  lacks (``str.rev``, ``str.to_lower``, ``str.to_upper``, ``str.update``,
  ``str.indexof_re``) raise :class:`~strsat.api.errors.ApiSortError`.
"""

from __future__ import annotations

from typing import Any

from ..terms import INT, Term, var
from ..terms.functions import symbol_of
from ..terms.naming import named_after
from ..terms.ops import APPLY
from ..terms.printer import quote_symbol, term_to_smtlib
from ..terms.walk import free_vars, postorder, substitute
from .encodings import last_indexof
from .errors import ApiSortError
from .expr import Expr, any_term, wrap
from .z3_reading import term_of_z3

#: strsat operators z3 does not have.
NOT_IN_Z3 = frozenset({"str.rev", "str.to_lower", "str.to_upper", "str.update",
                       "str.indexof_re"})
def from_z3(expr: Any) -> Expr:
    """The strsat expression of a z3py expression.

    z3's declarations are mapped by their SMT-LIB names onto strsat's operators, so a tool
    built on z3py can hand its string constraints over unchanged (:meth:`Solver.add`
    accepts z3py Bool expressions too).

    Raises:
        ApiSortError: A construct strsat lacks (characters ``seq.nth``, sequences of other
            sorts, reals, bit-vectors, quantifiers), named in the message.

    Examples:
        (z3's string functions stay out of strsat's source; the API reference's "z3py
        interop" section converts string constraints.)

        >>> import z3
        >>> e = from_z3(z3.Int("n") + 1 > 2)
        >>> e
        (> (+ n 1) 2)
        >>> solve(e, Int("n") < 3)
        [n = 2]
    """
    return wrap(term_of_z3(expr))


def to_z3(expr: object, ctx: Any = None) -> Any:
    """The z3py expression of a strsat expression (or Python constant).

    The expression is printed as SMT-LIB and parsed by z3 (strsat's own solving does not
    use z3's string theory).

    Raises:
        ApiSortError: A strsat extension z3 lacks (``str.rev``, ``str.to_lower``,
            ``str.to_upper``, ``str.update``, ``str.indexof_re``).

    Examples:
        >>> x = String("x")
        >>> e = to_z3(Length(x) == 2)
        >>> e
        Length(x) == 2
        >>> import z3
        >>> z3.is_expr(e), z3.is_eq(e)
        (True, True)
    """
    import z3

    term = any_term(expr, "to_z3")
    decls = [f"(declare-const {quote_symbol(str(v.value))} {v.sort})"
             for v in sorted(free_vars(term), key=lambda v: (str(v.value), str(v.sort)))]
    decls += [f.declaration() for f in
              dict.fromkeys(symbol_of(t) for t in postorder(term) if t.op == APPLY)]
    # z3 reads seq.last_indexof (which SMT-LIB lacks) in its own input: each of
    # LastIndexOf's encodings becomes a macro over the earlier ones (postorder)
    holes = {t: var(named_after("strsat!last_indexof", t), INT) for t in postorder(term)
             if _is_last_indexof(t)}
    macros: list[tuple[Term, list[Term]]] = []
    if holes:
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
    """``t`` is :func:`.encodings.last_indexof`'s encoding (z3's ``seq.last_indexof``,
    which SMT-LIB lacks)."""
    if t.op != "ite" or t.args[0].op != "str.contains":
        return False
    s, sub = t.args[0].args
    return last_indexof(s, sub) is t


__all__ = ["NOT_IN_Z3", "from_z3", "to_z3"]
