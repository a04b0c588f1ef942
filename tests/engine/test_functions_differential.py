"""Differential test of uninterpreted functions against z3 (issue 41).

Random formulas over strings with 1-3 uninterpreted functions of arity 1-2 (argument and
result sorts String, Int, Bool), nested applications, concatenation, ``str.at``, lengths
and integer sums.  strsat's answer must never be the opposite of z3's; every ``sat`` model
must satisfy the formulas under the reference evaluator AND under z3, which is given the
model as ``define-fun`` commands (functions as strsat's ``ite`` tables).  The default run
is short; ``-m slow`` runs many more.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import CheckResult, Engine, Status
from strsat.terms import BOOL, INT, STRING, Sort, Term, boolean, integer, mk, string, var
from strsat.terms.evaluate import Model, evaluate
from strsat.terms.functions import FunctionSymbol, apply, define_fun, function
from strsat.terms.printer import term_to_smtlib, value_to_smtlib

pytest.importorskip("z3")

X, Y = var("x", STRING), var("y", STRING)
N = var("n", INT)
B = var("b", BOOL)
SORTS = (STRING, INT, BOOL)
PEER_TIMEOUT_MS = 5000
OURS_TIMEOUT_S = 10.0

signatures = st.tuples(st.lists(st.sampled_from(SORTS), min_size=1, max_size=2),
                       st.sampled_from(SORTS))
function_lists = st.lists(signatures, min_size=1, max_size=3).map(
    lambda sigs: [function(f"f{i}", dom, rng) for i, (dom, rng) in enumerate(sigs)])


def _terms(fs: list[FunctionSymbol], sort: Sort, depth: int) -> st.SearchStrategy[Term]:
    """Terms of ``sort``: leaves, string and integer operations, and applications of
    the functions of that range (arguments one level shallower)."""
    leaves = {
        STRING: st.one_of(st.sampled_from([X, Y]), st.text("ab", max_size=2).map(string)),
        INT: st.one_of(st.just(N), st.integers(-1, 3).map(integer)),
        BOOL: st.sampled_from([B, mk("not", B), boolean(True), boolean(False)]),
    }[sort]
    if depth == 0:
        return leaves
    options = [leaves]
    apps = [f for f in fs if f.range is sort]
    for f in apps:
        options.append(st.tuples(*(_terms(fs, s, depth - 1) for s in f.domain))
                       .map(lambda args, f=f: apply(f, *args)))
    sub_s, sub_i = _terms(fs, STRING, depth - 1), _terms(fs, INT, depth - 1)
    if sort is STRING:
        options.append(st.builds(lambda a, b: mk("str.++", a, b), sub_s, sub_s))
        options.append(st.builds(lambda a, i: mk("str.at", a, i), sub_s, sub_i))
    elif sort is INT:
        options.append(st.builds(lambda a: mk("str.len", a), sub_s))
        options.append(st.builds(lambda i, j: mk("+", i, j), sub_i, sub_i))
    return st.one_of(*options)


def _atoms(fs: list[FunctionSymbol]) -> st.SearchStrategy[Term]:
    s, i, b = (_terms(fs, sort, 2) for sort in SORTS)
    return st.one_of(
        st.builds(lambda u, v: mk("=", u, v), s, s),
        st.builds(lambda u, v: mk("=", u, v), i, i),
        st.builds(lambda u, v: mk("<=", u, v), i, i),
        st.builds(lambda u, v: mk("str.prefixof", u, v), s, s),
        st.builds(lambda u, v: mk("str.contains", u, v), s, s),
        st.builds(lambda u, v: mk("=", u, v), b, b),
        b,
    )


@st.composite
def problems(draw: st.DrawFn) -> tuple[list[FunctionSymbol], list[Term]]:
    fs = draw(function_lists)
    literal = st.builds(lambda a, neg: mk("not", a) if neg else a, _atoms(fs), st.booleans())
    clause = st.lists(literal, min_size=1, max_size=2).map(
        lambda ls: ls[0] if len(ls) == 1 else mk("or", *ls))
    return fs, draw(st.lists(clause, min_size=1, max_size=5))


def _script(fs: list[FunctionSymbol], assertions: list[Term], model: Model | None) -> str:
    """The problem for z3; with ``model``, its values as definitions instead of the
    declarations (z3 then checks the model: sat iff every assertion holds)."""
    lines = ["(set-logic ALL)"]
    for v in (X, Y, N, B):
        if model is None:
            lines.append(f"(declare-const {v.value} {v.sort})")
        else:
            value = model.get(v, {STRING: "", INT: 0, BOOL: False}[v.sort])
            lines.append(f"(define-fun {v.value} () {v.sort} {value_to_smtlib(value, v.sort)})")
    for f in fs:
        if model is None or f not in model.functions:
            lines.append(f.declaration())
        else:
            lines.append(define_fun(f, model.functions[f]))
    lines += [f"(assert {term_to_smtlib(a)})" for a in assertions]
    return "\n".join(lines) + "\n"


_Z3_CHILD = ("import sys, z3\n"
             "for script in sys.stdin.read().split('\\x00'):\n"
             "    s = z3.Solver(); s.set('timeout', int(sys.argv[1]))\n"
             "    s.from_string(script); print(s.check(), flush=True)\n")


def _z3_answers(*scripts: str) -> list[str]:
    """z3's answers, in a child process killed after 60 s."""
    try:
        out = subprocess.run([sys.executable, "-c", _Z3_CHILD, str(PEER_TIMEOUT_MS)],
                             input="\x00".join(scripts), capture_output=True, text=True,
                             timeout=60)
    except subprocess.TimeoutExpired:
        return ["unknown"] * len(scripts)
    words = out.stdout.split()
    return [w if w in ("sat", "unsat") else "unknown" for w in words] + \
        ["unknown"] * (len(scripts) - len(words))


def _solve(assertions: list[Term]) -> CheckResult:
    engine = Engine()
    for a in assertions:
        engine.add(a)
    return engine.check(deadline=Deadline(OURS_TIMEOUT_S))


def _check(fs: list[FunctionSymbol], assertions: list[Term], tally: dict[str, int]) -> None:
    ours = _solve(assertions)
    scripts = [_script(fs, assertions, None)]
    if ours.status is Status.SAT:
        assert ours.model is not None
        model = ours.model if isinstance(ours.model, Model) else Model(ours.model)
        for a in assertions:
            assert evaluate(a, model) is True, (term_to_smtlib(a), model)
        scripts.append(_script(fs, assertions, model))
    answers = _z3_answers(*scripts)
    theirs = answers[0]
    key = f"{ours.status.value}/{theirs}"
    tally[key] = tally.get(key, 0) + 1
    if ours.status is not Status.UNKNOWN and theirs != "unknown":
        assert ours.status.value == theirs, f"strsat {ours.status.value}, z3 {theirs}\n" \
                                            f"{scripts[0]}"
    if ours.status is Status.SAT:
        assert answers[1] == "sat", f"z3 rejects strsat's model:\n{scripts[1]}"


def _differential(examples: int) -> dict[str, int]:
    tally: dict[str, int] = {}

    @settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))
    @given(problems())
    def run(problem: tuple[list[FunctionSymbol], list[Term]]) -> None:
        _check(*problem, tally)

    run()
    unknown = sum(n for k, n in tally.items() if k.startswith("unknown/"))
    assert unknown <= max(1, examples // 10), tally
    return tally


def test_functions_agree_with_z3() -> None:
    _differential(20)


@pytest.mark.slow
def test_functions_agree_with_z3_many() -> None:
    tally = _differential(600)
    print(tally)
