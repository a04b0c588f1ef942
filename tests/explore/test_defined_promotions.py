"""Issue 38: a flip refuted by an auxiliary definition (``strsat.python.context.define``)
promotes the decisions that chose the definition.  The explorer's checks track each
level's definitions under one name (``explore/solving.py``), so an unsat core names the
group, and the decisions just before it -- where the layer's model took the case that
made the definition -- get their flips promoted (``Flipping._promote_defined``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, outcomes
from strsat.explore.solving import Entry, PrefixSolver
from strsat.terms import INT, integer, mk, var

SECOND = textwrap.dedent('''
    import csv

    def second(line: str):
        rows = list(csv.reader([line], delimiter=";"))
        if rows and len(rows[0]) >= 2 and rows[0][0] == "a" and rows[0][1] == "b;c":
            return "quoted"
        return len(rows[0]) if rows else -1
''')


def test_a_field_holding_the_delimiter_after_a_refuted_unquoted_run(tmp_path: Path) -> None:
    # the second field read unquoted is defined as a run of ordinary characters: the
    # flip to ``== "b;c"`` is refuted by that definition, whose choice (the field's first
    # character not special) is promoted; before, the quoted field came after 190 paths
    result = explore_source(tmp_path, "second_field.py", SECOND, "second", max_paths=100)
    got = outcomes(result)
    assert ("return", "quoted") in got, (got, result.summary.text())
    assert result.summary.unblocking > 0


THIRD = textwrap.dedent('''
    import csv

    def third(line: str):
        rows = list(csv.reader([line]))
        if rows and len(rows[0]) == 3 and rows[0][1] == "x,y":
            return "quoted"
        return len(rows[0]) if rows else -1
''')


@pytest.mark.slow  # about 220 paths
def test_refutations_by_an_unquoted_field_do_not_hold_back_a_quoted_one(
        tmp_path: Path) -> None:
    # the flips to ``== "x,y"`` after unquoted second fields are refuted by the run's
    # definition, and the branch's flips wait with the covered ones; not those from a
    # run whose second field took the other side of the choice (before: 264 paths)
    result = explore_source(tmp_path, "third_field.py", THIRD, "third", max_paths=240)
    got = outcomes(result)
    assert ("return", "quoted") in got, (got, result.summary.text())


x, k = var("x", INT), var("k", INT)
#: an auxiliary variable's definition: total and functional in the input
defines_k = mk("=", k, mk("+", x, integer(1)))
big = mk(">", x, integer(5))
flip = mk("<", k, integer(3))


def test_a_core_names_the_definition_group_it_needs() -> None:
    solver = PrefixSolver()
    answer = solver.check([Entry((defines_k,), None), Entry((), big)], Entry((), flip), [x],
                          5.0)
    assert answer.status == "unsat" and answer.core == [big]
    assert answer.groups == [(defines_k,)]
    # the known core answers again without the solver, naming the prefix's group
    again = solver.check([Entry((defines_k,), big)], Entry((), flip), [x], 5.0)
    assert again.status == "unsat" and solver.subsumed == 1
    assert again.groups == [(defines_k,)]


def test_the_flip_s_own_definitions_are_named_and_untracked_ones_are_not() -> None:
    answer = PrefixSolver().check([Entry((), big)], Entry((defines_k,), flip), [x], 5.0)
    assert answer.status == "unsat" and answer.groups == [(defines_k,)]
    untracked = PrefixSolver(track=False).check([Entry((), big)], Entry((defines_k,), flip),
                                                [x], 5.0)
    assert untracked.status == "unsat" and untracked.core == [big] and not untracked.groups
