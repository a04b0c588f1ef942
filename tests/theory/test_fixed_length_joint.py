"""Memberships over the same cells share one propagator: the product of their automata
(``RegexCache.joint``; paper 004, Fig. 4), so the fixed-length search never tries a value
that only the intersection rules out."""

from __future__ import annotations

from test_fixed_length import expect_sat, expect_unsat, member, solve

from strsat.terms import STRING, mk, string, var

x = var("x", STRING)


def chars(*cs: str):
    return mk("re.union", *[mk("str.to_re", string(c)) for c in cs])


DIGIT = mk("re.range", string("0"), string("9"))
def span(a: str, b: str):
    return mk("re.range", string(a), string(b))


#: the white space ``int()`` strips: many regions of the alphabet
SPACE = mk("re.union", span("\t", "\r"), chars(" ", "\x85", "\xa0", "\u1680"),
           span("\u2000", "\u200a"), span("\u2028", "\u2029"),
           chars("\u202f", "\u205f", "\u3000"))
SIGN = mk("re.opt", chars("+", "-"))
#: ``int()``'s numerals with underscores, and without
WITH_UNDERSCORES = mk("re.++", mk("re.*", SPACE), SIGN, DIGIT,
                      mk("re.*", mk("re.++", mk("re.opt", mk("str.to_re", string("_"))), DIGIT)),
                      mk("re.*", SPACE))
PLAIN = mk("re.++", mk("re.*", SPACE), SIGN, mk("re.+", DIGIT), mk("re.*", SPACE))


def test_a_word_only_the_intersection_constrains_is_found_in_one_descent():
    """Apart, each membership accepts a last digit, or a last space after spaces; together
    neither, and the search tried every space at the last cells again and again (no
    model in 2,000 nodes).  Joint, one descent: a node per cell."""
    lits = [(member(x, WITH_UNDERSCORES), True), (member(x, PLAIN), False),
            (member(x, mk("re.+", DIGIT)), False)]
    res, ctx = solve(lits, {x: 300}, node_limit=2_000)
    assert res.model is not None
    value = res.model[x]
    assert len(value) == 300 and "_" in value
    assert ctx.stats.counters["fixed_length.nodes"] <= 300 + 10
    expect_sat(lits, {x: 300})


def test_an_empty_intersection_fails_at_the_root():
    """An even and an odd number of ``a``: apart, every prefix can still be completed
    for each (no cell is narrowed), so the search enumerated the prefixes (no answer in
    2,000 nodes); joint, the product has no word at all and the search fails before
    its first node."""
    b_star = mk("re.*", mk("str.to_re", string("b")))
    a = mk("str.to_re", string("a"))
    pair = mk("re.++", b_star, a, b_star, a)
    even = mk("re.++", mk("re.*", pair), b_star)
    odd = mk("re.++", b_star, a, mk("re.*", pair), b_star)
    lits = [(member(x, even), True), (member(x, odd), True)]
    res, ctx = solve(lits, {x: 40}, node_limit=2_000)
    assert res.model is None and res.lemmas
    assert ctx.stats.counters["fixed_length.nodes"] == 0
    expect_unsat(lits, {x: 40})


def test_joint_and_separate_memberships_agree_on_short_words():
    """Each length 0..7 of ``x ∈ WITH_UNDERSCORES ∧ x ∉ PLAIN``: sat exactly when a word
    of that length exists (``d_d`` is the shortest)."""
    lits = [(member(x, WITH_UNDERSCORES), True), (member(x, PLAIN), False)]
    for n in range(8):
        res, _ctx = solve(lits, {x: n})
        assert (res.model is not None) == (n >= 3), n
