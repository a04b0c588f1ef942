"""An absurd limit of the layer (a count past ``str()``'s 4,300-digit limit) is one of
its own splits, flipped after the program's branches, and after the first flip the
engine could not decide, every later flip of it waits for the end.

``json.loads`` of a bad document raises a ``JSONDecodeError`` whose message formats the
line number (``doc.count("\\n", 0, pos) + 1``) with ``%d``: each such run decided "not
past ``str()``'s digit limit", and on main every one of those flips was asked — the
engine answers ``unknown`` ("length bound ... exhausted": the count needs a string of
10**4300 characters) — 72 times in 30 paths, a tenth of the check's work each (half of
jsonpatch's ``apply_patch`` budget in the session-20 trial)."""

from __future__ import annotations

import os
import textwrap

from strsat.explore import explore_file
from strsat.python.context import MINOR
from strsat.python.conversions import STR_LIMIT_WHAT

PROGRAM = textwrap.dedent('''
    import json


    def kind(s: str) -> str:
        try:
            v = json.loads(s)
        except ValueError:
            return "bad"
        if isinstance(v, list):
            return "list"
        return "other"
''')


def test_str_digit_limit_is_a_layer_limit() -> None:
    assert STR_LIMIT_WHAT in MINOR


def test_undecidable_limit_flips_are_not_asked_again(tmp_path) -> None:
    path = os.path.join(str(tmp_path), "json_kind.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(PROGRAM)
    result = explore_file(path, "kind", timeout=None, max_paths=30, reproducible=True)
    undecided = sum(n for reason, n in result.summary.unknown.items()
                    if reason.startswith("length bound"))
    assert undecided <= 1, result.summary.unknown
    assert {e.value for e in result.examples if e.outcome == "return"} >= {"bad", "list"}
