"""The congruence step (``CONGRUENCE``, ``CODE_INJECTIVE``) on hand-built contexts.

Every lemma is also checked for validity: with each purification variable replaced
by the application it names, it holds for all short strings.
"""

from __future__ import annotations

import itertools

from strsat.terms import INT, STRING, Term, integer, mk, string, var
from strsat.terms.evaluate import evaluate
from strsat.terms.walk import substitute
from strsat.theory.functions.congruence import Congruence
from strsat.theory.seam.inferences import Inference

x, y, z = (var(n, STRING) for n in "xyz")
k1, k2 = var("k1", INT), var("k2", INT)
i, j = var("i", INT), var("j", INT)
A = string("a")


def _run(context, literals, lengths, ints, definitions):
    ctx = context(literals, lengths, ints=ints)
    ctx.definitions = definitions
    return Congruence().check(ctx)


def _valid(formula: Term, definitions: list[Term], strings=(x, y, z), ints=(i, j)) -> None:
    """``formula`` with every ``k = f(args)`` unfolded holds for all short strings and
    small integers."""
    unfolded = substitute(formula, {d.args[0]: d.args[1] for d in definitions})
    words = ["", "a", "b", "ab", "ba"]
    for ws in itertools.product(words, repeat=len(strings)):
        for ns in itertools.product(range(-1, 3), repeat=len(ints)):
            model = dict(zip(strings, ws, strict=True)) | dict(zip(ints, ns, strict=True))
            assert evaluate(unfolded, model) is True, model


def test_equal_arguments_force_equal_results(context):
    defs = [mk("=", k1, mk("str.indexof", x, A, integer(0))),
            mk("=", k2, mk("str.indexof", y, A, integer(0)))]
    eq = mk("=", x, y)
    res = _run(context, [(eq, True)], {x: 2, y: 2}, {k1: 0, k2: 1}, defs)
    assert [lem.kind for lem in res.lemmas] == [Inference.CONGRUENCE]
    formula = res.lemmas[0].formula
    assert formula is mk("=>", eq, mk("=", k1, k2))
    _valid(formula, defs)


def test_results_that_agree_need_no_lemma(context):
    defs = [mk("=", k1, mk("str.indexof", x, A, integer(0))),
            mk("=", k2, mk("str.indexof", y, A, integer(0)))]
    res = _run(context, [(mk("=", x, y), True)], {x: 2, y: 2}, {k1: 1, k2: 1}, defs)
    assert res.consistent


def test_arguments_in_different_classes_need_no_lemma(context):
    defs = [mk("=", k1, mk("str.indexof", x, A, integer(0))),
            mk("=", k2, mk("str.indexof", y, A, integer(0)))]
    res = _run(context, [(mk("=", x, z), True)], {x: 2, y: 2, z: 2}, {k1: 0, k2: 1}, defs)
    assert res.consistent


def test_integer_arguments_are_compared_by_their_values(context):
    defs = [mk("=", k1, mk("str.indexof", x, A, i)),
            mk("=", k2, mk("str.indexof", x, A, j))]
    res = _run(context, [], {x: 2}, {k1: 0, k2: 1, i: 1, j: 1}, defs)
    (lemma,) = res.lemmas
    assert lemma.kind is Inference.CONGRUENCE
    assert lemma.formula is mk("=>", mk("=", i, j), mk("=", k1, k2))
    _valid(lemma.formula, defs)
    res = _run(context, [], {x: 2}, {k1: 0, k2: 1, i: 0, j: 1}, defs)
    assert res.consistent


def test_predicate_literals_over_equal_arguments_agree(context):
    eq = mk("=", x, y)
    cx, cy = mk("str.contains", x, A), mk("str.contains", y, A)
    res = _run(context, [(eq, True), (cx, True), (cy, False)], {x: 1, y: 1}, {}, [])
    (lemma,) = res.lemmas
    assert lemma.kind is Inference.CONGRUENCE
    assert lemma.formula is mk("=>", eq, mk("=", cx, cy))
    _valid(lemma.formula, [])


def test_codes_name_one_character(context):
    defs = [mk("=", k1, mk("str.to_code", x)), mk("=", k2, mk("str.to_code", y))]
    res = _run(context, [], {x: 1, y: 1}, {k1: 97, k2: 97}, defs)
    (lemma,) = res.lemmas
    assert lemma.kind is Inference.CODE_INJECTIVE
    _valid(lemma.formula, defs)
    # -1 (not one character) is every longer string's code: nothing follows
    assert _run(context, [], {x: 2, y: 2}, {k1: -1, k2: -1}, defs).consistent
