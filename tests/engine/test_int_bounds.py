"""Bounds of integer ``ite`` terms from the character codes' sets (engine/int_bounds.py)
and the characters a ``replace_re_all`` removes (engine/code_bounds.py, ``_removing``):
each added fact holds wherever the formulas of its origins hold, and a Horner sum over
hex digits is bounded."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.origin_check import DECLS, SHORT, N, T, X, Y, assert_facts_follow
from strsat.deadline import Deadline
from strsat.engine.code_bounds import add_code_bounds
from strsat.regex.alphabets import singles
from strsat.regex.from_smtlib import regex_of_term
from strsat.rewrite.simplify import Simplifier
from strsat.smtlib import parse_term
from strsat.terms import integer, mk, string
from strsat.terms.evaluate import Evaluator

_MEMBERS = ['(str.in_re x (re.* (re.range "a" "b")))', '(str.in_re x (re.+ (str.to_re "{")))',
            '(str.in_re y (re.* (re.union (str.to_re "a") (str.to_re "~"))))',
            '(str.in_re x (re.* (re.union (re.range "a" "b") (str.to_re "{"))))',
            '(str.in_re (str.at x 0) (re.+ (re.range "a" "b")))']
_LINKS = ['(= t (str.replace_re_all x (re.union (str.to_re "a") (str.to_re "{")) "b"))',
          '(= y (str.replace_all x "a" ""))', '(= t (str.replace_re x (re.+ (str.to_re "a")) "~"))',
          '(= y (str.replace_re_all t (re.++ (str.to_re "a") (str.to_re "b")) ""))',
          '(= t (str.replace_re_all x (re.++ (str.to_re "b") (re.opt (str.to_re "{"))) ""))']
_INTS = ['(> (ite (<= (str.to_code (str.at x 0)) 97) (- (str.to_code (str.at x 0)) 90) '
         '(* 2 (str.to_code (str.at x 0)))) 200)',
         '(< (ite (< 1 (str.len t)) (+ (* 16 (ite (< 0 (str.len t)) (str.to_code (str.at t 0)) 0))'
         ' (str.to_code (str.at t 1))) 5) 3000)',
         '(= (ite (= (str.to_code (str.at y 0)) 126) 1 (- (str.to_code (str.at y 0)) 100)) n)',
         '(>= (- (ite (> (str.to_code t) 97) 5 (str.to_code t))) (- 100))',
         '(< (ite (>= 98 (str.to_code (str.at y 1))) (* (- 3) (str.to_code (str.at y 1))) n) 0)']


#: The assignments each fact is checked on.
_VALUES = [{X: x, Y: y, T: t, N: n}
           for x, y, t in itertools.product(SHORT, ["", "a~"], ["", "a{"]) for n in (0, 126)]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(_MEMBERS), st.sampled_from(_INTS),
       st.lists(st.sampled_from(_MEMBERS + _LINKS + _INTS), max_size=2))
def test_each_fact_holds_where_its_origins_hold(member: str, read: str, more: list[str]) -> None:
    formulas = [parse_term(s, DECLS) for s in [member, read, *more]]
    made = add_code_bounds(formulas, None, Deadline(10), Simplifier().simplify)
    assert made is None or assert_facts_follow(formulas, made, _VALUES) is None


_PATTERNS = ['(re.union (str.to_re "a") (str.to_re "{"))', '(re.* (str.to_re "a"))',
             '(re.++ (str.to_re "a") (re.opt (str.to_re "b")))',
             '(re.union (str.to_re "ab") (str.to_re "b"))', '(re.comp (str.to_re "a"))',
             '(re.++ (re.opt (str.to_re "b")) (re.range "a" "{"))']


@settings(max_examples=200, deadline=None)
@given(st.text("ab{~", max_size=6), st.sampled_from(_PATTERNS), st.text("a~", max_size=2))
def test_replace_re_all_removes_every_one_character_match(s: str, pattern: str,
                                                          r: str) -> None:
    """``replace_re_all(s, R, r)`` holds no character of ``singles(R)`` beyond ``r``'s."""
    regex = parse_term(pattern, DECLS)
    out = Evaluator({}).evaluate(mk("str.replace_re_all", string(s), regex, string(r)))
    assert isinstance(out, str)
    gone = singles(regex_of_term(regex))
    assert all(ch in r or (ch in s and ord(ch) not in gone) for ch in out)


def _horner(digits: int) -> str:
    value = "0"
    for i in range(digits):
        c = f"(str.to_code (str.at t {i}))"
        d = f"(ite (<= {c} 57) (- {c} 48) (ite (<= {c} 90) (- {c} 55) (- {c} 87)))"
        value = f"(ite (< {i} (str.len t)) (+ (* {value} 16) {d}) {value})"
    return value


def test_a_horner_sum_of_hex_digits_is_bounded() -> None:
    """``int(text, 16)`` of ``t``, the text with its underscores removed: each digit is in
    [-49, 15] (``-1`` for a missing character), the sum of 3 digits at most 16^3 - 1."""
    formulas = [parse_term(s, DECLS) for s in (
        '(str.in_re x (re.* (re.union (re.range "0" "9") (re.range "a" "f") (str.to_re "_"))))',
        '(= t (str.replace_re_all x (str.to_re "_") ""))',
        f'(>= {_horner(3)} 4096)')]
    bounded = add_code_bounds(formulas, None, Deadline(10), Simplifier().simplify)
    assert bounded is not None
    top = next(c.args[0] for c in bounded.conjuncts if c.op == ">=")  # as simplified
    assert mk("<=", top, integer(4095)) in bounded.conjuncts or any(
        c.op == "and" and mk("<=", top, integer(4095)) in c.args for c in bounded.conjuncts)
