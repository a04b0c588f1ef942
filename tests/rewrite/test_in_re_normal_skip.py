"""IN_RE_NORMAL builds a ground regex's normal form (the derivative nodes) only when
the regex's syntax leaves open that it denotes ∅ or Σ* (``strings._neither_empty_nor_all``,
issue 39).  The syntactic reading must be sound: when it says "neither", the regex
holds a word and not the empty word, and its normal form is neither ``NONE`` nor
``ALL``; and the rule gives the same result as building the normal form every time."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.rewrite import simplify
from strsat.rewrite.rules.strings import _neither_empty_nor_all
from strsat.terms import STRING, Term, mk, string, var
from strsat.terms import regex_nodes as rx
from strsat.terms.evaluate import holds, matches, to_regex

x = var("x", STRING)
WORDS = ["".join(p) for k in range(5) for p in itertools.product("abc", repeat=k)]

leaves = st.sampled_from([
    mk("str.to_re", string("a")), mk("str.to_re", string("ab")), mk("str.to_re", string("")),
    mk("re.range", string("a"), string("b")), mk("re.range", string("b"), string("a")),
    mk("re.range", string("ab"), string("c")), mk("re.allchar"), mk("re.none"), mk("re.all"),
])


def _extend(children: st.SearchStrategy[Term]) -> st.SearchStrategy[Term]:
    """Every regex operator over ``children``: binary, unary, then the indexed ones."""
    pairs = st.tuples(children, children)
    binary = [pairs.map(lambda p, op=op: mk(op, *p)) for op in ("re.++", "re.union", "re.inter")]
    unary = [children.map(lambda r, op=op: mk(op, r))
             for op in ("re.*", "re.+", "re.opt", "re.comp")]
    loops = st.tuples(children, st.integers(0, 2), st.integers(0, 3)).map(
        lambda t: mk("re.loop", t[0], indices=(t[1], t[2])))
    powers = st.tuples(children, st.integers(0, 2)).map(
        lambda t: mk("re.^", t[0], indices=(t[1],)))
    return st.one_of(*binary, *unary, loops, powers)


regexes = st.recursive(leaves, _extend, max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(regexes)
def test_neither_means_a_word_and_not_the_empty_word(r: Term) -> None:
    if not _neither_empty_nor_all(r):
        return
    assert not matches(r, "")
    normal = to_regex(r)
    assert normal is not rx.NONE and normal is not rx.ALL
    assert not normal.nullable


@settings(max_examples=200, deadline=None)
@given(regexes)
def test_membership_simplifies_to_an_equivalent_formula(r: Term) -> None:
    t = simplify(mk("str.in_re", x, r))
    normal = to_regex(r)
    if normal is rx.ALL or normal is rx.NONE:  # the rule (or an earlier one) decides it
        assert t.op == "const"
    for w in WORDS:
        assert holds(t, {x: w}) == matches(r, w), (r, w, t)


def test_the_common_shapes_are_read_as_neither() -> None:
    lt, gt = mk("str.to_re", string("<")), mk("str.to_re", string(">"))
    tag = mk("re.++", lt, mk("re.*", mk("re.comp", gt)), gt)
    assert _neither_empty_nor_all(tag)
    assert not _neither_empty_nor_all(mk("re.*", tag))  # holds the empty word
    assert not _neither_empty_nor_all(mk("re.inter", tag, tag))  # not read
    assert not _neither_empty_nor_all(mk("re.range", string("b"), string("a")))  # empty
