"""Path conditions that blow up end in an answer or ``unknown``, never in a crash.

Issue 5: deeply nested ``str.replace``, huge constants, 10,000 literals.  Each check
runs under a deadline; a loop that ignored it would show as a test that does not end
(the wall time itself is not asserted: it depends on the machine and its load).  An
``unknown`` must say why.  Each problem's truth is known (a witness checked by the
reference evaluator, or a letter count), and the answer must not contradict it.
"""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate

TIMEOUT = 2.0

x, y = var("x", STRING), var("y", STRING)


def _run(assertions: list[Term], witness: dict[Term, object] | None = None) -> Status:
    """Check ``assertions``; with a ``witness`` (which they must hold in) the answer
    may not be ``unsat``, without one (an unsat problem) it may not be ``sat``."""
    if witness is not None:
        assert all(evaluate(a, witness) is True for a in assertions)
    engine = Engine()
    for a in assertions:
        engine.add(a)
    result = engine.check(deadline=Deadline(TIMEOUT))
    if result.status is Status.SAT:
        assert result.model is not None
        assert all(evaluate(a, result.model) is True for a in assertions)
    elif result.status is Status.UNKNOWN:
        assert result.reason
    assert result.status is not (Status.UNSAT if witness is not None else Status.SAT)
    return result.status


def test_deeply_nested_replace() -> None:
    t: Term = x
    for i in range(200):
        t = mk("str.replace", t, string("a" if i % 2 else "b"), string("ab"))
    x_val = "bbbb"
    y_val = x_val
    for i in range(200):
        y_val = y_val.replace("a" if i % 2 else "b", "ab", 1)
    _run([mk("=", t, y), mk(">", mk("str.len", y), integer(3))], {x: x_val, y: y_val})


def test_huge_constants() -> None:
    big = "ab" * 50_000
    _run([mk("str.contains", x, string(big)),
          mk("str.prefixof", string("b" + big[:1000]), x),
          mk("not", mk("=", x, string(big)))], {x: "b" + big})


def test_ten_thousand_literals() -> None:
    n = var("n", INT)
    lits: list[Term] = []
    for i in range(10_000):
        if i % 3 == 0:
            lits.append(mk("not", mk("=", x, string(str(i)))))
        elif i % 3 == 1:
            lits.append(mk("<=", integer(-i), mk("+", n, mk("str.len", y))))
        else:
            lits.append(mk("not", mk("str.contains", y, string(f"#{i}#"))))
    _run(lits, {x: "x", y: "", n: 0})


@pytest.mark.parametrize("depth", [50, 400])
def test_long_concatenation_equations(depth: int) -> None:
    vs = [var(f"v{i}", STRING) for i in range(depth)]
    left = mk("str.++", *vs, string("a"))
    right = mk("str.++", string("b"), *reversed(vs))
    # unsat: the left side has one more "a" than the right, whatever the v_i are
    _run([mk("=", left, right)])
