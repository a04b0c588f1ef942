"""Variable-disjoint components handed to the cheap procedures one at a time
(:mod:`strsat.engine.procedures.components`): an unsat component refutes the problem
with a core of its own formulas, components all found sat give the union of their
models, and a component the cheap procedures cannot decide leaves the problem to the
loop."""

from __future__ import annotations

from strsat.deadline import Deadline
from strsat.engine.problem import Problem
from strsat.engine.procedures import IndependentVariables, StraightLine, TreeLanguages
from strsat.engine.procedures.components import components, decide_components
from strsat.engine.result import Status
from strsat.terms import STRING, mk, string, var
from strsat.terms.evaluate import Evaluator

X, Y, A, B = (var(n, STRING) for n in "xyab")
CHEAP = tuple((p.suitable, p.decide)
              for p in (IndependentVariables(), TreeLanguages(), StraightLine()))
COMMUTE = mk("=", mk("str.++", A, B), mk("str.++", B, A))


def _in(t, lo: str, hi: str):  # noqa: ANN001, ANN202
    return mk("str.in_re", t, mk("re.+", mk("re.range", string(lo), string(hi))))


def test_components_group_by_shared_variables() -> None:
    p = Problem.of([_in(X, "a", "z"), COMMUTE, mk("str.prefixof", string("q"), X),
                    mk("=", Y, string("k"))])
    assert sorted(components(p)) == [[0, 2], [1], [3]]


def test_an_unsat_component_refutes_the_problem_with_its_own_core() -> None:
    formulas = [COMMUTE, _in(X, "a", "c"), mk("str.prefixof", string("z"), X),
                _in(Y, "0", "9")]
    answer = decide_components(Problem.of(formulas, track=True), Deadline(10), CHEAP)
    assert answer is not None and answer.status is Status.UNSAT
    assert answer.core == formulas[1:3]


def test_components_all_sat_give_one_model() -> None:
    formulas = [_in(X, "a", "c"), mk("str.suffixof", string("b"), X), _in(Y, "0", "9"),
                mk("str.contains", Y, string("7"))]
    answer = decide_components(Problem.of(formulas), Deadline(10), CHEAP)
    assert answer is not None and answer.status is Status.SAT and answer.model is not None
    assert all(Evaluator(answer.model).holds(f) for f in formulas)


def test_an_undecided_component_leaves_the_problem_to_the_loop() -> None:
    formulas = [COMMUTE, mk("not", mk("=", A, B)), _in(X, "a", "c")]
    assert decide_components(Problem.of(formulas), Deadline(10), CHEAP) is None


def test_one_component_is_left_alone() -> None:
    assert decide_components(Problem.of([_in(X, "a", "c"), mk("str.prefixof", X, Y)]),
                             Deadline(10), CHEAP) is None

