"""The problem prepared once (issue 39 item 1, issue 43 §2 item 1).

The loop's preparation (RegLan variables fixed, value and alias definitions eliminated
over the simplified conjuncts) is made once per problem and read by every share of the
loop; the guards do not simplify the prepared conjuncts again; a problem that
preparation decides is answered before the loop's state (its z3 context) is built;
the definitions inlined for the fast path are made once for the procedures that read
them.
"""

from __future__ import annotations

import pytest

from engine.core_check import assert_core_unsat
from strsat.deadline import Deadline
from strsat.engine import Engine, Status, prepare
from strsat.engine import loop as loop_module
from strsat.engine.inline import inlined_of
from strsat.engine.problem import Problem
from strsat.engine.procedures.cdcl import CdclLoop
from strsat.engine.validation import validate_model
from strsat.smtlib import parse_term
from strsat.terms import INT, STRING, Term, var

X, Y, Z, W = (var(name, STRING) for name in "xyzw")
N = var("n", INT)
DECLS = [X, Y, Z, W, N]


def _terms(*texts: str) -> list:
    return [parse_term(t, DECLS) for t in texts]


def test_a_problem_preparation_decides_is_sat_before_the_loop_is_built() -> None:
    # every conjunct becomes a definition once simplified: no loop, no z3 context
    formulas = _terms('(= (str.++ x "b") (str.++ "a" "b"))', "(= y x)", "(= z y)",
                      "(= n (str.len z))")
    procedure = CdclLoop(lambda: 0)
    result = procedure.decide(Problem.of(formulas), Deadline.never())
    assert result is not None and result.status is Status.SAT
    assert procedure.loop is None
    assert result.model is not None
    assert validate_model(formulas, result.model) is None
    assert result.model[Z] == "a" and result.model[N] == 1


def test_a_conjunct_preparation_makes_false_is_unsat_with_a_core() -> None:
    formulas = _terms("(= y x)", '(= x "ab")', '(str.in_re w (re.+ (str.to_re "c")))',
                      "(= (str.len y) 3)")
    procedure = CdclLoop(lambda: 0)
    result = procedure.decide(Problem.of(formulas, track=True), Deadline.never())
    assert result is not None and result.status is Status.UNSAT
    assert procedure.loop is None
    assert result.core is not None and formulas[2] not in result.core
    assert_core_unsat(result.core)


def test_a_formula_without_definitions_that_simplifies_to_false_is_unsat_before_the_loop(
        ) -> None:
    """No definition to eliminate, but the formula simplifies to false (a leetcode
    ``partition`` file's one assertion): answered without the loop's z3 context."""
    formulas = _terms('(str.in_re w (re.+ (str.to_re "c")))',
                      '(and (= (str.at x 3) (str.at x 6)) (not (= (str.at x 6) (str.at x 3))))')
    procedure = CdclLoop(lambda: 0)
    result = procedure.decide(Problem.of(formulas, track=True), Deadline.never())
    assert result is not None and result.status is Status.UNSAT
    assert procedure.loop is None and result.stats.get("prepared.false") == 1
    assert result.core == [formulas[1]]
    assert_core_unsat(result.core)


def test_formulas_that_simplify_to_true_are_sat_before_the_loop() -> None:
    formulas = _terms("(or (= x y) (not (= y x)))", "(>= (str.len x) 0)", '(str.prefixof "" z)')
    procedure = CdclLoop(lambda: 0)
    result = procedure.decide(Problem.of(formulas), Deadline.never())
    assert result is not None and result.status is Status.SAT
    assert procedure.loop is None and result.model is not None
    assert validate_model(formulas, result.model) is None


def test_a_formula_the_simplifier_leaves_open_goes_to_the_loop() -> None:
    formulas = _terms('(= (str.++ x "a") (str.++ "a" x))', "(> (str.len x) 2)")
    procedure = CdclLoop(lambda: 0)
    result = procedure.decide(Problem.of(formulas), Deadline.never())
    assert result is not None and result.status is Status.SAT
    assert procedure.loop is not None


def test_the_preparation_is_made_once_for_every_share_of_the_loop(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = prepare.eliminate_values

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(prepare, "eliminate_values", counted)
    formulas = _terms('(= x "ab")', "(= y (str.++ x z))", "(= (str.len y) (+ n 3))",
                      "(> n 0)")
    problem = Problem.of(formulas)
    procedure = CdclLoop(lambda: 0)
    first = procedure.decide(problem, Deadline.never())
    second = procedure.decide(problem, Deadline.never())
    assert first is not None and second is not None
    assert first.status is second.status is Status.SAT
    assert len(calls) == 1


def test_the_guards_do_not_simplify_prepared_conjuncts_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rewrites: list[object] = []
    real = loop_module.Loop.guard

    def spied(self: loop_module.Loop, assertion: Term, rewrite: object = None) -> object:
        rewrites.append(rewrite)
        return real(self, assertion, rewrite)  # type: ignore[arg-type]

    monkeypatch.setattr(loop_module.Loop, "guard", spied)
    formulas = _terms('(= x "ab")', "(= w x)", "(= (str.at y n) (str.at z 0))",
                      "(> (str.len y) (+ n (str.len w)))", "(not (= y z))")
    engine = Engine()
    for f in formulas:
        engine.add(f)
    result = engine.check()
    assert result.status is Status.SAT
    assert result.stats["eliminated.definitions"] == 2
    assert rewrites and all(r is None for r in rewrites)  # prepared: not simplified again
    # without definitions to eliminate the loop gets the formulas, and simplifies them
    rewrites.clear()
    engine = Engine()
    for f in formulas[2:]:
        engine.add(f)
    assert engine.check().status is Status.SAT
    assert rewrites and all(r is not None for r in rewrites)


def test_the_definitions_are_inlined_once_per_problem() -> None:
    problem = Problem.of(_terms('(= y (str.replace x "a" "b"))',
                                '(str.in_re y (re.+ (str.to_re "b")))'))
    first = inlined_of(problem)
    assert first is not None and first.definitions
    assert inlined_of(problem) is first


@pytest.mark.parametrize("member", [False, True])
def test_the_membership_passes_are_asked_only_when_a_formula_holds_a_membership(
        monkeypatch: pytest.MonkeyPatch, member: bool) -> None:
    from strsat.engine import char_positions, code_bounds, slice_languages, subject_alphabets

    asked: list[str] = []
    for module in (char_positions, code_bounds, slice_languages, subject_alphabets):
        real = module.may_apply

        def counted(formulas: object, real: object = real, name: str = module.__name__
                    ) -> bool:
            asked.append(name)
            return real(formulas)  # type: ignore[operator, no-any-return]

        monkeypatch.setattr(module, "may_apply", counted)
    texts = ['(= x "ab")', "(= y (str.++ x z))", "(= z (str.substr w n 2))"]
    if member:
        texts.append('(str.in_re w (re.+ (str.to_re "a")))')
    prepare.prepare(Problem.of(_terms(*texts)), Deadline.never())
    # with one: the passes whose operators occur (slices and a membership here) are asked
    assert bool(asked) == member
    assert not member or {"strsat.engine.slice_languages",
                          "strsat.engine.subject_alphabets"} <= set(asked)
