"""``unicodedata.normalize``, ``category`` and ``bidirectional`` of symbolic strings
(:mod:`strsat.python.unicodedata_model`) agree with CPython (``semantics_oracle.check``:
values, exceptions, decisions, terms), and an ASCII string is normalized without a
note."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python.unicodedata_model import MODELS, normalize

texts = st.one_of(st.text(alphabet="aZ09 -_\t", max_size=6),
                  st.text(alphabet="ae\u0301\u00e9\ufb01\u2460\u1100\u1161", max_size=4))
#: the theory's alphabet is SMT-LIB's, U+0000..U+2FFFF
alphabet = st.characters(max_codepoint=0x2FFFF)
chars = st.one_of(alphabet, st.text(alphabet=alphabet, max_size=2))


def _either(real: Any) -> Any:
    model = MODELS[real]
    return lambda *a: model(*a) if any(isinstance(x, SymStr) for x in a) else real(*a)


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(form=st.sampled_from(["NFC", "NFD", "NFKC", "NFKD", "X"]), text=texts)
def test_normalize_agrees_with_cpython(form: str, text: str) -> None:
    check(_either(unicodedata.normalize), [PLAIN, SYM_STR], [form, text])


@pytest.mark.parametrize("real", [unicodedata.category, unicodedata.bidirectional])
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(char=chars)
def test_character_property_agrees_with_cpython(real: Any, char: str) -> None:
    check(_either(real), [SYM_STR], [char])


def test_ascii_is_normalized_without_a_note() -> None:
    with Trace({"s": "Hello-World"}) as trace:
        out = normalize("NFKD", SymStr("s", "Hello-World"))
    assert isinstance(out, SymStr)
    assert trace.notes == []
    assert len(trace.decisions) == 1
