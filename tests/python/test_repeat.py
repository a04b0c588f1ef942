"""A constant ``str``/``bytes`` repeated a symbolic number of times
(:mod:`strsat.python.repeat`) against CPython (oracle: ``semantics_oracle.check``): the
result, the decisions and the result's term, on counts on both sides of the ``DOMAIN``
(negative, zero, up to and past :data:`~strsat.python.repeat.REPEAT_SYMBOLIC`)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from semantics_oracle import SYM_BOOL, SYM_INT, agreement_tests

from strsat.python import SymBool, Trace
from strsat.python.context import Kind
from strsat.python.repeat import REPEAT_SYMBOLIC

I, B = SYM_INT, SYM_BOOL
counts = st.one_of(st.integers(-3, 6), st.integers(REPEAT_SYMBOLIC - 1, REPEAT_SYMBOLIC + 2),
                   st.sampled_from([-(2 ** 63), -(2 ** 63) - 1, 2 ** 63]))

OPERATIONS = {
    "str * n": (lambda n: "=" * n, [I], [counts]),
    "n * str": (lambda n: n * "ab", [I], [counts]),
    "bytes * n": (lambda n: b"~" * n, [I], [counts]),
    "n * bytes": (lambda n: n * b"\x00\xff", [I], [counts]),
    "padding": (lambda n: "abc" + "=" * (-n % 4), [I], [st.integers(-9, 9)]),
    # a remainder by a constant (no DOMAIN, below), a negative divisor too
    "str * (n % -3)": (lambda n: "x" * (n % -3), [I], [st.integers(-9, 9)]),
    "bytes * (n % 65)": (lambda n: b"=" * (n % 65), [I], [st.integers(-200, 200)]),
    # a count built of constants by ite: a bool read as an int (no DOMAIN, below)
    "str * bool": (lambda b: "/" * b, [B], [st.booleans()]),
    "bool * bytes": (lambda b: b * b"ab", [B], [st.booleans()]),
    "str * (bool + 1)": (lambda b: "-" * (b + 1), [B], [st.booleans()]),
}

test_repeat_agrees_with_cpython, test_repeat_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 300)


@given(st.booleans(), st.sampled_from(["/", "ab", "\u00e9"]))
def test_a_bool_count_is_exact_without_a_domain(value: bool, text: str) -> None:
    # posixpath.normpath's ``sep * initial_slashes``: on main a DOMAIN decision (a pin:
    # every later refutation of the path "not a proof") and a 64-deep ite
    b = SymBool("b", value)
    trace = Trace({b.term: value})
    with trace:
        got = text * b
    assert not [d for d in trace.decisions if d.kind is Kind.DOMAIN], trace.decisions
    assert got.value == text * value
    assert str(got.term).count("ite") <= 2, got.term  # main: 64 cases


@given(st.integers(-(2 ** 70), 2 ** 70), st.integers(1, 8))
def test_a_remainder_count_is_exact_without_a_domain(value: int, divisor: int) -> None:
    # joserfc's ``b"=" * (-len(s) % 4)``: on 8afd400e a DOMAIN decision and an ite over 65
    # counts (a 290 KB check the engine left unknown); the remainder's values are few
    from strsat.python import SymInt

    n = SymInt("n", value)
    trace = Trace({n.term: value})
    with trace:
        got = "=" * (-n % divisor)
    assert not [d for d in trace.decisions if d.kind is Kind.DOMAIN], trace.decisions
    assert got.value == "=" * (-value % divisor)
    assert str(got.term).count("ite") <= divisor, got.term
