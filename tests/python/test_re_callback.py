"""``strsat.python.re_callback``: ``Pattern.sub(function, text)`` on a plain text whose
function returns symbolic strs, Hypothesis-checked against CPython's ``sub``/``subn``:
the value (and the count), the term evaluated for the input, and the ``TypeError`` of a
result that is not a str."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python.re_callback import applies, sub_with_function

PATTERNS = [r"\$(\w+)", r"x*", r"a|b", r"(?P<n>\d+)", r"", r"\b", r"~(\d)~"]
TEXT = st.text(alphabet="ab x$~12", max_size=12)
#: what the function returns for a match: its text (symbolic or plain), None, or an int
RESULTS = st.sampled_from(["sym", "plain", "none", "int"])


def _function(kind: str, symbolic: bool) -> Any:
    def replace(match: re.Match[str]) -> Any:
        if kind == "none":
            return None
        if kind == "int":
            return len(match.group())
        text = "<" + match.group() + ">"
        return SymStr("s", "<") + match.group() + ">" if symbolic and kind == "sym" else text

    return replace


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PATTERNS), TEXT, RESULTS, st.integers(0, 3), st.booleans())
def test_sub_with_a_function_agrees_with_cpython(pattern: str, text: str, kind: str,
                                                 count: int, with_count: bool) -> None:
    compiled = re.compile(pattern)
    method = compiled.subn if with_count else compiled.sub
    try:
        expected: tuple[str, Any] = ("value", method(_function(kind, False), text, count))
    except TypeError as exc:
        expected = ("raise", str(exc))
    trace = Trace({"s": "<"})  # the symbolic prefix's value: what the plain run writes
    with trace:
        try:
            got = sub_with_function(compiled, _function(kind, True), text, count, with_count)
        except TypeError as exc:
            assert expected == ("raise", str(exc))
            return
    value, n = got if with_count else (got, None)
    plain = value.value if isinstance(value, SymStr) else value
    assert expected == ("value", (plain, n) if with_count else plain)
    if isinstance(value, SymStr):
        assert trace.evaluate(value.term) == plain


def test_only_a_plain_text_and_a_function_apply() -> None:
    p = re.compile("a")
    assert applies(p, str.upper, "abc", 0)
    assert not applies(p, "x", "abc", 0)
    assert not applies(p, str.upper, SymStr("s", "a"), 0)
    assert not applies(p, str.upper, "abc", -1)
    assert not applies(re.compile(b"a"), str.upper, "abc", 0)


def test_a_non_str_result_raises_cpythons_type_error() -> None:
    p = re.compile("a")
    with pytest.raises(TypeError) as plain:
        p.sub(lambda m: 1, "bab")
    with Trace({"s": "x"}), pytest.raises(TypeError) as ours:
        sub_with_function(p, lambda m: 1, "bab")
    assert str(plain.value) == str(ours.value)
