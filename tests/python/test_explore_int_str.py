"""``strsat explore`` through int bit operations and the str references (issue 38, items 6
and 7): the branches behind ``|=``, ``<<``, masks, ``title()``, ``swapcase()``,
``istitle()``, ``isidentifier()``, ``expandtabs()`` and ``splitlines()`` are found, with
every example reproduced by a plain call (``explore.helpers.check_reproducible``).  The
searches stop at a number of paths, never at a time."""

from __future__ import annotations

import os

import pytest

from explore.helpers import check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "int_str_programs.py")
#: Generous: a check that runs out of its work would make the paths depend on the engine.
SLOW = {"timeout": None, "check_timeout": 300.0}


def run(name: str, **options):  # noqa: ANN003, ANN201
    result = explore_file(PROGRAMS, name, **{**SLOW, **options})
    check_reproducible(result, result.module, name)
    return result


def test_bit_operations_on_an_int_argument_are_decided_exactly() -> None:
    result = run("flags")
    assert {value for kind, value in outcomes(result)} == {
        "eight", "low nibble full", "identifier", "zero", "other"}
    s = result.summary
    assert s.stopped == "exhausted" and not s.unknown and not s.notes
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches


def test_case_methods_of_a_line_reach_every_branch() -> None:
    result = run("headline", max_paths=8)
    assert {"lines", "title", "inverted", "tabs", "plain"} <= {
        value for kind, value in outcomes(result) if kind == "return"}
    assert not result.summary.notes  # nothing made concrete


@pytest.mark.slow
def test_an_address_folded_with_shifts_and_or_explores_without_type_errors() -> None:
    """The issue's ``ip_int |= parse(part)`` raised ``TypeError`` on a symbolic int."""
    result = run("hex_pair", max_paths=10, check_timeout=30.0)
    found = outcomes(result)
    assert ("raise", "TypeError") not in found
    assert {("return", "arity"), ("return", "long group"), ("raise", "ValueError")} <= found
    # the shifts and the | of the folding stay symbolic (no note says they ran concretely)
    assert not any(n.startswith(("int |", "int <<")) for e in result.examples
                   for n in e.notes)


def test_int_of_a_numeral_with_other_scripts_digits_is_solved_not_pinned() -> None:
    """``int()`` reads other scripts' decimal digits (issue 38, the exgaps class 1): the
    search finds ``13`` written with an Arabic-Indic digit, and no value is made
    concrete."""
    result = run("arabic_hour", max_paths=12)
    assert {value for kind, value in outcomes(result) if kind == "return"} == {
        "long", "not a number", "other hour", "thirteen", "thirteen, other script"}
    s = result.summary
    assert not s.unknown and not s.notes
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches
