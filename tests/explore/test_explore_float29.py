"""Explore through the float classes of brief floats29 (issue 38): printf's ``%g`` of
``float(s)`` (python/float_general.py) and ``f"{x:,}"`` (repr's digits grouped,
python/float_format.py) reach each of their texts, and two difflib-like ratios compared
with each other (python/float_pair.py) each order, with nothing made concrete (on
4b2d7388 the read pinned the string, with a note, and the exponent and grouped texts
and "second" were never reached)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_returns_without_pins

PROGRAMS = os.path.join(HERE, "float29_programs.py")


@pytest.mark.parametrize(("function", "expected"), [
    pytest.param("general", {"bad", "special", "integer", "fraction", "exponent"},
                 marks=pytest.mark.slow),  # 20 paths, about 5 s
    ("grouped", {"bad", "special", "plain", "thousands"}),  # 20 paths, about 3 s
    ("closer", {"first", "same", "second"}),  # two ratios compared (python/float_pair.py)
])
def test_formats_are_followed_without_pins(function: str, expected: set[str]) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths=20, check_timeout=5.0)
