"""Value and alias definitions eliminated before the loop (``engine/eliminate.py``).

The property behind the pass: for every assignment ``m`` of the variables left,
the remaining conjuncts hold under ``m`` iff the original formulas hold under
``m`` extended by the definitions (so the two are equisatisfiable, a model of the
rest extends to one of the whole, and the origins of an unsat set of conjuncts
are an unsat set of formulas).
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core_check import assert_core_unsat
from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.eliminate import eliminate_values, value_definition
from strsat.smtlib import parse_term
from strsat.terms import BOOL, INT, STRING, var
from strsat.terms.evaluate import Evaluator
from strsat.terms.walk import free_vars_many

S = [var(f"s{i}", STRING) for i in range(4)]
X = var("x", STRING)
N = var("n", INT)
B = var("b", BOOL)
DECLS = [*S, X, N, B]


def _terms(*texts: str) -> list:
    return [parse_term(t, DECLS) for t in texts]


def test_value_and_alias_definitions_are_recognised() -> None:
    for text, defined in [('(= s0 "a")', "s0"), ('(= "a" s0)', "s0"), ("(= s0 s1)", "s0"),
                          ("(= n 3)", "n"), ("b", "b"), ("(not b)", "b")]:
        v, _ = value_definition(parse_term(text, DECLS))
        assert v is not None and v.value == defined, text
    for text in ['(= s0 (str.++ s1 "a"))', "(= s0 s0)", '(= (str.++ s0 s1) "ab")',
                 "(= n (str.len x))"]:
        assert value_definition(parse_term(text, DECLS))[0] is None, text


def test_a_chain_built_step_by_step_is_eliminated_and_rewritten() -> None:
    """The html-cleaner shape: wrapped equalities, a constant built by concatenation
    once its parts are known, aliases of aliases."""
    formulas = _terms('(= true (= true (= s0 "ht")))', '(= s1 (str.++ s0 "ml"))',
                      "(= s2 s1)", "(= s3 s2)", "(str.prefixof s3 x)", "(= n (str.len x))")
    out = eliminate_values(formulas, Deadline(10))
    assert out is not None
    assert {v.value for v in out.definitions} == {"s0", "s1", "s2", "s3"}
    assert all(d.op == "const" and d.value == "html" for v, d in out.definitions.items()
               if v.value != "s0")
    assert [str(c) for c in out.conjuncts] == ['(str.prefixof "html" x)',
                                                "(= n (str.len x))"]
    assert out.origins[0] == frozenset({0, 1, 2, 3, 4})  # the facts it was made of


def test_nothing_to_eliminate_leaves_the_formulas_alone() -> None:
    assert eliminate_values(_terms('(= s0 (str.++ s1 "a"))', "(> n 2)"), Deadline(10)) is None


def test_the_engine_model_covers_the_eliminated_variables() -> None:
    formulas = _terms('(= s0 "ab")', "(= s1 s0)", "(= s2 s3)",
                      "(= (str.++ s1 s2) (str.++ x s3))", "(>= (str.len s3) 2)",
                      '(str.in_re x (re.+ (str.to_re "ab")))')
    e = Engine()
    for f in formulas:
        e.add(f)
    r = e.check(deadline=Deadline(10))
    assert r.status is Status.SAT and r.model is not None
    # s0, s1, s2, and x: the equation loses its common suffix s3 to the rewriter
    assert r.stats["eliminated.definitions"] == 4
    assert r.model[S[1]] == r.model[X] == "ab" and r.model[S[2]] == r.model[S[3]]
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_an_unsat_core_through_eliminated_definitions_is_unsat() -> None:
    formulas = _terms('(= s0 "ab")', "(= s1 s0)", "(> n 5)", "(= x s1)",
                      "(str.in_re x (re.+ (str.to_re \"b\")))", "(= (str.len s2) 3)")
    e = Engine()
    for f in formulas:
        e.add(f)
    r = e.check(deadline=Deadline(10), core=True, shrink=False)
    assert r.status is Status.UNSAT and r.core is not None
    assert set(r.core) >= {formulas[i] for i in (0, 1, 3, 4)}
    assert formulas[2] not in r.core and formulas[5] not in r.core
    assert_core_unsat(r.core)


_ATOMS = ['(= s0 "a")', '(= s1 "ab")', "(= s0 s1)", "(= s2 s0)", "(= s1 s2)",
          '(= s3 (str.++ s0 "b"))', '(= s1 (str.++ s2 s2))', "(str.prefixof s0 s3)",
          '(not (= s2 "a"))', "(= n (str.len s3))", "(= n 2)", "b", "(not b)",
          "(= b (= s0 s2))", '(str.contains s1 "b")']
_VALUES = ["", "a", "b", "ab", "aa"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_ATOMS), min_size=1, max_size=6))
def test_the_rest_holds_exactly_when_the_extended_assignment_satisfies_all(
        texts: list[str]) -> None:
    formulas = _terms(*texts)
    out = eliminate_values(formulas, Deadline(10))
    if out is None:
        return
    left = sorted(free_vars_many(out.conjuncts), key=lambda v: str(v.value))
    assert not set(left) & out.definitions.keys()
    domains = {STRING: _VALUES, INT: [0, 1, 2, 3], BOOL: [False, True]}
    for values in itertools.product(*(domains[v.sort] for v in left)):
        m = dict(zip(left, values, strict=True))
        rest = all(Evaluator(m).holds(c) for c in out.conjuncts)
        extended = out.extend(m)
        assert rest == all(Evaluator(extended).holds(f) for f in formulas), (texts, m)
