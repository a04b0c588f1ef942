"""RE_CHAR_CODE (theory/regular/char_codes.py): the code of a character taken from a
word of a regular language lies in the language's alphabet, so a flip of the first
UTF-8 byte of ASCII text is refuted at once (issue 38) instead of one length at a time."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.regex import ast as R
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.smtlib import parse_term
from strsat.terms import STRING, var
from strsat.terms.evaluate import Evaluator
from strsat.theory.regular.char_codes import alphabet

S = var("s", STRING)
ASCII_TEXT = "(str.in_re s (re.* (re.range \"\\u{0}\" \"\\u{7f}\")))"

_LEAVES = [R.literal("a"), R.literal("bd"), R.char_range(ord("a"), ord("c")), R.EPSILON,
           R.ALLCHAR]


def _regexes() -> st.SearchStrategy[R.Regex]:
    def extend(children: st.SearchStrategy[R.Regex]) -> st.SearchStrategy[R.Regex]:
        two = st.lists(children, min_size=2, max_size=2)
        return st.one_of(two.map(lambda a: R.concat(*a)), two.map(lambda a: R.union(*a)),
                         two.map(lambda a: R.inter(*a)), children.map(R.star),
                         children.map(R.comp))
    return st.recursive(st.sampled_from(_LEAVES), extend, max_leaves=6)


@settings(max_examples=80, deadline=None)
@given(_regexes())
def test_every_character_of_every_word_is_in_the_alphabet(regex: R.Regex) -> None:
    allowed = alphabet(regex)
    if allowed is None:
        return  # a complement: no bound claimed
    nfa = build(regex)
    for n in range(4):
        for w in map("".join, itertools.product("abcde", repeat=n)):
            if accepts(nfa, w):
                assert all(ord(ch) in allowed for ch in w), (regex, w)


def test_alphabet_examples() -> None:
    assert list(alphabet(R.star(R.char_range(0, 0x7F))).ranges()) == [(0, 0x7F)]  # type: ignore[union-attr]
    both = R.inter(R.star(R.char_range(ord("a"), ord("m"))),
                   R.star(R.char_range(ord("h"), ord("z"))))
    assert list(alphabet(both).ranges()) == [(ord("h"), ord("m"))]  # type: ignore[union-attr]
    assert alphabet(R.comp(R.literal("a"))) is None


def _check(*texts: str) -> tuple[Status, dict[str, float]]:
    engine = Engine()
    formulas = [parse_term(t, [S]) for t in texts]
    for f in formulas:
        engine.add(f)
    result = engine.check(deadline=Deadline(60))
    if result.status is Status.SAT:
        assert result.model is not None
        assert all(Evaluator(result.model).holds(f) for f in formulas)
    return result.status, result.stats


def test_a_non_ascii_code_of_ascii_text_is_refuted() -> None:
    status, stats = _check(ASCII_TEXT, "(< 0 (str.len s))",
                           "(not (< (str.to_code (str.at s 0)) 128))")
    assert status is Status.UNSAT
    assert stats.get("lemma.RE_CHAR_CODE", 0) >= 1


def test_a_code_inside_the_alphabet_is_found() -> None:
    status, _ = _check("(str.in_re s (re.+ (re.range \"a\" \"c\")))",
                       "(>= (str.to_code (str.at s 1)) 99)")
    assert status is Status.SAT


def test_a_complement_bounds_nothing() -> None:
    status, _ = _check("(str.in_re s (re.comp (re.* (re.range \"\\u{0}\" \"\\u{7f}\"))))",
                       "(>= (str.to_code (str.at s 0)) 128)", "(= (str.len s) 1)")
    assert status is Status.SAT
