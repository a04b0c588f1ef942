"""gaps21 (issue 38), class 1: lists of parsed values.  ``[int(p) for p in s.split(",")]``
then a test of the third part: the layer's own splits of ``int()`` (``" 0"``, ``"0_0"``,
``"٠"``, the 4,300-digit limit) are shape variations once a run took their side at that
iteration after the same branches, or once an earlier split of the same call was flipped
from that prefix (:meth:`Ranking._shape_variation`): they rank after the flips that
change what the program does, so the flips at the second and third parts come first.
On 0cd547f ``positive_list`` and ``either_list`` never reached their last branch in 40
paths, ``int_list`` at the 26th."""

from __future__ import annotations

import os

import pytest

from explore.helpers import HERE
from strsat.explore import explore_file

PROGRAM = os.path.join(HERE, "gaps21_programs.py")


@pytest.mark.parametrize(("function", "paths", "value"), [
    ("positive_list", 40, "rising"),
    ("either_list", 40, "falling tail"),
    ("int_list", 20, "rising"),
])
def test_three_valid_parts_are_built(function: str, paths: int, value: str) -> None:
    result = explore_file(PROGRAM, function, timeout=None, max_paths=paths,
                          reproducible=True, coverage=False)
    found = [e for e in result.examples if e.outcome == "return" and e.value == value]
    assert found, [e.args for e in result.examples]
    parts = found[0].args[0].replace(",", " ").split()
    assert len(parts) >= 3


def test_numeral_shapes_are_still_explored() -> None:
    """The variations rank last, not dropped: with the branches covered, the search
    still asks for another numeral shape (white space, underscores, another script)."""
    result = explore_file(PROGRAM, "int_list", timeout=None, max_paths=60,
                          reproducible=True, coverage=False)
    args = [e.args[0] for e in result.examples if e.outcome == "return"]
    assert any(not a.replace(",", "").isascii() or "_" in a or " " in a or "\t" in a
               for a in args), args


def test_yield_from_a_set_is_noted_at_its_line() -> None:
    """Class 5: ``yield from s`` over a set holding symbolic values read its hash order
    in silence on 0cd547f."""
    result = explore_file(PROGRAM, "yielded", timeout=None, max_paths=2,
                          reproducible=True, coverage=False)
    with open(PROGRAM, encoding="utf-8") as f:
        line = next(n for n, text in enumerate(f, 1) if "yield from items" in text)
    assert any("iteration order of a set" in n and f"gaps21_programs.py:{line}" in n
               for n in result.summary.notes), result.summary.notes


def test_send_through_yield_from_reaches_the_inner_generator() -> None:
    """The rewritten ``yield from`` still delegates ``send`` (values as CPython's), and
    a symbolic value sent into a generator running rewritten code stays symbolic (on
    0cd547f: "a call to generator.send: a symbolic value made concrete", one path)."""
    result = explore_file(PROGRAM, "delegated", timeout=None, max_paths=10,
                          reproducible=True, coverage=False)
    assert not [n for n in result.summary.notes if "concolic run gave" in n]
    for e in result.examples:
        a = e.args[0]
        assert e.value == ("long" if len(a) > 2 else a + "!"), (a, e.value)
    assert {e.value for e in result.examples} >= {"long", "!"}
    assert not [n for n in result.summary.notes if "generator.send" in n]
