"""Typed errors of the Python API (issue 11: misuse names the offending expression).

All are :class:`~strsat.errors.StrsatError`; the sort errors are also
:class:`TypeError` and the value errors :class:`ValueError`, so code written
against z3py's exceptions by kind keeps working.
"""

from __future__ import annotations

from ..errors import OutsideAlphabetError, SortError, StrsatError, UnsupportedError, ValueRangeError


class ApiError(StrsatError):
    """The base of the Python API's errors; a :class:`~strsat.errors.StrsatError`
    (``Z3Exception`` in a ported z3py script).

    Every misuse of the API raises one, naming the function and the offending value or
    expression; the sort errors are also ``TypeError`` and the value errors
    ``ValueError``, so code that catches z3py's exceptions by kind keeps working.

    Examples:
        >>> try:
        ...     Concat()
        ... except ApiError as e:
        ...     print(e)
        Concat: the Python tuple (), expected at least one argument
    """


class ApiSortError(SortError, ApiError):
    """An argument of the wrong sort or kind; also a ``TypeError``.

    Attributes:
        where: The function or operator (``"Length"``, ``"+"``).
        got: The offending value or expression, as given.
        expected: What was needed.

    Examples:
        >>> try:
        ...     Length(3)
        ... except TypeError as e:
        ...     print(type(e).__name__, "|", e.where, "|", e.got, "|", e.expected)
        ApiSortError | Length | 3 | a String expression or str
        >>> Int("n") + "a"
        Traceback (most recent call last):
        ...
        strsat.api.errors.ApiSortError: +: the Python str 'a', expected an Int expression or int
    """

    def __init__(self, where: str, got: object, expected: str) -> None:
        super().__init__(f"{where}: {describe(got)}, expected {expected}", op=where,
                         term=got)
        self.where = where
        self.got = got
        self.expected = expected


class ApiValueError(ValueRangeError, ApiError):
    """A well-typed value outside its domain (a character above U+2FFFF, a negative loop
    bound, a bad name, an unknown parameter); also a ``ValueError``.

    Examples:
        >>> Loop(Re("a"), -1, 2)
        Traceback (most recent call last):
        ...
        strsat.api.errors.ApiValueError: Loop: the Python int -1 is a negative bound
        >>> try:
        ...     String("")
        ... except ValueError as e:
        ...     print(e.where, "|", e.got == "")
        String | True
    """

    def __init__(self, where: str, got: object, problem: str) -> None:
        super().__init__(f"{where}: {describe(got)} {problem}")
        self.where = where
        self.got = got


class ApiAlphabetError(ApiValueError, OutsideAlphabetError):
    """A Python ``str`` with a character above U+2FFFF where a String is needed; also an
    :class:`~strsat.errors.OutsideAlphabetError` (the Python layer runs the operation
    concretely) and a ``ValueError``."""


class ApiIndexError(ApiValueError, IndexError):
    """A position outside a sequence (``m[i]`` past the model's declarations, a function
    entry's argument); also an ``IndexError``, as z3py raises.

    Examples:
        >>> s = Solver()
        >>> s.add(String("x") == "a")
        >>> s.check()
        sat
        >>> s.model()[5]
        Traceback (most recent call last):
        ...
        strsat.api.errors.ApiIndexError: Model[...]: the Python int 5 is out of range: ...
    """


class SymbolicBoolError(ApiError, TypeError):
    """A symbolic expression used where Python needs a concrete value: ``if``, ``and``,
    ``or``, ``not``, ``len()``, ``in``, ``int()``; also a ``TypeError``.

    A formula has no truth value until a solver gives a model: write the condition inside
    the formula (:func:`If`, :func:`And`, :func:`Length`, :func:`Contains`), or read the
    value from a model.

    Examples:
        >>> x = String("x")
        >>> if Length(x) > 2:
        ...     pass
        Traceback (most recent call last):
        ...
        strsat.api.errors.SymbolicBoolError: the Bool expression (> (str.len x) 2) has no ...
        >>> If(Length(x) > 2, "long", "short")
        (ite (> (str.len x) 2) "long" "short")
    """

    def __init__(self, expr: object, hint: str) -> None:
        super().__init__(f"{describe(expr)} has no concrete Python value: {hint}")
        self.expr = expr


class SolverStateError(ApiError):
    """A :class:`Solver` method called in the wrong state: ``model()`` after an ``unsat``
    or before a check, ``unsat_core()`` after a ``sat``, ``pop()`` below the base level.

    Examples:
        >>> s = Solver()
        >>> s.add(Length(String("x")) < 0)
        >>> s.check()
        unsat
        >>> try:
        ...     s.model()
        ... except SolverStateError as e:
        ...     print(e)
        model is not available: the last check answered unsat
    """


class UnsupportedFeatureError(UnsupportedError, ApiError):
    """A z3py name for a feature outside strsat's theories (bit-vectors, reals, arrays,
    ``Optimize``, tactics ...).

    strsat decides strings, linear integer arithmetic, Booleans and uninterpreted
    functions; ``from strsat import *`` defines z3py's other names, and using one raises
    this error with the closest supported way.

    Attributes:
        name: The z3py name used.
        feature: The theory or facility.
        hint: The closest supported way.

    Examples:
        >>> try:
        ...     Real("r")
        ... except UnsupportedFeatureError as e:
        ...     print(e.name, "|", e.feature, "|", e.hint)
        Real | real arithmetic | use Int (strsat's arithmetic is over the integers)
    """

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


__all__ = ["ApiAlphabetError", "ApiError", "ApiIndexError", "ApiSortError", "ApiValueError",
           "SolverStateError", "SymbolicBoolError", "UnsupportedFeatureError", "describe"]
