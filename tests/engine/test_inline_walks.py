"""Inlining walks only the conjuncts a definition can reach (issue 39 item 1).

:meth:`strsat.engine.inline._Inliner.inlined` keeps the conjuncts as they are when
nothing was defined, and does not walk a ground conjunct; the property checks that
its conjuncts and origins are those of substituting every conjunct (the walk it
skips), on small random conjunctions of definitions, equations and ground facts.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from strsat.engine.inline import Inlined, _Inliner, definition_of, inline_definitions
from strsat.smtlib import parse_term
from strsat.terms import STRING, Term, free_vars, substitute, var

DECLS = [var(name, STRING) for name in "xyz"]
ATOMS = ['(= x "a")', "(= y (str.++ x z))", '(= z (str.++ "b" x))', '(= "a" "a")',
         '(str.prefixof "a" y)', "(= (str.len x) (str.len y))", '(not (= "a" "b"))',
         '(str.contains x "ab")', "(= x y)"]


def _reference(inliner: _Inliner, kept: list[tuple[Term, int]]) -> Inlined:
    """Every kept conjunct walked and substituted (the inlining before the cut)."""
    out, origins = [], []
    for c, i in kept:
        found = {i}
        for v in free_vars(c) & inliner.definitions.keys():
            found |= inliner.origin_of[v]
        out.append(substitute(c, inliner.definitions))
        origins.append(frozenset(found))
    return Inlined(out, origins, inliner.definitions)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.sampled_from(ATOMS), min_size=1, max_size=3), max_size=5))
def test_inlined_is_the_substitution_of_every_conjunct(groups: list[list[str]]) -> None:
    formulas = [parse_term(f"(and true {' '.join(g)})" if len(g) > 1 else g[0], DECLS)
                for g in groups]
    inliner = _Inliner(None)
    inliner.budget = 10_000
    kept: list[tuple[Term, int]] = []
    for i, f in enumerate(formulas):
        for c in [c for c in (f.args if f.op == "and" else (f,)) if c.op != "true"]:
            b, phi = definition_of(c)
            if b is None or b in inliner.definitions or not inliner.define(b, phi, i):
                kept.append((c, i))
    got, want = inliner.inlined(kept), _reference(inliner, kept)
    assert got.conjuncts == want.conjuncts
    assert got.origins == want.origins


def test_nothing_defined_keeps_the_conjuncts_and_one_origin_each() -> None:
    formulas = [parse_term(t, DECLS) for t in ("(str.prefixof x y)", '(str.contains y "a")')]
    inlined = inline_definitions(formulas)
    assert inlined is not None
    assert inlined.conjuncts == formulas
    assert inlined.origins == [frozenset((0,)), frozenset((1,))]
    assert inlined.definitions == {}
