"""ITE_CASES (rewrite/rules/equality.py): an equality of two trees of ``ite`` whose leaves
are constants -- ``unicodedata.category(a) == unicodedata.category(b)``, a 30-way chain
of memberships of Unicode classes on each side -- is the disjunction over the values of
"both take it", each a conjunction of memberships (issue 38: the explorer's check of
``collections.Counter(unicodedata.category(c) for c in s)`` was unknown within 20,000
units; the chains were skolems whose equalities the loop refuted one candidate at a
time)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.api import Solver, sat
from strsat.rewrite import Simplifier
from strsat.terms import BOOL, INT, STRING, integer, mk, string, var
from strsat.terms.evaluate import Evaluator

S = var("s", STRING)


def _classes(k: int) -> list:
    """``k`` disjoint classes of six ranges of eight characters each."""
    out = []
    for j in range(k):
        base = 0x100 + j * 0x200
        out.append(mk("re.union", *[mk("re.range", string(chr(base + 16 * r)),
                                       string(chr(base + 16 * r + 7))) for r in range(6)]))
    return out


def _chain(t, classes):  # noqa: ANN001, ANN202
    out = string("C0")
    for j in reversed(range(len(classes))):
        out = mk("ite", mk("str.in_re", t, classes[j]), string(f"K{j}"), out)
    return out


def test_two_chains_of_classes_compared_are_decided_within_a_small_budget() -> None:
    classes = _classes(12)
    first, second = mk("str.at", S, integer(0)), mk("str.at", S, integer(1))
    s = Solver()
    s.set(rlimit=1000)
    s.add(mk("=", mk("str.len", S), integer(2)),
          mk("=", _chain(second, classes), _chain(first, classes)),
          mk("str.in_re", first, classes[9]))
    # sat within 404 units (2,154 without the rule: unknown within 1,000)
    assert s.check() == sat


_conditions = st.sampled_from([var("p", BOOL), var("q", BOOL),
                               mk("=", var("x", STRING), string("a")),
                               mk("<", var("i", INT), integer(2))])
_leaves = st.sampled_from([string("a"), string("b"), string("c")])
_trees = st.recursive(_leaves, lambda kids: st.builds(lambda c, a, b: mk("ite", c, a, b),
                                                      _conditions, kids, kids),
                      max_leaves=6)
_models = st.fixed_dictionaries({
    var("p", BOOL): st.booleans(), var("q", BOOL): st.booleans(),
    var("x", STRING): st.sampled_from(["a", "b"]), var("i", INT): st.integers(0, 3)})


@settings(derandomize=True, max_examples=300, deadline=None)
@given(_trees, _trees | _leaves, _models)
def test_the_cases_keep_the_meaning(a, b, model) -> None:  # noqa: ANN001
    """The rule's own result (where it applies) and the simplifier's mean the equality."""
    from strsat.rewrite.rules.equality import ite_cases
    from strsat.rewrite.rules.registry import RuleContext
    from strsat.static import Tally

    t = mk("=", a, b)
    expected = Evaluator(model).evaluate(t)
    cases = ite_cases(t, RuleContext(Tally()))
    if cases is not None:
        assert Evaluator(model).evaluate(cases) == expected
    assert Evaluator(model).evaluate(Simplifier().simplify(t)) == expected


def test_a_fact_reading_translates_each_regex_once(monkeypatch) -> None:  # noqa: ANN001
    """The cases of the chains read each class many times: its AST is made once per
    fact (a check of 30 Unicode categories translated 900 classes of hundreds of ranges)."""
    from strsat.engine.procedures import tree_languages
    from strsat.regex import from_smtlib

    made = []
    build = from_smtlib._BUILD["re.range"]
    monkeypatch.setitem(from_smtlib._BUILD, "re.range",
                        lambda t, a: made.append(t) or build(t, a))
    classes = _classes(6)
    first = mk("str.at", S, integer(0))
    fact = Simplifier().simplify(mk("=", _chain(first, classes), string("K4")))
    assert tree_languages._read_fact(fact) is not None
    assert len(made) == len(set(made)) <= 6 * 6
