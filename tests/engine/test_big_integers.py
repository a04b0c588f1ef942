"""Integers beyond Python's 4,300-digit ``int``/``str`` conversion limit (CPython's ``str(n)``
raises there, and the Python-semantics layer says so with such a constant) are
translated to z3, read back from its models and printed without that limit (reading
such a numeral from SMT-LIB text is not covered)."""

from __future__ import annotations

from strsat import Int, Solver, sat
from strsat.python import Path, SymInt
from strsat.python.builtins import str_
from strsat.terms import INT
from strsat.terms.printer import value_to_smtlib


def test_a_constant_past_the_digit_limit_is_solved_and_printed() -> None:
    x = Int("x")
    big = 10**5000
    solver = Solver(timeout=20_000)
    solver.add(x > big, x < big + 2)
    assert solver.check() == sat and solver.model()[x] == big + 1
    assert "1" + "0" * 5000 in solver.to_smt2()
    assert value_to_smtlib(-big, INT) == f"(- 1{'0' * 5000})"


def test_str_of_an_int_raises_on_too_many_digits() -> None:
    with Path() as path:
        n = SymInt("n")
        str_(n)
    solver = Solver(timeout=20_000)
    solver.add(path.flipped(0))  # the ValueError side: more than 4,300 digits
    assert solver.check() == sat
    assert solver.model()[n.term] >= 10**4300 or solver.model()[n.term] <= -10**4300


def test_str_of_a_parsed_int_cannot_raise() -> None:
    """``int(s)`` reads at most 4,300 digits, so ``str(int(s))`` never raises: the value's
    bound is in the term, and the flip is unsat at once (it was a search through numerals
    thousands of digits long, and timed out)."""
    from strsat import unsat
    from strsat.python import SymStr
    from strsat.python.builtins import int_
    from strsat.python.conversions import STR_LIMIT_WHAT

    with Path() as path:
        n = int_(SymStr("s"))
        str_(n)
    raising = [i for i, d in enumerate(path.decisions) if d.what == STR_LIMIT_WHAT]
    assert raising
    solver = Solver(timeout=60_000)
    solver.add(path.flipped(raising[0]))
    assert solver.check() == unsat
