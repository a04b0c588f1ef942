"""The regular-constraint step and ``regex_lengths`` on hand-built contexts."""

from __future__ import annotations

from strsat.terms import STRING, mk, string, var
from strsat.terms.evaluate import holds, matches
from strsat.theory.regular import Languages, Regular
from strsat.theory.seam.inferences import Inference

regex_lengths = Languages().regex_lengths

x, y, z = (var(n, STRING) for n in "xyz")


def rng(a: str, b: str):
    return mk("re.range", string(a), string(b))


def lit(s: str):
    return mk("str.to_re", string(s))


def star(r):
    return mk("re.*", r)


def cat(*rs):
    return mk("re.++", *rs)


def power(r, n: int):
    return mk("re.^", r, indices=(n,))


def loop(r, lo: int, hi: int):
    return mk("re.loop", r, indices=(lo, hi))


def inre(s, r):
    return mk("str.in_re", s, r)


ABC = rng("a", "c")


def longstr(n: int, c: str, extra: int):
    return cat(star(ABC), lit(c), power(ABC, n + extra))


def kinds(result):
    return [lem.kind for lem in result.lemmas]


# ---- regex_lengths --------------------------------------------------------------


def test_lengths_of_simple_languages():
    assert regex_lengths(lit("abc")) == [(3, 0)]
    assert regex_lengths(star(lit("ab"))) == [(0, 2)]
    assert regex_lengths(longstr(1000, "a", 1)) == [(1002, 1)]
    assert regex_lengths(mk("re.none")) == []
    assert regex_lengths(cat(lit("a"), mk("re.inter", star(lit("aa")), star(lit("aaa"))))) \
        == [(1, 6)]


def test_lengths_of_huge_loop_over_approximate():
    # 0..10^6 repetitions of a two-character word: too many states to build
    r = loop(lit("ab"), 3, 1_000_000)
    progs = regex_lengths(r)
    assert progs is not None
    assert all(any(n >= s if p == 1 else (n == s if p == 0 else n >= s and (n - s) % p == 0)
                   for s, p in progs) for n in (6, 8, 2_000_000))


def test_lengths_of_non_ground_regex_is_none():
    assert regex_lengths(mk("str.to_re", x)) is None


# ---- RE_CONST ---------------------------------------------------------------------


def test_constant_contradicting_membership(context):
    eq = mk("=", x, string("abd"))
    m = inre(y, star(ABC))
    lits = [(eq, True), (mk("=", x, y), True), (m, True)]
    res = Regular().check(context(lits, {x: 3, y: 3}))
    assert kinds(res) == [Inference.RE_CONST]
    assert res.lemmas[0].is_conflict
    assert set(res.lemmas[0].premises) == {eq, mk("=", x, y), m}


def test_constant_in_negative_membership(context):
    m = inre(x, star(ABC))
    res = Regular().check(context([(mk("=", x, string("ab")), True), (m, False)], {x: 2}))
    assert kinds(res) == [Inference.RE_CONST]
    assert mk("not", m) in set(res.lemmas[0].premises)


def test_constant_satisfying_memberships_is_consistent(context):
    res = Regular().check(context([(mk("=", x, string("ab")), True),
                                   (inre(x, star(ABC)), True)], {x: 2}))
    assert res.consistent


# ---- RE_EMPTY ---------------------------------------------------------------------


def test_longstr_unsat_is_refuted_on_a_small_product(context):
    m1, m2 = inre(x, longstr(1000, "a", 0)), inre(x, longstr(1000, "b", 0))
    ctx = context([(m1, True), (m2, True)], {x: 1001})
    res = Regular().check(ctx)
    assert kinds(res) == [Inference.RE_EMPTY]
    assert set(res.lemmas[0].premises) == {m1, m2}
    # refuted without exploring the languages (paper 000 Table 2: a handful of states)
    assert ctx.stats.as_dict()["regular.product_states"] < 50


