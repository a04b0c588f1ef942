"""z3py's surface beyond expressions and Solver (issue 22): model values that are Python
values and z3 values at once, the is_* predicates on every kind of value, solve/prove and
their printed output, parameters, substitute, SMT-LIB input, refused names."""

from __future__ import annotations

import contextlib
import io
import json
import os
import pickle
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import strsat
from strsat import (
    And,
    AtLeast,
    AtMost,
    Bool,
    Bools,
    BoolVal,
    Extract,
    FreshInt,
    InRe,
    Int,
    IntVal,
    IntVector,
    Length,
    Not,
    PbEq,
    Plus,
    Range,
    Solver,
    SolverFor,
    String,
    Strings,
    StringVal,
    StrToInt,
    get_param,
    is_bool,
    is_bv,
    is_const,
    is_eq,
    is_expr,
    is_false,
    is_int,
    is_int_value,
    is_string,
    is_string_value,
    is_true,
    parse_smt2_string,
    prove,
    reset_params,
    sat,
    set_option,
    set_param,
    solve,
    solve_using,
    substitute,
    unsat,
)
from strsat.api import ApiSortError, ApiValueError, UnsupportedFeatureError
from strsat.errors import StrsatError, UnsupportedError

x, y = Strings("x y")
n = Int("n")
b, c = Bools("b c")


