"""Expressions in z3py's shape: wrappers of strsat terms with Python operators.

An :class:`Expr` holds one hash-consed :class:`~strsat.terms.Term` (``.term``).
Its subclass follows the sort — :class:`BoolExpr`, :class:`IntExpr`,
:class:`StringExpr`, :class:`RegexExpr` — and decides what the operators mean,
as in z3py: ``+`` concatenates strings, adds integers and unites regexes;
``<`` is lexicographic on strings; ``s[i]`` is ``str.at``; ``&``/``|``/``~``
are the connectives on Bools.  ``==`` builds an equation (a :class:`BoolExpr`);
structural identity is :meth:`Expr.eq`.

Python constants are coerced where a term of a known sort is expected
(:func:`to_term`): ``str`` to a String literal, ``int`` to an Int literal,
``bool`` to a Bool literal; a z3py expression is converted
(:mod:`.z3interop`).  Anything else (``None``, a float, a Python
``bool`` in an Int position, a ``str`` where a regex is expected) raises
:class:`~strsat.api.errors.ApiSortError` naming the offending value.  Objects
of higher layers convert themselves through a ``__strsat_term__()`` method.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NoReturn, cast

from ..errors import StrsatError
from ..terms import BOOL, INT, REGLAN, STRING, Sort, Term, boolean, integer, mk, string
from ..terms.functions import FunctionSymbol, apply, symbol_of
from ..terms.ops import APPLY
from ..terms.printer import term_to_smtlib
from .errors import (
    ApiAlphabetError,
    ApiIndexError,
    ApiSortError,
    ApiValueError,
    SymbolicBoolError,
    describe,
)
from .z3_reading import term_of_z3

#: Longest text ``repr`` prints of an expression (``sexpr()`` prints it whole).
REPR_LIMIT = 2000


class SortRef:
    """A sort (z3py's ``SortRef``): ``StringSort()``, ``IntSort()``, ``BoolSort()`` or
    ``ReSort(StringSort())``.

    Sorts compare with ``==``; ``sexpr()`` is the SMT-LIB name (``RegLan`` for regular
    expressions), and ``print`` shows z3py's name (``ReSort(String)``).  z3py's
    ``ArithSortRef``, ``BoolSortRef``, ``SeqSortRef`` and ``ReSortRef`` are this class.

    Examples:
        >>> x = String("x")
        >>> x.sort() == StringSort(), Length(x).sort()
        (True, Int)
        >>> Star(Re("a")).sort(), Star(Re("a")).sort().sexpr()
        (ReSort(String), 'RegLan')
    """

    __slots__ = ("sort",)

    def __init__(self, sort: Sort) -> None:
        self.sort = sort

    def name(self) -> str:
        return str(self.sort)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SortRef) and other.sort is self.sort

    def __hash__(self) -> int:
        return hash(self.sort)

    def sexpr(self) -> str:
        """The SMT-LIB name (``String``, ``Int``, ``Bool``, ``RegLan``)."""
        return str(self.sort)

    def __repr__(self) -> str:
        """As z3py prints a sort: ``ReSort(String)`` for regular expressions."""
        return "ReSort(String)" if self.sort is REGLAN else str(self.sort)


def StringSort() -> SortRef:  # noqa: N802 - z3py's name
    """The sort of strings (SMT-LIB ``String``: sequences of code points U+0000..U+2FFFF).

    Examples:
        >>> StringSort()
        String
        >>> x = Const("x", StringSort())
        >>> solve(x + x == "abab")
        [x = "ab"]
    """
    return SortRef(STRING)


def IntSort() -> SortRef:  # noqa: N802
    """The sort of integers (SMT-LIB ``Int``: unbounded, as Python's ``int``).

    Examples:
        >>> n = Const("n", IntSort())
        >>> is_int(n), n.sort() == IntSort()
        (True, True)
        >>> solve(n * 2 == 8)
        [n = 4]
    """
    return SortRef(INT)


def BoolSort() -> SortRef:  # noqa: N802
    """The sort of Booleans (SMT-LIB ``Bool``).

    Examples:
        >>> ok = Function("ok", StringSort(), BoolSort())
        >>> s = Solver()
        >>> s.add(ok("a"), Not(ok("b")))
        >>> s.check()
        sat
        >>> s.model().eval(ok("a")), s.model().eval(ok("b"))
        (True, False)
    """
    return SortRef(BOOL)


def ReSort(seq: SortRef | None = None) -> SortRef:  # noqa: N802
    """The sort of regular expressions over strings (SMT-LIB ``RegLan``).

    Args:
        seq: The sequence sort, ``StringSort()`` (the only sequences strsat has), or
            nothing.

    Raises:
        ApiSortError: ``seq`` is another sort.

    Examples:
        >>> R = ReSort(StringSort())
        >>> R, Star(Re("a")).sort() == R
        (ReSort(String), True)
        >>> x = String("x")
        >>> solve(InRe(x, AllChar(R)), IsDigit(x), StrToInt(x) > 8)
        [x = "9"]
    """
    if seq is not None and not (isinstance(seq, SortRef) and seq.sort is STRING):
        raise ApiSortError("ReSort", seq, "StringSort()")
    return SortRef(REGLAN)


class Decl:
    """A declaration (z3py's ``FuncDeclRef``): of a constant, an operator or a function.

    ``x.decl()`` declares the constant ``x`` (``name()`` is ``"x"``, ``kind()`` is
    :data:`Z3_OP_UNINTERPRETED`, calling it gives ``x``); ``(x + y).decl()`` is the
    operator (``name()`` is its SMT-LIB name); :func:`Function` declares a function of
    arguments, which a call applies.  A model's :meth:`Model.decls` lists the constants'
    and functions' declarations, and ``m[d]`` is the value of one.

    Examples:
        >>> x = String("x")
        >>> d = x.decl()
        >>> d.name(), d.arity(), d.range(), d.kind() == Z3_OP_UNINTERPRETED
        ('x', 0, String, True)
        >>> (x + "a").decl().name()
        'str.++'
        >>> s = Solver()
        >>> s.add(x == "hi")
        >>> s.check()
        sat
        >>> [(d.name(), s.model()[d]) for d in s.model().decls()]
        [('x', 'hi')]
    """

    __slots__ = ("term",)

    def __init__(self, term: Term) -> None:
        self.term = term

    def name(self) -> str:
        t = self.term
        return str(t.value) if t.op == "var" else t.op

    def range(self) -> SortRef:
        return SortRef(self.term.sort)

    def arity(self) -> int:
        return 0 if self.term.op == "var" else len(self.term.args)

    def domain(self, i: int) -> SortRef:
        if not 0 <= i < self.arity():
            raise ApiValueError("FuncDecl.domain", i, f"is out of range: {self.name()} has "
                                f"{self.arity()} arguments")
        return SortRef(self.term.args[i].sort)

    def kind(self) -> str:
        """The operator's SMT-LIB name; ``"uninterpreted"`` for a declared constant."""
        return "uninterpreted" if self.term.op == "var" else self.term.op

    def __call__(self, *args: object) -> Expr:
        if self.term.op != "var" or args:
            raise ApiSortError("FuncDecl(...)", self, "a constant's declaration called "
                               "without arguments (Function(...) declares a function of "
                               "arguments)")
        return wrap(self.term)

    def sexpr(self) -> str:
        return self.name()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decl) or isinstance(other, FuncDecl):
            return False
        a, b = self.term, other.term
        return a is b if a.op == "var" else (b.op == a.op and b.indices == a.indices)

    def __hash__(self) -> int:
        return hash(self.term) if self.term.op == "var" else hash(self.term.op)

    def __repr__(self) -> str:
        return self.name()

    __str__ = __repr__


class FuncDecl(Decl):
    """The declaration of an uninterpreted function (z3py's ``FuncDeclRef`` made by
    ``Function(name, *sorts)``): calling it applies the function, ``f(x, 1)``, with the
    arguments coerced as everywhere in the API (``str``, ``int``, ``bool`` to literals)."""

    __slots__ = ("symbol",)

    def __init__(self, symbol: FunctionSymbol) -> None:  # noqa: D107 - no term: a symbol
        self.symbol = symbol

    def name(self) -> str:
        return self.symbol.name

    def range(self) -> SortRef:
        return SortRef(self.symbol.range)

    def arity(self) -> int:
        return self.symbol.arity

    def domain(self, i: int) -> SortRef:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < self.arity():
            raise ApiIndexError("FuncDecl.domain", i, f"is out of range: {self.name()} has "
                                f"{self.arity()} arguments")
        return SortRef(self.symbol.domain[i])

    def kind(self) -> str:
        return "uninterpreted"

    def params(self) -> list[object]:
        return []

    def __call__(self, *args: object) -> Expr:
        name = self.symbol.name
        if len(args) != self.symbol.arity:
            raise ApiSortError(f"{name}(...)", args, f"{self.symbol.arity} arguments of "
                               "sorts " + ", ".join(str(s) for s in self.symbol.domain))
        terms = [to_term(a, s, f"{name}(...) argument {k + 1}")
                 for k, (a, s) in enumerate(zip(args, self.symbol.domain, strict=True))]
        return wrap(apply(self.symbol, *terms))

    def sexpr(self) -> str:
        """``(declare-fun f (String Int) Int)``, as z3py prints a function's declaration."""
        return self.symbol.declaration()

    def eq(self, other: object) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FuncDecl) and other.symbol == self.symbol

    def __hash__(self) -> int:
        return hash(self.symbol)

    def __repr__(self) -> str:
        return self.symbol.name

    __str__ = __repr__


def decl_of(term: Term) -> Decl:
    """The declaration of ``term``'s head: its function for an application."""
    return FuncDecl(symbol_of(term)) if term.op == APPLY else Decl(term)


# ---- expressions ------------------------------------------------------------------

#: What an unsupported operator's error adds for a sort, beyond "has no <op>".
_HINTS = {
    ("String", "*"): "; strsat.python's SymStr repeats with s * n",
    ("String", "s[i]"): "",
    ("Int", "//"): "; / is SMT-LIB's div (Euclidean, as z3py's integer /)",
    ("Int", "**"): "; strsat's integer reasoning is linear (write the product with *)",
    ("Int", "abs()"): "; Abs(i) is the absolute value",
    ("Bool", "+"): "; If(b, 1, 0) counts a Bool",
}


def _unsupported(symbol: str, needs: str | None = None) -> Any:
    """An operator method that raises :class:`ApiSortError`: ``symbol`` applied to an
    expression whose sort lacks it (``needs`` names the sorts that have it; None: no
    expression has it)."""
    def operator(self: Expr, *_other: object) -> Any:
        sort = str(self.term.sort)
        hint = _HINTS.get((sort, symbol), "")
        if needs is None:
            raise ApiSortError(symbol, self, f"another operator (strsat expressions have "
                               f"no {symbol}{hint})")
        raise ApiSortError(symbol, self, f"{needs} ({sort} expressions have no "
                           f"{symbol}{hint})")

    operator.__name__ = f"unsupported {symbol}"
    return operator



class Expr:
    """An expression: one strsat term with Python's operators (z3py's ``ExprRef``/``AstRef``).

    Expressions are immutable.  ``a == b`` builds an equation (a :class:`BoolExpr`), as in
    z3py; structural identity is :meth:`eq`.  The class follows the sort
    (:class:`BoolExpr`, :class:`IntExpr`, :class:`StringExpr`, :class:`RegexExpr`) and
    decides what the operators mean; an operator the sort lacks raises
    :class:`ApiSortError`.  Where an expression of a known sort is expected, a Python
    ``str``, ``int`` or ``bool`` is read as its literal, and a z3py expression is
    converted.  Expressions print as SMT-LIB (z3py prints ``Concat(x, "a")``, strsat
    ``(str.++ x "a")``); ``children()``, ``arg(i)``, ``decl()`` walk them as in z3py.

    Examples:
        >>> x = String("x")
        >>> e = Length(x + "ab")
        >>> e
        (str.len (str.++ x "ab"))
        >>> e.sort(), e.num_args(), e.arg(0).decl().name()
        (Int, 1, 'str.++')
        >>> (x == "a").eq(x == "a"), isinstance(x == "a", BoolExpr)
        (True, True)
    """

    __slots__ = ("term",)

    term: Term

    def __init__(self, term: Term) -> None:
        object.__setattr__(self, "term", term)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("expressions are immutable")

    # -- printing and identity -------------------------------------------------------

    def sexpr(self) -> str:
        """The SMT-LIB text of the expression."""
        return term_to_smtlib(self.term)

    def __repr__(self) -> str:
        """SMT-LIB text; a constant prints as its name, unquoted (as in z3py)."""
        if self.term.op == "var":
            return str(self.term.value)
        return term_to_smtlib(self.term, limit=REPR_LIMIT)

    __str__ = __repr__

    def __hash__(self) -> int:
        return hash(self.term)

    def eq(self, other: object) -> bool:
        """Structural identity (terms are hash-consed), not an equation."""
        return isinstance(other, Expr) and other.term is self.term

    def get_id(self) -> int:
        return self.term.id

    def hash(self) -> int:
        """z3py's ``hash()`` method (equal for identical expressions)."""
        return hash(self.term)

    def sort(self) -> SortRef:
        return SortRef(self.term.sort)

    def children(self) -> list[Expr]:
        return [wrap(c) for c in self.term.args]

    def num_args(self) -> int:
        return len(self.term.args)

    def arg(self, i: int) -> Expr:
        return wrap(self.term.args[i])

    def decl(self) -> Decl:
        """The declaration: of the constant (``x.decl().name()`` is ``"x"``), or of the
        operator or function applied (``name()`` is its SMT-LIB name)."""
        return decl_of(self.term)

    def decl_name(self) -> str:
        """The SMT-LIB operator name, the variable's or function's name, or ``"const"``."""
        t = self.term
        return str(t.value) if t.op in ("var", APPLY) else t.op

    def is_const(self) -> bool:
        """A declared constant (a variable), as z3py's ``is_const`` on uninterpreted ones."""
        return self.term.op == "var"

    def is_value(self) -> bool:
        """A literal (``StringVal``, ``IntVal``, ``BoolVal``)."""
        return self.term.op == "const"

    # -- equations ---------------------------------------------------------------------

    def __eq__(self, other: object) -> BoolExpr:  # type: ignore[override]
        return BoolExpr(mk("=", self.term, to_term(other, self.term.sort, "==")))

    def __ne__(self, other: object) -> BoolExpr:  # type: ignore[override]
        return BoolExpr(mk("not", mk("=", self.term, to_term(other, self.term.sort, "!="))))

    def __bool__(self) -> bool:
        """True/false for the literals; for ``a == b``, whether ``a`` and ``b`` are the same
        expression (so that ``in`` on lists and dictionary keys work, as in z3py)."""
        t = self.term
        if t.op == "const" and t.sort is BOOL:
            return bool(t.value)
        if t.op == "=" and len(t.args) == 2:
            return t.args[0] is t.args[1]
        if t.op == "not" and t.args[0].op == "=" and len(t.args[0].args) == 2:
            return t.args[0].args[0] is not t.args[0].args[1]
        raise SymbolicBoolError(self, "a solver decides it; use Solver.check() and the "
                                "model, or If(...) inside a formula")

    def __iter__(self) -> Iterator[Any]:
        raise SymbolicBoolError(self, "an expression cannot be iterated over")

    def __reduce__(self) -> NoReturn:
        raise TypeError("expressions are not pickled; print them with sexpr()")

    def __int__(self) -> int:
        raise SymbolicBoolError(self, "read its value from a model (m[x], m.eval(e)), or "
                                "as_long()/as_string() of a literal")

    __float__ = __complex__ = __int__

    # -- operators the sort lacks: a typed error instead of Python's bare TypeError;
    # -- each subclass defines the ones of its sort (z3py's operator table)
    __add__ = __radd__ = _unsupported("+", "an Int, String or regular expression")
    __sub__ = __rsub__ = _unsupported("-", "an Int expression")
    __mul__ = __rmul__ = _unsupported("*", "an Int expression")
    __truediv__ = __rtruediv__ = _unsupported("/", "an Int expression")
    __mod__ = __rmod__ = _unsupported("%", "an Int expression")
    __floordiv__ = __rfloordiv__ = _unsupported("//")
    __pow__ = __rpow__ = _unsupported("**")
    __lshift__ = __rlshift__ = _unsupported("<<")
    __rshift__ = __rrshift__ = _unsupported(">>")
    __matmul__ = __rmatmul__ = _unsupported("@")
    __neg__ = _unsupported("unary -", "an Int expression")
    __pos__ = _unsupported("unary +", "an Int expression")
    __abs__ = _unsupported("abs()")
    __invert__ = _unsupported("~", "a Bool expression")
    __and__ = __rand__ = _unsupported("&", "a Bool expression")
    __or__ = __ror__ = _unsupported("|", "a Bool expression")
    __xor__ = __rxor__ = _unsupported("^", "a Bool expression")
    __lt__ = _unsupported("<", "an Int or String expression")
    __le__ = _unsupported("<=", "an Int or String expression")
    __gt__ = _unsupported(">", "an Int or String expression")
    __ge__ = _unsupported(">=", "an Int or String expression")
    __getitem__ = _unsupported("s[i]", "a String expression")


class BoolExpr(Expr):
    """A Bool expression (z3py's ``BoolRef``): ``&`` is and, ``|`` or, ``^`` xor, ``~`` not.

    Python's own ``and``, ``or``, ``not`` and ``if`` need a truth value, which a symbolic
    formula does not have before a solver gives a model: they raise
    :class:`SymbolicBoolError` (write ``&``, ``|``, ``~``, :func:`And`, :func:`If` ...).

    Examples:
        >>> p, q = Bools("p q")
        >>> (p & ~q) | (q ^ p)
        (or (and p (not q)) (xor q p))
        >>> s = Solver()
        >>> s.add(p | q, ~p)
        >>> s.check()
        sat
        >>> s.model()[q]
        True
    """

    __slots__ = ()

    def __and__(self, other: object) -> BoolExpr:
        return BoolExpr(mk("and", self.term, to_term(other, BOOL, "&")))

    def __rand__(self, other: object) -> BoolExpr:
        return BoolExpr(mk("and", to_term(other, BOOL, "&"), self.term))

    def __or__(self, other: object) -> BoolExpr:
        return BoolExpr(mk("or", self.term, to_term(other, BOOL, "|")))

    def __ror__(self, other: object) -> BoolExpr:
        return BoolExpr(mk("or", to_term(other, BOOL, "|"), self.term))

    def __xor__(self, other: object) -> BoolExpr:
        return BoolExpr(mk("xor", self.term, to_term(other, BOOL, "^")))

    def __rxor__(self, other: object) -> BoolExpr:
        return BoolExpr(mk("xor", to_term(other, BOOL, "^"), self.term))

    def __invert__(self) -> BoolExpr:
        return BoolExpr(mk("not", self.term))


class IntExpr(Expr):
    """An Int expression (z3py's ``ArithRef``): ``+ - *``, ``/`` and ``%``, unary ``-``, and
    the orders ``< <= > >=``.

    ``/`` and ``%`` are SMT-LIB's ``div`` and ``mod`` (as z3py's integer ``/``): the
    remainder is never negative, so for a negative divisor they differ from Python's
    ``//`` and ``%`` (``7 // -2`` is -4 in Python, ``7 / -2`` is -3 here).  strsat's
    integer reasoning is linear: multiply by constants.

    Examples:
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(n / 3 == 2, n % 3 == 1)
        >>> s.check()
        sat
        >>> s.model()[n]
        7
        >>> simplify(IntVal(7) / -2), simplify(IntVal(7) % -2)
        ((- 3), 1)
    """

    __slots__ = ()

    def _bin(self, op: str, other: object, swap: bool = False) -> IntExpr:
        o = to_term(other, INT, op)
        return IntExpr(mk(op, o, self.term) if swap else mk(op, self.term, o))

    def __add__(self, other: object) -> IntExpr:
        return self._bin("+", other)

    def __radd__(self, other: object) -> IntExpr:
        return self._bin("+", other, True)

    def __sub__(self, other: object) -> IntExpr:
        return self._bin("-", other)

    def __rsub__(self, other: object) -> IntExpr:
        return self._bin("-", other, True)

    def __mul__(self, other: object) -> IntExpr:
        return self._bin("*", other)

    def __rmul__(self, other: object) -> IntExpr:
        return self._bin("*", other, True)

    def __truediv__(self, other: object) -> IntExpr:
        return self._bin("div", other)

    def __rtruediv__(self, other: object) -> IntExpr:
        return self._bin("div", other, True)

    def __mod__(self, other: object) -> IntExpr:
        return self._bin("mod", other)

    def __rmod__(self, other: object) -> IntExpr:
        return self._bin("mod", other, True)

    def __neg__(self) -> IntExpr:
        return IntExpr(mk("-", self.term))

    def __pos__(self) -> IntExpr:
        return self

    def _cmp(self, op: str, other: object) -> BoolExpr:
        return BoolExpr(mk(op, self.term, to_term(other, INT, op)))

    def __lt__(self, other: object) -> BoolExpr:
        return self._cmp("<", other)

    def __le__(self, other: object) -> BoolExpr:
        return self._cmp("<=", other)

    def __gt__(self, other: object) -> BoolExpr:
        return self._cmp(">", other)

    def __ge__(self, other: object) -> BoolExpr:
        return self._cmp(">=", other)

    def is_int(self) -> bool:
        return True

    def is_real(self) -> bool:
        return False

    def as_long(self) -> int:
        """The value of an Int literal (as z3py's ``IntNumRef.as_long``)."""
        if self.term.op != "const":
            raise SymbolicBoolError(self, "only an Int literal has as_long()")
        return int(self.term.value)  # type: ignore[arg-type]

    def __index__(self) -> int:
        raise SymbolicBoolError(self, "a symbolic Int cannot index or size Python objects")


class StringExpr(Expr):
    """A String expression (z3py's ``SeqRef``): ``+`` concatenates, ``< <= > >=`` compare
    lexicographically by code point, ``s[i]`` is ``str.at``.

    ``s[i]`` is a one-character string, or ``""`` outside ``s`` (SMT-LIB's total
    ``str.at``; z3py >= 4.12 gives a character).  Slices are refused: use
    :func:`SubString`.  Python's ``len()`` and ``in`` raise :class:`SymbolicBoolError`
    (use :func:`Length` and :func:`Contains`).

    Examples:
        >>> x = String("x")
        >>> s = Solver()
        >>> s.add(Length(x) == 2, x[1] == "a", x > "a", x < "b")
        >>> s.check()
        sat
        >>> s.model()[x]
        'aa'
        >>> simplify(StringVal("abc")[5])
        ""
    """

    __slots__ = ()

    def __add__(self, other: object) -> StringExpr:
        return StringExpr(mk("str.++", self.term, to_term(other, STRING, "+")))

    def __radd__(self, other: object) -> StringExpr:
        return StringExpr(mk("str.++", to_term(other, STRING, "+"), self.term))

    def _cmp(self, op: str, other: object, swap: bool = False) -> BoolExpr:
        o = to_term(other, STRING, op)
        return BoolExpr(mk(op, o, self.term) if swap else mk(op, self.term, o))

    def __lt__(self, other: object) -> BoolExpr:
        return self._cmp("str.<", other)

    def __le__(self, other: object) -> BoolExpr:
        return self._cmp("str.<=", other)

    def __gt__(self, other: object) -> BoolExpr:
        return self._cmp("str.<", other, True)

    def __ge__(self, other: object) -> BoolExpr:
        return self._cmp("str.<=", other, True)

    def __getitem__(self, i: object) -> StringExpr:
        if isinstance(i, slice):
            raise ApiSortError("s[...]", i, "an Int position (use SubString(s, offset, "
                               "length); Python slices are in strsat.python)")
        return StringExpr(mk("str.at", self.term, to_term(i, INT, "s[i]")))

    def at(self, i: object) -> StringExpr:
        return self[i]

    def __len__(self) -> int:
        raise SymbolicBoolError(self, "len() needs a Python int; use Length(s)")

    def __contains__(self, item: object) -> bool:
        raise SymbolicBoolError(self, "'in' needs a Python bool; use Contains(s, t)")

    def is_string(self) -> bool:
        return True

    def to_int(self) -> IntExpr:
        """The code point of a one-character string (z3py's ``CharRef.to_int`` on
        ``x[i]``; -1 for another length, as ``str.to_code``)."""
        return IntExpr(mk("str.to_code", self.term))

    def is_digit(self) -> BoolExpr:
        """``str.is_digit`` (z3py's ``CharRef.is_digit`` on ``x[i]``)."""
        return BoolExpr(mk("str.is_digit", self.term))

    def is_string_value(self) -> bool:
        return self.term.op == "const"

    def as_string(self) -> str:
        """The value of a String literal (as z3py's ``as_string``)."""
        if self.term.op != "const":
            raise SymbolicBoolError(self, "only a String literal has as_string()")
        return str(self.term.value)


class RegexExpr(Expr):
    """A regular expression (z3py's ``ReRef``): ``+`` is union, as in z3py.

    Build them with :func:`Re`, :func:`Range`, :func:`Star`, :func:`Concat` ...; test a
    string with :func:`InRe`.  strsat.python's ``re`` reads Python's own patterns.

    Examples:
        >>> r = Re("a") + Re("b")
        >>> r
        (re.union (str.to_re "a") (str.to_re "b"))
        >>> x = String("x")
        >>> solve(InRe(x, Star(r)), Length(x) == 2, Contains(x, "ba"))
        [x = "ba"]
    """

    __slots__ = ()

    def __add__(self, other: object) -> RegexExpr:
        return RegexExpr(mk("re.union", self.term, to_term(other, REGLAN, "+")))

    def __radd__(self, other: object) -> RegexExpr:
        return RegexExpr(mk("re.union", to_term(other, REGLAN, "+"), self.term))


_CLASSES: dict[Sort, type[Expr]] = {BOOL: BoolExpr, INT: IntExpr, STRING: StringExpr,
                                    REGLAN: RegexExpr}
_EXPECTED = {BOOL: "a Bool expression or bool", INT: "an Int expression or int",
             STRING: "a String expression or str", REGLAN: "a regular expression"}


def wrap(term: Term) -> Expr:
    """The expression of the class of ``term``'s sort."""
    return _CLASSES[term.sort](term)


def expected(sort: Sort) -> str:
    return _EXPECTED[sort]


def to_term(value: object, sort: Sort, where: str) -> Term:
    """The term of ``value`` (an expression, a term, or a Python constant) of ``sort``.

    Raises :class:`ApiSortError` naming ``value`` and ``where`` when it is of another
    sort or not a term at all, :class:`ApiValueError` for a string with a character
    above U+2FFFF.
    """
    if isinstance(value, Expr):
        term = value.term
    elif isinstance(value, Term):
        term = value
    elif hasattr(value, "__strsat_term__"):
        term = value.__strsat_term__()
    elif _is_z3(value):
        term = term_of_z3(value)
    elif isinstance(value, bool):
        if sort is not BOOL:
            raise ApiSortError(where, value, expected(sort))
        return boolean(value)
    elif isinstance(value, int):
        if sort is not INT:
            raise ApiSortError(where, value, expected(sort))
        return integer(value)
    elif isinstance(value, str):
        if sort is REGLAN:
            raise ApiSortError(where, value, "a regular expression (Re(...) for the language "
                               "of one string; strsat.python.re for a Python pattern)")
        if sort is not STRING:
            raise ApiSortError(where, value, expected(sort))
        return string_literal(value, where)
    else:
        raise ApiSortError(where, value, expected(sort))
    if term.sort is not sort:
        raise ApiSortError(where, value, expected(sort))
    return term


def any_term(value: object, where: str) -> Term:
    """The term of an expression or Python constant, whatever its sort."""
    if isinstance(value, Expr):
        return value.term
    if isinstance(value, Term):
        return value
    if hasattr(value, "__strsat_term__"):
        return cast(Term, value.__strsat_term__())
    if _is_z3(value):
        return term_of_z3(value)
    for py, sort in ((bool, BOOL), (int, INT), (str, STRING)):
        if isinstance(value, py):
            return to_term(value, sort, where)
    raise ApiSortError(where, value, "an expression, str, int or bool")


def _is_z3(value: object) -> bool:
    """A z3py expression (checked without importing z3): converted by ``z3interop``."""
    return type(value).__module__.startswith("z3") and hasattr(value, "decl")


def string_literal(value: str, where: str) -> Term:
    try:
        return string(value)
    except StrsatError:
        bad = next(c for c in value if ord(c) > 0x2FFFF)
        raise ApiAlphabetError(where, value, f"has the character U+{ord(bad):X}, beyond the "
                            "SMT-LIB alphabet U+0000..U+2FFFF") from None


__all__ = ["BoolExpr", "BoolSort", "Decl", "Expr", "FuncDecl", "IntExpr", "IntSort", "ReSort",
           "RegexExpr", "SortRef", "StringExpr", "StringSort", "any_term", "decl_of", "describe",
           "expected", "string_literal", "to_term", "wrap"]
