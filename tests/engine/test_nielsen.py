"""Word-equation systems with length facts decided on their Nielsen graph
(engine/procedures/nielsen.py): which problems qualify, unsat cores, the acyclic unsat case,
and agreement with brute force on short words."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Status
from strsat.engine.procedures.nielsen import decide_quadratic
from strsat.smtlib import parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

X, Y, N = var("x", STRING), var("y", STRING), var("n", INT)
DECLS = [X, Y, N]


def decide(*texts: str, track: bool = False):
    formulas = [parse_term(t, DECLS) for t in texts]
    return formulas, decide_quadratic(formulas, Deadline(10), track=track)


def test_memberships_and_other_string_functions_are_left_to_the_loop() -> None:
    assert decide('(= (str.++ x "ab") (str.++ "ba" x))',
                  '(str.in_re x (re.* (str.to_re "b")))')[1] is None
    assert decide('(= (str.++ x "ab") (str.++ "ba" x))', '(= y (str.substr x 0 1))')[1] is None
    assert decide('(> (str.len x) 3)')[1] is None  # no equation: nothing to do here


def test_an_equation_with_a_long_constant_is_left_to_the_loop() -> None:
    # one simple path per split of the constant, each an integer problem: the loop's
    # segment search (CONST_PATTERN) decides it at once
    from strsat.engine.procedures.nielsen import MAX_CONSTANT

    long = "ab" * MAX_CONSTANT
    assert decide(f'(= (str.++ x y) "{long}")', f'(= (str.len x) {MAX_CONSTANT})')[1] is None
    short = long[:MAX_CONSTANT]
    r = decide(f'(= (str.++ x y) "{short}")', '(= (str.len x) 3)')[1]
    assert r is not None and r.status is Status.SAT


def test_unsat_without_lengths_has_the_equations_as_core() -> None:
    formulas, r = decide('(= (str.++ x "abc" y) (str.++ y "acb" x))', '(> (str.len x) 3)',
                         '(= n 4)', track=True)
    assert r is not None and r.status is Status.UNSAT
    assert r.core == [formulas[0]]


def test_pumped_cycle_meets_a_lower_bound_and_int_variables_get_values() -> None:
    formulas, r = decide('(= (str.++ x "ab") (str.++ "ba" x))', '(> (str.len x) 1000)',
                         '(= n (+ (str.len x) 1))')
    assert r is not None and r.status is Status.SAT
    assert r.model is not None and len(r.model[X]) > 1000  # type: ignore[arg-type]
    assert all(Evaluator(r.model).holds(f) for f in formulas)


def test_finitely_many_walks_none_meeting_the_lengths_is_unsat() -> None:
    # x·y = "ab" has three solutions, none with |x| = 3; its live graph has no cycle
    formulas, r = decide('(= (str.++ x y) "ab")', '(= (str.len x) 3)', track=True)
    assert r is not None and r.status is Status.UNSAT
    assert r.core == formulas


def test_cycles_with_lengths_never_met_stay_unknown() -> None:
    # x = (ba)*b has odd lengths only: walks are unbounded, so no unsat claim
    _, r = decide('(= (str.++ x "ab") (str.++ "ba" x))', '(= (str.len x) 4)')
    assert r is None


_sides = st.lists(st.sampled_from("xyab"), min_size=0, max_size=5).map("".join)
_WORDS = ["".join(p) for k in range(5) for p in itertools.product("ab", repeat=k)]


def _smt(side: str) -> str:
    parts = [{"x": "x", "y": "y"}.get(c, f'"{c}"') for c in side]
    return "(str.++ " + " ".join(parts) + ")" if len(parts) > 1 else (parts[0] if parts else '""')


@settings(max_examples=120, deadline=None)
@given(_sides, _sides, st.sampled_from(["=", ">=", "<="]), st.integers(0, 4))
def test_answers_agree_with_brute_force_on_short_words(left: str, right: str, op: str,
                                                       bound: int) -> None:
    if any((left + right).count(v) > 2 for v in "xy"):
        return
    formulas, r = decide(f"(= {_smt(left)} {_smt(right)})", f"({op} (str.len x) {bound})")
    if r is None:
        return
    if r.status is Status.SAT:
        assert r.model is not None
        assert all(Evaluator(r.model).holds(f) for f in formulas)
    else:
        assert r.status is Status.UNSAT
        assert not any(all(Evaluator({X: a, Y: b}).holds(f) for f in formulas)
                       for a in _WORDS for b in _WORDS), (left, right, op, bound)


def test_a_solution_too_long_to_write_is_not_unsat() -> None:
    # cvc5's witness-model: the only walk's lengths are met, but |q| = 10^38 cannot be
    # written; that is "unknown here", never unsat (found by the corpus run)
    _, r = decide(f"(= (str.len x) {10 ** 38})", '(= y (str.++ x "A"))')
    assert r is None


def test_the_cycle_search_does_not_walk_into_dead_ends() -> None:
    """A node with one short cycle and, searched first, a binary tree of 2^16 nodes
    that never leads back: the cycle is found (the tree is never entered)."""
    from types import SimpleNamespace

    from strsat.engine.procedures.nielsen import MAX_CYCLE_STEPS, _cycles

    depth = 16
    assert 2 ** depth > MAX_CYCLE_STEPS
    edges: dict = {"start": [("back", None, (), frozenset()), ("t", None, (), frozenset())]}
    edges["back"] = [("start", None, (), frozenset())]
    frontier = ["t"]
    for _ in range(depth):
        grown = []
        for node in frontier:
            children = [node + "0", node + "1"]
            edges[node] = [(c, None, (), frozenset()) for c in children]
            grown += children
        frontier = grown
    back: dict = {}
    for node, out in edges.items():
        for edge in out:
            back.setdefault(edge[0], []).append(node)
    found = _cycles(SimpleNamespace(edges=edges), back, "start", Deadline(None))  # type: ignore[arg-type]
    assert [[e[0] for e in c] for c in found] == [["back", "start"]]
