"""A plain ``str`` indexed or sliced by a symbolic int stays symbolic
(``strsat.explore.runtime.getitem``): ``'==='[:4 - paderr]`` in email.header.decode_header
made the index concrete (a note, a pin), and a branch after it was out of reach; so does
a list or tuple of plain ints or strs (``datetime``'s ``_DAYS_IN_MONTH[month]``,
``strsat.python.const_index``)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source
from strsat.explore import Exploration

SOURCE = textwrap.dedent('''
    def pad(s: str):
        paderr = len(s) % 4
        if paderr:
            s += '==='[:4 - paderr]
        if s.endswith("=="):
            return "two"
        if "abc"[len(s) % 3] == "b":
            return "b"
        return "other"


    def letter(i: int):
        return "xyz"[i]


    _DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    NAMES = ("zero", "one", "two")


    def days(month: int):
        if _DAYS_IN_MONTH[month] == 30:
            return "short"
        if NAMES[month % 3] == "two":
            return "two"
        return "other"
    ''')


def _explore(tmp_path: Path, name: str) -> Exploration:
    return explore_source(tmp_path, "pad.py", SOURCE, name)


def test_a_slice_of_a_constant_by_a_symbolic_bound(tmp_path: Path) -> None:
    result = _explore(tmp_path, "pad")
    s = result.summary
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches == 6
    assert {e.value for e in result.examples} == {"two", "b", "other"}
    assert not any("an index" in n for n in s.notes), s.notes
    assert s.stopped == "exhausted" and not s.unknown


def test_an_index_of_a_constant_raises_where_python_does(tmp_path: Path) -> None:
    result = _explore(tmp_path, "letter")
    # two paths: an index in range, and one past an end (IndexError, as Python raises)
    assert sorted(e.outcome for e in result.examples) == ["raise", "return"]
    assert {e.exception for e in result.examples} == {None, "IndexError"}
    assert result.summary.paths == 2 and result.summary.stopped == "exhausted"
    assert not any("an index" in n for n in result.summary.notes)


def test_a_table_of_ints_and_a_tuple_of_strs_indexed_symbolically(tmp_path: Path) -> None:
    result = _explore(tmp_path, "days")
    s = result.summary
    assert {e.value for e in result.examples if e.outcome == "return"} == {
        "short", "two", "other"}
    assert {e.exception for e in result.examples if e.outcome == "raise"} == {"IndexError"}
    assert s.coverage is not None and s.coverage.covered == s.coverage.branches
    assert s.paths == 4 and s.stopped == "exhausted" and not s.unknown
    assert not any("an index" in n for n in s.notes), s.notes
