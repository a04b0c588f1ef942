"""``float(s)`` whose value the program branches on (issue 38, brief "floats19";
benchmarks/explore/2026-12-05-floats19.md): on main the value was concrete and the
string pinned at its first read, so the branches that need a literal of another *shape*
(a point between digits: ``x != int(x)``, ``round(x)``, ``x.is_integer()``) were not
reached; now :mod:`strsat.python.float_decimal` keeps a decimal literal's value
symbolic and the solver picks the shape."""

from __future__ import annotations

import textwrap

from explore.helpers import explore_source, outcomes

PROGRAMS = textwrap.dedent('''
    import math


    def kind(s: str) -> str:
        try:
            x = float(s)
        except ValueError:
            return "bad"
        if x < 0:
            return "negative"
        if x != int(x):
            return "fraction"
        return "whole"


    def percent(s: str) -> str:
        head, sign, _ = s.partition("%")
        try:
            p = float(head)
        except ValueError:
            return "bad"
        if not sign:
            return "plain"
        if p.is_integer():
            return "whole"
        return "rounds to three" if round(p) == 3 else "other"


    def size(s: str) -> str:
        try:
            x = float(s)
        except ValueError:
            return "bad"
        if x * 1024 > 3000 and math.ceil(x) == 3:
            return "near three"
        return "other"
''')


def _explored(tmp_path, name: str):  # noqa: ANN001, ANN202
    return explore_source(tmp_path, "floats19.py", PROGRAMS, name)


def test_a_fraction_is_found_by_its_shape(tmp_path) -> None:  # noqa: ANN001
    # main: "fraction" unreached (the value pinned at x < 0)
    result = _explored(tmp_path, "kind")
    assert {("return", r) for r in ("bad", "negative", "fraction", "whole")} <= \
        outcomes(result)


def test_is_integer_and_round_of_a_percentage(tmp_path) -> None:  # noqa: ANN001
    result = _explored(tmp_path, "percent")
    found = outcomes(result)
    assert {("return", r) for r in ("plain", "bad", "whole", "rounds to three",
                                     "other")} <= found, found


def test_a_power_of_two_product_and_ceil(tmp_path) -> None:  # noqa: ANN001
    result = _explored(tmp_path, "size")
    assert {("return", r) for r in ("bad", "near three", "other")} <= outcomes(result)
    # a decimal literal's run reads no value concretely (no note)
    near = [e for e in result.examples if e.outcome == "return" and e.value == "near three"]
    assert any(not e.notes for e in near), [(e.args, e.notes) for e in near]
