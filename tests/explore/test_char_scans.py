"""A scanning loop (``while i < len(s) and P(s[i]): i += 1``) read as one term
(:mod:`strsat.explore.char_scans`): the index after it is the first position at or past
the start whose character fails ``P`` (or the end), for every length, instead of two
decisions per character."""

from __future__ import annotations

import builtins
import textwrap
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, outcomes
from strsat.explore.instrument import rewrite
from strsat.explore.runtime import Runtime
from strsat.python import SymInt, SymStr, SymValue, Trace
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

SCANS = textwrap.dedent('''
    SPACES = " \\t"


    def digits(s, i):
        while i < len(s) and s[i].isdigit():
            i += 1
        return i


    def spaces(s, i):
        while i < len(s) and s[i] in SPACES:
            i = i + 1
        return i


    def word(s, i):
        while i < len(s) and ("a" <= s[i] <= "z" or s[i] == "_") and not s[i] == "q":
            i += 1
        return i


    def codes(s, i):
        while i < len(s) and ord(s[i]) < 128 and s[i] not in "-+":
            i += 1
        return i


    def lookahead(s, i):
        while i < len(s) and s[i] == s[0]:  # reads another position: as written
            i += 1
        return i
    ''')
NAMES = ["digits", "spaces", "word", "codes"]  # attribute scans: the explorer test below
_S, _I = var("s", STRING), var("i", INT)
TEXT = st.text(st.sampled_from("0123abz_q-+ \t\u0660\u00e9\u2003A"), max_size=10)


def _symbolic_and_plain() -> tuple[dict[str, Any], dict[str, Any]]:
    symbolic: dict[str, Any] = {"__builtins__": {**vars(builtins), **Runtime().hooks()}}
    exec(rewrite(SCANS, "scans.py"), symbolic)
    plain: dict[str, Any] = {}
    exec(compile(SCANS, "scans.py", "exec"), plain)
    return symbolic, plain


SYMBOLIC, PLAIN = _symbolic_and_plain()


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=80, deadline=None)
@given(text=TEXT, start=st.integers(-3, 12), symbolic_start=st.booleans())
def test_the_index_agrees_with_cpython(name: str, text: str, start: int,
                                       symbolic_start: bool) -> None:
    """The index after the loop, as CPython computes it; as one term when the start is
    not negative (each character is no decision of the path), the loop as written when
    it is (Python reads from the end)."""
    i = SymInt(_I, start) if symbolic_start else start
    try:
        expected: Any = PLAIN[name](text, start)
    except IndexError:  # a negative start past the front: CPython's error
        with Trace({_S: text, _I: start}), pytest.raises(IndexError):
            SYMBOLIC[name](SymStr(_S, text), i)
        return
    with Trace({_S: text, _I: start}) as trace:
        made = SYMBOLIC[name](SymStr(_S, text), i)
    value = made.value if isinstance(made, SymValue) else made
    assert value == expected
    if start >= 0:
        assert isinstance(made, SymValue)
        assert Evaluator({_S: text, _I: start}).evaluate(made.term) == expected
        assert len(trace.decisions) <= 3  # the start's sign, advanced, stopped early


def test_a_loop_reading_another_position_runs_as_written() -> None:
    with Trace({_S: "aab"}) as trace:
        made = SYMBOLIC["lookahead"](SymStr(_S, "aab"), 0)
    assert made == 2 and len(trace.decisions) > 3


PROGRAM = textwrap.dedent('''
    def year(s: str) -> str:
        i = 0
        while i < len(s) and s[i].isdigit():
            i += 1
        if i == 4 and s[4:6] == "-W":
            return "week"
        if i > 9:
            return "long"
        return "other"


    class Lexer:
        def __init__(self, text: str) -> None:
            self.text = text
            self.pos = 0

        def spaces(self) -> None:
            while self.pos < len(self.text) and self.text[self.pos] in " \\t":
                self.pos += 1

        def word(self) -> str:
            start = self.pos
            while self.pos < len(self.text) and "a" <= self.text[self.pos] <= "z":
                self.pos += 1
            return self.text[start:self.pos]


    def command(s: str) -> str:
        lx = Lexer(s)
        lx.spaces()
        verb = lx.word()
        lx.spaces()
        noun = lx.word()
        if verb == "take" and noun == "lamp":
            return "took"
        if verb and not noun:
            return "intransitive"
        return "unknown"
    ''')


def test_scanned_tokens_reach_every_outcome(tmp_path: object) -> None:
    """Each token is one term: ``take lamp`` and a ten-digit number within a few paths
    (the loops as written: ``command`` had no ``took`` in 262 paths, 20 s)."""
    expected = {"year": {"week", "long", "other"}, "command": {"took", "intransitive",
                                                               "unknown"}}
    for name, values in expected.items():
        result = explore_source(tmp_path, "scans.py", PROGRAM, name, max_paths=40,
                                check_timeout=10.0)
        assert {("return", v) for v in values} <= outcomes(result), name
