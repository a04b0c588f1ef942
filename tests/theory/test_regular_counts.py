"""RE_PARIKH_COUNT (theory/regular/counts.py): the Parikh formula of an automaton with
one character apart holds for exactly the (length, count) pairs of its words, and the
regular step states it for a membership of a replace_all subject."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.engine import Engine, Status
from strsat.engine.skolems import Skolems
from strsat.regex import ast as R
from strsat.regex.construct import build
from strsat.terms import INT, STRING, integer, mk, string, var
from strsat.theory.regular.counts import parikh_count
from strsat.theory.regular.step import Regular
from strsat.theory.seam.inferences import Inference

_LEAVES = [R.literal("a"), R.literal("b"), R.literal("ab"), R.literal("ca"),
           R.char_range(ord("a"), ord("c")), R.EPSILON]


def _regexes() -> st.SearchStrategy[R.Regex]:
    def extend(children: st.SearchStrategy[R.Regex]) -> st.SearchStrategy[R.Regex]:
        two = st.lists(children, min_size=2, max_size=2)
        return st.one_of(two.map(lambda a: R.concat(*a)), two.map(lambda a: R.union(*a)),
                         children.map(R.star), children.map(R.opt))
    return st.recursive(st.sampled_from(_LEAVES), extend, max_leaves=6)


_WORDS = ["".join(w) for n in range(6) for w in itertools.product("abc", repeat=n)]


@settings(max_examples=60, deadline=None)
@given(_regexes(), st.sampled_from("ab"))
def test_the_formula_holds_for_exactly_the_pairs_of_words(regex: R.Regex, ch: str) -> None:
    from strsat.regex.automaton import accepts

    nfa = build(regex)
    length, count = var("len", INT), var("cnt", INT)
    phi = parikh_count(nfa, ord(ch), length, count,
                       lambda kind, i: var(f"{kind}_{i}", INT))
    assert phi is not None
    pairs = {(len(w), w.count(ch)) for w in _WORDS if accepts(nfa, w)}
    for n in range(5):
        for k in range(n + 1):
            e = Engine()
            e.add(phi)
            e.add(mk("=", length, integer(n)))
            e.add(mk("=", count, integer(k)))
            got = e.check().status
            # words over {a, b, c} cover every letter class of these regexes
            assert got is (Status.SAT if (n, k) in pairs else Status.UNSAT), (n, k, pairs)


def test_the_regular_step_states_the_count_of_a_replace_all_subject(context) -> None:
    x, k = var("x", STRING), var("k", STRING)
    member = mk("str.in_re", x, mk("re.*", mk("str.to_re", string("a"))))
    state = context([(member, True)], {x: 3, k: 3})
    state.definitions = [mk("=", k, mk("str.replace_all", x, string("a"), string("bc")))]
    result = Regular().check(state)
    assert [lem.kind for lem in result.lemmas] == [Inference.RE_PARIKH_COUNT]
    assert result.lemmas[0].premises == (member,)
    again = Regular()
    state2 = context([(member, True)], {x: 3, k: 3}, skolems=Skolems())
    assert not again.check(state2).lemmas or again.check(state2).lemmas[0].kind \
        is not Inference.RE_PARIKH_COUNT
