"""Uninterpreted functions in SMT-LIB scripts (issue 41): declare-fun with arguments,
applications, models with function tables, get-value, cores, scopes, errors."""

from __future__ import annotations

import pytest

from strsat.smtlib import Interpreter
from strsat.validate import validate_text


def run(script: str) -> list[str]:
    return Interpreter().run(script)


HEADER = """
    (set-option :produce-unsat-cores true)
    (declare-fun f (String Int) Int)
    (declare-fun p (Int) Bool)
    (declare-const x String)
    (declare-const n Int)
"""


@pytest.mark.parametrize("logic", ["QF_UFSLIA", "QF_UFS", "QF_UFLIA", "ALL"])
def test_logics_with_functions_are_accepted(logic: str) -> None:
    out = run(f"(set-logic {logic})(declare-fun g (Int) Int)(assert (= (g 1) 2))(check-sat)")
    assert out == ["sat"]


def test_model_prints_each_function_as_an_ite_table_and_validates() -> None:
    script = HEADER + """
        (assert (= (f x 1) 3))
        (assert (= (f "ab" n) 4))
        (assert (distinct x "ab"))
        (assert (p (f x 1)))
        (assert (not (p 4)))
        (check-sat)
    """
    out = run(script + "(get-model)(get-value ((f x 1) (f \"ab\" n) (p 4) (p 17)))")
    assert out[0] == "sat"
    model = out[1]
    assert "(define-fun f ((x!0 String) (x!1 Int)) Int (ite " in model
    assert "(define-fun p ((x!0 Int)) Bool (ite (= x!0 4) false true))" in model
    # declaration order: f, p, x, n
    names = [ln.split()[1] for ln in model.splitlines() if "define-fun" in ln]
    assert names == ["f", "p", "x", "n"]
    assert out[2].splitlines()[0] == "(((f x 1) 3)"
    assert '((f "ab" n) 4)' in out[2] and "((p 4) false)" in out[2]
    assert validate_text(script, model).valid


def test_unused_function_gets_a_constant_interpretation() -> None:
    out = run("(declare-fun u (String) String)(declare-const n Int)(assert (> n 2))"
              '(check-sat)(get-model)(get-value ((u "a")))')
    assert '(define-fun u ((x!0 String)) String "")' in out[1]
    assert out[2] == '(((u "a") ""))'


def test_unsat_core_names_the_assertions_with_functions() -> None:
    out = run(HEADER + """
        (assert (! (= (f x 1) 3) :named a))
        (assert (! (= x "q") :named b))
        (assert (! (> n 7) :named c))
        (assert (! (= (f "q" 1) 4) :named d))
        (check-sat)
        (get-unsat-core)
    """)
    assert out[0] == "unsat"
    assert out[1] == "(a b d)"


def test_scopes_and_assumptions_with_functions() -> None:
    out = run(HEADER + """
        (set-option :produce-unsat-assumptions true)
        (assert (= (f x 0) 1))
        (push 1)
        (assert (= x "a"))
        (assert (= (f "a" 0) 2))
        (check-sat)
        (pop 1)
        (check-sat)
        (check-sat-assuming ((= x "b") (= (f "b" n) 5) (= n 0)))
        (get-unsat-assumptions)
        (check-sat-assuming ((= x "b") (= (f "b" n) 5)))
        (push 1)
        (assert (p (f x 0)))
        (assert (not (p 1)))
        (check-sat)
        (pop 1)
        (check-sat)
    """)
    assert out == ["unsat", "sat", "unsat", '((= x "b") (= (f "b" n) 5) (= n 0))', "sat",
                   "unsat", "sat"]


@pytest.mark.parametrize(("script", "words"), [
    ("(declare-fun f (Int) Int)(assert (= (f 1 2) 3))", ["1:37", "f expects 1 arguments, got 2"]),
    ("(declare-fun f (Int) Int)(assert (= (f \"a\") 3))",
     ["f: argument 1 has sort String, expected Int"]),
    ("(declare-fun f (Int) Int)(assert (= f 3))", ["f expects 1 arguments"]),
    ("(declare-fun f (Int) Int)(declare-fun f (Int) Int)", ["f is already declared"]),
    ("(declare-fun r (Int) RegLan)", ["not Bool, Int or String"]),
    ("(declare-fun f (Int) Int)(assert (f 1))", ["expected a Bool term"]),
])
def test_bad_applications_are_located_errors(script: str, words: list[str]) -> None:
    out = run(script)
    assert out and out[-1].startswith("(error "), out
    for w in words:
        assert w in out[-1]


def test_functions_leave_with_their_scope() -> None:
    out = run("(push 1)(declare-fun f (Int) Int)(assert (= (f 1) 2))(check-sat)(pop 1)"
              "(assert (= (f 1) 2))")
    assert out[0] == "sat"
    assert out[1].startswith('(error "1:84: unknown function f')


def test_z3_character_literals_read_as_strings() -> None:
    out = run('(declare-const x String)(assert (= x (str.++ (seq.unit (_ Char 97)) '
              '(seq.unit (_ Char 233)))))(check-sat)(get-value (x))')
    assert out == ["sat", '((x "a\\u{e9}"))']
