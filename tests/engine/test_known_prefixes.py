"""Characters fixed by top-level facts (engine/known_prefixes.py: prefixes, suffixes,
characters at constant indices from the start or the end): the rewritten conjuncts mean
what the formulas meant, each is implied by its origins, and the soak's ``startswith``
then ``[:5]`` path condition is refuted before the loop."""

from __future__ import annotations

import itertools
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine.known_prefixes import fact, fix_known_prefixes, may_apply
from strsat.rewrite.simplify import Simplifier
from strsat.smtlib import Interpreter, parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

HERE = Path(__file__).resolve().parent
X, Y, N = var("x", STRING), var("y", STRING), var("n", INT)
DECLS = [X, Y, N]
_SHORT = ["".join(w) for n in range(5) for w in itertools.product("ab", repeat=n)]

_ATOMS = ['(str.prefixof "ab" x)', '(str.prefixof "a" x)', '(str.prefixof "b" x)',
          '(= (str.at x 0) "a")', '(= (str.at x 1) y)', '(= (str.substr x 0 2) "ab")',
          '(= (str.substr x 1 1) y)', '(= (str.substr x 0 0) y)', '(= (str.substr x 2 1) "b")',
          '(str.prefixof "a" x)', '(str.prefixof "ba" x)', '(= (str.at x -1) y)',
          '(= y (str.++ (str.at x 1) (str.substr x 0 2)))', '(= (str.len x) n)']
#: suffixes, characters at constant places (from the start and from the end), and
#: readers of both kinds (test_the_facts_of_every_kind_keep_the_meaning)
_PLACES = ['(str.suffixof "ab" x)', '(str.suffixof "b" x)', '(str.suffixof "bab" x)',
           '(= (str.at x 1) "b")', '(= "a" (str.at x 2))', '(= (str.substr x 1 2) "ba")',
           '(= (str.at x (- (str.len x) 1)) "b")', '(= (str.at x (- (str.len x) 2)) "a")',
           '(= (str.substr x (- (str.len x) 2) 3) "ab")',
           '(= (str.substr x (- (str.len x) 3) 2) "ba")',
           '(= y (str.substr x (- (str.len x) 2) 2))', '(= y (str.at x (- (str.len x) 1)))',
           '(= y (str.substr x (- (str.len x) 3) 1))', '(= y (str.substr x 1 1))',
           '(str.suffixof "a" x)', '(str.prefixof "b" x)', '(str.suffixof y x)',
           '(= (str.substr x 0 3) y)', '(= (str.at x 2) "")', '(= (str.substr x 1 0) y)',
           '(= (str.substr x (- (str.len x) 1) 0) y)', '(= (str.len x) n)']


def _holds(formulas, x: str, y: str, n: int) -> bool:  # noqa: ANN001
    ev = Evaluator({X: x, Y: y, N: n})
    return all(ev.holds(f) for f in formulas)


def _fix(texts: list[str]):  # noqa: ANN202
    formulas = [parse_term(t, DECLS) for t in texts]
    return formulas, fix_known_prefixes(formulas, None, Deadline(10), Simplifier().simplify)


def _same_meaning(texts: list[str]) -> None:
    """Against every assignment of short strings: the result holds exactly where the
    formulas hold, and each conjunct wherever the formulas of its origins hold."""
    formulas, fixed = _fix(texts)
    if fixed is None:
        return
    for x, y in itertools.product(_SHORT, ["", "a", "b", "ab"]):
        for n in (len(x), 0):
            assert _holds(formulas, x, y, n) == _holds(fixed.conjuncts, x, y, n), (x, y, n)
            for c, origin in zip(fixed.conjuncts, fixed.origins, strict=True):
                if _holds([formulas[i] for i in origin], x, y, n):
                    assert _holds([c], x, y, n), (c, origin, x, y)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.recursive(st.sampled_from(_ATOMS), lambda c: c.map("(not {})".format),
                             max_leaves=2), min_size=1, max_size=4))
