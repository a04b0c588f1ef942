"""``S.issuperset(s)``, ``S.isdisjoint(s)``, ``S.issubset(s)`` of a set and a symbolic
string (:mod:`strsat.python.set_relations`) agree with CPython
(``semantics_oracle.check``: the value, the decision's condition, the symbolic run) and
are one decision each, with nothing made concrete."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python.set_relations import RELATIONS, relation

SETS = [frozenset("0123456789abcdefABCDEF"), set(), {"a"}, {"a", "b", "ab", 3, None},
        frozenset("é \t"), {"", "x"}]
texts = st.text(alphabet="0a9fgAB é\tx", max_size=6)


def _either(members: Any, name: str) -> Any:
    return lambda s: relation(members, name, s) if isinstance(s, SymStr) \
        else getattr(members, name)(s)


@pytest.mark.parametrize("name", RELATIONS)
@pytest.mark.parametrize("members", SETS, ids=["hex", "empty", "a", "mixed", "latin", "blank"])
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=texts)
def test_set_relation_agrees_with_cpython(name: str, members: Any, text: str) -> None:
    check(_either(members, name), [SYM_STR], [text])


@pytest.mark.parametrize("name", RELATIONS)
def test_one_decision_and_no_note(name: str) -> None:
    with Trace({"s": "12ab"}) as trace:
        relation(SETS[0], name, SymStr("s", "12ab"))
    assert len(trace.decisions) == 1
    assert trace.notes == []
