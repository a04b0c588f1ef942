"""A C accelerator handed the program's functions runs its pure-Python twin
(``runtime._hands_callbacks``): ``functools.cmp_to_key(cmp)``'s C key objects called the
rewritten ``cmp`` and made what it returned concrete ("a value returned to cmp_to_key"),
and ``bisect_left(a, x, key=k)`` compared what ``k`` returned in C.  The twins
(``functools.cmp_to_key``'s Python class, ``bisect``'s Python functions) call them as
Python does, so each comparison is a decision."""

from __future__ import annotations

import textwrap
from pathlib import Path

from explore.helpers import explore_source, notes_naming, outcomes

PROGRAM = textwrap.dedent('''
    import bisect
    import functools

    def by_length(a, b):
        return (len(a) > len(b)) - (len(a) < len(b))

    def longest(text: str):
        words = sorted(text.split(","), key=functools.cmp_to_key(by_length))
        return "long" if words[-1] == "long" else "other"

    ROWS = [("a", 1), ("m", 2), ("t", 3)]

    def row(name: str):
        i = bisect.bisect_left(ROWS, name, key=lambda r: r[0])
        return "found" if i < 3 and ROWS[i][0] == name else i
''')


def test_cmp_to_key_calls_the_comparison_as_python_does(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "callbacks.py", PROGRAM, "longest", max_paths=40)
    assert {("return", "long"), ("return", "other")} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes


def test_bisect_with_a_key_compares_what_the_key_returns(tmp_path: Path) -> None:
    result = explore_source(tmp_path, "callbacks.py", PROGRAM, "row", max_paths=20)
    assert {("return", "found"), ("return", 0), ("return", 3)} <= outcomes(result)
    assert not notes_naming(result, "made concrete"), result.summary.notes
