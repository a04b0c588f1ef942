"""``csv.reader``/``csv.writer`` in explored programs (:mod:`strsat.python.csv_model`):
``_csv`` is C code with no pure-Python twin, so a program reading its input as CSV had
it made concrete at the call ("a call to _csv.reader: a symbolic value made concrete"),
one path.  The runtime now hands the layer's reader and writer what the program passes
(a list of lines, an explorer ``StringIO``, a generator) and each test of a field is a
decision."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, notes_naming, outcomes

ROWS = textwrap.dedent('''
    import csv
    import io

    def header(text: str):
        for record in csv.DictReader(io.StringIO(text)):
            if record.get("name") == "bob":
                return "bob"
            return "row"
        return "none"

    def third(line: str):
        rows = list(csv.reader([line]))
        if rows and rows[0] and rows[0][0] == "x,y":
            return "quoted"
        return len(rows[0]) if rows else -1

    def lines(text: str):
        def numbered(t):
            for n, part in enumerate(t.split("|")):
                yield part
        out = []
        for row in csv.reader(numbered(text), delimiter=";"):
            out.append(len(row))
        return "two then one" if out == [2, 1] else len(out)

    def written(field: str):
        buf = io.StringIO()
        csv.writer(buf).writerow(["a", field])
        if buf.getvalue() == 'a,"b""c"\\r\\n':
            return "doubled"
        return "plain" if buf.getvalue().count('"') == 0 else "quoted"
''')


def _explore(tmp_path: Path, name: str, **options: object) -> object:
    return explore_source(tmp_path, "csv_rows.py", ROWS, name, **options)


@pytest.mark.slow  # the header's name is reached after about a hundred paths
def test_dict_reader_header_and_row(tmp_path: Path) -> None:
    result = _explore(tmp_path, "header", max_paths=250)
    assert {("return", "bob"), ("return", "row"), ("return", "none")} <= outcomes(result)
    assert not notes_naming(result, "made concrete", "_csv"), result.summary.notes


def test_a_quoted_field_holding_the_delimiter(tmp_path: Path) -> None:
    result = _explore(tmp_path, "third", max_paths=60)
    got = outcomes(result)
    assert ("return", "quoted") in got and ("raise", "Error") in got, got
    assert not notes_naming(result, "made concrete", "_csv"), result.summary.notes


@pytest.mark.slow
def test_lines_from_a_generator(tmp_path: Path) -> None:
    result = _explore(tmp_path, "lines", max_paths=250)
    assert ("return", "two then one") in outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete", "_csv"), result.summary.notes


def test_writer_quotes_and_doubles(tmp_path: Path) -> None:
    result = _explore(tmp_path, "written", max_paths=40)
    assert {("return", "doubled"), ("return", "plain"), ("return", "quoted")} <= \
        outcomes(result), outcomes(result)
    assert not notes_naming(result, "made concrete", "_csv"), result.summary.notes
