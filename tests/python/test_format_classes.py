"""``str.encode("idna")``, ``fmt % args`` and ``fmt.format_map(d)`` of a symbolic string
(:mod:`strsat.python.codec_idna`, :mod:`strsat.python.percent_symbolic`,
:mod:`strsat.python.format_symbolic`) agree with CPython (``semantics_oracle.check``:
values, decisions and exception types), and the modelled cases pin nothing."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_INT, SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace

names = st.one_of(
    st.text(alphabet="ab.-é", max_size=8),
    st.builds(lambda n, m, dot: "a" * n + dot + "b" * m, st.integers(0, 66),
              st.integers(0, 66), st.sampled_from([".", "", ".."])))
formats = st.text(alphabet="%sdrix a5", max_size=7)
fields = st.text(alphabet="{}name!:0xr ", max_size=8)

OPERATIONS: dict[str, Operation] = {
    "idna": (lambda s: s.encode("idna"), [SYM_STR], [names]),
    "percent_str": (lambda f, a: f % (a,), [SYM_STR, SYM_STR],
                    [formats, st.text("ab", max_size=2)]),
    "percent_int": (lambda f, n: f % (n,), [SYM_STR, SYM_INT],
                    [formats, st.integers(-20, 20)]),
    "percent_two": (lambda f, a: f % (a, 7), [SYM_STR, PLAIN],
                    [formats, st.sampled_from(["x", 3])]),
    "percent_single": (lambda f: f % "v", [SYM_STR], [formats]),
    "format_map": (lambda f: f.format_map({"name": "x", "n": 3}), [SYM_STR], [fields]),
}

test_format_classes_agree_with_cpython, test_format_classes_agree_at_length = \
    agreement_tests(OPERATIONS, examples=80, long_examples=500)


def test_the_modelled_cases_pin_nothing() -> None:
    with Trace({"h": "ab.c", "f": "<%s|%d>", "g": "{name}!"}) as trace:
        SymStr("h", "ab.c").encode("idna")
        SymStr("f", "<%s|%d>") % (SymStr("h", "ab.c"), 4)
        SymStr("g", "{name}!").format_map({"name": "x"})
    assert trace.notes == [], trace.notes


def test_idna_beyond_ascii_in_the_layer_alone_is_noted() -> None:
    """The layer alone runs the codec on the concrete value beyond ASCII, noted
    (``strsat explore`` runs ``encodings.idna`` rewritten instead:
    ``tests/explore/test_leftovers38.py``)."""
    with Trace({"s": "\u00e9"}) as trace:
        assert SymStr("s", "\u00e9").encode("idna") == b"xn--9ca"  # concrete, noted
    assert any("beyond ASCII" in n for n in trace.notes), trace.notes
