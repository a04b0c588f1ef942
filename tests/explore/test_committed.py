"""Possessive repeats and atomic groups of larger bodies (``regex/sre_commit.py``): a
pattern like packaging's ``VERSION_PATTERN`` (``(?:\\.[0-9]+)*+``, ``(?:[0-9]+!)?+``, an
optional pre-release part with its own possessive pieces) is modelled, its groups too.
On 21b3eead ``fullmatch`` ran concretely with a note ("possessive repeat of other than a
class or a piece of one width") and one path was found."""

from __future__ import annotations

import os

from explore.helpers import HERE, check_outcomes_without_pins

PROGRAMS = os.path.join(HERE, "committed_programs.py")


def test_a_version_pattern_with_possessive_pieces_reaches_every_kind() -> None:
    check_outcomes_without_pins(PROGRAMS, "version_kind", {
        ("return", kind) for kind in ("invalid", "epoch", "pre", "post", "dotted",
                                      "plain")})


def test_an_atomic_group_of_options_of_several_widths_is_modelled() -> None:
    check_outcomes_without_pins(PROGRAMS, "first_word", {
        ("return", None), ("return", True), ("return", False)})
