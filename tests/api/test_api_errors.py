"""Misuse of the API gets a typed exception naming the offending expression (issue 11)."""

from __future__ import annotations

import pytest

from strsat import (
    Bool,
    Concat,
    Contains,
    If,
    InRe,
    Int,
    Length,
    Loop,
    Range,
    Re,
    Solver,
    Star,
    String,
    Strings,
    StringVal,
)
from strsat.api import (
    ApiIndexError,
    ApiSortError,
    ApiValueError,
    SolverStateError,
    SymbolicBoolError,
)
from strsat.errors import StrsatError

x, y = Strings("x y")
n = Int("n")
b = Bool("b")


def _solved(*formulas: object) -> Solver:
    s = Solver()
    s.add(*formulas)
    s.check()
    return s


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
    # operators a sort lacks: typed, not Python's bare "unsupported operand" TypeError
    (lambda: x * 2, ApiSortError, ["*", "String expression x", "SymStr"]),
    (lambda: 3 * x, ApiSortError, ["*", "String expression x"]),
    (lambda: -x, ApiSortError, ["unary -", "String expression x"]),
    (lambda: ~x, ApiSortError, ["~", "String expression x", "Bool"]),
    (lambda: 1 + b, ApiSortError, ["+", "Bool expression b", "If(b, 1, 0)"]),
    (lambda: n // 2, ApiSortError, ["//", "Int expression n", "div"]),
    (lambda: n ** 2, ApiSortError, ["**", "linear"]),
    (lambda: abs(n), ApiSortError, ["abs()", "Abs(i)"]),
    (lambda: Re("a") < Re("b"), ApiSortError, ["<", "RegLan expression"]),
    (lambda: b[0], ApiSortError, ["s[i]", "Bool expression b"]),
    (lambda: x & b, ApiSortError, ["&", "String expression x"]),
    (lambda: int(x), SymbolicBoolError, ["String expression x", "model"]),
    (lambda: If(x, 1, 2), ApiSortError, ["If", "String expression x", "Bool"]),
    (lambda: If(b, 1, "a"), ApiSortError, ["If", "Python str 'a'", "Int"]),
    (lambda: x["a"], ApiSortError, ["s[i]", "Python str 'a'", "Int"]),
    (lambda: Star(x), ApiSortError, ["Star", "String expression x", "regular"]),
    (lambda: InRe(x, x), ApiSortError, ["InRe", "String expression x", "regular"]),
    (lambda: Length(3), ApiSortError, ["Length", "Python int 3", "String"]),
    (lambda: String("x", 5), ApiSortError, ["String", "Python int 5", "Context"]),
    (lambda: Solver().add(None), ApiSortError, ["Solver.add", "None"]),
    (lambda: Solver().check(Length(x)), ApiSortError, ["Solver.check", "Int expression"]),
    (lambda: Solver().check(x == "a", "b"), ApiSortError, ["Solver.check", "str 'b'"]),
    (lambda: Solver().model(), SolverStateError, ["model", "no check"]),
    (lambda: Solver().unsat_core(), SolverStateError, ["unsat core", "no check"]),
    (lambda: _solved(x == "a").unsat_core(), SolverStateError, ["unsat core", "sat"]),
    (lambda: _solved(x == "a", x == "b").model(), SolverStateError, ["model", "unsat"]),
    (lambda: Solver().pop(), SolverStateError, ["pop", "0 levels"]),
    (lambda: _solved(x == "a").model()["x"], ApiSortError, ["Model", "str 'x'",
                                                              "declared constant"]),
    (lambda: _solved(x == "a").model()[3], ApiIndexError, ["Model", "3", "out of range"]),
    (lambda: _solved(x == "a").model().eval(Re("a")), ApiSortError, ["Model.eval", "RegLan"]),
    (lambda: _solved(x == "a", Int("x") == 1).to_smt2(), SolverStateError, ["x",
                                                                            "two sorts"]),
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
    with pytest.raises(IndexError):
        _solved(x == "a").model()[1]


def test_a_model_answers_none_for_an_unmentioned_constant_as_z3py() -> None:
    m = _solved(x == "a").model()
    assert m[x] == "a"
    assert m[Int("nope")] is None
    assert Int("nope") not in m
