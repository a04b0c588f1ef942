"""The word-equation step: every lemma is valid, and the lengths choose the arrangement."""

from __future__ import annotations

from strsat.engine.skolems import Skolems
from strsat.terms import STRING, mk, string, var
from strsat.theory.seam.inferences import Inference
from strsat.theory.word_equations.step import WordEquations

x, y, z, w = (var(n, STRING) for n in "xyzw")


def kinds(result):
    return [lem.kind for lem in result.lemmas]


def test_constant_conflict_is_explained_by_the_chain(context):
    lits = [(mk("=", x, string("ab")), True), (mk("=", x, y), True),
            (mk("=", y, string("ba")), True)]
    res = WordEquations().check(context(lits, {x: 2, y: 2}))
    assert kinds(res) == [Inference.EQ_CONST_CONFLICT]
    lemma = res.lemmas[0]
    assert lemma.is_conflict and lemma.formula.op == "not"
    assert set(lemma.premises) == {a for a, _ in lits}


def test_equal_lengths_unify(context):
    eq = mk("=", mk("str.++", x, string("a")), mk("str.++", y, string("a")))
    res = WordEquations().check(context([(eq, True)], {x: 1, y: 1}))
    assert Inference.NF_UNIFY in kinds(res)
    concl = [lem.formula.args[1] for lem in res.lemmas if lem.kind is Inference.NF_UNIFY]
    assert mk("=", x, y) in concl


def test_shorter_variable_splits_longer_one(context):
    eq = mk("=", mk("str.++", x, z), mk("str.++", y, w))
    sk = Skolems()
    res = WordEquations().check(context([(eq, True)], {x: 1, y: 3, z: 3, w: 1}, sk))
    assert Inference.NF_SPLIT_VAR in kinds(res)
    k = sk.skolem("split", y, x)
    concl = [lem.formula.args[1] for lem in res.lemmas]
    assert mk("=", y, mk("str.++", x, k)) in concl


def test_constant_mismatch_from_the_right_needs_no_length(context):
    eq = mk("=", mk("str.++", x, string("a")), mk("str.++", y, string("b")))
    res = WordEquations().check(context([(eq, True)], {x: 2, y: 2}))
    assert Inference.NF_CONST_MISMATCH in kinds(res)


def test_overlap_not_conjugate_is_refuted(context):
    eq = mk("=", mk("str.++", x, string("ab")), mk("str.++", string("aa"), x))
    res = WordEquations().check(context([(eq, True)], {x: 4}))
    assert Inference.OVERLAP_CONJUGATE in kinds(res)


def test_overlap_conjugate_is_not_refuted(context):
    eq = mk("=", mk("str.++", x, string("ab")), mk("str.++", string("ba"), x))
    res = WordEquations().check(context([(eq, True)], {x: 1}))
    assert Inference.OVERLAP_CONJUGATE not in kinds(res)


def test_disequality_of_same_normal_form_conflicts(context):
    lits = [(mk("=", x, mk("str.++", y, string("c"))), True),
            (mk("=", z, mk("str.++", y, string("c"))), True),
            (mk("=", x, z), False)]
    res = WordEquations().check(context(lits, {x: 2, y: 1, z: 2}))
    assert Inference.DEQ_SAME_NF in kinds(res)


def test_consistent_when_aligned(context):
    eq = mk("=", mk("str.++", x, string("a")), mk("str.++", x, string("a")))
    res = WordEquations().check(context([(eq, True)], {x: 3}))
    assert res.consistent


def _valid_on_small_strings(formula, variables, alphabet="ab", max_len=4):
    """Brute force: ``formula`` holds for every assignment of short strings."""
    import itertools

    from strsat.terms.evaluate import evaluate

    words = [""] + ["".join(p) for n in range(1, max_len + 1)
                    for p in itertools.product(alphabet, repeat=n)]
    for values in itertools.product(words, repeat=len(variables)):
        assert evaluate(formula, dict(zip(variables, values, strict=True))) is True, values


