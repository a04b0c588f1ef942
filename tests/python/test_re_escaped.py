"""Patterns built from ``re.escape`` of a symbolic string and constant pieces against
CPython (brief ``exbytes``, issue 38): ``re.search/match/fullmatch(p₁ + re.escape(x) + p₂,
s)`` with ``x`` and ``s`` symbolic agree with CPython through the oracle
(``semantics_oracle.check``), including the pieces the layer must not read alone (a
top-level ``|``, a repeat count or an octal escape split across pieces, inline flags,
``IGNORECASE``), and the escaped string is not made concrete by the match decision."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re

PIECES = ["", "a", "b+", "[ab]", r"\d", ".", "a|", "{1", "}", r"\0", "(?i)", "(b)", r"\s*",
          "x?", "a{2}", "(?:a|b)", "^", "^a", r"\A", "$", r"\Z", r"a\Z", r"\$", r"\\$",
          "a$", r"\\Z", "^a|b"]
SUBJECTS = st.text(alphabet="ab.*1 +\\\n$", max_size=6)
LITERALS = st.text(alphabet="ab.*1+\\", max_size=3)


@settings(derandomize=True, max_examples=300, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(before=st.sampled_from(PIECES), after=st.sampled_from(PIECES), s=SUBJECTS,
       x=LITERALS, mode=st.sampled_from(["search", "match", "fullmatch"]),
       flags=st.sampled_from([0, 0, re.I, re.S, re.M]))
def test_escaped_patterns_agree_with_cpython(before: str, after: str, s: str, x: str,
                                             mode: str, flags: int) -> None:
    def op(subject, literal):  # noqa: ANN001, ANN202
        m = getattr(sym_re, mode)(before + sym_re.escape(literal) + after, subject, flags)
        return None if m is None else m.group()

    def compiled(subject, literal):  # noqa: ANN001, ANN202
        p = sym_re.compile(before + sym_re.escape(literal) + after, flags)
        m = getattr(p, mode)(subject)
        return None if m is None else (m.group(), p.split(subject, 1))
    check(op, [SYM_STR, SYM_STR], [s, x])
    check(compiled, [SYM_STR, SYM_STR], [s, x])


def test_the_match_decision_keeps_the_literal_symbolic() -> None:
    s, x = SymStr("s", "xa-by"), SymStr("x", "-")
    trace = Trace({s.term: "xa-by", x.term: "-"})
    with trace:
        assert sym_re.search("a" + sym_re.escape(x) + "b", s)
        assert not sym_re.match(sym_re.escape(x) + r"\d+", s)
        assert sym_re.compile(r"\A" + sym_re.escape(x) + r"b").search(s) is None
    assert trace.notes == [], trace.notes
    assert [d.what for d in trace.decisions] == ["re.search", "re.match", "Pattern.search"]
