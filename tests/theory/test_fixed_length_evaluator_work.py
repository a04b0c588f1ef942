"""The fixed-length search's evaluator work that its units did not count: the ground
subterms its alphabet reads, and the walks of a term evaluated at every firing."""

from __future__ import annotations

import types

import pytest

from strsat.deadline import Deadline
from strsat.terms import STRING, integer, mk, string, var
from strsat.terms import evaluate as evaluate_module
from strsat.terms.evaluate import Evaluator
from strsat.theory.fixed_length import propagators as propagators_module
from strsat.theory.fixed_length import solver as solver_module
from strsat.theory.fixed_length.automata import RegexCache
from strsat.theory.fixed_length.solver import ComponentSolver
from strsat.theory.regular import Languages


def _ground_chain(n: int):  # type: ignore[no-untyped-def]
    """A ground String term of ``n`` nested operations (a path condition's suffix)."""
    t = string("a{b}c")
    for k in range(n):
        t = mk("str.++", mk("str.replace", t, string(chr(0x61 + k % 3)), string("-")),
               string(chr(0x41 + k % 26)))
    return t


def test_ground_subterms_shared_by_constraints_are_evaluated_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    evaluated: list[object] = []

    class Counting(Evaluator):
        def evaluate(self, term):  # type: ignore[no-untyped-def]
            evaluated.append(term)
            return super().evaluate(term)

    monkeypatch.setattr(solver_module, "Evaluator", Counting)
    x = var("x", STRING)
    shared = _ground_chain(40)
    terms = [mk("=", x, shared), mk("str.contains", x, shared),
             mk("str.prefixof", mk("str.++", shared, string("~")), x),
             mk("=", mk("str.indexof", x, shared, integer(0)), integer(3))]
    def alphabet_of(ts):  # type: ignore[no-untyped-def]
        # a fresh step's search over constraints of these terms (only their terms read)
        solver = ComponentSolver([], {}, {}, RegexCache(Languages()), Deadline(None), 100)
        return solver._alphabet([], [types.SimpleNamespace(term=t) for t in ts])

    alone = [alphabet_of([t]) for t in terms]
    evaluated.clear()
    together = alphabet_of(terms)
    # each ground String subterm once in all (40 x 2 operations, 40 x 2 constants,
    # the first and "~"), where each constraint evaluated all of them again
    assert len(evaluated) <= 2 * 40 * 2 + 10
    assert len(evaluated) == len(set(evaluated))
    assert together.constant_chars == frozenset().union(*(a.constant_chars for a in alone))
    assert {ord("~"), ord("-"), ord("{")} <= together.constant_chars
    assert together.regions == alphabet_of(terms).regions


def test_a_term_evaluated_at_every_firing_is_walked_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from fixed_length_helpers import context

    from strsat.theory.fixed_length import FixedLength

    counts = {"fire": 0, "walk": 0}
    fire, walk = propagators_module.Evaluate.fire, evaluate_module.Evaluator._count_parents

    def counted_fire(self, store):  # type: ignore[no-untyped-def]
        counts["fire"] += 1
        return fire(self, store)

    def counted_walk(self, root):  # type: ignore[no-untyped-def]
        counts["walk"] += 1
        return walk(self, root)

    monkeypatch.setattr(propagators_module.Evaluate, "fire", counted_fire)
    monkeypatch.setattr(evaluate_module.Evaluator, "_count_parents", counted_walk)
    x = var("x", STRING)
    f = mk("=", mk("str.replace_all", mk("str.replace", x, string("a"), string("bb")),
                   string("b"), string("ab")), string("zzzzzzz"))
    res = FixedLength().check(context([(f, True)], {x: 4}))
    assert res.model is None and res.lemmas  # every value of x tried: no 'z' in it
    # the parent counts of the term's walk are shared by its firings (and by the leaf
    # checks): they were walked again at each of the 372 firings
    assert counts["fire"] > 100 and counts["walk"] < 20
