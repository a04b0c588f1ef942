"""z3py's ``is_*`` predicates, on strsat expressions, model values and Python values.

Model values are Python values (``bool`` cannot be subclassed), so ``is_true(m[b])``
must read a Python ``True``: a plain ``str``/``int``/``bool`` counts as the literal of
its value, as a model's value would.  A z3py object gets z3's own answer.  The
predicates of z3py's other theories (bit-vectors, reals, arrays, quantifiers, floating
point, tactics) are false for everything strsat builds.

Each predicate is one of three patterns: a sort or literal test, an operator test
(:func:`_applies`), or a z3-only test (:func:`_z3_says`).
"""

from __future__ import annotations

from typing import cast

from ..terms import BOOL, INT, REGLAN, STRING, Sort, Term
from .expr import Decl, Expr, any_term


def _z3_pred(e: object, name: str) -> bool | None:
    """The answer of z3's own predicate ``name`` for a z3py object, else None (also
    False where z3's predicate raises on an object of the wrong kind)."""
    if not type(e).__module__.startswith("z3"):
        return None
    import z3

    try:
        return bool(getattr(z3, name)(e))
    except Exception:  # noqa: BLE001 - z3 raises its own errors on objects of other kinds
        return False


def _z3_says(e: object, name: str) -> bool:
    """A predicate of a theory strsat lacks: z3's answer for a z3py object, else False."""
    return bool(_z3_pred(e, name))


def _applies(e: object, name: str, *ops: str) -> bool:
    """``e`` applies one of the SMT-LIB operators ``ops`` (z3's answer for z3py's)."""
    z = _z3_pred(e, name)
    if z is not None:
        return z
    return isinstance(e, Expr) and e.term.op in ops


def _literal(e: object) -> Term | None:
    """The literal ``e`` is (an expression's constant or a Python value), else None."""
    if isinstance(e, Expr):
        return e.term if e.term.op == "const" else None
    if isinstance(e, bool | int | str):
        return any_term(e, "is_*")
    if hasattr(e, "__strsat_term__"):
        t = e.__strsat_term__()
        return t if t.op == "const" else None
    return None


def _sort_of(e: object) -> Sort | None:
    if isinstance(e, Expr):
        return e.term.sort
    if isinstance(e, bool):
        return BOOL
    if isinstance(e, int):
        return INT
    if isinstance(e, str):
        return STRING
    if hasattr(e, "__strsat_term__"):
        return cast(Term, e.__strsat_term__()).sort
    return None


# ---- sorts and literals -----------------------------------------------------------------


def is_true(e: object) -> bool:
    """``e`` is the literal true: ``BoolVal(True)``, or a model's Python ``True``.

    Examples:
        >>> p = Bool("p")
        >>> s = Solver()
        >>> s.add(p)
        >>> s.check()
        sat
        >>> is_true(s.model()[p]), is_true(BoolVal(True)), is_true(p)
        (True, True, False)
    """
    z = _z3_pred(e, "is_true")
    if z is not None:
        return z
    t = _literal(e)
    return t is not None and t.sort is BOOL and t.value is True


def is_false(e: object) -> bool:
    """``e`` is the literal false: ``BoolVal(False)``, or a model's Python ``False``.

    Examples:
        >>> p = Bool("p")
        >>> s = Solver()
        >>> s.add(Not(p))
        >>> s.check()
        sat
        >>> is_false(s.model()[p]), is_false(simplify(And(p, False)))
        (True, True)
    """
    z = _z3_pred(e, "is_false")
    if z is not None:
        return z
    t = _literal(e)
    return t is not None and t.sort is BOOL and t.value is False


def is_string(e: object) -> bool:
    """``e`` is a String expression or value (a Python ``str`` counts).

    Examples:
        >>> x = String("x")
        >>> is_string(x + "a"), is_string(Length(x)), is_string("ab")
        (True, False, True)
    """
    return _z3_pred(e, "is_string") or _sort_of(e) is STRING


is_seq = is_string
"""z3py's ``is_seq``: strsat's only sequences are strings, so it is :func:`is_string`.

Examples:
    >>> is_seq(String("x")), is_seq(Int("n"))
    (True, False)
"""


def is_int(e: object) -> bool:
    """``e`` is an Int expression or value (a Python ``int``, not a ``bool``).

    Examples:
        >>> n = Int("n")
        >>> is_int(n + 1), is_int(3), is_int(True), is_int(n > 1)
        (True, True, False, False)
    """
    return _z3_pred(e, "is_int") or _sort_of(e) is INT


