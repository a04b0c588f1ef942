"""Explore through fixed-point formatting and ``str()`` of ``float(s)``
(python/float_format.py): the formatted text is a term of the string, so a branch on it
is reached and nothing is made concrete."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_outcomes_without_pins

PROGRAMS = os.path.join(HERE, "float_format_programs.py")


@pytest.mark.parametrize(("function", "expected"), [
    ("size_label", {("return", "two and a half"), ("return", "whole"), ("return", "other"),
                    ("return", "not a number")}),
    ("price_label", {("return", "charm price"), ("return", "large"), ("return", "small")}),
    ("plain_text", {("return", "twenty-five"), ("return", "other")}),
])
def test_formatted_floats_are_followed(function: str, expected: set[tuple[str, object]]
                                       ) -> None:
    check_outcomes_without_pins(PROGRAMS, function, expected)
