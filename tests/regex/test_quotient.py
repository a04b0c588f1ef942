"""Regex quotients agree with the definition on random regexes and words."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.regex import ast as R
from strsat.regex.quotient import left_quotient, right_quotient

_ALPHA = "abc"


def _lit(ch: str) -> R.Regex:
    return R.literal(ch)


_leaves = st.sampled_from([_lit("a"), _lit("b"), _lit("c"), R.EPSILON, R.EMPTY_LANG,
                           R.char_range(ord("a"), ord("b")), R.ALLCHAR])


def _extend(children):
    return st.one_of(
        st.tuples(children, children).map(lambda p: R.concat(*p)),
        st.tuples(children, children).map(lambda p: R.union(*p)),
        st.tuples(children, children).map(lambda p: R.inter(*p)),
        children.map(R.comp),
        children.map(R.star),
        st.tuples(children, st.integers(0, 2), st.integers(0, 3)).map(
            lambda p: R.loop(p[0], p[1], p[1] + p[2])),
    )


_regexes = st.recursive(_leaves, _extend, max_leaves=8)
_words = st.text(alphabet=_ALPHA, max_size=3)


def _member(r: R.Regex, s: str) -> bool:
    from strsat.regex.automaton import accepts as nfa_accepts
    from strsat.regex.construct import build

    return nfa_accepts(build(r), s)


@settings(max_examples=150, deadline=None)
@given(_regexes, _words)
def test_quotients_match_definition(r, w):
    lq, rq = left_quotient(r, w), right_quotient(r, w)
    for n in range(4):
        for u in map("".join, itertools.product(_ALPHA, repeat=n)):
            assert _member(lq, u) == _member(r, w + u)
            assert _member(rq, u) == _member(r, u + w)