def test_longstr_unsat_explanation_leaves_out_a_third_membership(context):
    # the memberships are tried in the creation order of their regex terms, which
    # depends on what ran before in the process: only the explanation is asserted here
    m1, m2 = inre(x, longstr(1000, "a", 0)), inre(x, longstr(1000, "b", 0))
    other = inre(x, star(rng("a", "z")))
    res = Regular().check(context([(m1, True), (m2, True), (other, True)], {x: 1001}))
    assert kinds(res) == [Inference.RE_EMPTY]
    assert set(res.lemmas[0].premises) == {m1, m2}


def test_empty_explanation_is_a_single_negative(context):
    m1 = inre(x, lit("ab"))
    m2 = inre(x, star(mk("re.allchar")))
    res = Regular().check(context([(m1, True), (m2, False)], {x: 2}))
    assert kinds(res) == [Inference.RE_EMPTY]
    assert res.lemmas[0].is_conflict and set(res.lemmas[0].premises) == {mk("not", m2)}


def test_empty_across_an_equality_explains_it(context):
    m1, m2 = inre(x, star(lit("a"))), inre(y, cat(lit("b"), star(ABC)))
    eq = mk("=", x, y)
    res = Regular().check(context([(m1, True), (m2, True), (eq, True)], {x: 3, y: 3}))
    assert kinds(res) == [Inference.RE_EMPTY]
    assert set(res.lemmas[0].premises) == {m1, m2, eq}


# ---- hints and lengths ------------------------------------------------------------


def test_longstr_sat_hint_of_the_core_length(context):
    n = 1000
    r1, r2 = longstr(n, "a", 1), longstr(n, "b", 0)
    ctx = context([(inre(x, r1), True), (inre(x, r2), True)], {x: 1010})
    res = Regular().check(ctx)
    assert res.consistent
    w = res.hints[x]
    assert len(w) == 1010 and matches(r1, w) and matches(r2, w)


def test_impossible_length_gives_length_lemma(context):
    r1, r2 = star(lit("aa")), star(lit("aaa"))
    ctx = context([(inre(x, r1), True), (inre(x, r2), True)], {x: 4})
    res = Regular().check(ctx)
    assert kinds(res) == [Inference.RE_INTER_LENGTH]
    f = res.lemmas[0].formula
    # valid: any model of the memberships satisfies the conclusion; and it cuts |x| = 4
    for k in range(0, 13):
        assert holds(f, {x: "a" * k}) is True
    assert holds(f.args[1], {x: "a" * 4}) is False


def test_negative_only_class_gets_a_hint(context):
    ctx = context([(inre(x, star(rng("a", "z"))), False)], {x: 3})
    res = Regular().check(ctx)
    assert res.consistent
    assert len(res.hints[x]) == 3 and not matches(star(rng("a", "z")), res.hints[x])


def test_no_room_for_a_contained_word_gives_a_pruning_room_lemma(context):
    """RE_ROOM: x = y·"<"·z·w ∈ Σ*·SCRIPT·Σ* with |y| = 3, |z| = 2, w empty: some free
    item must be long enough for the word; asserted for pruning only (it is not valid:
    the word could straddle y and z), and w's emptiness is no premise."""
    w = var("w", STRING)
    eq = mk("=", x, mk("str.++", y, string("<"), z, w))
    m = inre(x, cat(star(mk("re.allchar")), lit("SCRIPT"), star(mk("re.allchar"))))
    empty = mk("=", w, string(""))
    res = Regular().check(context([(eq, True), (m, True), (empty, True)],
                                  {x: 7, y: 3, z: 2, w: 0}))
    room = [lem for lem in res.lemmas if lem.kind is Inference.RE_ROOM]
    assert len(room) == 1 and room[0].pruning
    f = room[0].formula
    assert set(room[0].premises) == {eq, m}
    model = {y: "abc", z: "de", w: "", x: "abc<de"}
    assert holds(f.args[1], model) is False  # the candidate's lengths are cut
    for v in (y, z, w):
        longer = {**model, v: "SCRIPT"}
        longer[x] = longer[y] + "<" + longer[z] + longer[w]
        assert holds(f, longer) is True


