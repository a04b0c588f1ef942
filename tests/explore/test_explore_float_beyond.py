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


@pytest.mark.parametrize(("function", "expected", "unread"), [
    # "%.1e" % (float(s) / 1000): a literal whose digits fall too close to a rounding
    # point ("105000") is read, noted; the runs that print "e-03" are not
    ("milli", {"milli", "other"}, {"milli"}),
    # as_integer_ratio: (int(x), 1) for an integral value; a binary fraction's is read
    ("ratio", {"seven", "whole", "fraction", "special"}, {"seven", "whole"}),
])
def test_reads_modelled_on_one_side(function: str, expected: set[str], unread: set[str]
                                    ) -> None:
    """The outcomes are reached within 14 paths, and the runs of ``unread`` outcomes
    read no float (on d2b46e02 they were pinned, noted)."""
    from strsat.explore import explore_file

    result = explore_file(PROGRAMS, function, timeout=None, max_paths=14, check_timeout=5.0,
                          coverage=False)
    assert {("return", v) for v in expected} <= outcomes(result), outcomes(result)
    runs = [e for e in result.examples if e.value in unread]
    assert runs and not any(e.notes for e in runs), [(e.args, e.notes) for e in runs]
    check_reproducible(result, result.module, function)
