"""strsat: a string constraint solver for the SMT-LIB 2.6 theory of Unicode strings.

``from strsat import *`` gives the Python API in z3py's shape (:mod:`strsat.api`):
``String``, ``Solver``, ``sat`` ... .  ``strsat.explore(function)`` generates inputs
for the paths of a Python function (:mod:`strsat.explore`).  The names are loaded on first use
(PEP 562), so ``import strsat`` and the ``strsat`` command stay cheap.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"

#: The names ``from strsat import *`` gives; each lives in :mod:`strsat.api`.
API_NAMES = (
    "Abs", "AllChar", "And", "ApiIndexError", "ApiSortError", "ApiValueError", "Bool", "BoolExpr",
    "BoolSort", "BoolVal", "Bools", "CheckSatResult", "Complement", "Concat", "Const", "Consts",
    "Contains", "Decl", "Diff", "Distinct", "Empty", "Expr", "Full", "If", "Implies", "InRe",
    "IndexOf", "Int", "IntExpr", "IntSort", "IntToStr", "IntVal", "Ints", "Intersect", "IsDigit",
    "LastIndexOf", "Length", "Loop", "Model", "Not", "Option", "Or", "Plus", "PrefixOf", "Product",
    "Range", "Re", "ReSort", "RegexExpr", "Replace", "ReplaceAll", "ReplaceRe", "ReplaceReAll",
    "SolverStateError", "Solver", "SortRef", "Star", "Statistics", "StrFromCode", "StrToCode",
    "StrToInt", "String", "StringExpr", "StringSort", "StringVal", "Strings", "SubSeq",
    "SubString", "SuffixOf", "Sum", "SymbolicBoolError", "Union", "Xor", "from_z3", "is_bool",
    "is_false", "is_int", "is_re", "is_string", "is_true", "sat", "simplify", "to_z3", "unknown",
    "unsat",
)

__all__ = list(API_NAMES)


def __getattr__(name: str) -> Any:
    if name in API_NAMES:
        from . import api

        return getattr(api, name)
    if name == "explore":  # strsat.explore(function, ...): a callable module
        import importlib

        return importlib.import_module(".explore", __name__)
    raise AttributeError(f"module 'strsat' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *API_NAMES])
