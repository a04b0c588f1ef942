"""``str()``/``repr()``/``ascii()`` of an exception holding symbolic values
(:mod:`strsat.python.exception_text`), against CPython on the same values: results,
decisions, result terms and exception types (:func:`semantics_oracle.check`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_INT, SYM_STR, agreement_tests

from strsat.python import SymStr, Trace
from strsat.python.builtins import str_
from strsat.python.exception_text import exception_repr, exception_str, holds_symbolic_args
from strsat.python.str_repr import ascii_, repr_


class Refused(ValueError):
    """A Python subclass without ``__str__``/``__repr__``: ``BaseException``'s."""


class Worded(ValueError):
    def __str__(self) -> str:
        return "worded"


S, I, P = SYM_STR, SYM_INT, PLAIN
#: text the layer's repr models exactly (below U+0300: every character past U+00FF is
#: printable there), quotes, backslashes and control characters included
texts = st.one_of(st.text(st.characters(max_codepoint=0x2FF, exclude_categories=["Cs"]),
                          max_size=4),
                  st.text(alphabet="'\"\\\n\x00a\u00e9", max_size=4))
ints = st.integers(-300, 300)
plains = st.sampled_from(["", "x", 3, None, ("t",)])

OPERATIONS = {
    "str(ValueError(s))": (lambda s: str_(ValueError(s)), [S], [texts]),
    "str(ValueError(s, n))": (lambda s, n: str_(ValueError(s, n)), [S, I], [texts, ints]),
    "str(ValueError('at', s))": (lambda s: str_(ValueError("at", s)), [S], [texts]),
    "str(KeyError(s))": (lambda s: str_(KeyError(s)), [S], [texts]),
    "str(KeyError(s, s))": (lambda s: str_(KeyError(s, s)), [S], [texts]),
    "str(Refused([s]))": (lambda s: str_(Refused([s])), [S], [texts]),
    "str(TypeError(ValueError(s)))": (lambda s: str_(TypeError(ValueError(s))), [S],
                                      [texts]),
    "str(ValueError(n))": (lambda n: str_(ValueError(n)), [I], [ints]),
    "str(ValueError(s, p))": (lambda s, p: str_(ValueError(s, p)), [S, P], [texts, plains]),
    "repr(ValueError(s))": (lambda s: repr_(ValueError(s)), [S], [texts]),
    "repr(Refused(s, n))": (lambda s, n: repr_(Refused(s, n)), [S, I], [texts, ints]),
    "repr(KeyError(TypeError(s)))": (lambda s: repr_(KeyError(TypeError(s))), [S],
                                     [texts]),
    "ascii(ValueError(s))": (lambda s: ascii_(ValueError(s)), [S], [texts]),
}

test_agrees_with_cpython, test_agrees_with_cpython_long = agreement_tests(OPERATIONS, 60, 400)


@given(texts)
def test_the_result_is_symbolic_and_nothing_is_pinned(text: str) -> None:
    with Trace({}) as trace:
        s = SymStr("s", text)
        got = str_(ValueError("bad", s))
        assert isinstance(got, SymStr)
        assert got.value == str(ValueError("bad", text))
        assert not trace.notes


@pytest.mark.parametrize("exc", [OSError(2, "x"), UnicodeError("x"), SyntaxError("x"),
                                 Worded("x"), ImportError("x")])
def test_classes_with_other_methods_are_left_to_cpython(exc: BaseException) -> None:
    with Trace({}):
        s = SymStr("s", "x")
        exc.args = (s, *exc.args[1:])
        assert holds_symbolic_args(exc)
        if type(exc).__str__ is not BaseException.__str__:
            assert exception_str(exc) is None
        if type(exc).__repr__ is not BaseException.__repr__:
            assert exception_repr(exc) is None


def test_exceptions_without_symbolic_arguments_are_not_taken() -> None:
    assert not holds_symbolic_args(ValueError("x"))
    assert not holds_symbolic_args("x")
    assert exception_str(ValueError("x")) is None
