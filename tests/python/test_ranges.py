"""``range`` of symbolic bounds (:mod:`strsat.python.ranges`) against CPython (oracle:
``semantics_oracle.check``: the result, every decision's condition and the result's term
under the arguments).  On main its length was "len(range(...)): a symbolic value made
concrete" (antlr4's ``IntervalSet.__len__``, survey31), membership iterated the range,
``repr`` was the object's and ``isinstance(r, range)`` false."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_INT, agreement_tests

from strsat.python import SymInt, Trace
from strsat.python.builtins import isinstance_, len_, range_
from strsat.terms import INT, var

I, P, B = SYM_INT, PLAIN, SYM_BOOL
SMALL = st.integers(-12, 12)
STEP = st.sampled_from([1, 1, 2, 3, -1, -2, -3])

OPERATIONS = {
    "len(range(x))": (lambda x: len_(range_(x)), [I], [SMALL]),
    "len(range(x, y))": (lambda x, y: len_(range_(x, y)), [I, I], [SMALL, SMALL]),
    "len(range(x, c, s))": (lambda x, c, s: len_(range_(x, c, s)), [I, P, P],
                            [SMALL, SMALL, STEP]),
    "len(range(c, y, s))": (lambda c, y, s: len_(range_(c, y, s)), [P, I, P],
                            [SMALL, SMALL, STEP]),
    "len(range(b, y))": (lambda b, y: len_(range_(b, y)), [B, I], [st.booleans(), SMALL]),
    "z in range(x, y)": (lambda x, y, z: z in range_(x, y), [I, I, I], [SMALL, SMALL, SMALL]),
    "c in range(x, y, s)": (lambda x, y, c, s: c in range_(x, y, s), [I, I, P, P],
                            [SMALL, SMALL, SMALL, STEP]),
    "z in range(c, y, s)": (lambda c, y, z, s: z in range_(c, y, s), [P, I, I, P],
                            [SMALL, SMALL, SMALL, STEP]),
    "bool(range(x, y, s))": (lambda x, y, s: bool(range_(x, y, s)), [I, I, P],
                             [SMALL, SMALL, STEP]),
    "range(x, y, s)[i]": (lambda x, y, s, i: range_(x, y, s)[i], [I, I, P, P],
                          [SMALL, SMALL, STEP, SMALL]),
    "range(x, c)[i]": (lambda x, c, i: range_(x, c)[i], [I, P, I], [SMALL, SMALL, SMALL]),
    "range(x, y).count(z)": (lambda x, y, z: range_(x, y).count(z), [I, I, I],
                             [SMALL, SMALL, SMALL]),
    "range(x, y, s).index(c)": (lambda x, y, s, c: range_(x, y, s).index(c), [I, I, P, P],
                                [SMALL, SMALL, STEP, SMALL]),
    "list(range(x, c, s))": (lambda x, c, s: list(range_(x, c, s)), [I, P, P],
                             [SMALL, SMALL, STEP]),
    "repr(range(x, y, s))": (lambda x, y, s: repr(range_(x, y, s)), [I, I, P],
                             [SMALL, SMALL, STEP]),
    "range(x, y) == range(c, d)": (lambda x, y, c, d: range_(x, y) == range(c, d),
                                   [I, I, P, P], [SMALL, SMALL, SMALL, SMALL]),
    "range(x, 1.5)": (lambda x: range_(x, 1.5), [I], [SMALL]),
}

#: every operation agrees with CPython (40 examples each; 400 in the slow run)
test_range_operation_agrees_with_cpython, test_range_operation_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 400)


def test_length_membership_and_truth_stay_symbolic_without_notes() -> None:
    x, y = var("x", INT), var("y", INT)
    trace = Trace({x: 2, y: 9})
    with trace:
        r = range_(SymInt(x, 2), SymInt(y, 9), 3)
        n = len_(r)
        inside = 5 in r
        some = bool(r)
    assert isinstance(n, SymInt) and n.value == 3 and inside and some
    assert not trace.notes, trace.notes


def test_a_symbolic_range_is_a_range_with_cpythons_repr() -> None:
    x = var("x", INT)
    with Trace({x: 4}):
        r = range_(1, SymInt(x, 4), 2)
        assert isinstance_(r, range) and isinstance_(r, (str, range))
        assert repr(r) == "range(1, 4, 2)"
