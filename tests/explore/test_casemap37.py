"""The classes of brief casemap37 (issue 38): tests of a case map of a symbolic string
(``lower``, ``upper``, ``casefold``, ``swapcase``) are memberships of the string itself
in the map's preimage (:mod:`strsat.python.case_image`): no ``DOMAIN`` limit, no
decision per character, refutations that are proofs; see each test."""

from __future__ import annotations

import os

from explore.helpers import HERE, check_reproducible, notes_naming, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "casemap37_programs.py")


def _explore(function: str, max_paths: int) -> object:
    result = explore_file(PROGRAMS, function, timeout=None, max_paths=max_paths,
                          check_timeout=10.0, coverage=False)
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes
    check_reproducible(result, result.module, function)
    return result


def test_names_tested_through_lower_reach_every_outcome_with_proofs() -> None:
    """email.utils.parsedate_tz's ``x.lower() in _daynames`` and
    ``_monthnames.index(mm.lower())``.  On d24ae886 every outcome was reached but four
    flips ended "infeasible while the prefix's pins (... lower()'s Latin-1 tier) hold
    ... (not a proof)" (a ``BRANCH`` per character under a ``DOMAIN`` decision)."""
    result = _explore("day_month", 30)
    assert {("return", v) for v in ("shape", "no day", "no month", "early", "late")} \
        <= outcomes(result)  # type: ignore[arg-type]
    assert not result.summary.unknown, result.summary.unknown  # type: ignore[attr-defined]


def test_an_upper_case_word_reaches_its_preimages_beyond_latin1() -> None:
    """``s.upper() == "STRASSE"``: ``'ß'`` (``'SS'``), ``'ﬅ'`` (``'ST'``) and ``'ſ'``
    (``'S'``) are models.  On d24ae886: 2 paths (``"strasse"`` and another) in 74 s, the
    flips beyond the Latin-1 tier unknown."""
    result = _explore("strasse", 10)
    assert {("return", v) for v in ("other", "ascii", "eszett", "ligature", "latin")} \
        <= outcomes(result)  # type: ignore[arg-type]


def test_an_impossible_image_is_refuted() -> None:
    """``s.lower() == "ABC"`` never holds: its flip is proved infeasible.  On d24ae886 it
    ended "not a proof" (lower()'s domain limit among the prefix's pins)."""
    result = _explore("never_upper", 10)
    summary = result.summary  # type: ignore[attr-defined]
    assert summary.infeasible >= 1 and not summary.unknown, summary.unknown


def test_folded_affixes_and_swapcase_reach_every_outcome() -> None:
    """``casefold().startswith``/``endswith``, ``"st" in s.casefold()`` and
    ``swapcase() == ...``: 8 paths.  On d24ae886 the same outcomes took 30 paths and 320
    s, with 29 flips "not a proof"."""
    result = _explore("folded_affixes", 12)
    assert {("return", v) for v in ("both", "eszett and kelvin", "st", "swapped", "none")} \
        <= outcomes(result)  # type: ignore[arg-type]
    assert not result.summary.unknown  # type: ignore[attr-defined]
