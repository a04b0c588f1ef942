"""Loops over a pattern of one character of a class (:mod:`strsat.python.re_chars`):
json's escapes through ``sub`` with a function, ``finditer``, ``findall`` and ``split``
agree with CPython and make nothing concrete; ``sub``'s result joins the pieces between
the matches, not slices of the subject at symbolic positions.  The same for a pattern of
a maximal run of a class, ``C+`` (:func:`strsat.python.re_chars.run_class`: croniter's
``re.findall(r"\\S+", expr)``, ``[^,]+``, ``(\\w+)``), whose decisions' conditions also
hold of the input as taken and stay small however many runs there are (the general
loop's searches from the last end nest: its check of a fifth field ran out of work)."""

from __future__ import annotations

import json.encoder
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strsat.python import SymStr, Trace
from strsat.python import re as sym_re
from strsat.python.re_chars import one_class, run_class
from strsat.regex.sre_tree import parse
from strsat.terms import dag_size

ESCAPES = [json.encoder.ESCAPE.pattern, json.encoder.ESCAPE_ASCII.pattern, "[<>&]", "([xy])",
           r"(?i)[a-c]", r"\W"]


def _run(pattern: str, text: str) -> tuple[list[object], Trace]:
    s = SymStr("s", text)
    trace = Trace({s.term: text})
    with trace:
        spans = []
        for m in sym_re.finditer(pattern, s):
            spans.append((m.span(), m.groups(), m.lastindex))
            for v in (m.start(), m.end()):
                assert trace.evaluate(v.term) == v.value
        got = [sym_re.sub(pattern, lambda m: "<" + m.group(0) + ">", s), spans,
               sym_re.findall(pattern, s), sym_re.split(pattern, s), sym_re.subn(pattern, "-", s)]
    return got, trace


def _cpython(pattern: str, text: str) -> list[object]:
    p = re.compile(pattern)
    return [p.sub(lambda m: "<" + m.group(0) + ">", text),
            [(m.span(), m.groups(), m.lastindex) for m in p.finditer(text)],
            p.findall(text), p.split(text), p.subn("-", text)]


def _plain(value: object) -> object:
    if isinstance(value, list | tuple):
        return type(value)(_plain(v) for v in value)
    return getattr(value, "value", value)


def test_the_patterns_of_one_class() -> None:
    assert all(one_class(parse(p, 0)) is not None for p in ESCAPES)
    for p in ["ab", "(a)(b)", "a|bc", "a?", r"\ba", "(?=a)b", "(?:(a)|b)"]:
        assert one_class(parse(p, 0)) is None, p


def test_the_result_is_the_pieces_joined() -> None:
    """json's ascii escape over strings with 1, 4 and 12 escaped characters: the result
    joins the pieces between the matches (a variable each) and the replacements -- at
    most 6 subterms per match (the general loop's slices at symbolic positions: 42,
    117, 317) -- and each decision's condition has 15 subterms (29 before)."""
    for k in (1, 4, 12):
        text = 'ab"' * k
        s = SymStr("s", text)
        trace = Trace({s.term: text})
        with trace:
            out = sym_re.sub(json.encoder.ESCAPE_ASCII.pattern, lambda m: "\\" + m.group(0), s)
        assert out.value == json.encoder.ESCAPE_ASCII.sub(lambda m: "\\" + m.group(0), text)
        assert dag_size(out.term) <= 6 * k + 8, (k, dag_size(out.term))
        assert max(dag_size(d.condition) for d in trace.decisions) <= 15


RUNS = [r"\S+", "[^,]+", r"(\w+)", "[a-c]++", r"(?i)[a-c]+", r"\d+", r"[^\s,]+"]


@settings(derandomize=True, max_examples=200, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(pattern=st.sampled_from(ESCAPES + RUNS),
       text=st.text(alphabet='ab"\\\n\x01 x<\xe9\U0001f600C,\t1\u0663_\u3000', max_size=9))
def test_class_loops_agree_with_cpython(pattern: str, text: str) -> None:
    got, trace = _run(pattern, text)
    assert _plain(got) == _cpython(pattern, text), (pattern, text)
    assert trace.notes == [], trace.notes
    for d in trace.decisions:
        assert trace.evaluate(d.condition) is d.taken, (pattern, text, d)


def test_the_patterns_of_a_run() -> None:
    assert all(run_class(parse(p, 0)) is not None for p in RUNS)
    for p in ["a+?", "a*", "a{1,3}", "ab+", "(a)+", "(?:a|bc)+", "a{2,}", r"(\w)+"]:
        assert run_class(parse(p, 0)) is None, p


def test_the_conditions_of_runs_stay_small() -> None:
    """``re.findall(r"\\S+", s)`` of eight fields: each decision's condition is as small
    for the eighth field as for the first."""
    text = " ab  c d\te f g hh i "
    s = SymStr("s", text)
    trace = Trace({s.term: text})
    with trace:
        fields = sym_re.findall(r"\S+", s)
    assert _plain(fields) == text.split()
    sizes = [dag_size(d.condition) for d in trace.decisions]
    assert len(sizes) == 9 and max(sizes) == sizes[0] <= 40, sizes
