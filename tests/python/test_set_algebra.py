"""The set algebra of sets holding symbolic members or given symbolic items
(:data:`strsat.explore.keyed.ALGEBRA`: ``union``, ``intersection``, ``difference``,
``symmetric_difference``) agrees with CPython (``semantics_oracle.check``): the same
members (each tested by a membership), the same ``len``, the same type, the same
exceptions; no member hashed in the open.  ``urllib.parse``'s ``_Quoter`` builds
``_ALWAYS_SAFE.union(safe)`` of symbolic bytes (issue 38, survey9's 56 notes)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from semantics_oracle import SYM_BYTES, SYM_INT, SYM_STR, Operation, agreement_tests

from strsat.explore.keyed import contains, frozenset_of, keyed_call, set_of
from strsat.python import SymStr, Trace

short = st.text(alphabet="abc", max_size=2)


def _seen(s: Any, *probes: Any) -> Any:
    return (type(s).__name__, len(s), *(contains(s, p) for p in probes))


def _algebra(a: Any, b: Any, c: Any) -> Any:
    left = set_of([a, b])
    union = keyed_call(left, "union", [c, "a"], (b,))
    meet = keyed_call(frozenset_of([a, "b"]), "intersection", (b, c, "b"), [a, "b", c])
    rest = keyed_call(frozenset({"a", "b", "ab"}), "difference", [a], {c})
    odd = keyed_call(left, "symmetric_difference", set_of([c, "b"]))
    none = keyed_call(set(), "union")
    return [_seen(x, "a", "b", "ab", a, c) for x in (union, meet, rest, odd, none)] + [
        _seen(left, a, b, c)]


def _bytes_union(data: Any, n: Any) -> Any:
    safe = keyed_call(frozenset(b"AB_"), "union", data)
    return _seen(safe, n, 65, 0x2F), keyed_call(safe, "difference", data) == {65, 66, 95}


def _type_error(a: Any) -> Any:
    return keyed_call(set_of([a]), "union", 5)


OPERATIONS: dict[str, Operation] = {
    "algebra": (_algebra, [SYM_STR, SYM_STR, SYM_STR], [short, short, short]),
    "bytes_union": (_bytes_union, [SYM_BYTES, SYM_INT], [
        st.binary(max_size=3).map(lambda b: bytes(x % 128 for x in b)),
        st.sampled_from([0, 47, 65, 66, 95, 97, 200])]),
    "type_error": (_type_error, [SYM_STR], [short]),
}

test_set_algebra_agrees_with_cpython, test_set_algebra_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=60, long_examples=300)


def test_the_union_of_symbolic_items_hashes_nothing_in_the_open() -> None:
    with Trace({"s": "ab"}) as trace:
        s = SymStr("s", "ab")
        made = keyed_call(frozenset({"a"}), "union", [s, s + "x"])
        assert contains(made, "abx")
    assert not trace.notes, trace.notes
    assert type(made) is frozenset
