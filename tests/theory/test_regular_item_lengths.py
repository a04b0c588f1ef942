"""RE_ITEM_LENGTH (theory/regular/item_lengths.py): where a class can be cut before a
constant, checked against a lazy product on random regexes, and through the engine."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex import ast as R
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.lazy import find_witness
from strsat.smtlib import Interpreter
from strsat.theory.regular.item_lengths import before_word

_WORDS = st.text(alphabet="abc", max_size=5)
_LEAVES = [R.literal("a"), R.literal("b"), R.literal("ab"), R.literal("ca"),
           R.char_range(ord("a"), ord("b")), R.ALLCHAR, R.EPSILON]


def _regexes() -> st.SearchStrategy[R.Regex]:
    def extend(children: st.SearchStrategy[R.Regex]) -> st.SearchStrategy[R.Regex]:
        two = st.lists(children, min_size=2, max_size=2)
        return st.one_of(two.map(lambda a: R.concat(*a)), two.map(lambda a: R.union(*a)),
                         two.map(lambda a: R.inter(*a)), children.map(R.comp),
                         children.map(R.star), children.map(R.opt))
    return st.recursive(st.sampled_from(_LEAVES), extend, max_leaves=8)


@settings(max_examples=200, deadline=None)
@given(_regexes(), st.text(alphabet="abc", min_size=1, max_size=3),
       st.lists(_WORDS, min_size=1, max_size=8))
def test_before_word_accepts_the_prefixes_that_continue_with_the_word(
        regex: R.Regex, w: str, words: list[str]) -> None:
    a = build(regex)
    cut = before_word(a, w)
    for u in words:
        rest = build(R.concat(R.literal(u + w), R.ALL))
        expected = find_witness([a, rest]).witness is not None
        assert accepts(cut, u) == expected, (u, w)


def _answer(script: str) -> str:
    out = Interpreter(timeout=20).run(script)
    return next(line for line in out if line in ("sat", "unsat", "unknown"))


_CUT = """(declare-fun x () String)
(declare-fun y () String)
(assert (= y (str.replace_all x "-" "")))
(assert (str.in_re x (re.* (re.++ ((_ re.loop 3 3) (re.range "0" "9")) (str.to_re "-")))))
(assert (= (str.len y) {n}))
(check-sat)
"""


def test_the_first_occurrence_of_a_separator_is_placed_by_the_membership() -> None:
    assert _answer(_CUT.format(n=30)) == "sat"
    assert _answer(_CUT.format(n=31)) == "unsat"
