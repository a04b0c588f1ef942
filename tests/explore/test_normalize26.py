"""``unicodedata.normalize`` beyond the characters a form leaves alone and the Latin letters
(issue 38, brief normalize26): a program per form that branches on the normal form reaches
every branch, and the string is never made concrete as a whole (a segment the layer does
not model, such as a letter with two marks, is; each example reproduces)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, notes_naming, outcomes
from strsat.explore import explore_file

PROGRAMS = os.path.join(HERE, "normalize26_programs.py")


def _reaches(function: str, expected: set[str]) -> None:
    result = explore_file(PROGRAMS, function, timeout=None, max_paths=40,
                          check_timeout=2.0, coverage=False)
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)
    assert not notes_naming(result, "not modelled symbolically"), result.summary.notes
    for note in notes_naming(result, "made concrete"):  # a segment's characters at most
        assert "a segment of" in note or "a character beyond" in note, note
    check_reproducible(result, result.module, function)


def test_nfc_reaches_every_branch() -> None:
    """idna's ``check_nfc``: composed (a letter and an acute accent), expanded (U+0958,
    whose composition is excluded), replaced (U+0374, a singleton)."""
    _reaches("nfc_kind", {"long", "unchanged", "composed", "expanded", "replaced"})


@pytest.mark.slow
def test_nfd_reaches_every_branch() -> None:
    """A Hangul syllable's initial (arithmetic), an acute accent after a letter or alone,
    a Greek or Cyrillic letter decomposed (the chunked tables)."""
    _reaches("nfd_kind", {"long", "hangul g", "acute", "lone acute", "decomposed", "as is"})


@pytest.mark.slow
def test_nfkd_ascii_reaches_every_branch() -> None:
    """slugify's ``normalize("NFKD", s).encode("ascii", "ignore")``."""
    _reaches("nfkd_ascii", {"long", "nothing ascii", "ascii", "transliterated", "some kept"})


@pytest.mark.slow
def test_nfkc_reaches_every_branch() -> None:
    """dnspython's NFKC of Greek and Cyrillic: a letter and a mark composed, a
    compatibility character replaced."""
    _reaches("nfkc_greek", {"long", "alpha with tonos", "short i", "changed", "unchanged"})
