"""A string mapped one character at a time, compared with a constant (issue 38).

``s.translate(table)`` whose replacements hold mapped characters (a rotation) is read
one character at a time: each position an ``ite`` over the table's classes. Its
comparison with a constant of the same length was one equation over a concatenation of
``ite`` terms, which the engine case-split term by term (27^5 cases for five letters:
no check of a five-letter target finished). The rewrites EQ_SPLIT_MAX_LENGTH (the
concatenation split by position, each part's length at most its bound) and
ITE_LIFT_CONST (each ``ite`` against a constant character folded into and/or) make it
one membership per position."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, outcomes

ROTATE = textwrap.dedent('''
    import string

    LOWER = string.ascii_lowercase
    TABLE = str.maketrans(LOWER, LOWER[3:] + LOWER[:3])


    def rotated(s: str) -> str:
        if s.translate(TABLE) == "khoor":
            return "hello"
        return "other"
    ''')


def test_a_rotation_compared_with_a_constant_is_inverted(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "rotate.py", ROTATE, "rotated", max_paths=30)
    found = [e.args[0] for e in result.examples if e.value == "hello"]
    assert found == ["hello"]
    assert outcomes(result) == {("return", "hello"), ("return", "other")}

