"""``s.replace(t, t, k)``: replacing a string by the same term leaves ``s``'s term as it
is (survey 20: babel's ``parse_decimal`` runs ``.replace(decimal_symbol, '.')`` with the
symbol '.', and on main each check carried a ``str.replace_all(x, ".", ".")`` the engine
had to see through, under ``_pydecimal``'s number pattern)."""

from __future__ import annotations

import pytest

from strsat.python import SymStr, Trace

TEXTS = ["", ".", "1,000.5", "a.b..", "x"]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("count", [-1, 0, 1, 2, 64])
@pytest.mark.parametrize("old", [".", "", "ab"])
def test_replace_by_itself_keeps_the_term(text: str, count: int, old: str) -> None:
    with Trace({"s": text}) as trace:
        s = SymStr("s", text)
        same = s.replace(old, old, count)
        decided = list(trace.decisions)
        other = s.replace(old, old + "!", count)  # a real replacement is still one
    assert isinstance(same, SymStr) and same.term == s.term
    assert same.value == text.replace(old, old, count)
    assert other.value == text.replace(old, old + "!", count)
    assert trace.notes == [] and decided == []


def test_a_symbolic_old_replaced_by_itself_keeps_the_term() -> None:
    with Trace({"s": "a.b", "t": "."}):
        s, t = SymStr("s", "a.b"), SymStr("t", ".")
        same = s.replace(t, t)
    assert isinstance(same, SymStr) and same.term == s.term and same.value == "a.b"