# ---- RE_CONCAT_EMPTY --------------------------------------------------------------


def test_concatenation_against_membership(context):
    eq = mk("=", x, mk("str.++", y, string("b"), z))
    m = inre(x, star(lit("a")))
    res = Regular().check(context([(eq, True), (m, True)], {x: 3, y: 1, z: 1}))
    assert kinds(res) == [Inference.RE_CONCAT_EMPTY]
    assert set(res.lemmas[0].premises) == {eq, m}


def test_concatenation_uses_item_memberships(context):
    eq = mk("=", x, mk("str.++", y, z))
    mx = inre(x, cat(star(lit("a")), star(lit("b"))))
    my = inre(y, cat(lit("b"), star(ABC)))
    mz = inre(z, cat(star(ABC), lit("a")))
    res = Regular().check(context([(eq, True), (mx, True), (my, True), (mz, True)],
                                  {x: 4, y: 2, z: 2}))
    assert kinds(res) == [Inference.RE_CONCAT_EMPTY]
    assert set(res.lemmas[0].premises) == {eq, mx, my, mz}


def test_concatenation_with_solution_is_consistent(context):
    eq = mk("=", x, mk("str.++", y, z))
    mx = inre(x, cat(star(lit("a")), star(lit("b"))))
    my = inre(y, star(lit("a")))
    res = Regular().check(context([(eq, True), (mx, True), (my, True)], {x: 2, y: 1, z: 1}))
    assert Inference.RE_CONCAT_EMPTY not in kinds(res)


def test_concatenation_explanation_drops_irrelevant_memberships(context):
    eq = mk("=", x, mk("str.++", y, z))
    mx = inre(x, star(lit("a")))
    my = inre(y, cat(lit("b"), star(ABC)))
    mz = inre(z, star(ABC))
    mx2 = inre(x, star(mk("re.allchar")))
    res = Regular().check(context([(eq, True), (mx, True), (my, True), (mz, True),
                                   (mx2, True)], {x: 4, y: 2, z: 2}))
    assert kinds(res) == [Inference.RE_CONCAT_EMPTY]
    assert set(res.lemmas[0].premises) == {eq, mx, my}


def test_many_memberships_shrink_to_the_conflicting_pair(context):
    filler = [inre(x, star(mk("re.union", lit("c" * k), rng("a", "b")))) for k in range(1, 15)]
    m1 = inre(x, cat(lit("ab"), star(ABC)))
    m2 = inre(x, cat(star(lit("b")), lit("a")))
    lits = [(m, True) for m in filler[:7]] + [(m1, True)] + [(m, True) for m in filler[7:]] \
        + [(m2, True)]
    res = Regular().check(context(lits, {x: 4}))
    assert kinds(res) == [Inference.RE_EMPTY]
    core = set(res.lemmas[0].premises)
    assert {m1, m2} <= core and len(core) <= 3


def test_length_beyond_the_ast_bound_of_a_huge_loop(context):
    r = loop(ABC, 0, 100_000)  # too large for the exact length set within budget
    m = inre(x, r)
    res = Regular().check(context([(m, True)], {x: 100_001}))
    assert kinds(res) == [Inference.RE_INTER_LENGTH]
    f = res.lemmas[0].formula
    assert set(res.lemmas[0].premises) == {m}
    assert holds(f, {x: "a" * 3}) and not holds(f.args[1], {x: "a" * 100_001})


def test_superstring_contains_every_word():
    from strsat.theory.regular.memberships import superstring

    words = ["#abc", "bcd#", "cd#x", "abc", "zz"]
    s = superstring(words)
    assert all(w in s for w in words)
    assert len(s) < sum(map(len, words))
