"""``unicodedata``'s functions of one character with a symbolic ``default``
(``python/unicodedata_chars.py``, brief survey29: natsort's ``unicodedata.numeric(x,
key(x))``) against CPython, the exceptions (``TypeError`` for a string that is not one
character) included: the default itself where the character has no value, no note."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python.unicodedata_model import MODELS

#: characters with and without each value, and strings that are not one character
chars = st.one_of(st.sampled_from(list("a0٣²½Ⅻ௲ \u00e9\u4e00\U00020000")),
                  st.characters(max_codepoint=0x2FFFF),
                  st.text(alphabet="a0²", max_size=2))
def _either(real: Any) -> Any:
    model = MODELS[real]
    return lambda *a: model(*a) if any(isinstance(x, SymStr) for x in a) else real(*a)


@pytest.mark.parametrize("real", [unicodedata.numeric, unicodedata.decimal, unicodedata.digit])
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(char=chars, default=st.text(alphabet="xy", max_size=2))
def test_a_symbolic_default_agrees_with_cpython(real: Any, char: str, default: str) -> None:
    check(_either(real), [SYM_STR, SYM_STR], [char, default])


def test_the_default_is_returned_itself_without_a_note() -> None:
    char, default = SymStr("c"), SymStr("d")
    with Trace({char.term: "a", default.term: "xy"}) as trace:
        got = MODELS[unicodedata.numeric](char, default)
    assert got is default and not trace.notes, trace.notes
    with Trace({char.term: "\u00bd", default.term: "xy"}) as trace:
        got = MODELS[unicodedata.numeric](char, default)
    assert got == 0.5, got
