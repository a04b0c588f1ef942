"""The rewriter keeps the meaning of terms that apply uninterpreted functions (issue 41):
under random interpretations (tables) of the functions, a term and its simplified form
have the same value; and no rule folds an application of literals (its value is the
model's)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.rewrite import simplify
from strsat.terms import BOOL, INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import Model, evaluate
from strsat.terms.functions import FunctionTable, apply, function

X = var("x", STRING)
N = var("n", INT)
F = function("f", [STRING], INT)
G = function("g", [INT, STRING], STRING)
P = function("p", [STRING], BOOL)
WORDS = ["", "a", "b", "ab"]


def _strings(depth: int) -> st.SearchStrategy[Term]:
    base = st.one_of(st.just(X), st.sampled_from(WORDS).map(string))
    if depth == 0:
        return base
    s, i = _strings(depth - 1), _ints(depth - 1)
    return st.one_of(
        base,
        st.builds(lambda a, b: mk("str.++", a, b), s, s),
        st.builds(lambda k, a: apply(G, k, a), i, s),
        st.builds(lambda a, k: mk("str.at", a, k), s, i),
    )


def _ints(depth: int) -> st.SearchStrategy[Term]:
    base = st.one_of(st.just(N), st.integers(-1, 2).map(integer))
    if depth == 0:
        return base
    s, i = _strings(depth - 1), _ints(depth - 1)
    return st.one_of(
        base,
        st.builds(lambda a: apply(F, a), s),
        st.builds(lambda a: mk("str.len", a), s),
        st.builds(lambda a, b: mk("+", a, b), i, i),
    )


formulas = st.one_of(
    st.builds(lambda a, b: mk("=", a, b), _strings(2), _strings(2)),
    st.builds(lambda a, b: mk("<=", a, b), _ints(2), _ints(2)),
    st.builds(lambda a: apply(P, a), _strings(2)),
    st.builds(lambda a, b: mk("str.prefixof", a, b), _strings(2), _strings(2)),
)

tables = st.fixed_dictionaries({
    "f": st.dictionaries(st.sampled_from(WORDS), st.integers(-1, 2), max_size=3),
    "fd": st.integers(-1, 2),
    "g": st.dictionaries(st.tuples(st.integers(-1, 2), st.sampled_from(WORDS)),
                         st.sampled_from(WORDS), max_size=3),
    "gd": st.sampled_from(WORDS),
    "p": st.dictionaries(st.sampled_from(WORDS), st.booleans(), max_size=3),
    "pd": st.booleans(),
    "x": st.sampled_from(WORDS),
    "n": st.integers(-1, 2),
})


def _model(t: dict) -> Model:  # type: ignore[type-arg]
    return Model({X: t["x"], N: t["n"]}, functions={
        F: FunctionTable({(k,): v for k, v in t["f"].items()}, t["fd"]),
        G: FunctionTable(t["g"], t["gd"]),
        P: FunctionTable({(k,): v for k, v in t["p"].items()}, t["pd"]),
    })


@settings(max_examples=300, deadline=None)
@given(formulas, tables)
def test_simplify_preserves_meaning_under_every_interpretation(
        t: Term, table: dict) -> None:  # type: ignore[type-arg]
    model = _model(table)
    assert evaluate(simplify(t), model) == evaluate(t, model)


def test_applications_of_literals_are_not_folded() -> None:
    t = mk("=", apply(F, string("a")), integer(1))
    assert simplify(t) is t
    a = apply(F, string("a"))
    assert simplify(mk("=", a, a)).value is True  # the same term: equal in every model
