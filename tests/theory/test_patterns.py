"""The constant-pattern search finds exactly the solutions brute force finds."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.deadline import Deadline
from strsat.regex import ast as R
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.terms import STRING, string, var
from strsat.theory.word_equations.patterns import solve_pattern

X, Y, Z = (var(n, STRING) for n in "XYZ")
_LANGS = [R.star(R.literal("a")), R.concat(R.ALLCHAR, R.star(R.ALLCHAR)),
          R.union(R.literal("ab"), R.literal("b"))]


@st.composite
def _problems(draw):
    items = draw(st.lists(st.one_of(st.sampled_from([X, Y, Z]),
                                    st.sampled_from(["a", "b", "ab"]).map(string)),
                          min_size=1, max_size=5))
    text = draw(st.text(alphabet="ab", max_size=7))
    languages = {}
    for v in {it for it in items if it.op == "var"}:
        if draw(st.booleans()):
            languages[v] = [(draw(st.sampled_from(_LANGS)), draw(st.booleans()))]
    return items, text, languages


def _brute(items, text, languages):
    variables = sorted({it for it in items if it.op == "var"}, key=lambda t: t.id)
    factors = {text[i:j] for i in range(len(text) + 1) for j in range(i, len(text) + 1)}
    out = set()
    for values in itertools.product(sorted(factors), repeat=len(variables)):
        b = dict(zip(variables, values, strict=True))
        if "".join(b.get(it, it.value) for it in items) != text:
            continue
        if all(accepts(build(node), b[v]) == p for v, ls in languages.items() for node, p in ls):
            out.add(tuple(values))
    return variables, out


@settings(max_examples=300, deadline=None)
@given(_problems())
def test_pattern_search_agrees_with_brute_force(problem):
    items, text, languages = problem
    variables, expected = _brute(items, text, languages)
    found = solve_pattern(items, text, languages, Deadline(30))
    got = {tuple(sol[v] for v in variables) for sol in found}
    assert got == expected
    assert len(found) == len(got)  # each solution once
