"""Languages of slices read at item boundaries of a fixed-layout membership
(engine/slice_languages.py) and the characters and length such a membership fixes
(engine/known_prefixes.py): each added or rewritten conjunct holds wherever its
origins hold, and a date parser's month check is decided before the fixed-length
search enumerates the month's values."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.engine import Engine, Status
from strsat.engine.known_prefixes import fix_known_prefixes
from strsat.engine.slice_languages import add_slice_languages, may_apply
from strsat.rewrite.simplify import Simplifier
from strsat.smtlib import parse_term
from strsat.terms import INT, STRING, var
from strsat.terms.evaluate import Evaluator

X, Y, N = var("x", STRING), var("y", STRING), var("n", INT)
DECLS = [X, Y, N]
_WORDS = ["".join(w) for n in range(6) for w in itertools.product("ab-", repeat=n)]

_MEMBERS = ['(str.in_re x (re.++ (re.range "a" "b") (str.to_re "-") ((_ re.loop 2 2) '
            '(re.union (str.to_re "a") (str.to_re "b"))) re.all))',
            '(str.in_re x (re.++ (re.union (str.to_re "ab") (str.to_re "ba")) (str.to_re "-") '
            '(re.* (str.to_re "a"))))',
            '(str.in_re x (re.++ ((_ re.^ 2) (str.to_re "a")) (re.opt (str.to_re "-")) '
            '(str.to_re "b")))',
            '(str.in_re y (re.++ (str.to_re "-") (re.range "a" "b") (str.to_re "-")))',
            '(str.in_re (str.to_upper x) (re.++ (str.to_re "A") (re.* (re.range "A" "B"))))']
_READS = ['(= (str.substr x 0 1) y)', '(= (str.substr x 2 2) "ab")', '(= (str.at x 1) y)',
          '(not (= (str.substr x 0 2) "ab"))', '(= (str.substr x 1 3) y)',
          '(= (str.at y (- (str.len y) 2)) "b")', '(> (str.len (str.substr x 2 1)) n)',
          '(= (str.at x (ite (= (str.at x 1) "-") 2 0)) "a")',
          # Python's x[1:] and x[2:] (a clamped start, the rest of the string)
          '(= (str.substr x (ite (> 2 (str.len x)) (str.len x) 2) '
          '(- (str.len x) (ite (> 2 (str.len x)) (str.len x) 2))) y)',
          '(not (= (str.substr x 1 (- (str.len x) 1)) "-a"))',
          '(= (str.substr (str.to_upper x) 1 (- (str.len x) 1)) "B")']


def _holds(formulas, values: dict) -> bool:  # noqa: ANN001
    ev = Evaluator(values)
    return all(ev.holds(f) for f in formulas)


@settings(max_examples=120, deadline=None)
@given(st.lists(st.sampled_from(_MEMBERS), min_size=1, max_size=2),
       st.lists(st.sampled_from(_READS), min_size=1, max_size=3))
def test_each_added_or_rewritten_conjunct_holds_where_its_origins_hold(
        members: list[str], reads: list[str]) -> None:
    formulas = [parse_term(s, DECLS) for s in members + reads]
    simplify = Simplifier().simplify
    for made in (add_slice_languages(formulas, None, Deadline(10), simplify),
                 fix_known_prefixes(formulas, None, Deadline(10), simplify)):
        if made is None:
            continue
        for x in _WORDS:
            for y, n in itertools.product(["", "a", "-a-", "ab"], (0, 1)):
                values = {X: x, Y: y, N: n}
                assert _holds(formulas, values) == _holds(made.conjuncts, values)
                for c, origin in zip(made.conjuncts, made.origins, strict=True):
                    if _holds([formulas[i] for i in origin], values):
                        assert _holds([c], values), (c, origin, values)


DATE = ('(str.in_re x (re.++ ((_ re.loop 4 4) (re.range "0" "9")) (str.to_re "-") '
        '(re.union (re.++ (str.to_re "1") (re.range "0" "2")) (re.++ (str.to_re "0") '
        '(re.range "1" "9"))) (str.to_re "-") ((_ re.loop 2 2) (re.range "0" "9"))))')
#: the month as a parser reads it, at offsets computed from ``x[4] == "-"`` and clamped
#: as a Python slice is
MONTH = ('(str.substr x (ite (> (+ 4 (ite (= (str.at x 4) "-") 1 0)) (str.len x)) (str.len x) '
         '(+ 4 (ite (= (str.at x 4) "-") 1 0))) 2)')


def test_a_month_slice_gets_the_month_language() -> None:
    formulas = [parse_term(s, DECLS) for s in (DATE, f'(> (str.to_int {MONTH}) 12)')]
    assert may_apply(formulas)
    simplify = Simplifier().simplify
    fixed = fix_known_prefixes(formulas, None, Deadline(10), simplify)
    assert fixed is not None
    made = add_slice_languages(formulas, fixed, Deadline(10), simplify)
    assert made is not None
    month = parse_term('(str.in_re (str.substr x 5 2) (re.union (re.++ (str.to_re "1") '
                       '(re.range "0" "2")) (re.++ (str.to_re "0") (re.range "1" "9"))))',
                       DECLS)
    assert month in made.conjuncts
    assert made.origins[made.conjuncts.index(month)] == frozenset({0})


def test_a_month_above_twelve_is_refuted_and_one_below_found() -> None:
    for bound, status in (("12", Status.UNSAT), ("11", Status.SAT)):
        engine = Engine()
        for s in (DATE, f'(> (str.to_int {MONTH}) {bound})'):
            engine.add(parse_term(s, DECLS))
        assert engine.check(deadline=Deadline(20)).status is status


def test_the_rest_of_a_checked_format_gets_the_language_after_its_head() -> None:
    """``x ∈ #[0-9a-f]{2}`` then ``x[1:]`` (Python's clamped start, the rest of ``x``):
    the slice is in ``[0-9a-f]{2}``; a head of unfixed length gives no fact."""
    hexes = '((_ re.loop 2 2) (re.range "a" "f"))'
    member = parse_term(f'(str.in_re x (re.++ (str.to_re "#") {hexes}))', DECLS)
    tail = ('(str.substr x (ite (> 1 (str.len x)) (str.len x) 1) '
            '(- (str.len x) (ite (> 1 (str.len x)) (str.len x) 1)))')
    read = parse_term(f'(= {tail} y)', DECLS)
    simplify = Simplifier().simplify
    made = add_slice_languages([member, read], None, Deadline(10), simplify)
    assert made is not None
    added = made.conjuncts[2:]
    assert [str(c.args[1]) for c in added] == [str(parse_term(
        '(re.++ (re.range "a" "f") (re.range "a" "f"))', DECLS))], added
    loose = parse_term('(str.in_re x (re.++ (re.+ (str.to_re "#")) (re.range "a" "f")))', DECLS)
    assert add_slice_languages([loose, read], None, Deadline(10), simplify) is None
