"""The character classes of :mod:`strsat.python.charclasses` against a plain
per-code-point sweep of CPython's own predicates (the definition)."""

from __future__ import annotations

import pytest

from strsat.python import charclasses
from strsat.regex.charset import INTERVALS, MAX_CHAR
from strsat.terms import string_ops


def _sweep(name: str) -> object:
    """The class as its definition reads: ``PREDICATES[name]`` of every code point."""
    test = charclasses.PREDICATES[name]
    return INTERVALS.of_ranges((c, c) for c in range(MAX_CHAR + 1) if test(chr(c)))


@pytest.mark.parametrize("name", sorted(charclasses.PREDICATES))
def test_each_class_is_the_predicate_over_every_code_point(name: str) -> None:
    assert charclasses.char_class(name) == _sweep(name)


def test_the_alphabet_string_is_every_code_point_in_order() -> None:
    text = charclasses._alphabet()
    assert len(text) == MAX_CHAR + 1
    assert all(ord(c) == i for i, c in enumerate(text))


def test_case_safe_classes_map_the_smtlib_case_once_not_per_character(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The sweep of ``lower-safe``/``upper-safe`` calls the SMT-LIB case mapping on
    the whole alphabet once (a per-character Python loop cost 0.1 s per class, paid by
    every explored function that calls ``lower()``)."""
    calls = []
    for name in ("smt_to_lower", "smt_to_upper"):
        real = getattr(string_ops, name)

        def counted(s: str, real=real) -> str:  # type: ignore[no-untyped-def]
            calls.append(len(s))
            return real(s)

        monkeypatch.setattr(charclasses, name, counted)
    charclasses.char_class.cache_clear()
    try:
        charclasses.char_class("lower-safe")
        charclasses.char_class("upper-safe")
    finally:
        charclasses.char_class.cache_clear()
    assert calls == [MAX_CHAR + 1, MAX_CHAR + 1]
