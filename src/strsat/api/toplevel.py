"""z3py's script-level names over strings, integers and Booleans (issue 22).

``solve``/``solve_using``/``prove`` print exactly what z3py prints (a model as
``[x = "ab", n = 3]``, ``no solution``, ``proved``, ``counterexample`` and the
model, ``failed to prove``); ``substitute``, ``parse_smt2_string``/``_file``,
``Fresh*``, ``IntVector``/``BoolVector``, the pseudo-Boolean ``AtMost``/``AtLeast``/
``PbLe``/``PbGe``/``PbEq`` (as sums of ``If(b, w, 0)``), ``Extract`` on strings,
``SolverFor`` for the logics strsat decides, ``SimpleSolver``, version queries, and
z3py's class names as aliases of strsat's (``ExprRef`` is :class:`Expr` ...) so that
``isinstance`` checks and annotations port.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .. import __version__
from ..errors import StrsatError
from ..terms import BOOL, INT, STRING, Term, integer, var
from ..terms.walk import substitute as _substitute
from .errors import ApiSortError, ApiValueError, UnsupportedFeatureError
from .expr import (
    BoolExpr,
    Decl,
    Expr,
    IntExpr,
    RegexExpr,
    SortRef,
    StringExpr,
    any_term,
    to_term,
    wrap,
)
from .functions import Bool, If, Int, IsDigit, Not, StringVal, StrToCode, SubString, Sum, _flat
from .model import Model
from .solver import Solver, sat, unsat
from .values import IntValue, StrValue

# ---- z3py's demonstration functions -------------------------------------------------------


def solve(*args: object, **keywords: object) -> None:
    """Solve the constraints and print a model, or ``no solution``, as z3py's ``solve``.

    The model prints in z3py's format (``[x = "ab", n = 3]``); ``failed to solve`` means
    the check answered ``unknown`` (z3py prints its partial model then; strsat has none).

    Args:
        *args: Bool expressions (or lists of them).
        **keywords: ``show=True`` prints the assertions first; the others are solver
            parameters (``timeout=ms``, see :meth:`Solver.set`).

    Examples:
        >>> x = String("x")
        >>> solve(Length(x) == 2, PrefixOf("a", x), SuffixOf("b", x))
        [x = "ab"]
        >>> solve(Length(x) < 0)
        no solution
        >>> solve(x == "a", show=True)
        [(= x "a")]
        [x = "a"]
    """
    show = keywords.pop("show", False)
    s = Solver()
    s.set(**keywords)
    s.add(*args)
    if show:
        print(s)
    _print_solution(s, False)


def solve_using(s: Solver, *args: object, **keywords: object) -> None:
    """:func:`solve` with the given solver: its assertions stay, and ``args`` are added to
    them.

    Args:
        s: A :class:`Solver`.
        *args: Bool expressions added to ``s``.
        **keywords: As :func:`solve`'s; ``show=True`` prints ``Problem:`` and
            ``Solution:`` too.

    Raises:
        ApiSortError: ``s`` is not a Solver.

    Examples:
        >>> n = Int("n")
        >>> s = Solver()
        >>> s.add(n > 5)
        >>> solve_using(s, n < 7)
        [n = 6]
    """
    if not isinstance(s, Solver):
        raise ApiSortError("solve_using", s, "a Solver")
    show = keywords.pop("show", False)
    s.set(**keywords)
    s.add(*args)
    if show:
        print("Problem:")
        print(s)
    _print_solution(s, bool(show))


def _print_solution(s: Solver, show: bool) -> None:
    r = s.check()
    if r == unsat:
        print("no solution")
    elif r == sat:
        if show:
            print("Solution:")
        print(s.model())
    else:  # z3py prints its partial model if it has one; strsat has none
        print("failed to solve")


def prove(claim: object, show: bool = False, **keywords: object) -> None:
    """Print ``proved`` when ``claim`` is valid, else ``counterexample`` and a model that
    falsifies it, as z3py's ``prove``.

    ``failed to prove`` means the check answered ``unknown``.

    Args:
        claim: A Bool expression.
        show: Print the negated claim the solver checks first.
        **keywords: Solver parameters (``timeout=ms``).

    Raises:
        ApiSortError: ``claim`` is not a Bool expression (a Python ``bool`` neither).

    Examples:
        >>> x = String("x")
        >>> prove(Length(x + "ab") == Length(x) + 2)
        proved
        >>> prove(Length(x) > 0)
        counterexample
        [x = ""]
    """
    if isinstance(claim, bool) or not (isinstance(claim, BoolExpr)
                                       or _sort(claim) is BOOL):
        raise ApiSortError("prove", claim, "a Bool expression (a claim to prove)")
    s = Solver()
    s.set(**keywords)
    s.add(Not(claim))
    if show:
        print(s)
    r = s.check()
    if r == unsat:
        print("proved")
    elif r == sat:
        print("counterexample")
        print(s.model())
    else:
        print("failed to prove")


def _sort(value: object) -> object:
    try:
        return any_term(value, "prove").sort
    except StrsatError:
        return None


# ---- terms ------------------------------------------------------------------------------------


def substitute(t: object, *m: object) -> Expr:
    """``t`` with each ``from`` replaced by ``to``.

    Any subexpression may be replaced, by an expression of its sort (a Python value is
    read as its literal).

    Args:
        t: An expression.
        *m: Pairs ``(from, to)``, or one list of them.

    Raises:
        ApiSortError: A pair is not a pair, or ``to`` is of another sort than ``from``.

    Examples:
        >>> x, n = String("x"), Int("n")
        >>> e = Length(x) + n
        >>> substitute(e, (x, StringVal("abc")), (n, IntVal(2)))
        (+ (str.len "abc") 2)
        >>> simplify(substitute(e, [(x, "abc"), (n, 2)]))
        5
    """
    term = any_term(t, "substitute")
    pairs = list(m[0]) if len(m) == 1 and isinstance(m[0], list) else list(m)
    mapping: dict[Term, Term] = {}
    for p in pairs:
        if not (isinstance(p, tuple) and len(p) == 2):
            raise ApiSortError("substitute", p, "a pair (from, to) of expressions")
        src = any_term(p[0], "substitute")
        mapping[src] = to_term(p[1], src.sort, "substitute")
    return wrap(_substitute(term, mapping))


_fresh = itertools.count()


def FreshConst(sort: SortRef, prefix: str = "c") -> Expr:  # noqa: N802 - z3py's names
    """A constant of ``sort`` with a new name ``prefix!k`` (z3py's naming).

    Args:
        sort: ``StringSort()``, ``IntSort()`` or ``BoolSort()``.
        prefix: The name's prefix (``"c"`` by default).

    Raises:
        ApiSortError: ``sort`` is another sort.

    Examples:
        >>> t = FreshConst(StringSort(), "tmp")
        >>> str(t).startswith("tmp!"), FreshConst(StringSort(), "tmp").eq(t)
        (True, False)
        >>> solve(t + t == "aa")
        [tmp!... = "a"]
    """
    if not isinstance(sort, SortRef) or sort.sort not in (BOOL, INT, STRING):
        raise ApiSortError("FreshConst", sort, "StringSort(), IntSort() or BoolSort()")
    return wrap(var(f"{prefix}!{next(_fresh)}", sort.sort))


def FreshInt(prefix: str = "x") -> IntExpr:  # noqa: N802
    """An Int constant with a new name ``prefix!k``, distinct from every other constant.

    Examples:
        >>> a, b = FreshInt(), FreshInt()
        >>> a.eq(b)
        False
        >>> s = Solver()
        >>> s.add(a + b == 3, a == 1)
        >>> s.check()
        sat
        >>> s.model()[b]
        2
    """
    return FreshConst(SortRef(INT), prefix)  # type: ignore[return-value]


def FreshBool(prefix: str = "b") -> BoolExpr:  # noqa: N802
    """A Bool constant with a new name ``prefix!k``, distinct from every other constant.

    Examples:
        >>> p = FreshBool()
        >>> s = Solver()
        >>> s.add(Implies(p, Int("n") > 3), Int("n") == 1)
        >>> s.check()
        sat
        >>> s.model()[p]
        False
    """
    return FreshConst(SortRef(BOOL), prefix)  # type: ignore[return-value]


def FreshString(prefix: str = "s") -> StringExpr:  # noqa: N802
    """A String constant with a new name ``prefix!k``, distinct from every other constant.

    Examples:
        >>> x = String("x")
        >>> rest = FreshString()
        >>> s = Solver()
        >>> s.add(x == "ab" + rest, Length(rest) == 0)
        >>> s.check()
        sat
        >>> s.model()[x], str(rest).startswith("s!")
        ('ab', True)
    """
    return FreshConst(SortRef(STRING), prefix)  # type: ignore[return-value]


def IntVector(prefix: str, sz: int) -> list[IntExpr]:  # noqa: N802
    """Int constants named ``prefix__0`` ... ``prefix__{sz-1}``, as z3py names them.

    Raises:
        ApiSortError: ``sz`` is not an int >= 0.

    Examples:
        >>> xs = IntVector("x", 3)
        >>> xs
        [x__0, x__1, x__2]
        >>> s = Solver()
        >>> s.add([v >= 0 for v in xs], Sum(xs) == 0)
        >>> s.check()
        sat
        >>> [s.model()[v] for v in xs]
        [0, 0, 0]
    """
    return [Int(f"{prefix}__{i}") for i in range(_size(sz, "IntVector"))]


def BoolVector(prefix: str, sz: int) -> list[BoolExpr]:  # noqa: N802
    """Bool constants named ``prefix__0`` ... ``prefix__{sz-1}``, as z3py names them.

    Examples:
        >>> bs = BoolVector("b", 3)
        >>> s = Solver()
        >>> s.add(AtLeast(*bs, 3))
        >>> s.check()
        sat
        >>> [s.model()[b] for b in bs]
        [True, True, True]
    """
    return [Bool(f"{prefix}__{i}") for i in range(_size(sz, "BoolVector"))]


def _size(sz: object, where: str) -> int:
    if isinstance(sz, bool) or not isinstance(sz, int) or sz < 0:
        raise ApiSortError(where, sz, "a size (int >= 0)")
    return sz


def _count(weighted: Sequence[tuple[object, object]], where: str) -> IntExpr:
    terms = []
    for b, w in weighted:
        if isinstance(w, bool) or not isinstance(w, int):
            raise ApiSortError(where, w, "an integer weight")
        terms.append(If(b, w, 0))
    return Sum(terms) if terms else IntExpr(integer(0))


def _bound(k: object, where: str) -> int:
    if isinstance(k, bool) or not isinstance(k, int):
        raise ApiSortError(where, k, "an integer bound (the last argument)")
    return k


def AtMost(*args: object) -> BoolExpr:  # noqa: N802
    """At most ``k`` of the Bools are true: ``AtMost(a, b, c, k)`` or ``AtMost([a, b, c], k)``.

    strsat writes it as a sum of ``If(b, 1, 0)`` compared with ``k``.

    Raises:
        ApiSortError: Fewer than one Bool and a bound, or a bound that is not an int.

    Examples:
        >>> p, q, r = Bools("p q r")
        >>> solve(AtMost(p, q, r, 1), p, q)
        no solution
    """
    bs, k = _cardinality(args, "AtMost")
    return _count([(b, 1) for b in bs], "AtMost") <= k


def AtLeast(*args: object) -> BoolExpr:  # noqa: N802
    """At least ``k`` of the Bools are true: ``AtLeast(a, b, c, k)`` or
    ``AtLeast([a, b, c], k)`` (a sum of ``If(b, 1, 0)``).

    Examples:
        >>> p, q, r = Bools("p q r")
        >>> s = Solver()
        >>> s.add(AtLeast(p, q, r, 2), Not(p))
        >>> s.check()
        sat
        >>> s.model()[q], s.model()[r]
        (True, True)
    """
    bs, k = _cardinality(args, "AtLeast")
    return _count([(b, 1) for b in bs], "AtLeast") >= k


def _cardinality(args: tuple[object, ...], where: str) -> tuple[list[object], int]:
    """The Bools and the bound of ``AtMost(a, b, 2)`` / ``AtMost([a, b], 2)``."""
    items = _flat(args)
    if items and isinstance(items[0], list | tuple):
        items = list(items[0]) + items[1:]
    if len(items) < 2:
        raise ApiSortError(where, args, "Bools followed by an integer bound")
    return items[:-1], _bound(items[-1], where)


def _weighted(args: Sequence[object], where: str) -> list[tuple[object, object]]:
    if not all(isinstance(p, tuple) and len(p) == 2 for p in args):
        raise ApiSortError(where, args, "pairs (Bool, weight)")
    return list(args)  # type: ignore[arg-type]


def PbLe(args: Sequence[object], k: int) -> BoolExpr:  # noqa: N802
    """The weights of the true Bools sum to at most ``k``: ``PbLe([(a, 2), (b, 1)], 2)``.

    Args:
        args: Pairs ``(Bool, weight)`` with int weights.
        k: The bound (an int).

    Examples:
        >>> p, q, r = Bools("p q r")
        >>> s = Solver()
        >>> s.add(PbLe([(p, 2), (q, 1), (r, 1)], 2), p)
        >>> s.check()
        sat
        >>> s.model()[q], s.model()[r]
        (False, False)
    """
    return _count(_weighted(args, "PbLe"), "PbLe") <= _bound(k, "PbLe")


def PbGe(args: Sequence[object], k: int) -> BoolExpr:  # noqa: N802
    """The weights of the true Bools sum to at least ``k``: ``PbGe([(a, 2), (b, 1)], 2)``.

    Examples:
        >>> p, q, r = Bools("p q r")
        >>> solve(PbGe([(p, 3), (q, 2), (r, 1)], 5), Not(q))
        no solution
    """
    return _count(_weighted(args, "PbGe"), "PbGe") >= _bound(k, "PbGe")


def PbEq(args: Sequence[object], k: int) -> BoolExpr:  # noqa: N802
    """The weights of the true Bools sum to exactly ``k``: ``PbEq([(a, 2), (b, 1)], 2)``.

    Examples:
        >>> p, q, r = Bools("p q r")
        >>> s = Solver()
        >>> s.add(PbEq([(p, 1), (q, 2), (r, 3)], 5))
        >>> s.check()
        sat
        >>> m = s.model()
        >>> m[p], m[q], m[r]
        (False, True, True)
    """
    return _count(_weighted(args, "PbEq"), "PbEq") == _bound(k, "PbEq")


def Extract(a: object, b: object, c: object) -> StringExpr:  # noqa: N802
    """z3py's ``Extract(s, offset, length)`` on a string: :func:`SubString`.

    Raises:
        UnsupportedFeatureError: The bit-vector form ``Extract(high, low, bv)``.

    Examples:
        >>> simplify(Extract(StringVal("hello"), 1, 3))
        "ell"
        >>> Extract(7, 3, 0)
        Traceback (most recent call last):
        ...
        strsat.api.errors.UnsupportedFeatureError: unsupported: bit-vectors ...
    """
    if isinstance(a, StringExpr | str) or (isinstance(a, Expr) and a.term.sort is STRING):
        return SubString(a, b, c)
    raise UnsupportedFeatureError("Extract", "bit-vectors", "Extract(s, offset, length) "
                                  "of a String is SubString; an integer's bits are "
                                  "(n / 2**k) % 2")


# ---- characters: z3py >= 4.12 reads s[i] as a character; strsat as a one-character string

def CharVal(ch: object, ctx: object = None) -> StringExpr:  # noqa: N802
    """A character, as the one-character string (z3py's ``CharVal``).

    z3py >= 4.12 reads ``s[i]`` as a character; strsat as a one-character string
    (``str.at``), so ``x[i] == CharVal("a")`` means ``str.at(x, i) == "a"``: z3py's meaning
    for an ``i`` inside ``x``.

    Args:
        ch: A str of length 1, or a code point up to 0x2FFFF.

    Raises:
        ApiValueError: ``ch`` is not one character.

    Examples:
        >>> x = String("x")
        >>> solve(x[0] == CharVal("a"), x[1] == CharVal(98), Length(x) == 2)
        [x = "ab"]
    """
    if isinstance(ch, int) and not isinstance(ch, bool):
        ch = chr(ch) if 0 <= ch <= 0x2FFFF else ch
    if not (isinstance(ch, str) and len(ch) == 1):
        raise ApiValueError("CharVal", ch, "is not one character (a str of length 1 or a "
                            "code point up to 0x2FFFF)")
    return StringVal(ch)


def CharIsDigit(ch: object) -> BoolExpr:  # noqa: N802
    """``ch`` is a digit ``0``..``9``: :func:`IsDigit` of a one-character string (z3py's
    ``CharIsDigit``).

    Examples:
        >>> x = String("x")
        >>> solve(CharIsDigit(x[0]), Length(x) == 1, StrToInt(x) > 8)
        [x = "9"]
    """
    return IsDigit(ch)


def CharToInt(ch: object) -> IntExpr:  # noqa: N802
    """The code point of a one-character string: :func:`StrToCode` (z3py's ``CharToInt``).

    Examples:
        >>> x = String("x")
        >>> solve(CharToInt(x) == 65)
        [x = "A"]
    """
    return StrToCode(ch)


def eq(a: object, b: object) -> bool:
    """Structural identity (z3py's ``eq``), not an equation: the same expression, built
    twice.

    Examples:
        >>> x = String("x")
        >>> eq(x + "a", x + "a"), eq(x + "a", "a" + x)
        (True, False)
        >>> eq(Length(StringVal("ab")), 2), eq(simplify(Length(StringVal("ab"))), 2)
        (False, True)
    """
    return any_term(a, "eq") is any_term(b, "eq")


# ---- solvers ----------------------------------------------------------------------------------

#: logics whose theories strsat decides (strings, linear integers, Booleans)
_LOGICS = re.compile(r"(QF_)?((UF)?(S|SLIA|LIA|IDL)|UF|SAT|BOOL|CORE)", re.IGNORECASE)


def SolverFor(logic: str, ctx: object = None, logFile: object = None) -> Solver:  # noqa: N802,N803
    """A :class:`Solver` for a logic strsat decides.

    The logics over strings, linear integers, Booleans and uninterpreted functions are
    accepted (``QF_S``, ``QF_SLIA``, ``QF_LIA``, ``QF_UFSLIA``, ``QF_UF`` ...); the solver
    is the same :class:`Solver` for each.

    Raises:
        UnsupportedFeatureError: Another logic (bit-vectors, reals, arrays, quantifiers).

    Examples:
        >>> s = SolverFor("QF_SLIA")
        >>> x = String("x")
        >>> s.add(StrToInt(x) == 7, Length(x) == 2)
        >>> s.check()
        sat
        >>> s.model()[x]
        '07'
        >>> SolverFor("QF_BV")
        Traceback (most recent call last):
        ...
        strsat.api.errors.UnsupportedFeatureError: unsupported: the logic QF_BV ...
    """
    if not isinstance(logic, str) or not _LOGICS.fullmatch(logic):
        raise UnsupportedFeatureError(f"SolverFor({logic!r})", f"the logic {logic}",
                                      "SolverFor('QF_SLIA') or Solver() decide strings "
                                      "with linear integer arithmetic")
    return Solver()


def SimpleSolver(ctx: object = None, logFile: object = None) -> Solver:  # noqa: N802,N803
    """A :class:`Solver` (z3py's ``SimpleSolver``; strsat has one kind of solver).

    Examples:
        >>> s = SimpleSolver()
        >>> s.add(Int("n") > 2, Int("n") < 4)
        >>> s.check()
        sat
        >>> s.model()[Int("n")]
        3
    """
    return Solver()


def parse_smt2_string(text: str, sorts: object = None, decls: object = None,
                      ctx: object = None) -> list[BoolExpr]:
    """The assertions of an SMT-LIB script, as a list of Bool expressions.

    The script declares its constants and functions; ``check-sat`` and the other
    commands are skipped.  z3py returns an ``AstVector``; :meth:`Solver.add` and
    :func:`solve` take the list as is.

    Raises:
        ApiValueError: The script has an error (its message gives line and column), or
            ``sorts``/``decls`` are given (declare the constants in the script).

    Examples:
        >>> fs = parse_smt2_string('''
        ... (declare-const x String)
        ... (assert (= (str.++ x x) "abab"))
        ... ''')
        >>> fs
        [(= (str.++ x x) "abab")]
        >>> solve(fs)
        [x = "ab"]
    """
    if sorts or decls:
        raise ApiValueError("parse_smt2_string", sorts or decls, "is not supported: "
                            "declare the constants in the script")
    # the SMT-LIB front-end is loaded when first needed (``import strsat`` and
    # ``strsat explore`` do not read SMT-LIB)
    from .smtlib_input import read_assertions

    return [BoolExpr(t) for t, _ in read_assertions(text, "parse_smt2_string")]


def parse_smt2_file(path: str, sorts: object = None, decls: object = None,
                    ctx: object = None) -> list[BoolExpr]:
    """The assertions of an SMT-LIB file (UTF-8, or Latin-1 if it is not), as
    :func:`parse_smt2_string`.

    Raises:
        ApiValueError: The file cannot be read or has an error.

    Examples:
        >>> import pathlib, tempfile
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     path = pathlib.Path(folder, "p.smt2")
        ...     _ = path.write_text("(declare-const n Int) (assert (= (* 3 n) 12))")
        ...     assertions = parse_smt2_file(str(path))
        >>> solve(assertions)
        [n = 4]
    """
    s = Solver()
    if sorts or decls:
        raise ApiValueError("parse_smt2_file", sorts or decls, "is not supported: "
                            "declare the constants in the script")
    s.from_file(path)
    return s.assertions()


# ---- versions and class names ---------------------------------------------------------------


def main_ctx() -> None:
    """strsat's one context: None, which every ``ctx`` argument accepts (z3py's
    ``main_ctx()``).

    Examples:
        >>> ctx = main_ctx()
        >>> print(ctx)
        None
        >>> solve(String("x", ctx) == "a")
        [x = "a"]
    """
    return None


def get_version_string() -> str:
    """strsat's version, ``"major.minor.patch"`` (this is not z3's version).

    Examples:
        >>> get_version_string() == ".".join(map(str, get_version()[:3]))
        True
    """
    return __version__


def get_version() -> tuple[int, ...]:
    """strsat's version as z3py's 4-tuple ``(major, minor, build, revision)``.

    Examples:
        >>> len(get_version()), get_version() >= (0, 1)
        (4, True)
    """
    parts = [int(p) for p in re.findall(r"\d+", __version__)[:3]]
    return tuple(parts + [0] * (4 - len(parts)))


def get_full_version() -> str:
    """``"strsat "`` and the version (z3py's ``get_full_version`` names z3).

    Examples:
        >>> get_full_version() == "strsat " + get_version_string()
        True
    """
    return f"strsat {__version__}"


Z3_OP_UNINTERPRETED = "uninterpreted"
"""What ``d.kind()`` answers for a declared constant or function, as z3py's constant:
``d.kind() == Z3_OP_UNINTERPRETED`` tells the user's declarations from operators.

Examples:
    >>> x = String("x")
    >>> s = Solver()
    >>> s.add(x == "a")
    >>> s.check()
    sat
    >>> [d.name() for d in s.model().decls() if d.kind() == Z3_OP_UNINTERPRETED]
    ['x']
    >>> (x + "a").decl().kind() == Z3_OP_UNINTERPRETED
    False
"""

Z3Exception = StrsatError
"""The base of every error strsat raises on purpose (:class:`strsat.errors.StrsatError`):
``except Z3Exception:`` in a ported z3py script catches strsat's errors.

Examples:
    >>> try:
    ...     Length(3)
    ... except Z3Exception as e:
    ...     print(type(e).__name__, "-", e)
    ApiSortError - Length: the Python int 3, expected a String expression or str
"""

ExprRef = Expr
"""z3py's name for :class:`Expr`, so that ``isinstance`` checks and annotations port.

Examples:
    >>> isinstance(String("x") + "a", ExprRef), ExprRef is Expr
    (True, True)
"""
AstRef = Expr
"""z3py's name for :class:`Expr` (z3py's base of expressions, sorts and declarations).

Examples:
    >>> isinstance(Int("n") > 0, AstRef)
    True
"""
BoolRef = BoolExpr
"""z3py's name for :class:`BoolExpr`.

Examples:
    >>> isinstance(Contains(String("x"), "a"), BoolRef)
    True
"""
ArithRef = IntExpr
"""z3py's name for :class:`IntExpr` (strsat's numbers are integers).

Examples:
    >>> isinstance(Length(String("x")) + 1, ArithRef)
    True
"""
SeqRef = StringExpr
"""z3py's name for :class:`StringExpr` (strsat's sequences are strings).

Examples:
    >>> isinstance(String("x")[0], SeqRef)
    True
"""
ReRef = RegexExpr
"""z3py's name for :class:`RegexExpr`.

Examples:
    >>> isinstance(Star(Re("a")), ReRef)
    True
"""
FuncDeclRef = Decl
"""z3py's name for :class:`Decl`, the declarations of constants and functions.

Examples:
    >>> isinstance(Function("f", IntSort(), IntSort()), FuncDeclRef)
    True
"""
ModelRef = Model
"""z3py's name for :class:`Model`.

Examples:
    >>> s = Solver()
    >>> s.check()
    sat
    >>> isinstance(s.model(), ModelRef)
    True
"""
IntNumRef = IntValue
"""z3py's name for :class:`IntValue`, a model's Int value (an ``int``).

Examples:
    >>> n = Int("n")
    >>> s = Solver()
    >>> s.add(n == 3)
    >>> s.check()
    sat
    >>> isinstance(s.model()[n], IntNumRef), s.model()[n].as_long()
    (True, 3)
"""
StringValRef = StrValue
"""z3py's name for :class:`StrValue`, a model's String value (a ``str``).

Examples:
    >>> x = String("x")
    >>> s = Solver()
    >>> s.add(x == "ab")
    >>> s.check()
    sat
    >>> isinstance(s.model()[x], StringValRef), s.model()[x].as_string()
    (True, 'ab')
"""
BoolSortRef = SortRef
"""z3py's name for :class:`SortRef` (one class for every sort).

Examples:
    >>> isinstance(BoolSort(), BoolSortRef)
    True
"""
ArithSortRef = SortRef
"""z3py's name for :class:`SortRef` (one class for every sort).

Examples:
    >>> isinstance(IntSort(), ArithSortRef)
    True
"""
SeqSortRef = SortRef
"""z3py's name for :class:`SortRef` (one class for every sort).

Examples:
    >>> isinstance(StringSort(), SeqSortRef)
    True
"""
ReSortRef = SortRef
"""z3py's name for :class:`SortRef` (one class for every sort).

Examples:
    >>> isinstance(ReSort(StringSort()), ReSortRef)
    True
"""

__all__ = [
    "ArithRef", "ArithSortRef", "AstRef", "AtLeast", "AtMost", "BoolRef", "BoolSortRef",
    "CharIsDigit", "CharToInt", "CharVal",
    "BoolVector", "ExprRef", "Extract", "FreshBool", "FreshConst", "FreshInt", "FreshString",
    "FuncDeclRef", "IntNumRef", "IntVector", "ModelRef", "PbEq", "PbGe", "PbLe", "ReRef",
    "ReSortRef", "SeqRef", "SeqSortRef", "SimpleSolver", "SolverFor", "StringValRef",
    "Z3Exception", "Z3_OP_UNINTERPRETED", "eq", "get_full_version", "main_ctx", "get_version",
    "get_version_string",
    "parse_smt2_file", "parse_smt2_string", "prove", "solve", "solve_using", "substitute",
]
