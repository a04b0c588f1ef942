"""The classes the seventeenth survey took (issue 38; benchmarks/explore/2026-12-04-survey17.md).

* ``str()``/``repr()`` of an exception holding the input (``ipaddress``'s
  ``"%s in %r" % (exc, ip_str)``, ``validators``' ``str(exp)``): CPython's C
  ``BaseException.__str__`` made the argument concrete (a "str()" note); now
  :mod:`strsat.python.exception_text` writes it, in ``str()``, ``repr()``, ``%s``/``%r``
  and f-strings.
* A class that writes ``__len__`` (``__bool__``, ``__int__``) in Python holding symbolic
  values (``email.header``'s ``_Accumulator``, a list of ``(fws, part)`` pairs whose
  ``__len__`` sums their lengths; ``_pydecimal.Decimal.__int__`` under
  ``dateutil.parser``): CPython's ``len()``, truth test and ``int()`` need a real int
  back, so the sum was made concrete ("an index"), and they ran the method as written
  (``int(self._int)`` of the symbolic digits with CPython's ``int``).  Now the method
  runs rewritten and its symbolic answer is kept (:mod:`strsat.explore.slots`).
* A lookup in a ``types.MappingProxyType`` (``tomllib``'s
  ``BASIC_STR_ESCAPE_REPLACEMENTS[escape_id]``) by a symbolic key hashed it ("hash()"
  note, nothing recorded); now it is the keyed lookup of the dict it shows."""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAMS = textwrap.dedent('''
    import decimal
    from types import MappingProxyType


    def message(s: str):
        if len(s) > 3:
            return "long"
        try:
            if not s.isdigit():
                raise ValueError(s)
            return "digits"
        except ValueError as exc:
            text = str(exc)
        if text.startswith("x"):
            return "x"
        return "other"


    def formatted(s: str):
        if len(s) > 3:
            return "long"
        try:
            raise KeyError(s)
        except KeyError as exc:
            err = exc
        shown = "%s in %r" % (err, s)
        if shown.startswith("'ab'"):
            return "ab"
        if f"{err!r}" == "KeyError('q')":
            return "q"
        return "other"


    class Parts(list):
        def __len__(self):
            return sum(len(p) for p in list.__iter__(self))


    def total(s: str):
        if len(s) > 4:
            return "long"
        parts = Parts([s, "xy"])
        if len(parts) > 4:
            return "over"
        if not Parts([s]):
            return "empty"
        return "under"


    class Amount:
        def __init__(self, text):
            self.text = text

        def __int__(self):
            return int(self.text) * 2


    def doubled(s: str):
        if len(s) > 3:
            return "long"
        try:
            n = int(Amount(s))
        except ValueError:
            return "error"
        if n > 10:
            return "big"
        return "small"


    def truncated(s: str):
        if len(s) > 2:
            return "long"
        try:
            n = int(decimal.Decimal(s))
        except (decimal.InvalidOperation, ValueError, OverflowError):
            return "error"
        if n == 7:
            return "seven"
        return "other"


    ESCAPES = MappingProxyType({"\\\\n": "\\n", "\\\\t": "\\t"})


    def escape(s: str):
        if len(s) > 3:
            return "long"
        try:
            return ESCAPES[s]
        except KeyError:
            pass
        if ESCAPES.get(s[:2]) is not None:
            return "prefix"
        return "none"
''')


def test_str_of_an_exception_keeps_its_argument_symbolic(tmp_path: Any) -> None:
    # main: ('digits', 'other'), "str(): a symbolic value made concrete"
    result = explore_source(tmp_path, "survey17_message.py", PROGRAMS, "message")
    assert {("return", "x"), ("return", "other"), ("return", "digits")} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_percent_and_fstrings_of_an_exception_keep_it_symbolic(tmp_path: Any) -> None:
    # main: "str(): a symbolic value made concrete" for %s, the f-string's {err!r} pinned
    result = explore_source(tmp_path, "survey17_formatted.py", PROGRAMS, "formatted")
    assert {("return", "ab"), ("return", "q"), ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_a_python_len_and_truth_keep_their_symbolic_sum(tmp_path: Any) -> None:
    # main: one path, "an index: a symbolic value made concrete"
    result = explore_source(tmp_path, "survey17_total.py", PROGRAMS, "total")
    assert {("return", "over"), ("return", "empty"), ("return", "under")} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_a_python_int_runs_rewritten(tmp_path: Any) -> None:
    # main: __int__ as written, "int() of a symbolic str ... made concrete"
    result = explore_source(tmp_path, "survey17_doubled.py", PROGRAMS, "doubled")
    assert {("return", "big"), ("return", "small"), ("return", "error")} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


@pytest.mark.slow  # _pydecimal's parser explored to exhaustion: minutes under load
def test_int_of_a_pure_decimal_reads_its_digits_symbolically(tmp_path: Any) -> None:
    # main: _pydecimal's __int__ as written, its digits pinned
    result = explore_source(tmp_path, "survey17_truncated.py", PROGRAMS, "truncated")
    assert {("return", "seven"), ("return", "other"), ("return", "error")} <= outcomes(result)
    assert not notes_naming(result, "int()"), result.summary.notes


def test_a_mapping_proxys_lookups_are_keyed(tmp_path: Any) -> None:
    # main: one path, "hash() of a symbolic value" and "a call to mappingproxy.get"
    result = explore_source(tmp_path, "survey17_escape.py", PROGRAMS, "escape")
    # one decision over the keys: a key found, or none
    assert {("return", "prefix"), ("return", "none")} <= outcomes(result)
    assert outcomes(result) & {("return", "\n"), ("return", "\t")}
    assert not notes_naming(result, "hash()", "mappingproxy"), result.summary.notes
