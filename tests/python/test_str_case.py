"""``lower``/``upper``/``casefold`` of Latin-1 strings beyond the case-safe ones
(:mod:`strsat.python.str_case`) agree with CPython (``semantics_oracle``: values and
decisions), pin nothing on Latin-1, and run concretely with a note beyond it."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace

# ASCII letters, Latin-1 capitals and small letters (À, é, Þ, ÿ), ß, µ, the
# multiplication sign (not a letter), and one character past Latin-1
texts = st.text(alphabet=st.sampled_from("aZ 1ÀéÞÿßµ×\xaa\u0100"), max_size=6)

OPERATIONS: dict[str, Operation] = {
    "lower": (lambda s: s.lower(), [SYM_STR], [texts]),
    "upper": (lambda s: s.upper(), [SYM_STR], [texts]),
    "casefold": (lambda s: s.casefold(), [SYM_STR], [texts]),
    "lower_eq": (lambda s: s.lower() == "éa", [SYM_STR], [texts]),
}

test_case_agrees_with_cpython, test_case_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=100, long_examples=600)


def test_latin1_pins_nothing_and_beyond_is_noted() -> None:
    with Trace({}) as trace:
        got = [SymStr("s", "ÉtÉ ß").lower(), SymStr("t", "straße µ").upper(),
               SymStr("u", "Straße").casefold()]
    assert trace.notes == [], trace.notes
    assert [g.value for g in got] == ["été ß", "STRASSE Μ", "strasse"]
    with Trace({}) as trace:
        assert SymStr("v", "Ā").lower() == "ā"
    assert any("beyond Latin-1" in n for n in trace.notes), trace.notes
