"""The alphabet of a membership's subject from the memberships of the strings it reads
(engine/subject_alphabets.py): each added fact holds wherever the formulas of its
origins hold, and a base64 decoder's branch where a group of a valid text is not in
the group language is refuted by the regular step, not the fixed-length search."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.origin_check import DECLS, SHORT, N, T, X, Y, assert_facts_follow
from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.subject_alphabets import add_subject_alphabets, may_apply
from strsat.rewrite.simplify import Simplifier
from strsat.smtlib import parse_term
from strsat.terms.evaluate import Evaluator

_MEMBERS = ['(str.in_re x (re.* (re.range "a" "b")))', '(str.in_re x (re.+ (str.to_re "{")))',
            '(str.in_re y (re.* (re.union (str.to_re "a") (str.to_re "~"))))',
            '(str.in_re x (re.++ (str.to_re "a") (re.* (re.range "b" "b"))))',
            '(not (str.in_re (str.at y 0) (re.* (re.range "a" "b"))))',
            '(str.in_re (str.substr x 0 2) (re.* (re.range "a" "{")))']
_LINKS = ['(= t (str.substr x 1 2))', '(= x (str.++ y t))', '(= y t)', '(= t (str.at y n))',
          '(= x (str.++ "~" t y))']
#: memberships the core decides: under a branch, negated, of a piece of a string
_BRANCHES = ['(=> (str.in_re (str.substr x 1 2) (re.++ (str.to_re "a") re.allchar)) (= n 1))',
             '(not (str.in_re (str.substr x n 2) (str.to_re "bb")))',
             '(or (str.in_re t (re.+ (str.to_re "a"))) (= n 0))',
             '(ite (str.in_re (str.at y 1) (str.to_re "~")) (= n 0) (= n 1))',
             '(not (str.in_re (str.++ y t) (re.* (str.to_re "a"))))']


#: the formulas of one case: memberships, then links and branches (a branch at least)
_CASES = st.tuples(st.lists(st.sampled_from(_MEMBERS), min_size=1, max_size=3),
                   st.lists(st.sampled_from(_LINKS), max_size=2),
                   st.lists(st.sampled_from(_BRANCHES), min_size=1, max_size=2))


@settings(max_examples=100, deadline=None)
@given(_CASES)
def test_every_added_membership_follows_from_its_origins(
        case: tuple[list[str], list[str], list[str]]) -> None:
    formulas = [parse_term(s, DECLS) for part in case for s in part]
    assert may_apply(formulas)
    added = add_subject_alphabets(formulas, None, Deadline(10), Simplifier().simplify)
    if added is not None:
        assert_facts_follow(formulas, added, (
            {X: x, Y: y, T: t, N: n}
            for x, y, t in itertools.product(SHORT, ["", "~b"], ["", "a{"]) for n in (0, 1)))


def test_a_guarded_piece_gets_the_alphabet_of_its_string() -> None:
    formulas = [parse_term(s, DECLS) for s in (
        '(str.in_re x (re.* (re.range "a" "z")))',
        '(=> (not (str.in_re (str.substr x 4 4) (re.loop (re.range "a" "m") 4 4))) (= n 1))')]
    added = add_subject_alphabets(formulas, None, Deadline(10), Simplifier().simplify)
    assert added is not None
    fact = parse_term('(str.in_re (str.substr x 4 4) (re.* (re.range "a" "z")))', DECLS)
    k = added.conjuncts.index(fact)
    assert added.origins[k] == frozenset({0})


def test_a_top_level_membership_or_a_free_string_gets_nothing() -> None:
    top = [parse_term(s, DECLS) for s in ('(str.in_re x (re.* (re.range "a" "z")))',
                                          '(str.in_re (str.at x 0) (re.range "a" "c"))')]
    assert add_subject_alphabets(top, None, Deadline(10), Simplifier().simplify) is None
    free = [parse_term(s, DECLS) for s in (
        '(str.in_re x (re.* (re.range "a" "z")))',
        '(=> (str.in_re (str.substr y 0 2) (re.* (re.range "a" "c"))) (= n 1))')]
    assert add_subject_alphabets(free, None, Deadline(10), Simplifier().simplify) is None
    assert not may_apply(top[:1])


#: two 4-character groups of a base64 text, each decoded (a byte's code spread over
#: from_code of div/mod) only when it is in the group language, else its bytes empty
_B = ('(re.union (re.range "A" "Z") (re.range "a" "z") (re.range "0" "9") (str.to_re "+")'
      ' (str.to_re "/"))')
_QUAD = f"(re.++ {_B} {_B} {_B} {_B})"


def _group(g: int) -> str:
    piece = f"(str.substr x {4 * g} 4)"
    b = f"(str.to_code (str.at y {g}))"
    first = f"(str.from_code (ite (< (div {b} 4) 26) (+ (div {b} 4) 65) (+ (div {b} 4) 71)))"
    return (f"(and (=> (str.in_re {piece} {_QUAD}) (and (<= 0 {b}) (<= {b} 200) "
            f"(= (str.at x {4 * g}) {first})))"
            f" (=> (not (str.in_re {piece} {_QUAD})) (= (str.at y {g}) \"\")))")


def test_a_group_of_a_valid_text_outside_the_group_language_is_refuted_early() -> None:
    """Sat (``x = "AAAAAAAA"``); the branches where a group is not in ``[A-Za-z0-9+/]{4}``
    are refuted through the added ``substr(x, 4i, 4) ∈ [A-Za-z0-9+/]*``."""
    texts = [f"(str.in_re x (re.* {_QUAD}))", "(< 4 (str.len x))", _group(0), _group(1)]
    formulas = [parse_term(t, DECLS) for t in texts]
    engine = Engine()
    for f in formulas:
        engine.add(f)
    # 525 units; 7,384 on 21b3eead, where the fixed-length search refuted those branches
    result = engine.check(deadline=Deadline(60).work(3_000))
    assert result.status is Status.SAT
    assert result.model is not None
    assert all(Evaluator(result.model).holds(f) for f in formulas)
