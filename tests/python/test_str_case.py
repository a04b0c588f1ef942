"""``lower``, ``upper``, ``casefold`` and ``swapcase`` of a symbolic ``str`` beyond ASCII
(:mod:`strsat.python.str_case`: one character at a time) agree with CPython
(``semantics_oracle.check``: values, decisions and the terms), and pin nothing but a
capital sigma under ``lower``/``swapcase``."""

from __future__ import annotations

import pytest
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace

# ASCII, Latin-1 (ß, ÿ, µ), Latin Extended-A/B (İ, ı, ǅ), Greek (Σ, ς, ΐ), Cyrillic,
# Armenian (և), a ligature (ﬁ), letters that do not change (中, 1)
texts = st.text(alphabet="aZ ßÿµÉİıǅΣσςΐЖжևﬁ中1\u1e9e\u2126", max_size=5)

OPERATIONS: dict[str, Operation] = {
    name: ((lambda n: lambda s: getattr(s, n)())(name), [SYM_STR], [texts])
    for name in ("lower", "upper", "casefold", "swapcase")}

test_case_agrees_with_cpython, test_case_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=100, long_examples=600)


@pytest.mark.parametrize("name", ["lower", "upper", "casefold", "swapcase"])
def test_beyond_ascii_pins_nothing(name: str) -> None:
    text = "Straße ÉÇ İ ǅ Жук"
    with Trace({"s": text}) as trace:
        out = getattr(SymStr("s", text), name)()
    assert isinstance(out, SymStr) and out.value == getattr(text, name)()
    assert trace.notes == []


def test_a_capital_sigma_is_the_edge() -> None:
    with Trace({"s": "ΟΔΟΣ"}) as trace:
        assert SymStr("s", "ΟΔΟΣ").lower() == "οδος"
    assert any("capital sigma" in n for n in trace.notes)
