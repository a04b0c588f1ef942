"""The format-string grammar of ``str.format`` over symbolic strings (issue 38, items 2
and 7): :func:`formatter_parser` is ``_string.formatter_parser`` -- what
``string.Formatter().parse`` returns, the ``(literal, field_name, format_spec,
conversion)`` items -- as a pure-Python reference of CPython 3.11's ``MarkupIterator``
and ``parse_field`` (``Objects/stringlib/unicode_format.h``), written from their
documented behaviour over the layer's string operations (``find``, slices, ``==``),
so that a symbolic format string stays symbolic: each brace it finds is a decision.

Like CPython's iterator it yields one item at a time and raises ``ValueError`` with
CPython's messages where CPython does (``Single '}' encountered in format string``,
``Single '{' ...``, ``expected '}' before end of string``, ``unexpected '{' in field
name``, ``end of string while looking for conversion specifier``, ``expected ':' after
conversion specifier``, ``unmatched '{' in format spec``), after the items before the
error.  On plain strings it is CPython's parser (Hypothesis-checked in
``tests/python/test_format_parse.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .strings import SymStr

#: what ends a field name (``[`` opens an index, skipped up to its ``]``)
_NAME_STOPS = "{[}:!"


def _first_of(text: Any, chars: str, start: Any = 0) -> tuple[Any, str]:
    """``(index, char)`` of the first of ``chars`` in ``text[start:]`` (an index of
    ``text``), or ``(-1, "")``: one ``find`` per character, the earliest kept."""
    best: Any = -1
    which = ""
    for ch in chars:
        at = text.find(ch, start)
        if at >= 0 and (best < 0 or at < best):
            best, which = at, ch
    return best, which


def formatter_parser(fmt: Any) -> Iterator[tuple[Any, Any, Any, Any]]:
    """``_string.formatter_parser(fmt)``: the items of ``fmt`` one at a time (see the
    module docstring); ``fmt`` a ``str`` or a symbolic string."""
    if not isinstance(fmt, str | SymStr):
        raise TypeError(f"expected str, got {type(fmt).__name__}")
    return _items(fmt)


def _items(rest: Any) -> Iterator[tuple[Any, Any, Any, Any]]:
    while rest != "":
        at, brace = _first_of(rest, "{}")
        if at < 0:
            yield rest, None, None, None
            return
        after = rest[at + 1:at + 2]
        if brace == "}":
            if after != "}":
                raise ValueError("Single '}' encountered in format string")
            yield rest[:at + 1], None, None, None
            rest = rest[at + 2:]
            continue
        if after == "":
            raise ValueError("Single '{' encountered in format string")
        if after == "{":
            yield rest[:at + 1], None, None, None
            rest = rest[at + 2:]
            continue
        literal = rest[:at]
        name, spec, conversion, rest = _field(rest[at + 1:])
        yield literal, name, spec, conversion


def _field(rest: Any) -> tuple[Any, Any, Any, Any]:
    """CPython's ``parse_field`` on the text after a field's ``{``: ``(field_name,
    format_spec, conversion, the text after the field's closing brace)``."""
    start: Any = 0
    while True:
        at, stop = _first_of(rest, _NAME_STOPS, start)
        if at < 0:
            raise ValueError("expected '}' before end of string")
        if stop == "{":
            raise ValueError("unexpected '{' in field name")
        if stop != "[":
            break
        close = rest.find("]", at + 1)
        if close < 0:
            raise ValueError("expected '}' before end of string")
        start = close + 1
    name, rest = rest[:at], rest[at + 1:]
    if stop == "}":
        return name, "", None, rest
    conversion = None
    if stop == "!":
        if rest == "":
            raise ValueError("end of string while looking for conversion specifier")
        conversion, rest = rest[:1], rest[1:]
        if rest != "":
            after, rest = rest[:1], rest[1:]
            if after == "}":
                return name, "", conversion, rest
            if after != ":":
                raise ValueError("expected ':' after conversion specifier")
    spec, rest = _spec(rest)
    return name, spec, conversion, rest


def _spec(rest: Any) -> tuple[Any, Any]:
    """The format spec up to the ``}`` that balances the field's ``{`` (nested fields
    count), and the text after it."""
    depth = 1
    start: Any = 0
    while True:
        at, brace = _first_of(rest, "{}", start)
        if at < 0:
            raise ValueError("unmatched '{' in format spec")
        depth += 1 if brace == "{" else -1
        if depth == 0:
            return rest[:at], rest[at + 1:]
        start = at + 1
