"""pySMT drives strsat as a generic SMT-LIB solver process (issue 22, item 4).

pySMT's ``SmtLibSolver`` starts ``strsat -`` and talks to it over pipes: it sends
``(set-option :print-success true)``, ``(set-option :diagnostic-output-channel "stdout")``,
``:produce-models``, ``set-logic``, declarations, ``push``/``pop``, ``check-sat``,
``get-value``, and fails on any answer but ``success``.  The formulas are pySMT's own
string examples (``pysmt.test.examples``, the QF_SLIA ones), with their expected
verdicts; every model is checked by pySMT's evaluator.  Skipped without pySMT.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pysmt = pytest.importorskip("pysmt")

from pysmt.environment import Environment  # noqa: E402
from pysmt.logics import QF_SLIA  # noqa: E402
from pysmt.shortcuts import reset_env  # noqa: E402
from pysmt.test.examples import get_example_formulae  # noqa: E402

SRC = str(Path(__file__).resolve().parents[2] / "src")


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch) -> Environment:
    """A pySMT environment with strsat registered as in docs/howto/pysmt.md (the checkout's
    own strsat: the solver process gets this ``src`` on its path)."""
    monkeypatch.setenv("PYTHONPATH", SRC)
    env = reset_env()  # pySMT parses the solver's answers in its global environment
    env.factory.add_generic_solver("strsat", [sys.executable, "-m", "strsat", "-"],
                                   [QF_SLIA])
    return env


def string_examples(env: Environment) -> list:  # type: ignore[type-arg]
    examples = [e for e in get_example_formulae(environment=env)
                if e.logic <= QF_SLIA and e.logic.theory.strings]
    assert len(examples) >= 7  # pySMT 0.9.6 has 13
    return examples


def test_pysmt_examples_verdicts_and_models(env: Environment) -> None:
    """Each example in its own solver process: validity and satisfiability under
    push/pop, then the model by get_model and get_value.  (pySMT 0.9.6 leaves the
    newline after a get-value answer unread, so a later command on the same process
    reads an empty answer, whatever the solver: z3 fails the same way.  The values are
    therefore read last.)"""
    mgr = env.formula_manager
    examples = string_examples(env)
    for example in examples:
        f = example.expr
        with env.factory.Solver(name="strsat", logic=QF_SLIA) as solver:
            solver.push()
            solver.add_assertion(mgr.Not(f))
            assert solver.solve() != example.is_valid, f.serialize()
            solver.pop()
            solver.push()
            solver.add_assertion(f)
            assert solver.solve() == example.is_sat, f.serialize()
            if example.is_sat:
                model = solver.get_model()
                assert model.get_value(f).is_true(), (f.serialize(), model)
                for v in f.get_free_variables():
                    value = solver.get_value(v)
                    assert value.is_constant() and value == model.get_value(v)
                assert solver.get_value(f).is_true()


def test_pysmt_incremental_use(env: Environment) -> None:
    mgr = env.formula_manager
    from pysmt.typing import INT, STRING

    s = mgr.Symbol("s", STRING)
    n = mgr.Symbol("n", INT)
    with env.factory.Solver(name="strsat", logic=QF_SLIA) as solver:
        solver.add_assertion(mgr.Equals(mgr.StrLength(s), n))
        solver.add_assertion(mgr.GT(n, mgr.Int(2)))
        solver.push()
        solver.add_assertion(mgr.LT(n, mgr.Int(0)))
        assert not solver.solve()
        solver.pop()
        solver.push()
        solver.add_assertion(mgr.Equals(mgr.StrConcat(s, mgr.String("z")), mgr.String("xyzz")))
        assert solver.solve()
        solver.pop()
        solver.add_assertion(mgr.StrContains(s, mgr.String("ab")))
        assert solver.solve()
        value = solver.get_value(s).constant_value()
        assert "ab" in value and len(value) > 2
        assert solver.get_py_value(n) == len(value)
