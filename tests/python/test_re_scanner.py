"""``Pattern.scanner(s).match()/.search()`` and ``re.Scanner.scan`` on symbolic strings
(:mod:`strsat.python.re_scanner`, survey 26: Markdown's ``attr_list`` scans ``{: #id
.class key="v" }`` with a ``re.Scanner`` whose actions are Python functions) agree with
CPython (``semantics_oracle.check``: values, exception types, each decision's condition
and the result's term): successive calls continue where the last match ended, an empty
match forces the next one to advance, a call after a failed one returns None, ``pos``
and ``endpos`` bound the scan; ``Scanner.scan`` stops at no match or an empty one, calls
callable actions with the scanner and the matched text, and keeps ``None`` out; its
pattern compiled from the parsed lexicon without ``re.UNICODE`` (``\\w`` ASCII-only)."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re
from strsat.python.re_scanner import lexicon_pattern, scan

PATTERNS = ["[a-c]+", "x?", "(a)|b*", r"\w+|;", "(?i)k", "^a|b$", r"(?=a)|c(d)?"]
texts = st.text(alphabet="abcdx;kK\u212aé ", max_size=7)


def _seen(m: Any) -> Any:
    return None if m is None else (m.span(), m.group(), m.lastindex, m.pos)


def _calls(s: Any, pattern: str, modes: str, pos: int = 0, endpos: int | None = None) -> Any:
    compiled = sym_re.compile(pattern) if isinstance(s, SymStr) else re.compile(pattern)
    scanner = compiled.scanner(s, pos) if endpos is None else compiled.scanner(s, pos, endpos)
    return [_seen(getattr(scanner, "match" if mode == "m" else "search")()) for mode in modes]


def _word(scanner: Any, text: Any) -> Any:
    return ("word", text, scanner.match.start())


SCANNERS = [
    re.Scanner([(r"[a-c]+", _word), (r";", None), (r"x*", "empty"), (r"\w", lambda s, t: t)]),
    re.Scanner([(r"k", "k"), (r"[^k]", lambda s, t: t + t)], re.IGNORECASE),
    re.Scanner([(r"\w+", _word), (r" +", None)]),
]

OPERATIONS: dict[str, Operation] = {
    "calls": (_calls, [SYM_STR, PLAIN, PLAIN],
              [texts, st.sampled_from(PATTERNS), st.text("ms", min_size=1, max_size=4)]),
    "bounded": (_calls, [SYM_STR, PLAIN, PLAIN, PLAIN, PLAIN],
                [texts, st.sampled_from(PATTERNS), st.text("ms", min_size=1, max_size=3),
                 st.integers(-1, 8), st.one_of(st.none(), st.integers(-1, 8))]),
    "scan": (lambda s, k: scan(SCANNERS[k], s), [SYM_STR, PLAIN],
             [texts, st.integers(0, len(SCANNERS) - 1)]),
}

test_scanner_agrees_with_cpython, test_scanner_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=120, long_examples=600)


def test_a_scanner_lexicon_reads_as_text_only_when_it_compiles_the_same() -> None:
    # \w of a Scanner is ASCII's (its flags lack re.UNICODE): the text gets re.ASCII
    assert lexicon_pattern(re.Scanner([(r"\w+", None)])) == (r"(\w+)", re.ASCII)
    assert lexicon_pattern(re.Scanner([("a", None), ("b|c", None)])) == ("(a)|(b|c)", 0)
    # a phrase with a group of its own, or inline global flags: no text
    assert lexicon_pattern(re.Scanner([("(a)b", None)])) is None
    assert lexicon_pattern(re.Scanner([("(?i)a", None), ("b", None)])) is None


def test_a_scan_makes_nothing_concrete() -> None:
    text = "ab;c x"
    with Trace({"s": text}) as trace:
        got = scan(SCANNERS[0], SymStr("s", text))
    assert got == SCANNERS[0].scan(text)
    assert trace.notes == [], trace.notes
    with Trace({"s": text}) as trace:  # a phrase with its own group: CPython's, noted
        assert scan(re.Scanner([("(a)b", "ab")]), SymStr("s", text)) == (["ab"], ";c x")
    assert any("re.Scanner.scan" in n for n in trace.notes), trace.notes
