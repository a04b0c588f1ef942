"""Grammars in the Python API (issue 27): ``Grammar.from_dict`` (the Fuzzing Book's
format), ``Grammar.from_ebnf`` (Lark), ``InGrammar``, and their errors."""

from __future__ import annotations

import pytest

from strsat import (
    Contains,
    Grammar,
    GrammarError,
    InGrammar,
    Length,
    Not,
    Solver,
    String,
    sat,
    unsat,
)

EXPR = {"<start>": ["<expr>"], "<expr>": ["<term>+<expr>", "<term>"],
        "<term>": ["<digit>", "(<expr>)"], "<digit>": list("0123456789")}

EBNF = """
start: expr
expr: term ("+" term)*
term: DIGIT | "(" expr ")"
DIGIT: "0".."9"
"""


def test_from_dict_membership() -> None:
    g = Grammar.from_dict(EXPR)
    assert "1+(2+3)" in g
    assert "1+" not in g and "" not in g


def test_solver_finds_a_sentence_with_more_constraints() -> None:
    g = Grammar.from_dict(EXPR)
    x = String("x")
    s = Solver()
    s.add(InGrammar(x, g), Length(x) == 11, Contains(x, "(("))
    assert s.check() == sat
    w = s.model()[x].as_string()
    assert len(w) == 11 and "((" in w and w in g


def test_from_ebnf_agrees_with_from_dict() -> None:
    pytest.importorskip("lark")
    e = Grammar.from_ebnf(EBNF)
    g = Grammar.from_dict(EXPR)
    for w in ["1", "1+2", "(1+2)+3", "((1))", "1+", "()", "", "+1"]:
        assert (w in e) == (w in g), w
    x = String("x")
    s = Solver()
    s.add(InGrammar(x, e), Not(InGrammar(x, g)), Length(x) <= 9)
    assert s.check() == unsat


def test_left_recursive_and_epsilon_cycles_are_accepted() -> None:
    g = Grammar.from_dict({"<start>": ["<start><start>", "", "<a>", "a<start>b"],
                           "<a>": ["<start>"]})
    x = String("x")
    s = Solver()
    s.add(InGrammar(x, g), Length(x) == 10, Contains(x, "bb"))
    assert s.check() == sat
    assert s.model()[x].as_string() in g


@pytest.mark.parametrize(("build", "message"), [
    (lambda: Grammar.from_dict({"<start>": ["<x>"]}), "<x> (used in <start>) is not defined"),
    (lambda: Grammar.from_dict({"<start>": ["a<start>"]}), "the language is empty"),
    (lambda: Grammar.from_dict({"<s>": ["a"]}), "the start symbol <start> is not defined"),
    (lambda: Grammar.from_dict({"<start>": "a"}), "must map to a list of expansions"),
    (lambda: Grammar.from_ebnf("start: A\nA: /[a-z]+x/"), "only strings and ranges"),
    (lambda: Grammar.from_ebnf("start: \"a\"\n%ignore \" \""), "%ignore is not supported"),
    (lambda: Grammar.from_ebnf("start: foo"), "grammar G"),
    (lambda: InGrammar(String("x"), "<start>"), "must be a Grammar"),
])
def test_errors(build, message: str) -> None:  # type: ignore[no-untyped-def]
    if "ebnf" in message or "%ignore" in message or "grammar G" == message \
            or "only strings" in message:
        pytest.importorskip("lark")
    with pytest.raises(GrammarError, match=None) as info:
        build()
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)
