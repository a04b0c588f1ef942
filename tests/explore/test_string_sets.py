"""``set(s)``/``frozenset(s)`` of a symbolic string kept as the string
(:mod:`strsat.explore.string_sets`): its relations with plain sets are one term each,
whatever the length, and agree with CPython's; anything else makes the set as CPython
does."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from explore.helpers import explore_source, outcomes
from strsat.explore.string_sets import StringCharacters
from strsat.python import SymBool, SymStr, Trace

TEXT = st.text(alphabet="ab_Z0é\u0100", max_size=6)
MEMBERS = st.sets(st.one_of(st.sampled_from("abZ0é_x"), st.just("ab"), st.just(3)),
                  max_size=5)

#: operations on (set of the string, a plain set), as CPython reads them
OPERATIONS: dict[str, Callable[[Any, Any], Any]] = {
    "<=": operator.le, ">=": operator.ge, "==": operator.eq, "!=": operator.ne,
    "issubset": lambda a, c: a.issubset(c), "issuperset": lambda a, c: a.issuperset(c),
    "isdisjoint": lambda a, c: a.isdisjoint(c),
    "bool(-)": lambda a, c: bool(a - c), "bool(&)": lambda a, c: bool(c & a),
    "len(-)": lambda a, c: len(a - c), "sorted(&)": lambda a, c: sorted(a & c),
    "C - set": lambda a, c: sorted(map(repr, c - a)),
    "difference<=": lambda a, c: a.difference(c) <= {"a", "b"},
    "in": lambda a, c: [m in a for m in sorted(map(str, c))],
    "<": operator.lt, "len": lambda a, c: len(a),
}


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, SymBool) else value


@settings(max_examples=300, deadline=None)
@given(TEXT, MEMBERS, st.sampled_from(sorted(OPERATIONS)), st.booleans())
def test_relations_agree_with_cpython(text: str, members: set[Any], name: str,
                                      frozen: bool) -> None:
    op = OPERATIONS[name]
    expected = op(frozenset(text) if frozen else set(text), members)
    trace = Trace({"s": text})
    with trace:
        chars = StringCharacters(SymStr("s", text), frozen=frozen)
        got = op(chars, members)
        if isinstance(got, SymBool):
            assert trace.evaluate(got.term) == got.value
        assert _plain(got) == expected
    for d in trace.decisions:  # each decision's condition holds as taken for the input
        assert trace.evaluate(d.condition) is d.taken, d


def test_a_set_changed_in_place_is_changed_for_every_name() -> None:
    trace = Trace({"s": "ab"})
    with trace:
        chars = StringCharacters(SymStr("s", "ab"))
        alias = chars
        chars -= {"a"}
        chars.add("z")
        assert alias is chars and sorted(alias) == ["b", "z"]
        frozen = StringCharacters(SymStr("s", "ab"), frozen=True)
        before = frozen
        frozen |= {"q"}
        assert sorted(before) == ["a", "b"] and sorted(frozen) == ["a", "b", "q"]


SOURCE = '''
import string

ALLOWED = set(string.ascii_letters + string.digits + "_")


def ident(s: str) -> str:
    if not s or s[0].isdigit():
        return "bad-start"
    if not set(s) <= ALLOWED:
        return "bad-char"
    if s.isupper() and len(s) > 5:
        return "const"
    return "ident"


def hexish(s: str) -> str:
    if set(s) - set("0123456789abcdef"):
        return "not-hex"
    if len(s) == 9 and "f" in set(s):
        return "has-f"
    return "hex"


def letters(s: str) -> str:
    if set("abc").issubset(set(s)):
        return "abc"
    if set(s.lower()) & set(string.ascii_lowercase) >= set("xyz"):
        return "xyz"
    return "other"
'''


def test_relations_of_a_strings_set_need_no_path_per_character(tmp_path: object) -> None:
    """Each relation is one decision: every outcome within a few paths (iterating the
    string, ``ident``'s six-character constant was not reached in 200 paths, nor
    ``letters``' ``"abc"`` and ``"xyz"``)."""
    expected = {"ident": {"bad-start", "bad-char", "const", "ident"},
                "hexish": {"not-hex", "has-f", "hex"}, "letters": {"abc", "xyz", "other"}}
    for name, values in expected.items():
        result = explore_source(tmp_path, "string_sets.py", SOURCE, name, max_paths=12)
        assert {("return", v) for v in values} <= outcomes(result), name
