"""The Python API in z3py's shape (issue 11): ``from strsat import *``.

Expressions (:mod:`.expr`) wrap strsat terms and overload Python's operators;
the functions (:mod:`.functions`) have z3py's names and argument orders; the
:class:`Solver` (:mod:`.solver`) is incremental and returns validated
:class:`Model` objects with Python values; errors are typed (:mod:`.errors`).
Python's own ``str``/``int`` semantics with exceptions are in :mod:`strsat.python`.
"""

from __future__ import annotations

from .. import API_NAMES as _API_NAMES
from .errors import ApiSortError, ApiValueError, SolverStateError, SymbolicBoolError
from .expr import (
    BoolExpr,
    BoolSort,
    Expr,
    IntExpr,
    IntSort,
    RegexExpr,
    ReSort,
    SortRef,
    StringExpr,
    StringSort,
)
from .functions import (
    Abs,
    AllChar,
    And,
    Bool,
    Bools,
    BoolVal,
    Complement,
    Concat,
    Const,
    Consts,
    Contains,
    Diff,
    Distinct,
    Empty,
    Full,
    If,
    Implies,
    IndexOf,
    InRe,
    Int,
    Intersect,
    Ints,
    IntToStr,
    IntVal,
    IsDigit,
    LastIndexOf,
    Length,
    Loop,
    Not,
    Option,
    Or,
    Plus,
    PrefixOf,
    Product,
    Range,
    Re,
    Replace,
    ReplaceAll,
    ReplaceRe,
    ReplaceReAll,
    Star,
    StrFromCode,
    String,
    Strings,
    StringVal,
    StrToCode,
    StrToInt,
    SubSeq,
    SubString,
    SuffixOf,
    Sum,
    Union,
    Xor,
    is_bool,
    is_false,
    is_int,
    is_re,
    is_string,
    is_true,
    simplify,
)
from .model import Decl, Model
from .solver import CheckSatResult, Solver, Statistics, sat, unknown, unsat
from .z3interop import from_z3, to_z3

#: One list of the names, kept in :data:`strsat.API_NAMES` (``from strsat import *``).
__all__ = list(_API_NAMES)
