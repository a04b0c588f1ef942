"""``unicodedata.normalize`` one segment at a time (:mod:`strsat.python.unicodedata_segments`):
the boundary claim it rests on holds for CPython, and the layer's normal form agrees with
CPython's for the four forms over both databases (``semantics_oracle.check``: values,
decisions, terms) on strings of ASCII, Latin, combining marks, Hangul, CJK compatibility,
Greek, Cyrillic, Arabic and any character of the BMP."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python.unicodedata_model import UCD_3_2_0_MODELS, normalize, segment_facts
from strsat.python.unicodedata_segments import boundaries

DATABASES = {"": unicodedata, "3.2.0": unicodedata.ucd_3_2_0}
FORMS = ["NFC", "NFD", "NFKC", "NFKD"]


def _range(lo: int, hi: int) -> st.SearchStrategy[str]:
    return st.characters(min_codepoint=lo, max_codepoint=hi, exclude_categories=["Cs"])


character = st.one_of(
    _range(0x20, 0x7E), _range(0xA0, 0x24F), _range(0x300, 0x36F), _range(0x300, 0x36F),
    _range(0xAC00, 0xD7A3), _range(0x1100, 0x11FF), _range(0xF900, 0xFAFF),
    _range(0x370, 0x3FF), _range(0x1F00, 0x1FFF), _range(0x400, 0x4FF), _range(0x600, 0x6FF),
    _range(0xFB50, 0xFDFF), _range(0x0, 0xFFFF), st.sampled_from(
        "e\u0301\u0323\u0308a\u00e9\u1100\u1161\u11a8\uac00\u0915\u093c\u0b47\u0b3e\uff21"))
texts = st.lists(character, max_size=6).map("".join)


@pytest.mark.parametrize("version", ["", "3.2.0"])
@pytest.mark.parametrize("form", FORMS)
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(x=texts, y=texts)
def test_a_boundary_splits_the_normal_form(form: str, version: str, x: str, y: str) -> None:
    """UAX #15's "boundary before": ``normalize(x + y)`` is ``normalize(x) +
    normalize(y)`` when ``y`` starts with a character of :func:`boundaries`."""
    db = DATABASES[version]
    if y and ord(y[0]) in boundaries(segment_facts(form, version)):
        assert db.normalize(form, x + y) == db.normalize(form, x) + db.normalize(form, y)


def _model(version: str) -> Any:
    real = DATABASES[version].normalize
    model = UCD_3_2_0_MODELS["normalize"] if version else normalize
    return lambda *a: model(*a) if any(isinstance(x, SymStr) for x in a) else real(*a)


@pytest.mark.parametrize("version", ["", "3.2.0"])
@pytest.mark.parametrize("form", FORMS)
@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(text=texts)
def test_normalize_agrees_with_cpython(form: str, version: str, text: str) -> None:
    check(_model(version), [PLAIN, SYM_STR], [form, text])


@pytest.mark.parametrize(("form", "text"), [
    ("NFC", "e\u0301"), ("NFC", "\u1100\u1161"), ("NFC", "\uac00\u11a8x"),
    ("NFD", "\uac01\u0391\u0301"), ("NFKD", "\u1f71\u0439"), ("NFKC", "\u03b1\u0301\u0430"),
    ("NFD", "\u0301e"), ("NFC", "\u00e9\u0301x"), ("NFKD", "\u00bd\u0301"),
    ("NFD", "\uac00\u0301")])
def test_segments_are_normalized_without_a_note(form: str, text: str) -> None:
    """A letter and a mark (after a precomposed letter, after a compatibility character,
    after a Hangul syllable), Hangul, Greek and Cyrillic letters: symbolic, nothing
    pinned."""
    with Trace({"s": text}) as trace:
        out = normalize(form, SymStr("s", text))
    assert isinstance(out, SymStr) and out.value == unicodedata.normalize(form, text)
    assert trace.notes == []


def test_only_the_segment_is_pinned() -> None:
    """A letter with two marks is made concrete, the letters around it are not."""
    text = "ab\u0323\u0301cd"
    with Trace({"s": text}) as trace:
        out = normalize("NFC", SymStr("s", text))
    assert isinstance(out, SymStr) and out.value == unicodedata.normalize("NFC", text)
    pins = [d for d in trace.decisions if d.kind.value == "concrete"]
    assert len(pins) == 3 and len(trace.notes) == 1
    assert "a boundary and marks" in trace.notes[0]


@pytest.mark.parametrize("form", FORMS)
def test_unicode_3_2_reorders_by_the_current_classes(form: str) -> None:
    """CPython's ``ucd_3_2_0.normalize`` reorders U+0350..U+036F (unassigned in 3.2, of
    class 0 there) by their current classes: neither is kept as it is."""
    check(_model("3.2.0"), [PLAIN, SYM_STR], [form, "\u0350\u0353"])
    check(_model("3.2.0"), [PLAIN, SYM_STR], [form, "a\u0350\u0353b"])


@pytest.mark.parametrize("version", ["", "3.2.0"])
@pytest.mark.parametrize("form", FORMS)
def test_apart_skips_only_characters_that_cannot_interact(form: str, version: str) -> None:
    """``_apart`` tests CPython only on the boundaries that could reorder or compose with
    what follows: the set it gives is the one a test of every boundary gives."""
    from strsat.python.unicodedata_segments import _apart, _set_of

    facts = segment_facts(form, version)
    for mark in ("\u0323", "\u1161"):  # a mark below; a V jamo (ccc 0, composes)
        alone = facts.normal(mark)
        every = _set_of(c for c in range(0x30000) if c in boundaries(facts)
                        and facts.normal(chr(c) + mark) == facts.normal(chr(c)) + alone)
        assert list(_apart(facts, mark).ranges()) == list(every.ranges())
