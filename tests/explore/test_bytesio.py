"""The explorer's ``io.BytesIO`` (:class:`strsat.explore.bytesio.ByteBuffer`) against
CPython's: random sequences of reads, seeks, writes and truncations give the same
results, positions, values and exceptions (class and message), on plain bytes and, in a
concrete execution, on a symbolic ``bytes`` (each result's concrete value)."""

from __future__ import annotations

import io
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.explore.bytesio import ByteBuffer
from strsat.python import SymBytes, Trace
from strsat.python.values import SymValue

sizes = st.one_of(st.none(), st.integers(-2, 12))
OPS = st.one_of(
    st.tuples(st.just("read"), sizes),
    st.tuples(st.just("read1"), sizes),
    st.tuples(st.just("readline"), sizes),
    st.tuples(st.just("readlines"), st.integers(-1, 8)),
    st.tuples(st.just("seek"), st.integers(-4, 14), st.sampled_from([0, 1, 2, 3])),
    st.tuples(st.just("tell")),
    st.tuples(st.just("write"), st.one_of(st.binary(max_size=4), st.just("text"))),
    st.tuples(st.just("truncate"), st.one_of(st.none(), st.integers(-1, 12))),
    st.tuples(st.just("getvalue")),
    st.tuples(st.just("next")),
    st.tuples(st.just("close")),
)
data = st.lists(st.sampled_from(b"ab\n\x00\xff"), max_size=10).map(bytes)


def _plain(value: Any) -> Any:
    if isinstance(value, SymValue):
        return value.value
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _apply(buffer: Any, op: tuple[Any, ...]) -> Any:
    name, *args = op
    try:
        if name == "next":
            return "value", _plain(next(buffer))
        if name == "close":
            buffer.close()
            return "value", None
        return "value", _plain(getattr(buffer, name)(*args))
    except (ValueError, TypeError, OSError, StopIteration) as exc:
        return type(exc), str(exc)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(initial=data, ops=st.lists(OPS, max_size=8))
def test_bytebuffer_agrees_with_bytesio(initial: bytes, ops: list[tuple[Any, ...]]) -> None:
    theirs = io.BytesIO(initial)
    mine = ByteBuffer(initial)
    for op in ops:
        assert _apply(mine, op) == _apply(theirs, op), (initial, op)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(initial=data, ops=st.lists(OPS, max_size=6))
def test_bytebuffer_over_a_symbolic_bytes(initial: bytes, ops: list[tuple[Any, ...]]) -> None:
    theirs = io.BytesIO(initial)
    b = SymBytes("b", initial)
    with Trace({b.term: initial.decode("latin-1")}):
        mine = ByteBuffer(b)
        for op in ops:
            assert _apply(mine, op) == _apply(theirs, op), (initial, op)
