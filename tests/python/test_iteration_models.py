"""Iterating a symbolic string in builtins and ``itertools`` (:mod:`strsat.explore.iteration`)
and ``Counter``'s tally (:func:`strsat.explore.keyed.count_elements`) agree with CPython
(``semantics_oracle.check``), with no length pinned and nothing noted."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import SYM_STR, Operation, agreement_tests

from strsat.explore.iteration import chars, itertools_call
from strsat.explore.keyed import count_elements
from strsat.python import SymStr, Trace

texts = st.text(alphabet="abc ", max_size=6)


def _same(x: Any) -> Any:
    return x


def _call(f: Any, *args: Any, **kwargs: Any) -> Any:
    return itertools_call(f, args, kwargs, _same, _same)


def _sorted(s: Any) -> Any:
    return sorted(chars(s)), list(reversed(chars(s, sequence=True))), tuple(chars(s))


def _groups(s: Any) -> Any:
    return [(k, len(list(g))) for k, g in _call(itertools.groupby, s)]


def _pairs(s: Any) -> Any:
    return (list(_call(itertools.pairwise, s)), list(_call(itertools.chain, s, "x")),
            list(_call(itertools.takewhile, lambda c: c != " ", s)))


def _tally(s: Any) -> Any:
    counts: Counter[Any] = Counter()
    count_elements(counts, chars(s))
    return list(counts.items())


OPERATIONS: dict[str, Operation] = {
    "sorted": (_sorted, [SYM_STR], [texts]),
    "groupby": (_groups, [SYM_STR], [texts]),
    "pairwise_chain_takewhile": (_pairs, [SYM_STR], [texts]),
    "counter": (_tally, [SYM_STR], [texts]),
}

test_iteration_agrees_with_cpython, test_iteration_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=60, long_examples=400)


def test_no_length_is_pinned() -> None:
    with Trace({"s": "abba c"}) as trace:
        for op in (_sorted, _groups, _pairs, _tally):
            op(SymStr("s", "abba c"))
    assert trace.notes == []
    assert all(d.kind.name != "CONCRETE" for d in trace.decisions)
