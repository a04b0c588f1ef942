"""Explore through the float classes of brief floats29 (issue 38): printf's ``%g`` of
``float(s)`` (python/float_general.py) reaches its fixed, integer and exponent texts
with nothing made concrete (on 4b2d7388 the ``%g`` read pinned the string, with a note,
and the exponent text was never reached)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_returns_without_pins

PROGRAMS = os.path.join(HERE, "float29_programs.py")


@pytest.mark.slow  # 20 paths, about 5 s
def test_general_format_is_followed_without_pins() -> None:
    check_returns_without_pins(PROGRAMS, "general",
                               {"bad", "special", "integer", "fraction", "exponent"},
                               max_paths=20, check_timeout=5.0)
