"""Widening a domain a flip needs (explore/search.py, ``Search._widen``): a branch that
needs a character beyond the case-safe strings the first run's ``upper()``/``lower()``/
``title()`` is modelled on is reached by declining that domain for the wider model, not
by a pin or a lucky guess (before, each of these ended with the branch missed: "infeasible
while the prefix's pins hold, and without them too")."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "widen_programs.py")


@pytest.mark.parametrize(("name", "reached"), [
    ("small_zhe_joined", "small zhe"), ("capital_zhe_joined", "capital zhe"),
    ("digraph", "digraph")])
def test_a_branch_beyond_the_case_safe_domain_is_reached(name: str, reached: str) -> None:
    result = explore_file(PROGRAMS, name, timeout=None, max_paths=12)
    check_reproducible(result, result.module, name)
    assert ("return", reached) in outcomes(result)
    assert result.summary.widened >= 1
    assert not result.summary.notes  # nothing made concrete on the way


@pytest.mark.parametrize(("name", "reached"), [
    ("small_zhe", "small zhe"), ("capital_zhe", "capital zhe")])
def test_a_test_of_a_case_map_needs_no_widening(name: str, reached: str) -> None:
    # s.upper() == "Ж": a membership of s in upper()'s preimage over the whole alphabet
    # (strsat.python.case_image), no domain to widen
    result = explore_file(PROGRAMS, name, timeout=None, max_paths=12)
    check_reproducible(result, result.module, name)
    assert ("return", reached) in outcomes(result)
    assert result.summary.widened == 0 and not result.summary.notes


def test_widening_is_off_without_a_domain_to_widen() -> None:
    # a refuted flip with no case map in its prefix widens nothing
    result = explore_file(os.path.join(HERE, "programs.py"), "classify", timeout=None,
                          max_paths=8)
    assert result.summary.widened == 0
