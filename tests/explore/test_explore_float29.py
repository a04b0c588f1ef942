"""Explore through the float classes of brief floats29 (issue 38), each reaching its
outcomes with nothing made concrete: printf's ``%g`` of ``float(s)``
(python/float_general.py), ``f"{x:,}"`` (repr's digits grouped, python/float_format.py),
two difflib-like ratios compared with each other (python/float_pair.py), Pillow's
``int((g * 255) / 100.0 + 0.5)`` (python/float_chain.py).  On 4b2d7388 each read pinned
its string, with a note, and the exponent and grouped texts, "second", "half", "full"
and "over" were never reached."""

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
    ("channel", {"bad", "other", "half", "full", "over"}),  # Pillow's rgb(g%): float_chain
])
def test_formats_are_followed_without_pins(function: str, expected: set[str]) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths=20, check_timeout=5.0)
