"""Path conditions that blow up end in an answer or ``unknown``, never in a crash.

Issue 5: deeply nested ``str.replace``, huge constants, 10,000 literals.  Each check
runs under a deadline; a loop that ignored it would show as a test that does not end
(the wall time itself is not asserted: it depends on the machine and its load).  An
``unknown`` must say why.
"""

from __future__ import annotations

import pytest

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate

TIMEOUT = 2.0

x, y = var("x", STRING), var("y", STRING)


def _run(assertions: list[Term]) -> Status:
    engine = Engine()
    for a in assertions:
        engine.add(a)
    result = engine.check(deadline=Deadline(TIMEOUT))
    if result.status is Status.SAT:
        assert result.model is not None
        assert all(evaluate(a, result.model) is True for a in assertions)
    elif result.status is Status.UNKNOWN:
        assert result.reason
    return result.status


def test_deeply_nested_replace() -> None:
    t: Term = x
    for i in range(200):
        t = mk("str.replace", t, string("a" if i % 2 else "b"), string("ab"))
    _run([mk("=", t, y), mk(">", mk("str.len", y), integer(3))])


def test_huge_constants() -> None:
    big = "ab" * 50_000
    _run([mk("str.contains", x, string(big)),
          mk("str.prefixof", string("b" + big[:1000]), x),
          mk("not", mk("=", x, string(big)))])


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
    _run(lits)


@pytest.mark.parametrize("depth", [50, 400])
def test_long_concatenation_equations(depth: int) -> None:
    vs = [var(f"v{i}", STRING) for i in range(depth)]
    left = mk("str.++", *vs, string("a"))
    right = mk("str.++", string("b"), *reversed(vs))
    _run([mk("=", left, right)])
