"""Bit fields of ``int(s, base)`` for a power-of-two base read as the digits of ``s``
(issue 38: ``uuid.UUID(hex)``'s ``(n >> 76) & 0xf``, ``0 <= n < 1 << 128``): on every
small case the rewritten terms agree with CPython (``semantics_oracle.check`` evaluates
each term and decision under the inputs), strings that are not plain digits included
(the rewrite is not taken there)."""

from __future__ import annotations

import re

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_STR, agreement_tests

from strsat.python import builtins as B

S, P = SYM_STR, PLAIN
hex_digits = st.one_of(st.text(alphabet="0123456789abcdefABCDEF", min_size=1, max_size=34),
                       st.text(alphabet="09afF", min_size=30, max_size=33),
                       st.text(alphabet="0f -x", max_size=6))
bin_digits = st.text(alphabet="01", min_size=1, max_size=40)
oct_digits = st.text(alphabet="01234567", min_size=1, max_size=12)
shifts = st.integers(0, 140)
masks = st.one_of(st.integers(0, 2 ** 20), st.sampled_from(
    [0xF, 0xF0, 0x8000 << 48, 0xC000 << 48, 0xFFFF, 2 ** 128 - 1, 0xF << 76, 1, 3 << 62]))
powers = st.integers(0, 140).map(lambda k: 2 ** k)
bounds = st.one_of(st.integers(-3, 20), st.sampled_from([2 ** 128, 2 ** 128 - 1, 2 ** 64,
                                                         1 << 127, 0]))


def _int(s: object, base: int) -> object:
    return B.int_(s, base) if not isinstance(s, str) else int(s, base)


OPERATIONS = {
    "hex >> k & m": (lambda s, k, m: (_int(s, 16) >> k) & m, [S, P, P],
                     [hex_digits, shifts, masks]),
    "hex & m": (lambda s, m: _int(s, 16) & m, [S, P], [hex_digits, masks]),
    "hex % 2^k": (lambda s, c: _int(s, 16) % c, [S, P], [hex_digits, powers]),
    "hex // 2^k % 2^j": (lambda s, c, d: _int(s, 16) // c % d, [S, P, P],
                         [hex_digits, powers, powers]),
    "hex range": (lambda s, c: (0 <= _int(s, 16) < c, _int(s, 16) >= c), [S, P],
                  [hex_digits, bounds]),
    "hex >> k range": (lambda s, k, c: (_int(s, 16) >> k) < c, [S, P, P],
                       [hex_digits, shifts, bounds]),
    "binary >> k & m": (lambda s, k, m: (_int(s, 2) >> k) & m, [S, P, P],
                        [bin_digits, st.integers(0, 45), masks]),
    "octal & m, % 2^k": (lambda s, m, c: (_int(s, 8) & m, _int(s, 8) % c), [S, P, P],
                         [oct_digits, masks, powers]),
}

test_digit_fields_agree_with_cpython, test_digit_fields_agree_with_cpython_long = \
    agreement_tests(OPERATIONS, 60, 600)


def test_the_version_nibble_is_one_digit() -> None:
    """``(n >> 76) & 0xf`` of a 32-digit hex string is a formula over one character
    (on main: ``mod`` and ``div`` of the 32-digit Horner sum)."""
    from strsat.python import SymStr, Trace

    with Trace({"s": "12345678123447781234567812345678"}):
        n = B.int_(SymStr("s"), 16)
        version = (n >> 76) & 0xF
    places = set(re.findall(r"str\.at s (\(- \(str\.len s\) \d+\)|\d+)", str(version.term)))
    assert places == {"(- (str.len s) 20)"}, version.term  # the digit 19 from the right


def test_a_field_past_the_digits_leaves_no_record_for_the_next_trace() -> None:
    """``(int(s, 16) >> 64) & 0xf`` of at most four digits is the constant 0.  On main that
    constant was recorded as a field whose condition names ``s``: a comparison of any 0
    in a later trace (an explorer run of another function) then asked for ``s`` and
    raised ``UnknownInputError`` (found as an order dependence of two explorer tests)."""
    from strsat.python import SymInt, SymStr, Trace
    from strsat.terms import integer

    with Trace({"s": "ff"}):
        n = B.int_(SymStr("s")[:4], 16)
        assert (n >> 64) & 0xF == 0
    with Trace({"t": "x"}):
        assert bool(SymInt(integer(0), 0) < 1)
        assert not bool(SymInt(integer(0), 0) > 0)
