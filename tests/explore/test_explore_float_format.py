"""Explore through fixed-point formatting and ``str()`` of ``float(s)``
(python/float_format.py) and printf's plain ``%x`` of an int: the formatted text is a
term of the string, so a branch on it is reached and nothing is made concrete."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_returns_without_pins

PROGRAMS = os.path.join(HERE, "float_format_programs.py")


@pytest.mark.parametrize(("function", "expected"), [
    ("size_label", {"two and a half", "whole", "other", "not a number"}),
    ("price_label", {"that price", "large", "small"}),
    ("plain_text", {"twenty-five", "other"}),
    ("hex_text", {"ff", "1A", "17", "other"}),
    ("json_text", {"twenty-five", "other"}),
])
def test_formatted_floats_are_followed(function: str, expected: set[str]) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths=40, check_timeout=5.0)
