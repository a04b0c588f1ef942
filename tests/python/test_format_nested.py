"""``str.format`` of a plain format string whose specs hold replacement fields of their
own (``"{:0{pad}d}"``, ``"{:{}}"``; :func:`strsat.python.formatting.format_string`) agrees
with CPython (``semantics_oracle.check``), and the value formatted stays symbolic: only the
spec is made concrete (issue 38, survey37: bracex's ``"{:0{pad}d}".format(value,
pad=padding)`` made the value concrete)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import PLAIN, SYM_INT, SYM_STR, check

from strsat.python import SymInt, Trace
from strsat.python.formatting import format_string

formats = st.lists(st.sampled_from(
    ["{:0{pad}d}", "{:{}}", "{0:>{1}}", "{:{w}}", "{:^{}}", "{x:{pad}}", "{:{}d}",
     "{:{}{}}", "{:{:{}}}", "{:{!r}}", "{:{0}}", "{:{z}}", "{:{[0]}}", "-", "{}", "{{"]),
    min_size=1, max_size=3).map("".join)


#: nested fields this reads by CPython's own ``format`` on concrete values (a
#: conversion, a spec or an access in a nested field)
_READ_BY_CPYTHON = ("{:{:{}}}", "{:{!r}}", "{:{[0]}}")


def _format(fmt: Any, a: Any, b: Any) -> Any:
    """``fmt.format(a, b, 3, x=a, pad=b, w=4)`` as the explorer runs it (a plain format
    string's ``format`` with symbolic arguments: :func:`format_string`)."""
    return format_string(fmt, (a, b, 3), {"x": a, "pad": b, "w": 4})


def _cpython(fmt: str, a: Any, b: Any) -> Any:
    return fmt.format(a, b, 3, x=a, pad=b, w=4)


def _outcome(run: Any, fmt: str, a: Any, b: Any) -> Any:
    try:
        return run(fmt, a, b)
    except (ValueError, KeyError, IndexError, TypeError) as e:
        return type(e)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(fmt=formats, a=st.integers(-50, 50), b=st.integers(0, 6))
def test_nested_spec_fields_agree_with_cpython(fmt: str, a: int, b: int) -> None:
    assert _outcome(_format, fmt, a, b) == _outcome(_cpython, fmt, a, b)
    check(_format, [PLAIN, SYM_INT, SYM_INT], [fmt, a, b])
    check(_format, [PLAIN, SYM_INT, PLAIN], [fmt, a, b])
    try:
        expected = _cpython(fmt, a, b)
    except (ValueError, KeyError, IndexError, TypeError):
        return
    if any(t in fmt for t in _READ_BY_CPYTHON):
        return
    with Trace({"a": a}) as trace:  # plain widths: nothing made concrete
        out = _format(fmt, SymInt("a", a), b)
    assert trace.notes == [], (fmt, trace.notes)
    assert getattr(out, "value", out) == expected


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(fmt=formats, a=st.text(alphabet="ab1", max_size=3), b=st.integers(0, 6))
def test_nested_spec_fields_of_a_string_agree_with_cpython(fmt: str, a: str, b: int) -> None:
    assert _outcome(_format, fmt, a, b) == _outcome(_cpython, fmt, a, b)
    check(_format, [PLAIN, SYM_STR, SYM_INT], [fmt, a, b])


def test_the_value_stays_symbolic_when_the_width_is_plain() -> None:
    with Trace({"v": 7}) as trace:
        out = format_string("{:0{pad}d}", (SymInt("v", 7),), {"pad": 3})
    assert trace.notes == []
    assert type(out) is not str and out.value == "007"
