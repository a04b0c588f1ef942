"""The term language: sorts, the operator table, hash-consed terms, walkers.

The reference evaluator lives in :mod:`strsat.terms.evaluate`, the SMT-LIB printer in
:mod:`strsat.terms.printer` (loaded when the first term or value is printed).
"""

from .ops import CONST, OPS, VAR, OpInfo, lookup, operators
from .sorts import BOOL, INT, MAX_CHAR, REGLAN, STRING, Sort
from .term import (
    EMPTY,
    FALSE,
    TRUE,
    Term,
    Value,
    boolean,
    const,
    integer,
    is_int_literal,
    is_string_literal,
    mk,
    mk_list,
    string,
    var,
)
from .walk import dag_size, fold, free_vars, free_vars_many, postorder, rebuild, substitute

__all__ = [
    "BOOL", "CONST", "EMPTY", "FALSE", "INT", "MAX_CHAR", "OPS", "REGLAN", "STRING", "TRUE",
    "VAR", "OpInfo", "Sort", "Term", "Value", "boolean", "const", "dag_size", "fold",
    "free_vars", "free_vars_many", "integer", "is_int_literal", "is_string_literal", "lookup",
    "mk", "mk_list", "operators", "postorder", "rebuild", "string", "substitute", "var",
]
