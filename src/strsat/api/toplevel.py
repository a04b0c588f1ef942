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
    """Solve the constraints and print the model (``[x = "ab"]``) or ``no solution``, as
    z3py's ``solve``; ``show=True`` prints the assertions first; other keywords are
    solver parameters (``timeout=ms``)."""
    show = keywords.pop("show", False)
    s = Solver()
    s.set(**keywords)
    s.add(*args)
    if show:
        print(s)
    _print_solution(s, False)


def solve_using(s: Solver, *args: object, **keywords: object) -> None:
    """:func:`solve` with the given solver (its assertions stay)."""
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
    """Print ``proved`` when ``claim`` is valid, else ``counterexample`` and a model
    falsifying it (``failed to prove`` when undecided), as z3py's ``prove``."""
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
    """``t`` with each ``from`` replaced by ``to``: ``substitute(t, (x, "ab"), (n, 3))`` or
    ``substitute(t, [(x, y)])``; any subexpression may be replaced, by one of its sort."""
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
    """A constant named ``prefix!k`` with a new ``k`` (z3py's naming)."""
    if not isinstance(sort, SortRef) or sort.sort not in (BOOL, INT, STRING):
        raise ApiSortError("FreshConst", sort, "StringSort(), IntSort() or BoolSort()")
    return wrap(var(f"{prefix}!{next(_fresh)}", sort.sort))


def FreshInt(prefix: str = "x") -> IntExpr:  # noqa: N802
    return FreshConst(SortRef(INT), prefix)  # type: ignore[return-value]


def FreshBool(prefix: str = "b") -> BoolExpr:  # noqa: N802
    return FreshConst(SortRef(BOOL), prefix)  # type: ignore[return-value]


def FreshString(prefix: str = "s") -> StringExpr:  # noqa: N802
    return FreshConst(SortRef(STRING), prefix)  # type: ignore[return-value]


def IntVector(prefix: str, sz: int) -> list[IntExpr]:  # noqa: N802
    """``[prefix__0, ..., prefix__{sz-1}]``, as z3py names them."""
    return [Int(f"{prefix}__{i}") for i in range(_size(sz, "IntVector"))]


def BoolVector(prefix: str, sz: int) -> list[BoolExpr]:  # noqa: N802
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
    """At most ``k`` of the Bools are true: ``AtMost(a, b, c, 1)``."""
    bs, k = _cardinality(args, "AtMost")
    return _count([(b, 1) for b in bs], "AtMost") <= k


def AtLeast(*args: object) -> BoolExpr:  # noqa: N802
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
    """The weights of the true Bools sum to at most ``k``: ``PbLe([(a, 2), (b, 1)], 2)``."""
    return _count(_weighted(args, "PbLe"), "PbLe") <= _bound(k, "PbLe")


def PbGe(args: Sequence[object], k: int) -> BoolExpr:  # noqa: N802
    return _count(_weighted(args, "PbGe"), "PbGe") >= _bound(k, "PbGe")


def PbEq(args: Sequence[object], k: int) -> BoolExpr:  # noqa: N802
    return _count(_weighted(args, "PbEq"), "PbEq") == _bound(k, "PbEq")


def Extract(a: object, b: object, c: object) -> StringExpr:  # noqa: N802
    """z3py's ``Extract(s, offset, length)`` on a string is :func:`SubString`; the
    bit-vector form ``Extract(high, low, bv)`` is refused."""
    if isinstance(a, StringExpr | str) or (isinstance(a, Expr) and a.term.sort is STRING):
        return SubString(a, b, c)
    raise UnsupportedFeatureError("Extract", "bit-vectors", "Extract(s, offset, length) "
                                  "of a String is SubString; an integer's bits are "
                                  "(n / 2**k) % 2")


# ---- characters: z3py >= 4.12 reads s[i] as a character; strsat as a one-character string

def CharVal(ch: object, ctx: object = None) -> StringExpr:  # noqa: N802
    """A character as the one-character string (``x[i] == CharVal("a")`` then means
    ``str.at(x, i) == "a"``, z3py's meaning for an ``i`` inside ``x``)."""
    if isinstance(ch, int) and not isinstance(ch, bool):
        ch = chr(ch) if 0 <= ch <= 0x2FFFF else ch
    if not (isinstance(ch, str) and len(ch) == 1):
        raise ApiValueError("CharVal", ch, "is not one character (a str of length 1 or a "
                            "code point up to 0x2FFFF)")
    return StringVal(ch)


