"""Misuse of the API gets a typed exception naming the offending expression (issue 11)."""

from __future__ import annotations

import pytest

from strsat import (
    Concat,
    Contains,
    InRe,
    Int,
    Length,
    Loop,
    Range,
    Solver,
    String,
    Strings,
    StringVal,
)
from strsat.api import ApiSortError, ApiValueError, SymbolicBoolError
from strsat.errors import StrsatError

x, y = Strings("x y")
n = Int("n")


@pytest.mark.parametrize(("action", "error", "words"), [
    (lambda: x + 1, ApiSortError, ["+", "Python int 1", "String"]),
    (lambda: n + "a", ApiSortError, ["+", "Python str 'a'", "Int"]),
    (lambda: x == n, ApiSortError, ["==", "Int expression n", "String"]),
    (lambda: Length(None), ApiSortError, ["Length", "None", "String"]),
    (lambda: Length(True), ApiSortError, ["Length", "Python bool True"]),
    (lambda: n + True, ApiSortError, ["Python bool True", "Int"]),
    (lambda: Contains(x, 3.5), ApiSortError, ["Contains", "Python float 3.5"]),
    (lambda: InRe(x, "a*"), ApiSortError, ["InRe", "Re(...)", "strsat.python.re"]),
    (lambda: Concat(), ApiSortError, ["Concat", "at least one"]),
    (lambda: Range("ab", "c"), ApiValueError, ["Range", "'ab'", "single character"]),
    (lambda: Loop(InRe, 1), ApiSortError, ["Loop"]),
    (lambda: StringVal("\U00030000"), ApiValueError, ["U+30000", "U+2FFFF"]),
    (lambda: x == "\U0010ffff", ApiValueError, ["U+10FFFF"]),
    (lambda: String("a|b"), ApiValueError, ["not a usable name"]),
    (lambda: String(3), ApiSortError, ["String", "a name"]),
    (lambda: Solver().add(False), ApiSortError, ["Solver.add", "Python bool False",
                                                "comparison"]),
    (lambda: Solver().add(x), ApiSortError, ["Solver.add", "String expression x", "Bool"]),
    (lambda: Solver().check(None), ApiSortError, ["Solver.check", "None"]),
    (lambda: Solver().set(smt_string_solver="z3str3"), ApiValueError, ["Solver.set"]),
    (lambda: bool(Contains(x, "a")), SymbolicBoolError, ["str.contains", "no concrete"]),
    (lambda: len(x), SymbolicBoolError, ["Length(s)"]),
    (lambda: "a" in x, SymbolicBoolError, ["Contains(s, t)"]),
    (lambda: list(x), SymbolicBoolError, ["iterated"]),
    (lambda: x[1:2], ApiSortError, ["SubString", "strsat.python"]),
    (lambda: "abc"[n], SymbolicBoolError, ["index"]),
])
def test_misuse_is_a_typed_error_naming_the_value(action, error, words) -> None:  # noqa: ANN001
    with pytest.raises(error) as info:
        action()
    assert isinstance(info.value, StrsatError)
    for w in words:
        assert w in str(info.value), (w, str(info.value))


def test_sort_errors_are_type_errors_and_value_errors_are_value_errors() -> None:
    with pytest.raises(TypeError):
        x + 1  # noqa: B018
    with pytest.raises(ValueError):
        StringVal("\U00030000")