def test_the_rewritten_conjuncts_mean_what_the_formulas_meant(texts: list[str]) -> None:
    _same_meaning(texts)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.recursive(st.sampled_from(_PLACES + _ATOMS[:6]),
                             lambda c: c.map("(not {})".format), max_leaves=2),
                min_size=1, max_size=5))
def test_the_facts_of_every_kind_keep_the_meaning(texts: list[str]) -> None:
    _same_meaning(texts)


def test_suffix_and_character_facts_fix_their_readers() -> None:
    formulas, fixed = _fix(['(str.suffixof ".com" x)', '(= (str.at x 3) "0")',
                            '(= y (str.++ (str.substr x (- (str.len x) 4) 4) (str.at x 3)'
                            ' (str.at x (- (str.len x) 1))))',
                            '(not (str.suffixof "org" x))'])
    assert fixed is not None
    assert formulas[0] in fixed.conjuncts and formulas[1] in fixed.conjuncts
    assert parse_term('(= y ".com0m")', DECLS) in fixed.conjuncts
    assert not any(c.op == "not" for c in fixed.conjuncts)  # "org" is not a suffix
    k = fixed.conjuncts.index(parse_term('(= y ".com0m")', DECLS))
    assert fixed.origins[k] == frozenset({0, 1, 2})


def test_readers_inside_the_prefix_are_constants_and_the_fact_stays() -> None:
    formulas, fixed = _fix(['(str.prefixof "admin" x)',
                            '(= y (str.++ (str.at x 1) (str.substr x 0 3) (str.at x 7)))'])
    assert fixed is not None
    assert formulas[0] in fixed.conjuncts
    assert parse_term('(= y (str.++ "dadm" (str.at x 7)))', DECLS) in fixed.conjuncts


def test_a_chained_equation_is_no_fact() -> None:
    """cvc5's regress0 issue4376: ``(= (str.++ …) Str15 Str9)`` has three arguments (an
    internal error before, so ``unknown``)."""
    chained = parse_term('(= (str.at x 0) y "a")', DECLS)
    assert len(chained.args) == 3 and fact(chained) is None
    texts = ['(= (str.at x 0) y "a")', '(str.prefixof "ab" x)', '(= y (str.at x 1))']
    _same_meaning(texts)
    fixed = _fix(texts)[1]
    assert fixed is not None and parse_term('(= y "b")', DECLS) in fixed.conjuncts


def test_contradicting_prefixes_and_plain_problems_are_left_alone() -> None:
    assert _fix(['(str.prefixof "ab" x)', '(str.prefixof "b" x)',
                 '(= (str.at x 0) "a")'])[1] is None
    assert not may_apply([parse_term('(= (str.at x 0) y)', DECLS)])
    assert _fix(['(= (str.at x 1) "a")', '(str.prefixof "bb" x)',
                 '(= (str.at x 1) y)'])[1] is None


def test_a_prefix_test_then_a_slice_is_refuted_before_the_loop() -> None:
    """The soak's round 28,361: with a two-variable length fact beside it (so not the
    fast path), the loop refuted one length of ``s`` at a time; now the slice is the
    constant and the conjunct false, the core the two formulas."""
    out = Interpreter().run("""
        (set-option :produce-unsat-cores true)
        (declare-const s String) (declare-const t String)
        (assert (! (<= (str.len t) 40) :named a1))
        (assert (! (not (= (str.substr s 0 5) "admin")) :named a2))
        (assert (! (not (< (str.len t) (- (str.len s) 2))) :named a3))
        (assert (! (str.prefixof "admin" s) :named a4))
        (check-sat) (get-unsat-core)""")
    assert " ".join(out).split() == ["unsat", "(a2", "a4)"], out


