"""``sum``, ``math.prod``, ``functools.reduce`` and the ``operator`` module's functions are C
code that applies the items' operators: a library class's Python ``__add__`` (a
``Fraction``'s) ran as written there, met CPython's ``isinstance`` with a symbolic int
inside and raised ``TypeError`` where the plain call returned (``statistics.mean`` of
parsed ints: "the concolic run gave raise TypeError('both arguments should be Rational
instances')").  Now the fold runs through the runtime, each operator rewritten
(:meth:`strsat.explore.operators.Operators._fold`); the gcd of a Fraction's reduced
denominator is modelled (:mod:`strsat.python.int_gcd`)."""

from __future__ import annotations

from typing import Any

import pytest

from explore.helpers import disagreements, explore_source, notes_naming, outcomes

PROGRAM = """
import fractions, functools, math, operator, statistics

def mean(s: str) -> str:
    return "high" if statistics.mean([len(s), 4]) > 10 else "low"

def total(s: str) -> str:
    f = sum([fractions.Fraction(len(s), 6), fractions.Fraction(1, 3)])
    return "whole" if f.denominator == 1 else "part"

def folded(s: str) -> str:
    f = functools.reduce(operator.add, [fractions.Fraction(len(s), 6), fractions.Fraction(1, 3)])
    return "whole" if f.denominator == 1 else "part"

def product(s: str) -> str:
    f = math.prod([fractions.Fraction(len(s), 4), fractions.Fraction(2, 1)])
    return "whole" if f.denominator == 1 else "part"

def shouted(s: str) -> str:
    t = functools.reduce(lambda a, c: c + a, s, "")
    return "hey" if t == "hey" else "other"

def ordered(s: str) -> str:
    return "less" if operator.lt(fractions.Fraction(len(s), 3), fractions.Fraction(7, 2)) \\
        else "more"
"""

CASES = {"mean": {"high", "low"}, "total": {"whole", "part"}, "folded": {"whole", "part"},
         "product": {"whole", "part"}, "ordered": {"less", "more"},
         # a fold over a symbolic string's characters: the runtime's iteration, no pin
         "shouted": {"hey", "other"}}


@pytest.mark.parametrize("name", sorted(CASES))
def test_folds_run_the_items_operators_rewritten(tmp_path: Any, name: str) -> None:
    result = explore_source(tmp_path, "folds.py", PROGRAM, name, max_paths=40,
                            coverage=False)
    assert disagreements(result) == [] and notes_naming(result, "made concrete") == []
    assert {("return", v) for v in CASES[name]} <= outcomes(result)


@pytest.mark.parametrize("args, kwargs", [((["a"], ""), {}), (([b"a"], b""), {}),
                                          (([1], 2), {"start": 3}), ((), {})])
def test_what_a_fold_does_not_read_is_cpythons(args: tuple[Any, ...],
                                               kwargs: dict[str, Any]) -> None:
    """``sum`` of strings, two starts, no iterable: CPython's own call and error."""
    from strsat.explore.operators import Operators
    from strsat.explore.slots import NOT_HERE

    ops = Operators(lambda f, *a: f(*a), lambda o: True)
    assert ops.builtin(sum, args, kwargs) is NOT_HERE
