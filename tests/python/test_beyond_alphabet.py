"""Text beyond the SMT-LIB alphabet (U+30000..U+10FFFF) meeting a symbolic string
(issue 38): each entry of the layer runs the operation on concrete values, with a note
naming it, and agrees with CPython (``semantics_oracle.check``); on main each raised
``ApiValueError``/``ValueRangeError`` ("beyond the SMT-LIB alphabet")."""

from __future__ import annotations

import operator

import pytest
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, agreement_tests

from strsat.errors import UnsupportedError
from strsat.explore.keyed import keyed_call, make_dict
from strsat.explore.runtime import compare, contains, getitem, percent
from strsat.python import SymStr, Trace
from strsat.python import builtins as B
from strsat.python import re as sym_re
from strsat.terms.walk import free_vars

S, P = SYM_STR, PLAIN
#: characters of the alphabet and beyond it (the first past U+2FFFF, an emoji-free
#: plane-3 ideograph, a plane-14 tag, a private-use plane-16 character)
BEYOND = "\U00030000\U00031350\U000E0041\U0010FFFD"
small = st.text(alphabet="ab ,", max_size=5)
outside = st.text(alphabet="ab," + BEYOND, min_size=1, max_size=4).filter(
    lambda t: max(t) > "\U0002ffff")

OPERATIONS = {
    "add": (operator.add, [S, P], [small, outside]),
    "radd": (operator.add, [P, S], [outside, small]),
    "in": (lambda s, t: t in s, [S, P], [small, outside]),
    "eq": (operator.eq, [S, P], [small, outside]),
    "lt": (operator.lt, [S, P], [small, outside]),
    "ge": (operator.ge, [P, S], [outside, small]),
    "find": (lambda s, t: s.find(t), [S, P], [small, outside]),
    "count": (lambda s, t: s.count(t), [S, P], [small, outside]),
    "startswith tuple": (lambda s, t: s.startswith(("z", t)), [S, P], [small, outside]),
    "replace new": (lambda s, t: s.replace("a", t), [S, P], [small, outside]),
    "replace old": (lambda s, t: s.replace(t, "a"), [S, P], [small, outside]),
    "split": (lambda s, t: s.split(t), [S, P], [small, outside]),
    "partition": (lambda s, t: s.partition(t), [S, P], [small, outside]),
    "strip chars": (lambda s, t: s.strip(t), [S, P], [small, outside]),
    "ljust fill": (lambda s, t: s.ljust(6, t[0]), [S, P], [small, outside]),
    "join plain separator": (lambda s, t: B.str_method(t, "join", [s, "a"]), [S, P],
                             [small, outside]),
    "plain receiver find": (lambda s, t: B.str_method(t, "find", s), [S, P], [small, outside]),
    "re.sub replacement": (lambda s, t: sym_re.sub("a", t.replace("\\", ""), s), [S, P],
                           [small, outside]),
    "re.split": (lambda s, t: sym_re.split(",", s + t), [S, P], [small, outside]),
    "explore in (tuple)": (lambda s, t: contains(s, (t, "a")), [S, P], [small, outside]),
    "explore [] (dict)": (lambda s, t: getitem({t: 1, "a": 2}, s), [S, P], [small, outside]),
    "explore dict.get": (lambda s, t: keyed_call({t: 1, "a": 2}, "get", s), [S, P],
                         [small, outside]),
    "explore in (dict keys stored)": (lambda s, t: contains(t, make_dict(s, 1, "a", 2)),
                                      [S, P], [small, outside]),
    "explore compare (tuples)": (lambda s, t: compare((s,), (t,), "<"), [S, P],
                                 [small, outside]),
    "explore %": (lambda s, t: percent(t + "%s", s), [S, P], [small, outside]),
}

test_beyond_alphabet_agrees_with_cpython, test_beyond_alphabet_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, 25, 300)


@pytest.mark.parametrize("op, words", [
    (lambda s: s + "\U00030000", "str +"),
    (lambda s: s.find("\U00030000"), "str.find"),
    (lambda s: sym_re.sub("a+", "\U00030000", s), "re.sub"),
    (lambda s: B.str_method("\U00030000", "join", [s]), "str.join"),
])
def test_the_note_names_the_operation(op, words) -> None:  # noqa: ANN001
    with Trace({"s": "ab"}) as trace:
        op(SymStr("s"))
    assert any(words in n and "beyond U+2FFFF" in n for n in trace.notes), trace.notes


def test_outside_a_concrete_execution_it_is_unsupported() -> None:
    from strsat.python import Path

    with Path(), pytest.raises(UnsupportedError, match="beyond U"):
        SymStr("s") + "\U00030000"


@pytest.mark.parametrize("op, expected", [
    (lambda s: s == "\U00030000", False), (lambda s: "a\U00030000" in s, False),
    (lambda s: s != "x\U00030000", True)])
def test_equality_and_membership_are_exact_without_a_pin(op, expected) -> None:  # noqa: ANN001
    """A symbolic str stands for text of U+0000..U+2FFFF: it never equals nor holds text
    beyond it, so these are constants, not a pin."""
    with Trace({"s": "ab"}) as trace:
        got = op(SymStr("s"))
        assert (got.value if hasattr(got, "term") else got) is expected
        assert getattr(got, "term", None) is None or not free_vars(got.term), got
    assert not trace.notes, trace.notes
    assert not any(free_vars(d.condition) for d in trace.decisions), trace.decisions
