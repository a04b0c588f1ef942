"""``_string.formatter_parser`` (``string.Formatter().parse``) over symbolic strings
(issue 38: a symbolic format string is not made concrete): the reference of
:mod:`strsat.python.format_parse` yields CPython's items and raises CPython's
``ValueError`` with CPython's message, after the same items; on symbolic strings its
decisions and terms agree with CPython (``semantics_oracle.check``) and nothing is made
concrete."""

from __future__ import annotations

import _string
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from semantics_oracle import SYM_STR, check

from strsat.python import SymStr, Trace
from strsat.python.format_parse import formatter_parser

#: format strings: braces, field-name stops, conversions and specs mixed with text
formats = st.one_of(
    st.text(alphabet="{}[]:!rsa0x. ", max_size=10),
    st.lists(st.sampled_from(["{", "}", "{}", "{0}", "{x!r}", "{a[}]}", "{:>{w}}", "{{",
                              "}}", "ab", "{!", "{0!rx}", "{:{", "[", "]", ":", "!"]),
             max_size=5).map("".join))


def _items(parser: Any, fmt: Any) -> list[Any]:
    """The items ``parser`` yields, then ``("error", message)`` if it raised."""
    out: list[Any] = []
    try:
        for item in parser(fmt):
            out.append(item)
    except ValueError as exc:
        out.append(("error", str(exc)))
    return out


def _either(fmt: Any) -> list[Any]:
    return _items(formatter_parser if isinstance(fmt, SymStr) else _string.formatter_parser,
                  fmt)


@settings(max_examples=300, deadline=None)
@given(fmt=formats)
def test_reference_is_cpythons_parser(fmt: str) -> None:
    assert _items(formatter_parser, fmt) == _items(_string.formatter_parser, fmt)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(fmt=formats)
def test_symbolic_format_string_agrees_with_cpython(fmt: str) -> None:
    check(_either, [SYM_STR], [fmt])


def test_a_symbolic_format_string_stays_symbolic() -> None:
    text = "x={x!r:>{w}} y={} {{z}}"
    with Trace({"s": text}) as trace:
        items = list(formatter_parser(SymStr("s", text)))
    assert trace.notes == []
    assert [tuple(None if v is None else str(v) for v in item) for item in items] == \
        list(_string.formatter_parser(text))
    assert any(isinstance(v, SymStr) for item in items for v in item)


def test_not_a_string() -> None:
    for parser in (formatter_parser, _string.formatter_parser):
        try:
            parser(5)
        except TypeError as exc:
            assert str(exc) == "expected str, got int"