is_arith = is_int
"""z3py's ``is_arith``: strsat's only numbers are integers, so it is :func:`is_int`.

Examples:
    >>> is_arith(Length(String("x"))), is_arith(String("x"))
    (True, False)
"""


def is_bool(e: object) -> bool:
    """``e`` is a Bool expression or value (a Python ``bool`` counts).

    Examples:
        >>> n = Int("n")
        >>> is_bool(n > 1), is_bool(True), is_bool(n)
        (True, True, False)
    """
    return _z3_pred(e, "is_bool") or _sort_of(e) is BOOL


def is_re(e: object) -> bool:
    """``e`` is a regular expression (a Python ``str`` is not one: ``Re(s)`` makes one).

    Examples:
        >>> is_re(Star(Re("ab"))), is_re("ab"), is_re(Re("ab"))
        (True, False, True)
    """
    return _z3_pred(e, "is_re") or _sort_of(e) is REGLAN


def is_string_value(e: object) -> bool:
    """``e`` is a String literal or value: ``StringVal("ab")``, a model's ``m[x]``, ``"ab"``.

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(x == "ab")
        >>> s.check()
        sat
        >>> is_string_value(s.model()[x]), is_string_value(x), is_string_value(x + "")
        (True, False, False)
    """
    z = _z3_pred(e, "is_string_value")
    if z is not None:
        return z
    t = _literal(e)
    return t is not None and t.sort is STRING


def is_int_value(e: object) -> bool:
    """``e`` is an Int literal or value: ``IntVal(3)``, a model's ``m[n]``, ``3`` (not a
    ``bool``).

    Examples:
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(n + 1 == 5)
        >>> s.check()
        sat
        >>> is_int_value(s.model().eval(n * 2)), is_int_value(n * 2), is_int_value(False)
        (True, False, False)
    """
    z = _z3_pred(e, "is_int_value")
    if z is not None:
        return z
    t = _literal(e)
    return t is not None and t.sort is INT


def is_expr(e: object) -> bool:
    """``e`` is an expression, or a value that stands for one (a model's value, a
    Python ``str``/``int``/``bool``).

    Examples:
        >>> is_expr(Int("n") + 1), is_expr("ab"), is_expr(None), is_expr(IntSort())
        (True, True, False, False)
    """
    return _z3_pred(e, "is_expr") or _sort_of(e) is not None


is_app = is_expr
"""z3py's ``is_app``: every strsat expression is an application (strsat has no
quantifiers or bound variables), so it is :func:`is_expr`.

Examples:
    >>> is_app(Length(String("x"))), is_app(None)
    (True, False)
"""


def is_const(e: object) -> bool:
    """``e`` is a constant (declared, ``String("x")``) or a literal, as in z3py.

    Examples:
        >>> x = String("x")
        >>> is_const(x), is_const(StringVal("ab")), is_const(x + "a")
        (True, True, False)
    """
    z = _z3_pred(e, "is_const")
    if z is not None:
        return z
    if isinstance(e, Expr):
        return e.term.op in ("var", "const") and e.term.sort is not REGLAN
    return _literal(e) is not None


def is_func_decl(e: object) -> bool:
    """``e`` is a declaration: of a function (``Function(...)``), or of a constant or
    operator (``x.decl()``), as ``m.decls()`` lists them.

    Examples:
        >>> f = Function("f", IntSort(), IntSort())
        >>> is_func_decl(f), is_func_decl(f(1)), is_func_decl(String("x").decl())
        (True, False, True)
    """
    z = _z3_pred(e, "is_func_decl")
    if z is not None:
        return z
    return isinstance(e, Decl)


# ---- operators --------------------------------------------------------------------------


def is_eq(e: object) -> bool:
    """``e`` is an equation ``a == b`` (SMT-LIB ``=``).

    Examples:
        >>> x = String("x")
        >>> is_eq(x == "a"), is_eq(Contains(x, "a"))
        (True, False)
    """
    return _applies(e, "is_eq", "=")


def is_and(e: object) -> bool:
    """``e`` is a conjunction (``And(...)`` or ``&``).

    Examples:
        >>> p, q = Bools("p q")
        >>> is_and(And(p, q)), is_and(p & q), is_and(Or(p, q))
        (True, True, False)
    """
    return _applies(e, "is_and", "and")


def is_or(e: object) -> bool:
    """``e`` is a disjunction (``Or(...)`` or ``|``).

    Examples:
        >>> p, q = Bools("p q")
        >>> is_or(Or(p, q)), is_or(p | q), is_or(And(p, q))
        (True, True, False)
    """
    return _applies(e, "is_or", "or")


