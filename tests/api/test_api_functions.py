"""Uninterpreted functions in the Python API (issue 41, items 1-3): ``Function``,
applications, ``FuncInterp`` models, cores and scopes, the star import's ``z3``."""

from __future__ import annotations

import pytest

import strsat
from strsat import (
    ApiIndexError,
    ApiSortError,
    BoolSort,
    FreshFunction,
    FuncDeclRef,
    FuncEntry,
    FuncInterp,
    Function,
    Int,
    IntSort,
    Length,
    Not,
    PrefixOf,
    ReSort,
    Solver,
    String,
    StringSort,
    StringVal,
    UnsupportedFeatureError,
    is_func_decl,
    sat,
    unsat,
)
from strsat.terms.evaluate import evaluate

x, y = String("x"), String("y")
n = Int("n")
f = Function("f", StringSort(), IntSort(), IntSort())
g = Function("g", IntSort(), BoolSort())


def test_declarations_read_like_z3py() -> None:
    assert is_func_decl(f) and isinstance(f, FuncDeclRef)
    assert (f.name(), f.arity(), f.kind()) == ("f", 2, "uninterpreted")
    assert f.domain(0) == StringSort() and f.domain(1) == IntSort() and f.range() == IntSort()
    assert f.sexpr() == "(declare-fun f (String Int) Int)" and str(f) == "f"
    assert f == Function("f", [StringSort(), IntSort(), IntSort()]) and hash(f) == hash(
        Function("f", StringSort(), IntSort(), IntSort()))
    assert f != Function("f", StringSort(), StringSort(), IntSort())
    app = f(x, n + 1)
    assert app.sexpr() == "(f x (+ n 1))" and app.decl() == f and app.decl_name() == "f"
    assert app.num_args() == 2 and app.arg(0).eq(x) and not app.is_const()
    h = Function("h", IntSort())  # no arguments: a constant, as in z3py
    assert h().eq(Int("h")) and h.arity() == 0
    fresh = FreshFunction(IntSort(), IntSort())
    assert fresh.name().startswith("f!") and fresh != FreshFunction(IntSort(), IntSort())


@pytest.mark.parametrize(("call", "words"), [
    (lambda: f(x), ["f(...)", "2 arguments of sorts String, Int"]),
    (lambda: f(1, 1), ["argument 1", "String"]),
    (lambda: f(x, True), ["argument 2", "the Python bool True"]),
    (lambda: f(x, "a"), ["argument 2", "Int"]),
    (lambda: Function("r", IntSort(), ReSort(StringSort())), ["Function", "RegLan"]),
    (lambda: Function("r", IntSort(), 3), ["a sort"]),
    (lambda: Function("r"), ["the argument sorts and the range sort"]),
    (lambda: f.domain(2), ["out of range"]),
])
def test_bad_declarations_and_applications_are_typed_errors(call, words) -> None:
    with pytest.raises((ApiSortError, ApiIndexError)) as info:
        call()
    for w in words:
        assert w in str(info.value)


def test_python_values_are_coerced_as_everywhere_in_the_api() -> None:
    assert f("ab", 3).sexpr() == '(f "ab" 3)' and g(4).sexpr() == "(g 4)"
    assert f(StringVal("ab"), 3).eq(f("ab", 3))


def test_model_gives_tables_in_z3py_shape() -> None:
    s = Solver()
    s.add(f(x, 1) == 3, f("ab", n) == 4, x != "ab", g(f(x, 1)), Not(g(4)))
    assert s.check() == sat
    m = s.model()
    names = [str(d) for d in m.decls()]
    assert names[-2:] == ["f", "g"] and set(names[:-2]) == {"x", "n"}
    assert (m.num_consts(), m.num_funcs(), len(m)) == (2, 2, 4)
    fi = m[f]
    assert isinstance(fi, FuncInterp) and fi.arity() == 2
    assert fi.num_entries() == 1 and fi.else_value() == 3
    entry = fi.entry(0)
    assert isinstance(entry, FuncEntry) and entry.num_args() == 2
    assert entry.as_list() == ["ab", m[n], 4] and entry.arg_value(0) == "ab"
    assert fi.as_list() == [["ab", m[n], 4], 3]
    assert repr(fi) == f'[("ab", {m[n]}) -> 4, else -> 3]'
    assert repr(m[g]) == "[4 -> False, else -> True]"
    assert f"f = {fi!r}" in repr(m)
    assert m.eval(f(x, 1)) == 3 and m.eval(f("zz", 7)) == 3 and m.eval(g(5)) is True
    assert m.eval(f("ab", n) + 1) == 5
    assert "(define-fun g ((x!0 Int)) Bool (ite (= x!0 4) false true))" in m.sexpr()
    assert f in m and m[2] == f and m[3] == g
    with pytest.raises(ApiIndexError):
        fi.entry(1)


