"""Strings only under ``str.len`` (engine/procedures/lengths_only.py): the integer core's
answer, exact — never ``unsat`` when strings of short lengths satisfy the problem, every
model validated."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.problem import Problem
from strsat.engine.procedures.lengths_only import decide_lengths_only, takes
from strsat.smtlib import parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

X, Y, Z = var("x", STRING), var("y", STRING), var("z", STRING)
N = var("n", INT)
DECLS = [X, Y, Z, N]
LENGTHS = ["(str.len x)", "(str.len y)", "(str.len (str.++ x y))",
           '(str.len (str.++ z "ab" x))', "(str.len z)", "n"]


def _parse(text: str):  # noqa: ANN202
    return parse_term(text, DECLS)


def _problem(texts: list[str]) -> Problem:
    return Problem.of([_parse(t) for t in texts])


def test_a_problem_of_lengths_is_the_cores() -> None:
    # lengths-concats' shape: |x| = 3, |x·y| = 5, |z| > |y| + 1
    facts = ["(= 3 (str.len x))", "(= 5 (str.len (str.++ x y)))",
             "(> (str.len z) (+ (str.len y) 1))"]
    problem = _problem(facts)
    assert takes(problem)
    answer = decide_lengths_only(problem, Deadline(None))
    assert answer is not None and answer.status is Status.SAT
    assert answer.stats["lengths_only.sat"] == 1
    assert answer.model is not None
    ev = Evaluator(answer.model)
    assert all(ev.holds(f) for f in problem.formulas)
    refuted = decide_lengths_only(_problem([*facts, "(< (str.len z) 4)"]), Deadline(None))
    assert refuted is not None and refuted.status is Status.UNSAT


def test_the_engine_asks_the_core_first() -> None:
    engine = Engine()
    for t in ["(= 34 (str.len x))", "(= 40 (str.len (str.++ x y)))",
              "(= (str.len z) (+ (str.len y) n))", "(> n 2)"]:
        engine.add(_parse(t))
    result = engine.check()
    assert result.status is Status.SAT
    assert result.stats.get("lengths_only.sat") == 1


def test_a_string_outside_a_length_is_not_taken() -> None:
    assert not takes(_problem(['(= (str.len x) 3)', '(= x "abc")']))
    assert not takes(_problem(['(= (str.len (str.at x 0)) 1)']))
    assert not takes(_problem(['(= (str.to_int x) (str.len y))']))
    assert not takes(_problem(['(> n 2)']))  # no string at all: not this procedure's


@st.composite
def facts(draw: st.DrawFn) -> list[str]:
    """Comparisons of sums of lengths (and ``n``) with small constants, some negated or
    joined by ``or``."""
    def comparison() -> str:
        left = draw(st.lists(st.sampled_from(LENGTHS), min_size=1, max_size=3))
        right = draw(st.sampled_from([*LENGTHS, "0", "1", "3", "5"]))
        op = draw(st.sampled_from(["<=", ">=", "=", "<", ">"]))
        total = left[0] if len(left) == 1 else f"(+ {' '.join(left)})"
        return f"({op} {total} (+ {right} {draw(st.integers(-3, 3))}))"

    out = []
    for _ in range(draw(st.integers(1, 4))):
        c = comparison()
        if draw(st.booleans()):
            c = f"(not {c})" if draw(st.booleans()) else f"(or {c} {comparison()})"
        out.append(c)
    return out


def _has_short_model(formulas: list) -> bool:  # noqa: ANN001
    for a, b, c, n in itertools.product(range(5), range(5), range(5), range(-3, 6)):
        ev = Evaluator({X: "a" * a, Y: "a" * b, Z: "a" * c, N: n})
        if all(ev.holds(f) for f in formulas):
            return True
    return False


@settings(max_examples=150, deadline=None)
@given(facts())
def test_answers_agree_with_short_lengths(texts: list[str]) -> None:
    problem = _problem(texts)
    if not takes(problem):
        return
    answer = decide_lengths_only(problem, Deadline(None))
    assert answer is not None
    if answer.status is Status.UNSAT:
        assert not _has_short_model(problem.formulas), texts
    else:
        assert answer.status is Status.SAT
        assert answer.model is not None
        ev = Evaluator(answer.model)
        assert all(ev.holds(f) for f in problem.formulas), texts
