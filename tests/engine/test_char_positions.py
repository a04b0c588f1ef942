"""The places of a character in a concatenation whose other parts cannot hold it
(engine/char_positions.py): the rewritten conjuncts mean what the formulas meant, each is
implied by its origins, and NumPy's three-dots check is decided before the loop."""

from __future__ import annotations

import itertools
from pathlib import Path

from strsat.deadline import Deadline
from strsat.engine.char_positions import fix_char_positions, may_apply
from strsat.rewrite.simplify import Simplifier
from strsat.smtlib import Interpreter, parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

HERE = Path(__file__).resolve().parent
X, Y, N = var("x", STRING), var("y", STRING), var("n", INT)
DECLS = [X, Y, N]
_SHORT = ["".join(w) for n in range(3) for w in itertools.product("1.", repeat=n)] + [
    "111", "1.1", ".1."]

#: the memberships that keep "." out of x (or not), and the tests of "." and "1"
_MEMBERS = ['(str.in_re x (re.* (str.to_re "1")))', '(str.in_re y (re.+ (str.to_re "1")))',
            '(str.in_re x (re.* re.allchar))', '(not (str.in_re y (re.* (str.to_re "."))))']
_TESTS = ['(= n (str.indexof (str.++ x "." y ".") "." 0))',
          '(= n (str.indexof (str.++ x ".1." y) "." n))',
          '(= (- 1) (str.indexof (str.++ "." x) "." (+ n 1)))',
          '(= n (str.indexof (str.++ x y) "." (- 1)))',
          '(< n (str.indexof (str.++ x "." x) "." (+ (str.indexof (str.++ x "." x) "." 0) 1)))',
          '(str.contains (str.++ x "1" y) ".")', '(not (str.contains (str.++ y ".") "."))',
          '(= n (str.indexof (str.++ x "." y) "1" 0))']


def _holds(formulas, x: str, y: str, n: int) -> bool:  # noqa: ANN001
    ev = Evaluator({X: x, Y: y, N: n})
    return all(ev.holds(f) for f in formulas)


def _fix(texts: list[str]):  # noqa: ANN202
    formulas = [parse_term(t, DECLS) for t in texts]
    return formulas, fix_char_positions(formulas, None, Deadline(10), Simplifier().simplify)


def test_the_rewritten_tests_mean_what_the_formulas_meant() -> None:
    """Every pair of memberships with every test: against all short strings and small ints the
    result holds exactly where the formulas hold, each conjunct wherever its origins
    hold; a membership of digits (``1``) beside a test of ``"."`` rewrites the test."""
    rewritten = 0
    for members, test in itertools.product(itertools.combinations(_MEMBERS, 2), _TESTS):
        formulas, fixed = _fix([*members, test])
        if fixed is None:
            continue
        rewritten += 1
        for x, y, n in itertools.product(_SHORT, _SHORT, (-1, 0, 1, 2, 3, 5)):
            assert _holds(formulas, x, y, n) == _holds(fixed.conjuncts, x, y, n), \
                (members, test, x, y, n)
            for c, origin in zip(fixed.conjuncts, fixed.origins, strict=True):
                if _holds([formulas[i] for i in origin], x, y, n):
                    assert _holds([c], x, y, n), (c, origin, x, y, n)
    assert rewritten >= 8


def test_a_part_that_may_hold_the_character_leaves_the_test() -> None:
    assert _fix(['(str.in_re x (re.* re.allchar))',
                 '(= n (str.indexof (str.++ x ".") "." 0))'])[1] is None
    assert _fix(['(str.in_re x (re.* (str.to_re "1")))',
                 '(= n (str.indexof (str.++ x "." y) "." 2))'])[1] is None  # y is free
    assert not may_apply([parse_term('(= n (str.indexof (str.++ x ".") "." 0))', DECLS)])


def test_the_dots_of_a_version_are_placed_by_their_lengths() -> None:
    formulas, fixed = _fix(['(str.in_re x (re.+ (str.to_re "1")))',
                            '(str.in_re y (re.+ (str.to_re "1")))',
                            '(= n (str.indexof (str.++ x "." y ".") "." (+ (str.len x) 1)))'])
    assert fixed is not None
    assert "str.indexof" not in str(fixed.conjuncts[-1])  # a linear ite of the lengths
    assert fixed.origins[-1] == frozenset({0, 1, 2})


def test_numpys_three_dots_check_is_decided_within_a_small_work_limit() -> None:
    """tests/regressions/indexof_dots_in_digits_unsat.smt2 (survey30's ``np_version``
    reduced): 15,229 work units on base 02c29c3f, now under 1,000."""
    text = (HERE / "../regressions/indexof_dots_in_digits_unsat.smt2").read_text()
    out = Interpreter().run("(set-option :reproducible-resource-limit 1000)\n" + text)
    assert out[0] == "unsat", out
