"""``x in seq`` for a tuple or list holding symbolic values as one formula
(:mod:`strsat.python.membership`, issue 38's ninth survey) against CPython's
``in``: the outcome on the plain values (``semantics_oracle.check``: each decision's
condition holds under the inputs, and the terms alone give the same outcome), and one
decision where CPython's item-by-item comparison took one per item."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_BYTES, SYM_INT, SYM_STR, agreement_tests

from strsat.explore.runtime import contains
from strsat.python import SymInt, SymStr, Trace
from strsat.python.membership import ITEM_LIMIT, contains_in_sequence

S, I, Y, BO, P = SYM_STR, SYM_INT, SYM_BYTES, SYM_BOOL, PLAIN

texts = st.sampled_from(["", "a", "+", "-", "ab", "Z"])
ints = st.integers(-2, 4)
raw = st.sampled_from([b"", b"a", b"+", b"\xff"])
others = st.sampled_from([None, 1.0, "a", 1, b"a", True, ("a",)])


def _in_tuple(x: Any, a: Any, b: Any) -> Any:
    return contains(x, (a, b, None, 3, "a"))


def _in_list(x: Any, a: Any, other: Any) -> Any:
    return contains(x, [a, other, "+"])


def _not_in(x: Any, a: Any) -> Any:
    return not contains(x, (a, "-", b"-", 0))


def _plain_in_symbolic(a: Any, b: Any) -> Any:
    return contains("+", [a, b]), contains(2, (a, b)), contains(None, (a,))


floats = st.sampled_from([1.0, 0.0, -2.0, 0.5, 1e20, float("nan"), float("inf")])


def _eq_float(x: Any, f: Any) -> Any:
    """``int == float`` (and ``bool``), as CPython: exact (the membership of an int among
    floats is CPython's own ``in``, over these)."""
    return x == f, f == x, x != f, contains(x, [f, "a"])


OPERATIONS = {
    "int_eq_float": (_eq_float, [I, P], [st.one_of(ints, st.just(10 ** 20)), floats]),
    "bool_eq_float": (_eq_float, [BO, P], [st.booleans(), floats]),
    "str_in_tuple": (_in_tuple, [S, P, S], [texts, texts, texts]),
    "int_in_tuple": (_in_tuple, [I, P, I], [ints, ints, ints]),
    "bool_in_tuple": (_in_tuple, [BO, P, I], [st.booleans(), ints, ints]),
    "bytes_in_tuple": (_in_tuple, [Y, P, Y], [raw, raw, raw]),
    "str_in_list_with_others": (_in_list, [S, S, P], [texts, texts, others]),
    "int_in_list_with_others": (_in_list, [I, P, P], [ints, ints, others]),
    "not_in": (_not_in, [S, P], [texts, texts]),
    "int_not_in": (_not_in, [I, I], [ints, ints]),
    "plain_in_symbolic_str": (_plain_in_symbolic, [S, S], [texts, texts]),
    "plain_in_symbolic_int": (_plain_in_symbolic, [I, I], [ints, ints]),
}

test_agrees_with_cpython, test_agrees_with_cpython_long = agreement_tests(OPERATIONS, 40, 300)


def test_one_decision_for_the_whole_tuple() -> None:
    n = SymInt("n", 2)
    with Trace({n.term: 2}) as trace:
        assert not contains(n, (0, 1, 3))
    assert len(trace.decisions) == 1


def test_other_items_are_left_to_cpython() -> None:
    s = SymStr("s", "a")
    assert contains_in_sequence(s, (1.5, "a")) is None  # a float: CPython's ==
    assert contains_in_sequence(s, ("a",) * (ITEM_LIMIT + 1)) is None
    assert contains_in_sequence(s, (("a",),)) is None  # a tuple item
    assert contains_in_sequence(s, [s]) is True  # identity
    assert contains_in_sequence("a", ("a", "b")) is None  # nothing symbolic
