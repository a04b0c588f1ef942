"""``raw-unicode-escape`` and ``unicode-escape`` encoding beyond the latin-1 identity
(:mod:`strsat.python.codec_escape`: one piece per character once the length is decided)
against CPython (oracle: ``semantics_oracle.check``: the result, every decision's
condition and the result's term)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from semantics_oracle import SYM_STR, agreement_tests

#: every kind of character the codecs spell differently: printable ASCII, the backslash,
#: the named escapes, other controls, Latin-1, the BMP, astral planes, a surrogate (within
#: the theory's alphabet, up to U+2FFFF)
CHARS = st.one_of(st.sampled_from("a~ \\\t\n\r\x00\x7f\x80\xe9\xff\u0100\u20ac\uffff"
                                  "\ud800\U00010000\U0002ffff"),
                  st.characters(max_codepoint=0x2FFFF))
TEXTS = st.text(alphabet=CHARS, max_size=4)


def _encode(name: str) -> Any:
    return lambda s: s.encode(name)


OPERATIONS = {
    "raw-unicode-escape": (_encode("raw-unicode-escape"), [SYM_STR], [TEXTS]),
    "unicode-escape": (_encode("unicode-escape"), [SYM_STR], [TEXTS]),
    "unicode-escape, then its length": (
        lambda s: len(s.encode("unicode_escape")) > 6, [SYM_STR], [TEXTS]),
}

#: every operation agrees with CPython (60 examples each; 400 in the slow run)
test_escape_encoders_agree_with_cpython, test_escape_encoders_agree_with_cpython_long = \
    agreement_tests(OPERATIONS, 60, 400)


def test_escaped_bytes_stay_symbolic_for_every_string_of_the_length() -> None:
    """Beyond the identity the result is a term, not a pinned value: for other strings of
    the run's length it evaluates to CPython's bytes (a concrete fallback before)."""
    from strsat.python import Kind, SymStr, Trace
    from strsat.terms import STRING, var
    from strsat.terms.evaluate import evaluate

    s = var("s", STRING)
    for name in ("raw-unicode-escape", "unicode-escape"):
        with Trace({"s": "\xe9\u20ac\n"}) as trace:
            got = SymStr("s", "\xe9\u20ac\n").encode(name)
        assert got.value == "\xe9\u20ac\n".encode(name)
        assert not any(d.kind is Kind.CONCRETE for d in trace.decisions), name
        for other in ("abc", "\\\t\x7f", "\U00010000\ud800\xff", "\u0100a\r"):
            assert evaluate(got.term, {s: other}) == other.encode(name).decode("latin-1")