def test_a_window_of_an_enormous_length_is_not_listed() -> None:
    """A slice whose constant length is far beyond the known characters is left as it
    is, without listing its places (a fuzzed ``str.substr text 3 99999999999999999999999``
    listed them until the memory ran out; the lists are tuples of a few dozen bytes, so
    10**8 of them would need gigabytes)."""
    formulas, fixed = _fix(['(str.prefixof "(1/" x)',
                            '(= y (str.substr x 1 100000000))',
                            '(= (str.at x 100000000) "a")'])
    assert fixed is None or parse_term('(= y (str.substr x 1 100000000))', DECLS) \
        in fixed.conjuncts
    assert fact(parse_term('(= (str.substr x 0 100000000) "ab")', DECLS)) is None


#: tests of a constant word in ``x``, bounds of its length (with the bound they give) and
#: readers (checks31: a word that a bound makes the whole of the variable)
_WORD_TESTS = {'(str.contains x "ab")': 2, '(str.contains x "b")': 1,
               '(str.prefixof "ba" x)': 2, '(str.suffixof "ab" x)': 2,
               '(not (str.contains x "ab"))': None}
_BOUNDS = {'(not (> (str.len x) 2))': 2, '(<= (str.len x) 1)': 1, '(< (str.len x) 3)': 2,
           '(>= 2 (str.len x))': 2, '(not (< 1 (str.len x)))': 1, '(= (str.len x) 2)': 2,
           '(= 1 (str.len x))': 1, '(not (>= (str.len x) 2))': 1, '(> (str.len x) 1)': None}
_READS = ['(= y (str.at x 0))', '(= y (str.substr x 1 1))', '(= n (str.len x))',
          '(not (str.prefixof "b" x))', '(= y (str.at x (- (str.len x) 1)))',
          '(str.in_re (str.++ x y) (re.* (str.to_re "ab")))']


def test_a_word_a_length_bound_makes_the_whole_variable_keeps_the_meaning() -> None:
    """Every test, bound and reader: the meaning and the origins hold, and a bound equal
    to the word's length fixes the reader."""
    for (word, size), (bound, most), read in itertools.product(
            _WORD_TESTS.items(), _BOUNDS.items(), _READS):
        _same_meaning([word, bound, read])
        if size is not None and size == most:
            fixed = _fix([word, bound, read])[1]
            assert fixed is not None and parse_term(read, DECLS) not in fixed.conjuncts, \
                (word, bound, read)


def test_a_contained_word_as_long_as_the_bound_is_the_variable() -> None:
    """``s`` contains a tab and ``len(s) <= 1`` (textwrap's ``expandtabs`` flips, whose
    ``s[0]`` then met a complemented word-split pattern): ``s`` is the tab, its readers
    are constants, and the conjunct gains the origins of both facts, which stay."""
    formulas, fixed = _fix(['(str.contains x "\t")', '(not (> (str.len x) 1))',
                            '(= y (str.++ (str.at x 0) (str.substr x 0 1) x))'])
    assert fixed is not None
    assert formulas[0] in fixed.conjuncts and formulas[1] in fixed.conjuncts
    k = fixed.conjuncts.index(parse_term('(= y "\t\t\t")', DECLS))
    assert fixed.origins[k] == frozenset({0, 1, 2})
    # a bound above the word's length leaves the variable open; below it the loop refutes
    assert _fix(['(str.contains x "ab")', '(<= (str.len x) 3)', '(= y (str.at x 0))'])[1] \
        is None
    assert _fix(['(str.contains x "ab")', '(<= (str.len x) 1)', '(= y (str.at x 1))'])[1] \
        is None


def test_the_tab_test_under_a_length_bound_is_decided_within_a_small_work_limit() -> None:
    """tests/regressions/whole_word_length_bound_unsat.smt2 at a tenth of what the
    complement of its pattern cost before (11,417 work units, base 02c29c3f)."""
    text = (HERE / "../regressions/whole_word_length_bound_unsat.smt2").read_text()
    out = Interpreter().run("(set-option :reproducible-resource-limit 1000)\n" + text)
    assert out[0] == "unsat", out
