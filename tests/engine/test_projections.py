"""Memberships of concatenations refuted by their variables' projected languages
(engine/procedures/projections.py): never ``unsat`` when a short model exists."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Status
from strsat.engine.problem import Problem
from strsat.engine.procedures.projections import decide_projections, takes
from strsat.smtlib import parse_term
from strsat.terms import STRING, var
from strsat.terms.evaluate import Evaluator

X, Y = var("x", STRING), var("y", STRING)
DECLS = [X, Y]
#: Every string over {a, b} up to length 3.
WORDS = ["".join(w) for n in range(4) for w in itertools.product("ab", repeat=n)]
REGEXES = ['(re.* (str.to_re "a"))', '(re.++ (re.* (str.to_re "a")) (str.to_re "b"))',
           '(re.* (re.union (str.to_re "ab") (str.to_re "b")))',
           '(re.++ (re.* re.allchar) (str.to_re "ba") (re.* re.allchar))',
           '(re.union (str.to_re "") (re.++ (str.to_re "b") (re.* (str.to_re "a"))))',
           '(re.* (re.++ re.allchar re.allchar))']
ITEMS = ["x", "y", '"a"', '"b"']


def _parse(text: str):  # noqa: ANN202
    return parse_term(text, DECLS)


@st.composite
def facts(draw: st.DrawFn) -> list[str]:
    """Memberships of concatenations of x, y and constants (some negated), and
    length facts of one variable."""
    out = []
    for _ in range(draw(st.integers(1, 4))):
        items = draw(st.lists(st.sampled_from(ITEMS), min_size=1, max_size=4))
        if not any(i in ("x", "y") for i in items):
            items.append("x")
        t = items[0] if len(items) == 1 else f"(str.++ {' '.join(items)})"
        atom = f"(str.in_re {t} {draw(st.sampled_from(REGEXES))})"
        out.append(f"(not {atom})" if draw(st.booleans()) else atom)
    for _ in range(draw(st.integers(0, 2))):
        v = draw(st.sampled_from(["x", "y"]))
        op = draw(st.sampled_from(["<=", ">=", "="]))
        out.append(f"({op} (+ (str.len {v}) {draw(st.integers(-2, 2))}) "
                   f"{draw(st.integers(0, 3))})")
    return out


def _has_short_model(formulas: list) -> bool:  # noqa: ANN001
    for x, y in itertools.product(WORDS, repeat=2):
        ev = Evaluator({X: x, Y: y})
        if all(ev.holds(f) for f in formulas):
            return True
    return False


@settings(max_examples=150, deadline=None)
@given(facts())
def test_never_unsat_with_a_short_model(texts: list[str]) -> None:
    formulas = [_parse(t) for t in texts]
    result = decide_projections(Problem.of(formulas, True), Deadline(None))
    if result is not None:
        assert result.status is Status.UNSAT
        assert not _has_short_model(formulas), texts


_R = ('(re.++ (re.* (re.union (str.to_re "#") (str.to_re "a") (str.to_re "b"))) '
      '(re.union (str.to_re "") (re.++ (str.to_re "c") '
      '(re.* (re.union (str.to_re "a") (str.to_re "b") (str.to_re "c"))))))')


def test_a_variable_placed_by_one_membership_refutes_another() -> None:
    """x·"#"·y·z ∈ R puts x in {a, b}* and y in {a, b} (|y| = 1, y ≠ "c"); then
    x·y·"#"·z ∈ R for every z in R, so its negation has no model (the loop blocked
    one length vector a round)."""
    texts = [f'(str.in_re (str.++ x "#" y z) {_R})',
             '(str.in_re x (re.* (re.range "a" "e")))',
             '(str.in_re (str.++ y z) (re.* (re.range "a" "e")))',
             '(not (= y "c"))', '(<= (+ (str.len y) (- 1)) 0)', '(>= (str.len y) 1)',
             f'(not (str.in_re (str.++ x y "#" z) {_R}))']
    z = var("z", STRING)
    formulas = [parse_term(t, [X, Y, z]) for t in texts]
    problem = Problem.of(formulas, True)
    assert takes(problem)
    result = decide_projections(problem, Deadline(None))
    assert result is not None and result.status is Status.UNSAT
    assert result.core == formulas
    # without y ≠ "c" there is a model (y = "c"): nothing is refuted
    rest = formulas[:3] + formulas[4:]
    assert decide_projections(Problem.of(rest, True), Deadline(None)) is None
