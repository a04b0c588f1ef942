"""Issue 38: a program that validates its input through a library call and branches on
the result.  While the explored function has no symbolic branch of its own the search
ranks the library's untaken branches as its own (``Ranking._wrapped_library``); a side of
that library which led some run to a test of the program with a side no run took, a test
other runs never reached (behind the library's outcome, ``Ranking._behind``), ranks with
them, not below.  A followed library's side some run took in another calling context
ranks with the covered branches (``Ranking._untaken_side``): a recursive parser's value
alternatives are the same code in every context."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from explore.helpers import explore_source, outcomes

HEADER = textwrap.dedent('''
    import csv
    import io

    def header(text: str):
        for record in csv.DictReader(io.StringIO(text)):
            if record.get("name") == "bob":
                return "bob"
            return "row"
        return "none"
''')


def test_a_header_field_after_the_reader_returned_a_row(tmp_path: Path) -> None:
    # ``record.get("name") == "bob"`` is a concrete test until a row has a field named
    # by the input; before, the reader's line ends and fourth fields ranked first and the
    # header came after 77 paths
    result = explore_source(tmp_path, "dict_header.py", HEADER, "header", max_paths=35)
    got = outcomes(result)
    assert {("return", "bob"), ("return", "row"), ("return", "none")} <= got, got


JSON = textwrap.dedent('''
    import json

    def shape(s: str):
        try:
            v = json.loads(s)
        except ValueError:
            return "bad"
        match v:
            case {"type": "point", "x": int(x)}:
                return "point" if x > 3 else "small"
            case [a, b]:
                return "pair"
            case str() as t if t.startswith("#"):
                return "tag"
            case _:
                return "other"
''')


@pytest.mark.slow  # about 200 paths; before, no list of two in 400
# (the program's own ``startswith`` is a symbolic branch: json is a followed library, not
# the package of a wrapper, whose branches rank as the program's own)
def test_a_list_of_two_behind_json_loads(tmp_path: Path) -> None:
    # json's scanner tried NaN, Infinity, -Infinity and the \\u escapes again in every
    # context (top level, list item, object value), each a new library branch
    result = explore_source(tmp_path, "json_shape.py", JSON, "shape", max_paths=260)
    assert ("return", "pair") in outcomes(result), outcomes(result)