def is_not(e: object) -> bool:
    """``e`` is a negation (``Not(...)`` or ``~``).

    Examples:
        >>> p = Bool("p")
        >>> is_not(Not(p)), is_not(~p), is_not(p)
        (True, True, False)
    """
    return _applies(e, "is_not", "not")


def is_implies(e: object) -> bool:
    """``e`` is an implication (``Implies(a, b)``, SMT-LIB ``=>``).

    Examples:
        >>> p, q = Bools("p q")
        >>> is_implies(Implies(p, q)), is_implies(Or(Not(p), q))
        (True, False)
    """
    return _applies(e, "is_implies", "=>")


def is_distinct(e: object) -> bool:
    """``e`` is a ``Distinct(...)``.

    Examples:
        >>> x, y = Strings("x y")
        >>> is_distinct(Distinct(x, y, "a")), is_distinct(x == y)
        (True, False)
    """
    return _applies(e, "is_distinct", "distinct")


def is_add(e: object) -> bool:
    """``e`` is a sum (``a + b``, ``Sum(...)``); a string's ``+`` is a concatenation.

    Examples:
        >>> n = Int("n")
        >>> is_add(n + 1), is_add(Sum(n, n, 2)), is_add(String("x") + "a")
        (True, True, False)
    """
    return _applies(e, "is_add", "+")


def is_sub(e: object) -> bool:
    """``e`` is a subtraction ``a - b``.

    Examples:
        >>> n = Int("n")
        >>> is_sub(n - 1), is_sub(n + -1)
        (True, False)
    """
    return _applies(e, "is_sub", "-")


def is_mul(e: object) -> bool:
    """``e`` is a product (``a * b``, ``Product(...)``).

    Examples:
        >>> n = Int("n")
        >>> is_mul(n * 3), is_mul(Product(2, n)), is_mul(n + n)
        (True, True, False)
    """
    return _applies(e, "is_mul", "*")


def is_div(e: object) -> bool:
    """``e`` is an integer division ``a / b`` (SMT-LIB ``div``).

    strsat has no reals, so this is also :func:`is_idiv`; z3py's ``is_div`` is real
    division and answers False for an integer ``/``.

    Examples:
        >>> n = Int("n")
        >>> is_div(n / 2), is_div(n % 2)
        (True, False)
    """
    return _applies(e, "is_div", "div")


is_idiv = is_div
"""z3py's ``is_idiv``: ``e`` is an integer division ``a / b`` (:func:`is_div`).

Examples:
    >>> n = Int("n")
    >>> is_idiv(n / 2), is_idiv(n * 2)
    (True, False)
"""


def is_mod(e: object) -> bool:
    """``e`` is a remainder ``a % b`` (SMT-LIB ``mod``, never negative).

    Examples:
        >>> n = Int("n")
        >>> is_mod(n % 2), is_mod(n / 2)
        (True, False)
    """
    return _applies(e, "is_mod", "mod")


def is_le(e: object) -> bool:
    """``e`` is an Int comparison ``a <= b`` (a string's ``<=`` is ``str.<=``).

    Examples:
        >>> n = Int("n")
        >>> is_le(n <= 3), is_le(n < 3), is_le(String("x") <= "b")
        (True, False, False)
    """
    return _applies(e, "is_le", "<=")


def is_lt(e: object) -> bool:
    """``e`` is an Int comparison ``a < b`` (a string's ``<`` is ``str.<``).

    Examples:
        >>> n = Int("n")
        >>> is_lt(n < 3), is_lt(n <= 3)
        (True, False)
    """
    return _applies(e, "is_lt", "<")


def is_ge(e: object) -> bool:
    """``e`` is an Int comparison ``a >= b``.

    Examples:
        >>> n = Int("n")
        >>> is_ge(n >= 3), is_ge(n > 3)
        (True, False)
    """
    return _applies(e, "is_ge", ">=")


def is_gt(e: object) -> bool:
    """``e`` is an Int comparison ``a > b``.

    Examples:
        >>> n = Int("n")
        >>> is_gt(n > 3), is_gt(n >= 3)
        (True, False)
    """
    return _applies(e, "is_gt", ">")


# ---- z3py's other theories: false for what strsat builds, z3's answer for z3py's ---------


