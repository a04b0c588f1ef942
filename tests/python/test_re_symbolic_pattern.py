"""A pattern or replacement template built from a symbolic string (``re.sub('(?m)^' +
margin, '', text)`` in ``textwrap.dedent``) is its value for the run as a decision the
explorer can flip, not a pin: the results agree with CPython (``semantics_oracle``),
nothing is made concrete, and the decision names the text."""

from __future__ import annotations

import re

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BYTES, SYM_STR, Operation, agreement_tests

from strsat.python import SymBytes, SymStr, Trace
from strsat.python import re as sym_re
from strsat.python.re_template import TEXT_VALUE

S, Y, P = SYM_STR, SYM_BYTES, PLAIN
margins = st.text(alphabet=" \t", max_size=3)
texts = st.text(alphabet=" \ta\n", max_size=8)


def _sub(pattern, repl, string, flags=0):  # noqa: ANN001, ANN202
    return (re if isinstance(string, str | bytes) and isinstance(pattern, str | bytes)
            and isinstance(repl, str | bytes) else sym_re).sub(pattern, repl, string,
                                                               flags=flags)


def _dedent_step(margin, text):  # noqa: ANN001, ANN202
    return _sub("(?m)^" + margin, "", text)


OPERATIONS: dict[str, Operation] = {
    "multiline margin": (_dedent_step, [S, S], [margins, texts]),
    "symbolic template": (lambda t, s: _sub("(a)", t, s), [S, S],
                          [st.sampled_from(["", "x", r"\1\1", "-"]), texts]),
    "bytes pattern": (lambda p, b: _sub(p, b"-", b), [Y, Y],
                      [st.sampled_from([b"a", b" ", b"\t+"]),
                       st.binary(max_size=4).map(lambda b: b.replace(b"\\", b""))]),
    "search symbolic class": (lambda c, s: (re if isinstance(c, str) else sym_re).search(
        "[" + c + "]", s) is not None, [S, P], [st.sampled_from(["a", "ab", " "]), texts]),
}

test_symbolic_pattern_agrees_with_cpython, test_symbolic_pattern_agrees_long = \
    agreement_tests(OPERATIONS, 60, 400)


def test_the_pattern_is_a_decision_not_a_pin() -> None:
    margin, text = SymStr("m", "  "), SymStr("t", "  a\n  b\n")
    with Trace({}) as trace:
        got = sym_re.sub("(?m)^" + margin, "", text)
    assert got.value == "a\nb\n" and trace.notes == [], trace.notes
    assert [d.taken for d in trace.decisions if d.what == TEXT_VALUE] == [True]


def test_a_bytes_pattern_too() -> None:
    with Trace({}) as trace:
        got = sym_re.sub(SymBytes("p", b"a+"), b"-", b"caab")
    assert got == b"c-b" and trace.notes == [], trace.notes
