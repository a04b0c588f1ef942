"""A large sub-node's automaton is built once and embedded in the regexes derived
from it (``build``'s ``shared`` table), and the length bounds of a segment of an
automaton are those of a fresh one (issue 38: checks over a table of keys)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from regex_strategies import regexes

from strsat.regex import ast as R
from strsat.regex.automaton import NFA, accepts, length_bounds
from strsat.regex.construct import SHARED_SIZE, build

FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

KEYS = [f"key{i:03d};" for i in range(300)]


def _keys() -> R.Regex:
    node = R.union(*[R.literal(k) for k in KEYS])
    assert node.size >= SHARED_SIZE
    return node


def test_a_derived_regex_embeds_the_kept_automaton() -> None:
    keys = _keys()
    shared: dict[R.Regex, NFA | None] = {}
    build(R.concat(keys, R.literal("!")), shared=shared)
    assert accepts(shared[keys], "key007;") and not accepts(shared[keys], "key7")
    # another automaton kept for the node is the one the next derived regex embeds
    shared[keys] = build(R.literal("zz"))
    derived = build(R.concat(R.literal("&"), keys), shared=shared)
    assert accepts(derived, "&zz") and not accepts(derived, "&key007;")
    complemented = build(R.comp(keys), shared=shared)
    assert not accepts(complemented, "zz") and accepts(complemented, "key007;")


def test_the_automaton_does_not_depend_on_the_table() -> None:
    keys = _keys()
    shared: dict[R.Regex, NFA | None] = {}
    for node in (R.concat(keys, R.ALL), R.comp(keys), R.inter(R.comp(keys), R.plus(R.ALLCHAR)),
                 R.concat(R.star(keys), R.literal("x"))):
        fresh = build(node)
        assert build(node, shared=shared) == fresh
        assert build(node, shared=shared) == fresh  # the sub-node now kept
    assert keys in shared


@FAST
@given(r=regexes(max_leaves=10), data=st.data())
def test_segment_bounds_agree_with_a_fresh_automaton(r, data) -> None:  # type: ignore[no-untyped-def]
    a = build(r)
    q = data.draw(st.integers(0, a.n_states - 1))
    p = data.draw(st.integers(0, a.n_states - 1))
    ending = a.with_finals(frozenset({q}))
    segment = ending.rerooted(p)
    fresh = NFA(a.algebra, [list(m) for m in a.trans], p, frozenset({q}))
    assert segment.bounds() == length_bounds(fresh)
    assert segment.bounds() == ending.bounds()
    assert length_bounds(a) == length_bounds(NFA(a.algebra, a.trans, a.initial, a.finals))
