"""Bounds of ``str.to_code`` from the alphabets of top-level memberships
(engine/code_bounds.py): each added fact holds wherever the formulas of its origins
hold, and the path conditions that met a code and a membership separately are refuted
before the loop."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.origin_check import DECLS, SHORT, N, T, X, Y, assert_facts_follow
from strsat.deadline import Deadline
from strsat.engine.code_bounds import add_code_bounds, may_apply
from strsat.rewrite.simplify import Simplifier
from strsat.smtlib import parse_term

_MEMBERS = ['(str.in_re x (re.* (re.range "a" "b")))', '(str.in_re x (re.+ (str.to_re "{")))',
            '(str.in_re y (re.* (re.union (str.to_re "a") (str.to_re "~"))))',
            '(str.in_re t (re.inter (re.* re.allchar) (re.* (re.range "a" "{"))))',
            '(str.in_re x (re.++ (str.to_re "a") (re.* (re.range "b" "b"))))',
            '(str.in_re y (re.diff (re.* (re.range "a" "b")) (str.to_re "a")))',
            '(str.in_re (str.at x 0) (re.+ (re.range "a" "b")))',
            '(not (str.in_re (str.at y 0) (re.* (re.range "a" "b"))))',
            '(not (str.in_re (str.substr t n 1) (re.comp (str.to_re "{"))))',
            '(str.in_re x (re.++ (re.opt (str.to_re "~")) (re.range "a" "b") re.all))']
_LINKS = ['(= t (str.substr x 1 2))', '(= x (str.++ y t))', '(= y t)', '(= t (str.at y n))',
          '(= x (str.++ "~" t y))', '(= t (ite (= n 0) x "a"))',
          '(= y (str.replace x "a" t))']
_CODES = ['(> (str.to_code (str.at t 1)) 98)', '(< (str.to_code x) 120)',
          '(= (str.to_code (str.substr y n 1)) 126)', '(> (str.to_code t) 97)',
          '(not (= (str.to_code (str.at x 0)) -1))', '(= (str.to_code y) n)',
          '(< (str.to_code (str.at (str.++ t y) 0)) 97)', '(> (str.to_code (str.at y 0)) 98)']


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_MEMBERS), min_size=1, max_size=3),
       st.lists(st.sampled_from(_LINKS), max_size=2),
       st.lists(st.sampled_from(_CODES), min_size=1, max_size=2))
def test_each_fact_holds_where_its_origins_hold(members: list[str], links: list[str],
                                                codes: list[str]) -> None:
    formulas = [parse_term(s, DECLS) for s in members + links + codes]
    assert may_apply(formulas)
    bounded = add_code_bounds(formulas, None, Deadline(10), Simplifier().simplify)
    if bounded is not None:
        assert_facts_follow(formulas, bounded, (
            {X: x, Y: y, T: t, N: n}
            for x, y, t in itertools.product(SHORT, ["", "a", "~b"], ["", "b", "a{"])
            for n in (0, 1)))


def test_a_factor_of_a_factor_is_bounded_through_its_equations() -> None:
    formulas = [parse_term(s, DECLS) for s in (
        '(str.in_re x (re.* (re.range "a" "z")))', '(= t (str.substr x 1 3))',
        '(> (str.to_code (str.at t 1)) 255)')]
    bounded = add_code_bounds(formulas, None, Deadline(10), Simplifier().simplify)
    assert bounded is not None
    fact = parse_term('(or (= (str.to_code (str.at t 1)) -1) (and (<= 97 (str.to_code '
                      '(str.at t 1))) (<= (str.to_code (str.at t 1)) 122)))', DECLS)
    k = bounded.conjuncts.index(fact)
    assert bounded.origins[k] == frozenset({0, 1})


def test_without_a_narrow_membership_nothing_is_added() -> None:
    wide = [parse_term(s, DECLS) for s in ('(str.in_re x (re.* re.allchar))',
                                           '(> (str.to_code x) 255)')]
    assert add_code_bounds(wide, None, Deadline(10), Simplifier().simplify) is None
    negated = [parse_term(s, DECLS) for s in ('(not (str.in_re x (re.* (str.to_re "a"))))',
                                              '(> (str.to_code x) 255)')]
    assert add_code_bounds(negated, None, Deadline(10), Simplifier().simplify) is None
    assert not may_apply([parse_term('(> (str.to_code x) 255)', DECLS)])


def test_the_first_character_of_a_concatenation_is_bounded_by_its_parts() -> None:
    """urlsplit's scheme scan after strip(): ``url = ws·s·ws``, the first character of
    ``s`` ASCII, ``ws`` blanks: ``url[0]`` is neither above 128."""
    formulas = [parse_term(s, DECLS) for s in (
        '(= x (str.++ y t))', '(str.in_re y (re.* (re.range "\\u{0}" " ")))',
        '(str.in_re (str.at t 0) (re.* (re.range "\\u{0}" "\\u{7f}")))',
        '(> (str.to_code (str.at x 0)) 128)')]
    bounded = add_code_bounds(formulas, None, Deadline(10), Simplifier().simplify)
    assert bounded is not None
    fact = parse_term('(or (= (str.to_code (str.at x 0)) -1) (and (<= 0 (str.to_code '
                      '(str.at x 0))) (<= (str.to_code (str.at x 0)) 127)))', DECLS)
    assert bounded.origins[bounded.conjuncts.index(fact)] == frozenset({0, 1, 2})


def test_a_character_outside_a_class_is_bounded_by_its_complement() -> None:
    formulas = [parse_term(s, DECLS) for s in (
        '(not (str.in_re (str.at x 1) (re.* (re.range "\\u{0}" "\\u{7f}"))))',
        '(< (str.to_code (str.at (str.at x 1) 0)) 128)')]
    bounded = add_code_bounds(formulas, None, Deadline(10), Simplifier().simplify)
    assert bounded is not None
    code = '(str.to_code (str.at (str.at x 1) 0))'
    fact = parse_term(f'(or (= {code} -1) (and (<= 128 {code}) (<= {code} 196607)))', DECLS)
    assert fact in bounded.conjuncts
