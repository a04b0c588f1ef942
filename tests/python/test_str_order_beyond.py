"""``<``, ``<=``, ``>``, ``>=`` of a symbolic ``str`` and plain text with a character beyond
U+2FFFF (survey 26: graphql's ``is_unicode_scalar_value``, ``"\\ue000" <= char <=
"\\U0010ffff"``) agree with CPython (``semantics_oracle.check``: values, each decision's
condition and the result's term) and make nothing concrete: the symbolic string's
characters lie in the SMT-LIB alphabet, below the text's first character beyond it
(``SymStr._cmp_beyond``).  On 2daeed14 these ran on the concrete values, noted."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace

INSIDE = "ab\ue000\U0002ffff"
BEYOND = "\U00030000\U0010ffff"


def _orders(s: Any, t: str) -> tuple[Any, ...]:
    return (s < t, s <= t, s > t, s >= t, t < s, t <= s, t > s, t >= s)


beyond = st.builds(lambda a, c, b: a + c + b, st.text(INSIDE, max_size=3),
                   st.sampled_from(BEYOND), st.text(INSIDE + BEYOND, max_size=2))

OPERATIONS: dict[str, Operation] = {
    "orders": (_orders, [SYM_STR, PLAIN], [st.text(INSIDE, max_size=4), beyond]),
}

test_order_beyond_agrees_with_cpython, test_order_beyond_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=120, long_examples=600)


def test_a_scalar_value_test_makes_nothing_concrete() -> None:
    with Trace({"c": "\ue001"}) as trace:
        c = SymStr("c", "\ue001")
        got = "\x00" <= c <= "\ud7ff" or "\ue000" <= c <= "\U0010ffff"
    assert got
    assert trace.notes == [], trace.notes
