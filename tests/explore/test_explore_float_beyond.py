"""Explore through ``float(s)`` of literals beyond the decimal model (issue 38, brief
floats27 class 1): ``nan``/``inf`` words, long literals and other scripts' digits are
their float under the layer's decisions, so the branches on them are reached and nothing
is made concrete (on d2b46e02 each such read pinned the string, with a note)."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_returns_without_pins

PROGRAMS = os.path.join(HERE, "float_beyond_programs.py")


@pytest.mark.parametrize(("function", "expected"), [
    ("kind", {"bad", "nan", "+inf", "-inf", "big", "small", "other"}),
    ("whole", {"overflow", "not a number", "zero", "number"}),
    ("script", {"bad", "ascii", "nan word", "zero", "other digits"}),
])
def test_beyond_the_model_is_followed_without_pins(function: str, expected: set[str]) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths=40, check_timeout=5.0)
