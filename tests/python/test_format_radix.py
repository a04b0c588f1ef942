"""``format(n, spec)``, ``hex``/``oct``/``bin`` of a symbolic int in base 2, 8 and 16
against CPython (the number of digits a count decision, the digits auxiliary variables
defined by ``abs(n) = sum d_i base^i``: :func:`strsat.python.format_spec.digits_of`)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from python.semantics_oracle import PLAIN, SYM_INT, SYM_STR, check
from strsat.python import SymInt, Trace
from strsat.python.builtins import bin_, format_, hex_, oct_

SPECS = st.sampled_from(["b", "x", "X", "o", "#b", "#x", "08x", "#010b", "+o", " X", "<6b",
                         "^9x", "=+8o"])
INTS = st.integers(-2 ** 70, 2 ** 70) | st.integers(-300, 300)


@given(INTS, SPECS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_format_in_base_2_8_16_agrees_with_cpython(n: int, spec: str) -> None:
    check(lambda x, s: format_(x, s), [SYM_INT, PLAIN], [n, spec])


def _radix(x: Any, which: int) -> Any:
    return (hex_, oct_, bin_)[which](x)


@given(INTS, st.integers(0, 2))
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_hex_oct_bin_agree_with_cpython(n: int, which: int) -> None:
    check(_radix, [SYM_INT, PLAIN], [n, which])


def test_the_digit_count_is_decided_by_bounds_not_by_this_runs_value() -> None:
    # runs of 5 (101) and 6 (110) make the same decisions (3 digits); 9 (1001) parts at
    # the doubling's bound 2^3
    conditions = []
    for value in (5, 6, 9):
        with Trace({SymInt("n").term: value}) as trace:
            format_(SymInt("n", value), "b")
        conditions.append([str(d.condition) for d in trace.decisions])
    assert conditions[0] == conditions[1]
    assert conditions[0][:2] == conditions[2][:2] and conditions[0] != conditions[2]
    assert all("div" not in c and "mod" not in c for c in conditions[0])


def test_a_magnitude_past_256_bits_is_not_modelled() -> None:
    from strsat.python.format_spec import digits_of

    with Trace({SymInt("n").term: 2 ** 300}):
        assert digits_of(SymInt("n", 2 ** 300), 16) is None


def _code_formatted(c: Any, spec: str) -> Any:
    from strsat.python import SymStr
    from strsat.python.conversions import ord_

    return format_(ord_(c) if isinstance(c, SymStr) else ord(c), spec)


@given(st.characters(max_codepoint=0x2FFFF), SPECS)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_character_code_in_base_2_8_16_agrees_with_cpython(c: str, spec: str) -> None:
    # ord(c) (a byte of a bytes, "%02x" % b): its at most CODE_DIGITS digits, no decision
    check(_code_formatted, [SYM_STR, PLAIN], [c, spec])


def test_a_character_code_takes_no_digit_count_decision() -> None:
    from strsat.python import SymStr

    for text in ("A", "\u00e9", "\U0002fffd"):
        s = SymStr("s", text)
        with Trace({s.term: text}) as trace:
            got = _code_formatted(s, "02x")
        assert got.value == format(ord(text), "02x")
        assert not [d for d in trace.decisions if "digits" in d.what]
