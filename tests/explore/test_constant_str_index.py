"""A plain ``str`` indexed or sliced by a symbolic int stays symbolic
(``strsat.explore.runtime.getitem``): ``'==='[:4 - paderr]`` in email.header.decode_header
made the index concrete (a note, a pin), and a branch after it was out of reach."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import check_reproducible
from strsat.explore import explore_file

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
    ''')


def _explore(tmp_path: Path, name: str):  # noqa: ANN202
    path = tmp_path / "pad.py"
    path.write_text(SOURCE, encoding="utf-8")
    result = explore_file(str(path), name, timeout=None, check_timeout=300.0)
    check_reproducible(result, result.module, name)
    return result


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
