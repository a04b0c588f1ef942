"""The word-equation step: every lemma is valid, and the lengths choose the arrangement."""

from __future__ import annotations

from strsat.engine.skolems import Skolems
from strsat.terms import FALSE, STRING, mk, string, var
from strsat.theory.inferences import Inference
from strsat.theory.word_equations import WordEquations

x, y, z, w = (var(n, STRING) for n in "xyzw")


def kinds(result):
    return [lem.kind for lem in result.lemmas]


def test_constant_conflict_is_explained_by_the_chain(context):
    lits = [(mk("=", x, string("ab")), True), (mk("=", x, y), True),
            (mk("=", y, string("ba")), True)]
    res = WordEquations().check(context(lits, {x: 2, y: 2}))
    assert kinds(res) == [Inference.EQ_CONST_CONFLICT]
    formula = res.lemmas[0].formula
    assert formula.op == "=>" and formula.args[1] is FALSE
    assert set(formula.args[0].args) == {a for a, _ in lits}


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
