"""``float(s)`` of a symbolic ``str`` (:mod:`strsat.python.float_parse`): it raises
``ValueError`` exactly where CPython does (``semantics_oracle.check``: the decisions and
the exception types), and the valid side is CPython's value, noted as concrete."""

from __future__ import annotations

from hypothesis import strategies as st
from semantics_oracle import SYM_STR, Operation, agreement_tests

from strsat.python import SymStr, Trace
from strsat.python.float_parse import float_

# digits of two scripts, signs, points, exponents, underscores, the special words'
# letters, whitespace float() strips (U+0085, U+3000) and one it does not (U+001C)
texts = st.lists(st.sampled_from(
    list("0159._+-eE ") + ["\u0663", "inf", "INFINITY", "nan", "\t", "\x85", "\u3000",
                           "\x1c", "x"]), max_size=7).map("".join)
words = st.lists(st.sampled_from(["1", "_", ".", "e", "-", "2", "inf", "nAn", " ", "E+"]),
                 max_size=6).map("".join)

OPERATIONS: dict[str, Operation] = {
    "float": (lambda s: str(float_(s)), [SYM_STR], [texts]),  # str: nan != nan
    "float_words": (lambda s: str(float_(s)), [SYM_STR], [words]),
}

test_float_agrees_with_cpython, test_float_agrees_at_length = \
    agreement_tests(OPERATIONS, examples=150, long_examples=800)


def test_the_value_is_concrete_with_a_note_and_the_error_is_not() -> None:
    with Trace({"s": " -1_0.5e30 "}) as trace:
        assert float_(SymStr("s", " -1_0.5e30 ")) == -1.05e31  # beyond the model
    assert any("float() of a symbolic str" in n for n in trace.notes), trace.notes
    with Trace({"s": "1__0"}) as trace:
        try:
            float_(SymStr("s", "1__0"))
        except ValueError as exc:
            assert str(exc) == "could not convert string to float: '1__0'"
        else:
            raise AssertionError("no ValueError")
    assert trace.notes == []
