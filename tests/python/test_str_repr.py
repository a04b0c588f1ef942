"""``repr()``/``ascii()`` of a symbolic ``str`` (:mod:`strsat.python.str_repr`) and the
conversions that use them (``{!r}``/``{!a}`` in ``str.format``, ``%r``/``%a``) agree with
CPython (``semantics_oracle.check``: values, decisions and exception types), and the
modelled cases pin nothing."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_BOOL, SYM_INT, SYM_STR, Operation, agreement_tests

from strsat.explore.runtime import percent
from strsat.python import SymStr, Trace
from strsat.python.builtins import ascii_, repr_, str_method
from strsat.python.str_repr import NAMED, QUOTE
from strsat.python.str_repr import PLAIN as PLAIN_TIER

# the quotes, the named escapes, control and C1 characters, Latin-1's non-printables
# (U+00A0, U+00AD), printable and non-printable characters past Latin-1
texts = st.text(alphabet=st.sampled_from(
    "ab 'é\"\\\t\n\r\x00\x1b\x7f\x85\xa0\xad\xff\u0100\u2028\u200b\U0001F600"), max_size=6)
plain_texts = st.text(alphabet="ab '\"\\\t\n", max_size=8)
specs = st.sampled_from(["", ">8", "<3", "^9", ".2", "x^7"])

OPERATIONS: dict[str, Operation] = {
    "repr": (repr_, [SYM_STR], [texts]),
    "ascii": (ascii_, [SYM_STR], [texts]),
    "repr_plain": (repr_, [SYM_STR], [plain_texts]),
    "repr_int": (repr_, [SYM_INT], [st.integers(-999, 999)]),
    "ascii_bool": (ascii_, [SYM_BOOL], [st.booleans()]),
    "format_r": (lambda s, spec: str_method("<{!r:" + spec + "}>", "format", s),
                 [SYM_STR, PLAIN], [texts, specs]),
    "format_a": (lambda s: str_method("{0!a}={0}", "format", s), [SYM_STR], [texts]),
    "format_r_int": (lambda n: str_method("{!r:>6}", "format", n), [SYM_INT],
                     [st.integers(-99, 99)]),
    "percent_r": (lambda f, s: f % (s,), [SYM_STR, SYM_STR],
                  [st.sampled_from(["%r", "<%a>", "x%ry"]), texts]),
    "percent_plain_r": (lambda f, s: percent(f, (s,)), [PLAIN, SYM_STR],
                        [st.sampled_from(["%r", "<%a>", "x%ry"]), texts]),
}

test_repr_agrees_with_cpython, test_repr_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=80, long_examples=500)


def test_the_modelled_cases_pin_nothing() -> None:
    for text in ("it's", 'say "x"', "a\\b\tc\n", "\x00é\xad", "😀 ok"):
        with Trace({"s": text}) as trace:
            s = SymStr("s", text)
            got = [repr_(s), str_method("{!r:>20}", "format", s), percent("%r", (s,))]
            if text < "\u0100":
                got.append(ascii_(s))
        assert trace.notes == [], (text, trace.notes)
        assert [g.value for g in got[:3]] == [repr(text), f"{text!r:>20}", repr(text)]


def test_the_tiers_are_decisions_of_the_layer() -> None:
    with Trace({"s": "a\nb"}) as trace:
        repr_(SymStr("s", "a\nb"))
    whats = [d.what for d in trace.decisions]
    assert QUOTE in whats and PLAIN_TIER in whats and NAMED in whats, whats


def test_beyond_the_domain_runs_concretely_with_a_note() -> None:
    with Trace({"s": "a\u2028"}) as trace:
        got = repr_(SymStr("s", "a\u2028"))
    assert got == repr("a\u2028")
    assert any("repr() of a str with characters non-printable" in n for n in trace.notes)