def CharIsDigit(ch: object) -> BoolExpr:  # noqa: N802
    """``str.is_digit`` of a one-character string (z3py's ``CharIsDigit``)."""
    return IsDigit(ch)


def CharToInt(ch: object) -> IntExpr:  # noqa: N802
    """The code point of a one-character string (``str.to_code``; z3py's ``CharToInt``)."""
    return StrToCode(ch)


def eq(a: object, b: object) -> bool:
    """Structural identity (z3py's ``eq``), not an equation."""
    return any_term(a, "eq") is any_term(b, "eq")


# ---- solvers ----------------------------------------------------------------------------------

#: logics whose theories strsat decides (strings, linear integers, Booleans)
_LOGICS = re.compile(r"(QF_)?((UF)?(S|SLIA|LIA|IDL)|UF|SAT|BOOL|CORE)", re.IGNORECASE)


def SolverFor(logic: str, ctx: object = None, logFile: object = None) -> Solver:  # noqa: N802,N803
    """A :class:`Solver` for a logic over strings, linear integers, Booleans and
    uninterpreted functions (``QF_S``, ``QF_SLIA``, ``QF_LIA``, ``QF_UFSLIA``, ``QF_UF``
    ...); other logics are refused by name."""
    if not isinstance(logic, str) or not _LOGICS.fullmatch(logic):
        raise UnsupportedFeatureError(f"SolverFor({logic!r})", f"the logic {logic}",
                                      "SolverFor('QF_SLIA') or Solver() decide strings "
                                      "with linear integer arithmetic")
    return Solver()


def SimpleSolver(ctx: object = None, logFile: object = None) -> Solver:  # noqa: N802,N803
    return Solver()


def parse_smt2_string(text: str, sorts: object = None, decls: object = None,
                      ctx: object = None) -> list[BoolExpr]:
    """The assertions of an SMT-LIB script (z3py returns them as an ``AstVector``;
    ``Solver.add`` takes the list)."""
    if sorts or decls:
        raise ApiValueError("parse_smt2_string", sorts or decls, "is not supported: "
                            "declare the constants in the script")
    # the SMT-LIB front-end is loaded when first needed (``import strsat`` and
    # ``strsat explore`` do not read SMT-LIB)
    from .smtlib_input import read_assertions

    return [BoolExpr(t) for t, _ in read_assertions(text, "parse_smt2_string")]


def parse_smt2_file(path: str, sorts: object = None, decls: object = None,
                    ctx: object = None) -> list[BoolExpr]:
    s = Solver()
    if sorts or decls:
        raise ApiValueError("parse_smt2_file", sorts or decls, "is not supported: "
                            "declare the constants in the script")
    s.from_file(path)
    return s.assertions()


# ---- versions and class names ---------------------------------------------------------------


def main_ctx() -> None:
    """strsat's one context: None, which every ``ctx`` argument accepts."""
    return None


def get_version_string() -> str:
    """strsat's version (this is not z3)."""
    return __version__


def get_version() -> tuple[int, ...]:
    parts = [int(p) for p in re.findall(r"\d+", __version__)[:3]]
    return tuple(parts + [0] * (4 - len(parts)))


def get_full_version() -> str:
    return f"strsat {__version__}"


#: What ``d.kind()`` answers for a declared constant or function, as z3py's constant
#: (``d.kind() == Z3_OP_UNINTERPRETED`` tells the user's declarations from operators).
Z3_OP_UNINTERPRETED = "uninterpreted"

#: Every error strsat raises on purpose: ``except Z3Exception:`` in a ported script
#: catches strsat's errors.
Z3Exception = StrsatError

ExprRef = AstRef = Expr
BoolRef = BoolExpr
ArithRef = IntExpr
SeqRef = StringExpr
ReRef = RegexExpr
FuncDeclRef = Decl
ModelRef = Model
IntNumRef = IntValue
StringValRef = StrValue
BoolSortRef = ArithSortRef = SeqSortRef = ReSortRef = SortRef

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