def is_bv(e: object) -> bool:
    """``e`` is a bit-vector: never one strsat builds (strsat has no bit-vectors).

    Examples:
        >>> is_bv(Int("n"))
        False
        >>> import z3
        >>> is_bv(z3.BitVec("v", 8))  # a z3py expression gets z3's answer
        True
    """
    return _z3_says(e, "is_bv")


def is_bv_value(e: object) -> bool:
    """``e`` is a bit-vector literal: never one strsat builds.

    Examples:
        >>> is_bv_value(IntVal(5))
        False
        >>> import z3
        >>> is_bv_value(z3.BitVecVal(5, 8))
        True
    """
    return _z3_says(e, "is_bv_value")


def is_bv_sort(e: object) -> bool:
    """``e`` is a bit-vector sort: never one strsat has.

    Examples:
        >>> is_bv_sort(IntSort())
        False
        >>> import z3
        >>> is_bv_sort(z3.BitVecSort(8))
        True
    """
    return _z3_says(e, "is_bv_sort")


def is_real(e: object) -> bool:
    """``e`` is a Real expression: never one strsat builds (its numbers are integers).

    Examples:
        >>> is_real(Int("n") / 2)
        False
        >>> import z3
        >>> is_real(z3.Real("r"))
        True
    """
    return _z3_says(e, "is_real")


def is_rational_value(e: object) -> bool:
    """``e`` is a rational literal: never one strsat builds (``IntVal`` is
    :func:`is_int_value`).

    Examples:
        >>> is_rational_value(IntVal(3))
        False
        >>> import z3
        >>> is_rational_value(z3.RealVal("1/3"))
        True
    """
    return _z3_says(e, "is_rational_value")


def is_algebraic_value(e: object) -> bool:
    """``e`` is an algebraic number (z3's irrational model values): never one strsat
    builds.

    Examples:
        >>> is_algebraic_value(IntVal(2))
        False
        >>> import z3
        >>> is_algebraic_value(z3.simplify(z3.Sqrt(2)))
        True
    """
    return _z3_says(e, "is_algebraic_value")


def is_to_real(e: object) -> bool:
    """``e`` converts an integer to a real: never one strsat builds.

    Examples:
        >>> is_to_real(Int("n"))
        False
        >>> import z3
        >>> is_to_real(z3.ToReal(z3.Int("n")))
        True
    """
    return _z3_says(e, "is_to_real")


def is_to_int(e: object) -> bool:
    """``e`` converts a real to an integer: never one strsat builds (``StrToInt`` is a
    string's integer, SMT-LIB ``str.to_int``).

    Examples:
        >>> is_to_int(StrToInt(String("x")))
        False
        >>> import z3
        >>> is_to_int(z3.ToInt(z3.Real("r")))
        True
    """
    return _z3_says(e, "is_to_int")


def is_array(e: object) -> bool:
    """``e`` is an array: never one strsat builds (an array only read is a
    :func:`Function`).

    Examples:
        >>> is_array(Function("a", IntSort(), IntSort()))
        False
        >>> import z3
        >>> is_array(z3.Array("a", z3.IntSort(), z3.IntSort()))
        True
    """
    return _z3_says(e, "is_array")


def is_array_sort(e: object) -> bool:
    """``e`` is an expression of an array sort (z3's meaning): never one strsat builds.

    Examples:
        >>> is_array_sort(String("x"))
        False
        >>> import z3
        >>> is_array_sort(z3.Array("a", z3.IntSort(), z3.IntSort()))
        True
    """
    return _z3_says(e, "is_array_sort")


def is_K(e: object) -> bool:  # noqa: N802 - z3py's name
    """``e`` is a constant array ``K(sort, v)``: never one strsat builds.

    Examples:
        >>> is_K(IntVal(0))
        False
        >>> import z3
        >>> is_K(z3.K(z3.IntSort(), 0))
        True
    """
    return _z3_says(e, "is_K")


def is_const_array(e: object) -> bool:
    """``e`` is a constant array (z3's ``K``): never one strsat builds.

    Examples:
        >>> is_const_array(IntVal(0))
        False
        >>> import z3
        >>> is_const_array(z3.K(z3.IntSort(), 0))
        True
    """
    return _z3_says(e, "is_const_array")


def is_select(e: object) -> bool:
    """``e`` reads an array: never one strsat builds (``s[i]`` is ``str.at``).

    Examples:
        >>> is_select(String("s")[0])
        False
        >>> import z3
        >>> is_select(z3.Array("a", z3.IntSort(), z3.IntSort())[0])
        True
    """
    return _z3_says(e, "is_select")


