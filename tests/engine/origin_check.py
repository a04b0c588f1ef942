"""Checking a preparation pass's facts against its origins (engine/code_bounds,
slice_languages, known_prefixes, subject_alphabets): on each assignment, the
conjuncts with the facts hold exactly where the formulas hold, and each conjunct holds
wherever the formulas of its origins hold (a core through a fact stays a core)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from strsat.engine.inline import Inlined
from strsat.terms import INT, STRING, Term, var
from strsat.terms.evaluate import Evaluator

#: the variables of the passes' tests, and the words of up to three characters that
#: straddle their character classes
X, Y, T, N = var("x", STRING), var("y", STRING), var("t", STRING), var("n", INT)
DECLS = [X, Y, T, N]
SHORT = ["".join(w) for n in range(4) for w in itertools.product("ab{~", repeat=n)]


def holds(formulas: Iterable[Term], values: dict) -> bool:  # type: ignore[type-arg]
    """Every formula is true under ``values``."""
    ev = Evaluator(values)
    return all(ev.holds(f) for f in formulas)


def assert_facts_follow(formulas: Sequence[Term], made: Inlined,
                        assignments: Iterable[dict]) -> None:  # type: ignore[type-arg]
    """The module doc's two checks on each assignment."""
    for values in assignments:
        assert holds(formulas, values) == holds(made.conjuncts, values)
        for c, origin in zip(made.conjuncts, made.origins, strict=True):
            if holds([formulas[i] for i in origin], values):
                assert holds([c], values), (c, origin, values)
