"""The dashed tier's reading of a candidate: the longest constant of a literal
(:func:`strsat.theory.dashed.reading.longest_constant`, memoised by subterm) is that of
every constant the literal holds, and the instantiation of integers leaves ground parts
as they are."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.terms import INT, STRING, integer, mk, string, var
from strsat.terms.values import text_of
from strsat.terms.walk import postorder
from strsat.theory.dashed.reading import longest_constant
from strsat.theory.fixed_length.problem import Builder

X, Y = var("x", STRING), var("y", STRING)
N = var("n", INT)

_strings = st.text(alphabet="ab", max_size=6).map(string)


def _terms() -> st.SearchStrategy:  # type: ignore[type-arg]
    leaves = st.one_of(_strings, st.just(X), st.just(Y))

    def extend(inner: st.SearchStrategy) -> st.SearchStrategy:  # type: ignore[type-arg]
        return st.one_of(
            st.tuples(inner, inner).map(lambda p: mk("str.++", *p)),
            st.tuples(inner, inner, inner).map(lambda p: mk("str.replace", *p)))

    strings = st.recursive(leaves, extend, max_leaves=12)
    return st.one_of(
        strings.map(lambda t: mk("=", X, t)),
        st.tuples(strings, strings).map(
            lambda p: mk("str.in_re", p[0], mk("re.*", mk("str.to_re", p[1])))))


@settings(max_examples=200, deadline=None)
@given(_terms())
def test_the_longest_constant_is_the_longest_of_the_constants(t) -> None:  # type: ignore[no-untyped-def]
    texts = [text_of(s) for s in postorder(t) if s.op == "const" and s.sort is STRING]
    assert longest_constant(t) == max(map(len, texts), default=0)


def test_instantiation_replaces_the_known_integers_and_leaves_ground_parts() -> None:
    lengths = {X: 3}
    builder = Builder(lambda t: 2 if t == N else 0, lambda t: lengths[t])
    ground = mk("str.to_re", mk("str.substr", string("abcd"), mk("+", integer(0), integer(1)),
                                integer(2)))
    atom = mk("str.in_re", mk("str.substr", X, N, integer(1)), mk("re.*", ground))
    term, facts = builder.instantiate(atom)
    assert term == mk("str.in_re", mk("str.substr", X, integer(2), integer(1)),
                      mk("re.*", ground))
    assert facts == [mk("=", N, integer(2))]