def is_store(e: object) -> bool:
    """``e`` writes an array: never one strsat builds.

    Examples:
        >>> is_store(Replace(String("s"), "a", "b"))
        False
        >>> import z3
        >>> is_store(z3.Store(z3.Array("a", z3.IntSort(), z3.IntSort()), 0, 1))
        True
    """
    return _z3_says(e, "is_store")


def is_map(e: object) -> bool:
    """``e`` maps a function over an array: never one strsat builds.

    Examples:
        >>> is_map(String("s"))
        False
        >>> import z3
        >>> f = z3.Function("f", z3.IntSort(), z3.IntSort())
        >>> is_map(z3.Map(f, z3.Array("a", z3.IntSort(), z3.IntSort())))
        True
    """
    return _z3_says(e, "is_map")


def is_as_array(e: object) -> bool:
    """``e`` is z3's ``as-array`` of a function (a model's array value): never one
    strsat builds.

    Examples:
        >>> is_as_array(Function("f", IntSort(), IntSort()))
        False
        >>> import z3
        >>> is_as_array(z3.K(z3.IntSort(), 0))
        False
    """
    return _z3_says(e, "is_as_array")


def is_quantifier(e: object) -> bool:
    """``e`` is a quantified formula: never one strsat builds (strsat is quantifier-free).

    Examples:
        >>> is_quantifier(Int("n") >= 0)
        False
        >>> import z3
        >>> n = z3.Int("n")
        >>> is_quantifier(z3.ForAll([n], n + 1 > n))
        True
    """
    return _z3_says(e, "is_quantifier")


def is_var(e: object) -> bool:
    """``e`` is a bound variable of a quantifier: never one strsat builds (a constant is
    :func:`is_const`).

    Examples:
        >>> is_var(Int("n"))
        False
        >>> import z3
        >>> is_var(z3.Var(0, z3.IntSort()))
        True
    """
    return _z3_says(e, "is_var")


def is_pattern(e: object) -> bool:
    """``e`` is a quantifier's instantiation pattern: never one strsat builds.

    Examples:
        >>> is_pattern(Int("n"))
        False
        >>> import z3
        >>> f = z3.Function("f", z3.IntSort(), z3.IntSort())
        >>> is_pattern(z3.MultiPattern(f(z3.Int("n"))))
        True
    """
    return _z3_says(e, "is_pattern")


def is_fp(e: object) -> bool:
    """``e`` is a floating-point expression: never one strsat builds.

    Examples:
        >>> is_fp(Int("n"))
        False
        >>> import z3
        >>> is_fp(z3.FP("f", z3.Float32()))
        True
    """
    return _z3_says(e, "is_fp")


def is_fp_value(e: object) -> bool:
    """``e`` is a floating-point literal: never one strsat builds.

    Examples:
        >>> is_fp_value(IntVal(1))
        False
        >>> import z3
        >>> is_fp_value(z3.FPVal(1.5, z3.Float32()))
        True
    """
    return _z3_says(e, "is_fp_value")


def is_probe(e: object) -> bool:
    """``e`` is a z3 probe (strsat has no tactics or probes).

    Examples:
        >>> is_probe("size")
        False
        >>> import z3
        >>> is_probe(z3.Probe("size"))
        True
    """
    return _z3_says(e, "is_probe")


def is_tactic(e: object) -> bool:
    """``e`` is a z3py ``Tactic`` (strsat has no tactics: its :class:`Solver` decides
    alone; z3py itself has no ``is_tactic``).

    Examples:
        >>> is_tactic(Solver())
        False
        >>> import z3
        >>> is_tactic(z3.Tactic("simplify"))
        True
    """
    return type(e).__module__.startswith("z3") and type(e).__name__ == "Tactic"


__all__ = [
    "is_K", "is_add", "is_algebraic_value", "is_and", "is_app", "is_arith", "is_array",
    "is_array_sort", "is_as_array", "is_bool", "is_bv", "is_bv_sort", "is_bv_value",
    "is_const", "is_const_array", "is_distinct", "is_div", "is_eq", "is_expr", "is_false",
    "is_fp", "is_fp_value", "is_func_decl", "is_ge", "is_gt", "is_idiv", "is_implies",
    "is_int", "is_int_value", "is_le", "is_lt", "is_map", "is_mod", "is_mul", "is_not",
    "is_or", "is_pattern", "is_probe", "is_quantifier", "is_rational_value", "is_re",
    "is_real", "is_select", "is_seq", "is_store", "is_string", "is_string_value", "is_sub",
    "is_tactic", "is_to_int", "is_to_real", "is_true", "is_var",
]
