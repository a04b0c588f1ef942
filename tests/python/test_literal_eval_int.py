"""``ast.literal_eval`` of an int literal (:func:`strsat.python.literal_eval._int_literal`):
``[ \\t]* [+-]? N`` is ``int(s, 0)``; other numbers and shapes run CPython's own with a
note.  The oracle compares the value or exception, every decision and the result's term
with CPython's; an exploration reaches the branches on the value, which a concrete run
pinned."""

from __future__ import annotations

import textwrap
from typing import Any

from hypothesis import strategies as st
from semantics_oracle import SYM_STR, agreement_tests
from test_escapes import _literal_eval

from explore.helpers import explore_source, outcomes

NUMBERS = st.builds(lambda a, b, c, d: a + b + c + d,
                    st.sampled_from(["", "-", "+", " ", "\t-", "- ", "--", " +"]),
                    st.sampled_from(["", "0x", "0o", "0b", "0X", "0", "0x_"]),
                    st.text(alphabet="0123456789abcdefxob_", max_size=6),
                    st.sampled_from(["", " ", "\n", "e3", ".5", "j", "_"]))

OPERATIONS = {"ast.literal_eval of a number": (_literal_eval, [SYM_STR], [NUMBERS])}

test_int_literals_agree_with_cpython, test_int_literals_agree_with_cpython_long = \
    agreement_tests(OPERATIONS, 150, 800)


SOURCE = textwrap.dedent('''
    import ast


    def literal(s: str) -> str:
        try:
            v = ast.literal_eval(s)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return "invalid"
        if isinstance(v, int) and v > 10:
            return "big int"
        if isinstance(v, str):
            return "string"
        return "other"
''')


def test_the_value_of_an_int_literal_is_explored(tmp_path: Any) -> None:
    result = explore_source(tmp_path, "literal_number.py", SOURCE, "literal", max_paths=6,
                            check_timeout=10.0, coverage=False)
    assert ("return", "big int") in outcomes(result)
