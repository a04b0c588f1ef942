"""Hypothesis strategies: random well-sorted terms over every operator of the table."""

from __future__ import annotations

from hypothesis import strategies as st

from strsat.terms import BOOL, INT, REGLAN, STRING, Sort, Term, const, mk, var
from strsat.terms.ops import operators

SORTS = (BOOL, INT, STRING, REGLAN)
#: Variable names, some of which need |quoting|.
NAMES = ("x", "y", "s!", "a b", "\u00e9t\u00e9", "let", "0x", "@k")

chars = st.integers(0, 0x2FFFF).map(chr)


def leaf(sort: Sort) -> st.SearchStrategy[Term]:
    # one name has one sort in a script: tag the names by sort
    names = st.sampled_from(NAMES).map(lambda n: n + {BOOL: "", INT: "1", STRING: "s"}[sort])
    if sort is BOOL:
        return st.one_of(st.booleans().map(const), names.map(lambda n: var(n, BOOL)))
    if sort is INT:
        return st.one_of(st.integers(-10**20, 10**20).map(const),
                         names.map(lambda n: var(n, INT)))
    if sort is STRING:
        return st.one_of(st.text(chars, max_size=6).map(const),
                         names.map(lambda n: var(n, STRING)))
    return st.sampled_from([mk("re.none"), mk("re.all"), mk("re.allchar")])


def _rows_for(sort: Sort):
    # str.in_grammar carries a registered grammar (issue 27): tests/smtlib/test_grammars.py
    return [op for op in operators() if (op.result is sort or op.result is None)
            and op.name != "str.in_grammar"]


@st.composite
def terms(draw, sort: Sort = BOOL, depth: int = 4) -> Term:
    """A random term of ``sort`` built with :func:`mk` (so well-sorted)."""
    if depth <= 0 or draw(st.integers(0, 3)) == 0:
        return draw(leaf(sort))
    rows = [op for op in _rows_for(sort) if op.arity != 0]
    op = draw(st.sampled_from(rows))
    if op.variadic:
        n = draw(st.integers(max(op.min_args, 1), max(op.min_args, 1) + 2))
        want = [op.args[0]] * n
    else:
        want = list(op.args)
    poly = draw(st.sampled_from((BOOL, INT, STRING))) if None in want else None
    if op.result is None:  # ite: the result sort is the requested one
        poly = sort
    args = [draw(terms(w if w is not None else poly, depth - 1)) for w in want]
    indices = tuple(draw(st.integers(0, 5)) for _ in range(op.n_indices))
    return mk(op.name, *args, indices=indices)


@st.composite
def ground_terms(draw, sort: Sort = BOOL, depth: int = 3) -> Term:
    """A random variable-free term of ``sort`` (all operators)."""
    if depth <= 0 or draw(st.integers(0, 3)) == 0:
        if sort is BOOL:
            return draw(st.booleans().map(const))
        if sort is INT:
            return draw(st.integers(-5, 12).map(const))
        if sort is STRING:
            return draw(st.text(st.sampled_from("ab1\u00e9"), max_size=4).map(const))
        return draw(leaf(REGLAN))
    rows = [op for op in _rows_for(sort) if op.arity != 0]
    op = draw(st.sampled_from(rows))
    if op.variadic:
        n = draw(st.integers(max(op.min_args, 1), max(op.min_args, 1) + 1))
        want = [op.args[0]] * n
    else:
        want = list(op.args)
    poly = draw(st.sampled_from((BOOL, INT, STRING))) if None in want else None
    if op.result is None:
        poly = sort
    args = [draw(ground_terms(w if w is not None else poly, depth - 1)) for w in want]
    indices = tuple(draw(st.integers(0, 3)) for _ in range(op.n_indices))
    return mk(op.name, *args, indices=indices)
