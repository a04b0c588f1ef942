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


@settings(max_examples=200, deadline=None)
@given(regexes(max_leaves=8), _PATTERNS, _CONSTS)
def test_a_preimage_reads_each_word_as_read_does(regex: R.Regex, p: str, r: str) -> None:
    """The preimage's readings (pattern prefixes, a prefix and one more character, the
    replacement) are the sets :func:`read` makes, in the same iteration order (which
    numbers the preimage's states)."""
    from strsat.regex.automaton import read
    from strsat.regex.preimage import _Readings

    a = build(regex)
    reads = _Readings(a, p)
    words = [p[:m] for m in range(len(p) + 1)]
    words += [w + c for w in words[:-1] for c in "abcd"] + [r]
    for q in range(a.n_states):
        for w in words:
            assert list(reads.word(q, w)) == list(read(a, (q,), w)), (q, w)


def test_a_preimage_reads_pattern_prefixes_once_per_state(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A state of the preimage reads the words its characters output from one state of
    the automaton: the prefixes of the pattern are read once per automaton state and
    prefix, not once per preimage state and pattern letter (slog_stranger_40_sink:
    most of its check's time, benchmarks/2026-12-07-units40.md)."""
    import strsat.regex.preimage as preimage

    calls = [0]
    real = preimage.read

    def counted(a: object, states: object, word: str) -> frozenset[int]:
        calls[0] += 1
        return real(a, states, word)  # type: ignore[arg-type]

    monkeypatch.setattr(preimage, "read", counted)
    a = build(R.concat(R.star(R.ALLCHAR), R.literal("<script>"), R.star(R.ALLCHAR)))
    pre = replace_preimage(a, "<script>", "", every=True)
    assert accepts(pre, "<scr<script>ipt>") and not accepts(pre, "<scrip>")
    assert calls[0] <= a.n_states