def printed(fn: Callable[[], object]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        fn()
    return out.getvalue()


def model_of(*constraints: object):  # type: ignore[no-untyped-def]
    s = Solver()
    s.add(*constraints)
    assert s.check() == sat
    return s.model()


# ---- item 1 of the brief: the silent wrong branch -------------------------------------------


def test_is_true_reads_a_models_python_bools() -> None:
    m = model_of(b == (Length(x) > 2), x == "abc", Not(c))
    assert m[b] is True and m[c] is False
    assert is_true(m[b]) and is_true(m.eval(b)) and not is_false(m[b])
    assert is_false(m[c]) and is_false(m.eval(c)) and not is_true(m[c])
    assert is_true(m.eval(And(b, Not(c)))) and is_false(m.eval(b == c))
    branch = "then" if is_true(m.eval(b)) else "else"
    assert branch == "then"


@pytest.mark.parametrize(("value", "truths"), [
    # value: is_true is_false is_string is_int is_bool is_string_value is_int_value is_expr
    (True, (1, 0, 0, 0, 1, 0, 0, 1)),
    (False, (0, 1, 0, 0, 1, 0, 0, 1)),
    (3, (0, 0, 0, 1, 0, 0, 1, 1)),
    ("ab", (0, 0, 1, 0, 0, 1, 0, 1)),
    (BoolVal(True), (1, 0, 0, 0, 1, 0, 0, 1)),
    (IntVal(-2), (0, 0, 0, 1, 0, 0, 1, 1)),
    (StringVal(""), (0, 0, 1, 0, 0, 1, 0, 1)),
    (x, (0, 0, 1, 0, 0, 0, 0, 1)),
    (n + 1, (0, 0, 0, 1, 0, 0, 0, 1)),
    (b, (0, 0, 0, 0, 1, 0, 0, 1)),
    (None, (0, 0, 0, 0, 0, 0, 0, 0)),
    (3.5, (0, 0, 0, 0, 0, 0, 0, 0)),
])
def test_predicates_accept_every_kind_of_value(value: object, truths: tuple[int, ...]) -> None:
    preds = (is_true, is_false, is_string, is_int, is_bool, is_string_value, is_int_value,
             is_expr)
    assert tuple(int(p(value)) for p in preds) == truths


def test_predicates_on_z3_expressions_answer_as_z3() -> None:
    z3 = pytest.importorskip("z3")
    assert is_true(z3.BoolVal(True)) and not is_true(z3.Bool("p"))
    assert is_string_value(z3.StringVal("a")) and is_int(z3.Int("k"))


def test_predicates_on_z3_sorts_declarations_probes_and_tactics_answer_as_z3() -> None:
    # z3py objects without a decl() (sorts, probes, tactics) and z3's declarations get
    # z3's answer too (they used to get False); z3's predicate raising on a wrong kind
    # of object is a False, not z3's exception
    z3 = pytest.importorskip("z3")
    from strsat import is_array_sort, is_bv_sort, is_func_decl, is_probe, is_tactic

    assert is_bv_sort(z3.BitVecSort(8)) and not is_bv_sort(z3.IntSort())
    assert is_probe(z3.Probe("size")) and not is_probe(z3.Tactic("simplify"))
    assert is_tactic(z3.Tactic("simplify")) and not is_tactic(z3.Probe("size"))
    assert is_func_decl(z3.Int("k").decl()) and not is_func_decl(z3.Int("k"))
    assert not is_array_sort(z3.IntSort())  # z3.is_array_sort raises on a sort


def test_other_predicates() -> None:
    assert is_const(x) and is_const(StringVal("a")) and not is_const(x + y)
    assert is_eq(x == y) and not is_eq(x)
    assert not is_bv(n) and not is_bv(3)


# ---- item 3: model values --------------------------------------------------------------------


def test_model_values_are_python_values_and_z3_values() -> None:
    m = model_of(x == 'a"b\u00e9', n == -7, y == x + "!")
    vx, vn = m[x], m[n]
    assert vx == 'a"b\u00e9' and isinstance(vx, str) and vx.as_string() == 'a"b\u00e9'
    assert vn == -7 and isinstance(vn, int) and vn.as_long() == -7
    assert vn.as_signed_long() == -7 and vn + 10 == 3 and abs(vn) == 7
    assert vx.sexpr() == '"a""b\\u{e9}"' and vn.sexpr() == "(- 7)"
    assert f"{vx}|{vn:+d}" == 'a"b\u00e9|-7' and str(vx) == 'a"b\u00e9'
    assert hash(vx) == hash('a"b\u00e9') and {vx: 1}['a"b\u00e9'] == 1
    assert json.loads(json.dumps({"x": vx, "n": vn})) == {"x": 'a"b\u00e9', "n": -7}
    assert pickle.loads(pickle.dumps(vx)) == vx
    assert m.eval(Length(y)).as_long() == 5 and m.eval(y).as_string() == 'a"b\u00e9!'
    assert is_string_value(vx) and is_int_value(vn) and vx.is_string_value()
    assert str(vx.sort()) == "String" and str(vn.sort()) == "Int"
    assert vx.eq(StringVal('a"b\u00e9')) and not vx.eq(StringVal("a"))
    # a value used in an expression is its literal
    s = Solver()
    s.add(String("z") == vx + "?", Int("k") == vn * 2)
    assert s.check() == sat and s.model()[String("z")] == 'a"b\u00e9?'
    assert s.model()[Int("k")] == -14


def test_model_printing_and_iteration_in_z3py_format() -> None:
    m = model_of(x == "ab", n == 3, b)
    text = str(m)
    assert text.startswith("[") and text.endswith("]") and repr(m) == text
    for part in ('x = "ab"', "n = 3", "b = True"):
        assert part in text
    assert len(m) == 3 and {d.name() for d in m} == {"x", "n", "b"}
    assert {str(d): m[d] for d in m.decls()} == {"x": "ab", "n": 3, "b": True}
    assert x.decl().name() == "x" and m[x.decl()] == "ab" and x.decl()().eq(x)
    assert (x + y).decl().name() == "str.++" and (x + y).decl().arity() == 2
    assert m.get_interp(n.decl()) == 3


def test_model_accepts_z3_keys_and_completion() -> None:
    z3 = pytest.importorskip("z3")
    m = model_of(x == "ab", n == 3)
    assert m[z3.String("x")] == "ab" and m[z3.Int("n")].as_long() == 3
    assert m[z3.String("x").decl()] == "ab"
    assert m.eval(z3.Length(z3.String("x"))) == 2
    assert m.eval(Int("unmentioned") + n, model_completion=True) == 3
    assert m.eval(n + 1) == 4 and isinstance(m.eval(n + 1), int)


# ---- item 2: z3py's functions -------------------------------------------------------------------


def test_solve_and_prove_print_as_z3py() -> None:
    assert printed(lambda: solve(x == "ab", n == 3)) in ('[x = "ab", n = 3]\n',
                                                         '[n = 3, x = "ab"]\n')
    assert printed(lambda: solve(x == "a", x == "b")) == "no solution\n"
    assert printed(lambda: prove(Length(x) >= 0)) == "proved\n"
    out = printed(lambda: prove(Length(x) > 0)).splitlines()
    assert out == ["counterexample", '[x = ""]']
    s = Solver()
    s.add(Length(x) == 2)
    out = printed(lambda: solve_using(s, InRe(x, Plus(Range("a", "a"))), show=True))
    assert out.splitlines()[0] == "Problem:" and out.splitlines()[-1] == '[x = "aa"]'


def test_solve_and_prove_agree_with_z3() -> None:
    z3 = pytest.importorskip("z3")
    for make in (lambda m: m.solve(m.Length(m.String("x")) == 2, m.String("x") == "ab"),
                 lambda m: m.prove(m.Implies(m.PrefixOf("ab", m.String("x")),
                                             m.Length(m.String("x")) >= 2)),
                 lambda m: m.prove(m.Contains(m.String("x"), "a")),
                 lambda m: m.solve(m.Length(m.String("x")) < 0)):
        mine = printed(lambda make=make: make(strsat))
        theirs = printed(lambda make=make: make(z3))
        assert mine.splitlines()[0] == theirs.splitlines()[0]


def test_parameters() -> None:
    try:
        set_param("timeout", 5000)
        set_option(html_mode=False, max_depth=10)
        set_param("smt.string_solver", "z3str3")
        assert get_param("timeout") == "5000"
        with pytest.raises(ApiValueError, match="foo"):
            set_param(foo=1)
        with pytest.raises(ApiValueError, match="encoding"):
            set_param(encoding="ascii")
        with pytest.raises(ApiSortError, match="timeout"):
            set_param(timeout="soon")
        s = Solver()
        s.set("smt.random_seed", 4)
        s.set(unsat_core=True, random_seed=1)
        assert s._deadline().remaining() is not None  # the global timeout applies
    finally:
        reset_params()
    assert Solver()._deadline().remaining() is None


def test_substitute() -> None:
    t = substitute(Length(x) + n, (x, StringVal("abc")), (n, IntVal(1)))
    assert str(t) == '(+ (str.len "abc") 1)'
    assert substitute(x + y, [(x, y)]).eq(y + y)
    assert str(substitute(x + "a", (x + "a", StringVal("q")))) == '"q"'
    with pytest.raises(ApiSortError, match="substitute"):
        substitute(x, (x, 3))


def test_small_z3py_helpers() -> None:
    m = model_of(AtMost(b, c, Bool("d"), 1), AtLeast([b, c], 1), PbEq([(b, 2), (c, 3)], 3))
    assert m[c] is True and m[b] is False
    assert str(Extract(x, 1, 2)) == "(str.substr x 1 2)"
    assert [str(v) for v in IntVector("v", 2)] == ["v__0", "v__1"]
    assert str(FreshInt()) != str(FreshInt())
    assert isinstance(SolverFor("QF_SLIA"), Solver)
    with pytest.raises(UnsupportedFeatureError, match="QF_BV"):
        SolverFor("QF_BV")
    with pytest.raises(UnsupportedFeatureError, match="bit-vectors"):
        Extract(7, 0, n)


# ---- SMT-LIB text into the API ------------------------------------------------------------


def test_solver_from_string_and_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    script = ('(set-logic QF_SLIA)\n(declare-const x String)\n(declare-fun n () Int)\n'
              '(define-fun big () Bool (> n 3))\n(assert (= n (str.len x)))\n'
              '(assert (! big :named big_n))\n(push 1)\n(assert (= x ""))\n(pop 1)\n'
              '(check-sat)\n(get-model)\n(exit)\n')
    s = Solver()
    s.from_string(script)
    assert len(s.assertions()) == 2 and s.check() == sat
    m = s.model()
    assert len(m[String("x")]) == m[Int("n")] > 3
    s.add(Length(String("x")) < 2)
    assert s.check() == unsat and [str(e) for e in s.unsat_core()] == ["big_n"]
    path = tmp_path / "p.smt2"
    path.write_text(script)
    s2 = Solver()
    s2.from_file(path)
    assert [str(a) for a in s2.assertions()] == [str(a) for a in s.assertions()[:2]]
    assert "(declare-const x String)" in s2.sexpr() and repr(s2).startswith("[(= n")
    assert [str(a) for a in parse_smt2_string(script)] == [str(a) for a in s2.assertions()]


@pytest.mark.parametrize(("text", "words"), [
    ("(declare-const x String)\n(assert (= x 1))", ["2:9", "different sorts"]),
    ("(assert (= y 1))", ["1:12", "y"]),
    ("(assert (= 1 1)", ["unbalanced"]),
    ("(declare-fun f (Int) Real)", ["real arithmetic"]),
    ("(declare-fun f (Int) Int)(assert (f 1))", ["1:34", "Bool"]),
])
def test_from_string_errors_are_typed_and_located(text: str, words: list[str]) -> None:
    s = Solver()
    with pytest.raises(ApiValueError) as info:
        s.from_string(text)
    for w in words:
        assert w in str(info.value)
    assert s.assertions() == []
    with pytest.raises(ApiValueError, match="cannot be read"):
        s.from_file("/nonexistent/file.smt2")


def test_unsat_core_lists_a_tracking_name_once() -> None:
    s = Solver()
    s.assert_and_track(x == "a", "p")
    s.assert_and_track(x == "b", "p")
    s.assert_and_track(n == 1, "q")
    assert s.check() == unsat
    assert [str(e) for e in s.unsat_core()] == ["p"]


def test_solver_repr_lists_the_assertions() -> None:
    s = Solver()
    s.add(x == "a", StrToInt(x) > 2)
    assert repr(s) == '[(= x "a"),\n (> (str.to_int x) 2)]'
    assert str(Solver()) == "[]"


# ---- item 4: refused names ----------------------------------------------------------------------


REFUSED_CALLS = [
    ("BitVec", lambda m: m.BitVec("v", 8), "bit-vectors"),
    ("BitVecVal", lambda m: m.BitVecVal(3, 8), "bit-vectors"),
    ("Real", lambda m: m.Real("r"), "real arithmetic"),
    ("RealSort", lambda m: m.RealSort(), "real arithmetic"),
    ("Array", lambda m: m.Array("a", m.IntSort(), m.IntSort()), "arrays"),
    ("Datatype", lambda m: m.Datatype("D"), "datatypes"),
    ("RecFunction", lambda m: m.RecFunction("f", m.IntSort(), m.IntSort()),
     "recursive functions"),
    ("ForAll", lambda m: m.ForAll([m.Int("i")], m.Int("i") > 0), "quantifiers"),
    ("Exists", lambda m: m.Exists([m.Int("i")], m.Int("i") > 0), "quantifiers"),
    ("Optimize", lambda m: m.Optimize(), "optimization"),
    ("Then", lambda m: m.Then("simplify", "smt"), "tactics"),
    ("Tactic", lambda m: m.Tactic("smt").solver(), "tactics"),
    ("Fixedpoint", lambda m: m.Fixedpoint(), "fixedpoints"),
    ("FP", lambda m: m.FP("f", None), "floating-point"),
    ("SeqSort", lambda m: m.SeqSort(m.IntSort()), "sequences"),
]


@pytest.mark.parametrize(("name", "call", "feature"), REFUSED_CALLS)
def test_refused_names_raise_one_typed_error(name: str, call: Callable[[object], object],
                                              feature: str) -> None:
    with pytest.raises(UnsupportedFeatureError) as info:
        call(strsat)
    err = info.value
    assert isinstance(err, UnsupportedError) and isinstance(err, StrsatError)
    text = str(err)
    assert name in text and feature in text and "strings, integers and Booleans" in text
    assert err.hint and err.hint in text
    namespace: dict[str, object] = {}
    exec("from strsat import *", namespace)
    with pytest.raises(UnsupportedFeatureError):
        call(type("M", (), namespace))  # the star-imported name refuses too
    with pytest.raises(strsat.Z3Exception):  # z3py scripts catch it as Z3Exception
        call(strsat)


def test_refused_names_in_isinstance_and_dir() -> None:
    assert not isinstance(Int("i"), strsat.BitVecRef)
    assert not hasattr(strsat.Optimize, "minimize")
    with pytest.raises(UnsupportedFeatureError, match="optimization"):
        strsat.Optimize.minimize  # noqa: B018 - an attribute of a refused name
    assert "Optimize" in dir(strsat) and "Optimize" in strsat.__all__
    with pytest.raises(AttributeError):
        strsat.NoSuchName  # noqa: B018 - a typo is still an AttributeError


def test_refused_table_and_name_list_agree() -> None:
    from strsat.api.refused import REFUSED

    assert set(REFUSED) == set(strsat.REFUSED_NAMES)
    assert not set(REFUSED) & set(strsat.API_NAMES)


def test_import_stays_cheap_and_star_import_works() -> None:
    code = ("import sys, strsat; before = 'strsat.api' in sys.modules; "
            "from strsat import *; print(before, BitVec.__class__.__name__, "
            "callable(solve), 'strsat.engine' in sys.modules)")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=env)
    assert out.stdout.split() == ["False", "Refused", "True", "True"]


def test_generators_numerals_and_the_default_context() -> None:
    s = Solver()
    s.add(n > i for i in range(3))
    assert len(s.assertions()) == 3
    assert str(And(n > i for i in range(2))) == "(and (> n 0) (> n 1))"
    assert IntVal("12").as_long() == 12 and IntVal("-3").as_long() == -3
    with pytest.raises(ApiSortError):
        IntVal("twelve")
    assert String("s", strsat.main_ctx()).eq(String("s"))


def test_characters_are_one_character_strings() -> None:
    m = model_of(Length(x) == 3, x[0] == strsat.CharVal("a"), strsat.CharIsDigit(x[1]),
                 strsat.CharToInt(x[2]) == 98)
    assert m[x][0] == "a" and m[x][1].isdigit() and m[x][2] == "b"
    assert strsat.CharVal(0x41).as_string() == "A"
    m = model_of(Length(x) == 2, x[0].to_int() == 66, x[1].is_digit())
    assert m[x][0] == "B" and m[x][1].isdigit()
    with pytest.raises(ApiValueError, match="one character"):
        strsat.CharVal("ab")
    with pytest.raises(UnsupportedFeatureError, match="sequences"):
        strsat.CharSort()
