"""The generic walkers of terms/walk.py that replace hand-rolled stacks (issue 25 §4):
their order is the one the callers relied on, checked against a recursive reference."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from term_strategies import terms

from strsat.terms import BOOL, STRING, Term, mk, string, var
from strsat.terms.walk import (
    collect,
    flatten,
    postorder,
    postorder_many,
    preorder,
    replace,
    substitute,
)

X, Y, Z = var("x", STRING), var("y", STRING), var("z", STRING)
A, B = var("a", BOOL), var("b", BOOL)


def _reference(roots: list[Term], descend=None, post: bool = False) -> list[Term]:
    """The distinct subterms, recursively: parents first (or last, ``post``), left to
    right; children only where ``descend`` holds."""
    out: list[Term] = []
    seen: set[int] = set()

    def go(t: Term) -> None:
        if t.id in seen:
            return
        seen.add(t.id)
        if not post:
            out.append(t)
        if descend is None or descend(t):
            for c in t.args:
                go(c)
        if post:
            out.append(t)

    for r in roots:
        go(r)
    return out


def _flatten_reference(t: Term, op: str, into=None) -> list[Term]:
    if t.op == op and (into is None or into(t)):
        return [u for c in t.args for u in _flatten_reference(c, op, into)]
    return [t]


_leaves = st.sampled_from([X, Y, Z, string("a"), string("")])
_strings = st.recursive(_leaves, lambda kids: st.lists(kids, min_size=2, max_size=3).map(
    lambda ks: mk("str.++", *ks)), max_leaves=12)
_atoms = st.builds(lambda s, t: mk("=", s, t), _strings, _strings) | st.sampled_from([A, B])
_formulas = st.recursive(_atoms, lambda kids: st.one_of(
    kids.map(lambda k: mk("not", k)),
    st.lists(kids, min_size=2, max_size=3).map(lambda ks: mk("and", *ks)),
    st.lists(kids, min_size=2, max_size=3).map(lambda ks: mk("or", *ks))), max_leaves=8)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(st.lists(_formulas, min_size=1, max_size=3))
def test_preorder_is_the_recursive_preorder(roots: list[Term]) -> None:
    assert list(preorder(roots)) == _reference(roots)
    assert list(preorder(roots[0])) == _reference(roots[:1])

    def bool_only(t: Term) -> bool:
        return t.sort is BOOL

    assert list(preorder(roots, bool_only)) == _reference(roots, bool_only)
    assert collect(roots, {"=", "not"}) == [t for t in _reference(roots)
                                           if t.op in ("=", "not")]


@settings(derandomize=True, max_examples=150, deadline=None)
@given(st.lists(_formulas, min_size=1, max_size=3))
def test_postorder_is_the_recursive_postorder(roots: list[Term]) -> None:
    assert list(postorder_many(roots)) == _reference(roots, post=True)
    assert list(postorder(roots[0])) == _reference(roots[:1], post=True)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(_formulas, _strings)
def test_flatten_is_the_recursive_flattening(f: Term, s: Term) -> None:
    assert flatten(f, "and") == _flatten_reference(f, "and")
    assert flatten(s, "str.++") == _flatten_reference(s, "str.++")
    assert flatten([s, f], "str.++") == [*_flatten_reference(s, "str.++"), f]

    def short(t: Term) -> bool:
        return len(t.args) == 2

    assert flatten(s, "str.++", short) == _flatten_reference(s, "str.++", short)


def test_preorder_stops_where_asked_and_early() -> None:
    inner = mk("str.++", X, Y)
    f = mk("and", mk("=", inner, Z), mk("not", A))
    assert list(preorder(f, lambda t: t.sort is BOOL)) == [
        f, mk("=", inner, Z), inner, Z, mk("not", A), A]
    walk = preorder(f)
    assert next(walk) is f  # a generator: nothing below is visited yet
    shared = mk("and", mk("not", A), mk("not", A), A)
    assert list(preorder(shared)) == [shared, mk("not", A), A]  # each subterm once


@settings(derandomize=True, max_examples=150, deadline=None)
@given(st.lists(_formulas, min_size=1, max_size=3))
def test_groundness_is_a_flag_set_at_creation(roots: list[Term]) -> None:
    """``Term.ground`` (what ``is_ground`` reads) is "no variable among the subterms",
    the walk it replaced."""
    from strsat.terms.walk import is_ground

    for root in roots:
        for t in postorder(root):
            assert t.ground == is_ground(t) == all(u.op != "var" for u in postorder(t))


@settings(max_examples=200, deadline=None)
@given(roots=st.lists(terms(BOOL, depth=4), min_size=1, max_size=6), most=st.integers(0, 4),
       shared=st.booleans())
def test_the_variables_of_each_root_are_those_of_free_vars(roots, most, shared) -> None:
    """``variables_of_each`` gives each root's variables when it has at most ``most`` of
    them and None past that, as walking the root alone does: also when the roots share
    subterms (a root made of earlier roots) and when the caller stops early."""
    from strsat.terms.walk import free_vars, variables_of_each

    if shared and len(roots) > 1:
        roots = [*roots, mk("and", roots[0], roots[-1])]
    expected = [frozenset(free_vars(r)) for r in roots]
    expected_or_none = [vs if len(vs) <= most else None for vs in expected]
    assert list(variables_of_each(roots, most)) == expected_or_none
    walk = variables_of_each(roots, most)
    assert next(walk) == expected_or_none[0]


@settings(derandomize=True, max_examples=150, deadline=None)
@given(st.lists(_formulas, min_size=1, max_size=3))
def test_free_vars_are_the_variables_in_postorder(roots: list[Term]) -> None:
    from strsat.terms.walk import free_vars, free_vars_many

    expected = list(dict.fromkeys(t for t in _reference(roots, post=True) if t.op == "var"))
    assert list(free_vars_many(roots)) == expected
    first = dict.fromkeys(t for t in _reference(roots[:1], post=True) if t.op == "var")
    assert list(free_vars(roots[0])) == list(first)


class _Tripwire(tuple):
    """A ground term's children that a walk must not read (issue 38: the variables of a
    membership walked its regex of thousands of nodes at every round)."""

    __slots__ = ()

    def __reversed__(self):  # noqa: ANN204
        raise AssertionError("walked into a ground subterm")

    def __getitem__(self, i):  # noqa: ANN001, ANN204
        raise AssertionError("walked into a ground subterm")


def test_free_vars_do_not_walk_into_ground_subterms() -> None:
    from strsat.terms.sorts import REGLAN
    from strsat.terms.term import interned
    from strsat.terms.walk import free_vars, free_vars_many

    parts = (mk("str.to_re", string("tripwire-ground-1")),
             mk("str.to_re", string("tripwire-ground-2")))
    regex = interned("re.union", _Tripwire(parts), (), None, REGLAN)
    assert regex.ground
    member = mk("str.in_re", mk("str.++", Y, X), regex)
    assert list(free_vars(member)) == [Y, X]
    assert list(free_vars_many([mk("not", member), A])) == [Y, X, A]


@settings(max_examples=300, deadline=None)
@given(terms(STRING), st.sampled_from([X, Y]), st.sampled_from([Z, string("ab"), X]))
def test_replace_is_the_substitution_of_one_variable(t: Term, v: Term, by: Term) -> None:
    assert replace(t, v, by) is substitute(t, {v: by})
    b = mk("=", t, X)
    assert replace(b, v, by) is substitute(b, {v: by})
