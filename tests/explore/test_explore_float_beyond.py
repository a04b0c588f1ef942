"""Explore through ``float(s)`` of literals beyond the decimal model (issue 38, brief
floats27 class 1): ``nan``/``inf`` words, long literals and other scripts' digits are
their float under the layer's decisions, so the branches on them are reached and nothing
is made concrete (on d2b46e02 each such read pinned the string, with a note); and the
``e`` formats of a decimal literal (python/float_exponent.py), printf's ``%e`` too."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE, check_reproducible, check_returns_without_pins, outcomes

PROGRAMS = os.path.join(HERE, "float_beyond_programs.py")


@pytest.mark.parametrize(("function", "expected"), [
    ("kind", {"bad", "nan", "+inf", "-inf", "big", "small", "other"}),
    ("whole", {"overflow", "not a number", "zero", "number"}),
    ("script", {"bad", "ascii", "nan word", "zero", "other digits"}),
    pytest.param("scientific", {"bad", "special", "large", "one and a half", "other"},
                 marks=pytest.mark.slow),  # humanize's scientific: 40 paths, about 40 s
])
def test_beyond_the_model_is_followed_without_pins(function: str, expected: set[str]) -> None:
    check_returns_without_pins(PROGRAMS, function, expected, max_paths=40, check_timeout=5.0)


def test_printf_e_of_a_stepped_value_is_followed() -> None:
    """``"%.1e" % (float(s) / 1000)``: both sides of a branch on the text, the runs of
    the first 12 paths that reach ``milli`` read nothing (a literal whose digits fall
    too close to a rounding point, ``"105000"``, is read, noted: not these)."""
    from strsat.explore import explore_file

    result = explore_file(PROGRAMS, "milli", timeout=None, max_paths=12, check_timeout=5.0,
                          coverage=False)
    assert {("return", "milli"), ("return", "other")} <= outcomes(result)
    milli = [e for e in result.examples if e.value == "milli"]
    assert milli and not any(e.notes for e in milli), [(e.args, e.notes) for e in milli]
    check_reproducible(result, result.module, "milli")
