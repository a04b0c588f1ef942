"""The evaluator-only check (engine/procedures/ground.py) and model validation
(engine/validation.py)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.procedures.ground import check_ground
from strsat.engine.validation import validate_model
from strsat.smtlib import parse_term
from strsat.terms import BOOL, INT, STRING, Term, var
from strsat.terms.evaluate import Undetermined, evaluate
from terms.term_strategies import ground_terms

X, Y = var("x", STRING), var("y", STRING)
N, B = var("n", INT), var("b", BOOL)
DECLS = [X, Y, N, B]


def check(*texts: str):
    return check_ground([parse_term(t, DECLS) for t in texts], Deadline(10))


def test_values_propagate_through_equalities() -> None:
    r = check('(= y (str.++ x x))', '(= x "ab")', '(and b (= n (str.len y)))',
              '(str.in_re y (re.* (str.to_re "ab")))')
    assert r.status is Status.SAT
    assert r.model == {X: "ab", Y: "abab", N: 4, B: True}


def test_conflicting_values_are_unsat() -> None:
    assert check('(= x "a")', '(= x y "b")').status is Status.UNSAT
    assert check('(not b)', 'b').status is Status.UNSAT


def test_false_ground_conjunct_is_unsat_even_with_open_formulas() -> None:
    assert check('(= x "a")', '(str.prefixof "b" x)', '(str.contains y x)').status \
        is Status.UNSAT


def test_open_formulas_are_unknown_with_a_reason() -> None:
    r = check('(= x "a")', '(str.contains y x)')
    assert r.status is Status.UNKNOWN
    assert r.reason == ("incomplete: no decision procedure yet for formulas over free "
                        "variables (str.contains)")
    r = check('(or (= x "a") (= x "b"))')  # a disjunction fixes nothing
    assert r.status is Status.UNKNOWN


def test_a_membership_in_one_word_fixes_the_variable() -> None:
    """automatark's shape: one literal, then memberships of it (decided by the
    evaluator, without automata)."""
    r = check('(str.in_re x (str.to_re "ab:c"))',
              '(not (str.in_re x (re.++ (re.* (re.range "a" "b")) (str.to_re ":d"))))')
    assert r.status is Status.SAT and r.model == {X: "ab:c"}
    r = check('(str.in_re x (re.++ (str.to_re "a") (str.to_re (str.++ "b" "c"))))',
              '(str.in_re x (re.* (re.range "a" "b")))')
    assert r.status is Status.UNSAT
    # a language of more than one word fixes nothing
    r = check('(str.in_re x (re.union (str.to_re "a") (str.to_re "b")))',
              '(str.in_re x (re.* (re.range "a" "b")))')
    assert r.status is Status.UNKNOWN
    r = check('(str.in_re x (re.++ (str.to_re "a") (re.* (str.to_re "b"))))')
    assert r.status is Status.UNKNOWN


def test_undetermined_division_is_unknown() -> None:
    r = check('(= n 0)', '(= (div 7 n) 1)')
    assert r.status is Status.UNKNOWN and "div" in (r.reason or "")


@settings(max_examples=200, deadline=None)
@given(st.lists(ground_terms(BOOL), min_size=1, max_size=3))
def test_ground_formulas_are_decided_as_the_evaluator_says(formulas: list[Term]) -> None:
    try:
        expected = all(evaluate(f) for f in formulas)
    except Undetermined:
        expected = None
    r = check_ground(formulas, Deadline(10))
    if expected is None:
        assert r.status in (Status.UNKNOWN, Status.UNSAT)  # a false conjunct may decide
    else:
        assert r.status is (Status.SAT if expected else Status.UNSAT)


def test_validate_model_describes_the_failure() -> None:
    fs = [parse_term(t, DECLS) for t in ('(= (str.len x) 2)', '(str.prefixof x y)')]
    assert validate_model(fs, {X: "ab", Y: "abc"}) is None
    assert validate_model(fs, {X: "ab"}) == (
        'assertion 2 is false: (str.prefixof x y); with x = "ab", y = (default)')
    msg = validate_model([parse_term("(= (mod 3 n) 1)", DECLS)], {})
    assert msg is not None and msg.startswith("assertion 1 is not determined by the model")


def test_engine_answers_through_ground_check_and_validates() -> None:
    e = Engine()
    e.add(parse_term('(= x "q")', DECLS))
    r = e.check()
    assert r.status is Status.SAT and r.model == {X: "q"}
    e.push()
    e.add(parse_term('(= (str.len x) 2)', DECLS))
    assert e.check().status is Status.UNSAT
    e.pop()
    assert e.check([parse_term('(= y x)', DECLS)]).model == {X: "q", Y: "q"}


def test_regex_variables_are_fixed_by_equalities_to_ground_regexes() -> None:
    from strsat.terms import REGLAN, mk, string

    r = var("r", REGLAN)
    res = check_ground([parse_term('(= r (re.* (str.to_re "ab")))', [r, X]),
                        parse_term('(= x "abab")', [r, X]),
                        parse_term("(str.in_re x r)", [r, X])], Deadline(10))
    assert res.status is Status.SAT
    assert res.model == {r: mk("re.*", mk("str.to_re", string("ab"))), X: "abab"}
    res = check_ground([parse_term('(= r re.none)', [r, X]),
                        parse_term("(str.in_re x r)", [r, X])], Deadline(10))
    assert res.status is Status.UNKNOWN  # x is still open
