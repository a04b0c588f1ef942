"""The classes of brief classes25 (issue 38): functions of one character
(``unicodedata.name``, ``category``, ``combining`` ...) whose tests are memberships of
the character (``strsat.python.char_image``); see each test."""

from __future__ import annotations

import os

import pytest

from explore.helpers import (
    HERE,
    check_outcomes_without_pins,
    check_returns_without_pins,
    notes_naming,
    outcomes,
)
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "classes25_programs.py")


def _reaches(function: str, expected: set[str], max_paths: int) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths, 2.0)


def test_tests_of_a_characters_name_reach_every_branch_without_pins() -> None:
    """charset_normalizer's ``is_accentuated``/``is_cjk``: ``"WITH GRAVE" in
    unicodedata.name(c)`` and the like are decisions on the character, the unnamed ones
    ``ValueError``.  On 21b3eead the character was pinned at ``unicodedata.name``: 3
    paths, ``accent``, ``cjk`` and ``space`` never reached."""
    check_outcomes_without_pins(PROGRAMS, "accent_kind", {
        ("return", v) for v in ("not one", "no name", "accent", "cjk", "small latin",
                                "space", "other")})


def test_a_category_tested_as_a_set_member_and_a_name_in_a_tuple() -> None:
    """slugify-like code: ``category(c) in {"Pd", "Pc"}``, ``.startswith("N")``,
    ``name(c, "?") in (...)``.  On 21b3eead: 9 of 10 branches, the name pinned."""
    check_outcomes_without_pins(PROGRAMS, "slug_char", {
        ("return", v) for v in ("empty", "dash", "number", "space", "q or unnamed",
                                "kept")})


@pytest.mark.slow
def test_other_properties_of_a_character_reach_every_branch_without_pins() -> None:
    """``combining``, ``east_asian_width``, ``decimal``/``digit`` with a default,
    ``mirrored`` and ``decomposition(c).startswith``.  On 21b3eead the character was
    pinned at each call: 10 of 14 branches in 20 s."""
    _reaches("char_props", {"not one", "mark above", "wide letter", "seven", "other two",
                            "mirrored", "compat", "other"}, 30)


@pytest.mark.slow
def test_a_name_split_into_words_and_a_default() -> None:
    """``name(c, "")`` (the default on a path of its own) and ``name.split(" ")[0]``: the
    words' count bisected, the first word's test one membership."""
    _reaches("named_or_not", {"empty", "unnamed", "greek", "digit", "named"}, 30)


def test_html_parsers_start_tag_pattern_is_matched_without_a_pin() -> None:
    """``locatestarttagend_tolerant.match(s)`` (a repetition whose body opens with a
    lookbehind of one class, ``strsat.regex.sre_context_star``) is one decision on the
    input: no value made concrete.  On 21b3eead the pattern raised "an anchor or
    lookaround inside an unbounded repetition" and the match ran on the pinned text (16
    notes).  The language is large: a flip into the match is left to the engine."""
    result = explore_file(PROGRAMS, "start_tag", timeout=None, max_paths=4,
                          check_timeout=0.2, coverage=False)
    assert ("return", "no tag") in outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete", "run concretely"), result.summary.notes
