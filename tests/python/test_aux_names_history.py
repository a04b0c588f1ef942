"""The Python layer's auxiliary variables are named by the structure of the term they
stand for, not by its serial (issue 40: answers that do not depend on the process's
history).

``Tracer.define`` named a fresh variable ``what!N`` with ``N`` the serial of the term
it stands for, so the same program on the same input gave variables of other names (and
other hashes, hence other places in sets of terms and another order of z3's
declarations) after the process had made other terms.
"""

from __future__ import annotations

from strsat.deadline import Deadline
from strsat.engine import Engine
from strsat.python import SymStr, Trace
from strsat.python.binascii_model import a2b_base64
from strsat.terms import mk, string
from strsat.terms.term import INTERNER, Term
from strsat.terms.walk import free_vars


def traced() -> tuple[Term, list[Term]]:
    """The path condition of decoding a symbolic base64 text and reading a symbolic
    decimal, and the decisions taken on the way."""
    with Trace({}) as trace:
        a2b_base64(SymStr("e", "aGk="))
        int(SymStr("n", "12"))
    return trace.condition(), [d.literal() for d in trace.decisions]


def names(condition: Term) -> list[str]:
    return sorted(str(v.value) for v in free_vars(condition))


def outcome(condition: Term, decisions: list[Term]) -> tuple[str, dict[str, object]]:
    """The answer and the statistics but the timings of the condition with its last
    decision negated (another path), under a work limit and no time limit."""
    engine = Engine()
    engine.add(mk("and", condition, *decisions[:-1], mk("not", decisions[-1])))
    result = engine.check(deadline=Deadline.never().work(200_000, exact=True))
    return result.status.name, {k: v for k, v in result.stats.items() if not k.startswith("time")}


def junk(n: int) -> list[Term]:
    """``n`` terms made and serials taken, as unrelated earlier work does."""
    made = [string(f"unrelated {i}") for i in range(n)]
    for _ in range(n):
        next(INTERNER.ids)
    return made


def test_auxiliary_names_do_not_follow_the_serials() -> None:
    condition, _ = traced()
    first = names(condition)
    assert any(n.startswith(("binascii.a2b_base64!", "int!")) for n in first), first
    del condition
    for n in (1, 7, 1000):
        held = junk(n)
        condition, _ = traced()
        assert names(condition) == first, f"after {n} more serials"
        del condition, held


def test_another_path_costs_the_same_after_unrelated_work() -> None:
    first = outcome(*traced())
    assert first[0] in ("SAT", "UNSAT")
    for n in (1, 3, 1000):
        held = junk(n)
        assert outcome(*traced()) == first, f"after {n} more serials"
        del held
