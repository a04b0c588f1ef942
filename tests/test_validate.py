"""Model validation of any solver's output (strsat validate)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from strsat.validate import validate_text

PROBLEM = """
(set-logic QF_SLIA)
(declare-fun x () String)
(declare-const n Int)
(declare-const b Bool)
(assert (str.in_re x (re.+ (str.to_re "ab\\u{e9}"))))
(assert (< n (- 3)))
(assert (=> b (= (str.len x) 6)))
(check-sat)
"""


@pytest.mark.parametrize("model", [
    # z3: answer line, then a model list with values on their own lines
    'sat\n(\n  (define-fun x () String\n    "ab\\u{e9}")\n  (define-fun n () Int\n    (- 4))\n)',
    # old z3: (model ...) wrapper
    '(model (define-fun x () String "ab\\u{e9}") (define-fun n () Int (- 7)))',
    # bare define-fun commands, a define-fun of an auxiliary name, b omitted (false)
    '(define-fun x () String "ab\\u{e9}ab\\u{e9}")\n(define-fun n () Int (- 10))\n'
    '(define-fun aux!0 () Int 3)',
    # cvc5 style with a Unicode escape and a value that needs evaluation
    '(\n(define-fun x () String (str.++ "ab" "\\u{e9}"))\n(define-fun n () Int -5)\n'
    '(define-fun b () Bool false)\n)',
])
def test_models_from_different_solvers_are_accepted(model: str) -> None:
    result = validate_text(PROBLEM, model)
    assert result.valid, str(result)


def test_failing_assertion_is_named_with_values() -> None:
    result = validate_text(PROBLEM, '((define-fun x () String "ab\\u{e9}")'
                                    '(define-fun n () Int 0) (define-fun b () Bool true))')
    assert result.status == "invalid"
    assert result.message.startswith("assertion 2 is false: (< n (- 3)); with n = 0")
    result = validate_text(PROBLEM, '((define-fun n () Int (- 5)) (define-fun b () Bool true))')
    assert result.message == ('assertion 1 is false: (str.in_re x (re.+ (str.to_re '
                              '"ab\\u{e9}"))); with x = (default)')


def test_encoding_bounds_the_model_strings() -> None:
    problem = ("(set-option :encoding ascii)(declare-const x String)"
               "(assert (= (str.len x) 1))(check-sat)")
    assert validate_text(problem, '(define-fun x () String "\\u{ff}")').valid
    result = validate_text(problem, '(define-fun x () String "\\u{100}")')
    assert not result.valid
    assert "(:encoding ascii: x is a word over its alphabet)" in str(result)


def test_backslash_escapes_follow_26() -> None:
    problem = '(declare-const x String)(assert (= (str.len x) 5))(check-sat)'
    assert validate_text(problem, '((define-fun x () String "\\x41A"))').valid
    assert not validate_text(problem, '((define-fun x () String "\\u{41}AAA"))').valid


@pytest.mark.parametrize("model, fragment", [
    ("unsat", "answered unsat"),
    ("((define-fun x () Int 1))", "sort Int, the problem String"),
    ('((define-fun x () String 1))', "has sort Int, expected String"),
    ('((define-fun x ((y Int)) String "a"))',
     "defines x as (declare-fun x (Int) String), the problem declares (declare-const x"),
    ('((define-fun x () String "a"', "unbalanced"),
    ('(error "boom")', "no model; the solver reported"),
    ("hello", "unexpected hello"),
    ('((define-fun x () String y))', "unknown constant y"),
])
def test_unreadable_models_are_errors(model: str, fragment: str) -> None:
    result = validate_text("(declare-const x String)(check-sat)", model)
    assert result.status == "error" and fragment in result.message, str(result)


def test_problem_errors_are_reported() -> None:
    result = validate_text("(declare-const x String)(assert (= x 1))(check-sat)", "()")
    assert result.status == "error" and "arguments of different sorts" in result.message


def test_first_check_sat_counts_and_the_note_says_so() -> None:
    problem = """(declare-const x String)(assert (= x "a"))(check-sat)
                 (assert (= x "b"))(check-sat)(check-sat)"""
    result = validate_text(problem, '((define-fun x () String "a"))')
    assert result.valid
    assert "first of 3 check-sat" in result.note


def test_popped_assertions_and_check_sat_assuming() -> None:
    problem = """(declare-const n Int)(push)(assert (= n 1))(pop)
                 (check-sat-assuming ((> n 4)))"""
    assert validate_text(problem, "((define-fun n () Int 5))").valid
    result = validate_text(problem, "((define-fun n () Int 1))")
    assert result.status == "invalid" and "check-sat-assuming literal 1" in result.message


def test_division_by_zero_is_undetermined() -> None:
    problem = "(declare-const n Int)(assert (= (div 1 n) 0))(check-sat)"
    assert validate_text(problem, "((define-fun n () Int 0))").status == "undetermined"
    assert validate_text(problem, "((define-fun n () Int 2))").valid


# z3 prints its interpretation of division by zero as div0/mod0 (dividend, divisor)
_Z3_DIV0 = """sat
(
  (define-fun n () Int 0)
  (define-fun mod0 ((x!0 Int) (x!1 Int)) Int 0)
  (define-fun div0 ((x!0 Int) (x!1 Int)) Int
    (ite (and (= x!0 1) (= x!1 0)) 0 (- 1)))
)"""


def test_z3_division_by_zero_interpretation_is_used() -> None:
    ok = "(declare-const n Int)(assert (= (div 1 n) 0))(assert (= (mod 5 n) 0))(check-sat)"
    assert validate_text(ok, _Z3_DIV0).valid
    wrong = "(declare-const n Int)(assert (= (div 2 n) 0))(check-sat)"
    result = validate_text(wrong, _Z3_DIV0)
    assert result.status == "invalid", str(result)
    # only div0 given: mod by zero stays undetermined
    only_div = _Z3_DIV0.replace("(define-fun mod0 ((x!0 Int) (x!1 Int)) Int 0)", "")
    assert validate_text(ok, only_div).status == "undetermined"


@pytest.mark.skipif(shutil.which("z3") is None, reason="needs the z3 executable")
def test_real_z3_models_validate(tmp_path) -> None:
    problem = """(set-logic QF_SLIA)
    (declare-const x String) (declare-const y String) (declare-const i Int)
    (assert (str.in_re x (re.+ (re.range "\\u{e0}" "\\u{ff}"))))
    (assert (= (str.len x) 3))
    (assert (= y (str.++ x "\\u{5c}u{41}\\x7f" (str.from_int i))))
    (assert (< i (- 2)))
    (assert (str.contains y "u{"))
    (check-sat)
    (get-model)"""
    path = tmp_path / "p.smt2"
    path.write_text(problem)
    out = subprocess.run(["z3", "-T:10", str(path)], capture_output=True, text=True).stdout
    assert out.startswith("sat")
    result = validate_text(problem, out)
    assert result.valid, str(result)


def test_regex_valued_model_entries() -> None:
    problem = ('(declare-const R RegLan)(declare-const x String)'
               '(assert (= R (re.* (re.range "a" "z"))))(assert (str.in_re x R))(check-sat)')
    z3_model = 'sat\n(\n  (define-fun x () String\n    "")\n  (define-fun R () RegLan\n' \
               '    (re.* (re.range "a" "z")))\n)'
    assert validate_text(problem, z3_model).valid
    wrong = '((define-fun x () String "a") (define-fun R () RegLan re.none))'
    assert validate_text(problem, wrong).status == "invalid"
    assert validate_text(problem, '((define-fun x () String "a"))').status == "undetermined"


# ---- uninterpreted functions (issue 41) ------------------------------------------------

UF_PROBLEM = """
(set-logic QF_UFSLIA)
(declare-fun f (String Int) Int)
(declare-fun h (String) String)
(declare-const x String)
(assert (= (f x 1) 3))
(assert (= (f "ab" 1) 4))
(assert (= (h x) (str.++ x "\\u{e9}")))
(check-sat)
"""


@pytest.mark.parametrize("model", [
    # z3 5.4: strings inside function tables as (seq.unit (_ Char n)) pieces
    '(\n  (define-fun x () String\n    "")\n  (define-fun f ((x!0 String) (x!1 Int)) Int\n'
    '    (ite (and (= x!0 (str.++ (seq.unit (_ Char 97)) (seq.unit (_ Char 98))))\n'
    '              (= x!1 1))\n      4\n      3))\n'
    '  (define-fun h ((x!0 String)) String\n    "\\u{e9}")\n)',
    # cvc5 1.4: parameters _arg_i, nested ite
    '(\n(define-fun f ((_arg_1 String) (_arg_2 Int)) Int (ite (= "" _arg_1) 3 4))\n'
    '(define-fun h ((_arg_1 String)) String (str.++ _arg_1 "\\u{e9}"))\n'
    '(define-fun x () String "")\n)',
    # a body that applies a helper function (z3 prints such auxiliaries)
    '((define-fun x () String "q") (define-fun f!1 ((y String)) Int (ite (= y "q") 3 4))'
    ' (define-fun f ((a String) (b Int)) Int (f!1 a))'
    ' (define-fun h ((a String)) String (str.++ a "\\u{e9}")))',
])
def test_function_models_of_the_solvers_are_checked(model: str) -> None:
    result = validate_text(UF_PROBLEM, model)
    assert result.valid, str(result)


def test_a_wrong_function_table_is_invalid() -> None:
    model = ('((define-fun x () String "") (define-fun f ((a String) (b Int)) Int 3)'
             ' (define-fun h ((a String)) String (str.++ a "\\u{e9}")))')
    result = validate_text(UF_PROBLEM, model)
    assert result.status == "invalid"
    assert result.message == 'assertion 2 is false: (= (f "ab" 1) 4); with (f "ab" 1) = 3'


def test_a_function_the_model_omits_is_constant_and_noted() -> None:
    problem = ("(declare-fun g (Int) Int)(declare-const n Int)"
               "(assert (= (g n) (g (+ n 0))))(check-sat)")
    result = validate_text(problem, "((define-fun n () Int 3))")
    assert result.valid and "g undefined (taken as constantly 0)" in result.note


@pytest.mark.parametrize(("model", "fragment"), [
    ('((define-fun f ((a Int)) Int 3))', "the model defines f as (declare-fun f (Int) Int), "
                                         "the problem declares (declare-fun f (String Int)"),
    ('((define-fun f () Int 3))', "the model defines the function f as a constant"),
    ('((define-fun f ((a String) (b Int)) Bool true))', "Bool"),
    ('((define-fun f ((a String) (b Int)) Int "x"))', "the body of f has sort String"),
])
def test_unreadable_function_definitions_are_errors(model: str, fragment: str) -> None:
    result = validate_text(UF_PROBLEM, model)
    assert result.status == "error" and fragment in result.message, str(result)


@pytest.mark.skipif(shutil.which("z3") is None, reason="needs the z3 executable")
def test_real_z3_and_cvc5_function_models_validate(tmp_path) -> None:
    import sys

    problem = UF_PROBLEM.replace("QF_UFSLIA", "ALL") + "(get-model)\n"  # z3 reads ALL
    path = tmp_path / "p.smt2"
    path.write_text(problem)
    out = subprocess.run(["z3", "-T:10", str(path)], capture_output=True, text=True).stdout
    assert out.startswith("sat") and "(define-fun f ((x!0 String) (x!1 Int)) Int" in out
    result = validate_text(problem, out)
    assert result.valid, str(result)
    pytest.importorskip("cvc5")
    path.write_text(UF_PROBLEM + "(get-model)\n")
    out = subprocess.run([sys.executable, "-m", "strsat_bench.cvc5_child", str(path)],
                         capture_output=True, text=True).stdout
    assert out.startswith("sat") and "_arg_1" in out
    result = validate_text(UF_PROBLEM, out)
    assert result.valid, str(result)