def test_eval_of_a_function_the_model_lacks_follows_model_completion() -> None:
    k = Function("k", IntSort(), IntSort())
    s = Solver()
    s.add(n > 2)
    assert s.check() == sat
    m = s.model()
    assert m[k] is None
    assert m.eval(k(n)).sexpr() == f"(k {m[n]})"  # partial evaluation, as z3py
    assert m.eval(k(n), model_completion=True) == 0
    assert repr(m[k]) == "[else -> 0]" and m.eval(k(3) + 1) == 1


def test_cores_and_scopes_with_functions() -> None:
    s = Solver()
    s.assert_and_track(f(x, 0) == 1, "fx")
    s.assert_and_track(x == "a", "xa")
    s.assert_and_track(n > 5, "n5")
    assert s.check() == sat
    s.push()
    s.add(f("a", 0) == 2)
    assert s.check() == unsat
    assert sorted(str(c) for c in s.unsat_core()) == ["fx", "xa"]
    s.pop()
    assert s.check() == sat
    assert s.check(g(f(x, 0)), Not(g(1))) == unsat
    # f(x, 0) = 1 and g(f(x, 0)) make g(1) true whatever x is: "xa" is not needed
    assert [str(c) for c in s.unsat_core()] == ["fx", "(g (f x 0))", "(not (g 1))"]
    assert s.check(g(f(x, 0))) == sat and s.model().eval(g(1)) is True


def test_functional_consistency_through_strings() -> None:
    s = Solver()
    s.add(Function("role", StringSort(), IntSort())(x) == 2,
          Function("role", StringSort(), IntSort())(y) == 0,
          Length(x) == 3, Length(y) == 3, PrefixOf(y, x))
    assert s.check() == unsat


def test_to_smt2_declares_functions_and_reads_back() -> None:
    s = Solver()
    s.add(f(x, 1) == 3, g(f(x, 1)))
    text = s.to_smt2()
    assert "(set-logic ALL)" in text and "(declare-fun f (String Int) Int)" in text
    s2 = Solver()
    s2.from_string(text)
    assert [a.sexpr() for a in s2.assertions()] == [a.sexpr() for a in s.assertions()]
    assert s2.check() == sat
    clash = Solver()
    clash.add(Function("q", IntSort(), IntSort())(1) == Int("q"))
    with pytest.raises(strsat.SolverStateError, match="names a function"):
        clash.to_smt2()


def test_engine_models_carry_the_tables_the_evaluator_reads() -> None:
    s = Solver()
    s.add(f(x, n) == n + 1, f(y, 2) == 0, x == y)
    assert s.check() == sat
    m = s.model()
    assert m[n] != 2
    values = s._last.model  # the engine's validated model
    assert evaluate((f(x, n) == n + 1).term, values) is True


def test_star_import_binds_z3_to_the_api_module() -> None:
    namespace: dict[str, object] = {}
    exec("from strsat import *", namespace)
    z3 = namespace["z3"]
    assert z3 is strsat.api and strsat.z3 is strsat.api
    assert z3.sat is sat and isinstance(z3.Solver(), Solver)  # type: ignore[attr-defined]
    assert z3.get_version_string() == strsat.__version__  # type: ignore[attr-defined]
    assert "z3" in strsat.__all__ and "z3" in dir(strsat)


def test_refusals_name_the_nearest_supported_way() -> None:
    with pytest.raises(UnsupportedFeatureError, match=r"Function\(name, IntSort\(\)"):
        strsat.Array("a", IntSort(), IntSort())
    with pytest.raises(UnsupportedFeatureError, match="recursive functions"):
        strsat.RecFunction("r", IntSort(), IntSort())
    for name, feature in [("ForAll", "quantifiers"), ("BitVec", "bit-vectors"),
                          ("SeqSort", "sequences")]:
        with pytest.raises(UnsupportedFeatureError) as info:
            getattr(strsat, name)()
        assert feature in str(info.value) and info.value.hint


def test_kind_tells_declarations_from_operators() -> None:
    assert f.kind() == strsat.Z3_OP_UNINTERPRETED == x.decl().kind()
    assert (x + "a").decl().kind() != strsat.Z3_OP_UNINTERPRETED


@pytest.mark.parametrize("logic", ["QF_UFSLIA", "QF_UF", "QF_UFLIA", "QF_UFS"])
def test_solver_for_the_logics_with_functions(logic: str) -> None:
    s = strsat.SolverFor(logic)
    s.add(g(n), Not(g(3)))
    assert s.check() == sat and s.model().eval(n) != 3
