"""``declare-grammar`` / ``str.in_grammar`` (issue 27): answers, printing and located
errors."""

from __future__ import annotations

import pytest

from strsat.smtlib.interpreter import Interpreter

E = '(declare-grammar E ((E (E "+" T) T) (T (re.range "0" "9") ("(" E ")"))))'


def run(script: str) -> list[str]:
    return Interpreter(timeout=30).run(script)


def test_sat_with_model_in_the_language() -> None:
    out = run(E + """
(declare-const x String)
(assert (str.in_grammar x E))
(assert (= (str.len x) 7))
(assert (str.contains x "+"))
(check-sat)
(get-value (x))""")
    assert out[0] == "sat"
    assert out[1].startswith("((x ")


def test_assertions_print_the_grammar_name() -> None:
    out = run(E + """
(declare-const x String)
(assert (str.in_grammar x E))
(get-assertions)""")
    assert out == ["(\n  (str.in_grammar x E)\n)"]


def test_ground_membership_is_evaluated() -> None:
    out = run(E + """
(assert (str.in_grammar "(1+2)+3" E))
(assert (not (str.in_grammar "1+" E)))
(check-sat)""")
    assert out == ["sat"]


def test_grammars_follow_push_and_pop() -> None:
    out = run("(push 1)\n" + E + "\n(pop 1)\n(declare-const x String)\n"
              "(assert (str.in_grammar x E))")
    assert len(out) == 1 and "unknown grammar E" in out[0]


@pytest.mark.parametrize(("script", "message"), [
    ('(declare-grammar G ((S (S "a") T)))', '1:32: undefined nonterminal T (in the rule of S)'),
    ('(declare-grammar G ((S ("a" S))))',
     "1:20: grammar G: the language is empty: the start symbol S derives no word"),
    ('(declare-grammar G ((S "a") (S "b")))', "1:30: nonterminal S is defined twice"),
    ('(declare-grammar G ((S (re.range "b" "a"))))', "1:24: empty range"),
    ('(declare-grammar G ((S (re.range "ab" "c"))))', "1:34: re.range expects one-character"),
    ('(declare-grammar G ((S 3)))', "1:24: a grammar item is a string literal"),
    ('(declare-grammar G ())', "1:20: declare-grammar expects a non-empty list of rules"),
    ('(declare-grammar G ((S "a")))\n(declare-grammar G ((S "b")))',
     "2:18: grammar G is already declared"),
    ('(declare-const x String)\n(assert (str.in_grammar x Q))', "2:27: unknown grammar Q"),
    ('(declare-const x String)\n(assert (str.in_grammar x))',
     "2:9: str.in_grammar expects a string and a grammar name"),
    ('(declare-const x String)\n(assert ((_ str.in_grammar 0) x))',
     "2:10: str.in_grammar names its grammar"),
])
def test_errors_are_located(script: str, message: str) -> None:
    out = run(script)
    assert len(out) == 1, out
    assert out[0].startswith('(error "') and message in out[0], out[0]
