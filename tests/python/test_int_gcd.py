"""``math.gcd``/``math.lcm`` of symbolic ints (:mod:`strsat.python.int_gcd`) against
CPython (oracle: ``semantics_oracle.check``: the result, every decision's condition and
the result's term under the arguments).  On main both were C calls that made a symbolic
argument concrete ("a call to math.gcd: a symbolic value made concrete")."""

from __future__ import annotations

import math
import textwrap
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_INT, agreement_tests

from explore.helpers import explore_source, outcomes
from strsat.python import SymInt, Trace
from strsat.python.int_gcd import PIN_ONE, gcd, lcm
from strsat.terms import INT, integer, mk, var
from strsat.terms.evaluate import Evaluator

I, P, B = SYM_INT, PLAIN, SYM_BOOL
SMALL = st.integers(-400, 400)
ANY = st.one_of(SMALL, st.integers(-(2 ** 40), 2 ** 40))
CONSTANTS = st.one_of(st.sampled_from([0, 1, -1, 12, -12, 360, 720720, 97, 2 ** 20]), SMALL)

OPERATIONS = {
    "gcd(x, c)": (gcd, [I, P], [SMALL, CONSTANTS]),
    "gcd(c, x)": (gcd, [P, I], [CONSTANTS, ANY]),
    "gcd(x)": (gcd, [I], [ANY]),
    "gcd(x, y, c)": (gcd, [I, I, P], [SMALL, SMALL, CONSTANTS]),
    "gcd(x, c, d)": (gcd, [I, P, P], [SMALL, CONSTANTS, CONSTANTS]),
    "gcd(b, c)": (gcd, [B, P], [st.booleans(), CONSTANTS]),
    "lcm(x, c)": (lcm, [I, P], [SMALL, CONSTANTS]),
    "lcm(c, x, d)": (lcm, [P, I, P], [CONSTANTS, ANY, CONSTANTS]),
    "lcm(x)": (lcm, [I], [ANY]),
    # the second argument takes finitely many nonzero values (the divisors of 12): the
    # gcd divides one of them (a Fraction's reduced denominator against its numerator)
    "gcd(x, gcd(y, 12))": (lambda x, y: gcd(x, gcd(y, 12)), [I, I], [ANY, SMALL]),
    "gcd(x, gcd(y, 12), z)": (lambda x, y, z: gcd(x, gcd(y, 12), z), [I, I, I],
                              [SMALL, SMALL, SMALL]),
    "gcd()": (lambda: gcd(), [], []),
    "lcm()": (lambda: lcm(), [], []),
}

#: every operation agrees with CPython (40 examples each; 400 in the slow run)
test_gcd_operation_agrees_with_cpython, test_gcd_operation_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 400)


def test_what_is_not_linear_runs_concretely_with_a_note() -> None:
    x, y = var("x", INT), var("y", INT)
    trace = Trace({x: 12, y: 18})
    with trace:
        multiple = lcm(SymInt(x, 12), SymInt(y, 18))
    assert multiple == 36
    assert sum("not modelled symbolically" in n for n in trace.notes) == 1, trace.notes


def test_two_symbolic_arguments_pin_the_smaller_nonzero_one() -> None:
    """``gcd(x, y)``: ``x`` (12, the smaller nonzero value) is pinned, with a note, and
    the gcd is the case split over its divisors of ``y``; on main both were made
    concrete, and a 0 pinned would say nothing of the other (``gcd(0, y) = |y|``)."""
    x, y, z = var("x", INT), var("y", INT), var("z", INT)
    trace = Trace({x: 12, y: 18, z: 0})
    with trace:
        got = gcd(SymInt(z, 0), SymInt(y, 18), SymInt(x, 12))
    assert got == 6 and isinstance(got, SymInt)
    assert [d.condition for d in trace.decisions if d.kind.name == "CONCRETE"] == \
        [mk("=", x, integer(12))]
    assert trace.notes == [PIN_ONE + ": a symbolic value made concrete"], trace.notes
    for values in ({y: 30, z: 0}, {y: 7, z: 0}, {y: 18, z: 4}):
        assert Evaluator({x: 12, **values}).evaluate(got.term) == \
            math.gcd(12, values[y], values[z])


SOURCE = textwrap.dedent('''
    import math


    def g(a: int, b: int) -> str:
        d = math.gcd(a, b)
        if d == 1:
            return "coprime"
        if d > 5 and 0 < a < 100 and 0 < b < 100:
            return "big"
        return "small"
''')


def test_an_exploration_reaches_a_common_divisor(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "common_divisor.py", SOURCE, "g", max_paths=8,
                            check_timeout=10.0, coverage=False)
    assert {("return", "coprime"), ("return", "big")} <= outcomes(result)


def test_an_argument_of_finitely_many_values_bounds_the_gcd() -> None:
    x, y = var("x", INT), var("y", INT)
    trace = Trace({x: 20, y: 18})
    with trace:
        got = gcd(SymInt(x, 20), gcd(SymInt(y, 18), 12))
    assert got == 2 and isinstance(got, SymInt) and not trace.notes


def test_a_non_int_is_cpythons_type_error() -> None:
    x = var("x", INT)
    with Trace({x: 3}):
        for run in (gcd, lcm):
            try:
                run(SymInt(x, 3), 1.5)
            except TypeError as exc:
                assert str(exc) == "'float' object cannot be interpreted as an integer"
            else:
                raise AssertionError(run)
    assert math.gcd(3) == 3