def test_overlap_with_equal_constants_is_solved_by_the_primitive_root(context):
    eq = mk("=", mk("str.++", x, string("abab")), mk("str.++", string("abab"), x))
    res = WordEquations().check(context([(eq, True)], {x: 2}))
    assert kinds(res) == [Inference.OVERLAP_SOLVED]
    concl = res.lemmas[0].formula.args[1]
    assert concl is mk("str.in_re", x, mk("re.*", mk("str.to_re", string("ab"))))
    _valid_on_small_strings(res.lemmas[0].formula, [x], max_len=6)


def test_overlap_with_conjugates_is_solved_exactly(context):
    eq = mk("=", mk("str.++", x, string("ab")), mk("str.++", string("ba"), x))
    res = WordEquations().check(context([(eq, True)], {x: 1}))
    assert kinds(res) == [Inference.OVERLAP_SOLVED]
    lemma = res.lemmas[0].formula
    _valid_on_small_strings(lemma, [x], max_len=6)
    # exact: every member of the language solves the equation
    from strsat.terms.evaluate import evaluate

    for word in ("b", "bab", "babab"):
        assert evaluate(lemma.args[1], {x: word}) is True
        assert evaluate(eq, {x: word}) is True


def test_commutation_passes_a_primitive_root_along_a_chain(context):
    ab_star = mk("re.*", mk("str.to_re", string("ab")))
    e1 = mk("=", mk("str.++", x, y), mk("str.++", y, x))
    e2 = mk("=", mk("str.++", y, z), mk("str.++", z, y))
    m = mk("str.in_re", x, ab_star)
    step = WordEquations()
    res = step.check(context([(e1, True), (e2, True), (m, True)], {x: 2, y: 4, z: 3}))
    assert kinds(res) == [Inference.COMMUTE_ROOT, Inference.COMMUTE_ROOT]
    concl = {lem.formula.args[1] for lem in res.lemmas}
    assert concl == {mk("str.in_re", y, ab_star), mk("str.in_re", z, ab_star)}
    _valid_on_small_strings(res.lemmas[0].formula, [x, y], max_len=4)
    # the same step object does not send the lemmas twice
    again = step.check(context([(e1, True), (e2, True), (m, True)], {x: 2, y: 4, z: 3}))
    assert Inference.COMMUTE_ROOT not in kinds(again)


def test_commutation_with_a_non_primitive_power_is_not_propagated(context):
    abab_star = mk("re.*", mk("str.to_re", string("abab")))
    e1 = mk("=", mk("str.++", x, y), mk("str.++", y, x))
    res = WordEquations().check(context([(e1, True), (mk("str.in_re", x, abab_star), True)],
                                        {x: 4, y: 2}))
    assert Inference.COMMUTE_ROOT not in kinds(res)


def test_overlapping_constants_that_disagree_get_one_offset_lemma(context):
    # x·"abc"·y = z·"bcd"·w with |x| = 0, |z| = 1: "bcd" would start inside "abc" at 1
    # and agrees there ("bc"), but |z| = 2 puts it at offset 2 where "c" != "b".
    eq = mk("=", mk("str.++", x, string("abc"), y), mk("str.++", z, string("bcd"), w))
    res = WordEquations().check(context([(eq, True)], {x: 0, y: 3, z: 2, w: 1}))
    assert kinds(res) == [Inference.CONST_OVERLAP]
    lemma = res.lemmas[0].formula
    # the offsets the lemma allows: 1 (agreement), and the disjoint placements
    from strsat.terms.evaluate import evaluate

    def allowed(offset: int) -> bool:
        model = {x: "", z: "z" * offset if offset >= 0 else ""}
        if offset < 0:
            model = {x: "x" * -offset, z: ""}
        return evaluate(lemma.args[1], model) is True

    assert [o for o in range(-4, 5) if allowed(o)] == [-4, -3, 1, 3, 4]
    _valid_on_small_strings(lemma, [x, y, z, w], alphabet="abcd", max_len=2)


