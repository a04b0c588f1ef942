"""Misuse of strsat.python: CPython's own exceptions where CPython raises them, typed strsat
errors where only the symbolic layer is at fault (issue 11)."""

from __future__ import annotations

import re as cpython_re

import pytest

from strsat import Length, Solver, Star, sat
from strsat.api import ApiSortError
from strsat.errors import UnsupportedError
from strsat.python import Path, SymInt, SymStr, Trace, re


@pytest.mark.parametrize("make", [
    lambda: SymStr(5),
    lambda: SymStr(""),
    lambda: SymInt(Length("ab").term.args[0]),  # a String term where an Int is expected
    lambda: SymInt(None),
])
def test_a_bad_input_name_is_a_typed_error(make) -> None:  # noqa: ANN001
    with pytest.raises(ApiSortError) as info:
        make()
    assert "a name (non-empty str)" in str(info.value)


def test_cpython_type_errors_stay_cpython_type_errors() -> None:
    with Path():
        s = SymStr("s")
        with pytest.raises(TypeError, match="can only concatenate str"):
            s + 1  # noqa: B018
        with pytest.raises(TypeError, match="must be str, not int"):
            s.find(1)


def test_a_malformed_pattern_raises_cpythons_re_error() -> None:
    with Path():
        s = SymStr("s")
        with pytest.raises(cpython_re.error, match="unterminated character set"):
            re.search("[", s)


def test_builtin_int_of_a_symbolic_str_is_refused_in_a_path_and_concrete_in_a_trace() -> None:
    with Path():
        s = SymStr("s")
        with pytest.raises(UnsupportedError, match="int_"):
            int(s)
    s = SymStr("s")
    with Trace({s.term: " 42"}) as trace:
        assert int(s) == 42
    assert any("int()" in note for note in trace.notes)
    with Trace({s.term: "4x"}), pytest.raises(ValueError, match="invalid literal"):
        int(s)


def test_symbolic_values_work_as_model_keys_and_in_api_errors() -> None:
    with Path():
        s = SymStr("s")
        cond = s.startswith("ab")
    solver = Solver()
    solver.add(cond, Length(s) == 3)
    assert solver.check() == sat
    value = solver.model()[s]
    assert isinstance(value, str) and value.startswith("ab") and len(value) == 3
    with pytest.raises(ApiSortError, match="String expression s, expected a regular"):
        Star(s)
