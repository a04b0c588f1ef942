"""Preimages of regular languages under replace, replace_all and concatenation with
constants (regex/preimage.py) agree with the functions on random regexes and words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from regex_strategies import regexes

from strsat.regex import ast as R
from strsat.regex.automaton import accepts
from strsat.regex.construct import build
from strsat.regex.preimage import concat_preimage, replace_preimage

_WORDS = st.text(alphabet="abc", max_size=7)
_PATTERNS = st.text(alphabet="abc", min_size=1, max_size=4)
_CONSTS = st.text(alphabet="abcd", max_size=3)


def _replace(x: str, p: str, r: str, every: bool) -> str:
    """SMT-LIB replace / replace_all for a non-empty pattern (Python's: leftmost,
    non-overlapping)."""
    return x.replace(p, r) if every else x.replace(p, r, 1)


@settings(max_examples=300, deadline=None)
@given(regexes(max_leaves=8), _PATTERNS, _CONSTS, st.booleans(),
       st.lists(_WORDS, min_size=1, max_size=12))
def test_replace_preimage_accepts_exactly_the_inputs_whose_output_is_in_the_language(
        regex: R.Regex, p: str, r: str, every: bool, words: list[str]) -> None:
    a = build(regex)
    pre = replace_preimage(a, p, r, every)
    for x in words:
        assert accepts(pre, x) == accepts(a, _replace(x, p, r, every)), (x, p, r, every)


@settings(max_examples=200, deadline=None)
@given(regexes(max_leaves=8), _CONSTS, _CONSTS, st.lists(_WORDS, min_size=1, max_size=12))
def test_concat_preimage_is_the_two_quotients(regex: R.Regex, u: str, v: str,
                                              words: list[str]) -> None:
    a = build(regex)
    pre = concat_preimage(a, u, v)
    for x in words:
        assert accepts(pre, x) == accepts(a, u + x + v), (x, u, v)


def test_overlapping_pattern_keeps_its_buffer() -> None:
    # "aab" inside "aaab": the KMP fallback keeps "aa" pending, the first "a" is output
    a = build(R.literal("aXY"))
    pre = replace_preimage(a, "aab", "XY", every=True)
    assert accepts(pre, "aaab") and not accepts(pre, "aab")


def test_empty_pattern_is_refused() -> None:
    with pytest.raises(ValueError):
        replace_preimage(build(R.ALL), "", "a", every=False)