def test_agreeing_overlap_gives_no_offset_lemma(context):
    eq = mk("=", mk("str.++", x, string("abc"), y), mk("str.++", z, string("bcd"), w))
    res = WordEquations().check(context([(eq, True)], {x: 0, y: 1, z: 1, w: 0}))
    assert Inference.CONST_OVERLAP not in kinds(res)


def test_overlaps_between_two_concatenations_of_one_class(context):
    # s = x·"abc"·y and s = z·"bcd"·w: the equations relate s to each side, not the
    # two sides to each other; the class comparison still finds the bad offset
    s = var("s", STRING)
    e1 = mk("=", s, mk("str.++", x, string("abc"), y))
    e2 = mk("=", s, mk("str.++", z, string("bcd"), w))
    res = WordEquations().check(context([(e1, True), (e2, True)],
                                        {s: 6, x: 0, y: 3, z: 2, w: 1}))
    assert Inference.CONST_OVERLAP in kinds(res)
    for lem in res.lemmas:
        if lem.kind is Inference.CONST_OVERLAP:
            _valid_on_small_strings(lem.formula, [s, x, y, z, w], alphabet="abcd", max_len=1)


# ---- property: lemmas without skolems are valid whatever the candidate -------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from conftest import make_context  # noqa: E402

_VARS = (x, y, z, w)
_items = st.one_of(st.sampled_from(_VARS), st.sampled_from(["a", "b", "ab", "ba"]).map(string))


@st.composite
def _equation_sets(draw):
    """A few equations between concatenations (and definitions of variables)."""
    eqs = []
    for _ in range(draw(st.integers(1, 3))):
        left = draw(st.lists(_items, min_size=1, max_size=4))
        right = draw(st.lists(_items, min_size=1, max_size=4))
        lhs = left[0] if len(left) == 1 else mk("str.++", *left)
        rhs = right[0] if len(right) == 1 else mk("str.++", *right)
        if lhs is not rhs:
            eqs.append(mk("=", lhs, rhs))
    for v in draw(st.lists(st.sampled_from(_VARS), max_size=2, unique=True)):
        eqs.append(mk("=", v, string("")))  # empty variables vanish from expansions
    lengths = {v: draw(st.integers(0, 3)) for v in _VARS}
    for eq in eqs:
        if eq.args[1] is string(""):
            lengths[eq.args[0]] = 0
    return eqs, lengths


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(_equation_sets())
def test_lemmas_without_skolems_are_valid(case):
    """Premises are cut to the items a lemma walks over (and the empty variables
    among them): every lemma that mentions no skolem must hold for all strings."""
    from strsat.terms.walk import postorder

    eqs, lengths = case
    sk = Skolems()
    res = WordEquations().check(make_context([(e, True) for e in eqs], lengths, sk))
    for lem in res.lemmas:
        if any(sk.is_skolem(t) for t in postorder(lem.formula)):
            continue
        _valid_on_small_strings(lem.formula, list(_VARS), alphabet="ab", max_len=2)


def test_not_contains_reads_every_concatenation_of_the_class(context):
    """``¬contains(s, x)`` with ``s = y·z = x·w`` and ``y = ""``: whichever concatenation
    the expansion of ``s`` goes through, the other one holds ``x`` and the step refutes
    the literal (banditfuzz 1566466815.44498373233589537932048103_1: the fixed-length
    search blocked ``|x| = 1, 2, 3, ...`` one a round instead)."""
    s = var("s", STRING)
    first, second = mk("=", s, mk("str.++", y, z)), mk("=", s, mk("str.++", x, w))
    for order in ((first, second), (second, first)):
        lits = [(order[0], True), (order[1], True), (mk("=", y, string("")), True),
                (mk("str.contains", s, x), False)]
        res = WordEquations().check(context(lits, {s: 3, x: 1, w: 2, y: 0, z: 3}))
        found = [lem for lem in res.lemmas if lem.kind is Inference.NOT_CONTAINS_NF]
        assert found, order
        assert mk("=", s, mk("str.++", x, w)) in found[0].premises
