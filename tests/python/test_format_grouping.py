"""``format(n, spec)`` and ``{:,}`` of a symbolic ``int`` with grouping (``,``/``_``;
:mod:`strsat.python.format_spec`) agree with CPython (``semantics_oracle.check``:
values, decisions, terms and the ``ValueError`` of a spec the type refuses)."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_INT, Operation, agreement_tests

from strsat.python import SymInt, Trace
from strsat.python.builtins import format_, str_method

numbers = st.one_of(st.integers(-10 ** 8, 10 ** 8), st.integers(-2 ** 64, 2 ** 64),
                    st.sampled_from([0, 999, 1000, -1000, 10 ** 19, 10 ** 20, 2 ** 64]))
specs = st.sampled_from([",", "_", ",d", "_x", "_b", "_o", "_X", "#_x", "+,", "012,",
                         "0=12_", "*^14,", ">9,", "<9_", " ,", ",x", "_c", "010_b"])

OPERATIONS: dict[str, Operation] = {
    "format": (format_, [SYM_INT, PLAIN], [numbers, specs]),
    "str.format": (lambda n: str_method("[{:,}|{:>10_}]", "format", n, n), [SYM_INT],
                   [numbers]),
}

test_grouping_agrees_with_cpython, test_grouping_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=150, long_examples=800)


def test_grouping_pins_nothing() -> None:
    with Trace({"n": -1234567}) as trace:
        out = format_(SymInt("n", -1234567), "012,")
    assert out.value == "-001,234,567" and trace.notes == []
