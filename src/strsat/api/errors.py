"""Typed errors of the Python API (issue 11: misuse names the offending expression).

All are :class:`~strsat.errors.StrsatError`; the sort errors are also
:class:`TypeError` and the value errors :class:`ValueError`, so code written
against z3py's exceptions by kind keeps working.
"""

from __future__ import annotations

from ..errors import SortError, StrsatError, UnsupportedError, ValueRangeError


class ApiError(StrsatError):
    """Base of the Python API's errors (z3py scripts catch it as ``Z3Exception``,
    which is :class:`~strsat.errors.StrsatError`, its base)."""


class ApiSortError(SortError, ApiError):
    """An argument of the wrong sort or kind: ``got`` is the offending value or
    expression (as given), ``expected`` says what was needed, ``where`` names the
    function or operator."""

    def __init__(self, where: str, got: object, expected: str) -> None:
        super().__init__(f"{where}: {describe(got)}, expected {expected}", op=where,
                         term=got)
        self.where = where
        self.got = got
        self.expected = expected


class ApiValueError(ValueRangeError, ApiError):
    """A well-typed value outside its domain (a character above U+2FFFF, a negative
    loop bound, a bad name); ``got`` is the offending value."""

    def __init__(self, where: str, got: object, problem: str) -> None:
        super().__init__(f"{where}: {describe(got)} {problem}")
        self.where = where
        self.got = got


class ApiIndexError(ApiValueError, IndexError):
    """A position outside a sequence (``m[i]`` past the model's declarations); an
    :class:`IndexError` too, as z3py raises."""


class SymbolicBoolError(ApiError, TypeError):
    """A symbolic expression used where Python needs a concrete truth value
    (``if``, ``and``, ``len()``, ``in``): it has none until a solver gives a model."""

    def __init__(self, expr: object, hint: str) -> None:
        super().__init__(f"{describe(expr)} has no concrete Python value: {hint}")
        self.expr = expr


class SolverStateError(ApiError):
    """A :class:`~strsat.api.Solver` method called in the wrong state (``model()``
    after an ``unsat``, ``pop()`` below the base level, ...)."""


class UnsupportedFeatureError(UnsupportedError, ApiError):
    """A z3py name for a feature outside strsat's theories (bit-vectors, reals,
    arrays, ``Optimize``, tactics ...): ``name`` is the z3py name used, ``feature``
    the theory or facility, ``hint`` the closest supported way."""

    def __init__(self, name: str, feature: str, hint: str) -> None:
        detail = (f"z3py's {name} is not provided: strsat decides strings, integers and "
                  f"Booleans only" + (f"; {hint}" if hint else ""))
        super().__init__(feature, detail)
        self.name = name
        self.hint = hint


def describe(value: object, limit: int = 120) -> str:
    """How an error message names a value: expressions by their SMT-LIB text and
    sort, Python values by type and ``repr``."""
    term = getattr(value, "term", None)
    if term is not None and hasattr(term, "sort"):
        # an expression prints as z3py's str(); other holders of a term (strsat.python's
        # symbolic values, whose str() needs a concrete value) as the term's SMT-LIB
        text = str(value) if type(value).__module__.startswith("strsat.api") else str(term)
        if len(text) > limit:
            text = text[:limit] + "..."
        return f"the {term.sort} expression {text}"
    if type(value).__name__ == "Term":
        text = str(value)
        return f"the {value.sort} term {text[:limit]}"  # type: ignore[attr-defined]
    if value is None:
        return "None"
    text = repr(value)
    if len(text) > limit:
        text = text[:limit] + "..."
    return f"the Python {type(value).__name__} {text}"


__all__ = ["ApiError", "ApiIndexError", "ApiSortError", "ApiValueError", "SolverStateError",
           "SymbolicBoolError", "UnsupportedFeatureError", "describe"]
