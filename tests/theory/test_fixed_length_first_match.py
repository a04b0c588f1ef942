"""The fixed-length search reads ``k = indexof_re(s, R, i)`` with the core's value ``K``
as the membership of ``s`` in :func:`~strsat.theory.fixed_length.problem.first_match`
(issue 38, brief groups38): the first match's place propagates through the membership's
automaton, where the definition was evaluated only once every character of ``s`` was
known.  ``re.search``/``re.sub`` of a pattern with greedy groups place their match by
``str.indexof_re`` (:mod:`strsat.python.re_match`)."""

from __future__ import annotations

import itertools

from strsat.smtlib import parse_term
from strsat.smtlib.interpreter import Interpreter
from strsat.terms import integer, mk, string
from strsat.terms.evaluate import Evaluator
from strsat.theory.fixed_length.problem import first_match

DIGITS = '(re.range "0" "9")'
PATTERNS = {
    "d+@d+": f'(re.++ (re.+ {DIGITS}) (str.to_re "@") (re.+ {DIGITS}))',
    "a*": '(re.* (str.to_re "a"))',
    "ab|b": '(re.union (str.to_re "ab") (str.to_re "b"))',
}


def test_first_match_is_exactly_the_strings_of_that_index() -> None:
    """For every string over ``{a, b, @, 1}`` up to length 4, every start ``i`` and every
    index ``K``: ``s ∈ first_match(R, i, K)`` exactly when ``indexof_re(s, R, i) = K``
    (a language that excluded a solution would make the search's block lemma unsound)."""
    ev = Evaluator({})
    for text in PATTERNS.values():
        r = parse_term(text)
        for n in range(5):
            for chars in itertools.product("ab@1", repeat=n):
                s = string("".join(chars))
                for i in range(n + 1):
                    got = ev.evaluate(mk("str.indexof_re", s, r, integer(i)))
                    for k in [-1, *range(i, n + 1)]:
                        inside = ev.holds(mk("str.in_re", s, first_match(r, i, k)))
                        assert inside == (got == k), (text, s.value, i, k, got)


#: ``re.sub(r"(\d+)@(\d+)", r"\2 at \1", s).startswith("example 42 at")`` as the Python
#: layer states it: the match starts at ``indexof_re``; its groups ``a``, ``b`` are the
#: greedy runs, ``m`` the rest after the match.
SWAP = f"""
(set-logic QF_SLIA)
(declare-const s String)
(declare-const a String)
(declare-const b String)
(declare-const m String)
(define-fun R () RegLan {PATTERNS["d+@d+"]})
(define-fun k () Int (str.indexof_re s R 0))
(assert (str.in_re s (re.++ re.all R re.all)))
(assert (= (str.substr s k (- (str.len s) k)) (str.++ a "@" b m)))
(assert (str.in_re a (re.+ {DIGITS})))
(assert (str.in_re b (re.+ {DIGITS})))
(assert (str.in_re m (re.union (str.to_re "")
                               (re.++ (re.union (re.range "\\u{{0}}" "/")
                                                (re.range ":" "\\u{{2ffff}}")) re.all))))
(assert (str.prefixof "example 42 at" (str.++ (str.substr s 0 k) b " at " a m)))
(check-sat)
"""


def test_a_swap_of_greedy_groups_is_found_within_its_work() -> None:
    """Sat (``example 0@42``) at 12,785 units; on 599d35d8, where the search evaluated
    ``indexof_re`` at its leaves only, 54,505 units (unknown at this limit)."""
    out = Interpreter(rlimit=30_000).run(SWAP)
    assert out[0] == "sat", out
