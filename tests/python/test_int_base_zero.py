"""``int(s, 0)`` (:func:`strsat.python.int_parse.base_zero_form`): one decision of the
layer's own per base the prefix picks, each case its base's own value.  The oracle
(``semantics_oracle.check``) evaluates every decision and the result's term under the
inputs against CPython; an exploration reaches the branches after the value that one
term over the four cases left to checks that ran out of work."""

from __future__ import annotations

import textwrap
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import SYM_STR, agreement_tests

from explore.helpers import explore_source, outcomes
from strsat.python import builtins as B

S = SYM_STR
numerals = st.one_of(
    st.text(alphabet="0123456789_", min_size=1, max_size=6),
    st.builds(lambda sign, p, d: sign + p + d, st.sampled_from(["", "-", "+", " -"]),
              st.sampled_from(["0x", "0X", "0o", "0b", "0B", "0", "", "0x_"]),
              st.text(alphabet="0123456789abcdefABCDEF_", max_size=6)),
    st.text(alphabet="0xob19_ -+\t\u0660", max_size=7),
    st.text(alphabet="1", min_size=30, max_size=35))


def _int0(s: object) -> object:
    return B.int_(s, 0) if not isinstance(s, str) else int(s, 0)


OPERATIONS = {
    "int(s, 0)": (_int0, [S], [numerals]),
    "int(s, 0) + 1": (lambda s: _int0(s) + 1, [S], [numerals]),
}

test_base_zero_agrees_with_cpython, test_base_zero_agrees_with_cpython_long = \
    agreement_tests(OPERATIONS, examples=120, long_examples=800)


SOURCE = textwrap.dedent('''
    def parse(s: str) -> str:
        try:
            v = int(s, 0)
        except ValueError:
            return "invalid"
        if v > 300:
            return "big"
        if v == 255:
            return "ff"
        return "small"
''')


def test_the_branches_after_int_base_zero_are_reached(tmp_path: Any) -> None:
    # (both are among the first five paths here; past them, exhausting the rest needs
    # checks that run out of work: 30 s for twelve paths)
    result = explore_source(tmp_path, "base_zero.py", SOURCE, "parse", max_paths=6,
                            check_timeout=10.0, coverage=False)
    assert {("return", "big"), ("return", "ff")} <= outcomes(result)
