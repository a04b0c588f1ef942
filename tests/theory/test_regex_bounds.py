"""The ground bounds of a regex with string terms inside (REDUCE_RE_BOUNDS,
theory/reductions/regexes.py): under every value of its terms, the regex's language lies
between ``under`` and ``over`` — checked with the evaluator on every short word."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.terms import INT, STRING, integer, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.terms.walk import substitute
from strsat.theory.reductions.regexes import bound_regex

s, n = var("s", STRING), var("n", INT)
ALPHABET = "ab0"
WORDS = [""] + ["".join(p) for k in (1, 2, 3) for p in itertools.product(ALPHABET, repeat=k)]

_leaves = st.sampled_from([
    mk("str.to_re", string("a")), mk("str.to_re", string("0")),
    mk("re.range", string("a"), string("b")), mk("re.allchar"),
    mk("str.to_re", s), mk("str.to_re", mk("str.from_int", n)),
    mk("str.to_re", mk("str.at", s, n)), mk("re.range", s, string("b"))])
_regexes = st.recursive(_leaves, lambda kids: st.one_of(
    st.tuples(kids, kids).map(lambda p: mk("re.++", *p)),
    st.tuples(kids, kids).map(lambda p: mk("re.union", *p)),
    st.tuples(kids, kids).map(lambda p: mk("re.inter", *p)),
    st.tuples(kids, kids).map(lambda p: mk("re.diff", *p)),
    kids.map(lambda r: mk("re.*", r)), kids.map(lambda r: mk("re.comp", r)),
    kids.map(lambda r: mk("re.loop", r, indices=(1, 2)))), max_leaves=5)


def _member(w: str, r) -> bool:
    return evaluate(mk("str.in_re", string(w), r)) is True


@settings(max_examples=150, deadline=None)
@given(_regexes, st.sampled_from(["", "a", "b0", "ab", "0"]), st.integers(-1, 12))
def test_language_lies_between_the_bounds(r, value, number) -> None:
    ground = substitute(r, {s: string(value), n: integer(number)})
    over, under = bound_regex(r, True), bound_regex(r, False)
    for w in WORDS:
        inside = _member(w, ground)
        if inside:
            assert _member(w, over), (r, value, number, w)
        if _member(w, under):
            assert inside, (r, value, number, w)
