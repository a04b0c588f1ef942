"""The first character of a class, read as one term (issue 38): ``next(i for i, c in
enumerate(s) if P(c))`` (bitmath's ``parse_string``), ``next((c for c in s if P(c)),
default)`` and the loops ``for i, c in enumerate(s): if P(c): break``/``return ...`` and
``for c in s: if P(c): break; n += 1`` (:mod:`strsat.explore.char_finds`).  Run as
written each character was two decisions, so a later test on the position (``len(val)
== 9``) needed a path that had gone that far, past the loop bound."""

from __future__ import annotations

import builtins
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, outcomes
from strsat.explore import char_filters
from strsat.explore.instrument import rewrite
from strsat.explore.runtime import Runtime
from strsat.python import SymStr, SymValue, Trace
from strsat.terms import STRING, var
from strsat.terms.evaluate import Evaluator

FUNCTIONS = textwrap.dedent('''
    SEPARATORS = "=:"


    def unit_index(s):
        try:
            index = next(i for i, c in enumerate(s) if c.isalpha())
        except StopIteration:
            return None
        return index


    def from_one(s):
        return next((i for i, c in enumerate(s, 1) if c in SEPARATORS or c == " "), -1)


    def first_digit(s):
        return next((c for c in s if c.isdigit() and c != "0"), "none")


    def twice(s):
        g = (i for i, c in enumerate(s) if c in "ab")
        return next(g, -1), next(g, -1), list(g)


    def loop_break(s):
        for i, c in enumerate(s):
            if c.isalpha():
                break
        else:
            return None
        return i, c


    def loop_return(s):
        for i, ch in enumerate(s, 2):
            if not ch.isdigit():
                return i, ch
        return -1


    def loop_count(s):
        n = 0
        k = 1
        for c in s:
            if c == "." or c.isspace():
                break
            n += 1
            k += 3
        return n, k


    def loop_names_after(s):
        i, c = -5, "?"
        for i, c in enumerate(s):
            if "a" <= c <= "c":
                break
        return i, c


    def neighbour(s):
        for i, c in enumerate(s):
            if c == s[0]:  # reads another character: as written
                break
        for j, d in enumerate(s):
            if d == "b":
                break
        return 0
    ''')
NAMES = ["unit_index", "from_one", "first_digit", "twice", "loop_break", "loop_return",
         "loop_count", "loop_names_after"]
_S = var("s", STRING)
TEXT = st.text(st.sampled_from("0123ab c.=:zK\u0660\u00e9\u2003"), max_size=10)


def _symbolic_and_plain() -> tuple[dict[str, Any], dict[str, Any]]:
    symbolic: dict[str, Any] = {"__builtins__": {**vars(builtins), **Runtime().hooks()}}
    exec(rewrite(FUNCTIONS, "finds.py"), symbolic)
    plain: dict[str, Any] = {}
    exec(compile(FUNCTIONS, "finds.py", "exec"), plain)
    return symbolic, plain


SYMBOLIC, PLAIN = _symbolic_and_plain()


def _plain(v: Any) -> Any:
    if isinstance(v, SymValue):
        return v.value
    if isinstance(v, tuple | list):
        return type(v)(map(_plain, v))
    return v


def _terms_agree(v: Any, text: str) -> None:
    """Every symbolic value in ``v`` evaluates, for ``text``, to its concrete value."""
    if isinstance(v, SymValue):
        assert Evaluator({_S: text}).evaluate(v.term) == v.value
    elif isinstance(v, tuple | list):
        for item in v:
            _terms_agree(item, text)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=60, deadline=None)
@given(text=TEXT)
def test_the_first_of_a_class_agrees_with_cpython(name: str, text: str) -> None:
    """CPython's value, its terms right for the input, and no decision per character
    (found or not, the string empty or not: two at most, but for ``twice``'s second
    ``next``, which runs the rest as written)."""
    with Trace({_S: text}) as trace:
        made = SYMBOLIC[name](SymStr(_S, text))
    assert _plain(made) == PLAIN[name](text)
    _terms_agree(made, text)
    if name != "twice":
        assert len(trace.decisions) <= 2, [d.what for d in trace.decisions]
    else:
        assert trace.decisions[0].what == char_filters.FOUND


def test_a_test_reading_another_character_runs_as_written() -> None:
    """The first loop (its test reads ``s[0]``) as written, the second one term."""
    with Trace({_S: "baab"}) as trace:
        assert SYMBOLIC["neighbour"](SymStr(_S, "baab")) == 0
    whats = [d.what for d in trace.decisions]
    assert whats.count("a loop finds a character of a class") == 1 and len(whats) > 2


def test_a_protocol_probe_does_not_run_the_generator() -> None:
    """``__length_hint__`` (which a generator lacks) is answered without running it;
    ``__name__`` (which it has) runs it."""
    made = char_filters.chars(SymStr(_S, "ab"), lambda c: True, lambda c: c,
                              lambda it: (c for c in it), "gen", "same")
    assert isinstance(made, char_filters.CharFilter)
    assert not hasattr(made, "__length_hint__")
    assert not made.started
    assert made.__name__ == "<genexpr>"
    assert made.started


PROGRAM = textwrap.dedent('''
    def parse(s: str) -> str:
        try:
            index = next(i for i, c in enumerate(s) if c.isalpha())
        except StopIteration:
            return "no unit"
        val, unit = s[:index], s[index:]
        if unit == "KiB" and len(val) == 9:
            return "kib"
        if not val:
            return "bare"
        return "other"


    def assignment(s: str) -> str:
        for i, c in enumerate(s):
            if c in "=:":
                break
        else:
            return "none"
        if i == 10 and s[i + 1:] == "on":
            return "long on"
        return "short"


    def counted(s: str) -> str:
        n = 0
        for c in s:
            if c == ".":
                break
            n += 1
        if n == 9 and s.endswith(".py"):
            return "nine"
        return "other"
    ''')


@pytest.mark.parametrize(("name", "values"), [
    ("parse", {"no unit", "kib", "bare", "other"}),
    ("assignment", {"none", "long on", "short"}),
    ("counted", {"nine", "other"}),
])
def test_a_position_past_the_loop_bound_is_reached(tmp_path: Path, name: str,
                                                   values: set[str]) -> None:
    result = explore_source(tmp_path, "finds.py", PROGRAM, name, max_paths=12)
    assert {("return", v) for v in values} <= outcomes(result)
