"""Operators of a library's objects holding symbolic values run their Python methods
rewritten (issue 38; :mod:`strsat.explore.operators`): ``+`` with its reflected and
subclass-first order, unary ``-``, ``abs``, ``<`` and its reflection, ``round``,
``math.floor``, ``float()``, ``format`` specs, ``+=``, a call of a callable object (its Python
``__call__``), and ``obj[i]``/``x in obj`` of an object holding symbolic values reach the
branches that depend on the text inside the object, without making it concrete, and each
example reproduces."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_outcomes_without_pins
from strsat.explore.operators import BINARY, INPLACE, UNARY

PROGRAM = os.path.join(HERE, "operator_programs.py")

CASES = {
    "added": {("return", "twelve"), ("return", "other")},
    "reflected": {("return", "seven"), ("return", "other")},
    "negated": {("return", "big"), ("return", "small")},
    "absolute": {("return", "seven"), ("return", "other")},
    "ordered": {("return", "less"), ("return", "more"), ("return", "same")},
    "rounded": {("return", "hit"), ("return", "miss")},
    "formatted": {("return", "hit"), ("return", "miss")},
    "in_place": {("return", "ten"), ("return", "other")},
    "subclass_first": {("return", "three"), ("return", "other")},
    "unsupported": {("return", "refused")},
    "called": {("return", "prefixed"), ("return", "other")},
    "floated": {("return", "nine quarters"), ("return", "other")},
    "indexed": {("return", "short"), ("return", "x and q"), ("return", "other")},
}


@pytest.mark.parametrize("function", sorted(CASES))
def test_each_outcome_is_reached_without_a_pin(function: str) -> None:
    check_outcomes_without_pins(PROGRAM, function, CASES[function])


def test_the_tables_name_each_operator_once() -> None:
    """Every binary spelling has its in-place twin and distinct methods."""
    assert set(INPLACE) == set(BINARY) - {"divmod"}
    methods = [m for name, reflected, _ in BINARY.values() for m in (name, reflected)]
    methods += [m for m, _ in INPLACE.values()] + [m for m, _ in UNARY.values()]
    assert len(methods) == len(set(methods))
