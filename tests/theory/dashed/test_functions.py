"""The string functions stated over dashed strings are exact: with the arguments known,
the stated constraints have exactly the reference evaluator's result as solution."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.terms.string_ops import smt_indexof, smt_replace_all, smt_substr, smt_to_int
from strsat.theory.dashed.blocks import INF, of_string, universe
from strsat.theory.dashed.constraints import Const
from strsat.theory.dashed.functions import contains, indexof, replace_all, substr, to_int
from strsat.theory.dashed.search import Search
from strsat.theory.dashed.store import Store

words = st.text(alphabet="abc", max_size=6)


def _solve(stated, known: dict, free: dict):
    """Search the stated constraints with ``known`` variables fixed (None: no solution
    or impossible; else the model)."""
    if stated.impossible:
        return None
    dom = {v: of_string(w) for v, w in known.items()}
    lens = {v: (len(w), len(w)) for v, w in known.items()}
    for v, (lo, hi) in {**free, **stated.aux}.items():
        dom[v] = universe(lo, hi)
        lens[v] = (lo, hi)
    for c in stated.constraints:
        for v in c.vars:
            if v not in dom:
                dom[v], lens[v] = universe(), (0, INF)
    result = Search(stated.constraints, Store(dom, lens), node_limit=50_000).run()
    assert result.model is not None or result.exhausted
    return result.model


def _fresh():
    counter = itertools.count()
    return lambda name: (name, next(counter))


@settings(max_examples=150, deadline=None)
@given(words, st.integers(-1, 7), st.integers(-1, 7))
def test_substr_is_exact(x, i, n):
    got = _solve(substr("k", ("x",), i, n, len(x), _fresh()), {"x": x}, {"k": (0, INF)})
    assert got is not None and got["k"] == smt_substr(x, i, n)


@settings(max_examples=200, deadline=None)
@given(words, st.text(alphabet="abc", max_size=3), st.integers(-1, 7), st.integers(-2, 7))
def test_indexof_is_exact(x, t, i, r):
    got = _solve(indexof(r, ("x",), t, i, len(x), _fresh()), {"x": x}, {})
    assert (got is not None) == (r == smt_indexof(x, t, i))


@settings(max_examples=150, deadline=None)
@given(words, st.text(alphabet="abc", min_size=1, max_size=3), st.booleans())
def test_contains_is_exact(x, t, positive):
    got = _solve(contains(("x",), (Const(t),), positive, _fresh()), {"x": x}, {})
    assert (got is not None) == ((t in x) == positive)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="0123a", max_size=5), st.integers(-2, 130))
def test_to_int_is_exact(x, n):
    got = _solve(to_int(n, "x"), {"x": x}, {})
    assert (got is not None) == (smt_to_int(x) == n)


@settings(max_examples=150, deadline=None)
@given(words, st.sampled_from(["a", "b", "ab", ""]), st.sampled_from(["", "c", "cc", "b"]))
def test_replace_all_is_computed_and_its_image_is_sound(x, p, r):
    stated = replace_all("k", "x", p, r)
    got = _solve(stated, {"x": x}, {"k": (0, INF)})
    assert got is not None and got["k"] == smt_replace_all(x, p, r)
    fn = stated.constraints[0]
    if fn.image is not None:
        img = fn.image(of_string(x), None, None)
        from strsat.theory.dashed.blocks import accepts

        assert accepts(img, smt_replace_all(x, p, r))


def test_long_substr_and_indexof_cost_blocks_not_characters():
    """x = a^{100000} b a^{100000}: indexof(x, "b", 0) = 100000 and the substring after
    it are found without laying out 200,001 characters."""
    n = 100_000
    x = "a" * n + "b" + "a" * n
    got = _solve(indexof(n, ("x",), "b", 0, len(x), _fresh()), {"x": x}, {})
    assert got is not None
    assert _solve(indexof(n - 1, ("x",), "b", 0, len(x), _fresh()), {"x": x}, {}) is None
    got = _solve(substr("k", ("x",), n, 5, len(x), _fresh()), {"x": x}, {"k": (0, INF)})
    assert got is not None and got["k"] == "baaaa"


@settings(max_examples=200, deadline=None)
@given(words, st.text(alphabet="abc", max_size=3), st.integers(-1, 7), st.integers(-2, 7))
def test_indexof_without_the_length_keeps_the_solution(x, t, i, r):
    """Stated with the length free, indexof never excludes the true value (exact for
    r ≥ 0, nothing said for r = −1)."""
    stated = indexof(r, ("x",), t, i, None, _fresh())
    if r == smt_indexof(x, t, i):
        assert not stated.impossible
        assert _solve(stated, {"x": x}, {}) is not None
    elif r >= 0:
        assert _solve(stated, {"x": x}, {}) is None
