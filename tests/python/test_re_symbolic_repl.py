"""``re.sub``/``Pattern.subn`` with a symbolic replacement (issue 38: a slug maker's
``re.sub(pattern, separator, text)`` with the separator a parameter): a replacement
without a backslash is its own text, decided once, so it stays symbolic; agreement with
CPython by ``semantics_oracle.check`` (values, ``re.error`` of a bad template)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re

PATTERNS = [r"[^a-z0-9]+", r"-{2,}", r"(a)(b)?", r"\s"]
repls = st.text(alphabet="-_a\\1g<>", max_size=4)
texts = st.text(alphabet="ab -_!\n", max_size=7)


def _sub(pattern: str, n: int) -> Any:
    def run(repl: Any, text: Any) -> Any:
        if isinstance(repl, SymStr) or isinstance(text, SymStr):
            return sym_re.compile(pattern).subn(repl, text, n)
        return re.compile(pattern).subn(repl, text, n)
    return run


@pytest.mark.parametrize("pattern", PATTERNS)
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(repl=repls, text=texts, n=st.integers(0, 2))
def test_symbolic_replacement_agrees_with_cpython(pattern: str, repl: str, text: str,
                                                  n: int) -> None:
    check(_sub(pattern, n), [SYM_STR, SYM_STR], [repl, text])
    check(_sub(pattern, n), [SYM_STR, PLAIN], [repl, text])


def test_a_separator_stays_symbolic() -> None:
    with Trace({"r": "-"}) as trace:
        out = sym_re.sub(r"[^a-z0-9]+", SymStr("r", "-"), "hello world")
    assert trace.notes == []
    assert isinstance(out, SymStr) and out.value == "hello-world"
