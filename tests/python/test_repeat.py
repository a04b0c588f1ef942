"""A constant ``str``/``bytes`` repeated a symbolic number of times
(:mod:`strsat.python.repeat`) against CPython (oracle: ``semantics_oracle.check``): the
result, the decisions and the result's term, on counts on both sides of the ``DOMAIN``
(negative, zero, up to and past :data:`~strsat.python.repeat.REPEAT_SYMBOLIC`)."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import SYM_INT, agreement_tests

from strsat.python.repeat import REPEAT_SYMBOLIC

I = SYM_INT
counts = st.one_of(st.integers(-3, 6), st.integers(REPEAT_SYMBOLIC - 1, REPEAT_SYMBOLIC + 2),
                   st.sampled_from([-(2 ** 63), -(2 ** 63) - 1, 2 ** 63]))

OPERATIONS = {
    "str * n": (lambda n: "=" * n, [I], [counts]),
    "n * str": (lambda n: n * "ab", [I], [counts]),
    "bytes * n": (lambda n: b"~" * n, [I], [counts]),
    "n * bytes": (lambda n: n * b"\x00\xff", [I], [counts]),
    "padding": (lambda n: "abc" + "=" * (-n % 4), [I], [st.integers(-9, 9)]),
}

test_repeat_agrees_with_cpython, test_repeat_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 40, 300)
