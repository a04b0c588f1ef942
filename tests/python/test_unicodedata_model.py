"""``unicodedata.normalize``, ``category`` and ``bidirectional`` of symbolic strings
(:mod:`strsat.python.unicodedata_model`) agree with CPython (``semantics_oracle.check``:
values, exceptions, decisions, terms), and an ASCII string is normalized without a
note."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python.unicodedata_model import MODELS, UCD_3_2_0_MODELS, normalize

texts = st.one_of(st.text(alphabet="aZ09 -_\t", max_size=6),
                  st.text(alphabet="ae\u0301\u00e9\ufb01\u2460\u1100\u1161", max_size=4),
                  # Latin-1's letters and compatibility characters, Latin Extended-A/B,
                  # marks that compose or reorder, Hangul, Greek, CJK
                  st.text(alphabet="aAeé\xc5\xa0\xa8\xaa\xb2\xbc\xb5\xdf\xff\u0130\u0149"
                                   "\u017f\u01c4\u01f0\u0301\u0327\u0323\u0308\uac00\u11a8"
                                   "\u03b1\u1f71\u4e00\u2126\u212b\u0cca\u0cd5", max_size=5))
#: the theory's alphabet is SMT-LIB's, U+0000..U+2FFFF
alphabet = st.characters(max_codepoint=0x2FFFF)
chars = st.one_of(alphabet, st.text(alphabet=alphabet, max_size=2))


def _either(real: Any) -> Any:
    model = MODELS[real]
    return lambda *a: model(*a) if any(isinstance(x, SymStr) for x in a) else real(*a)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(form=st.sampled_from(["NFC", "NFD", "NFKC", "NFKD", "X"]), text=texts)
def test_normalize_agrees_with_cpython(form: str, text: str) -> None:
    check(_either(unicodedata.normalize), [PLAIN, SYM_STR], [form, text])


@pytest.mark.parametrize("real", [unicodedata.category, unicodedata.bidirectional,
                                  unicodedata.combining, unicodedata.east_asian_width,
                                  unicodedata.mirrored])
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(char=chars)
def test_character_property_agrees_with_cpython(real: Any, char: str) -> None:
    check(_either(real), [SYM_STR], [char])


def test_ascii_is_normalized_without_a_note() -> None:
    with Trace({"s": "Hello-World"}) as trace:
        out = normalize("NFKD", SymStr("s", "Hello-World"))
    assert isinstance(out, SymStr)
    assert trace.notes == []
    assert len(trace.decisions) == 1


@pytest.mark.parametrize(("form", "text", "decisions"), [
    ("NFC", "Café über Ærø", 1), ("NFKC", "naïve", 1), ("NFD", "Café", 7),
    ("NFKD", "\xbd ½", 6)])
def test_latin_is_normalized_without_a_note(form: str, text: str, decisions: int) -> None:
    with Trace({"s": text}) as trace:
        out = normalize(form, SymStr("s", text))
    assert isinstance(out, SymStr) and out.value == unicodedata.normalize(form, text)
    assert trace.notes == []
    assert len(trace.decisions) == decisions


@pytest.mark.parametrize("form", ["NFC", "NFD", "NFKC", "NFKD"])
def test_strings_of_stable_characters_are_their_own_normal_form(form: str) -> None:
    """Pairs of stable characters (each range's ends and middle, beside characters that
    start compositions: letters, Hangul's L jamo and LV syllables, Kannada and Bengali
    vowels) are their own normal form: the claim the one-decision tier rests on."""
    from strsat.python.unicodedata_model import stable

    cls = stable(form)
    firsts = [c for c in "ea\u1100\uac00\u0cc6\u0cbf\u09c7\u0b47\u0dd9\u1025\u3046"
              if ord(c) in cls]
    samples = [chr(code) for lo, hi in cls.ranges() for code in {lo, hi, (lo + hi) // 2}]
    for c in samples:
        for f in firsts:
            for pair in (c + f, f + c, c + c):
                assert unicodedata.normalize(form, pair) == pair, (form, pair)


# -- unicodedata.ucd_3_2_0 (stringprep, the idna codec's nameprep; brief "leftovers38") ----

UCD = unicodedata.ucd_3_2_0


def _either_3_2_0(name: str) -> Any:
    model = UCD_3_2_0_MODELS[name]
    real = getattr(UCD, name)
    return lambda *a: model(*a) if any(isinstance(x, SymStr) for x in a) else real(*a)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(form=st.sampled_from(["NFC", "NFD", "NFKC", "NFKD", "X"]),
       text=texts | st.text(alphabet="a\u0221\u0234\u0237\u1e9b\u0301\u2fff\u3400", max_size=4))
def test_normalize_of_unicode_3_2_agrees_with_cpython(form: str, text: str) -> None:
    """``ucd_3_2_0.normalize``'s model reads that database (U+0221, U+0234... were
    unassigned in 3.2: their own normal forms, with combining class 0)."""
    check(_either_3_2_0("normalize"), [PLAIN, SYM_STR], [form, text])


@pytest.mark.parametrize("name", ["category", "bidirectional"])
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(char=chars | st.sampled_from(["\u0221", "\u0237", "\u20b0", "\U00020000"]))
def test_character_property_of_unicode_3_2_agrees_with_cpython(name: str, char: str) -> None:
    check(_either_3_2_0(name), [SYM_STR], [char])


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(char=st.one_of(st.characters(max_codepoint=0x7F), st.sampled_from("é\u2024\uff0e\u00bd")))
def test_decomposition_is_tested_without_a_note(char: str) -> None:
    # email_validator's ``"002E" in unicodedata.decomposition(chr(c)).split(" ")``
    with Trace({"c": char}) as trace:
        got = MODELS[unicodedata.decomposition](SymStr("c", char))
        assert bool(got == unicodedata.decomposition(char))
        assert bool("002E" in got.split(" ")) == ("002E" in unicodedata.decomposition(char))
    assert trace.notes == []
