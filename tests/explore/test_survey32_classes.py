"""The classes the thirty-second survey took (issue 38; benchmarks/explore/2026-12-07-survey32.md).

1. ``types.SimpleNamespace`` built of symbolic values (importlib_metadata's
   ``EntryPoint._match`` returns ``_EntryPointMatch(**match.groupdict())``, a
   ``SimpleNamespace`` subclass): its C ``__new__``/``__init__`` only store the keywords,
   but a class outside the program was called by CPython with the values made concrete
   ("a call to importlib_metadata._EntryPointMatch: a symbolic value made concrete",
   each a pin).  Now they pass as they are (``explore/runtime.py``'s ``_storing``).
2. ``float()`` of a symbolic int beyond ``2**53`` (humanfriendly's ``format_size``:
   ``float(num_bytes) / unit.divider`` for a size past a yottabyte, or below
   ``-2**53``): CPython's conversion read the value ("float(): a symbolic value made
   concrete").  Now it is the int rounded to 53 bits in its binade
   (``python/float_quotient.py``'s ``wide_int_float``), and a float operation with an
   int constant beyond ``2**53`` (``1000 ** 8``) converts the constant as CPython does.
3. ``text %= args`` (humanfriendly's ``format(msg, size, tokens)``, ``%r`` of a list
   of tokens): the augmented assignment ran CPython's ``str.__mod__``, which made the
   list's symbolic items concrete for their ``repr`` ("repr(): a symbolic value made
   concrete", 20 a run); ``text % args`` was the layer's formatting.  Now both are.
4. ``bytes(reversed(result))`` of symbolic ints (base58's ``b58decode``): a list's
   iterator was not seen to hold symbolic values, so CPython's ``bytes`` read each
   one's ``__index__`` ("an index: a symbolic value made concrete", 40 a run).  Now a
   list's or tuple's iterator counts by the items it has yet to give."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

NAMESPACE = textwrap.dedent('''
    import types

    def fields(s: str, t: str):
        n = types.SimpleNamespace(module=s, attr=t)
        if n.module == "pkg":
            return "module" if not n.attr else "attr"
        return "other"
    ''')

WIDE = textwrap.dedent('''
    def wide(n: int):
        if n < 2 ** 60:
            return "small"
        if float(n) == 2.0 ** 61:
            return "rounds to 2**61"
        return "scaled" if float(n) / 1000 ** 8 > 1.5e-6 else "below"
    ''')


def test_a_simple_namespace_keeps_symbolic_fields(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s32_fields.py", NAMESPACE, "fields", max_paths=10)
    got = {value for _, value in outcomes(result)}
    assert got == {"module", "attr", "other"}, got
    assert not result.summary.notes, result.summary.notes


def test_float_of_an_int_beyond_2_53_is_rounded_symbolically(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s32_wide.py", WIDE, "wide", max_paths=10)
    got = {value for _, value in outcomes(result)}
    assert got == {"small", "rounds to 2**61", "scaled", "below"}, got
    assert not result.summary.notes, result.summary.notes


PERCENT = textwrap.dedent('''
    def message(s: str):
        text = "got %r"
        text %= ([s, 1],)
        if text.endswith("'ok', 1]"):
            return "ok"
        return "other"
    ''')

REVERSED = textwrap.dedent('''
    def digits(n: int):
        result = []
        while n > 0 and len(result) < 3:
            n, mod = divmod(n, 256)
            result.append(mod)
        out = bytes(reversed(result))
        if out == b"AB":
            return "AB"
        return "other"
    ''')


def test_an_augmented_percent_of_a_string_is_the_layers_formatting(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s32_percent.py", PERCENT, "message", max_paths=3)
    got = {value for _, value in outcomes(result)}
    assert got == {"ok", "other"}, got
    assert not result.summary.notes, result.summary.notes


def test_bytes_of_a_lists_reversed_iterator_keeps_its_items_symbolic(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "s32_reversed.py", REVERSED, "digits", max_paths=20)
    got = {value for _, value in outcomes(result)}
    assert got == {"AB", "other"}, got
    assert not result.summary.notes, result.summary.notes
