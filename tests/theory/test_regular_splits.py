"""RE_SPLIT_EMPTY (joint memberships of concatenations sharing variables) against
brute force: every lemma holds under every small assignment, and the search
answers ``NONE`` only when no small assignment satisfies the memberships."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_regular_brute import regexes, words

from strsat.deadline import Deadline
from strsat.regex import ast as R
from strsat.terms import STRING, Term, mk, string, var
from strsat.terms.evaluate import holds, matches
from strsat.theory.regular import Regular
from strsat.theory.regular.languages import Languages
from strsat.theory.regular.search import Outcome
from strsat.theory.regular.splits import Subject, split_outcome
from strsat.theory.seam.equalities import EqualityClasses
from strsat.theory.seam.inferences import Inference

_LANGUAGES = Languages()
ast_of, nfa_of = _LANGUAGES.ast, _LANGUAGES.nfa

x, y = var("x", STRING), var("y", STRING)
SMALL = words(3)

items = st.lists(st.sampled_from([x, y, string("a"), string("b")]), min_size=1, max_size=4)
subjects = items.map(lambda its: its[0] if len(its) == 1 else mk("str.++", *its))
memberships = st.lists(st.tuples(subjects, regexes, st.booleans()), min_size=2, max_size=4)


def literal(t: Term, r: Term, positive: bool) -> Term:
    atom = mk("str.in_re", t, r)
    return atom if positive else mk("not", atom)


def small_solution(mems) -> tuple[str, str] | None:
    lits = [literal(t, r, p) for t, r, p in mems]
    for wx, wy in itertools.product(SMALL, SMALL):
        if all(holds(lit, {x: wx, y: wy}) for lit in lits):
            return wx, wy
    return None


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(memberships)
def test_split_lemmas_are_valid(context, mems) -> None:
    lits = [(mk("str.in_re", t, r), p) for t, r, p in mems]
    res = Regular().check(context(lits, {x: 0, y: 0}))
    for lem in res.lemmas:
        if lem.kind is not Inference.RE_SPLIT_EMPTY:
            continue
        for wx, wy in itertools.product(SMALL, SMALL):
            assert holds(lem.formula, {x: wx, y: wy}), (lem, wx, wy)


@settings(max_examples=150, deadline=None)
@given(memberships)
def test_split_search_agrees_with_brute_force(mems) -> None:
    languages: dict[tuple, list] = {}
    for t, r, p in mems:
        parts = t.args if t.op == "str.++" else (t,)
        key = tuple(i.value if i.op == "const" else i for i in parts)
        node = ast_of(r)
        languages.setdefault(key, []).append(node if p else R.comp(node))
    subs = [Subject(k, nfa_of(R.inter(*ns))) for k, ns in languages.items()]
    outcome = split_outcome(subs, Deadline(30))
    found = small_solution(mems)
    if found is not None:
        assert outcome is Outcome.FOUND, (mems, found)
    if outcome is Outcome.NONE:
        assert found is None


def test_hamming_distance_shape_is_unsat_by_splits(context) -> None:
    """norn HammingDistance: ``x·"z"·y`` ends in ``b`` inside ``(z|a)*b``, so
    ``"a"·x·"z"·"a"·y`` does too; its negation is a conflict no single class sees."""
    za_b = mk("re.++", mk("re.*", mk("re.union", mk("str.to_re", string("z")),
                                     mk("str.to_re", string("a")))),
              mk("str.to_re", string("b")))
    au = mk("re.*", mk("re.range", string("a"), string("u")))
    lits = [(mk("str.in_re", mk("str.++", x, string("z"), y), za_b), True),
            (mk("str.in_re", x, au), True), (mk("str.in_re", y, au), True),
            (mk("str.in_re", mk("str.++", string("a"), x, string("z"), string("a"), y), za_b),
             False)]
    res = Regular().check(context(lits, {x: 0, y: 1}))
    kinds = [lem.kind for lem in res.lemmas]
    assert Inference.RE_SPLIT_EMPTY in kinds
    assert all(matches(za_b, "a" + wx + "za" + wy) or not matches(za_b, wx + "z" + wy)
               for wx, wy in itertools.product(words(2), words(2)))


def test_groups_need_shared_variables() -> None:
    from strsat.theory.regular.split_groups import split_groups

    r = mk("re.all")
    lone = [(mk("str.in_re", mk("str.++", x, string("a")), r), True),
            (mk("str.in_re", y, r), True)]
    assert split_groups(lone, EqualityClasses([])) == []
    shared = lone + [(mk("str.in_re", mk("str.++", string("b"), x), r), False)]
    assert len(split_groups(shared, EqualityClasses([]))) == 1


def test_subject_read_through_its_class_names_the_equality(context) -> None:
    """``k = x·"z"·y`` makes ``k``'s memberships memberships of the concatenation: the
    lemma cites the equality, and without it (same step object, cached searches; the
    group, joined through ``k·x``, is still searched) no split conflict is claimed."""
    k = var("k", STRING)
    za_b = mk("re.++", mk("re.*", mk("re.union", mk("str.to_re", string("z")),
                                     mk("str.to_re", string("a")))),
              mk("str.to_re", string("b")))
    au = mk("re.*", mk("re.range", string("a"), string("u")))
    eq = mk("=", k, mk("str.++", x, string("z"), y))
    mems = [(mk("str.in_re", k, za_b), True), (mk("str.in_re", x, au), True),
            (mk("str.in_re", y, au), True),
            (mk("str.in_re", mk("str.++", string("a"), x, string("z"), string("a"), y), za_b),
             False),
            (mk("str.in_re", mk("str.++", k, x), mk("re.all")), True)]  # k·x: one group
    step = Regular()
    with_eq = step.check(context([(eq, True), *mems], {k: 3, x: 1, y: 1}))
    split = [lem for lem in with_eq.lemmas if lem.kind is Inference.RE_SPLIT_EMPTY]
    assert split and any(a is eq for a in split[0].formula.args[0].args)
    without = step.check(context(mems, {k: 3, x: 1, y: 1}))
    assert all(lem.kind is not Inference.RE_SPLIT_EMPTY for lem in without.lemmas)
